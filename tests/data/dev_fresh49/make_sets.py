"""Number the e-mails of emails_a.py … emails_c.py (N001-N060) and apply each one's edit to make its
twin (I001-I060) -> natural.jsonl, injected.jsonl. Checks that every edit hits exactly once.

Run:  .venv/bin/python tests/data/dev_fresh49/make_sets.py
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


def replace_once(text: str, old: str, new: str, where: str) -> str:
    n = text.count(old)
    if n != 1:
        raise SystemExit(f"{where}: {old!r} occurs {n} times")
    return text.replace(old, new)


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60, len(mails)
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append(dict(id=nid, buyer_id=m.buyer, sender=m.sender, subject=m.subject,
                            body=m.body, labels=[], source="natural", note=m.note))
        tw = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[tw.part] = replace_once(parts[tw.part], tw.old, tw.new, f"{iid} {tw.part}")
        for part, old, new in tw.also:
            parts[part] = replace_once(parts[part], old, new, f"{iid} {part} (also)")
        found = tw.found if tw.found is not None else tw.new
        if found not in parts[tw.part]:
            raise SystemExit(f"{iid}: found {found!r} not in the twin's {tw.part}")
        label = dict(type=tw.type, part=tw.part, found=found, expected=tw.expected, note=tw.note)
        injected.append(dict(id=iid, buyer_id=m.buyer, sender=m.sender, subject=parts["subject"],
                             body=parts["body"], labels=[label], source="injected",
                             note=f"twin of {nid}: {tw.type}", twin_of=nid))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        (HERE / name).write_text(text, encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
