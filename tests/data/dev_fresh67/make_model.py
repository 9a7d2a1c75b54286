"""Joins the labels of model_labels.py to the model runs' drafts (buyer id, subject, body only) -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh67/make_model.py R   (R holds RUN_AR_s1/ and RUN_D160_s1/)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))

if __name__ == "__main__":
    root = Path(sys.argv[1])
    out, n = [], 0
    for setting, run in RUNS:
        drafts = {}
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts[d["buyer_id"]] = (d["subject"], d["body"])
        for bid in sorted(drafts):
            n += 1
            subject, body = drafts[bid]
            note, labs = LABELS[(setting, bid)]
            labels = [{"type": t, "part": p, "found": f, "expected": e, "note": nt} for t, p, f, e, nt in labs]
            for lab in labels:
                assert lab["found"] in (subject if lab["part"] == "subject" else body), (setting, bid, lab)
            out.append({"id": f"M{n:03d}", "buyer_id": bid, "sender": "s1", "subject": subject, "body": body,
                        "labels": labels, "source": "model", "note": note, "setting": setting})
    assert len(out) == 30
    (HERE / "model.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out), encoding="utf-8")
