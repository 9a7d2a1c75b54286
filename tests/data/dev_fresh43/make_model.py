"""Join the labels of model_labels.py to the two runs' journals → model.jsonl. Only each
draft's buyer id, subject and body are read from the journals (not status or findings).

Run:  .venv/bin/python tests/data/dev_fresh43/make_model.py R        (R holds RUN_AR_s1, RUN_D160_s1)
      .venv/bin/python tests/data/dev_fresh43/make_model.py R --print   (print the drafts to label)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def drafts(root: Path):
    n = 0
    for setting, run in RUNS:
        rows = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            rows.append((entry["buyer_id"], entry["subject"], entry["body"]))
        for buyer_id, subject, body in sorted(rows):
            n += 1
            yield f"M{n:03d}", setting, buyer_id, subject, body


def main(root: Path, show: bool) -> None:
    if show:
        for mid, setting, buyer_id, subject, body in drafts(root):
            print(f"===== {mid} {setting} {buyer_id}\nSUBJECT: {subject}\n{body}\n")
        return
    from model_labels import LABELS
    out = []
    for mid, setting, buyer_id, subject, body in drafts(root):
        labels, note = LABELS[mid]
        labels = [dict(zip(("type", "part", "found", "expected", "note"), lab)) for lab in labels]
        out.append({"id": mid, "buyer_id": buyer_id, "sender": "s1", "subject": subject, "body": body,
                    "labels": labels, "source": "model", "note": note, "setting": setting})
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for row in out:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(out)} model drafts written")


if __name__ == "__main__":
    main(Path(sys.argv[1]), "--print" in sys.argv[2:])
