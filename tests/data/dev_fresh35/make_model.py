"""Joins the model runs' drafts (buyer id, subject and body only; nothing else of the journal is
read) to the labels of model_labels.py -> model.jsonl. AR M001-M015, diffusion@160 M016-M030.

Run:  .venv/bin/python tests/data/dev_fresh35/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def drafts(run: Path):
    for line in (run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        yield d["buyer_id"], d["subject"], d["body"]


def main(r: Path) -> None:
    rows, n = [], 0
    for setting, folder in RUNS:
        for buyer, subject, body in sorted(drafts(r / folder)):
            n += 1
            labels = LABELS[(setting, buyer)]
            rows.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject,
                         "body": body, "labels": labels, "source": "model",
                         "note": f"embedded model, {setting}, seed 0, read and labelled by hand",
                         "setting": setting})
    (HERE / "model.jsonl").write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in rows),
                                      encoding="utf-8")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
