"""Numbers the hand-written e-mails N001-N060 and applies each one's edit to make its twin
I001-I060 -> natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh60/make_sets.py
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
    assert len(mails) == 60, len(mails)
    natural, injected = [], []
    for i, m in enumerate(mails, 1):
        nid = f"N{i:03d}"
        nat = {"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject, "body": m.body,
               "labels": [], "source": "natural", "note": f"{m.kind}: {m.note}"}
        twin = {"subject": m.subject, "body": m.body}
        for part, old, new in m.twin.edits:
            assert old in twin[part], (nid, part, old)
            twin[part] = twin[part].replace(old, new)
        t = m.twin
        assert t.found in twin[t.part], (nid, t.found)
        label = {"type": t.type, "part": t.part, "found": t.found, "expected": t.expected, "note": t.note}
        injected.append({"id": f"I{i:03d}", "buyer_id": m.buyer, "sender": m.sender, "subject": twin["subject"],
                         "body": twin["body"], "labels": [label], "source": "injected",
                         "note": f"twin of {nid}: {t.note}", "twin_of": nid})
        natural.append(nat)
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
