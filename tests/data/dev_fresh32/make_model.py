"""Join the model runs' drafts (buyer id, subject and body only; no other journal field is read)
with the labels in model_labels.py -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh32/make_model.py R
(R holds RUN_AR_s1/ and RUN_D160_s1/, written by the commands in README.md.)
"""
import json
import sys
from pathlib import Path

from model_labels import LABELS

HERE = Path(__file__).resolve().parent
RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def drafts(run: Path):
    for line in (run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        yield d["buyer_id"], d["subject"] or "", d["body"] or ""


def main(root: Path) -> None:
    out, n = [], 0
    for setting, name in RUNS:
        for buyer, subject, body in sorted(drafts(root / name)):
            n += 1
            labels, note = LABELS[(setting, buyer)]
            rows = []
            for typ, part, found, expected, why in labels:
                text = subject if part == "subject" else body
                assert found in text, (setting, buyer, found)
                rows.append({"type": typ, "part": part, "found": found, "expected": expected, "note": why})
            out.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject,
                        "body": body, "labels": rows, "source": "model", "note": note, "setting": setting})
    assert n == 30 and len(LABELS) == 30
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for row in out:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
