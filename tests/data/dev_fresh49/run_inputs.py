"""Write the model runs' inputs into a run folder R: R/buyers_s1.csv (the 15 buyers whose category
s1 sells, P001-P015) and R/s1.toml (s1 as a sales-dlm --sender profile, without the set's own
`city` and `categories` keys).

Run:  .venv/bin/python tests/data/dev_fresh49/run_inputs.py R
"""
import csv
import io
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROFILE_KEYS = ("company", "name", "title", "email", "phone", "website", "country")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    s1 = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"]["s1"]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        rows = [r for r in rd if r["product_category"] in s1["categories"]]
        fields = rd.fieldnames
    buf = io.StringIO()
    wr = csv.DictWriter(buf, fieldnames=fields, lineterminator="\n")
    wr.writeheader()
    wr.writerows(rows)
    (out / "buyers_s1.csv").write_text(buf.getvalue(), encoding="utf-8")
    lines = [f'{k} = "{s1[k]}"' for k in PROFILE_KEYS]
    (out / "s1.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(rows)} buyers -> {out / 'buyers_s1.csv'}; profile -> {out / 's1.toml'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
