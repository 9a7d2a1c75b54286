"""Number the e-mails of emails_a.py ... emails_c.py (N001-N060 in order) and apply each one's
edit -> natural.jsonl (60 correct e-mails) and injected.jsonl (60 twins, one label each).

Run:  .venv/bin/python tests/data/dev_fresh61/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import MAILS as A  # noqa: E402
from emails_b import MAILS as B  # noqa: E402
from emails_c import MAILS as C  # noqa: E402


def replace_once(text: str, old: str, new: str, where: str) -> str:
    n = text.count(old)
    if n != 1:
        raise SystemExit(f"{where}: {old!r} occurs {n} times")
    return text.replace(old, new)


def main() -> None:
    mails = A + B + C
    assert len(mails) == 60, len(mails)
    natural, injected = [], []
    for i, m in enumerate(mails, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        other = "body" if t.part == "subject" else "subject"
        for old, new in t.edits:
            parts[t.part] = replace_once(parts[t.part], old, new, f"{iid} {t.part}")
        for old, new in t.other:
            parts[other] = replace_once(parts[other], old, new, f"{iid} {other}")
        found = t.found if t.found is not None else t.edits[-1][1]
        if found not in parts[t.part]:
            raise SystemExit(f"{iid}: found {found!r} not in the {t.part}")
        label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected,
                 "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "note": t.note, "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
