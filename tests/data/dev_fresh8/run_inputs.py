"""Write the model runs' inputs: the 15 buyers of sender s1 and its --sender profile.

Run:  .venv/bin/python tests/data/dev_fresh8/run_inputs.py R   (writes R/buyers_s1.csv, R/s1.toml)
"""

import csv
import json
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
SENDER = "s1"  # Argentina: its three categories have 5 buyers each
SET_ONLY = {"categories", "city"}  # keys of senders.toml that a --sender profile does not have


def main(out: str) -> None:
    dest = Path(out)
    dest.mkdir(parents=True, exist_ok=True)
    sender = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"][SENDER]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in sender["categories"]]
        fields = rd.fieldnames
    with open(dest / f"buyers_{SENDER}.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=fields)
        w.writeheader()
        w.writerows(rows)
    # A JSON string is a valid TOML basic string.
    lines = [
        f"{k} = {json.dumps(v, ensure_ascii=False)}" for k, v in sender.items() if k not in SET_ONLY
    ]
    (dest / f"{SENDER}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(len(rows), "buyers")


if __name__ == "__main__":
    main(sys.argv[1])
