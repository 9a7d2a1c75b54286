"""Join the hand-written labels (model_labels.py) to the run journals -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh3/make_model.py RUNS_DIR
RUNS_DIR holds the six runs RUN_{AR,D64,D160}_{s2,s4} (see README.md). Only buyer_id, subject and
body are read from each run's drafts.jsonl; the tool's own status and findings are not used.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import model_labels  # noqa: E402

FIELDS = ("type", "part", "found", "expected", "note")
SETTINGS = (("ar", "RUN_AR", model_labels.AR), ("diffusion@64", "RUN_D64", model_labels.D64),
            ("diffusion@160", "RUN_D160", model_labels.D160))


def main(runs: str) -> None:
    out = []
    for setting, run, labels in SETTINGS:
        rows = []
        for sender in ("s2", "s4"):
            path = Path(runs) / f"{run}_{sender}" / "drafts.jsonl"
            rows += [json.loads(line) for line in open(path, encoding="utf-8")]
        for row in sorted(rows, key=lambda r: r["buyer_id"]):
            if row["buyer_id"] not in labels:
                continue  # not read and labelled
            labs = [dict(zip(FIELDS, lab, strict=True)) for lab in labels[row["buyer_id"]]]
            kinds = sorted({lab["type"] for lab in labs})
            out.append({"id": f"M{len(out) + 1:03d}", "buyer_id": row["buyer_id"],
                        "sender": model_labels.SENDER[row["buyer_id"]], "setting": setting,
                        "subject": row["subject"], "body": row["body"], "labels": labs,
                        "source": "model",
                        "note": "sendable" if not labs else "not sendable: " + ", ".join(kinds)})
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(out))


if __name__ == "__main__":
    main(sys.argv[1])
