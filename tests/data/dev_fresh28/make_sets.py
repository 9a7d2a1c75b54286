"""Number the e-mails and apply the twins' edits -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh28/make_sets.py
"""
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def apply(text: str, edits) -> str:
    for old, new in edits:
        if old not in text:
            raise ValueError(f"edit {old!r} not found")
        text = text.replace(old, new)
    return text


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = apply(parts[t.part], t.edits)
        other = "body" if t.part == "subject" else "subject"
        parts[other] = apply(parts[other], t.other_edits)
        label = {"type": t.type, "part": t.part, "found": t.found or t.edits[-1][1],
                 "expected": t.expected if t.expected is not None else t.edits[-1][0], "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                         "body": parts["body"], "labels": [label], "source": "injected",
                         "note": f"Twin of {nid}: {t.note}", "twin_of": nid})
    counts = Counter(e["labels"][0]["type"] for e in injected)
    assert set(counts.values()) == {6}, counts
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
