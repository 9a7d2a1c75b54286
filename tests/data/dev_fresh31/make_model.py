"""Join the hand-written labels (model_labels.py) to the model runs' journals -> model.jsonl.

Only each journal line's buyer_id, subject and body are read (not status, findings or anything else).
Ids by setting, then buyer id: AR M001-M015, diffusion@160 M016-M030.

Run:  .venv/bin/python tests/data/dev_fresh31/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def main(r: Path) -> None:
    rows, n = [], 0
    for setting, run in RUNS:
        drafts = {}
        for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts[d["buyer_id"]] = (d["subject"], d["body"])
        for buyer in sorted(drafts):
            n += 1
            subject, body = drafts[buyer]
            note, labels = LABELS[(setting, buyer)]
            rows.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject, "body": body,
                         "labels": [dict(zip(("type", "part", "found", "expected", "note"), lab)) for lab in labels],
                         "source": "model", "note": note, "setting": setting})
    text = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
    (HERE / "model.jsonl").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
