"""Write the model runs' inputs into folder R: R/buyers_s1.csv (the 15 buyers whose category s1
sells, P001-P015, all columns) and R/s1.toml (the --sender profile: s1 without city/categories).

Run:  .venv/bin/python tests/data/dev_fresh23/run_inputs.py R
"""
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
        fields = rd.fieldnames
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=fields, lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
    (out / "buyers_s1.csv").write_text(buf.getvalue(), encoding="utf-8")
    (out / "s1.toml").write_text(
        "".join(f'{k} = "{s1[k]}"\n' for k in PROFILE), encoding="utf-8")
    print(f"{len(rows)} buyers -> {out / 'buyers_s1.csv'}; sender -> {out / 's1.toml'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
