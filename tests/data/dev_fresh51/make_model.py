"""Joins the labels of model_labels.py to the two model runs' journals in folder R (only each
line's buyer_id, subject and body are read) -> model.jsonl, M001-M030 (AR first, then
diffusion@160, each by buyer id).

Run:  .venv/bin/python tests/data/dev_fresh51/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def main(r: Path) -> None:
    rows = []
    for setting, run in RUNS:
        drafts = {}
        for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            drafts[entry["buyer_id"]] = (entry["subject"], entry["body"])
        for buyer_id in sorted(drafts):
            subject, body = drafts[buyer_id]
            labels = [{"type": t, "part": p, "found": f, "expected": e, "note": n}
                      for t, p, f, e, n in LABELS[(setting, buyer_id)]]
            for lab in labels:
                text = subject if lab["part"] == "subject" else body
                if lab["found"] not in text:
                    raise SystemExit(f"{setting} {buyer_id}: {lab['found']!r} not in the {lab['part']}")
            rows.append({"id": f"M{len(rows) + 1:03d}", "buyer_id": buyer_id, "sender": "s1",
                         "subject": subject, "body": body, "labels": labels, "source": "model",
                         "note": f"embedded model, {setting}, seed 0; labelled by reading the draft",
                         "setting": setting})
    (HERE / "model.jsonl").write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in rows),
                                      encoding="utf-8")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
