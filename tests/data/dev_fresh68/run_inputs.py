"""Writes the model runs' inputs for dev_fresh68: R/buyers_s1.csv (the 15 buyers of s1's three
categories) and R/s1.toml (s1's profile without city and categories).

Run:  .venv/bin/python tests/data/dev_fresh68/run_inputs.py R
"""
import csv
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(out: Path) -> None:
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
    lines = [f'{k} = "{v}"' for k, v in s1.items() if k not in ("city", "categories")]
    (out / "s1.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(rows)} buyers -> {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
