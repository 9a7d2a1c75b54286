"""Join the hand-written labels (model_labels.py) to the run journals -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh8/make_model.py R   (R as given to run_inputs.py)
Only buyer_id, subject and body are read from each run's drafts.jsonl; the tool's own
statuses and findings are not used.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import model_labels  # noqa: E402

KEYS = ("type", "part", "found", "expected", "note")


def main(runs: str) -> None:
    out = []
    for setting, run, labels in (
        ("ar", "RUN_AR_s1", model_labels.AR),
        ("diffusion@160", "RUN_D160_s1", model_labels.D160),
    ):
        path = Path(runs) / run / "drafts.jsonl"
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        for row in sorted(rows, key=lambda r: r["buyer_id"]):
            labs = [dict(zip(KEYS, lab, strict=True)) for lab in labels[row["buyer_id"]]]
            kinds = sorted({lab["type"] for lab in labs})
            out.append({
                "id": f"M{len(out) + 1:03d}", "buyer_id": row["buyer_id"], "sender": "s1",
                "subject": row["subject"], "body": row["body"], "labels": labs, "source": "model",
                "note": "sendable" if not labs else "not sendable: " + ", ".join(kinds),
                "setting": setting,
            })
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(out), "model drafts")


if __name__ == "__main__":
    main(sys.argv[1])
