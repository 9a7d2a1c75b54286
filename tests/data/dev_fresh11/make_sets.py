"""Numbers the natural e-mails of emails_[abc].toml and applies each one's edit to make its twin.

Writes natural.jsonl (N001-N060, labels []) and injected.jsonl (I001-I060, one label each).
Run:  .venv/bin/python tests/data/dev_fresh11/make_sets.py
"""

import json
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
FILES = ["emails_a.toml", "emails_b.toml", "emails_c.toml"]


def twin(mail: dict, where: str) -> dict:
    """The mail with its one edit applied; raises ValueError naming the mail if the edit misses."""
    edit = mail["edit"]
    parts = {"subject": mail["subject"], "body": mail["body"]}
    if edit["type"] == "company_missing":
        for old, new in edit["subs"]:
            hits = [p for p in parts if old in parts[p]]
            if len(hits) != 1 or parts[hits[0]].count(old) != 1:
                raise ValueError(f"{where}: {old!r} must occur once in subject or body")
            parts[hits[0]] = parts[hits[0]].replace(old, new)
    else:
        text = parts[edit["part"]]
        if text.count(edit["old"]) != 1:
            raise ValueError(f"{where}: {edit['old']!r} must occur once in the {edit['part']}")
        parts[edit["part"]] = text.replace(edit["old"], edit["new"])
    found = edit.get("found", edit.get("new"))
    if found not in parts[edit["part"]]:
        raise ValueError(f"{where}: found {found!r} is not in the twin's {edit['part']}")
    label = {"type": edit["type"], "part": edit["part"], "found": found,
             "expected": edit["expected"], "note": edit["why"]}
    return {**parts, "label": label}


def main() -> int:
    mails = []
    for name in FILES:
        data = tomllib.loads((HERE / name).read_text(encoding="utf-8"))
        mails += [(f"{name} mail {i}", m) for i, m in enumerate(data["mail"], 1)]
    natural, injected = [], []
    for n, (where, mail) in enumerate(mails, 1):
        nid = f"N{n:03d}"
        natural.append({"id": nid, "buyer_id": mail["buyer"], "sender": mail["sender"],
                        "subject": mail["subject"], "body": mail["body"], "labels": [],
                        "source": "natural", "note": mail["note"]})
        try:
            t = twin(mail, where)
        except ValueError as exc:
            print(exc, file=sys.stderr)
            return 1
        injected.append({"id": f"I{n:03d}", "buyer_id": mail["buyer"], "sender": mail["sender"],
                         "subject": t["subject"], "body": t["body"], "labels": [t["label"]],
                         "source": "injected", "note": f"twin of {nid}: {t['label']['note']}",
                         "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        lines = [json.dumps(r, ensure_ascii=False) for r in rows]
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
