"""Write the model run's inputs: DIR/buyers_s4.csv (the 15 buyers whose category s4 sells,
H001-H015) and DIR/s4.toml (s4 as a `--sender` profile, without the set-only keys).

Run:  .venv/bin/python tests/data/dev_fresh16/run_inputs.py DIR
"""

import csv
import json
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
SENDER = "s4"
SET_ONLY = {"categories", "city"}


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    sender = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"][SENDER]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in sender["categories"]]
        header = rd.fieldnames
    with open(out / f"buyers_{SENDER}.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, header, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    lines = [f"{k} = {json_str(v)}" for k, v in sender.items() if k not in SET_ONLY]
    (out / f"{SENDER}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(rows)} buyers -> {out}")


def json_str(value: str) -> str:
    # TOML basic strings share JSON's escapes for the characters a profile holds.
    return json.dumps(value, ensure_ascii=False)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
