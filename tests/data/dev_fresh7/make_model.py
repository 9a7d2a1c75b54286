"""Joins the model runs' drafts to the labels in model_labels.py -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh7/make_model.py R
R holds RUN_AR_s1/ and RUN_D160_s1/ (see README.md). Only buyer_id, subject and body are read
from the run journals; the tool's statuses and findings are not used.
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
        lines = (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines()
        drafts = sorted((json.loads(line) for line in lines), key=lambda d: d["buyer_id"])
        for d in drafts:
            labels = LABELS[(setting, d["buyer_id"])]
            for _type, part, found, _, _ in labels:
                if found not in d[part]:
                    raise SystemExit(f"{setting} {d['buyer_id']}: {found!r} not in the {part}")
            rows.append(
                {
                    "id": f"M{len(rows) + 1:03d}",
                    "buyer_id": d["buyer_id"],
                    "sender": "s1",
                    "subject": d["subject"],
                    "body": d["body"],
                    "labels": [
                        dict(zip(("type", "part", "found", "expected", "note"), lab, strict=True))
                        for lab in labels
                    ],
                    "source": "model",
                    "note": f"{setting} draft of the embedded model, seed 0; "
                    + ("clean" if not labels else f"{len(labels)} label(s)"),
                    "setting": setting,
                }
            )
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    (HERE / "model.jsonl").write_text(text, encoding="utf-8")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
