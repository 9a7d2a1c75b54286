"""Write the model runs' inputs: RUN/buyers_s1.csv (the 15 buyers whose category s1 sells,
P001-P015) and RUN/s1.toml (s1's profile without `city` and `categories`, which are this set's
own keys, not the tool's).

Run:  .venv/bin/python tests/data/dev_fresh24/run_inputs.py R
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
        rows = list(csv.DictReader(fh))
    chosen = [r for r in rows if r["product_category"] in s1["categories"]]
    with open(out / "buyers_s1.csv", "w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(chosen)
    lines = [f"{key} = {value!r}".replace("'", '"') for key, value in s1.items()
             if key not in ("city", "categories")]
    (out / "s1.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(chosen)} buyers -> {out / 'buyers_s1.csv'}; profile -> {out / 's1.toml'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
