"""Join the model runs' drafts (buyer id, subject and body only) with the labels written by
reading them (model_labels.py) -> model.jsonl (M001-M015 AR, M016-M030 diffusion@160).

Run:  .venv/bin/python tests/data/dev_fresh61/make_model.py R
(R holds RUN_AR_s1/ and RUN_D160_s1/, made as README.md shows.)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))
KEYS = ("type", "part", "found", "expected", "note")


def main(root: Path) -> None:
    rows, n = [], 0
    for setting, run in RUNS:
        drafts = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for buyer, subject, body in sorted(drafts):
            n += 1
            note, labels = LABELS[(setting, buyer)]
            rows.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject,
                         "body": body, "labels": [dict(zip(KEYS, lab)) for lab in labels],
                         "source": "model", "note": note, "setting": setting})
    assert len(rows) == len(LABELS) == 30, len(rows)
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
