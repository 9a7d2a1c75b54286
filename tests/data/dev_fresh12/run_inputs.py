"""Write the model runs' inputs: the buyers whose category s1 sells, and s1 as a `--sender` profile.

Run:  .venv/bin/python tests/data/dev_fresh12/run_inputs.py R
"""

import csv
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
SENDER = "s1"
# The set-only keys; the rest of a sender's table is a `--sender` profile.
SET_ONLY = {"categories", "city"}


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    sender = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"][SENDER]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in sender["categories"]]
        columns = rd.fieldnames
    with open(out / f"buyers_{SENDER}.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, columns, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    profile = "".join(f"{k} = {v!r}\n".replace("'", '"') for k, v in sender.items()
                      if k not in SET_ONLY)
    (out / f"{SENDER}.toml").write_text(profile, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
