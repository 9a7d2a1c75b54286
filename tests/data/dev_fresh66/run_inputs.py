"""Write the model runs' inputs into a run folder R: R/buyers_s1.csv (the 15 buyers whose
category s1 sells, P001-P015) and R/s1.toml (s1's profile without `city` and `categories`, which
the sender profile does not take).

Run:  .venv/bin/python tests/data/dev_fresh66/run_inputs.py R
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
        cols, rows = rd.fieldnames, [r for r in rd if r["product_category"] in s1["categories"]]
    with open(out / "buyers_s1.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=cols, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    keys = ("company", "name", "title", "email", "phone", "website", "country")
    lines = [f'{k} = "{s1[k]}"' for k in keys]
    (out / "s1.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(rows)} buyers -> {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
