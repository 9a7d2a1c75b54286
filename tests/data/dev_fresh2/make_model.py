"""Join the hand-written labels (model_labels.py) to the run journals -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh2/make_model.py RUN_AR RUN_D160
Only buyer_id, subject and body are read from each run's drafts.jsonl; the tool's own
status and findings are not used.
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import model_labels  # noqa: E402


def main(run_ar: str, run_d160: str) -> None:
    out, n = [], 0
    for setting, run, labels in (("ar", run_ar, model_labels.AR), ("diffusion@160", run_d160, model_labels.D160)):
        rows = [json.loads(line) for line in open(Path(run) / "drafts.jsonl", encoding="utf-8")]
        for row in sorted(rows, key=lambda r: r["buyer_id"]):
            if row["buyer_id"] not in labels:
                continue  # not yet read and labelled
            n += 1
            labs = [dict(zip(("type", "part", "found", "expected", "note"), lab)) for lab in labels[row["buyer_id"]]]
            kinds = sorted({lab["type"] for lab in labs})
            out.append({"id": f"M{n:03d}", "buyer_id": row["buyer_id"], "sender": "s4", "setting": setting,
                        "subject": row["subject"], "body": row["body"], "labels": labs, "source": "model",
                        "note": "sendable" if not labs else "not sendable: " + ", ".join(kinds)})
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(out))


if __name__ == "__main__":
    main(*sys.argv[1:3])
