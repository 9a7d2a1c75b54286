"""Join the labels of model_labels.py to the model runs' journals -> model.jsonl.

Reads only `buyer_id`, `subject` and `body` of R/RUN_AR_s1/drafts.jsonl and
R/RUN_D160_s1/drafts.jsonl (the runs of the README). Ids by setting, then buyer id: AR
M001-M015, diffusion@160 M016-M030.

Run:  .venv/bin/python tests/data/dev_fresh23/make_model.py R
"""
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def span(text: str, found, where: str) -> str:
    """`found` itself; for a pair (start, end) the shortest span from `start` to `end`, or from
    `start` to the end of the text when `end` is None."""
    if isinstance(found, str):
        if found not in text:
            raise SystemExit(f"{where}: {found!r} not in the text")
        return found
    start, end = found
    if end is None:
        i = text.find(start)
        if i == -1:
            raise SystemExit(f"{where}: {start!r} not in the text")
        return text[i:]
    best = None
    i = text.find(start)
    while i != -1:
        j = text.find(end, i + len(start) - len(end) if len(end) <= len(start) else i)
        while j != -1 and j + len(end) < i + len(start):
            j = text.find(end, j + 1)
        if j != -1:
            s = text[i:j + len(end)]
            if best is None or len(s) < len(best):
                best = s
        i = text.find(start, i + 1)
    if best is None:
        raise SystemExit(f"{where}: no span from {start!r} to {end!r}")
    return best


def main(r: Path) -> None:
    rows, n = [], 0
    for setting, run in RUNS:
        drafts = {}
        for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts[d["buyer_id"]] = (d["subject"], d["body"])
        for bid in sorted(drafts):
            n += 1
            subject, body = drafts[bid]
            note, labels = LABELS[(setting, bid)]
            out = []
            for k, (typ, part, found, expected, lnote) in enumerate(labels, 1):
                text = subject if part == "subject" else body
                out.append({"type": typ, "part": part,
                            "found": span(text, found, f"M{n:03d} label {k}"),
                            "expected": expected, "note": lnote})
            rows.append({"id": f"M{n:03d}", "buyer_id": bid, "sender": "s1", "subject": subject,
                         "body": body, "labels": out, "source": "model", "note": note,
                         "setting": setting})
    assert n == 30 and len(LABELS) == 30, (n, len(LABELS))
    (HERE / "model.jsonl").write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in rows),
                                      encoding="utf-8")
    for setting, _ in RUNS:
        sel = [x for x in rows if x["setting"] == setting]
        c = Counter(lab["type"] for x in sel for lab in x["labels"])
        parts = Counter(lab["part"] for x in sel for lab in x["labels"])
        clean = sum(1 for x in sel if not x["labels"])
        print(f"{setting}: {len(sel)} drafts, {clean} clean, labels {dict(c.most_common())}, parts {dict(parts)}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
