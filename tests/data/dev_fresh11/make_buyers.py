"""Seeded faker buyers and four exporters of the eleventh fresh set → buyers.csv, senders.toml.

Each row has its own faker instance seeded 7193355 + row number; the hand lists (markets whose
faker locale falls back to English names) are drawn with random.Random(7193355).
Run:  .venv/bin/python tests/data/dev_fresh11/make_buyers.py
"""

import csv
import random
import re
from pathlib import Path

from faker import Faker
from faker.decode import unidecode

HERE = Path(__file__).resolve().parent
SEED = 7193355
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
RNG = random.Random(SEED)

# Hand lists: faker 40.63 has no real names for am_ET, el_CY, sr_BA, ar_AE or fil_PH.
HAND = {
    "am": [("ሄኖክ", "ተስፋዬ"), ("መቅደስ", "ገብረ መድኅን"), ("ሰላም", "አበበ")],
    "et": [("Dawit", "Alemu"), ("Hirut", "Bekele"), ("Yonas", "Tadesse")],
    "ba": [("Amra", "Hodžić"), ("Emir", "Begović"), ("Lejla", "Mehmedović"), ("Nedim", "Karić")],
    "ae": [("Hessa", "Al Mansoori"), ("Khalid", "Al Shamsi"), ("Mariam", "Al Ketbi")],
    "ph": [
        ("Maricel", "Dela Cruz"),
        ("Rodel", "Villanueva"),
        ("Jocelyn", "Bautista"),
        ("Arnel", "Macaraeg"),
    ],
    "by": [("Aliaksandr", "Kavalenka"), ("Volha", "Zhuk"), ("Siarhei", "Navumchyk")],
    "il": [("Noa", "Friedman"), ("Itai", "Ben-Ami"), ("Yael", "Shapira")],
    "cy": [("Andreas", "Charalambous"), ("Eleni", "Georgiou"), ("Marios", "Konstantinou")],
    "tw": [("Chen Chia-hui", ""), ("Lin Wei-jie", ""), ("Huang Pei-shan", "")],
    "lk": [("Chamari", "Wickramasinghe"), ("Nuwan", "Jayawardena"), ("Dilhani", "Gunasekara")],
}


def hand(key):
    first, last = HAND[key].pop(RNG.randrange(len(HAND[key])))
    return f"{first} {last}".strip(), last or first.split()[0]


def slug(text):
    return re.sub(r"[^a-z0-9]+", "", unidecode(text).lower())[:18] or "trade"


