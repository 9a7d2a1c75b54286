"""Join the model runs' drafts with the labels of model_labels.py -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh10/make_model.py R
R holds RUN_AR_s2 and RUN_D160_s2 (run_inputs.py and the commands in README.md). Only each
draft's buyer_id, subject and body are read; the tool's statuses and findings are not.
Ids by setting, then buyer id: AR M001-M015, diffusion@160 M016-M030.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s2"), ("diffusion@160", "RUN_D160_s2"))
NOTE = {"ar": "embedded AR model, seed 0", "diffusion@160": "embedded diffusion model, 160 steps"}


def main(root: Path) -> None:
    rows = []
    for setting, run in RUNS:
        lines = (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines()
        drafts = sorted((json.loads(line) for line in lines), key=lambda d: d["buyer_id"])
        for d in drafts:
            draft = {"subject": d["subject"], "body": d["body"]}
            labels = []
            for type_, part, found, expected, note in LABELS[(setting, d["buyer_id"])]:
                if found not in draft[part]:
                    raise SystemExit(f"{setting} {d['buyer_id']}: {found!r} not in the {part}")
                labels.append(
                    {
                        "type": type_,
                        "part": part,
                        "found": found,
                        "expected": expected,
                        "note": note,
                    }
                )
            rows.append(
                {
                    "id": f"M{len(rows) + 1:03d}",
                    "buyer_id": d["buyer_id"],
                    "sender": "s2",
                    "subject": d["subject"],
                    "body": d["body"],
                    "labels": labels,
                    "source": "model",
                    "note": NOTE[setting],
                    "setting": setting,
                }
            )
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
