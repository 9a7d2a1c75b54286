"""Write a held-out faker split as the files a user gives `sales-dlm draft`: a buyer file and
five sender profiles, so the shipped product (decoder defaults, grounding, checker) is measured
on it through the CLI.

    python benchmarks/heldout_csv.py --split report --seed 1 --per-family 30 --out DIR

DIR/buyers.csv: `--per-family` buyers of each script family (heldout_faker.heldout_buyers, the
draw and name filter of benchmarks/heldout_faker.py; buyer ids name split, family and draw);
DIR/senders/s1.toml ... s5.toml: heldout_faker.heldout_senders of the same seed. A seed no
earlier report used is a split nobody has read: fix it before the first run, report it once.
Read so far: selection and report of seed 0 (every #19/#22 report before 2026-12-07's twenty-fifth
session), report of seed 1 (that session: reports/training.md, reported once, then read and
mended); the next blind draw is seed 2.
"""

from __future__ import annotations

import argparse
import csv
from pathlib import Path

from heldout_faker import trained_names

from sales_dlm.inputs.records import BUYER_FIELDS
from sales_dlm.training.heldout_faker import SPLITS, heldout_buyers, heldout_senders

SENDERS = 5
SENDER_FIELDS = ("company", "name", "title", "email", "phone", "website", "country")


def _toml_string(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_split(out: Path, split: str, seed: int, per_family: int) -> tuple[int, int]:
    """-> (buyers written, senders written)."""
    names = trained_names()
    families = heldout_buyers(split, per_family, names, seed=seed)
    out.mkdir(parents=True, exist_ok=True)
    rows = [buyer for buyers in families.values() for buyer in buyers]
    with (out / "buyers.csv").open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(BUYER_FIELDS)
        writer.writerows([getattr(buyer, field) for field in BUYER_FIELDS] for buyer in rows)
    (out / "senders").mkdir(exist_ok=True)
    senders = heldout_senders(SENDERS, names, seed=seed)
    for number, sender in enumerate(senders, 1):
        lines = [
            f"{field} = {_toml_string(getattr(sender, field))}\n"
            for field in SENDER_FIELDS
            if getattr(sender, field, "")
        ]
        (out / "senders" / f"s{number}.toml").write_text("".join(lines), encoding="utf-8")
    return len(rows), len(senders)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=SPLITS, default="report")
    parser.add_argument("--seed", type=int, required=True, help="held-out draw (0: the one read)")
    parser.add_argument("--per-family", type=int, default=30)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    buyers, senders = write_split(args.out, args.split, args.seed, args.per_family)
    print(f"{buyers} buyers and {senders} senders -> {args.out}")


if __name__ == "__main__":
    main()
