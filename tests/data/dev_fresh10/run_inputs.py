"""Write the model runs' inputs: the buyers one sender sells to, and its `--sender` profile.

Run:  .venv/bin/python tests/data/dev_fresh10/run_inputs.py R [SENDER]   (SENDER defaults to s2)
Writes R/buyers_S.csv (those rows of buyers.csv, header kept) and R/S.toml (the sender's table
without this set's own keys `categories` and `city`, which the tool does not read).
"""

import csv
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent


def main(out: Path, sid: str) -> None:
    sender = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"][sid]
    out.mkdir(parents=True, exist_ok=True)
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in sender["categories"]]
        columns = rd.fieldnames
    with open(out / f"buyers_{sid}.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=columns, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    profile = [
        f'{key} = "{value}"' for key, value in sender.items() if key not in ("categories", "city")
    ]
    (out / f"{sid}.toml").write_text("\n".join(profile) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else "s2")
