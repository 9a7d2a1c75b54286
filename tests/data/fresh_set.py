"""Schema and consistency check of a fresh labelled set (dev_fresh2/, dev_fresh13/ and later):
prints counts, exits 1 on any error. Each set's validate.py runs it on its own folder.
"""
import csv
import json
import tomllib
from collections import Counter
from pathlib import Path

COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]
TYPES = {"company_misspelled", "company_foreign", "company_missing", "contact_wrong", "title_wrong",
         "category_wrong", "country_wrong", "sender_wrong", "artifact", "note_wrong"}
LABEL = {"type", "part", "found", "expected", "note"}
MAIL = {"id", "buyer_id", "sender", "subject", "body", "labels", "source", "note"}


def read(here: Path, name: str):
    path = here / name
    if not path.exists():
        return []
    return [(f"{name}:{i}", json.loads(line)) for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)]


def validate(here: Path, types: frozenset[str] | set[str] = TYPES) -> int:
    """`types`: the finding types the set's labels may use (dev_fresh2 predates note_wrong)."""
    err = []
    with open(here / "buyers.csv", encoding="utf-8", newline="") as fh:
        rd = csv.DictReader(fh)
        if rd.fieldnames != COLUMNS:
            err.append(f"buyers.csv: columns {rd.fieldnames}")
        buyers = {r["buyer_id"]: r for r in rd}
    senders = tomllib.loads((here / "senders.toml").read_text(encoding="utf-8"))["senders"]
    for sid, s in senders.items():
        if any(b["country"] == s["country"] for b in buyers.values()):
            err.append(f"senders.toml: a buyer is in {sid}'s country")

    def labels_ok(where, row):
        for lab in row["labels"]:
            if set(lab) != LABEL or lab["type"] not in types or lab["part"] not in ("subject", "body"):
                err.append(f"{where}: bad label {lab}")
            elif lab["found"] not in row[lab["part"]]:
                err.append(f"{where}: found {lab['found']!r} not in {lab['part']}")

    natural, twin_types, model_types, sources = {}, Counter(), Counter(), Counter()
    for where, e in read(here, "natural.jsonl") + read(here, "injected.jsonl"):
        sources[e["source"]] += 1
        want = MAIL | ({"twin_of"} if e["source"] == "injected" else set())
        b, s = buyers.get(e["buyer_id"]), senders.get(e["sender"])
        if set(e) != want:
            err.append(f"{where}: keys {sorted(set(e) ^ want)}")
        elif not b or not s:
            err.append(f"{where}: unknown buyer or sender")
        elif b["product_category"] not in s["categories"]:
            err.append(f"{where}: the sender does not sell {b['product_category']}")
        labels_ok(where, e)
        if e["source"] == "natural":
            natural[e["id"]] = e
            if e["labels"]:
                err.append(f"{where}: natural e-mail with labels")
            continue
        if len(e["labels"]) != 1:
            err.append(f"{where}: a twin needs exactly one label")
            continue
        lab, t = e["labels"][0], natural[e["twin_of"]]
        twin_types[lab["type"]] += 1
        if (t["subject"], t["body"]) == (e["subject"], e["body"]):
            err.append(f"{where}: identical to {t['id']}")
        other = "body" if lab["part"] == "subject" else "subject"
        if t[other] != e[other] and lab["type"] != "company_missing":
            err.append(f"{where}: the unlabelled part changed")
    settings = Counter()
    for where, m in read(here, "model.jsonl"):
        sources[m["source"]] += 1
        settings[m["setting"]] += 1
        if set(m) != MAIL | {"setting"} or m["buyer_id"] not in buyers or m["sender"] not in senders:
            err.append(f"{where}: bad keys, buyer or sender")
        labels_ok(where, m)
        model_types.update(lab["type"] for lab in m["labels"])
    print(f"buyers {len(buyers)}, senders {len(senders)}; sources {dict(sources)}; model settings {dict(settings)}")
    print("injected label types:", dict(sorted(twin_types.items())))
    print("model label types:", dict(model_types.most_common()))
    for e in err:
        print("ERROR", e)
    return 1 if err else 0
