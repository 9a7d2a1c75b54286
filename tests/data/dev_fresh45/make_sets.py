"""Number the natural e-mails and apply each one's edit -> natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh45/make_sets.py
"""
from __future__ import annotations

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
    if parts[tw.part].count(tw.old) != 1:
        raise SystemExit(f"{nat['id']}: {tw.old!r} occurs {parts[tw.part].count(tw.old)} times")
    parts[tw.part] = parts[tw.part].replace(tw.old, tw.new)
    for part, old, new in tw.more:
        if old not in parts[part]:
            raise SystemExit(f"{nat['id']}: {old!r} not in {part}")
        parts[part] = parts[part].replace(old, new)
    found = tw.found if tw.found is not None else tw.new
    if found not in parts[tw.part]:
        raise SystemExit(f"{nat['id']}: found {found!r} not in the twin's {tw.part}")
    return {
        "id": nat["id"].replace("N", "I"), "buyer_id": nat["buyer_id"], "sender": nat["sender"],
        "subject": parts["subject"], "body": parts["body"],
        "labels": [{"type": tw.type, "part": tw.part, "found": found, "expected": tw.expected,
                    "note": tw.note}],
        "source": "injected", "note": f"twin of {nat['id']}: {tw.type}", "twin_of": nat["id"],
    }


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        nat = {"id": f"N{n:03d}", "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
               "body": m.body, "labels": [], "source": "natural", "note": m.note}
        natural.append(nat)
        injected.append(twin_of(nat, m.twin))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")


if __name__ == "__main__":
    main()
