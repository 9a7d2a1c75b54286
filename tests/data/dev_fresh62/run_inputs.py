"""Write the model runs' inputs: R/buyers_s1.csv (the 15 buyers of s1's categories) and R/s1.toml
(s1's profile without `city` and `categories`, which the draft command does not take).

Run:  .venv/bin/python tests/data/dev_fresh62/run_inputs.py R
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
        wr = csv.DictWriter(fh, fieldnames=cols, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    keep = ["company", "name", "title", "email", "phone", "website", "country"]
    lines = [f'{k} = "{s1[k]}"' for k in keep]
    (out / "s1.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(rows)} buyers -> {out / 'buyers_s1.csv'}, profile -> {out / 's1.toml'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
