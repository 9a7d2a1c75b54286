"""Figures of `sales-dlm draft` runs on a held-out split written by heldout_csv.py: passed
drafts per script family, error findings by type, and for runs over the five sender profiles,
drafts naming another sender.

    python benchmarks/heldout_runs.py SPLIT_DIR RUNS_DIR --out reports/heldout_fresh_seed1.json

RUNS_DIR holds one folder per run (`sales-dlm draft ... --out RUNS_DIR/<name>`); a run whose
name ends in `_s<N>` was drafted for buyers/sample.csv with SPLIT_DIR/senders/s<N>.toml.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
from pathlib import Path

from heldout_faker import _names_another

from sales_dlm.inputs import load_sender, read_buyers
from sales_dlm.inputs.records import DEFAULT_SENDER

SAMPLE = Path("buyers/sample.csv")
LATIN = ("latin", "latin_diacritics")
# company, contact and sender errors: what grounded decoding is to remove (#22)
NAME_ERRORS = ("company_missing", "company_misspelled", "company_foreign", "contact_wrong",
               "sender_wrong")  # fmt: skip


def family(buyer_id: str) -> str:
    """`report-cjk-282` -> `cjk`; a sample buyer -> `sample`."""
    parts = buyer_id.split("-")
    return parts[1] if len(parts) == 3 else "sample"


def summarise(run: Path, senders: list, sample: dict) -> dict:
    drafts = [json.loads(line) for line in (run / "drafts.jsonl").open(encoding="utf-8")]
    passed, total = collections.Counter(), collections.Counter()
    errors = collections.Counter()
    for draft in drafts:
        total[family(draft["buyer_id"])] += 1
        passed[family(draft["buyer_id"])] += draft["status"] == "passed"
        errors.update(f["type"] for f in draft["findings"] if f["severity"] == "error")
    out = {
        "drafts": len(drafts),
        "passed": sum(passed.values()),
        "families": {name: [passed[name], total[name]] for name in total},
        "errors": dict(sorted(errors.items())),
        "name_errors": sum(errors[t] for t in NAME_ERRORS),
    }
    if any(name in total for name in LATIN):
        out["latin"] = [sum(passed[n] for n in LATIN), sum(total[n] for n in LATIN)]
        others = [n for n in total if n not in LATIN]
        out["non_latin"] = [sum(passed[n] for n in others), sum(total[n] for n in others)]
    match = re.search(r"_s(\d+)$", run.name)
    if match:
        own = senders[int(match.group(1)) - 1]
        rivals = [s for s in senders if s is not own] + [DEFAULT_SENDER]
        out["names_another_sender"] = sum(
            _names_another(f"{d['subject']}\n{d['body']}", own, rivals, sample[d["buyer_id"]])
            for d in drafts
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("split", type=Path)
    parser.add_argument("runs", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    senders = [load_sender(p) for p in sorted((args.split / "senders").glob("s*.toml"))]
    sample = {row.buyer.buyer_id: row.buyer for row in read_buyers(SAMPLE)}
    runs = sorted(p for p in args.runs.iterdir() if (p / "drafts.jsonl").exists())
    figures = {run.name: summarise(run, senders, sample) for run in runs}
    args.out.write_text(json.dumps(figures, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for name, row in figures.items():
        print(name, row["passed"], "/", row["drafts"], row.get("latin"), row.get("non_latin"))


if __name__ == "__main__":
    main()
