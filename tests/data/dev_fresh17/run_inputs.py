"""Write the model runs' inputs: the buyers whose category s1 sells, and s1 as a --sender profile.

Run:  .venv/bin/python tests/data/dev_fresh17/run_inputs.py R   (writes R/buyers_s1.csv, R/s1.toml)
"""

import csv
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
SENDER = "s1"
SET_ONLY = {"categories", "city"}  # the set's own keys; a --sender profile does not know them


def toml_value(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    sender = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"][SENDER]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in sender["categories"]]
        columns = rd.fieldnames
    with open(out / f"buyers_{SENDER}.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=columns, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    profile = "".join(f"{k} = {toml_value(v)}\n" for k, v in sender.items() if k not in SET_ONLY)
    (out / f"{SENDER}.toml").write_text(profile, encoding="utf-8")
    print(f"{len(rows)} buyers -> {out / f'buyers_{SENDER}.csv'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
