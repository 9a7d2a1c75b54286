"""Write the model runs' inputs: R/buyers_s1.csv (the buyers whose category s1 sells) and R/s1.toml.

Run:  .venv/bin/python tests/data/dev_fresh9/run_inputs.py R
"""

import csv
import json
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
SENDER = "s1"
# The sender profile holds only what `--sender` reads; categories and city are this set's own.
PROFILE_KEYS = ("company", "name", "title", "email", "phone", "website", "country")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    sender = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"][SENDER]
    lines = [f"{k} = {json.dumps(sender[k], ensure_ascii=False)}" for k in PROFILE_KEYS]
    (out / f"{SENDER}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    keep = [rows[0]] + [r for r in rows[1:] if r[6] in sender["categories"]]
    with open(out / f"buyers_{SENDER}.csv", "w", encoding="utf-8", newline="") as fh:
        csv.writer(fh, lineterminator="\n").writerows(keep)
    print(f"{len(keep) - 1} buyers for {SENDER} -> {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
