"""Number the 60 natural e-mails (N001-N060) and apply each one's edit to make its twin
(I001-I060) → natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh38/make_sets.py
"""
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import MAILS as A  # noqa: E402
from emails_b import MAILS as B  # noqa: E402
from emails_c import MAILS as C  # noqa: E402


def twin_of(mail):
    t = mail.twin
    parts = {"subject": mail.subject, "body": mail.body}
    if t.type == "company_missing":
        assert t.forms, mail.note
        for name in ("subject", "body"):
            for form in t.forms:
                parts[name] = parts[name].replace(form, t.new)
        assert t.old in getattr(mail, t.part), (mail.note, t.old)
    else:
        text = parts[t.part]
        assert text.count(t.old) == 1, (mail.buyer, t.old, text.count(t.old))
        parts[t.part] = text.replace(t.old, t.new)
    found = t.found or t.new
    assert found in parts[t.part], (mail.buyer, found)
    label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected,
             "note": t.note}
    return parts, label


def main() -> None:
    mails = A + B + C
    assert len(mails) == 60, len(mails)
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        parts, label = twin_of(m)
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "note": label["note"], "twin_of": nid})
    types = Counter(e["labels"][0]["type"] for e in injected)
    assert all(v == 6 for v in types.values()) and len(types) == 10, types
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected; types {dict(sorted(types.items()))}")


if __name__ == "__main__":
    main()
