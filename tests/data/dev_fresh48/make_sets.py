"""Number the e-mails of emails_a/b/c.py (N001-N060) and apply each one's edit to make its twin
(I001-I060) -> natural.jsonl and injected.jsonl. Every edit must find its text exactly as often
as it says, and every label's `found` must occur in the twin's part.

Run:  .venv/bin/python tests/data/dev_fresh48/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def edit(text: str, old: str, new: str, count: int, where: str) -> str:
    n = text.count(old)
    if n != count:
        raise SystemExit(f"{where}: {old!r} occurs {n} times, expected {count}")
    return text.replace(old, new)


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60, len(mails)
    natural, injected = [], []
    for i, m in enumerate(mails, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = edit(parts[t.part], t.old, t.new, t.count, nid)
        for part, old, new, count in t.also:
            parts[part] = edit(parts[part], old, new, count, nid)
        found = t.found if t.found is not None else t.new
        if found not in parts[t.part]:
            raise SystemExit(f"{iid}: found {found!r} not in the twin's {t.part}")
        label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected,
                 "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "note": t.note, "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
