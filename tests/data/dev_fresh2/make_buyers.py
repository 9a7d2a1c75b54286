"""Make tests/data/dev_fresh2/buyers.csv: 50 fictional buyers, seeded and reproducible.

Run:  .venv/bin/python tests/data/dev_fresh2/make_buyers.py   (needs faker; not a package dependency)

Names come from faker's locale where faker has real names for it; where faker's locale only
falls back to English names (es_VE, it_CH, ar_EG) or is missing (es_PE, en_ZA), names come from a
nearby faker locale (es_ES, it_IT, ar_SA) or a short hand list, as noted per row below.
"""
from __future__ import annotations

import csv
import random
import re
from pathlib import Path

from faker import Faker
from faker.decode import unidecode

SEED = 9300117
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email",
           "country", "product_category", "website", "notes"]

# The four senders (senders.toml) and what they sell; every buyer gets one of these categories.
CATEGORIES = {
    "s1": ["musical instruments", "stationery", "spices"],            # Mexico
    "s2": ["ceramic tableware", "argan cosmetics", "olive oil"],      # Morocco
    "s3": ["sports equipment", "dental consumables", "bicycle parts"],  # Pakistan
    "s4": ["pet supplies", "baby products", "solar inverters"],      # New Zealand
}
ALL_CATS = [c for cats in CATEGORIES.values() for c in cats]

# key, country, rows, name locale, native-script rows, tld, language
MARKETS = [
    ("pe", "Peru", 3, "es_ES", 0, "com.pe", "es"), ("ve", "Venezuela", 2, "es_ES", 0, "com.ve", "es"),
    ("ca", "Canada", 3, "fr_CA", 0, "ca", "fr"), ("be", "Belgium", 3, "fr_BE", 0, "be", "fr"),
    ("ch", "Switzerland", 2, "it_IT", 0, "ch", "it"), ("li", "Liechtenstein", 2, "de_LI", 0, "li", "de"),
    ("is", "Iceland", 2, "is_IS", 0, "is", "is"), ("za", "South Africa", 3, "en_GB", 0, "co.za", "en"),
    ("jp", "Japan", 4, "ja_JP", 2, "co.jp", "ja"), ("kr", "South Korea", 3, "ko_KR", 3, "co.kr", "ko"),
    ("cn", "China", 3, "zh_CN", 2, "cn", "zh"), ("eg", "Egypt", 3, "ar_SA", 1, "com.eg", "ar"),
    ("tr", "Turkey", 3, "tr_TR", 0, "com.tr", "tr"), ("vn", "Vietnam", 3, "vi_VN", 0, "vn", "vi"),
    ("th", "Thailand", 3, "th_TH", 1, "co.th", "th"), ("id", "Indonesia", 3, "id_ID", 0, "co.id", "id"),
    ("de", "Germany", 2, "de_DE", 0, "de", "de"), ("us", "United States", 2, "en_US", 0, "com", "en"),
    ("gb", "United Kingdom", 1, "en_GB", 0, "co.uk", "en"),
]
LEGAL = {
    "pe": ["S.A.C.", "E.I.R.L.", "S.A."], "ve": ["C.A.", "S.A."], "ca": ["Inc.", "Ltée", None],
    "be": ["SRL", "SA", "BV"], "ch": ["SA", "Sagl"], "li": ["AG", "Anstalt"], "is": ["ehf.", "hf."],
    "za": ["(Pty) Ltd", "(Pty) Ltd", None], "jp": ["Co., Ltd."], "kr": ["Co., Ltd."], "cn": ["Co., Ltd."],
    "eg": ["S.A.E.", "LLC"], "tr": ["A.Ş.", "Ltd. Şti."], "vn": ["JSC", "Co., Ltd."], "th": ["Co., Ltd."],
    "id": ["PT", "CV"], "de": ["GmbH", "GmbH & Co. KG"], "us": ["Inc.", "LLC"], "gb": ["Ltd"],
}
PREFIX = {"PT", "CV"}
TRADE = {
    "es": ["Importaciones", "Distribuidora", "Comercial"], "fr": ["Distribution", "Import", "Négoce"],
    "it": ["Forniture", "Commerciale"], "de": ["Handel", "Import", "Vertrieb"], "is": ["Heildverslun", "Innflutningur"],
    "en": ["Trading", "Imports", "Supplies", "Wholesale"], "ja": ["Trading", "Shoji"], "ko": ["Trading"],
    "zh": ["Trading", "Import & Export"], "ar": ["Trading", "Import"], "tr": ["Ticaret", "Dış Ticaret"],
    "vi": ["Trading", "Xuất Nhập Khẩu"], "th": ["Trading", "Supply"], "id": ["Niaga", "Dagang", "Sentosa"],
}
TITLES_EN = ["Purchasing Manager", "Head of Procurement", "Buyer", "Senior Buyer", "Category Manager",
             "Import Manager", "Managing Director", "Sourcing Director", "Chief Procurement Officer",
             "Owner", "General Manager", "Procurement Lead", "Vice President of Purchasing"]
