"""Joins the labels of model_labels.py to the run journals (buyer id, subject, body only)
-> model.jsonl. Ids by setting, then buyer id: AR M001-M015, diffusion@160 M016-M030.

Run:  .venv/bin/python tests/data/dev_fresh29/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def main(r: Path):
    out, i = [], 0
    for setting, run in RUNS:
        rows = [json.loads(line) for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines()]
        for d in sorted(({k: x[k] for k in ("buyer_id", "subject", "body")} for x in rows), key=lambda x: x["buyer_id"]):
            i += 1
            note, labs = LABELS[(setting, d["buyer_id"])]
            labels = [{"type": t, "part": p, "found": f, "expected": e, "note": n} for t, p, f, e, n in labs]
            for lab in labels:
                assert lab["found"] in d[lab["part"]], (setting, d["buyer_id"], lab["found"])
            out.append({"id": f"M{i:03d}", "buyer_id": d["buyer_id"], "sender": "s1", "subject": d["subject"],
                        "body": d["body"], "labels": labels, "source": "model", "note": note, "setting": setting})
    (HERE / "model.jsonl").write_text("".join(json.dumps(m, ensure_ascii=False) + "\n" for m in out), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
