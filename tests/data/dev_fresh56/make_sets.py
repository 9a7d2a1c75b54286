"""Number the natural e-mails (N001-N060) and apply each one's edit to make its twin (I001-I060):
writes natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh56/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def replace_once(text: str, old: str, new: str, where: str) -> str:
    if text.count(old) != 1:
        raise SystemExit(f"{where}: {old!r} occurs {text.count(old)} times")
    return text.replace(old, new)


def main() -> None:
    natural, injected = [], []
    for n, m in enumerate(emails_a.MAILS + emails_b.MAILS + emails_c.MAILS, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = replace_once(parts[t.part], t.old, t.new, nid)
        for old, new in t.more:
            hit = [p for p in parts if old in parts[p]]
            if len(hit) != 1:
                raise SystemExit(f"{nid}: {old!r} in {hit}")
            parts[hit[0]] = replace_once(parts[hit[0]], old, new, nid)
        label = {"type": t.type, "part": t.part, "found": t.found or t.new, "expected": t.expected,
                 "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                         "body": parts["body"], "labels": [label], "source": "injected",
                         "note": m.note, "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")


if __name__ == "__main__":
    main()
