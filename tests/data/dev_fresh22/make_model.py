"""Join the labels of model_labels.py to the model runs' journals → model.jsonl (M001-M030).

Only each journal line's buyer id, subject and body are read (not its status, findings or any
other field). Ids by setting, then buyer id: AR M001-M015, diffusion@160 M016-M030.

Run:  .venv/bin/python tests/data/dev_fresh22/make_model.py R
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def drafts(path: Path):
    for line in path.read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        yield entry["buyer_id"], entry["subject"], entry["body"]


def main(root: Path) -> None:
    rows, n = [], 0
    for setting, run in RUNS:
        for buyer, subject, body in sorted(drafts(root / run / "drafts.jsonl")):
            n += 1
            note, labels = LABELS[(setting, buyer)]
            parts = {"subject": subject, "body": body}
            out = []
            for typ, part, found, expected, lnote in labels:
                if found not in parts[part]:
                    raise SystemExit(f"{setting} {buyer}: {found!r} not in the {part}")
                out.append({"type": typ, "part": part, "found": found, "expected": expected,
                            "note": lnote})
            rows.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject,
                         "body": body, "labels": out, "source": "model", "note": note,
                         "setting": setting})
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
