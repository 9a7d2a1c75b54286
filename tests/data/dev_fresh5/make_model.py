"""Join the hand-written labels (model_labels.py) to the run journals -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh5/make_model.py R   (R as written by run_inputs.py and the
runs in README.md). Only buyer_id, subject and body are read from each run's drafts.jsonl; the
tool's own status and findings are not used.
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import model_labels  # noqa: E402

RUNS = (("ar", "RUN_AR", model_labels.AR), ("diffusion@160", "RUN_D160", model_labels.D160))


def main(root: str) -> None:
    out = []
    for setting, prefix, labels in RUNS:
        rows = []
        for sid in ("s2",):
            path = Path(root) / f"{prefix}_{sid}" / "drafts.jsonl"
            rows += [dict(json.loads(line), sender=sid) for line in open(path, encoding="utf-8")]
        for row in sorted(rows, key=lambda r: r["buyer_id"]):
            labs = [dict(zip(("type", "part", "found", "expected", "note"), lab)) for lab in labels[row["buyer_id"]]]
            for lab in labs:
                assert lab["found"] in row[lab["part"]], (setting, row["buyer_id"], lab["found"])
            kinds = sorted({lab["type"] for lab in labs})
            out.append({"id": f"M{len(out) + 1:03d}", "buyer_id": row["buyer_id"], "sender": row["sender"],
                        "setting": setting, "subject": row["subject"], "body": row["body"], "labels": labs,
                        "source": "model", "note": "sendable" if not labs else "not sendable: " + ", ".join(kinds)})
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(out))


if __name__ == "__main__":
    main(sys.argv[1])
