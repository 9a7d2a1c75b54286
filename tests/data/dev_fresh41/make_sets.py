"""Number the e-mails of emails_a.py … emails_c.py and apply each one's edit:
natural.jsonl (N001-N060, no labels) and injected.jsonl (I001-I060, one label each).

Run:  .venv/bin/python tests/data/dev_fresh41/make_sets.py
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
    for n, m in enumerate(A + B + C, 1):
        nid, iid, t = f"N{n:03d}", f"I{n:03d}", m.twin
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = replace_once(parts[t.part], t.old, t.new, nid)
        for part, old, new in t.also:
            parts[part] = replace_once(parts[part], old, new, nid)
        found = t.found or t.new
        # a cut-off sentence's `found` is a prefix of the natural sentence; every other is new text
        if found not in parts[t.part] or (found in getattr(m, t.part) and t.type != "artifact"):
            raise SystemExit(f"{nid}: found {found!r} is not new text of the {t.part}")
        label = {"type": t.type, "part": t.part, "found": found, "expected": t.expected,
                 "note": t.note}
        injected.append({"id": iid, "twin_of": nid, "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "note": f"twin of {nid}, one {t.type}: {t.note}"})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        (HERE / name).write_text(text, encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
