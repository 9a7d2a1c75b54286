"""Number the e-mails of emails_a.py ... emails_c.py (N001-N060) and apply each one's edit to
make its twin (I001-I060) -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh58/make_sets.py
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
    mails = A + B + C
    assert len(mails) == 60, len(mails)
    natural, injected = [], []
    for i, m in enumerate(mails, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = replace_once(parts[t.part], t.old, t.new, iid)
        for part, old, new in t.more:
            if old not in parts[part]:
                raise SystemExit(f"{iid}: {old!r} not in {part}")
            parts[part] = parts[part].replace(old, new)
        found = t.found or t.new
        if found not in parts[t.part]:
            raise SystemExit(f"{iid}: found {found!r} not in {t.part}")
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                         "body": parts["body"],
                         "labels": [{"type": t.type, "part": t.part, "found": found,
                                     "expected": t.expected or t.old, "note": t.note}],
                         "source": "injected", "note": m.note, "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
