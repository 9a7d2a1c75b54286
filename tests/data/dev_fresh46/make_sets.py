"""Number the e-mails of emails_a.py ... emails_c.py and apply each one's edit: writes
natural.jsonl (N001-N060, `labels: []`) and injected.jsonl (I001-I060, `twin_of`, one label each).

Run:  .venv/bin/python tests/data/dev_fresh46/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def edit(parts: dict[str, str], part: str, old: str, new: str, where: str) -> None:
    n = parts[part].count(old)
    if n != 1:
        raise SystemExit(f"{where}: {old!r} occurs {n} times in the {part}")
    parts[part] = parts[part].replace(old, new)


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    assert len(mails) == 60, len(mails)
    natural, injected = [], []
    for i, m in enumerate(mails, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        natural.append({
            "id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
            "body": m.body, "labels": [], "source": "natural",
            "note": f"{m.kind}; {m.lang}; {m.note}",
        })
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        edit(parts, t.part, t.old, t.new, iid)
        for part, old, new in t.more:
            edit(parts, part, old, new, iid)
        found = t.found or t.new
        if found not in parts[t.part]:
            raise SystemExit(f"{iid}: found {found!r} not in the {t.part}")
        injected.append({
            "id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
            "body": parts["body"],
            "labels": [{"type": t.type, "part": t.part, "found": found, "expected": t.expected,
                        "note": t.note}],
            "source": "injected", "note": f"twin of {nid}: {t.note}", "twin_of": nid,
        })
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8", newline="\n") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
