"""Join the model runs' drafts to the labels in model_labels.py → model.jsonl.

Only each draft's buyer id, subject and body are read from the runs' drafts.jsonl.
Run:  .venv/bin/python tests/data/dev_fresh12/make_model.py R
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]
SENDER = "s1"


def main(runs: Path) -> None:
    rows = []
    for setting, folder in RUNS:
        drafts = [json.loads(line) for line in
                  (runs / folder / "drafts.jsonl").read_text(encoding="utf-8").splitlines()]
        for d in sorted(drafts, key=lambda d: d["buyer_id"]):
            note, labels = LABELS[(setting, d["buyer_id"])]
            rows.append({"id": f"M{len(rows) + 1:03d}", "buyer_id": d["buyer_id"],
                         "sender": SENDER, "subject": d["subject"], "body": d["body"],
                         "labels": [dict(zip(("type", "part", "found", "expected", "note"), lab,
                                             strict=True)) for lab in labels],
                         "source": "model", "note": note, "setting": setting})
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    (HERE / "model.jsonl").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
