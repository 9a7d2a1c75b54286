"""Number the natural e-mails and apply each one's edit → natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh9/make_sets.py
Natural e-mails are N001-N060 in the order of emails_a.py, emails_b.py, emails_c.py; the twin of
Nxxx is Txxx, with exactly one label: the edit written next to the e-mail.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def replace_once(text: str, old: str, new: str, where: str) -> str:
    if text.count(old) != 1:
        raise SystemExit(f"{where}: {old!r} occurs {text.count(old)} times, not once")
    return text.replace(old, new)


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        nid, tid = f"N{n:03d}", f"T{n:03d}"
        base = {"buyer_id": m.buyer_id, "sender": m.sender}
        natural.append(
            {"id": nid, **base, "subject": m.subject, "body": m.body, "labels": [],
             "source": "natural", "note": m.note}
        )
        parts = {"subject": m.subject, "body": m.body}
        e = m.edit
        parts[e.part] = replace_once(parts[e.part], e.old, e.new, nid)
        for part, old, new in e.more:
            parts[part] = replace_once(parts[part], old, new, nid)
        label = {
            "type": e.type,
            "part": e.part,
            "found": e.new if e.found is None else e.found,
            "expected": e.old if e.expected is None else e.expected,
            "note": e.note,
        }
        injected.append(
            {"id": tid, **base, **parts, "labels": [label], "source": "injected",
             "note": e.note, "twin_of": nid}
        )
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
