"""Numbers the e-mails of emails_a/b/c.py (N001-N060) and applies each one's edit -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh67/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def swap(text: str, old: str, new: str, every: bool) -> str:
    assert old in text, old
    return text.replace(old, new) if every else text.replace(old, new, 1)


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60
    nat, inj = [], []
    for i, m in enumerate(mails, 1):
        nid = f"N{i:03d}"
        nat.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject, "body": m.body,
                    "labels": [], "source": "natural", "note": f"{m.kind}; {m.note}"})
        t = m.twin
        every = t.type == "company_missing"
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = swap(parts[t.part], t.old, t.new, every)
        for part, old, new in t.extra:
            parts[part] = swap(parts[part], old, new, True)
        label = {"type": t.type, "part": t.part, "found": t.found or t.new, "expected": t.expected, "note": t.note}
        inj.append({"id": f"I{i:03d}", "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                    "body": parts["body"], "labels": [label], "source": "injected", "twin_of": nid,
                    "note": t.note})
    for name, rows in (("natural.jsonl", nat), ("injected.jsonl", inj)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
