"""Write the model runs' inputs for dev_fresh55: R/buyers_s1.csv (the 15 buyers of s1's categories,
P001-P015) and R/s1.toml (s1 without `city` and `categories`, the fields a sender profile lacks).

Run:  .venv/bin/python tests/data/dev_fresh55/run_inputs.py R
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
        fields = rd.fieldnames
    with open(out / "buyers_s1.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=fields, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    keys = ["company", "name", "title", "email", "phone", "website", "country"]
    (out / "s1.toml").write_text("".join(f'{k} = "{s1[k]}"\n' for k in keys), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
