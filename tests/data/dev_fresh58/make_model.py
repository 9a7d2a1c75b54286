"""Join the labels of model_labels.py to the two runs' drafts -> model.jsonl (30 drafts).

Reads only each draft's buyer id, subject and body from R/RUN_AR_s1/drafts.jsonl and
R/RUN_D160_s1/drafts.jsonl. Ids by setting, then buyer id: AR M001-M015, diffusion@160 M016-M030.

Run:  .venv/bin/python tests/data/dev_fresh58/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import AR, D, LABELS  # noqa: E402

RUNS = ((AR, "RUN_AR_s1"), (D, "RUN_D160_s1"))


def main(r: Path) -> None:
    rows = []
    for setting, run in RUNS:
        drafts = []
        for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for bid, subject, body in sorted(drafts):
            labels = [{"type": t, "part": p, "found": f, "expected": e, "note": n}
                      for t, p, f, e, n in LABELS[(setting, bid)]]
            for lab in labels:
                if lab["found"] not in (subject if lab["part"] == "subject" else body):
                    raise SystemExit(f"{setting} {bid}: {lab['found']!r} not in the {lab['part']}")
            rows.append({"id": f"M{len(rows) + 1:03d}", "buyer_id": bid, "sender": "s1", "subject": subject,
                         "body": body, "labels": labels, "source": "model", "setting": setting,
                         "note": f"embedded model draft ({setting}, seed 0, batch size 4)"})
    assert len(rows) == 30, len(rows)
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(rows)} drafts -> model.jsonl")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
