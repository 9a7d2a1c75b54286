"""Schema and consistency check of the seventh fresh set; prints counts, exits 1 on any error.

Run:  .venv/bin/python tests/data/dev_fresh7/validate.py
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
    "note_wrong",  # only in corrections.py's relabels
}
LABEL = {"type", "part", "found", "expected", "note"}
MAIL = {"id", "buyer_id", "sender", "subject", "body", "labels", "source", "note"}
SETTINGS = {"ar", "diffusion@160"}
# Forms of a contact's name that share no whole part with the record: vocatives and a Chinese
# family name used with a title (吳經理).
CONTACT_FORMS = {"P015": ["Одарко"], "P031": ["Tomai"], "P039": ["吳經理"]}
# Legal forms as the buyers' rows write them, stripped to find the company's short form.
LEGAL = re.compile(
    r"^(ТОВ|UAB|SIA|株式会社)\s*|"
    r"(,?\s*(d\.o\.o\.|ЕООД|OOD|Ι\.Κ\.Ε\.|O\.E\.|LLC|Inc\.|SARL|EURL|Co\. W\.L\.L\.|"
    r"Co\. K\.S\.C\.C\.|Ltd|Limited|K\.K\.|GmbH & Co\. KG|GmbH|ApS|A/S|בע\"מ|B\.V\.|"
    r"S\.A\.|AB|有限公司|Limitada))$"
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
            if e["labels"] and not all(
                lab["note"].startswith("relabelled after the held-out run") for lab in e["labels"]
            ):
                err.append(f"{where}: natural e-mail with labels (see corrections.py)")
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
