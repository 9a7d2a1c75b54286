"""Number the natural e-mails and apply each one's edit -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh10/make_sets.py
N001-N040 are the first e-mails (emails_a.py, emails_b.py), N041-N060 the second ones
(emails_c.py); twin T0nn is N0nn with its one edit. Every edit must apply where it says,
and its `found` must be in the twin's labelled part, or the script stops.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def twin(n: int, m) -> dict:
    e = m.edit
    parts = {"subject": m.subject, "body": m.body}
    if e.type == "company_missing":
        for old, new in e.everywhere:
            hits = [p for p in parts if old in parts[p]]
            if not hits:
                raise SystemExit(f"N{n:03d}: {old!r} is in neither part")
            for p in hits:
                parts[p] = parts[p].replace(old, new)
    else:
        if e.old not in parts[e.part]:
            raise SystemExit(f"N{n:03d}: {e.old!r} is not in the {e.part}")
        parts[e.part] = parts[e.part].replace(e.old, e.new, 1)
    found = e.new if e.found is None else e.found
    if found not in parts[e.part]:
        raise SystemExit(f"N{n:03d}: found {found!r} is not in the twin's {e.part}")
    label = {
        "type": e.type,
        "part": e.part,
        "found": found,
        "expected": e.old if e.expected is None else e.expected,
        "note": e.note,
    }
    return {
        "id": f"T{n:03d}",
        "buyer_id": m.buyer_id,
        "sender": m.sender,
        "subject": parts["subject"],
        "body": parts["body"],
        "labels": [label],
        "source": "injected",
        "twin_of": f"N{n:03d}",
        "note": f"twin of N{n:03d}: one {e.type} error",
    }


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        natural.append(
            {
                "id": f"N{n:03d}",
                "buyer_id": m.buyer_id,
                "sender": m.sender,
                "subject": m.subject,
                "body": m.body,
                "labels": [],
                "source": "natural",
                "note": m.note,
            }
        )
        injected.append(twin(n, m))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
