"""Join the labels of model_labels.py to the two model runs' journals → model.jsonl (30 drafts).
Only each draft's buyer id, subject and body are read from the journals.

Run:  .venv/bin/python tests/data/dev_fresh63/make_model.py R
      (R holds RUN_AR_s1/ and RUN_D160_s1/, made as README.md shows)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]
KEYS = ("type", "part", "found", "expected", "note")


def main(root: Path) -> None:
    out, n = [], 0
    for setting, run in RUNS:
        drafts = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for buyer, subject, body in sorted(drafts):
            n += 1
            note, labels = LABELS[(setting, buyer)]
            labs = [dict(zip(KEYS, lab)) for lab in labels]
            for lab in labs:
                text = subject if lab["part"] == "subject" else body
                if lab["found"] not in text:
                    raise SystemExit(f"{setting} {buyer}: {lab['found']!r} not in {lab['part']}")
            out.append(dict(id=f"M{n:03d}", buyer_id=buyer, sender="s1", subject=subject, body=body,
                            labels=labs, source="model", note=note, setting=setting))
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(out)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
