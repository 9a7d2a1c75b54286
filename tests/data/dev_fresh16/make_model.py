"""Join the model runs' drafts with the labels of model_labels.py -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh16/make_model.py R
(R holds RUN_AR_s4/ and RUN_D160_s4/ from the commands in README.md.) Only each draft's
buyer_id, subject and body are read from a run.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s4"), ("diffusion@160", "RUN_D160_s4")]


def main(root: Path) -> None:
    rows = []
    for setting, run in RUNS:
        drafts = [json.loads(x) for x in (root / run / "drafts.jsonl").read_text("utf-8").split("\n")
                  if x.strip()]
        for d in sorted(drafts, key=lambda d: d["buyer_id"]):
            note, labels = LABELS[(setting, d["buyer_id"])]
            rows.append({
                "id": f"M{len(rows) + 1:03d}", "buyer_id": d["buyer_id"], "sender": "s4",
                "subject": d["subject"], "body": d["body"],
                "labels": [dict(zip(("type", "part", "found", "expected", "note"), lab))
                           for lab in labels],
                "source": "model", "note": note, "setting": setting})
    if len(rows) != len(LABELS):
        raise SystemExit(f"{len(rows)} drafts but {len(LABELS)} labelled")
    lines = [json.dumps(r, ensure_ascii=False) for r in rows]
    (HERE / "model.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
