"""Joins the labels of model_labels.py to the model runs' drafts -> model.jsonl (30 drafts).

Reads only each draft's buyer id, subject and body from R/RUN_AR_s1/drafts.jsonl and
R/RUN_D160_s1/drafts.jsonl (see README.md for the commands that made them).

Run:  .venv/bin/python tests/data/dev_fresh65/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]
KEYS = ("type", "part", "found", "expected", "note")


def main(r: Path):
    out, n = [], 0
    for setting, run in RUNS:
        drafts = {}
        for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts[d["buyer_id"]] = (d["subject"], d["body"])
        for bid in sorted(drafts):
            n += 1
            subject, body = drafts[bid]
            note, labels = LABELS[(setting, bid)]
            labs = [dict(zip(KEYS, lab)) for lab in labels]
            for lab in labs:
                assert lab["found"] in (subject if lab["part"] == "subject" else body), (setting, bid, lab["found"])
            out.append({"id": f"M{n:03d}", "buyer_id": bid, "sender": "s1", "subject": subject, "body": body,
                        "labels": labs, "source": "model", "note": note, "setting": setting})
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for row in out:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(out)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
