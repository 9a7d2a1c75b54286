"""Joins the hand-written labels (model_labels.py) to the model runs' journals for dev_fresh68:
reads only buyer id, subject and body of each draft and writes model.jsonl (30 drafts).

Run:  .venv/bin/python tests/data/dev_fresh68/make_model.py R
(R holds RUN_AR_s1/ and RUN_D160_s1/, see README.md.)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def main(root: Path) -> None:
    out, n, used = [], 0, set()
    for setting, run in RUNS:
        drafts = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for buyer, subject, body in sorted(drafts):
            n += 1
            labs = LABELS.get((setting, buyer), [])
            used.add((setting, buyer))
            labels = [{"type": t, "part": p, "found": f, "expected": e, "note": note} for t, p, f, e, note in labs]
            for lab in labels:
                assert lab["found"] in (subject if lab["part"] == "subject" else body), (setting, buyer, lab)
            out.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject, "body": body,
                        "labels": labels, "source": "model",
                        "note": f"{setting}; " + ("clean" if not labels else f"{len(labels)} label(s)"),
                        "setting": setting})
    assert set(LABELS) <= used, set(LABELS) - used
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(out)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
