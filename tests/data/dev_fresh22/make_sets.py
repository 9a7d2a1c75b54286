"""Number the e-mails of emails_a.py ... emails_c.py and apply each one's edit: writes
natural.jsonl (N001-N060) and injected.jsonl (I001-I060, I00k the twin of N00k).

Run:  .venv/bin/python tests/data/dev_fresh22/make_sets.py
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
    natural, injected = [], []
    for k, m in enumerate(mails, 1):
        nid, iid = f"N{k:03d}", f"I{k:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = replace_once(parts[t.part], t.old, t.new, iid)
        for part, old, new in t.more:
            if t.type != "company_missing":
                raise SystemExit(f"{iid}: more edits are for company_missing only")
            parts[part] = replace_once(parts[part], old, new, iid)
        label = {"type": t.type, "part": t.part, "found": t.found or t.new,
                 "expected": t.expected, "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "note": f"twin of {nid}: {t.note}",
                         "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
