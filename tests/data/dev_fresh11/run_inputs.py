"""Writes the model runs' inputs: OUT/buyers_s1.csv (buyers of s1's categories) and OUT/s1.toml.

Run:  .venv/bin/python tests/data/dev_fresh11/run_inputs.py OUT
"""
import csv
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
PROFILE = ["company", "name", "title", "email", "phone", "website", "country"]


def main(out: Path, sid: str = "s1") -> None:
    out.mkdir(parents=True, exist_ok=True)
    sender = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"][sid]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in sender["categories"]]
        columns = rd.fieldnames
    with open(out / f"buyers_{sid}.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, columns, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    lines = [f'{key} = "{sender[key]}"' for key in PROFILE]
    (out / f"{sid}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
