"""The draft pipeline on held-out buyers: review rate with diffusion + escalation and with AR.

    HF_HUB_OFFLINE=1 python benchmarks/pipeline_heldout.py [--buyers 24] [--steps 16]
        [--max-steps 64] [--device auto] [--out reports/pipeline.md]

Held-out buyers (company and contact names never seen in training, many built from random
syllables) are written to a CSV and drafted by the real `run_drafts` with the embedded models,
once per policy: diffusion with step escalation, diffusion always at the ceiling, AR, and auto
(diffusion + AR fallback). The table compares review rate, diffusion steps spent per draft,
wall time and drafts/s. The same command runs unchanged on a GPU (--device cuda).
"""

from __future__ import annotations

import argparse
import csv
import json
import tempfile
from pathlib import Path

from sales_dlm.decoding.pool import ModelPool
from sales_dlm.drafting.config import DraftConfig
from sales_dlm.drafting.run import run_drafts
from sales_dlm.inputs.records import BUYER_FIELDS, DEFAULT_SENDER
from sales_dlm.training.corpus import heldout_buyers, shipped_training_names


def write_heldout_csv(path: Path, count: int, seed: int) -> None:
    buyers = heldout_buyers(seed, count, shipped_training_names())
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(BUYER_FIELDS)
        for b in buyers:
            writer.writerow([getattr(b, f) for f in BUYER_FIELDS])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--buyers", type=int, default=24)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--steps", type=int, default=16)
    parser.add_argument("--max-steps", type=int, default=64)
    parser.add_argument("--device", default="auto")
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--out", type=Path, default=Path("reports/pipeline.md"))
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="pipeline-heldout-"))
    buyers_csv = work / "heldout_buyers.csv"
    write_heldout_csv(buyers_csv, args.buyers, args.seed)
    common = {"device": args.device, "batch_size": args.batch_size, "seed": args.seed}
    policies = {
        f"diffusion {args.steps}->{args.max_steps} (escalation)": DraftConfig(
            decoder="diffusion", steps=args.steps, max_steps=args.max_steps, **common
        ),
        f"diffusion always {args.max_steps}": DraftConfig(
            decoder="diffusion", steps=args.max_steps, max_steps=args.max_steps, **common
        ),
        "ar": DraftConfig(decoder="ar", **common),
        f"auto: diffusion {args.steps}->{args.max_steps} + AR fallback": DraftConfig(
            decoder="auto", steps=args.steps, max_steps=args.max_steps, **common
        ),
    }
    rows = []
    for name, config in policies.items():
        pool = ModelPool.for_run(config)
        result = run_drafts(
            buyers_csv,
            config,
            pool,
            run_dir=work / name.split()[0] / str(len(rows)),
            sender=DEFAULT_SENDER,
            device_name=args.device,
        )
        s = result.summary
        rows.append(
            {
                "policy": name,
                **{
                    k: s[k]
                    for k in (
                        "drafted",
                        "passed",
                        "needs_review",
                        "review_rate",
                        "mean_diffusion_steps_per_draft",
                        "ar_fallbacks",
                        "wall_seconds",
                        "drafts_per_s",
                        "errors_by_type",
                        "final_steps_histogram",
                    )
                },
                "device": pool.device_name(),
            }
        )
        print(json.dumps(rows[-1]), flush=True)
    lines = [
        "# Draft pipeline on held-out buyers",
        "",
        f"Command: `HF_HUB_OFFLINE=1 python benchmarks/pipeline_heldout.py --buyers {args.buyers}"
        f" --steps {args.steps} --max-steps {args.max_steps} --device {args.device}` — "
        f"{args.buyers} held-out buyers (names never in training), embedded models, "
        f"batch {args.batch_size}, device {rows[0]['device']}.",
        "",
        "| policy | drafted | passed | review rate | diffusion steps / draft | AR fallbacks "
        "| wall s | drafts/s | final steps | errors in review |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        errors = ", ".join(f"{t} {n}" for t, n in r["errors_by_type"].items()) or "—"
        steps = ", ".join(f"{k}: {v}" for k, v in r["final_steps_histogram"].items())
        lines.append(
            f"| {r['policy']} | {r['drafted']} | {r['passed']} | {r['review_rate']:.1%} | "
            f"{r['mean_diffusion_steps_per_draft']} | {r['ar_fallbacks']} | {r['wall_seconds']} |"
            f" {r['drafts_per_s']} | {steps} | {errors} |"
        )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    (args.out.with_suffix(".json")).write_text(json.dumps(rows, indent=2) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
