"""Make tests/data/dev_fresh4/buyers.csv: 60 fictional buyers, seeded and reproducible.

Run:  .venv/bin/python tests/data/dev_fresh4/make_buyers.py   (needs faker; not a dependency)

Names come from faker's locale for the market where faker has one (Nigeria from yo_NG, ig_NG
and ha_NG); Cyprus takes el_GR names, the UAE ar_SA names, Kazakhstan ru_RU names, and Hong Kong
and Singapore short hand lists, because faker romanises Chinese names in Mandarin only.
"""

from __future__ import annotations

import csv
import random
import re
from pathlib import Path

from faker import Faker
from faker.decode import unidecode

SEED = 6600317
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

# The four senders (senders.toml) and what they sell; every buyer gets one of these categories.
CATEGORIES = {
    "s1": ["shea butter", "dried mango slices", "cashew kernels"],  # Ghana
    "s2": ["sauna heaters", "wood pellets", "birch plywood"],  # Estonia
    "s3": ["merino wool yarn", "raw honey", "frozen beef cuts"],  # Uruguay
    "s4": ["green coffee beans", "sesame seeds", "sheepskin leather"],  # Ethiopia
}
ALL_CATS = [c for cats in CATEGORIES.values() for c in cats]

# key, country, name locale, native-script rows (of 3), tld, language
MARKETS = [
    ("hu", "Hungary", "hu_HU", 0, "hu", "hu"),
    ("cz", "Czech Republic", "cs_CZ", 0, "cz", "cs"),
    ("kz", "Kazakhstan", "ru_RU", 1, "kz", "ru"),
    ("uz", "Uzbekistan", "uz_UZ", 0, "uz", "uz"),
    ("mx", "Mexico", "es_MX", 0, "com.mx", "es"),
    ("es", "Spain", "es_ES", 0, "es", "es"),
    ("ch", "Switzerland", "de_CH", 0, "ch", "de"),
    ("ca", "Canada", "en_CA", 0, "ca", "en"),
    ("nz", "New Zealand", "en_NZ", 0, "co.nz", "en"),
    ("ae", "United Arab Emirates", "ar_SA", 1, "ae", "ar"),
    ("ng", "Nigeria", "yo_NG", 0, "com.ng", "en"),
    ("cy", "Cyprus", "el_GR", 1, "com.cy", "el"),
    ("hk", "Hong Kong", "zh_TW", 1, "com.hk", "zh"),
    ("jp", "Japan", "ja_JP", 1, "co.jp", "ja"),
    ("sg", "Singapore", "en_US", 0, "com.sg", "en"),
    ("sa", "Saudi Arabia", "ar_SA", 0, "com.sa", "ar"),
    ("nl", "Netherlands", "nl_NL", 0, "nl", "nl"),
    ("de", "Germany", "de_DE", 0, "de", "de"),
    ("tr", "Turkey", "tr_TR", 0, "com.tr", "tr"),
    ("it", "Italy", "it_IT", 0, "it", "it"),
]
LEGAL = {
    "hu": ["Kft.", "Zrt.", "Bt."],
    "cz": ["s.r.o.", "a.s."],
    "kz": ["TOO"],
    "uz": ["MChJ", "XK"],
    "mx": ["S.A. de C.V.", "S. de R.L. de C.V."],
    "es": ["S.L.", "S.A."],
    "ch": ["AG", "GmbH"],
    "ca": ["Inc.", "Ltd.", None],
    "nz": ["Limited", "Ltd"],
    "ae": ["L.L.C.", "FZE", "FZCO"],
    "ng": ["Limited", "Nigeria Ltd"],
    "cy": ["Ltd", "Limited"],
    "hk": ["Limited", "Co., Limited"],
    "jp": ["Co., Ltd.", "K.K."],
    "sg": ["Pte. Ltd.", "Pte Ltd"],
    "sa": ["Co.", "LLC"],
    "nl": ["B.V.", "V.O.F."],
    "de": ["GmbH", "e.K.", "GmbH & Co. KG"],
    "tr": ["A.Ş.", "Ltd. Şti."],
    "it": ["S.r.l.", "S.p.A.", "S.n.c."],
}
PREFIX = {"TOO", "ТОО"}
TRADE = {
    "hu": ["Kereskedelmi", "Import", "Nagykereskedés"],
    "cs": ["Obchod", "Trade", "Velkoobchod"],
    "ru": ["Trade", "Import"],
    "uz": ["Savdo", "Trade"],
    "es": ["Distribuidora", "Comercial", "Importaciones"],
    "de": ["Handel", "Import", "Vertrieb"],
    "en": ["Trading", "Imports", "Wholesale", "Supplies"],
    "ar": ["Trading", "General Trading", "Foodstuff Trading"],
    "el": ["Trading", "Imports"],
    "zh": ["Trading", "Import & Export"],
    "ja": ["Trading", "Shoji"],
    "nl": ["Handel", "Import", "Groothandel"],
    "tr": ["Ticaret", "Dış Ticaret", "Gıda"],
    "it": ["Commerciale", "Importazioni", "Forniture"],
}
TITLES_EN = [
    "Purchasing Manager",
    "Head of Procurement",
    "Buyer",
    "Senior Buyer",
    "Category Manager",
    "Import Manager",
    "Managing Director",
    "Sourcing Manager",
    "Procurement Director",
    "Owner",
    "General Manager",
    "Supply Chain Manager",
    "Chief Operating Officer",
]
TITLES_NATIVE = {  # (male, female) where the language genders it
    "hu": ("Beszerzési vezető", "Beszerzési vezető"),
    "cs": ("Vedoucí nákupu", "Vedoucí nákupu"),
    "ru": ("Менеджер по закупкам", "Менеджер по закупкам"),
    "es": ("Director de Compras", "Directora de Compras"),
    "de": ("Leiter Einkauf", "Leiterin Einkauf"),
    "el": ("Υπεύθυνος Αγορών", "Υπεύθυνη Αγορών"),
    "ja": ("購買部長", "購買部長"),
    "zh": ("採購經理", "採購經理"),
    "nl": ("Inkoper", "Inkoopster"),
    "tr": ("Satın Alma Müdürü", "Satın Alma Müdürü"),
    "it": ("Responsabile Acquisti", "Responsabile Acquisti"),
    "ar": ("مدير المشتريات", "مديرة المشتريات"),
}
AR_LATIN = [
    ("Khalid", "Al Mansoori"),
    ("Mariam", "Al Suwaidi"),
    ("Omar", "Bin Hamdan"),
    ("Faisal", "Al Qahtani"),
    ("Noura", "Al Harbi"),
    ("Abdullah", "Al Ghamdi"),
]
AR_NATIVE = ("سعيد", "الكعبي", "Saeed", "Al Kaabi")
HK_NATIVE = {"永興": "winghing", "恒昌": "hangcheong", "德利": "taklee"}
JP_NATIVE = [("鈴木", "suzuki"), ("高橋", "takahashi"), ("渡辺", "watanabe")]
HK_LATIN = [("Ka-yan", "Wong"), ("Chi-keung", "Chan"), ("Wing-sze", "Leung")]
SG_LATIN = [("Wei Ling", "Tan"), ("Junhao", "Lim"), ("Priya", "Raman")]
NG_LOCALES = ["yo_NG", "ig_NG", "ha_NG"]
NOTES = {
    "shea butter": [
        "asked for unrefined grade A shea butter",
        "met at in-cosmetics Global",
        "needs COA per lot",
    ],
    "dried mango slices": [
        "asked about unsweetened Kent mango slices",
        "met at Biofach",
        "currently buys from Burkina Faso",
    ],
    "cashew kernels": [
        "asked for W320 whole kernels",
        "met at SIAL Paris",
        "needs BRCGS-certified packers",
    ],
    "sauna heaters": [
        "asked about 9 kW electric heaters",
        "met at Interbad Stuttgart",
        "wants wood-fired heaters too",
    ],
    "wood pellets": [
        "asked for ENplus A1 pellets in 15 kg bags",
        "buys big bags for a district heating plant",
        "currently buys from Latvia",
    ],
    "birch plywood": [
        "asked for 18 mm BB/CP sheets",
        "met at Holz-Handwerk",
        "needs FSC chain of custody",
    ],
    "merino wool yarn": [
        "asked for 18.5 micron worsted yarn",
        "met at Pitti Filati",
        "needs RWS certificates",
    ],
    "raw honey": [
        "asked about multifloral honey in 300 kg drums",
        "met at Gulfood",
        "needs residue test reports",
    ],
    "frozen beef cuts": [
        "asked for grass-fed striploin",
        "needs halal certification",
        "met at Anuga",
    ],
    "green coffee beans": [
        "asked for Yirgacheffe Grade 1 washed",
        "met at World of Coffee",
        "currently buys from Colombia",
    ],
    "sesame seeds": [
        "asked for Humera-type white sesame",
        "needs aflatoxin tests",
        "met at Gulfood",
    ],
    "sheepskin leather": [
        "asked for crust hair sheep leather for gloves",
        "met at Lineapelle",
        "needs LWG-rated tanneries",
    ],
}


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", unidecode(text).lower())


