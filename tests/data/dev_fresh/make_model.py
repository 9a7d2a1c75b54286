"""Write model.jsonl: the embedded models' drafts (from run journals) with the labels in model_labels.py.

The drafts come from four `sales-dlm draft` runs over buyers F001, F003, ... F059 with sender s2
(see README.md for the commands). Only `buyer_id`, `subject` and `body` of each journal line are
read; the tool's own status and findings are never looked at.

Run:  .venv/bin/python tests/data/dev_fresh/make_model.py AR_RUN D16_RUN D64_RUN D160_RUN
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

SETTINGS = ["ar", "diffusion@16", "diffusion@64", "diffusion@160"]
PART = {"s": "subject", "b": "body"}


def main(runs: list[str]) -> None:
    assert len(runs) == len(SETTINGS), f"give the {len(SETTINGS)} run folders: {SETTINGS}"
    rows, n = [], 0
    for setting, run in zip(SETTINGS, runs):
        journal = [json.loads(line) for line in open(Path(run) / "drafts.jsonl", encoding="utf-8")]
        for entry in sorted(journal, key=lambda e: e["buyer_id"]):
            n += 1
            mid = f"M{n:03d}"
            labels = [{"type": t, "part": PART[p], "found": f, "expected": x, "note": why}
                      for t, p, f, x, why in LABELS[mid]]
            for lab in labels:
                assert lab["found"] in entry[lab["part"]], (mid, lab)
            types = sorted({lab["type"] for lab in labels})
            rows.append({"id": mid, "buyer_id": entry["buyer_id"], "sender": "s2", "setting": setting,
                         "subject": entry["subject"], "body": entry["body"], "labels": labels,
                         "source": "model",
                         "note": "not sendable: " + ", ".join(types) if types else "clean: sendable as written"})
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} labelled drafts")


if __name__ == "__main__":
    main(sys.argv[1:])
