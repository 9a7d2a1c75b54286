"""Number the natural e-mails and apply each one's edit -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh8/make_sets.py
`found` and `expected` are the changed span, widened to whole words (or given by hand); a span
the edit only inserted gets the record's value as `expected` (the title, the note), and
company_missing gets the company as recorded.
"""

import csv
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402

TRIM = " ,.:;\n"


def changed_span(old: str, new: str) -> tuple[str, str]:
    """The differing middle of old and new, widened to whitespace on both sides."""
    p = 0
    while p < min(len(old), len(new)) and old[p] == new[p]:
        p += 1
    while p > 0 and not old[p - 1].isspace():
        p -= 1
    s = 0
    while s < min(len(old), len(new)) - p and old[-1 - s] == new[-1 - s]:
        s += 1
    while s > 0 and not old[len(old) - s].isspace():
        s -= 1
    return old[p : len(old) - s].strip(TRIM), new[p : len(new) - s].strip(TRIM)


def twin(mail_id: str, n: int, mail, body: str, buyer: dict) -> dict:
    kind, part, old, new, note, *span = mail.edit
    texts = {"subject": mail.subject, "body": body}
    if kind == "company_missing":
        for o, w in zip(old, new, strict=True):
            assert o in texts[part], (mail.buyer_id, o)
            texts[part] = texts[part].replace(o, w)
        found, expected = "your company", buyer["company"]
    else:
        assert texts[part].count(old) == 1, (mail.buyer_id, old)
        texts[part] = texts[part].replace(old, new)
        expected, found = changed_span(old, new)
        if kind == "note_wrong":
            expected = buyer["notes"]
        elif not expected and kind == "title_wrong":
            expected = buyer["contact_title"]
    if span:  # a hand-narrowed span where the word-level one reads badly
        found, expected = span
    label = {"type": kind, "part": part, "found": found, "expected": expected, "note": note}
    return {"id": f"I{n:03d}", "buyer_id": mail.buyer_id, "sender": mail.sender,
            "subject": texts["subject"], "body": texts["body"], "labels": [label],
            "source": "injected", "note": f"{kind}: {note}", "twin_of": mail_id}


def main() -> None:
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        buyers = {r["buyer_id"]: r for r in csv.DictReader(fh)}
    natural, injected = [], []
    for n, mail in enumerate(emails_a.MAILS + emails_b.MAILS + emails_c.MAILS, 1):
        body = mail.text()
        nid = f"N{n:03d}"
        natural.append({"id": nid, "buyer_id": mail.buyer_id, "sender": mail.sender,
                        "subject": mail.subject, "body": body, "labels": [],
                        "source": "natural", "note": mail.note})
        injected.append(twin(nid, n, mail, body, buyers[mail.buyer_id]))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(natural), "natural,", len(injected), "injected")


if __name__ == "__main__":
    main()
