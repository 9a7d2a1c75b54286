"""Number the e-mails (emails_a, emails_b, emails_c in order) and apply each one's edit:
-> natural.jsonl (N001-N060) and injected.jsonl (I001-I060, `twin_of` the N with the same number).

Run:  .venv/bin/python tests/data/dev_fresh32/make_sets.py
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
    if t.every:
        assert t.old in parts[t.part], (mail.buyer, t.old)
        parts = {k: v.replace(t.old, t.new) for k, v in parts.items()}
    else:
        assert parts[t.part].count(t.old) == 1, (mail.buyer, t.old)
        parts[t.part] = parts[t.part].replace(t.old, t.new)
    found = t.found if t.found is not None else t.new
    assert found and found in parts[t.part], (mail.buyer, found)
    label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected, "note": t.note}
    return parts, label


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60
    nat, inj = [], []
    for n, m in enumerate(mails, 1):
        nid = f"N{n:03d}"
        nat.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                    "body": m.body, "labels": [], "source": "natural", "note": m.note})
        parts, label = twin_of(m)
        inj.append({"id": f"I{n:03d}", "buyer_id": m.buyer, "sender": m.sender,
                    "subject": parts["subject"], "body": parts["body"], "labels": [label],
                    "source": "injected", "note": m.twin.note, "twin_of": nid})
    for name, rows in (("natural.jsonl", nat), ("injected.jsonl", inj)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
