"""Write the model runs' inputs: R/buyers_s1.csv (the 15 buyers s1 sells to) and R/s1.toml.

Run:  .venv/bin/python tests/data/dev_fresh14/run_inputs.py R
The profile leaves out the set-only keys `categories` and `city`, which `--sender` does not take.
"""
from __future__ import annotations

import csv
import json
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
SENDER = "s1"


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    sender = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"][SENDER]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in sender["categories"]]
        fields = rd.fieldnames
    with open(out / f"buyers_{SENDER}.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=fields, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    # A JSON string is a valid TOML basic string, quotes inside the company included.
    lines = [f"{k} = {json.dumps(v, ensure_ascii=False)}" for k, v in sender.items() if k not in ("categories", "city")]
    (out / f"{SENDER}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
