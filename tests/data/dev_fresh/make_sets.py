"""Write natural.jsonl and injected.jsonl from the hand-written e-mails in emails_[a-d].py.

Run:  .venv/bin/python tests/data/dev_fresh/make_sets.py

Every natural e-mail was written one by one for its buyer and read before it was kept; each
carries the one error its twin gets. This script only numbers them, applies each twin's edit
and writes the label: `found` is the changed text as it stands in the twin (trimmed to whole
words for single edits, the whole changed snippet for artifacts), `expected` the text it replaced
(for company_missing: the buyer's company as recorded). It refuses an edit whose text does not
occur exactly once, so every label points at one place.
"""
from __future__ import annotations

import csv
import json
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import EMAILS_A  # noqa: E402
from emails_b import EMAILS_B  # noqa: E402
from emails_c import EMAILS_C  # noqa: E402
from emails_d import EMAILS_D  # noqa: E402

EMAILS = EMAILS_A + EMAILS_B + EMAILS_C + EMAILS_D


def trim(old: str, new: str, names: list[str] = ()) -> tuple[str, str]:
    """The differing middle of old and new, widened to whole words and to any name of the
    record (company, person, title, sender field) it cuts into, so a label covers the name."""
    p = 0
    while p < min(len(old), len(new)) and old[p] == new[p]:
        p += 1
    s = 0
    while s < min(len(old), len(new)) - p and old[-1 - s] == new[-1 - s]:
        s += 1
    while p > 0 and (old[p - 1].isalnum() or old[p - 1] in "-'’"):
        p -= 1
    while s > 0 and (old[len(old) - s].isalnum() or old[len(old) - s] in "-'’"):
        s -= 1
    for name in sorted(names, key=len, reverse=True):
        at = old.find(name)
        while at >= 0:
            if at < len(old) - s and at + len(name) > p:      # overlaps the change
                p, s = min(p, at), min(s, len(old) - at - len(name))
                return old[p:len(old) - s], new[p:len(new) - s]
            at = old.find(name, at + 1)
    return old[p:len(old) - s], new[p:len(new) - s]


def names_of(buyer: dict, sender: dict) -> list[str]:
    """The record's names a label may cover whole: companies (and their leading words), the
    contact, title and country, and the sender's fields."""
    out = [buyer["contact_name"], buyer["contact_title"], buyer["country"],
           sender["name"], sender["title"], sender["email"]]
    for company in (buyer["company"], sender["company"]):
        words = company.split()
        out += [" ".join(words[:k]) for k in range(2, len(words) + 1)]
    return [n for n in out if n]


def main() -> None:
    buyers = {r["buyer_id"]: r for r in csv.DictReader(open(HERE / "buyers.csv", encoding="utf-8"))}
    senders = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"]
    natural, injected = [], []
    for n, e in enumerate(EMAILS, 1):
        nat = {"id": f"N{n:03d}", "buyer_id": e["buyer"], "sender": e["sender"],
               "subject": e["subject"], "body": e["body"], "labels": [], "source": "natural",
               "note": e["note"]}
        twin = dict(nat, id=f"I{n:03d}", source="injected", twin_of=nat["id"])
        kind = e["inject"][0]
        if kind == "company_missing":
            _, _, old, why = e["inject"]
            for o, w in old:
                where = [p for p in ("subject", "body") if o in twin[p]]
                assert len(where) == 1 and twin[where[0]].count(o) == 1, (nat["id"], o)
                twin[where[0]] = twin[where[0]].replace(o, w)
            o, w = next((o, w) for o, w in old if o in nat["body"])
            found = trim(o, w)[1].strip()
            if not any(g in found.lower() for g in ("your", "you")):
                found = ""      # the company was only dropped: nothing to point at
            label = {"type": kind, "part": "body", "found": found,
                     "expected": buyers[e["buyer"]]["company"], "note": why}
        else:
            _, part, old, new, why = e["inject"]
            assert nat[part].count(old) == 1, (nat["id"], old)
            twin[part] = nat[part].replace(old, new)
            names = names_of(buyers[e["buyer"]], senders[e["sender"]])
            exp, found = (old, new) if kind == "artifact" else trim(old, new, names)
            if not found.strip():
                exp, found = old, new
            label = {"type": kind, "part": part, "found": found, "expected": exp, "note": why}
        assert label["found"] in twin[label["part"]], (nat["id"], label)
        twin["labels"] = [label]
        twin["note"] = why
        natural.append(nat)
        injected.append({k: twin[k] for k in ("id", "buyer_id", "sender", "subject", "body",
                                              "labels", "source", "twin_of", "note")})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(natural)} natural and {len(injected)} injected e-mails")


if __name__ == "__main__":
    main()
