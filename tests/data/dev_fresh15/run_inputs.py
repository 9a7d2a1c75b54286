"""Writes the model runs' inputs: the buyers whose category s3 sells, and s3 as a --sender profile.

Run:  .venv/bin/python tests/data/dev_fresh15/run_inputs.py R   (R: any folder outside the repo)
"""

import csv
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
SENDER = "s3"
PROFILE_KEYS = ("company", "name", "title", "email", "phone", "country")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    sender = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"][SENDER]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in sender["categories"]]
        fields = rd.fieldnames
    with open(out / f"buyers_{SENDER}.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=fields, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    lines = [f'{k} = "{sender[k]}"' for k in PROFILE_KEYS]
    (out / f"{SENDER}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(rows)} buyers for {SENDER}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
