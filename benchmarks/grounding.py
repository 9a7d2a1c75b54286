"""Grounded decoding (sales_dlm/decoding/grounding.py): copying errors and decode time, on vs off.

    python benchmarks/grounding.py                      # seed 0 (reported) + buyers/sample.csv
    python benchmarks/grounding.py --sets selection     # seed 1: where choices are tuned
    python benchmarks/grounding.py --timing-only        # decode time only
    python benchmarks/grounding.py --sets faker-report,sample   # #19's held-out faker buyers
    python benchmarks/grounding.py --sets faker-selection   # where those buyers tune choices

Buyer sets: "reported"/"selection" (seeds 0/1 of training/corpus.heldout_buyers, 50 each),
"faker-report"/"faker-selection" (heldout_faker.py's splits: --per-family buyers of each script
family) and "sample" (buyers/sample.csv). The prompts carry the buyers' notes when the models
read them (`--notes auto`), as `draft` renders them.

Per buyer set and setting (AR greedy; diffusion at 160 and 64 steps with the model's default rule),
grounding off and on, drafted with the embedded models through the drafting core
(`decode_and_check`, which passes each buyer's grounded strings) and judged by the fact checker:
drafts passing, and error findings by type (company_missing/misspelled/foreign, contact_wrong,
sender_wrong, artifact, other). Timing: the decode call alone (no checking), batch 1 and 16, off
and on interleaved `--repeats` times, one thread; the median of the per-repeat ratios on/off is
what counts.
Writes reports/grounding.json.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from heldout_faker import report_buyers  # noqa: E402

from sales_dlm.decoding import ARDecodeOptions, DiffusionDecodeOptions, get_decoder  # noqa: E402
from sales_dlm.decoding import grounding as grounding_module  # noqa: E402
from sales_dlm.decoding.grounding import grounded_strings  # noqa: E402
from sales_dlm.drafting.core import decode_and_check  # noqa: E402
from sales_dlm.facts import CheckContext, context_for_file  # noqa: E402
from sales_dlm.inputs.records import DEFAULT_SENDER  # noqa: E402
from sales_dlm.models import load  # noqa: E402
from sales_dlm.prompts import load_template, render  # noqa: E402
from sales_dlm.training.corpus import (  # noqa: E402
    heldout_buyers,
    heldout_prompts,
    shipped_training_names,
)
from sales_dlm.training.scripts import FAMILIES  # noqa: E402

COMPANY = ("company_missing", "company_misspelled", "company_foreign")
COUNTED = (*COMPANY, "contact_wrong", "sender_wrong", "artifact")


class _Pool:
    def __init__(self, engine, options):
        self.engine, self.options = engine, options

    def get(self, decoder, steps):
        return self.engine, self.options, "embedded"


def buyer_sets(names: list[str], notes: bool = False, per_family: int = 30):
    """name -> (buyers, prompts, check context). `notes`: whether the prompts carry the buyers'
    notes, as `draft` renders them for models whose config says `prompt_notes`."""
    sets = {}
    for name in names:
        if name in ("reported", "selection"):
            seed = 0 if name == "reported" else 1
            buyers = heldout_buyers(seed, 50, shipped_training_names())
        elif name in ("faker-report", "faker-selection"):
            # heldout_faker.py's report or selection split (#19): every script family, in
            # FAMILIES order; choices are tuned on the selection split only
            families = report_buyers(name.removeprefix("faker-"), per_family)
            buyers = [b for family in FAMILIES for b in families[family]]
        elif name == "sample":
            file = context_for_file(ROOT / "buyers" / "sample.csv", sender=DEFAULT_SENDER)
            template = load_template()
            prompts = [render(template, b, DEFAULT_SENDER, notes=notes) for b in file.buyers]
            sets["sample.csv"] = (file.buyers, prompts, file.context)
            continue
        else:
            raise SystemExit(
                f"unknown buyer set {name!r}: reported, selection, faker-report, faker-selection, "
                "sample"
            )
        sets[name] = (
            buyers,
            heldout_prompts(buyers, notes=notes),
            CheckContext.build(buyers, DEFAULT_SENDER),
        )
    return sets


def add_buyer_set_arguments(parser: argparse.ArgumentParser) -> None:
    """--sets, --per-family and --notes: which buyers `buyer_sets` draws, and their prompts."""
    parser.add_argument(
        "--sets",
        default="reported,sample",
        help="reported, selection, faker-report, faker-selection, sample",
    )
    parser.add_argument("--per-family", type=int, default=30, help="faker-report buyers a family")
    parser.add_argument(
        "--notes",
        choices=["auto", "on", "off"],
        default="auto",
        help="notes in the prompts (auto: when the models' configs say prompt_notes)",
    )


def reads_notes(engines) -> bool:
    """Whether every loaded model was trained with the buyers' notes in its prompt."""
    return all(getattr(e.loaded.model.config, "prompt_notes", False) for e in engines.values())


