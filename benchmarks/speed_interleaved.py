"""Drafts/s of AR, diffusion and hybrid, interleaved repeats in one process (decode only).

    python benchmarks/speed_interleaved.py --seed 1 --buyers 32 --batches 16 \\
        --settings ar,diffusion:160,hybrid:12,hybrid:6 --repeats 3      # choose: SELECTION buyers
    python benchmarks/speed_interleaved.py --seed 0 --buyers 50 --batches 1,16 --repeats 3 \\
        --out reports/speed_interleaved.json                             # report: held-out buyers

On a shared CPU a setting timed once can be 40% off (reports/decode.md), and load drifts over a
run. So each repeat runs every setting once over the same prompts, in an order rotated per repeat,
and each setting's ratio to AR is taken within a repeat (paired); reported: the median over
repeats and the min-max spread. Settings: `ar` (greedy), `diffusion:STEPS` (the model's default
rule, exact block cache), `hybrid:W` (drafter 1 step, W draft tokens). Decode time only; pass
rates come from benchmarks/speed_heldout.py (the checker).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sales_dlm.decoding import (  # noqa: E402
    ARDecodeOptions,
    DiffusionDecodeOptions,
    HybridDecodeOptions,
    get_decoder,
)
from sales_dlm.models import load  # noqa: E402
from sales_dlm.training.corpus import (  # noqa: E402
    heldout_buyers,
    heldout_prompts,
    shipped_training_names,
)


def settings_from(text: str, engines) -> list[tuple[str, object, object]]:
    """'ar,diffusion:160,hybrid:12' -> [(label, engine, options)]."""
    out = []
    for item in text.split(","):
        kind, _, value = item.partition(":")
        if kind == "ar":
            out.append(("ar", engines["ar"], ARDecodeOptions()))
        elif kind == "diffusion":
            engine = engines["diffusion"]
            options = engine.resolve_options(DiffusionDecodeOptions(steps=int(value or 160)))
            out.append((item, engine, options))
        elif kind == "hybrid":
            options = HybridDecodeOptions(draft_length=int(value) if value else None)
            out.append((item, engines["hybrid"], options))
        else:
            raise SystemExit(f"unknown setting {item!r}: ar, diffusion:STEPS or hybrid:W")
    return out


def decode_all(engine, options, prompts, batch: int) -> tuple[float, list]:
    start = time.perf_counter()
    results = []
    for i in range(0, len(prompts), batch):
        results += engine.decode(prompts[i : i + batch], options)
    return time.perf_counter() - start, results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--buyers", type=int, default=32)
    parser.add_argument("--seed", type=int, default=1, help="1 = selection, 0 = reported")
    parser.add_argument("--batches", default="16")
    parser.add_argument("--settings", default="ar,diffusion:160,hybrid:12")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    prompts = heldout_prompts(heldout_buyers(args.seed, args.buyers, shipped_training_names()))
    ar = load("embedded", kind="ar", device="cpu")
    diffusion = load("embedded", kind="diffusion", device="cpu")
    engines = {
        "ar": get_decoder("ar", ar),
        "diffusion": get_decoder("diffusion", diffusion),
        "hybrid": get_decoder("hybrid", ar, drafter=diffusion),
    }
    settings = settings_from(args.settings, engines)
    load_average = os.getloadavg() if hasattr(os, "getloadavg") else None
    rows = []
    for batch in [int(b) for b in args.batches.split(",")]:
        seconds = {label: [] for label, _, _ in settings}
        tokens, forwards = {}, {}
        for repeat in range(args.repeats):
            shift = repeat % len(settings)
            for label, engine, options in settings[shift:] + settings[:shift]:
                took, results = decode_all(engine, options, prompts, batch)
                seconds[label].append(took)
                tokens[label] = [r.tokens for r in results]
                forwards[label] = sum(r.forwards for r in results) / len(results)
                print(f"batch {batch} repeat {repeat} {label}: {took:.2f} s", flush=True)
        for label, _, _ in settings:
            ratios = [a / s for a, s in zip(seconds["ar"], seconds[label], strict=True)]
            row = {
                "batch": batch,
                "setting": label,
                "drafts_per_s_median": round(len(prompts) / statistics.median(seconds[label]), 3),
                "drafts_per_s_min_max": [
                    round(len(prompts) / max(seconds[label]), 3),
                    round(len(prompts) / min(seconds[label]), 3),
                ],
                "vs_ar_median": round(statistics.median(ratios), 2),
                "vs_ar_min_max": [round(min(ratios), 2), round(max(ratios), 2)],
                "forwards_per_draft": round(forwards[label], 1),
                "same_tokens_as_ar": sum(
                    a == b for a, b in zip(tokens[label], tokens["ar"], strict=True)
                ),
            }
            rows.append(row)
            print(json.dumps(row), flush=True)
    if args.out:
        result = {
            "command": "python benchmarks/speed_interleaved.py " + " ".join(sys.argv[1:]),
            "buyers": len(prompts),
            "seed": args.seed,
            "repeats": args.repeats,
            "threads": args.threads,
            "torch": torch.__version__,
            "load_average_at_start": load_average,
            "rows": rows,
        }
        args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
