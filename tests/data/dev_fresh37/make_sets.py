"""Number the natural e-mails and apply each one's twin edit → natural.jsonl and injected.jsonl.

N001-N040: emails_a.py and emails_b.py (one per buyer, in buyer order); N041-N060: emails_c.py.
Each twin is I### with `twin_of` its natural e-mail; every `old` of an edit must occur exactly once
in its part, and the label's `found` must be in the edited part.

Run:  .venv/bin/python tests/data/dev_fresh37/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def replace_once(s: str, old: str, new: str, where: str) -> str:
    n = s.count(old)
    if n != 1:
        raise SystemExit(f"{where}: {old!r} occurs {n} times")
    return s.replace(old, new)


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for i, m in enumerate(mails, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": f"{m.kind}; {m.note}"})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        for part, old, new in [(t.part, t.old, t.new)] + t.more:
            parts[part] = replace_once(parts[part], old, new, f"{nid} {part}")
        found = t.found if t.found is not None else t.new
        if found not in parts[t.part]:
            raise SystemExit(f"{iid}: found {found!r} not in {t.part}")
        label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected, "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                         "body": parts["body"], "labels": [label], "source": "injected",
                         "note": f"{m.kind}; one {t.type} error", "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
