"""Number the e-mails and apply each twin's edit -> natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh27/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        if parts[t.part].count(t.old) != 1:
            raise SystemExit(f"{nid}: {t.old!r} occurs {parts[t.part].count(t.old)} times in {t.part}")
        parts[t.part] = parts[t.part].replace(t.old, t.new)
        for part, old, new in t.also:
            if old not in parts[part]:
                raise SystemExit(f"{nid}: {old!r} not in {part}")
            parts[part] = parts[part].replace(old, new)
        found = t.found or t.new
        if found not in parts[t.part]:
            raise SystemExit(f"{nid}: found {found!r} not in the twin's {t.part}")
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                         "body": parts["body"], "source": "injected", "twin_of": nid,
                         "labels": [{"type": t.type, "part": t.part, "found": found,
                                     "expected": t.expected, "note": t.note}],
                         "note": m.note})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