TITLES_NATIVE = {
    "es": ["Jefe de Compras", "Gerente de Compras"], "fr": ["Responsable des achats", "Responsable approvisionnement"],
    "it": ["Responsabile acquisti"], "de": ["Einkaufsleiter"], "is": ["Innkaupastjóri"],
    "ja": ["購買部長"], "ko": ["구매팀장", "구매부장"], "zh": ["采购经理"], "ar": ["مدير المشتريات"],
    "tr": ["Satın Alma Müdürü"], "vi": ["Trưởng phòng Thu mua"], "th": ["ผู้จัดการฝ่ายจัดซื้อ"],
    "id": ["Manajer Pengadaan"],
}
ZA_SURNAMES = ["van der Merwe", "Botha", "Pretorius", "Nel", "Dlamini", "Naidoo", "Mokoena"]
ZA_FIRST = ["Pieter", "Thandiwe", "Anika", "Sipho", "Riaan", "Lerato", "Kavitha"]
EG_LATIN = [("Mahmoud", "Abdel Rahman"), ("Nourhan", "El-Sayed"), ("Karim", "Fahmy"), ("Yasmin", "Mostafa")]
VN_GIVEN = ["Lan", "Hùng", "Thảo", "Dũng", "Hương", "Tuấn"]
TH_LATIN = [("Siriporn", "Wongsakul"), ("Thanakorn", "Chaiyaphum"), ("Kanokwan", "Srisuk")]
NOTES = {
    "musical instruments": ["asked for nylon-string classical guitars", "met at NAMM Show",
                            "currently sources ukuleles from China"],
    "stationery": ["asked for recycled-paper notebooks", "met at Paperworld Middle East",
                   "prefers FSC-certified paper"],
    "spices": ["asked about organic dried chillies", "needs ASTA cleanliness specs",
               "currently buys vanilla from Madagascar"],
    "ceramic tableware": ["asked for hand-painted tagine sets", "met at Ambiente Frankfurt",
                          "needs lead-free glaze certificates"],
    "argan cosmetics": ["asked about cold-pressed argan oil", "met at in-cosmetics Global",
                        "prefers ECOCERT organic"],
    "olive oil": ["asked for extra virgin olive oil in 5 L tins", "met at SIAL Paris",
                  "prefers DDP delivery"],
    "sports equipment": ["asked for FIFA Quality match balls", "met at ISPO Munich",
                         "currently sources cricket bats from India"],
    "dental consumables": ["asked for nitrile examination gloves", "needs CE-marked products",
                           "met at IDS Cologne"],
    "bicycle parts": ["asked about disc brake rotors", "met at Eurobike",
                      "currently buys chains from Taiwan"],
    "pet supplies": ["asked for natural dog chews", "met at Interzoo Nuremberg",
                     "prefers FCA Auckland"],
    "baby products": ["asked about merino sleeping bags", "met at Kind + Jugend Cologne",
                      "needs EN 71 test reports"],
    "solar inverters": ["asked for 5 kW hybrid inverters", "met at Intersolar Europe",
                        "needs IEC 62109 certificates"],
}


def ascii_slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", unidecode(text).lower())


