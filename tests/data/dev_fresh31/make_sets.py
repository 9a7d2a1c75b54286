"""Number the 60 natural e-mails (N001-N060) and write their twins (I001-I060, each with its one
edit) -> natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh31/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def twin_of(mail):
    t = mail.twin
    parts = {"subject": mail.subject, "body": mail.body}
    if t.type == "company_missing":
        for old, new in t.edits:
            hits = sum(parts[p].count(old) for p in parts)
            assert hits, (mail.buyer, old)
            parts = {p: text.replace(old, new) for p, text in parts.items()}
    else:
        for old, new in t.edits:
            assert parts[t.part].count(old) == 1, (mail.buyer, old)
            parts[t.part] = parts[t.part].replace(old, new)
    found = t.found if t.found is not None else t.edits[0][1]
    assert found in parts[t.part], (mail.buyer, found)
    label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected, "note": t.note}
    return parts, label


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject, "body": m.body,
                        "labels": [], "source": "natural", "note": m.note})
        parts, label = twin_of(m)
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                         "body": parts["body"], "labels": [label], "source": "injected", "twin_of": nid,
                         "note": f"one {label['type']} error: {label['note']}"})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        (HERE / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
