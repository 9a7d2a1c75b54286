"""Check the fresh held-out set: every line parses, ids resolve, the schema holds, labels occur.

Run:  .venv/bin/python tests/data/dev_fresh/validate.py      (exit 1 on any error; prints counts)

natural.jsonl / injected.jsonl follow tests/data/dev/'s schema, model.jsonl follows
tests/data/dev_model/drafts.jsonl's (with `sender` naming a table of senders.toml).
"""
import csv
import json
import sys
import tomllib
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]
TYPES = {"company_misspelled", "company_foreign", "company_missing", "contact_wrong", "title_wrong",
         "category_wrong", "country_wrong", "sender_wrong", "artifact"}
LABEL_KEYS = {"type", "part", "found", "expected", "note"}
MAIL_KEYS = {"id", "buyer_id", "sender", "subject", "body", "labels", "source", "note"}
MODEL_KEYS = {"id", "buyer_id", "sender", "setting", "subject", "body", "labels", "source", "note"}


def lines(name):
    for i, line in enumerate((HERE / name).read_text(encoding="utf-8").splitlines(), 1):
        yield f"{name}:{i}", json.loads(line)


def check_labels(where, row, errors):
    for lab in row["labels"]:
        if set(lab) != LABEL_KEYS or lab["type"] not in TYPES or lab["part"] not in ("subject", "body"):
            errors.append(f"{where}: bad label {lab}")
        elif lab["found"] not in row[lab["part"]]:
            errors.append(f"{where}: found {lab['found']!r} not in {lab['part']}")


def main() -> int:
    errors = []
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        reader = csv.DictReader(fh)
        if reader.fieldnames != COLUMNS:
            errors.append(f"buyers.csv: columns {reader.fieldnames}")
        buyers = {r["buyer_id"]: r for r in reader}
    senders = tomllib.loads((HERE / "senders.toml").read_text(encoding="utf-8"))["senders"]
    if len(buyers) != 60 or len(senders) != 4:
        errors.append(f"{len(buyers)} buyers, {len(senders)} senders (want 60 and 4)")
    for sid, s in senders.items():
        if any(b["country"] == s["country"] for b in buyers.values()):
            errors.append(f"senders.toml: a buyer is in {sid}'s country")

    natural, types, sources = {}, Counter(), Counter()
    for name in ("natural.jsonl", "injected.jsonl"):
        for where, e in lines(name):
            sources[e["source"]] += 1
            keys = MAIL_KEYS | ({"twin_of"} if e["source"] == "injected" else set())
            b, s = buyers.get(e["buyer_id"]), senders.get(e["sender"])
            if set(e) != keys:
                errors.append(f"{where}: keys {sorted(set(e) ^ keys)}")
            elif not b or not s:
                errors.append(f"{where}: unknown buyer or sender")
            elif b["product_category"] not in s["categories"]:
                errors.append(f"{where}: sender does not sell the buyer's category")
            check_labels(where, e, errors)
            if e["source"] == "natural":
                natural[e["id"]] = e
                if e["labels"]:
                    errors.append(f"{where}: natural e-mail with labels")
                continue
            if len(e["labels"]) != 1:
                errors.append(f"{where}: a twin needs exactly one label")
                continue
            lab, twin = e["labels"][0], natural[e["twin_of"]]
            types[lab["type"]] += 1
            if (twin["subject"], twin["body"]) == (e["subject"], e["body"]):
                errors.append(f"{where}: twin identical to {twin['id']}")
            if (twin["buyer_id"], twin["sender"]) != (e["buyer_id"], e["sender"]):
                errors.append(f"{where}: twin of another buyer or sender")
            other = "body" if lab["part"] == "subject" else "subject"
            if twin[other] != e[other] and lab["type"] != "company_missing":
                errors.append(f"{where}: the unlabelled part changed")
            if lab["type"] == "company_missing" and b["company"] in e["subject"] + e["body"]:
                errors.append(f"{where}: company_missing twin still names the company")

    settings, clean, model_types = Counter(), Counter(), Counter()
    for where, d in lines("model.jsonl"):
        if set(d) != MODEL_KEYS or d["source"] != "model" or d["sender"] not in senders \
                or d["buyer_id"] not in buyers:
            errors.append(f"{where}: bad keys, source, sender or buyer")
            continue
        check_labels(where, d, errors)
        settings[d["setting"]] += 1
        clean[d["setting"]] += not d["labels"]
        model_types.update(lab["type"] for lab in d["labels"])

    for e in errors:
        print("ERROR", e)
    print(f"{len(errors)} errors")
    print("e-mails:", dict(sources), "twins by type:", dict(sorted(types.items())))
    print("model drafts:", {k: f"{clean[k]}/{v} clean" for k, v in settings.items()})
    print("model labels:", dict(model_types.most_common()))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
