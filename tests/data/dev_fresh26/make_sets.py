"""Number the e-mails of emails_a.py ... emails_c.py and apply each one's edit:
-> natural.jsonl (N001-N060, labels []) and injected.jsonl (I001-I060, twin_of, one label each).

Run:  .venv/bin/python tests/data/dev_fresh26/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def edit(text: str, old: str, new: str, every: bool, where: str) -> str:
    if old not in text:
        raise SystemExit(f"{where}: {old!r} not found")
    return text.replace(old, new) if every else text.replace(old, new, 1)


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60, len(mails)
    nat, inj = [], []
    for i, m in enumerate(mails, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        nat.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                    "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = edit(parts[t.part], t.old, t.new, t.every, iid)
        for part, old, new in t.also:
            parts[part] = edit(parts[part], old, new, True, iid)
        lab = {"type": t.type, "part": t.part, "found": t.found or t.new, "expected": t.expected,
               "note": t.note}
        inj.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                    "body": parts["body"], "labels": [lab], "source": "injected", "note": t.note,
                    "twin_of": nid})
    for name, rows in (("natural.jsonl", nat), ("injected.jsonl", inj)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")
    print(len(nat), "natural,", len(inj), "injected")


if __name__ == "__main__":
    main()
