"""Number the hand-written e-mails and apply each one's edit -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh62/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import MAILS as A  # noqa: E402
from emails_b import MAILS as B  # noqa: E402
from emails_c import MAILS as C  # noqa: E402


def apply(text: str, old: str, new: str, every: bool, where: str) -> str:
    if old not in text:
        raise SystemExit(f"{where}: {old!r} not found")
    return text.replace(old, new) if every else text.replace(old, new, 1)


def main() -> None:
    mails = A + B + C
    assert len(mails) == 60, len(mails)
    natural, injected = [], []
    for i, m in enumerate(mails, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = apply(parts[t.part], t.old, t.new, t.every, nid)
        for part, old, new in t.more:
            parts[part] = apply(parts[part], old, new, True, nid)
        label = {"type": t.type, "part": t.part, "found": t.found or t.new, "expected": t.expected, "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                         "body": parts["body"], "labels": [label], "source": "injected", "note": m.note,
                         "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
