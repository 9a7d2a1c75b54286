"""Joins the labels of model_labels.py to the run journals → model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh15/make_model.py R   (R: the folder of run_inputs.py and the runs)
Only subject and body of each draft are read; the tool's statuses and findings are not copied.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s3"), ("diffusion@160", "RUN_D160_s3"))
KEYS = ("type", "part", "found", "expected", "note")


def main(root: Path) -> None:
    rows = []
    for setting, run in RUNS:
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            labels = [dict(zip(KEYS, lab, strict=True)) for lab in LABELS[(setting, d["buyer_id"])]]
            for lab in labels:
                if lab["found"] not in d[lab["part"]]:
                    raise SystemExit(f"{setting} {d['buyer_id']}: {lab['found']!r} not in the {lab['part']}")
            rows.append({"id": f"M{len(rows) + 1:03d}", "buyer_id": d["buyer_id"], "sender": "s3",
                         "subject": d["subject"], "body": d["body"], "labels": labels, "source": "model",
                         "note": f"{setting}, seed 0, batch size 4, embedded model", "setting": setting})
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    (HERE / "model.jsonl").write_text(text, encoding="utf-8")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
