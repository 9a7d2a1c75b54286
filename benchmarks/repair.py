"""Span repair (sales_dlm/decoding/repair.py) against full-redraft escalation, on the embedded
diffusion model, through `tune`'s own comparison (sales_dlm/tuning/compare.py).

    python benchmarks/repair.py --sets selection          # seed 1: where choices are made
    python benchmarks/repair.py                           # seed 0 (reported) + buyers/sample.csv
    python benchmarks/repair.py --sets faker-report,sample  # #19's held-out faker buyers

Per buyer set: every buyer drafted at each step count of --steps (the model's default rule and
grounding), then each escalation from a step count read off those drafts twice: by full
redrafts at the next count, and with a span repair of each draft that failed only on flagged
spans tried first. Forwards are the sampler's (one per denoising step of a row, repairs
included). One thread, batch 16. Writes reports/repair.json.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from grounding import add_buyer_set_arguments, buyer_sets, reads_notes  # noqa: E402

from sales_dlm.decoding import DiffusionDecodeOptions, get_decoder  # noqa: E402
from sales_dlm.drafting.core import decode_and_check  # noqa: E402
from sales_dlm.models import load  # noqa: E402
from sales_dlm.tuning.compare import compare_repair, policy_measure  # noqa: E402


class StepsPool:
    """The diffusion decoder with its default options at each step count."""

    def __init__(self, engine):
        self.engine = engine

    def get(self, decoder, steps):
        return self.engine, DiffusionDecodeOptions(steps=steps), "embedded"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_buyer_set_arguments(parser)
    parser.add_argument("--steps", default="64,128,160")
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--out", type=Path, default=ROOT / "reports" / "repair.json")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    steps_list = sorted(int(s) for s in args.steps.split(",") if s)
    pool = StepsPool(get_decoder("diffusion", load("embedded", kind="diffusion", device="cpu")))
    notes = reads_notes({"diffusion": pool.engine}) if args.notes == "auto" else args.notes == "on"
    sets = buyer_sets(args.sets.split(","), notes, args.per_family)
    result = {
        "command": "python benchmarks/repair.py " + " ".join(sys.argv[1:]),
        "notes": notes,
        "per_family": args.per_family,
        "sets": {},
    }
    for name, (buyers, prompts, context) in sets.items():
        started = time.perf_counter()
        sweep = {
            steps: decode_and_check(
                prompts, buyers, ("diffusion", steps), pool, context, batch_size=args.batch
            )
            for steps in steps_list
        }
        fixed = {steps: policy_measure([[a] for a in sweep[steps]]) for steps in steps_list}
        compared = compare_repair(pool, sweep, prompts, buyers, context, args.batch)
        result["sets"][name] = {
            "drafts": len(prompts),
            "fixed": {str(s): m.model_dump() for s, m in fixed.items()},
            "escalations": [c.model_dump() for c in compared],
            "seconds": round(time.perf_counter() - started, 1),
        }
        for c in compared:
            ladder = "->".join(map(str, c.ladder))
            print(
                f"{name:10} {ladder:12} redraft: review {c.redraft.review_rate:.1%} "
                f"fwd/pass {c.redraft.forwards_per_passing_draft} escalation fwd/draft "
                f"{c.redraft.escalation_forwards_per_draft} | repair first: review "
                f"{c.repair.review_rate:.1%} fwd/pass {c.repair.forwards_per_passing_draft} "
                f"escalation fwd/draft {c.repair.escalation_forwards_per_draft} "
                f"({c.repairs_passed}/{c.repairs} repairs passed)",
                flush=True,
            )
    result["torch"] = torch.__version__
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
