"""Numbers the e-mails of emails_a/b/c (N001-N060) and applies each one's edit to make its twin
(I001-I060) -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh65/make_sets.py
"""
import csv
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def replace_once(text, old, new, where):
    if text.count(old) != 1:
        raise SystemExit(f"{where}: {old!r} occurs {text.count(old)} times")
    return text.replace(old, new)


def main():
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        buyers = {r["buyer_id"]: r for r in csv.DictReader(fh)}
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60, len(mails)
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        nat = {"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
               "body": m.body, "labels": [], "source": "natural", "note": m.note}
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = replace_once(parts[t.part], t.old, t.new, nid)
        for part, old, new in t.more:
            parts[part] = replace_once(parts[part], old, new, nid)
        if t.type == "company_missing":
            company = buyers[m.buyer]["company"]
            assert company not in parts["subject"] + parts["body"], nid
        found = t.found if t.found is not None else t.new
        assert found in parts[t.part], (nid, found)
        label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected, "note": t.note}
        inj = {"id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
               "body": parts["body"], "labels": [label], "source": "injected",
               "note": f"twin of {nid}: {t.note}", "twin_of": nid}
        natural.append(nat)
        injected.append(inj)
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