def name_for(key: str, loc: str, native: bool, fake: Faker, rng: random.Random, i: int):
    """Return (display name, latin first, latin last)."""
    if key == "za":
        first, last = ZA_FIRST[i], ZA_SURNAMES[(3 * i + 2) % len(ZA_SURNAMES)]
        return f"{first} {last}", first, last
    if key == "eg":
        first, last = EG_LATIN[i % len(EG_LATIN)]
        if native:
            return f"{fake.first_name_male()} {fake.last_name()}", first, last
        return f"{first} {last}", first, last
    if key == "th" and not native:
        first, last = TH_LATIN[i % len(TH_LATIN)]
        return f"{first} {last}", first, last
    if key == "jp":
        if native:
            return f"{fake.last_name()} {fake.first_name()}", fake.first_romanized_name(), fake.last_romanized_name()
        first, last = fake.first_romanized_name(), fake.last_romanized_name()
        return f"{first} {last}", first, last
    if key == "cn" and not native:
        first, last = fake.first_romanized_name(), fake.last_romanized_name()
        return f"{last} {first}", first, last
    if key in ("kr", "cn", "th"):  # native script, family name first
        last, first = fake.last_name(), fake.first_name()
        sep = " " if key == "th" else ""
        full = f"{first} {last}" if key == "th" else f"{last}{first}"
        return full.replace(" ", sep) if key != "th" else full, unidecode(first).title(), unidecode(last).title()
    if key == "li":  # faker's de_LI has Liechtenstein surnames but English first names
        first, last = Faker("de_AT").first_name(), fake.last_name()
        return f"{first} {last}", first, last
    if key == "vn":  # family, middle, given; faker's vi_VN first names fall back to English
        last, middle, first = fake.last_name(), rng.choice(["Thị", "Văn", "Minh", "Ngọc"]), rng.choice(VN_GIVEN)
        return f"{last} {middle} {first}", first, last
    first, last = fake.first_name(), fake.last_name()
    return f"{first} {last}", first, last


def company_for(key, lang, last, rng, native, fake):
    form = rng.choice(LEGAL[key])
    if key == "kr" and native:
        return f"(주){fake.last_name()}{rng.choice(['무역', '상사', '유통'])}"
    if key == "cn" and native:
        return f"{fake.city_name()}{rng.choice(['贸易', '进出口', '商贸'])}有限公司"
    if key == "jp" and native:
        return f"株式会社{fake.last_name()}{rng.choice(['商事', '物産'])}"
    if key == "th" and native:
        return f"{rng.choice(['Lanna', 'Chao Phraya'])} {rng.choice(TRADE[lang])} {form}"
    base_last = unidecode(last) if lang in ("ja", "ko", "zh", "ar", "th") else last
    trade = rng.choice(TRADE[lang])
    name = f"{base_last} {trade}" if lang not in ("es", "fr", "it") else f"{trade} {base_last}"
    if form is None:
        return name
    return f"{form} {name}" if form in PREFIX else f"{name} {form}"


def make_buyers() -> list[dict]:
    rng = random.Random(SEED)
    Faker.seed(SEED)
    cats = (ALL_CATS * 5)[:50]
    rng.shuffle(cats)
    rows, n = [], 0
    for key, country, count, loc, native_rows, tld, lang in MARKETS:
        fake = Faker(loc)
        for j in range(count):
            n += 1
            native = j < native_rows
            full, first, last = name_for(key, loc, native, fake, rng, j)
            company = company_for(key, lang, last, rng, native, fake)
            title = rng.choice(TITLES_NATIVE[lang]) if lang in TITLES_NATIVE and rng.random() < 0.3 \
                else rng.choice(TITLES_EN)
            domain = ascii_slug(last) + "." + tld
            email = f"{ascii_slug(first)}.{ascii_slug(last)}@{domain}"
            if native:  # native-script rows write to the purchasing mailbox of a romanised domain
                domain = ascii_slug(last) + rng.choice(["trade", "corp", "global"]) + "." + tld
                email = f"purchasing@{domain}"
            cat = cats[n - 1]
            note = rng.choice(NOTES[cat]) if rng.random() < 0.5 else ""
            rows.append({"buyer_id": f"G{n:03d}", "company": company, "contact_name": full,
                         "contact_title": title, "email": email,
                         "country": country, "product_category": cat, "website": f"www.{domain}",
                         "notes": note})
    return rows


if __name__ == "__main__":
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(make_buyers())
