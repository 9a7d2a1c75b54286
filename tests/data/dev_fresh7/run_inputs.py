"""Writes the model runs' inputs: the buyers whose category s1 sells, and s1 as a --sender profile.

Run:  .venv/bin/python tests/data/dev_fresh7/run_inputs.py R   ->  R/buyers_s1.csv, R/s1.toml
The set-only keys `categories` and `city` are left out of the profile.
"""

import csv
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
SENDER = "s1"


def toml_line(key: str, value: str) -> str:
    return f"{key} = {value!r}".replace("'", '"')


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    sender = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"][SENDER]
    profile = [toml_line(k, v) for k, v in sender.items() if k not in ("categories", "city")]
    (out / f"{SENDER}.toml").write_text("\n".join(profile) + "\n", encoding="utf-8")
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in sender["categories"]]
        columns = rd.fieldnames
    with open(out / f"buyers_{SENDER}.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=columns, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
