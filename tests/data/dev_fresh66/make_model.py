"""Join the labels of model_labels.py to the two model runs' journals → model.jsonl (30 drafts).

Only each draft's buyer id, subject and body are read from R/RUN_AR_s1/drafts.jsonl and
R/RUN_D160_s1/drafts.jsonl. Ids: AR M001-M015, diffusion@160 M016-M030, by buyer id.

Run:  .venv/bin/python tests/data/dev_fresh66/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS, NOTES  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def main(root: Path) -> None:
    rows, n = [], 0
    for setting, run in RUNS:
        drafts = {}
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts[d["buyer_id"]] = (d["subject"], d["body"])
        for bid in sorted(drafts):
            n += 1
            subject, body = drafts[bid]
            labels = [{"type": t, "part": p, "found": f, "expected": e, "note": note}
                      for t, p, f, e, note in LABELS[setting][bid]]
            rows.append({"id": f"M{n:03d}", "buyer_id": bid, "sender": "s1", "subject": subject, "body": body,
                         "labels": labels, "source": "model", "note": NOTES[setting][bid], "setting": setting})
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