def main() -> None:
    rng = random.Random(SEED)
    Faker.seed(SEED)
    cats = ALL_CATS * 5
    rng.shuffle(cats)
    rows, n = [], 0
    for key, country, loc, native_rows, tld, lang in MARKETS:
        for j in range(3):
            n += 1
            native = j < native_rows
            fake = Faker(NG_LOCALES[j] if key == "ng" else loc)
            female = rng.random() < 0.5
            if key in ("ae", "sa"):
                first, last = AR_LATIN[j + (3 if key == "sa" else 0)]
                if native:
                    first, last = AR_NATIVE[0], AR_NATIVE[1]
                    female = False
            elif key == "hk":
                first, last = HK_LATIN[j]
            elif key == "sg":
                first, last = SG_LATIN[j]
            elif female:
                first, last = fake.first_name_female(), fake.last_name_female()
            else:
                first, last = fake.first_name_male(), fake.last_name_male()
            latin_first, latin_last = (
                unidecode(first).replace("'", ""),
                unidecode(last).replace("'", ""),
            )
            if key in ("ae", "sa") and native:
                latin_first, latin_last = AR_NATIVE[2], AR_NATIVE[3]
            if not native and key in ("kz", "cy"):
                first, last = (
                    latin_first,
                    latin_last,
                )  # romanised rows are written in Latin throughout
            if key == "jp":
                latin_first, latin_last = fake.first_romanized_name(), fake.last_romanized_name()
            form = rng.choice(LEGAL[key])
            trade = rng.choice(TRADE[lang if lang in TRADE else "en"])
            base = last
            if key == "hu":
                contact = f"{last} {first}"  # Hungarian family-name-first order
            elif key == "hk" and native:
                last, first = fake.last_name(), fake.first_name()
                contact = f"{last}{first}"
            elif key == "jp" and native:
                last, jp_latin = JP_NATIVE[rng.randrange(3)]
                contact = f"{last} {first}"
            else:
                contact = f"{first} {last}"
            if key == "jp" and not native:
                contact = f"{latin_first} {latin_last}"
                base = latin_last
            if key == "kz" and native:
                company = f"ТОО «{last} {rng.choice(['Трейд', 'Импорт'])}»"
            elif key == "cy" and native:
                company = f"{last} Εισαγωγές ΛΤΔ"
            elif key == "hk" and native:
                hk = rng.choice(sorted(HK_NATIVE))
                company = f"{hk}貿易有限公司"
            elif key == "jp" and native:
                company = f"株式会社{last}商事"
            elif key == "ae" and native:
                company = f"{latin_last} General Trading L.L.C."
            elif form in PREFIX:
                company = f"{form} {base} {trade}"
            elif form is None:
                company = f"{base} {trade}"
            else:
                company = f"{base} {trade} {form}"
            if rng.random() < 0.27 and lang in TITLES_NATIVE:
                title = TITLES_NATIVE[lang][1 if female else 0]
            else:
                title = rng.choice(TITLES_EN)
            domain = slug(latin_last + ("" if native else trade))[:18] + "." + tld
            if native and key in ("hk", "jp", "kz", "cy", "ae"):
                domain = slug(latin_last) + "." + tld
                if key == "hk":
                    domain = HK_NATIVE[hk] + "trading." + tld
                if key == "jp":
                    domain = jp_latin + "-shoji." + tld
            email = f"{slug(latin_first)}.{slug(latin_last)}@{domain}"
            if key in ("hk", "jp") and native:
                email = f"purchasing@{domain}"
            cat = cats[n - 1]
            note = rng.choice(NOTES[cat]) if rng.random() < 0.5 else ""
            rows.append(
                {
                    "buyer_id": f"J{n:03d}",
                    "company": company,
                    "contact_name": contact,
                    "contact_title": title,
                    "email": email,
                    "country": country,
                    "product_category": cat,
                    "website": "www." + domain,
                    "notes": note,
                }
            )
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    print(len(rows))


if __name__ == "__main__":
    main()
