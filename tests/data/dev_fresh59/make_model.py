"""Joins the labels of model_labels.py to the model runs' journals -> model.jsonl (30 drafts).
From each run's drafts.jsonl only buyer id, subject and body are read.

Run:  .venv/bin/python tests/data/dev_fresh59/make_model.py R
(R holds RUN_AR_s1/ and RUN_D160_s1/, made as README.md says.)
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
    for setting, run in RUNS:
        drafts = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for buyer, subject, body in sorted(drafts):
            note, labels = LABELS[(setting, buyer)]
            rows.append({
                "id": f"M{len(rows) + 1:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject,
                "body": body, "labels": [dict(zip(("type", "part", "found", "expected", "note"), lab))
                                         for lab in labels],
                "source": "model", "note": note, "setting": setting,
            })
    (HERE / "model.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                      encoding="utf-8")
    print(f"{len(rows)} drafts -> model.jsonl")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
