"""Join the model runs' drafts (buyer id, subject and body only: no other journal field is read)
with the labels written by reading each draft (model_labels.py) -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh50/make_model.py R          (writes model.jsonl)
      .venv/bin/python tests/data/dev_fresh50/make_model.py R --show   (prints the drafts to read)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def drafts(run: Path) -> dict[str, tuple[str, str]]:
    """buyer id -> (subject, body) of the run's final journal line per buyer."""
    out = {}
    for line in (run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        out[entry["buyer_id"]] = (entry.get("subject") or "", entry.get("body") or "")
    return dict(sorted(out.items()))


def main(root: Path, show: bool) -> None:
    rows, n = [], 0
    if not show:
        from model_labels import LABELS, NOTES
    for setting, folder in RUNS:
        for buyer, (subject, body) in drafts(root / folder).items():
            n += 1
            if show:
                print(f"===== M{n:03d} {setting} {buyer}\nSUBJECT: {subject}\n----- BODY\n{body}\n")
                continue
            labels = [dict(type=t, part=p, found=f, expected=e, note=note)
                      for t, p, f, e, note in LABELS[(setting, buyer)]]
            rows.append(dict(id=f"M{n:03d}", buyer_id=buyer, sender="s1", subject=subject,
                             body=body, labels=labels, source="model",
                             note=NOTES.get((setting, buyer), ""), setting=setting))
    if not show:
        with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(f"{len(rows)} model drafts -> {HERE / 'model.jsonl'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]), "--show" in sys.argv[2:])
