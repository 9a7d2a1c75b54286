"""Write the model runs' inputs: R/buyers_s1.csv, R/s1.toml, R/buyers_s2.csv, R/s2.toml.

Run:  .venv/bin/python tests/data/dev_fresh4/run_inputs.py R
The 30 buyers whose category s1 (Ghana) or s2 (Estonia) sells, each with that sender; the
set-only keys `categories` and `city` are left out of the `--sender` profiles.
"""
import csv
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
RUN_SENDERS = ("s1", "s2")


def main(out: str) -> None:
    out_dir = Path(out)
    out_dir.mkdir(parents=True, exist_ok=True)
    senders = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        cols, rows = rd.fieldnames, list(rd)
    for sid in RUN_SENDERS:
        s = senders[sid]
        mine = [r for r in rows if r["product_category"] in s["categories"]]
        with open(out_dir / f"buyers_{sid}.csv", "w", encoding="utf-8", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=cols, lineterminator="\n")
            w.writeheader()
            w.writerows(mine)
        lines = [f'{k} = "{v}"' for k, v in s.items() if k not in ("categories", "city")]
        (out_dir / f"{sid}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(sid, len(mine))


if __name__ == "__main__":
    main(sys.argv[1])
