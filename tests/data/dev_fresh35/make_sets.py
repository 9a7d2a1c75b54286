"""Numbers the natural e-mails (emails_a, emails_b, emails_c in order: N001-N060) and applies each
one's edit to make its twin (I001-I060, twin_of N...) -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh35/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def twin_of(nat: dict, tw) -> dict:
    parts = {"subject": nat["subject"], "body": nat["body"]}
    for part, old, new in tw.edits:
        n = parts[part].count(old)
        if n != tw.count:
            raise SystemExit(f"{nat['id']}: {old!r} occurs {n} times in the {part}")
        parts[part] = parts[part].replace(old, new)
    label_part = tw.edits[0][0]
    if tw.found not in parts[label_part]:
        raise SystemExit(f"{nat['id']}: found {tw.found!r} not in the twin's {label_part}")
    label = {"type": tw.type, "part": label_part, "found": tw.found, "expected": tw.expected,
             "note": tw.why}
    return {"id": "I" + nat["id"][1:], "buyer_id": nat["buyer_id"], "sender": nat["sender"],
            "subject": parts["subject"], "body": parts["body"], "labels": [label],
            "source": "injected", "note": f"twin of {nat['id']}: {tw.why}", "twin_of": nat["id"]}


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for i, m in enumerate(mails, 1):
        nat = {"id": f"N{i:03d}", "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
               "body": m.body, "labels": [], "source": "natural", "note": m.note}
        natural.append(nat)
        injected.append(twin_of(nat, m.twin))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
