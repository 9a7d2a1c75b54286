"""Joins the labels in model_labels.py to the model runs' journals (buyer id, subject and body
only; no other field of a draft is read) -> model.jsonl, 30 drafts: AR M001-M015, diffusion@160
M016-M030, each in buyer-id order.

Run:  .venv/bin/python tests/data/dev_fresh60/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import L  # noqa: E402

RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def main(r: Path):
    out, n = [], 0
    for setting, run in RUNS:
        drafts = []
        for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for bid, subject, body in sorted(drafts):
            n += 1
            labels = [{"type": t, "part": p, "found": f, "expected": e, "note": note}
                      for t, p, f, e, note in L[(setting, bid)]]
            for lab in labels:
                assert lab["found"] in (subject if lab["part"] == "subject" else body), (setting, bid, lab)
            out.append({"id": f"M{n:03d}", "buyer_id": bid, "sender": "s1", "subject": subject, "body": body,
                        "labels": labels, "source": "model", "setting": setting,
                        "note": f"embedded model, {setting}, seed 0; " + ("clean" if not labels else f"{len(labels)} label(s)")})
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for row in out:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(out)} drafts -> model.jsonl")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