# id, country, locale or hand key, gender, company pattern, title, category, note, tld
ROWS = [
    (
        "United Kingdom",
        "en_GB",
        "m",
        "{L} Fine Foods Ltd",
        "Purchasing Manager",
        "demerara sugar",
        "Met at IFE London; asked for a quote on 25 kg bags",
        "co.uk",
    ),
    (
        "Germany",
        "de_DE",
        "f",
        "{L} Zuckerwaren GmbH",
        "Leiterin Einkauf",
        "demerara sugar",
        "",
        "de",
    ),
    (
        "France",
        "fr_FR",
        "f",
        "{L} Distribution SARL",
        "Acheteuse",
        "demerara sugar",
        "Prefers French",
        "fr",
    ),
    (
        "Belarus",
        "ru_RU",
        "f",
        "ООО «{L}-Продукт»",
        "Менеджер по закупкам",
        "demerara sugar",
        "",
        "by",
    ),
    (
        "Kenya",
        "en_KE",
        "m",
        "{L} Bakers Supplies Ltd",
        "Procurement Officer",
        "demerara sugar",
        "Asked for a sample of 1 kg retail packs",
        "co.ke",
    ),
    (
        "United States",
        "en_US",
        "f",
        "{L} Apparel Group, Inc.",
        "Sourcing Manager",
        "cotton polo shirts",
        "Visited our stand at MAGIC Las Vegas",
        "com",
    ),
    (
        "Luxembourg",
        "de_LU",
        "m",
        "{L} Mode S.à r.l.",
        "Responsable Achats",
        "cotton polo shirts",
        "",
        "lu",
    ),
    (
        "Nigeria",
        "en_NG",
        "f",
        "{L} Uniforms Nigeria Limited",
        "Head of Procurement",
        "cotton polo shirts",
        "Needs school-uniform polos in navy and white; asked for the price list",
        "com.ng",
    ),
    (
        "Australia",
        "en_AU",
        "m",
        "{L} Workwear Pty Ltd",
        "Buyer",
        "cotton polo shirts",
        "Needs OEKO-TEX certificates",
        "com.au",
    ),
    (
        "Japan",
        "ja_JP:roman",
        "m",
        "{L} Trading Co., Ltd.",
        "Merchandiser",
        "cotton polo shirts",
        "",
        "co.jp",
    ),
    (
        "Netherlands",
        "nl_NL",
        "m",
        "{L} Bloemen B.V.",
        "Inkoper",
        "anthurium cut flowers",
        "Met at IFTF Vijfhuizen",
        "nl",
    ),
    (
        "United Arab Emirates",
        "ae",
        "f",
        "{L} Flowers L.L.C.",
        "Purchasing Manager",
        "anthurium cut flowers",
        "",
        "ae",
    ),
    (
        "Japan",
        "ja_JP",
        "f",
        "株式会社{L}フラワー",
        "仕入担当",
        "anthurium cut flowers",
        "",
        "co.jp",
    ),
    (
        "Taiwan",
        "zh_TW",
        "f",
        "{C}花卉股份有限公司",
        "採購經理",
        "anthurium cut flowers",
        "Asked for a sample box of red and pink anthuriums",
        "com.tw",
    ),
    ("Israel", "he_IL", "m", '{L} פרחים בע"מ', "מנהל רכש", "anthurium cut flowers", "", "co.il"),
    (
        "Cyprus",
        "el_GR",
        "m",
        "{L} Δομικά Υλικά ΛΤΔ",
        "Υπεύθυνος Αγορών",
        "volcanic tuff cladding",
        "",
        "com.cy",
    ),
    (
        "Croatia",
        "hr_HR",
        "f",
        "{L} Kamen d.o.o.",
        "Voditeljica nabave",
        "volcanic tuff cladding",
        "Met at BAU Munich; asked for the price of 30 mm tiles",
        "hr",
    ),
    (
        "Bosnia and Herzegovina",
        "ba",
        "m",
        "{L} Gradnja d.o.o.",
        "Direktorica",
        "volcanic tuff cladding",
        "",
        "ba",
    ),
    (
        "Belarus",
        "by",
        "m",
        "OOO {L} Vino",
        "Purchasing Manager",
        "pomegranate wine",
        "Asked for samples of the semi-sweet and the dry",
        "by",
    ),
    (
        "Ukraine",
        "uk_UA",
        "f",
        "ТОВ «{L} Вина»",
        "Менеджерка з закупівель",
        "pomegranate wine",
        "",
        "ua",
    ),
    (
        "Germany",
        "de_DE",
        "m",
        "{L} Weinhandel GmbH & Co. KG",
        "Einkäufer",
        "pomegranate wine",
        "Met at ProWein Düsseldorf",
        "de",
    ),
    (
        "Israel",
        "il",
        "f",
        "{L} Diamonds Ltd.",
        "Purchasing Director",
        "polished diamonds",
        "Met at Israel Diamond Week",
        "co.il",
    ),
    ("United States", "en_US", "m", "{L} Jewelers, LLC", "Owner", "polished diamonds", "", "com"),
    (
        "Thailand",
        "th_TH",
        "f",
        "บริษัท {L} จิวเวลรี่ จำกัด",
        "ผู้จัดการฝ่ายจัดซื้อ",
        "polished diamonds",
        "",
        "co.th",
    ),
    (
        "United Kingdom",
        "en_GB",
        "f",
        "{L} Deli Wholesale Ltd",
        "Category Buyer",
        "feta cheese",
        "Needs the PDO documents",
        "co.uk",
    ),
    (
        "Philippines",
        "ph",
        "m",
        "{L} Gourmet Imports Inc.",
        "Purchasing Head",
        "feta cheese",
        "",
        "com.ph",
    ),
    ("Cyprus", "cy", "m", "{L} Trading Ltd", "Managing Director", "feta cheese", "", "com.cy"),
    (
        "Taiwan",
        "tw",
        "f",
        "{L} Biotech Co., Ltd.",
        "Purchasing Manager",
        "mastic gum",
        "Asked for a CoA of the tears grade",
        "com.tw",
    ),
    (
        "France",
        "fr_FR",
        "m",
        "Laboratoires {L} SAS",
        "Responsable des achats",
        "mastic gum",
        "Needs an organic certificate",
        "fr",
    ),
    ("Brazil", "pt_BR", "f", "{L} Ingredientes Ltda.", "Compradora", "mastic gum", "", "com.br"),
    (
        "Poland",
        "pl_PL",
        "m",
        "{L} Ryby sp. z o.o.",
        "Kierownik ds. zakupów",
        "farmed sea bream",
        "Met at Seafood Expo Global in Barcelona",
        "pl",
    ),
    ("Luxembourg", "de_LU", "f", "Poissonnerie {L} S.A.", "Gérante", "farmed sea bream", "", "lu"),
    (
        "Kenya",
        "en_KE",
        "f",
        "{L} Foods Limited",
        "Procurement Manager",
        "basmati rice",
        "Asked for a quote on 1121 sella in 25 kg bags",
        "co.ke",
    ),
    ("Ethiopia", "am", "m", "{L} ንግድ ኃ.የተ.የግ.ማ.", "የግዢ ሥራ አስኪያጅ", "basmati rice", "", "com.et"),
    (
        "Nigeria",
        "en_NG",
        "m",
        "{L} Provisions Limited",
        "Purchasing Manager",
        "basmati rice",
        "",
        "com.ng",
    ),
    (
        "Sri Lanka",
        "si_LK",
        "m",
        "{R} Hardware (Pvt) Ltd",
        "Purchasing Manager",
        "brass door handles",
        "",
        "lk",
    ),
    (
        "Ethiopia",
        "et",
        "f",
        "{L} Building Materials PLC",
        "Procurement Head",
        "brass door handles",
        "Met at Big 5 Construct East Africa in Nairobi",
        "com.et",
    ),
    (
        "Bosnia and Herzegovina",
        "ba",
        "f",
        "{L} Okovi d.o.o.",
        "Referent nabave",
        "brass door handles",
        "Wants samples in satin nickel",
        "ba",
    ),
    (
        "Philippines",
        "ph",
        "f",
        "{L} Food Ingredients Corporation",
        "Purchasing Officer",
        "guar gum powder",
        "",
        "com.ph",
    ),
    (
        "Sri Lanka",
        "lk",
        "m",
        "{L} Chemicals (Private) Limited",
        "Procurement Manager",
        "guar gum powder",
        "Asked for the TDS of the 5000 cps grade",
        "lk",
    ),
]
SINHALA_ROMAN = {
    "පීරිස්": "Peiris",
    "විජේසිංහ": "Wijesinghe",
    "ජයවර්ධන": "Jayawardena",
    "පෙරේරා": "Perera",
    "සිල්වා": "Silva",
    "ප්‍රනාන්දු": "Fernando",
    "බස්නායක": "Basnayake",
}


