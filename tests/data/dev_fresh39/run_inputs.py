"""Write the model runs' inputs into folder R: R/buyers_s1.csv (the 15 buyers whose category
s1 sells, P001-P015) and R/s1.toml (s1's profile, without `city` and `categories`).

    .venv/bin/python tests/data/dev_fresh39/run_inputs.py R
"""
from __future__ import annotations

import csv
import io
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROFILE = ("company", "name", "title", "email", "phone", "website", "country")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    s1 = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"]["s1"]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in s1["categories"]]
    assert len(rows) == 15, len(rows)
    buf = io.StringIO()
    wr = csv.DictWriter(buf, fieldnames=rd.fieldnames, lineterminator="\n")
    wr.writeheader()
    wr.writerows(rows)
    (out / "buyers_s1.csv").write_text(buf.getvalue(), encoding="utf-8")
    toml = "".join(f'{k} = "{s1[k]}"\n' for k in PROFILE)
    (out / "s1.toml").write_text(toml, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
