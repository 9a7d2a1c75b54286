"""Number the natural e-mails N001-N060 (emails_a, emails_b, emails_c in order), apply each one's
edit to make its twin I001-I060, and write natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh47/make_sets.py
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
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append(dict(id=nid, buyer_id=m.buyer, sender=m.sender, subject=m.subject,
                            body=m.body, labels=[], source="natural", note=m.note))
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = replace_once(parts[t.part], t.old, t.new, f"{iid} {t.part}")
        for part, old, new in t.more:
            parts[part] = replace_once(parts[part], old, new, f"{iid} {part}")
        found = t.found if t.found is not None else t.new
        if found not in parts[t.part]:
            raise SystemExit(f"{iid}: found {found!r} not in the twin's {t.part}")
        label = dict(type=t.type, part=t.part, found=found, expected=t.expected, note=t.note)
        injected.append(dict(id=iid, buyer_id=m.buyer, sender=m.sender, subject=parts["subject"],
                             body=parts["body"], labels=[label], source="injected", note=t.note,
                             twin_of=nid))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
