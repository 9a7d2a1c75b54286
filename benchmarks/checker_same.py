"""Every finding the checker makes on a fixed set of drafts, as JSON: to show that a change
made for speed changes no finding.

    python benchmarks/checker_same.py --out /tmp/before.json    # on the old code
    python benchmarks/checker_same.py --out /tmp/after.json --against /tmp/before.json

The drafts: every labelled draft of the tuning splits (never the held-out split, which this
script does not check), tests/data/labelled_drafts.jsonl, and the throughput corpus of
benchmarks/checker.py (1,000 synthetic buyers, 3,000 drafts, the same seeds).
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from checker import synthetic_buyers, synthetic_drafts  # noqa: E402
from checker_dev import HELD_OUT, SPLITS, load_items  # noqa: E402

from sales_dlm.facts import CheckContext, Draft, check  # noqa: E402
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer  # noqa: E402

# Every split but the held-out ones (checker_dev.HELD_OUT), left out on purpose.
TUNING = tuple(s for s in SPLITS if s not in HELD_OUT)
FIELDS = ("type", "severity", "part", "start", "end", "found", "expected", "score", "message")


def _cases():
    """(name, draft, buyer, context) for every draft checked, in a fixed order."""
    items = [i for i in load_items() if i["split"] in TUNING]
    for n, item in enumerate(items):
        name = f"{item['split']}/{item.get('id', n)}/{n}"
        draft = Draft(subject=item["subject"], body=item["body"])
        yield name, draft, item["buyer"], item["context"]
    data = ROOT / "tests" / "data"
    with open(data / "labelled_buyers.csv", encoding="utf-8", newline="") as f:
        buyers = {row["buyer_id"]: Buyer(**row) for row in csv.DictReader(f)}
    ctx = CheckContext.build(buyers.values())
    with open(data / "labelled_drafts.jsonl", encoding="utf-8") as f:
        for n, line in enumerate(f):
            item = json.loads(line)
            draft = Draft(subject=item["subject"], body=item["body"])
            yield f"labelled/{n}", draft, buyers[item["buyer_id"]], ctx
    synthetic = synthetic_buyers(1000)
    ctx = CheckContext.build(synthetic, DEFAULT_SENDER)
    for n, (draft, buyer) in enumerate(synthetic_drafts(synthetic, 3000)):
        yield f"throughput/{n}", draft, buyer, ctx


def findings() -> dict[str, list[dict]]:
    out = {}
    for name, draft, buyer, ctx in _cases():
        found = check(draft, buyer, ctx)
        out[name] = [
            {k: getattr(f, k).value if k in ("type", "severity") else getattr(f, k) for k in FIELDS}
            for f in found
        ]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="JSON file to write")
    parser.add_argument("--against", type=Path, help="a reference JSON to compare with")
    args = parser.parse_args(argv)
    got = findings()
    args.out.write_text(json.dumps(got, ensure_ascii=False, indent=1), encoding="utf-8")
    total = sum(len(v) for v in got.values())
    print(f"{len(got)} drafts, {total} findings -> {args.out}")
    if args.against is None:
        return 0
    want = json.loads(args.against.read_text(encoding="utf-8"))
    differ = sorted(k for k in want.keys() | got.keys() if want.get(k) != got.get(k))
    for name in differ[:20]:
        print(f"DIFFERS {name}\n  before: {want.get(name)}\n  after:  {got.get(name)}")
    print(f"{len(differ)} of {len(want)} drafts differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
