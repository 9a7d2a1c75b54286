"""Number the natural e-mails (N001-N060, in file order) and apply each one's edit to make its twin
(I001-I060) → natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh64/make_sets.py
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
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural",
                        "note": f"{m.kind}: {m.note}"})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = replace_once(parts[t.part], t.old, t.new, nid)
        for part, old, new in t.more:
            parts[part] = replace_once(parts[part], old, new, nid)
        found = t.found if t.found is not None else t.new
        label = {"type": t.type, "part": t.part, "found": found,
                 "expected": t.expected if t.expected is not None else t.old, "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "twin_of": nid, "note": f"{t.type}: {t.note}"})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