def settings(engines, steps_list):
    out = [("ar", None, ARDecodeOptions())] if "ar" in engines else []
    for steps in steps_list if "diffusion" in engines else []:
        options = engines["diffusion"].resolve_options(DiffusionDecodeOptions(steps=steps))
        out.append(("diffusion", steps, options))
    return out


def quality(engines, sets, steps_list, batch):
    rows = []
    for set_name, (buyers, prompts, context) in sets.items():
        for decoder, steps, options in settings(engines, steps_list):
            for grounding in (False, True):
                opts = options.model_copy(update={"grounding": grounding})
                attempts = decode_and_check(
                    prompts,
                    buyers,
                    (decoder, steps),
                    _Pool(engines[decoder], opts),
                    context,
                    batch_size=batch,
                )
                types = Counter(
                    f.type.value
                    for a in attempts
                    for f in a.findings
                    if f.severity.value == "error"
                )
                row = {
                    "set": set_name,
                    "decoder": decoder,
                    "steps": steps,
                    "grounding": grounding,
                    "drafts": len(attempts),
                    "passed": sum(a.passed for a in attempts),
                    "company": sum(types[t] for t in COMPANY),
                    "contact_wrong": types["contact_wrong"],
                    "sender_wrong": types["sender_wrong"],
                    "artifact": types["artifact"],
                    "other": sum(n for t, n in types.items() if t not in COUNTED),
                    "types": dict(types),
                    "texts": [f"{a.subject}\n{a.body}" for a in attempts],
                    "passed_drafts": [
                        {"buyer_id": b.buyer_id, "text": f"{a.subject}\n{a.body}"}
                        for a, b in zip(attempts, buyers, strict=True)
                        if a.passed and grounding
                    ],
                }
                rows.append(row)
                state = "on " if grounding else "off"
                print(
                    f"{set_name:10} {decoder:9} {steps or '':>3} grounding {state}"
                    f" passed {row['passed']}/{row['drafts']} company {row['company']} contact "
                    f"{row['contact_wrong']} sender {row['sender_wrong']} artifact "
                    f"{row['artifact']} other {row['other']}",
                    flush=True,
                )
    for row in rows:  # drafts changed by grounding
        if row["grounding"]:
            off = next(
                r
                for r in rows
                if r["set"] == row["set"]
                and r["decoder"] == row["decoder"]
                and r["steps"] == row["steps"]
                and not r["grounding"]
            )
            row["changed"] = sum(a != b for a, b in zip(row["texts"], off["texts"], strict=True))
    return rows


