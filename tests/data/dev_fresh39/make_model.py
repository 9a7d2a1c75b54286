"""Join the hand-written labels (model_labels.py) to the model runs' journals -> model.jsonl.

Only each journal line's buyer_id, subject and body are read (not its status or findings).

    .venv/bin/python tests/data/dev_fresh39/make_model.py R
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def main(runs: Path) -> None:
    rows = []
    for setting, folder in RUNS:
        drafts = []
        for line in (runs / folder / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for buyer, subject, body in sorted(drafts):
            note, labels = LABELS[(setting, buyer)]
            out = []
            for typ, part, found, expected, lnote in labels:
                assert found in (subject if part == "subject" else body), (setting, buyer, found)
                out.append({"type": typ, "part": part, "found": found, "expected": expected,
                            "note": lnote})
            rows.append({"id": f"M{len(rows) + 1:03d}", "buyer_id": buyer, "sender": "s1",
                         "subject": subject, "body": body, "labels": out, "source": "model",
                         "note": note, "setting": setting})
    assert len(rows) == 30
    (HERE / "model.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n"
                                              for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
