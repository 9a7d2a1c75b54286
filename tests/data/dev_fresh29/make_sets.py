"""Numbers the natural e-mails and applies each one's edit -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh29/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def main():
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60
    nat, inj = [], []
    for i, m in enumerate(mails, 1):
        n = {"id": f"N{i:03d}", "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
             "body": m.body, "labels": [], "source": "natural", "note": m.note}
        t = m.twin
        row = {"subject": m.subject, "body": m.body}
        assert row[t.part].count(t.old) == 1, (n["id"], t.old)
        row[t.part] = row[t.part].replace(t.old, t.new)
        for part, old, new in t.also:
            assert old in row[part], (n["id"], old)
            row[part] = row[part].replace(old, new)
        found = t.found if t.found is not None else t.new
        assert found in row[t.part], (n["id"], found)
        lab = {"type": t.type, "part": t.part, "found": found, "expected": t.expected, "note": t.note}
        inj.append({"id": f"I{i:03d}", "buyer_id": m.buyer, "sender": m.sender, **row,
                    "labels": [lab], "source": "injected", "note": f"twin of N{i:03d}: {t.note}",
                    "twin_of": n["id"]})
        nat.append(n)
    for name, rows in (("natural.jsonl", nat), ("injected.jsonl", inj)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
