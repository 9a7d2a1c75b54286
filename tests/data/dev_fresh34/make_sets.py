"""Number the e-mails and apply each twin's edit -> natural.jsonl and injected.jsonl.

Run: .venv/bin/python tests/data/dev_fresh34/make_sets.py
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
        nid = f"N{i:03d}"
        kind = "follow-up" if m.kind == "follow_up" else "first e-mail"
        nat.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject, "body": m.body,
                    "labels": [], "source": "natural", "note": f"{kind}; {m.note}"})
        t = m.twin
        part = {"subject": m.subject, "body": m.body}
        text = part[t.part]
        if t.type == "company_missing":
            assert text.count(t.old) >= 1, (nid, t.old)
            for k in part:
                part[k] = part[k].replace(t.old, t.new)
        else:
            assert text.count(t.old) == 1, (nid, t.old, text.count(t.old))
            part[t.part] = text.replace(t.old, t.new)
        found = t.found if t.found is not None else t.new
        assert found in part[t.part], (nid, found)
        label = {"type": t.type, "part": t.part, "found": found,
                 "expected": t.expected if t.expected is not None else t.old, "note": t.note}
        inj.append({"id": f"I{i:03d}", "twin_of": nid, "buyer_id": m.buyer, "sender": m.sender,
                    "subject": part["subject"], "body": part["body"], "labels": [label], "source": "injected",
                    "note": f"twin of {nid}: {t.type}"})
    for name, rows in (("natural.jsonl", nat), ("injected.jsonl", inj)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