def person(i, locale, gender):
    """The contact's name as written in the record, and the surname for the company."""
    if ":" not in locale and locale in HAND:
        return hand(locale)
    fk = Faker(locale.split(":")[0])
    fk.seed_instance(SEED + i)
    if locale == "ja_JP:roman":
        first, last = fk.first_romanized_name_male(), fk.last_romanized_name()
        return f"{first} {last}", last
    first = fk.first_name_female() if gender == "f" else fk.first_name_male()
    last = (
        fk.last_name_female()
        if gender == "f" and hasattr(fk, "last_name_female")
        else fk.last_name()
    )
    if locale in ("ja_JP", "zh_TW"):
        return f"{last}{first}" if locale == "zh_TW" else f"{last} {first}", last
    return f"{first} {last}", last


# Exporters from countries no older set's sender used: Mauritius, Armenia, Greece, India.
SENDERS = """\
[senders.s1]
company = "Lagon Bleu Exports Ltée"
name = "Marie-Noëlle Ramdin"
title = "Export Manager"
email = "mn.ramdin@lagonbleu.mu"
phone = "+230 217 4480"
website = "https://lagonbleu.mu"
country = "Mauritius"
city = "Port Louis"
categories = ["demerara sugar", "cotton polo shirts", "anthurium cut flowers"]

[senders.s2]
company = "Aragats Qar CJSC"
name = "Anahit Hovhannisyan"
title = "Head of Export"
email = "anahit.h@aragatsqar.am"
phone = "+374 10 548 219"
website = "https://aragatsqar.am"
country = "Armenia"
city = "Yerevan"
categories = ["volcanic tuff cladding", "pomegranate wine", "polished diamonds"]

[senders.s3]
company = "Pelion Trofima Α.Ε."
name = "Konstantinos Papadimitriou"
title = "Διευθυντής Εξαγωγών"
email = "k.papadimitriou@peliontrofima.gr"
phone = "+30 24210 63 512"
website = "https://peliontrofima.gr"
country = "Greece"
city = "Volos"
categories = ["feta cheese", "mastic gum", "farmed sea bream"]

[senders.s4]
company = "Shree Ganga Overseas Pvt. Ltd."
name = "Venkataraman Subramanian"
title = "GM - Exports"
email = "venkat@shreegangaoverseas.in"
phone = "+91 11 4155 2870"
website = "https://shreegangaoverseas.in"
country = "India"
city = "New Delhi"
categories = ["basmati rice", "brass door handles", "guar gum powder"]
"""


def main():
    rows = []
    for i, (country, locale, gender, pattern, title, category, note, tld) in enumerate(ROWS, 1):
        name, last = person(i, locale, gender)
        city = ""
        if "{C}" in pattern:
            fk = Faker("zh_TW")
            fk.seed_instance(SEED + 100 + i)
            city = fk.city().rstrip("市縣")
        roman = SINHALA_ROMAN.get(last, "Lanka")
        company = pattern.format(L=last, C=city, R=roman)
        domain = f"{slug(roman if last in SINHALA_ROMAN else last)}.{tld}"
        if re.search(r"[A-Za-zÀ-ž]", name) and unidecode(name).strip():
            local = ".".join(
                unidecode(name).lower().replace("-", "").split()[:1]
                + unidecode(name).lower().split()[-1:]
            )
            local = re.sub(r"[^a-z.]", "", local)
        else:
            local = "purchasing"
        rows.append(
            {
                "buyer_id": f"K{i:03d}",
                "company": company,
                "contact_name": name,
                "contact_title": title,
                "email": f"{local}@{domain}",
                "country": country,
                "product_category": category,
                "website": f"www.{domain}",
                "notes": note,
            }
        )
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
