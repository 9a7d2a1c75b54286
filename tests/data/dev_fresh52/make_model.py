"""Join the hand-written labels (model_labels.py) to the two runs' journals → model.jsonl.

Only each journal line's buyer_id, subject and body are read (not its status or findings).
Ids by setting, then buyer id: AR M001-M015, diffusion@160 M016-M030.

Run:  .venv/bin/python tests/data/dev_fresh52/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))
KEYS = ("type", "part", "found", "expected", "note")


def main(root: Path) -> None:
    rows = []
    for setting, run in RUNS:
        drafts = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            drafts.append({k: entry[k] for k in ("buyer_id", "subject", "body")})
        for d in sorted(drafts, key=lambda d: d["buyer_id"]):
            note, labels = LABELS[(setting, d["buyer_id"])]
            rows.append({"id": f"M{len(rows) + 1:03d}", "buyer_id": d["buyer_id"], "sender": "s1",
                         "subject": d["subject"], "body": d["body"],
                         "labels": [dict(zip(KEYS, lab)) for lab in labels], "source": "model",
                         "note": f"{setting} draft, read by hand: {note}", "setting": setting})
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    (HERE / "model.jsonl").write_text(text, encoding="utf-8")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
