"""Write the model runs' inputs: R/buyers_s2.csv and R/s2.toml.

Run:  .venv/bin/python tests/data/dev_fresh5/run_inputs.py R
The 15 buyers whose category s2 (Norway) sells; the set-only keys `categories` and `city` are left
out of the `--sender` profile.
"""

import csv
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
RUN_SENDER = "s2"


def main(out: str) -> None:
    out_dir = Path(out)
    out_dir.mkdir(parents=True, exist_ok=True)
    sender = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"][RUN_SENDER]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        cols, rows = rd.fieldnames, list(rd)
    mine = [r for r in rows if r["product_category"] in sender["categories"]]
    with open(out_dir / f"buyers_{RUN_SENDER}.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=cols, lineterminator="\n")
        w.writeheader()
        w.writerows(mine)
    lines = [f'{k} = "{v}"' for k, v in sender.items() if k not in ("categories", "city")]
    (out_dir / f"{RUN_SENDER}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(RUN_SENDER, len(mine))


if __name__ == "__main__":
    main(sys.argv[1])
