"""Numbers the hand-written e-mails and applies each one's edit: natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh13/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def twin(mail: dict, idx: int) -> dict:
    kind, part, old, new, why, *rest = mail["edit"]
    found = rest[0] if rest else new
    expected = rest[1] if len(rest) > 1 else old
    text = mail["subj"] if part == "subject" else mail["body"]
    count = text.count(old)
    if count == 0 or (count > 1 and kind != "company_missing"):
        raise SystemExit(f"N{idx:03d}: the edit's text occurs {count} times in the {part}")
    edited = text.replace(old, new) if kind == "company_missing" else text.replace(old, new, 1)
    if found not in edited:
        raise SystemExit(f"N{idx:03d}: found {found!r} is not in the edited {part}")
    subject, body = (edited, mail["body"]) if part == "subject" else (mail["subj"], edited)
    return {"id": f"I{idx:03d}", "buyer_id": mail["b"], "sender": mail["s"], "subject": subject, "body": body,
            "labels": [{"type": kind, "part": part, "found": found, "expected": expected, "note": why}],
            "source": "injected", "note": f"twin of N{idx:03d}: {why}", "twin_of": f"N{idx:03d}"}


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for idx, mail in enumerate(mails, 1):
        natural.append({"id": f"N{idx:03d}", "buyer_id": mail["b"], "sender": mail["s"], "subject": mail["subj"],
                        "body": mail["body"], "labels": [], "source": "natural", "note": mail["note"]})
        injected.append(twin(mail, idx))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        lines = [json.dumps(r, ensure_ascii=False) for r in rows]
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
