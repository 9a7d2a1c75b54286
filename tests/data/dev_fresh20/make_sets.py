"""Number the e-mails and apply each twin's one edit -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh20/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def twin(e, tw):
    parts = {"subject": e.subject, "body": e.body}
    if tw.type == "company_missing":
        for old, new in tw.old:
            hit = [p for p in parts if old in parts[p]]
            assert hit, old
            for p in hit:
                parts[p] = parts[p].replace(old, new)
    else:
        assert parts[tw.part].count(tw.old) == 1, (e.buyer, tw.old)
        parts[tw.part] = parts[tw.part].replace(tw.old, tw.new)
    return parts


def main():
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60
    nat, inj = [], []
    for i, e in enumerate(mails, 1):
        nid = f"N{i:03d}"
        nat.append({"id": nid, "buyer_id": e.buyer, "sender": e.sender, "subject": e.subject, "body": e.body,
                    "labels": [], "source": "natural", "note": e.note})
        tw = e.twin
        parts = twin(e, tw)
        lab = {"type": tw.type, "part": tw.part, "found": tw.found or tw.new, "expected": tw.expected, "note": tw.note}
        inj.append({"id": f"I{i:03d}", "buyer_id": e.buyer, "sender": e.sender, "subject": parts["subject"],
                    "body": parts["body"], "labels": [lab], "source": "injected", "note": tw.note, "twin_of": nid})
    for name, rows in (("natural.jsonl", nat), ("injected.jsonl", inj)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
