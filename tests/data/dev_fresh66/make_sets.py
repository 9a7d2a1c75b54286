"""Number the e-mails of emails_a.py ... emails_c.py (N001-N060) and apply each one's edit:
natural.jsonl (60 correct e-mails) and injected.jsonl (60 twins, one error each).

Run:  .venv/bin/python tests/data/dev_fresh66/make_sets.py
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
    for i, m in enumerate(mails, 1):
        nid, tid = f"N{i:03d}", f"T{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        for part, old, new in ((t.part, t.old, t.new),) + tuple(t.also):
            parts[part] = replace_once(parts[part], old, new, nid)
        found = t.found if t.found is not None else t.new
        if found not in parts[t.part]:
            raise SystemExit(f"{nid}: found {found!r} not in the twin's {t.part}")
        label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected, "note": t.note}
        injected.append({"id": tid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                         "body": parts["body"], "labels": [label], "source": "injected",
                         "note": f"twin of {nid}: {t.note}", "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
