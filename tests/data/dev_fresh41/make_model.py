"""Join the hand-written labels of model_labels.py to the two runs' journals (only each draft's
buyer id, subject and body are read) -> model.jsonl (M001-M015 AR, M016-M030 diffusion@160).

Run:  .venv/bin/python tests/data/dev_fresh41/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import AR, D160, LABELS  # noqa: E402

RUNS = ((AR, "RUN_AR_s1"), (D160, "RUN_D160_s1"))


def drafts(path: Path):
    for line in path.read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        yield entry["buyer_id"], entry["subject"], entry["body"]


def main(r: Path) -> None:
    rows, n = [], 0
    for setting, run in RUNS:
        for buyer_id, subject, body in sorted(drafts(r / run / "drafts.jsonl")):
            n += 1
            note, labels = LABELS[(setting, buyer_id)]
            parts = {"subject": subject, "body": body}
            out = []
            for type_, part, found, expected, why in labels:
                if found not in parts[part]:
                    raise SystemExit(f"{setting} {buyer_id}: {found!r} not in {part}")
                out.append({"type": type_, "part": part, "found": found, "expected": expected,
                            "note": why})
            rows.append({"id": f"M{n:03d}", "buyer_id": buyer_id, "sender": "s1",
                         "subject": subject, "body": body, "labels": out, "source": "model",
                         "note": note, "setting": setting})
    text = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
    (HERE / "model.jsonl").write_text(text, encoding="utf-8")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
