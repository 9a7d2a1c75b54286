"""Join the model runs' drafts with the hand-written labels → model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh6/make_model.py R
      (R holds RUN_AR_s2 and RUN_D160_s2 from the commands in README.md)

Only each journal row's buyer_id, subject and body are read; the tool's own status and findings
are not used.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s2"), ("diffusion@160", "RUN_D160_s2")]
SENDER = "s2"


def main(root: Path) -> None:
    out, n = [], 0
    for setting, run in RUNS:
        rows = [
            json.loads(line)
            for line in (root / run / "drafts.jsonl").read_text("utf-8").splitlines()
        ]
        for row in sorted(rows, key=lambda r: r["buyer_id"]):
            n += 1
            note, labels = LABELS[(setting, row["buyer_id"])]
            out.append(
                {
                    "id": f"M{n:03d}",
                    "buyer_id": row["buyer_id"],
                    "sender": SENDER,
                    "subject": row["subject"],
                    "body": row["body"],
                    "labels": [
                        dict(zip(("type", "part", "found", "expected", "note"), lab, strict=True))
                        for lab in labels
                    ],
                    "source": "model",
                    "note": note,
                    "setting": setting,
                }
            )
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        fh.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in out)
    print(f"{len(out)} model drafts → {HERE / 'model.jsonl'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
