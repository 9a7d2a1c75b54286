"""Number the hand-written e-mails and apply each one's edit -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh5/make_sets.py
Each e-mail in emails_a.py .. emails_c.py carries the one edit its injected twin gets. An edit
replaces `old` (exactly once in its part) by `new`; a company_missing edit replaces every mention
of the company in subject and body. `found` is `new` unless the edit names a narrower span.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def twin(mail: dict) -> tuple[dict, dict]:
    edit = mail["edit"]
    parts = {"subject": mail["subject"], "body": mail["body"]}
    if edit["type"] == "company_missing":
        assert edit["old"] in parts["subject"] + parts["body"], mail["buyer_id"]
        parts = {k: v.replace(edit["old"], edit["new"]) for k, v in parts.items()}
    else:
        text = parts[edit["part"]]
        assert text.count(edit["old"]) == 1, (mail["buyer_id"], edit["old"])
        parts[edit["part"]] = text.replace(edit["old"], edit["new"])
    found = edit.get("found", edit["new"])
    assert found in parts[edit["part"]], (mail["buyer_id"], found)
    label = {"type": edit["type"], "part": edit["part"], "found": found,
             "expected": edit["expected"], "note": edit["note"]}
    return parts, label


def main() -> None:
    mails = emails_a.MAILS + emails_b.MAILS + emails_c.MAILS
    natural, injected = [], []
    for i, mail in enumerate(mails, 1):
        base = {"id": f"N{i:03d}", "buyer_id": mail["buyer_id"], "sender": mail["sender"],
                "subject": mail["subject"], "body": mail["body"], "labels": [], "source": "natural",
                "note": mail["note"]}
        natural.append(base)
        parts, label = twin(mail)
        injected.append({"id": f"I{i:03d}", "buyer_id": mail["buyer_id"], "sender": mail["sender"],
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "note": f"one {label['type']} error", "twin_of": base["id"]})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(natural), len(injected))


if __name__ == "__main__":
    main()
