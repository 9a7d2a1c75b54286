"""Write the model runs' inputs: the buyers of one sender and its --sender profile.

Run:  .venv/bin/python tests/data/dev_fresh6/run_inputs.py R [SENDER]   (SENDER defaults to s2)
      → R/buyers_s2.csv (the buyers whose category s2 sells, header kept) and R/s2.toml
"""

import csv
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
PROFILE_KEYS = ["company", "name", "title", "email", "phone", "website", "country"]


def main(out: Path, sid: str) -> None:
    sender = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"][sid]
    out.mkdir(parents=True, exist_ok=True)
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in sender["categories"]]
        columns = rd.fieldnames
    with open(out / f"buyers_{sid}.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, columns, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    # The set-only keys (categories, city) are not part of a sender profile.
    lines = [f'{k} = "{sender[k]}"' for k in PROFILE_KEYS]
    (out / f"{sid}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(rows)} buyers → {out / f'buyers_{sid}.csv'}, profile → {out / f'{sid}.toml'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else "s2")
