"""Join the run journals to the hand-written labels → model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh17/make_model.py R   (R holds RUN_AR_s1, RUN_D160_s1)
Only each draft's subject and body are read; the tool's statuses and findings are not.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from model_labels import LABELS, WHOLE  # noqa: E402

HERE = Path(__file__).resolve().parent
RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def resolve(found, text: str, where: str) -> str:
    """The exact labelled text: as written, the whole part, or the span between two markers."""
    if found == WHOLE:
        return text
    if isinstance(found, tuple):
        start, end = found
        i = text.find(start)
        if i < 0:
            raise SystemExit(f"{where}: {start!r} not found")
        j = len(text) if end is None else text.find(end, i + len(start))
        if j < 0:
            raise SystemExit(f"{where}: {end!r} not found after {start!r}")
        return text[i + len(start):j]
    if found not in text:
        raise SystemExit(f"{where}: {found!r} not found")
    return found


def main(root: Path) -> None:
    rows, n = [], 0
    for setting, run in RUNS:
        drafts = [json.loads(line) for line in (root / run / "drafts.jsonl").read_text("utf-8").splitlines()]
        for d in sorted(drafts, key=lambda d: d["buyer_id"]):
            n += 1
            note, labels = LABELS[(setting, d["buyer_id"])]
            where = f"{setting} {d['buyer_id']}"
            out = [{**lab, "found": resolve(lab["found"], d[lab["part"]], where)} for lab in labels]
            rows.append({"id": f"M{n:03d}", "buyer_id": d["buyer_id"], "sender": "s1",
                         "subject": d["subject"], "body": d["body"], "labels": out,
                         "source": "model", "note": note, "setting": setting})
    if len(rows) != len(LABELS):
        raise SystemExit(f"{len(rows)} drafts but {len(LABELS)} labelled")
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        fh.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
