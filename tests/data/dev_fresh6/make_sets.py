"""Number the hand-written e-mails and apply each one's edit → natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh6/make_sets.py
"""

import csv
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import EMAILS as A  # noqa: E402

try:
    from emails_b import EMAILS as B  # noqa: E402
except ImportError:
    B = []
try:
    from emails_c import EMAILS as C  # noqa: E402
except ImportError:
    C = []


def twin(nat: dict, edit: tuple, company: str) -> dict:
    kind, part, old, new, note, *given = edit
    sub, body = nat["subject"], nat["body"]
    if kind == "company_missing":
        for o, n in old:
            sub, body = sub.replace(o, n), body.replace(o, n)
        found, expected = given[0], company
    else:
        text = sub if part == "subject" else body
        if text.count(old) != 1:
            raise SystemExit(f"{nat['id']}: {old!r} occurs {text.count(old)} times in the {part}")
        text = text.replace(old, new)
        sub, body = (text, body) if part == "subject" else (sub, text)
        found, expected = given if given else (new, old)
    labels = [{"type": kind, "part": part, "found": found, "expected": expected, "note": note}]
    return {"subject": sub, "body": body, "labels": labels}


def main() -> None:
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        companies = {r["buyer_id"]: r["company"] for r in csv.DictReader(fh)}
    natural, injected = [], []
    for n, e in enumerate(A + B + C, 1):
        nat = {
            "id": f"N{n:03d}",
            "buyer_id": e["buyer_id"],
            "sender": e["sender"],
            "subject": e["subject"],
            "body": e["body"],
            "labels": [],
            "source": "natural",
            "note": e["note"],
        }
        t = twin(nat, e["edit"], companies[e["buyer_id"]])
        natural.append(nat)
        injected.append(
            {
                "id": f"I{n:03d}",
                "buyer_id": e["buyer_id"],
                "sender": e["sender"],
                "subject": t["subject"],
                "body": t["body"],
                "labels": t["labels"],
                "source": "injected",
                "twin_of": nat["id"],
                "note": e["edit"][4],
            }
        )
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
