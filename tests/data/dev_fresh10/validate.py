"""Schema and consistency check of the tenth fresh set; prints counts, exits 1 on any error.

Run:  .venv/bin/python tests/data/dev_fresh10/validate.py
Besides the schema it checks that every natural e-mail was written for its committed buyers.csv
row: it must name the record's contact (a part of the name, or a listed native or vocative form)
and the record's company (with or without its legal form).
"""

import csv
import json
import re
import sys
from collections import Counter
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
COLUMNS = [
    "buyer_id",
    "company",
    "contact_name",
    "contact_title",
    "email",
    "country",
    "product_category",
    "website",
    "notes",
]
TYPES = {
    "company_misspelled",
    "company_foreign",
    "company_missing",
    "contact_wrong",
    "title_wrong",
    "category_wrong",
    "country_wrong",
    "sender_wrong",
    "artifact",
    "note_wrong",
}
LABEL = {"type", "part", "found", "expected", "note"}
MAIL = {"id", "buyer_id", "sender", "subject", "body", "labels", "source", "note"}
SETTINGS = {"ar", "diffusion@160"}
# Forms of a contact's name that share no whole part with the record: vocatives (Світлано,
# Kalino, Κλήμη), a Chinese family name with the title (陳副理), a Gujarati given name with bhai.
CONTACT_FORMS = {
    "W003": ["Світлано"],
    "W004": ["Kalino"],
    "W029": ["陳副理"],
    "W033": ["Κλήμη"],
    "W036": ["વિપુલભાઈ"],
}
# Legal forms as the buyers' rows write them, stripped to find the company's short form.
LEGAL = re.compile(
    r"^(ТОВ|株式会社)\s*|"
    r"(,?\s*(\(Pty\) Ltd|Pty Ltd|Pvt\. Ltd\.|Co\., Ltd\.|GmbH & Co\. KG|S\.A\. de C\.V\.|Ltd|"
    r"Teoranta|sp\. z o\.o\.|SAS|GmbH|S\.L\.|s\.r\.o\.|Oy|LLC|B\.V\.|ApS|SARL|Sàrl|Inc\.|inc\.|"
    r"S\.r\.l\.|Lda\.|BV|SRL|S\.R\.L\.|L\.L\.C\.|e\.K\.|Α\.Ε\.|股份有限公司|בע\"מ))$"
)


def read(name: str) -> list[tuple[str, dict]]:
    path = HERE / name
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    return [(f"{name}:{i}", json.loads(line)) for i, line in enumerate(lines, 1)]


def short_company(company: str) -> str:
    core = LEGAL.sub("", company).strip(' «»"')
    return LEGAL.sub("", core).strip(' «»"')


def names_buyer(b: dict, full: str) -> list[str]:
    """What of the record a natural e-mail fails to name (empty when it names both)."""
    text = full
    missing = []
    # The contact is looked for outside the company's name, which often holds the family name.
    text = text.replace(short_company(b["company"]), "")
    parts = [p for p in b["contact_name"].split() if len(p) > 1] + CONTACT_FORMS.get(
        b["buyer_id"], []
    )
    if not any(p in text for p in parts):
        missing.append(f"contact {b['contact_name']!r}")
    if short_company(b["company"]) not in full:
        missing.append(f"company {short_company(b['company'])!r}")
    return missing


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
    sold = {c for s in senders.values() for c in s["categories"]}
    for bid, b in buyers.items():
        if b["product_category"] not in sold:
            err.append(f"buyers.csv: {bid}'s category is sold by no sender")

    def labels_ok(where: str, row: dict) -> None:
        for lab in row["labels"]:
            if (
                set(lab) != LABEL
                or lab["type"] not in TYPES
                or lab["part"] not in ("subject", "body")
            ):
                err.append(f"{where}: bad label {lab}")
            elif lab["found"] not in row[lab["part"]]:
                err.append(f"{where}: found {lab['found']!r} not in {lab['part']}")

    natural, twin_types, sources, by_sender = {}, Counter(), Counter(), Counter()
    for where, e in read("natural.jsonl") + read("injected.jsonl"):
        sources[e["source"]] += 1
        want = MAIL | ({"twin_of"} if e["source"] == "injected" else set())
        b, s = buyers.get(e["buyer_id"]), senders.get(e["sender"])
        if set(e) != want:
            err.append(f"{where}: keys {sorted(set(e) ^ want)}")
            continue
        if not b or not s:
            err.append(f"{where}: unknown buyer or sender")
            continue
        if b["product_category"] not in s["categories"]:
            err.append(f"{where}: the sender does not sell {b['product_category']}")
        labels_ok(where, e)
        if e["source"] == "natural":
            natural[e["id"]] = e
            by_sender[e["sender"]] += 1
            if e["labels"]:
                err.append(f"{where}: natural e-mail with labels")
            for what in names_buyer(b, e["subject"] + "\n" + e["body"]):
                err.append(f"{where}: does not name the record's {what}")
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
        if lab["type"] == "note_wrong" and lab["expected"] != b["notes"]:
            err.append(f"{where}: a note_wrong label expects the buyer's notes")
        if lab["type"] == "company_missing":
            company = b["company"]
            if lab["expected"] != company or short_company(company) in e["subject"] + e["body"]:
                err.append(f"{where}: company_missing must drop every mention of {company!r}")
    settings, per_setting, clean = Counter(), {}, Counter()
    for where, m in read("model.jsonl"):
        sources[m["source"]] += 1
        settings[m["setting"]] += 1
        if (
            set(m) != MAIL | {"setting"}
            or m["buyer_id"] not in buyers
            or m["sender"] not in senders
        ):
            err.append(f"{where}: bad keys, buyer or sender")
            continue
        if m["setting"] not in SETTINGS or m["source"] != "model":
            err.append(f"{where}: setting {m['setting']!r}, source {m['source']!r}")
        labels_ok(where, m)
        per_setting.setdefault(m["setting"], Counter()).update(lab["type"] for lab in m["labels"])
        clean[m["setting"]] += not m["labels"]
    model_types = sum(per_setting.values(), Counter())
    print(
        f"buyers {len(buyers)}, senders {len(senders)}; sources {dict(sources)}; "
        f"model settings {dict(settings)}"
    )
    print("natural e-mails by sender:", dict(sorted(by_sender.items())))
    print("injected label types:", dict(sorted(twin_types.items())))
    print("model label types:", dict(model_types.most_common()))
    for setting, counts in per_setting.items():
        print(
            f"  {setting}: {dict(counts.most_common())}; "
            f"clean drafts {clean[setting]}/{settings[setting]}"
        )
    for e in err:
        print("ERROR", e)
    return 1 if err else 0


if __name__ == "__main__":
    sys.exit(main())
