"""Schema and consistency check of the twelfth fresh set; prints counts, exits 1 on any error.

Run:  .venv/bin/python tests/data/dev_fresh12/validate.py
"""

import csv
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]
# The nine types of the older sets, plus note_wrong: a meeting or a request the draft claims
# that the buyer's notes do not hold.
TYPES = {"company_misspelled", "company_foreign", "company_missing", "contact_wrong", "title_wrong",
         "category_wrong", "country_wrong", "sender_wrong", "artifact", "note_wrong"}
LABEL = {"type", "part", "found", "expected", "note"}
MAIL = {"id", "buyer_id", "sender", "subject", "body", "labels", "source", "note"}
SETTINGS = {"ar", "diffusion@160"}


def read(name: str) -> list[tuple[str, dict]]:
    path = HERE / name
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    return [(f"{name}:{i}", json.loads(line)) for i, line in enumerate(lines, 1)]


def main() -> int:
    err = []
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        if rd.fieldnames != COLUMNS:
            err.append(f"buyers.csv: columns {rd.fieldnames}")
        buyers = {r["buyer_id"]: r for r in rd}
    senders = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"]
    for sid, s in senders.items():
        if any(b["country"] == s["country"] for b in buyers.values()):
            err.append(f"senders.toml: a buyer is in {sid}'s country")
    for bid, b in buyers.items():
        if sum(b["product_category"] in s["categories"] for s in senders.values()) != 1:
            err.append(f"buyers.csv {bid}: its category is not sold by exactly one sender")

    def labels_ok(where: str, row: dict) -> None:
        for lab in row["labels"]:
            bad = lab["type"] not in TYPES or lab["part"] not in ("subject", "body")
            if set(lab) != LABEL or bad:
                err.append(f"{where}: bad label {lab}")
            elif lab["found"] not in row[lab["part"]]:
                err.append(f"{where}: found {lab['found']!r} not in {lab['part']}")

    natural, twin_types, sources, ids = {}, Counter(), Counter(), set()
    model_types: dict[str, Counter] = defaultdict(Counter)
    for where, e in read("natural.jsonl") + read("injected.jsonl") + read("model.jsonl"):
        if e.get("id") in ids:
            err.append(f"{where}: duplicate id {e.get('id')}")
        ids.add(e.get("id"))
        sources[e.get("source")] += 1
        want = MAIL | {"injected": {"twin_of"}, "model": {"setting"}}.get(e.get("source"), set())
        b, s = buyers.get(e.get("buyer_id")), senders.get(e.get("sender"))
        if set(e) != want:
            err.append(f"{where}: keys {sorted(set(e) ^ want)}")
            continue
        if not b or not s:
            err.append(f"{where}: unknown buyer or sender")
        elif b["product_category"] not in s["categories"]:
            err.append(f"{where}: the sender does not sell {b['product_category']}")
        labels_ok(where, e)
        if e["source"] == "model":
            if e["setting"] not in SETTINGS:
                err.append(f"{where}: unknown setting {e['setting']}")
            model_types[e["setting"]].update(lab["type"] for lab in e["labels"])
            model_types[e["setting"]]["clean drafts"] += not e["labels"]
            continue
        if e["source"] == "natural":
            natural[e["id"]] = e
            if e["labels"]:
                err.append(f"{where}: natural e-mail with labels")
            continue
        if len(e["labels"]) != 1 or e["twin_of"] not in natural:
            err.append(f"{where}: a twin needs exactly one label and a natural e-mail")
            continue
        lab, t = e["labels"][0], natural[e["twin_of"]]
        twin_types[lab["type"]] += 1
        if (t["subject"], t["body"]) == (e["subject"], e["body"]):
            err.append(f"{where}: identical to {t['id']}")
        other = "body" if lab["part"] == "subject" else "subject"
        if t[other] != e[other] and lab["type"] != "company_missing":
            err.append(f"{where}: the unlabelled part changed")
    print(f"buyers {len(buyers)}, senders {len(senders)}; sources {dict(sources)}")
    print("injected label types:", dict(sorted(twin_types.items())))
    for setting, counts in sorted(model_types.items()):
        print(f"model label types, {setting}:", dict(counts.most_common()))
    for e in err:
        print("ERROR", e)
    return 1 if err else 0


if __name__ == "__main__":
    sys.exit(main())
