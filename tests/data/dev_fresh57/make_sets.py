"""Number the e-mails of emails_a.py ... emails_c.py (N001-N060) and apply each one's edit to its
twin (I001-I060) -> natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh57/make_sets.py
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
    if text.count(old) != 1:
        raise SystemExit(f"{where}: {old!r} occurs {text.count(old)} times")
    return text.replace(old, new)


def main() -> None:
    natural, injected = [], []
    for i, m in enumerate(A + B + C, 1):
        nid, tid = f"N{i:03d}", f"I{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        parts = {"subject": m.subject, "body": m.body}
        t = m.twin
        parts[t.part] = replace_once(parts[t.part], t.old, t.new, nid)
        for part, old, new in t.extra:
            parts[part] = replace_once(parts[part], old, new, nid)
        found = t.found if t.found is not None else t.new
        expected = t.expected if t.expected is not None else t.old
        if found not in parts[t.part]:
            raise SystemExit(f"{nid}: found {found!r} not in the twin's {t.part}")
        injected.append({"id": tid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"],
                         "labels": [{"type": t.type, "part": t.part, "found": found,
                                     "expected": expected, "note": t.note}],
                         "source": "injected", "note": m.note, "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
