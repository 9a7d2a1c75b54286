"""Number the natural e-mails (N001-N060) and apply each one's edit (I001-I060, `twin_of`) ->
natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh33/make_sets.py
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
    n = parts[t.part].count(t.old)
    if n != 1:
        raise SystemExit(f"{mail.buyer}: {t.old!r} occurs {n} times in the {t.part}")
    parts[t.part] = parts[t.part].replace(t.old, t.new)
    for old, new in t.also:
        if t.type != "company_missing":
            raise SystemExit(f"{mail.buyer}: `also` is for company_missing only")
        if not any(old in p for p in parts.values()):
            raise SystemExit(f"{mail.buyer}: {old!r} not found")
        parts = {k: v.replace(old, new) for k, v in parts.items()}
    found = t.found or t.new
    if found not in parts[t.part]:
        raise SystemExit(f"{mail.buyer}: found {found!r} not in the twin's {t.part}")
    label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected, "note": t.note}
    return parts, label


def main():
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for i, m in enumerate(mails, 1):
        nid = f"N{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        parts, label = twin_of(m)
        injected.append({"id": f"I{i:03d}", "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "note": f"twin of {nid}: {m.twin.note}",
                         "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
