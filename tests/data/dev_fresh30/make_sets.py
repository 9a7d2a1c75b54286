"""Number the e-mails of emails_a.py ... emails_c.py and apply each twin's edit:
natural.jsonl (N001-N060, labels []) and injected.jsonl (I001-I060, one label each).

    .venv/bin/python tests/data/dev_fresh30/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def replace(text: str, old: str, new: str, every: bool, where: str) -> str:
    n = text.count(old)
    if n == 0 or (n > 1 and not every):
        raise SystemExit(f"{where}: {old!r} occurs {n} times")
    return text.replace(old, new)


def main():
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60, len(mails)
    natural, injected = [], []
    for i, m in enumerate(mails, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = replace(parts[t.part], t.old, t.new, t.every, iid)
        for part, old, new in t.also:
            parts[part] = replace(parts[part], old, new, True, iid)
        found = t.found if t.found is not None else t.new
        if found not in parts[t.part]:
            raise SystemExit(f"{iid}: found {found!r} not in the edited {t.part}")
        label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected, "note": t.note}
        injected.append({"id": iid, "twin_of": nid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "note": f"twin of {nid}: {t.note}"})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")


if __name__ == "__main__":
    main()
