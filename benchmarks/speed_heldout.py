"""Speed at equal quality on the reported held-out buyers: AR, diffusion and hybrid in one run.

    python benchmarks/speed_heldout.py            # writes reports/speed_heldout.json (+ prints)

The 50 reported held-out buyers (heldout_buyers seed 0, names filtered against every shipped
training range, as benchmarks/heldout.py), drafted with the embedded models through the drafting
core (`decode_and_check`) and judged by the fact checker, at batch 1 and 16:

- ar: greedy (transformers generate with its KV cache)
- diffusion at 160 steps with the old rule (`left_to_right`, one token per step) and with the
  default rule the model's config now selects (`confident_run`, tau 0.995, chosen on the
  selection buyers, seed 1); both decoded with the exact block cache, which writes the same tokens
  as the uncached sampler (tests/test_decoding_cache.py)
- hybrid: the diffusion model drafts, the AR model verifies (its output is AR's)

Per setting: drafts passing the checker, forwards per draft, drafts/s (decode + check, wall
clock) and the ratio to AR's drafts/s at the same batch size. Every setting of one batch size runs
back to back in one process, one thread: on a shared 2-core CPU only ratios within one run mean
anything.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sales_dlm.decoding import ARDecodeOptions, DiffusionDecodeOptions, get_decoder  # noqa: E402
from sales_dlm.drafting.core import decode_and_check  # noqa: E402
from sales_dlm.facts import CheckContext  # noqa: E402
from sales_dlm.inputs.records import DEFAULT_SENDER  # noqa: E402
from sales_dlm.models import load  # noqa: E402
from sales_dlm.training.corpus import (  # noqa: E402
    heldout_buyers,
    heldout_prompts,
    shipped_training_names,
)


class _Pool:
    def __init__(self, engine, options):
        self.engine, self.options = engine, options

    def get(self, decoder, steps):
        return self.engine, self.options, "embedded"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--buyers", type=int, default=50)
    parser.add_argument("--seed", type=int, default=0, help="0 = the reported buyers")
    parser.add_argument("--batches", default="1,16")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--out", type=Path, default=ROOT / "reports" / "speed_heldout.json")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)

    buyers = heldout_buyers(args.seed, args.buyers, shipped_training_names())
    prompts = heldout_prompts(buyers)
    context = CheckContext.build(buyers, DEFAULT_SENDER)
    ar = load("embedded", kind="ar", device="cpu")
    diffusion = load("embedded", kind="diffusion", device="cpu")
    engines = {
        "ar": get_decoder("ar", ar),
        "diffusion": get_decoder("diffusion", diffusion),
        "hybrid": get_decoder("hybrid", ar, drafter=diffusion),
    }
    old_rule = DiffusionDecodeOptions(steps=160, remasking="left_to_right")
    settings = [
        ("ar", "greedy", ARDecodeOptions()),
        ("diffusion", "160 steps, left_to_right (old default)", old_rule),
        ("diffusion", "160 steps, default rule", DiffusionDecodeOptions(steps=160)),
        ("hybrid", "greedy, drafter 1 step", engines["hybrid"].default_options()),
    ]
    rows = []
    load_average = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    for batch in [int(b) for b in args.batches.split(",")]:
        ar_rate = None
        for decoder, label, options in settings:
            engine = engines[decoder]
            if decoder == "diffusion":
                options = engine.resolve_options(options)
            pool = _Pool(engine, options)
            steps = getattr(options, "steps", None) if decoder == "diffusion" else None
            start = time.perf_counter()
            attempts = decode_and_check(
                prompts, buyers, (decoder, steps), pool, context, batch_size=batch
            )
            seconds = time.perf_counter() - start
            rate = len(attempts) / seconds
            if decoder == "ar":
                ar_rate = rate
            row = {
                "batch": batch,
                "decoder": decoder,
                "setting": label,
                "rule": getattr(options, "remasking", None),
                "threshold": getattr(options, "threshold", None),
                "passed": sum(a.passed for a in attempts),
                "drafts": len(attempts),
                "forwards_per_draft": round(sum(a.forwards for a in attempts) / len(attempts), 1),
                "ar_forwards_per_draft": (
                    round(sum(a.ar_forwards or 0 for a in attempts) / len(attempts), 1)
                    if decoder == "hybrid"
                    else None
                ),
                "drafts_per_s": round(rate, 3),
                "vs_ar": round(rate / ar_rate, 2) if ar_rate else None,
                "texts": [f"{a.subject}\n{a.body}" for a in attempts],
            }
            rows.append(row)
            print(
                f"batch {batch:2} {decoder:9} {label:40} {row['passed']}/{row['drafts']} passed, "
                f"{row['forwards_per_draft']} forwards/draft, {row['drafts_per_s']} drafts/s "
                f"({row['vs_ar']}x AR)",
                flush=True,
            )
    ar_texts = {r["batch"]: r["texts"] for r in rows if r["decoder"] == "ar"}
    for row in rows:
        row["same_as_ar"] = sum(
            a == b for a, b in zip(row["texts"], ar_texts[row["batch"]], strict=True)
        )
    old = {
        r["batch"]: r["texts"]
        for r in rows
        if r["decoder"] == "diffusion" and r["rule"] == "left_to_right"
    }
    for row in rows:
        if row["decoder"] == "diffusion":
            row["same_as_old_rule"] = sum(
                a == b for a, b in zip(row["texts"], old[row["batch"]], strict=True)
            )
        del row["texts"]
    result = {
        "command": "python benchmarks/speed_heldout.py " + " ".join(sys.argv[1:]),
        "buyers": len(buyers),
        "seed": args.seed,
        "threads": args.threads,
        "torch": torch.__version__,
        "load_average_at_start": load_average,
        "rows": rows,
    }
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
