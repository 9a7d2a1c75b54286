"""Number the 60 natural e-mails (N001-N060, in the order of emails_a/b/c) and apply each one's
twin edit (I001-I060) -> natural.jsonl and injected.jsonl. Stops on an edit that does not apply
exactly (an `old` that is absent, or present more than once outside company_missing).

Run:  .venv/bin/python tests/data/dev_fresh25/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import MAILS as A  # noqa: E402
from emails_b import MAILS as B  # noqa: E402
from emails_c import MAILS as C  # noqa: E402


def twin_of(mail, where):
    parts = {"subject": mail.subject, "body": mail.body}
    tw = mail.twin
    for part, old, new in tw.edits:
        n = parts[part].count(old)
        if n == 0 or (n > 1 and tw.type != "company_missing"):
            raise SystemExit(f"{where}: {old!r} occurs {n} times in the {part}")
        parts[part] = parts[part].replace(old, new)
    part = tw.edits[0][0]
    found = tw.found or tw.edits[0][2]
    if found not in parts[part]:
        raise SystemExit(f"{where}: found {found!r} not in the twin's {part}")
    label = {"type": tw.type, "part": part, "found": found, "expected": tw.expected,
             "note": tw.note}
    return parts, label


def main() -> None:
    natural, injected = [], []
    for i, mail in enumerate(A + B + C, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        natural.append({"id": nid, "buyer_id": mail.buyer, "sender": mail.sender,
                        "subject": mail.subject, "body": mail.body, "labels": [],
                        "source": "natural", "note": mail.note})
        parts, label = twin_of(mail, nid)
        injected.append({"id": iid, "buyer_id": mail.buyer, "sender": mail.sender,
                         "subject": parts["subject"], "body": parts["body"],
                         "labels": [label], "source": "injected", "twin_of": nid,
                         "note": f"twin of {nid}: {label['note']}"})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8", newline="\n") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
