"""Number the natural e-mails (N001-N060, in the order of emails_a, emails_b, emails_c) and apply
each one's twin edit (I001-I060, `twin_of` the natural one) -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh50/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def edit(parts: dict[str, str], part: str, old: str, new: str, where: str) -> None:
    n = parts[part].count(old)
    if n != 1:
        raise SystemExit(f"{where}: {old!r} occurs {n} times in the {part}")
    parts[part] = parts[part].replace(old, new)


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append(dict(id=nid, buyer_id=m.buyer, sender=m.sender, subject=m.subject,
                            body=m.body, labels=[], source="natural", note=m.note))
        tw = m.twin
        parts = dict(subject=m.subject, body=m.body)
        edit(parts, tw.part, tw.old, tw.new, iid)
        for part, old, new in tw.more:
            if tw.type != "company_missing":
                raise SystemExit(f"{iid}: further edits are for company_missing only")
            edit(parts, part, old, new, iid)
        found = tw.new if tw.found is None else tw.found
        expected = tw.old if tw.expected is None else tw.expected
        if found not in parts[tw.part]:
            raise SystemExit(f"{iid}: found {found!r} not in the edited {tw.part}")
        label = dict(type=tw.type, part=tw.part, found=found, expected=expected, note=tw.note)
        injected.append(dict(id=iid, buyer_id=m.buyer, sender=m.sender, subject=parts["subject"],
                             body=parts["body"], labels=[label], source="injected",
                             note=tw.note, twin_of=nid))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
