"""Numbers the e-mails (N001-N060) and applies each one's edit to its twin (I001-I060).

Run:  .venv/bin/python tests/data/dev_fresh21/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def twin(m, nid, iid):
    typ, part, old, new, note = m.edit
    parts = {"subject": m.subject, "body": m.body}
    if typ == "company_missing":
        for o, n in old:
            hits = [p for p in parts if o in parts[p]]
            assert len(hits) == 1 and parts[hits[0]].count(o) == 1, (nid, o)
            parts[hits[0]] = parts[hits[0]].replace(o, n)
        found = m.found or new
    else:
        assert parts[part].count(old) == 1, (nid, old)
        parts[part] = parts[part].replace(old, new)
        found = m.found or new
    expected = m.expected or old
    assert found in parts[part], (nid, found)
    label = {"type": typ, "part": part, "found": found, "expected": expected, "note": note}
    return {"id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
            "body": parts["body"], "labels": [label], "source": "injected", "twin_of": nid,
            "note": f"twin of {nid}: one {typ} error"}


def main():
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60
    nat, inj = [], []
    for i, m in enumerate(mails, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        nat.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                    "body": m.body, "labels": [], "source": "natural",
                    "note": f"{m.kind}; {m.lang}; {m.note}"})
        inj.append(twin(m, nid, iid))
    for name, rows in (("natural.jsonl", nat), ("injected.jsonl", inj)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")


if __name__ == "__main__":
    main()
