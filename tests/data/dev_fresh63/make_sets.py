"""Number the 60 natural e-mails of emails_a.py ... emails_c.py (N001-N060) and apply each one's
twin edit → natural.jsonl (no labels) and injected.jsonl (I001-I060, exactly one label each).

Run:  .venv/bin/python tests/data/dev_fresh63/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def edit(text: str, old: str, new: str, where: str) -> str:
    if text.count(old) != 1:
        raise SystemExit(f"{where}: {old!r} occurs {text.count(old)} times")
    return text.replace(old, new)


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append(dict(id=nid, buyer_id=m.buyer, sender=m.sender, subject=m.subject,
                            body=m.body, labels=[], source="natural", note=m.note))
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = edit(parts[t.part], t.old, t.new, nid)
        for part, old, new in t.also:
            parts[part] = edit(parts[part], old, new, nid)
        if t.found not in parts[t.part]:
            raise SystemExit(f"{nid}: found {t.found!r} not in the twin's {t.part}")
        if t.found in (m.subject if t.part == "subject" else m.body) and t.type != "artifact":
            print(f"warning {nid}: found {t.found!r} also in the natural {t.part}")
        label = dict(type=t.type, part=t.part, found=t.found, expected=t.expected, note=t.note)
        injected.append(dict(id=iid, buyer_id=m.buyer, sender=m.sender, subject=parts["subject"],
                             body=parts["body"], labels=[label], source="injected",
                             note=t.note, twin_of=nid))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
