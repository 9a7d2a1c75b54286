"""Writes the model runs' inputs: R/buyers_s3.csv (the 15 buyers whose category s3 sells) and R/s3.toml.

Run:  .venv/bin/python tests/data/dev_fresh13/run_inputs.py R
"""
import csv
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
SENDER = "s3"
PROFILE_KEYS = ("company", "name", "title", "email", "phone", "website", "country")


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
    # The profile without the set-only keys (categories, city), which the tool does not read.
    lines = [f'{k} = "{sender[k]}"' for k in PROFILE_KEYS]
    (out / f"{SENDER}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(rows)} buyers for {SENDER} -> {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
