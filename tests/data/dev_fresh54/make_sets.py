"""Number the 60 natural e-mails of emails_a.py ... emails_c.py (N001-N060) and apply each one's
edit to make its injected twin (I001-I060, `twin_of` N...): natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh54/make_sets.py
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


def apply(text: str, edits, everywhere: bool, where: str) -> str:
    for old, new in edits:
        n = text.count(old)
        if n == 0 or (n > 1 and not everywhere):
            raise SystemExit(f"{where}: {old!r} occurs {n} times")
        text = text.replace(old, new)
    return text


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected, types = [], [], Counter()
    for i, m in enumerate(mails, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        missing = t.type == "company_missing"
        part = {"subject": m.subject, "body": m.body}
        part[t.part] = apply(part[t.part], t.edits, missing, iid)
        if t.subject_edits:
            part["subject"] = apply(part["subject"], t.subject_edits, True, iid)
        if t.found not in part[t.part]:
            raise SystemExit(f"{iid}: found {t.found!r} not in the edited {t.part}")
        label = {"type": t.type, "part": t.part, "found": t.found, "expected": t.expected,
                 "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": part["subject"], "body": part["body"], "labels": [label],
                         "source": "injected", "note": m.note, "twin_of": nid})
        types[t.type] += 1
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(natural), "natural,", len(injected), "injected;", dict(sorted(types.items())))


if __name__ == "__main__":
    main()
