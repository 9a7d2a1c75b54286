"""Join the model runs' drafts with the labels written by reading them → model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh9/make_model.py R
R holds RUN_AR_s1/ and RUN_D160_s1/ (see README.md). Only each draft's buyer, subject and body
are read from the runs' drafts.jsonl; the tool's own statuses and findings are not.
A label's `found` that starts with `re:` is a pattern, resolved to the first text it matches in
its part, so garbled text (U+FFFD and stray scripts) need not be copied by hand.
"""

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))
SENDER = "s1"


def resolve(found: str, text: str, where: str) -> str:
    if found.startswith("re:"):
        m = re.search(found[3:], text, flags=re.S)
        if not m:
            raise SystemExit(f"{where}: pattern {found!r} matches nothing")
        return m.group(0)
    if found not in text:
        raise SystemExit(f"{where}: {found!r} is not in the draft")
    return found


def main(root: Path) -> None:
    out, n = [], 0
    for setting, run in RUNS:
        drafts = [json.loads(x) for x in (root / run / "drafts.jsonl").read_text().splitlines()]
        for d in sorted(drafts, key=lambda d: d["buyer_id"]):
            n += 1
            key = (setting, d["buyer_id"])
            if key not in LABELS:
                raise SystemExit(f"no labels written for {key}")
            labels = []
            for kind, part, found, expected, note in LABELS[key]:
                text = d[part]
                labels.append(
                    {"type": kind, "part": part, "found": resolve(found, text, str(key)),
                     "expected": expected, "note": note}
                )
            out.append(
                {"id": f"M{n:03d}", "buyer_id": d["buyer_id"], "sender": SENDER,
                 "subject": d["subject"], "body": d["body"], "labels": labels,
                 "source": "model", "note": f"{setting} draft of the embedded model, seed 0",
                 "setting": setting}
            )
    missing = set(LABELS) - {(m["setting"], m["buyer_id"]) for m in out}
    if missing:
        raise SystemExit(f"labels for drafts not in the runs: {sorted(missing)}")
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for row in out:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(out)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
