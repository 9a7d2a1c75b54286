"""Join the labels of model_labels.py to the two model runs' journals (buyer id, subject and body
only are read) → model.jsonl: M001-M015 AR, M016-M030 diffusion@160, each by buyer id.

Run:  .venv/bin/python tests/data/dev_fresh54/make_model.py R
(R holds RUN_AR_s1/ and RUN_D160_s1/, made as README.md shows.)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def main(root: Path) -> None:
    rows = []
    for setting, run in RUNS:
        drafts = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for buyer, subject, body in sorted(drafts):
            note, labels = LABELS[(setting, buyer)]
            out = []
            for type_, part, found, expected, lnote in labels:
                text = subject if part == "subject" else body
                if found not in text:
                    raise SystemExit(f"{setting} {buyer}: {found!r} not in the {part}")
                out.append({"type": type_, "part": part, "found": found, "expected": expected,
                            "note": lnote})
            rows.append({"id": f"M{len(rows) + 1:03d}", "buyer_id": buyer, "sender": "s1",
                         "subject": subject, "body": body, "labels": out, "source": "model",
                         "note": note, "setting": setting})
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(rows), "model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
