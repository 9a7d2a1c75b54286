"""Join the labels of model_labels.py to the drafts of the two model runs -> model.jsonl.

Reads only buyer_id, subject and body of each line of R/RUN_AR_s1/drafts.jsonl and
R/RUN_D160_s1/drafts.jsonl. Ids: AR M001-M015, diffusion@160 M016-M030, by buyer id.

Run:  .venv/bin/python tests/data/dev_fresh33/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1", "AR decoder, seed 0, batch 4"),
        ("diffusion@160", "RUN_D160_s1", "diffusion decoder at 160 steps, no fallback, seed 0, batch 4"))


def main(r: Path):
    rows, n = [], 0
    for setting, run, how in RUNS:
        drafts = []
        for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"] or "", d["body"] or ""))
        for buyer, subject, body in sorted(drafts):
            n += 1
            labels = []
            for typ, part, found, expected, note in LABELS.get((setting, buyer), []):
                text = subject if part == "subject" else body
                if found not in text:
                    raise SystemExit(f"{setting} {buyer}: {found!r} not in the {part}")
                labels.append({"type": typ, "part": part, "found": found, "expected": expected, "note": note})
            rows.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject,
                         "body": body, "labels": labels, "source": "model",
                         "note": f"embedded model, {how}; labelled by reading", "setting": setting})
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
