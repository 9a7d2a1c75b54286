"""Number the e-mails of emails_a/b/c.py and apply each one's edit -> natural.jsonl, injected.jsonl.

N001-N060 in file order; twin I0NN of N0NN. Every edit's `old` must occur exactly once in its
part, the label's `found` must be in the twin, and each of the 10 types must label 6 twins.

Run:  .venv/bin/python tests/data/dev_fresh23/make_sets.py
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

TYPES = ["company_misspelled", "company_foreign", "company_missing", "contact_wrong", "title_wrong",
         "category_wrong", "country_wrong", "sender_wrong", "artifact", "note_wrong"]


def apply(text: str, edits, where: str) -> str:
    for old, new in edits:
        n = text.count(old)
        if n != 1:
            raise SystemExit(f"{where}: {old!r} occurs {n} times")
        text = text.replace(old, new)
    return text


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60, len(mails)
    natural, injected, types = [], [], Counter()
    for n, m in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        other = "body" if t.part == "subject" else "subject"
        parts[t.part] = apply(parts[t.part], t.edits, f"{iid} {t.part}")
        if t.other:
            assert t.type == "company_missing", iid
            parts[other] = apply(parts[other], t.other, f"{iid} {other}")
        if t.found not in parts[t.part]:
            raise SystemExit(f"{iid}: found {t.found!r} not in the twin's {t.part}")
        types[t.type] += 1
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"],
                         "labels": [{"type": t.type, "part": t.part, "found": t.found,
                                     "expected": t.expected, "note": t.note}],
                         "source": "injected", "note": t.note, "twin_of": nid})
    bad = {k: types[k] for k in TYPES if types[k] != 6}
    if bad or set(types) - set(TYPES):
        raise SystemExit(f"label types off: {dict(types)}")
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")
    kinds = Counter(m.kind for m in mails)
    langs = Counter(m.lang for m in mails)
    senders = Counter(m.sender for m in mails)
    print(f"60 natural, 60 injected; kinds {dict(kinds)}; senders {dict(sorted(senders.items()))}")
    print("languages", dict(langs.most_common()))


if __name__ == "__main__":
    main()
