"""Number the e-mails of emails_a/b/c.py and apply each twin's edit: natural.jsonl (N001-N060)
and injected.jsonl (I001-I060, I0nn the twin of N0nn).

Run:  .venv/bin/python tests/data/dev_fresh24/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def twin(mail):
    e = mail.edit
    parts = {"subject": mail.subject, "body": mail.body}
    if e.every:
        assert e.type == "company_missing", e
        for old, new in [(e.old, e.new), *e.more]:
            assert any(old in text for text in parts.values()), (mail.buyer, old)
            parts = {k: v.replace(old, new) for k, v in parts.items()}
    else:
        assert parts[e.part].count(e.old) == 1, (mail.buyer, e.old)
        parts[e.part] = parts[e.part].replace(e.old, e.new)
    found = e.found if e.found is not None else e.new
    assert found in parts[e.part], (mail.buyer, found)
    label = {"type": e.type, "part": e.part, "found": found, "expected": e.expected, "note": e.why}
    return parts, label


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60
    natural, injected = [], []
    for n, mail in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append({"id": nid, "buyer_id": mail.buyer, "sender": mail.sender,
                        "subject": mail.subject, "body": mail.body, "labels": [],
                        "source": "natural", "note": mail.note})
        parts, label = twin(mail)
        injected.append({"id": iid, "buyer_id": mail.buyer, "sender": mail.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "twin_of": nid, "note": label["note"]})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
