"""Number the natural e-mails (N001-N060) and apply each one's edit to make its twin
(I001-I060) -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh36/make_sets.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import MAILS as A  # noqa: E402
from emails_b import MAILS as B  # noqa: E402
from emails_c import MAILS as C  # noqa: E402


def replace_once(text: str, old: str, new: str, where: str) -> str:
    n = text.count(old)
    if n != 1:
        raise SystemExit(f"{where}: {old!r} occurs {n} times")
    return text.replace(old, new)


def main() -> None:
    mails = A + B + C
    assert len(mails) == 60, len(mails)
    natural, injected = [], []
    for i, m in enumerate(mails, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer_id, "sender": m.sender,
                        "subject": m.subject, "body": m.body, "labels": [],
                        "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        for part, old, new in [(t.part, t.old, t.new)] + list(t.also):
            parts[part] = replace_once(parts[part], old, new, nid)
        found = t.found if t.found is not None else t.new
        if found not in parts[t.part]:
            raise SystemExit(f"{iid}: found {found!r} not in the twin's {t.part}")
        injected.append({"id": iid, "buyer_id": m.buyer_id, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"],
                         "labels": [{"type": t.type, "part": t.part, "found": found,
                                     "expected": t.expected, "note": t.note}],
                         "source": "injected", "twin_of": nid, "note": t.note})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(natural)} natural and {len(injected)} injected e-mails")


if __name__ == "__main__":
    main()
