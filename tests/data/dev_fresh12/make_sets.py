"""Number the e-mails and apply each one's edit → natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh12/make_sets.py
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def twin(mail, n: int) -> dict:
    """The natural e-mail with its one edit; the edit's `old` must occur exactly once."""
    e = mail.edit
    parts = {"subject": mail.subject, "body": mail.body}
    count = parts[e.part].count(e.old)
    if count != 1:
        raise SystemExit(f"N{n:03d}: the edit's old text occurs {count} times in the {e.part}")
    parts[e.part] = parts[e.part].replace(e.old, e.new)
    label = {"type": e.type, "part": e.part, "found": e.found or e.new, "expected": e.expected,
             "note": e.why}
    return {"id": f"I{n:03d}", "buyer_id": mail.buyer, "sender": mail.sender, **parts,
            "labels": [label], "source": "injected", "note": e.why, "twin_of": f"N{n:03d}"}


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for n, m in enumerate(mails, 1):
        natural.append({"id": f"N{n:03d}", "buyer_id": m.buyer, "sender": m.sender,
                        "subject": m.subject, "body": m.body, "labels": [], "source": "natural",
                        "note": m.note})
        injected.append(twin(m, n))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        (HERE / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
