"""Writes the model runs' inputs: R/buyers_s1.csv (the 15 buyers of s1's categories) and R/s1.toml
(s1's profile without city and categories).

Run:  .venv/bin/python tests/data/dev_fresh67/run_inputs.py R
"""
import csv
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent

if __name__ == "__main__":
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    s1 = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"]["s1"]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in s1["categories"]]
        cols = rd.fieldnames
    with open(out / "buyers_s1.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, cols, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    keep = ["company", "name", "title", "email", "phone", "website", "country"]
    (out / "s1.toml").write_text("".join(f'{k} = "{s1[k]}"\n' for k in keep), encoding="utf-8")
    print(len(rows), "buyers")
