"""Write the model runs' inputs into folder R: R/buyers_s1.csv (the 15 buyers whose category s1
sells, P001-P015, columns as buyers.csv) and R/s1.toml (s1 as a --sender profile, without this
set's own `city` and `categories` keys).

    .venv/bin/python tests/data/dev_fresh30/run_inputs.py R
"""
import csv
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROFILE_KEYS = ("company", "name", "title", "email", "phone", "website", "country")


def toml_str(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main(out: Path):
    out.mkdir(parents=True, exist_ok=True)
    s1 = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"]["s1"]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in s1["categories"]]
        fields = rd.fieldnames
    assert len(rows) == 15, len(rows)
    with open(out / "buyers_s1.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=fields, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    (out / "s1.toml").write_text("".join(f"{k} = {toml_str(s1[k])}\n" for k in PROFILE_KEYS),
                                 encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
