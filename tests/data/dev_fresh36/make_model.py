"""Join the labels written by reading each model draft (model_labels.py) to the two runs'
journals -> model.jsonl (M001-M015 AR, M016-M030 diffusion@160, each by buyer id).

Only each journal line's buyer_id, subject and body are read.

Run:  .venv/bin/python tests/data/dev_fresh36/make_model.py R
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
            entry = json.loads(line)
            drafts.append((entry["buyer_id"], entry["subject"] or "", entry["body"] or ""))
        for buyer_id, subject, body in sorted(drafts):
            labels = [{"type": t, "part": part, "found": found, "expected": expected, "note": note}
                      for t, part, found, expected, note in LABELS[(setting, buyer_id)]]
            parts = {"subject": subject, "body": body}
            for lab in labels:
                if lab["found"] not in parts[lab["part"]]:
                    raise SystemExit(f"{setting} {buyer_id}: {lab['found']!r} not in {lab['part']}")
            rows.append({"id": f"M{len(rows) + 1:03d}", "buyer_id": buyer_id, "sender": "s1",
                         "subject": subject, "body": body, "labels": labels, "source": "model",
                         "note": f"embedded model, {setting}, seed 0; "
                                 + (f"{len(labels)} label(s)" if labels else "no error found"),
                         "setting": setting})
    assert len(rows) == 30
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
