"""Number the e-mails of emails_a.py … emails_c.py and apply each one's edit:
natural.jsonl (N001-N060, no labels) and injected.jsonl (I001-I060, one label each).

Run:  .venv/bin/python tests/data/dev_fresh43/make_sets.py
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
        for part, old, new in t.more:
            if t.type != "company_missing":
                raise SystemExit(f"{iid}: extra edits only for company_missing")
            parts[part] = edit(parts[part], old, new, iid)
        found = t.found if t.found is not None else t.new
        if found not in parts[t.part]:
            raise SystemExit(f"{iid}: found {found!r} not in {t.part}")
        label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected,
                 "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "note": f"twin of {nid}: {t.note}", "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected written")


if __name__ == "__main__":
    main()
