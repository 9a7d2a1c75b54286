"""Write the model runs' inputs into a run folder R: R/buyers_s1.csv (the 15 buyers whose category
s1 sells, P001-P015, all columns) and R/s1.toml (s1's profile without `city` and `categories`,
which the sender profile does not take).

Run:  .venv/bin/python tests/data/dev_fresh64/run_inputs.py R
"""
import csv
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent


def toml_str(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


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
    keep = ["company", "name", "title", "email", "phone", "website", "country"]
    (out / "s1.toml").write_text("".join(f"{k} = {toml_str(s1[k])}\n" for k in keep), encoding="utf-8")
    print(f"{len(rows)} buyers -> {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
