"""Join the labels of model_labels.py to the two runs' journals → model.jsonl (M001-M030).

Only each journal line's buyer_id, subject and body are read. Ids by setting (AR M001-M015,
diffusion@160 M016-M030), then buyer id.

Run:  .venv/bin/python tests/data/dev_fresh24/make_model.py R
      (R holds RUN_AR_s1/ and RUN_D160_s1/ of the README's commands)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def main(root: Path) -> None:
    rows = []
    for setting, folder in RUNS:
        drafts = {}
        for line in (root / folder / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            drafts[entry["buyer_id"]] = (entry["subject"] or "", entry["body"] or "")
        for buyer in sorted(drafts):
            subject, body = drafts[buyer]
            note, labels = LABELS[(setting, buyer)]
            rows.append({
                "id": f"M{len(rows) + 1:03d}", "buyer_id": buyer, "sender": "s1",
                "subject": subject, "body": body,
                "labels": [{"type": t, "part": p, "found": f, "expected": x, "note": w}
                           for t, p, f, x, w in labels],
                "source": "model", "setting": setting, "note": note})
    assert len(rows) == len(LABELS) == 30
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(rows)} model drafts -> model.jsonl")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
