"""Numbers the natural e-mails of dev_fresh68 and applies each one's edit:
writes natural.jsonl (N001-N060) and injected.jsonl (I001-I060, one label each).

Run:  .venv/bin/python tests/data/dev_fresh68/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a, emails_b, emails_c  # noqa: E402


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for i, m in enumerate(mails, 1):
        nid = f"N{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": f"{m.kind}; {m.note}"})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        if t.repl:
            for old, new in t.repl:
                hits = [p for p in parts if old in parts[p]]
                assert len(hits) == 1 and parts[hits[0]].count(old) == 1, (nid, old)
                parts[hits[0]] = parts[hits[0]].replace(old, new)
        else:
            assert parts[t.part].count(t.old) == 1, (nid, t.old)
            parts[t.part] = parts[t.part].replace(t.old, t.new)
        found = t.found if t.found is not None else t.new
        expected = t.expected if t.expected is not None else t.old
        assert found in parts[t.part], (nid, found)
        label = {"type": t.type, "part": t.part, "found": found, "expected": expected, "note": t.note}
        injected.append({"id": f"I{i:03d}", "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                         "body": parts["body"], "labels": [label], "source": "injected",
                         "note": f"twin of {nid}: {t.type}", "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
