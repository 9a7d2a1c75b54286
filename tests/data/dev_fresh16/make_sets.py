"""Number the natural e-mails and apply each one's edit -> natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh16/make_sets.py
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def twin(mail: dict, number: int) -> dict:
    kind, part, subs, found, expected, note = mail["edit"]
    text = {"subject": mail["subject"], "body": mail["body"]}
    for old, new in subs:
        # company_missing replaces every mention, so its edits may reach the other part too.
        other = "body" if part == "subject" else "subject"
        where = other if kind == "company_missing" and old not in text[part] else part
        # Every edit must hit exactly where it was meant to: nothing silently skipped.
        if text[where].count(old) != 1:
            raise SystemExit(f"N{number:03d}: edit {old!r} found {text[where].count(old)} times")
        text[where] = text[where].replace(old, new)
    label = {"type": kind, "part": part, "found": found or subs[0][1], "expected": expected,
             "note": note}
    return {"id": f"I{number:03d}", "buyer_id": mail["buyer"], "sender": mail["sender"],
            "subject": text["subject"], "body": text["body"], "labels": [label],
            "source": "injected", "note": note, "twin_of": f"N{number:03d}"}


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        natural.append({"id": f"N{n:03d}", "buyer_id": m["buyer"], "sender": m["sender"],
                        "subject": m["subject"], "body": m["body"], "labels": [],
                        "source": "natural", "note": m["note"]})
        injected.append(twin(m, n))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        lines = [json.dumps(r, ensure_ascii=False) for r in rows]
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
