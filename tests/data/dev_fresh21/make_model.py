"""Joins the labels written by reading (model_labels.py) to the run journals -> model.jsonl.
Reads only buyer_id, subject and body of each journal line.

Run:  .venv/bin/python tests/data/dev_fresh21/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def main(r: Path):
    out, n = [], 0
    for setting, run in RUNS:
        rows = [json.loads(x) for x in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines()]
        for d in sorted(rows, key=lambda d: d["buyer_id"]):
            n += 1
            labs = [dict(zip(("type", "part", "found", "expected", "note"), t)) for t in LABELS[setting][d["buyer_id"]]]
            for lab in labs:
                assert lab["found"] in d[lab["part"]], (setting, d["buyer_id"], lab["found"])
            out.append({"id": f"M{n:03d}", "buyer_id": d["buyer_id"], "sender": "s1", "subject": d["subject"],
                        "body": d["body"], "labels": labs, "source": "model", "setting": setting,
                        "note": f"{setting}, seed 0, s1; labelled by reading"})
    (HERE / "model.jsonl").write_text("".join(json.dumps(o, ensure_ascii=False) + "\n" for o in out), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
