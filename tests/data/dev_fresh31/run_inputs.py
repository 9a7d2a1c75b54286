"""Write the model runs' inputs into folder R: R/buyers_s1.csv (the 15 buyers whose category s1
sells, P001-P015) and R/s1.toml (s1's sender profile, without city and categories).

Run:  .venv/bin/python tests/data/dev_fresh31/run_inputs.py R
"""
import csv
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    s1 = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"]["s1"]
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    keep = [rows[0]] + [r for r in rows[1:] if r[6] in s1["categories"]]
    with open(out / "buyers_s1.csv", "w", encoding="utf-8", newline="") as fh:
        csv.writer(fh, lineterminator="\n").writerows(keep)
    lines = [f'{k} = "{v}"' for k, v in s1.items() if k not in ("city", "categories")]
    (out / "s1.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
