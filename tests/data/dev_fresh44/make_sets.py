"""Number the natural e-mails (N001-N060) and apply each one's twin edit (I001-I060):
writes natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh44/make_sets.py
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402

KIND = {
    "cold": "First e-mail (cold introduction)",
    "reply": "First e-mail (answers a meeting or request the buyer's note records)",
    "follow_up": "Follow-up (on the writer's own earlier e-mail, offer or sample)",
}


def apply(mail) -> dict[str, str]:
    parts = {"subject": mail.subject, "body": mail.body}
    for part, old, new in mail.twin.edits:
        n = parts[part].count(old)
        if n != 1:
            raise SystemExit(f"{mail.buyer}: {old!r} occurs {n} times in the {part}")
        parts[part] = parts[part].replace(old, new)
    if mail.twin.found not in parts[mail.twin.part]:
        raise SystemExit(f"{mail.buyer}: found {mail.twin.found!r} not in the twin's {mail.twin.part}")
    return parts


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60, len(mails)
    natural, injected = [], []
    for n, mail in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append({"id": nid, "buyer_id": mail.buyer, "sender": mail.sender,
                        "subject": mail.subject, "body": mail.body, "labels": [],
                        "source": "natural", "note": f"{KIND[mail.kind]}. {mail.note}"})
        parts = apply(mail)
        t = mail.twin
        injected.append({"id": iid, "buyer_id": mail.buyer, "sender": mail.sender,
                         "subject": parts["subject"], "body": parts["body"],
                         "labels": [{"type": t.type, "part": t.part, "found": t.found,
                                     "expected": t.expected, "note": t.note}],
                         "source": "injected", "twin_of": nid,
                         "note": f"Twin of {nid} with one {t.type} error."})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        (HERE / name).write_text(text, encoding="utf-8")
    print("twin types:", dict(sorted(Counter(m.twin.type for m in mails).items())))
    print("kinds:", dict(Counter(m.kind for m in mails)))
    print("senders:", dict(sorted(Counter(m.sender for m in mails).items())))


if __name__ == "__main__":
    main()
