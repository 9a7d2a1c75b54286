"""Numbers the e-mails and applies their edits -> natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh7/make_sets.py
Each natural e-mail N### has one twin I### with exactly one error; the script refuses an edit
whose old text is not in the mail (so a twin can never silently equal its natural e-mail).
"""

import csv
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import MAILS as A  # noqa: E402
from emails_b import MAILS as B  # noqa: E402
from emails_c import MAILS as C  # noqa: E402


def apply(mail, company: str) -> tuple[dict, dict]:
    e = mail.edit
    parts = {"subject": mail.subject, "body": mail.body}
    if e.type == "company_missing":
        olds = e.old if isinstance(e.old, tuple) else (e.old,)
        news = e.new if isinstance(e.new, tuple) else (e.new,)
        hits = 0
        for old, new in zip(olds, news, strict=True):
            for p in parts:
                hits += parts[p].count(old)
                parts[p] = parts[p].replace(old, new)
        if not hits:
            raise SystemExit(f"{mail.buyer}: {olds} not in the mail")
        found, expected = e.found or news[0], e.expected or company
    else:
        if parts[e.part].count(e.old) != 1:
            raise SystemExit(f"{mail.buyer}: {e.old!r} is not once in the {e.part}")
        parts[e.part] = parts[e.part].replace(e.old, e.new)
        found, expected = e.found or e.new, e.expected or e.old
    label = {"type": e.type, "part": e.part, "found": found, "expected": expected, "note": e.note}
    return parts, label


def main() -> None:
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        company = {r["buyer_id"]: r["company"] for r in csv.DictReader(fh)}
    natural, injected = [], []
    for i, m in enumerate(A + B + C, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        base = {"buyer_id": m.buyer, "sender": m.sender}
        natural.append({"id": nid, **base, "subject": m.subject, "body": m.body, "labels": [],
                        "source": "natural", "note": m.note})
        parts, label = apply(m, company[m.buyer])
        injected.append({"id": iid, **base, **parts, "labels": [label], "source": "injected",
                         "note": label["note"], "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        (HERE / name).write_text(text, encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
