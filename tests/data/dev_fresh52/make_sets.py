"""Number the e-mails of emails_a.py … emails_c.py and apply each one's edit: writes
natural.jsonl (N001-N060) and injected.jsonl (I001-I060, twin_of N…).

Run:  .venv/bin/python tests/data/dev_fresh52/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import MAILS as A  # noqa: E402
from emails_b import MAILS as B  # noqa: E402
from emails_c import MAILS as C  # noqa: E402


def edit(text: str, old: str, new: str, where: str) -> str:
    if text.count(old) != 1:
        raise SystemExit(f"{where}: {old!r} occurs {text.count(old)} times")
    return text.replace(old, new)


def main() -> None:
    natural, injected = [], []
    for n, m in enumerate(A + B + C, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = edit(parts[t.part], t.old, t.new, iid)
        for part, old, new in t.also:
            parts[part] = edit(parts[part], old, new, iid)
        found = t.found or t.new
        label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected,
                 "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "note": f"twin of {nid}: {t.note}",
                         "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        (HERE / name).write_text(text, encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
