"""Write the inputs of the model runs into DIR: buyers_s2.csv / buyers_s4.csv (the buyers whose
category s2 / s4 sells, header kept) and s2.toml / s4.toml (--sender profiles without the set-only
keys `categories` and `city`).

Run:  .venv/bin/python tests/data/dev_fresh3/run_inputs.py DIR
"""

import csv
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
PROFILE_KEYS = ("company", "name", "title", "email", "phone", "website", "country")


def main(out: str) -> None:
    senders = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    for sid in ("s2", "s4"):
        s = senders[sid]
        lines = [f'{k} = "{s[k]}"' for k in PROFILE_KEYS]
        (Path(out) / f"{sid}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
        with open(Path(out) / f"buyers_{sid}.csv", "w", encoding="utf-8", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]), lineterminator="\n")
            w.writeheader()
            w.writerows(r for r in rows if r["product_category"] in s["categories"])


if __name__ == "__main__":
    main(sys.argv[1])
