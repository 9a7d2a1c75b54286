"""Join the labels of model_labels.py to the model runs' journals -> model.jsonl (M001-M030).
Reads only each journal line's buyer_id, subject and body.

Run:  .venv/bin/python tests/data/dev_fresh49/make_model.py R
      (R holds RUN_AR_s1/ and RUN_D160_s1/ from the commands in README.md)
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import AR, D160, LABELS  # noqa: E402

RUNS = ((AR, "RUN_AR_s1"), (D160, "RUN_D160_s1"))


def main(root: Path) -> None:
    out, n = [], 0
    for setting, run in RUNS:
        drafts = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append({"buyer_id": d["buyer_id"], "subject": d["subject"] or "", "body": d["body"] or ""})
        for d in sorted(drafts, key=lambda d: d["buyer_id"]):
            n += 1
            note, labels = LABELS[(setting, d["buyer_id"])]
            labs = []
            for typ, part, found, expected, lnote in labels:
                if found not in d[part]:
                    raise SystemExit(f"M{n:03d} {d['buyer_id']} {setting}: {found!r} not in {part}")
                labs.append(dict(type=typ, part=part, found=found, expected=expected, note=lnote))
            out.append(dict(id=f"M{n:03d}", buyer_id=d["buyer_id"], sender="s1", subject=d["subject"],
                            body=d["body"], labels=labs, source="model", note=note, setting=setting))
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out)
    (HERE / "model.jsonl").write_text(text, encoding="utf-8")
    print(f"{len(out)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