def timing(engines, sets, steps_list, batches, repeats, drafts=None):
    """Decode time off and on, interleaved (off, on, off, on, ...) `repeats` times: per-repeat
    ratios on/off, their median and spread (the machine is shared: a ratio within one repeat
    sees the same load)."""
    buyers, prompts, context = next(iter(sets.values()))
    buyers, prompts = buyers[:drafts], prompts[:drafts]
    grounded = [grounded_strings(b, context.sender, context.knowledge) for b in buyers]
    rows = []
    for decoder, steps, options in settings(engines, steps_list):
        engine = engines[decoder]
        for batch in batches:
            seconds = {False: [], True: []}
            for _ in range(repeats):
                for grounding in (False, True):
                    opts = options.model_copy(update={"grounding": grounding})
                    start = time.perf_counter()
                    for lo in range(0, len(prompts), batch):
                        engine.decode(
                            prompts[lo : lo + batch], opts, grounded=grounded[lo : lo + batch]
                        )
                    seconds[grounding].append(round(time.perf_counter() - start, 2))
            ratios = [on / off for off, on in zip(seconds[False], seconds[True], strict=True)]
            row = {
                "decoder": decoder,
                "steps": steps,
                "batch": batch,
                "drafts": len(prompts),
                "seconds_off": seconds[False],
                "seconds_on": seconds[True],
                "median_off": statistics.median(seconds[False]),
                "median_on": statistics.median(seconds[True]),
                "ratios": [round(r, 3) for r in ratios],
                "median_ratio": round(statistics.median(ratios), 3),
            }
            rows.append(row)
            print(
                f"timing {decoder:9} {steps or '':>3} batch {batch:2}: off {seconds[False]} "
                f"on {seconds[True]} ratios {row['ratios']} median {row['median_ratio']}",
                flush=True,
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_buyer_set_arguments(parser)
    parser.add_argument("--steps", default="160,64")
    parser.add_argument("--batch", type=int, default=16, help="batch of the quality runs")
    parser.add_argument("--timing-batches", default="1,16")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--timing-drafts", type=int, help="time the first N buyers (all)")
    parser.add_argument("--timing-only", action="store_true")
    parser.add_argument("--no-timing", action="store_true")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--min-tokens", type=int, help="grounding.MIN_TOKENS (tuning only)")
    parser.add_argument(
        "--name-rule", choices=["on", "off"], default="on", help="grounding.NAME_RULE (diffusion)"
    )
    parser.add_argument("--decoders", default="ar,diffusion", help="which decoders to measure")
    parser.add_argument("--out", type=Path, default=ROOT / "reports" / "grounding.json")
    parser.add_argument(
        "--drafts-out", type=Path, help="write the drafts that passed with grounding on (to read)"
    )
    args = parser.parse_args()
    grounding_module.NAME_RULE = args.name_rule == "on"
    torch.set_num_threads(args.threads)
    if args.min_tokens is not None:
        grounding_module.MIN_TOKENS = args.min_tokens
    steps_list = [int(s) for s in args.steps.split(",") if s]
    engines = {
        kind: get_decoder(kind, load("embedded", kind=kind, device="cpu"))
        for kind in args.decoders.split(",")
    }
    notes = reads_notes(engines) if args.notes == "auto" else args.notes == "on"
    sets = buyer_sets(args.sets.split(","), notes, args.per_family)
    result = {
        "command": "python benchmarks/grounding.py " + " ".join(sys.argv[1:]),
        "notes": notes,
        "per_family": args.per_family,
        "min_tokens": grounding_module.MIN_TOKENS,
        "name_rule": grounding_module.NAME_RULE,
    }
    if not args.timing_only:
        result["quality"] = quality(engines, sets, steps_list, args.batch)
        kept = []
        for row in result["quality"]:
            del row["texts"]
            for draft in row.pop("passed_drafts"):
                kept.append(
                    {"set": row["set"], "decoder": row["decoder"], "steps": row["steps"]} | draft
                )
        if args.drafts_out:
            args.drafts_out.write_text(
                json.dumps(kept, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
            )
    if not args.no_timing:
        batches = [int(b) for b in args.timing_batches.split(",")]
        result["timing"] = timing(
            engines, sets, steps_list, batches, args.repeats, args.timing_drafts
        )
    result["torch"] = torch.__version__
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
