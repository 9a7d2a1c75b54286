"""Join the labels of model_labels.py to the run journals -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh20/make_model.py R
Only each draft's buyer_id, subject and body are read from the journals.
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import AR, D160  # noqa: E402


def main(r: str) -> None:
    rows, n = [], 0
    for setting, run, labels in (("ar", "RUN_AR_s1", AR), ("diffusion@160", "RUN_D160_s1", D160)):
        drafts = [json.loads(line) for line in (Path(r) / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines()]
        for d in sorted(drafts, key=lambda d: d["buyer_id"]):
            n += 1
            rows.append({"id": f"M{n:03d}", "buyer_id": d["buyer_id"], "sender": "s1", "subject": d["subject"],
                         "body": d["body"], "labels": labels[d["buyer_id"]], "source": "model",
                         "note": "labelled by reading the subject and body", "setting": setting})
    (HERE / "model.jsonl").write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in rows), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
