"""Join the hand-written labels to the model runs' drafts → model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh14/make_model.py R
Only each draft's buyer id, subject and body are read from the run journals; the tool's statuses
and findings are not used.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from model_labels import LABELS

HERE = Path(__file__).resolve().parent
RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def main(root: Path) -> None:
    rows = []
    for setting, folder in RUNS:
        lines = (root / folder / "drafts.jsonl").read_text(encoding="utf-8").splitlines()
        for d in sorted((json.loads(x) for x in lines), key=lambda d: d["buyer_id"]):
            labels = [dict(zip(("type", "part", "found", "expected", "note"), lab, strict=True))
                      for lab in LABELS[(setting, d["buyer_id"])]]
            rows.append({"id": f"M{len(rows) + 1:03d}", "buyer_id": d["buyer_id"], "sender": "s1",
                         "setting": setting, "subject": d["subject"], "body": d["body"],
                         "labels": labels, "source": "model",
                         "note": f"{setting} draft, read and labelled by hand"})
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    (HERE / "model.jsonl").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
