"""Number the hand-written e-mails and apply each one's edit -> natural.jsonl, injected.jsonl.

    .venv/bin/python tests/data/dev_fresh39/make_sets.py

N001-N060 are the e-mails of emails_a.py, emails_b.py, emails_c.py in order; I001-I060 their
twins (I00k is the twin of N00k). Every edit must find its text exactly once (company_missing:
at least once, every occurrence replaced), and the label's `found` must be in the edited part.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402
from mail import Mail, Twin  # noqa: E402


def apply(mail: Mail) -> tuple[str, str]:
    t: Twin = mail.twin
    olds = t.old if isinstance(t.old, tuple) else (t.old,)
    news = t.new if isinstance(t.new, tuple) else (t.new,)
    assert len(olds) == len(news), mail.buyer
    parts = {"subject": mail.subject, "body": mail.body}
    if t.every:
        hits = 0
        for old, new in zip(olds, news):
            for p in parts:
                hits += parts[p].count(old)
                parts[p] = parts[p].replace(old, new)
        assert hits >= 1, (mail.buyer, t)
    else:
        for old, new in zip(olds, news):
            assert parts[t.part].count(old) == 1, (mail.buyer, old, parts[t.part].count(old))
            parts[t.part] = parts[t.part].replace(old, new)
    return parts["subject"], parts["body"]


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender,
                        "subject": m.subject, "body": m.body, "labels": [],
                        "source": "natural", "note": m.note})
        subject, body = apply(m)
        t = m.twin
        found = t.found or (t.new[0] if isinstance(t.new, tuple) else t.new)
        part_text = subject if t.part == "subject" else body
        assert found in part_text, (nid, found)
        label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected,
                 "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": subject, "body": body, "labels": [label],
                         "source": "injected", "note": f"twin of {nid}: {t.note}",
                         "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")


if __name__ == "__main__":
    main()
