"""Write buyers.csv for the sixth fresh held-out set: 40 seeded faker buyers in 17 markets.

Run:  .venv/bin/python tests/data/dev_fresh6/make_buyers.py   (byte-reproducible with faker 40.63.0)

Each row below fixes the market, the product category (one that a sender of senders.toml sells)
and whether the contact is written in the country's own script; faker (or a short hand list where
faker's locale has no real names) draws the person, the seeded rng the company's trade word, legal
form, title and note.
"""

import csv
import random
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 9104623
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

# (market, category, native script?) in the order of the buyer ids.
ROWS = [
    ("GH", "whole cloves", False),
    ("GH", "nitrile examination gloves", False),
    ("GH", "rubberwood dining chairs", False),
    ("TZ", "nitrile examination gloves", False),
    ("TZ", "rubberwood dining chairs", False),
    ("MA", "vanilla beans", False),
    ("MA", "whole cloves", False),
    ("MA", "large cardamom", False),
    ("QA", "whole cloves", True),
    ("QA", "large cardamom", False),
    ("QA", "nitrile examination gloves", False),
    ("OM", "whole cloves", False),
    ("OM", "white pepper", False),
    ("MK", "vanilla beans", True),
    ("MK", "quinoa", False),
    ("MD", "quinoa", False),
    ("MD", "alpaca yarn", False),
    ("MN", "nitrile examination gloves", True),
    ("MN", "white pepper", False),
    ("CR", "alpaca yarn", False),
    ("CR", "pashmina shawls", False),
    ("DO", "quinoa", False),
    ("DO", "whole cloves", False),
    ("LK", "handmade lokta paper", False),
    ("LK", "fresh blueberries", False),
    ("DE", "flake graphite", False),
    ("DE", "vanilla beans", False),
    ("DE", "pashmina shawls", False),
    ("US", "vanilla beans", False),
    ("US", "flake graphite", False),
    ("JP", "flake graphite", True),
    ("JP", "quinoa", False),
    ("JP", "handmade lokta paper", False),
    ("TW", "flake graphite", True),
    ("TW", "fresh blueberries", False),
    ("GR", "alpaca yarn", True),
    ("GR", "white pepper", False),
    ("GR", "rubberwood dining chairs", False),
    ("IL", "flake graphite", False),
    ("IL", "vanilla beans", True),
]

COUNTRY = {
    "GH": "Ghana",
    "TZ": "Tanzania",
    "MA": "Morocco",
    "QA": "Qatar",
    "OM": "Oman",
    "MK": "North Macedonia",
    "MD": "Moldova",
    "MN": "Mongolia",
    "CR": "Costa Rica",
    "DO": "Dominican Republic",
    "LK": "Sri Lanka",
    "DE": "Germany",
    "US": "United States",
    "JP": "Japan",
    "TW": "Taiwan",
    "GR": "Greece",
    "IL": "Israel",
}
TLD = {
    "GH": "com.gh",
    "TZ": "co.tz",
    "MA": "ma",
    "QA": "com.qa",
    "OM": "com.om",
    "MK": "com.mk",
    "MD": "md",
    "MN": "mn",
    "CR": "co.cr",
    "DO": "com.do",
    "LK": "lk",
    "DE": "de",
    "US": "com",
    "JP": "co.jp",
    "TW": "com.tw",
    "GR": "gr",
    "IL": "co.il",
}
LOCALE = {
    "GH": "tw_GH",
    "TZ": "sw",
    "MD": "ro_RO",
    "CR": "es_CO",
    "DO": "es_MX",
    "DE": "de_DE",
    "US": "en_US",
    "JP": "ja_JP",
    "TW": "zh_TW",
    "MK": "mk_MK",
    "GR": "el_GR",
    "IL": "he_IL",
    "QA": "ar_SA",
}
# Faker's locales for these markets have no real names (or none romanised), so short hand lists.
HAND = {
    "MA": [
        "Karim Lahlou",
        "Salma Bennani",
        "Hicham Tazi",
        "Nadia El Alaoui",
        "Omar Berrada",
        "Imane Chraibi",
        "Mehdi Sqalli",
        "Ghita Benkirane",
    ],
    "QA": [
        "Khalid Al-Kuwari",
        "Mariam Al-Sulaiti",
        "Abdulla Al-Mannai",
        "Hamad Al-Marri",
        "Noora Al-Muhannadi",
        "Jassim Al-Emadi",
    ],
    "OM": [
        "Salim Al-Busaidi",
        "Aisha Al-Balushi",
        "Said Al-Harthy",
        "Fatma Al-Lawati",
        "Hilal Al-Rawahi",
    ],
    "MN": [
        "Enkhjargal Tsogt",
        "Bat-Erdene Gansukh",
        "Oyunchimeg Dorj",
        "Tsolmon Baatar",
        "Altantsetseg Purev",
    ],
    "MN_native": ["Ганболдын Батбаяр", "Мөнхийн Сарнай", "Дашийн Түвшинжаргал"],
    "LK": [
        "Kasun Jayasuriya",
        "Tharushi Wickramasinghe",
        "Chamara Gunawardena",
        "Nadeesha Senanayake",
        "Ruwan Dissanayake",
        "Ishara Abeykoon",
    ],
    "GR": [
        "Nikos Papadakis",
        "Eleni Georgiou",
        "Dimitra Kalogeropoulou",
        "Giorgos Antoniou",
        "Stavros Karagiannis",
        "Katerina Vlachou",
    ],
    "IL": ["Yael Friedman", "Amit Ben-David", "Noa Shapira", "Eitan Mizrahi", "Shira Katz"],
}
# Legal forms as each market writes them; "" is no legal form.
FORMS = {
    "GH": ["Ltd", "Limited", "Company Limited", ""],
    "TZ": ["Ltd", "Limited", "Co. Ltd"],
    "MA": ["SARL", "SARL AU", "S.A."],
    "QA": ["W.L.L.", "L.L.C.", "Co. W.L.L."],
    "OM": ["LLC", "SAOC", "& Partners LLC"],
    "MK": ["DOOEL", "DOO Skopje"],
    "MD": ["S.R.L.", "Î.C.S. {} S.R.L."],
    "MN": ["LLC"],
    "CR": ["S.A.", "S.R.L.", "Ltda."],
    "DO": ["S.R.L.", "S.A.S.", "S.A."],
    "LK": ["(Pvt) Ltd", "PLC", "(Private) Limited"],
    "DE": ["GmbH", "e.K.", "GmbH & Co. KG", "AG"],
    "US": ["Inc.", "LLC", "Corp."],
    "JP": ["Co., Ltd.", "K.K."],
    "TW": ["Co., Ltd.", "Corp."],
    "GR": ["S.A.", "IKE", "O.E."],
    "IL": ["Ltd.", "Ltd"],
}
# Trade words that fit what the buyer buys; markets that name their trade in their own language
# override them.
WORDS = {
    "whole cloves": ["Spice", "Foodstuff", "Commodities"],
    "white pepper": ["Spice", "Foodstuff", "Trading"],
    "large cardamom": ["Spice", "Foodstuff"],
    "vanilla beans": ["Ingredients", "Flavours", "Pastry Supplies"],
    "flake graphite": ["Advanced Materials", "Carbon", "Battery Materials"],
    "nitrile examination gloves": ["Medical", "Healthcare Supplies", "Medics"],
    "rubberwood dining chairs": ["Furniture", "Home", "Furnishings"],
    "quinoa": ["Natural Foods", "Health Foods", "Foods"],
    "alpaca yarn": ["Yarns", "Knitting", "Textiles"],
    "fresh blueberries": ["Fresh", "Fruit Import", "Produce"],
    "handmade lokta paper": ["Stationers", "Paper Crafts", "Art Supplies"],
    "pashmina shawls": ["Fashion", "Textiles", "Accessories"],
}
LOCAL_WORDS = {
    "MA": {"whole cloves": ["Épices"], "large cardamom": ["Épices"], "vanilla beans": ["Arômes"]},
    "DE": {
        "vanilla beans": ["Gewürzkontor", "Backzutaten"],
        "flake graphite": ["Rohstoffe", "Carbon"],
        "pashmina shawls": ["Textil", "Modehandel"],
    },
    "CR": {"alpaca yarn": ["Hilos"], "pashmina shawls": ["Textiles", "Moda"]},
    "DO": {"quinoa": ["Alimentos", "Importadora"], "whole cloves": ["Especias", "Comercial"]},
    "MD": {"quinoa": ["Natur", "Bio Import"], "alpaca yarn": ["Fire", "Textil"]},
}
FRONT = {"Épices", "Arômes"}  # French trade words stand before the name
TITLES_EN = [
    "Purchasing Manager",
    "Procurement Manager",
    "Head of Purchasing",
    "Buyer",
    "Senior Buyer",
    "Category Manager",
    "Supply Chain Manager",
    "Import Manager",
    "Managing Director",
    "Owner",
    "General Manager",
    "Sourcing Manager",
    "Procurement Officer",
    "Operations Director",
    "Purchasing Director",
]
# Titles in the buyer's language (gendered where the language is).
TITLES_LOCAL = {
    "MA": [("Responsable Achats", None), ("Gérant", "m"), ("Gérante", "f")],
    "MK": [("Менаџер за набавки", None)],
    "MD": [("Manager achiziții", None), ("Director comercial", "m")],
    "MN": [("Худалдан авалтын менежер", None)],
    "CR": [("Gerente de Compras", None), ("Jefa de Compras", "f"), ("Jefe de Compras", "m")],
    "DO": [("Encargado de Compras", "m"), ("Encargada de Compras", "f")],
    "DE": [("Einkaufsleiter", "m"), ("Einkaufsleiterin", "f"), ("Leiter Einkauf", "m")],
    "JP": [("購買部長", None)],
    "TW": [("採購經理", None)],
    "GR": [("Διευθυντής Αγορών", "m"), ("Διευθύντρια Αγορών", "f")],
    "IL": [("מנהל רכש", "m"), ("מנהלת רכש", "f")],
    "QA": [("مدير المشتريات", "m"), ("مديرة المشتريات", "f")],
}
NOTES = {
    "whole cloves": [
        "asked for hand-picked Grade 1 cloves",
        "buys from Zanzibar today",
        "met at Gulfood 2026",
        "needs a moisture below 12%",
    ],
    "vanilla beans": [
        "wants gourmet black beans, 16-18 cm",
        "met at ISM Middle East",
        "asked for red (split) beans for extract",
        "currently buys from Uganda",
    ],
    "flake graphite": [
        "needs +80 mesh, 94-95% C",
        "evaluating anode material suppliers",
        "met at The Battery Show Europe",
        "asks for a spec sheet and a sample",
    ],
    "nitrile examination gloves": [
        "tender for the Ministry of Health",
        "needs EN 455 and AQL 1.5",
        "asked for powder-free, size S-XL",
        "met at Arab Health",
    ],
    "rubberwood dining chairs": [
        "looking for KD (knock-down) chairs",
        "needs FSC-certified wood",
        "opening three showrooms next year",
    ],
    "white pepper": [
        "asked for Sarawak Creamy White",
        "currently buys from Vietnam",
        "needs steam-sterilised pepper",
    ],
    "quinoa": [
        "asked for white and tricolour quinoa",
        "needs organic certification (EU)",
        "met at Biofach",
    ],
    "alpaca yarn": [
        "runs a knitting shop chain",
        "asked for baby alpaca, DK weight",
        "met at Pitti Filati",
    ],
    "fresh blueberries": [
        "wants air freight in November-December",
        "met at Asia Fruit Logistica",
        "asked for 125 g clamshells",
    ],
    "large cardamom": ["buys for a spice blending plant", "asked for Ramsai and Golsai grades"],
    "handmade lokta paper": ["asked for notebooks and gift wrap", "sells to art supply stores"],
    "pashmina shawls": ["asked for 70/30 pashmina-silk", "needs private labels"],
}
# The native rows' mailbox domains, romanised by hand from what faker drew.
ROMANISED = {
    "QA": "almaghawla-trading",
    "MK": "arsovski-impeks",
    "MN": "nomintrade",
    "JP": "ito-carbon",
    "TW": "hongshuo-materials",
    "GR": "metaxas",
    "IL": "mahamid-spices",
}
MAILBOX = {
    "QA": "purchasing",
    "MK": "nabavki",
    "MN": "info",
    "JP": "purchasing",
    "TW": "purchasing",
    "GR": "info",
    "IL": "purchasing",
}
TRANSLIT_MK = dict(
    zip(
        "абвгдѓежзѕијклљмнњопрстќуфхцчџш",
        [
            "a",
            "b",
            "v",
            "g",
            "d",
            "gj",
            "e",
            "ž",
            "z",
            "dz",
            "i",
            "j",
            "k",
            "l",
            "lj",
            "m",
            "n",
            "nj",
            "o",
            "p",
            "r",
            "s",
            "t",
            "kj",
            "u",
            "f",
            "h",
            "c",
            "č",
            "dž",
            "š",
        ],
        strict=True,
    )
)


def ascii_slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(ch for ch in plain.lower() if ch.isalnum())


def latin_mk(text: str) -> str:
    out = "".join(
        TRANSLIT_MK.get(ch.lower(), ch)
        if ch.islower() or ch.lower() not in TRANSLIT_MK
        else TRANSLIT_MK[ch.lower()].capitalize()
        for ch in text
    )
    return out


def person(rng, fakers, market, native, used):
    """Return (contact_name, family name for the company, gender or None)."""
    while True:
        if market in LOCALE and (native or market not in HAND):
            fk = fakers[market]
            gender = rng.choice("mf")
            first = fk.first_name_male() if gender == "m" else fk.first_name_female()
            last = (
                fk.last_name_male()
                if gender == "m" and hasattr(fk, "last_name_male")
                else fk.last_name()
            )
            if market in ("JP", "TW"):
                last = fk.last_name()
                name = f"{last} {first}" if market == "JP" else f"{last}{first}"
                if not native:
                    name = fk.romanized_name() if market == "JP" else None
                    if name is None:
                        first_r, last_r = fk.first_romanized_name(), fk.last_romanized_name()
                        name = f"{first_r.title()} {last_r.title()}"
                    last = name.split()[-1]
                    gender = None
            elif market == "MK" and not native:
                name, last = latin_mk(f"{first} {last}"), latin_mk(last)
            else:
                name = f"{first} {last}"
        elif market == "MN" and native:
            name, gender = rng.choice(HAND["MN_native"]), None
            last = name.split()[-1]
        else:
            name, gender = rng.choice(HAND[market]), None
            last = name.split()[-1]
        if name not in used:
            used.add(name)
            return name, last, gender


def title(rng, market, gender):
    if market in TITLES_LOCAL and rng.random() < 0.35:
        fits = [t for t, g in TITLES_LOCAL[market] if g in (None, gender)]
        if fits:
            return rng.choice(fits)
    return rng.choice(TITLES_EN)


def company(rng, market, category, family, native):
    """Return the company; native-script rows are written as that country writes them."""
    if native:
        return {
            "QA": f"شركة {family} للتجارة ذ.م.م",
            "MK": f"{family} Импекс ДООЕЛ",
            "MN": "Номин Трейд ХХК",
            "JP": f"{family}カーボン株式会社",
            "TW": "宏碩材料科技股份有限公司",
            "GR": f"{family} Α.Ε.",
            "IL": f'{family} תבלינים בע"מ',
        }[market]
    word = rng.choice(LOCAL_WORDS.get(market, {}).get(category) or WORDS[category])
    form = rng.choice(FORMS[market])
    if "{}" in form:
        return form.format(f"{family} {word}")
    name = f"{word} {family}" if word in FRONT else f"{family} {word}"
    return f"{name} {form}".strip()


def main() -> None:
    rng = random.Random(SEED)
    fakers = {}
    for i, (market, loc) in enumerate(sorted(LOCALE.items())):
        fk = Faker(loc)
        fk.seed_instance(SEED + i)
        fakers[market] = fk
    used, rows = set(), []
    for n, (market, category, native) in enumerate(ROWS, 1):
        name, family, gender = person(rng, fakers, market, native, used)
        comp = company(rng, market, category, family, native)
        if native and market == "MK":
            tit = "Менаџер за набавки"
        elif native and market in TITLES_LOCAL:
            fits = [t for t, g in TITLES_LOCAL[market] if g in (None, gender)]
            tit = fits[0]
        else:
            tit = title(rng, market, gender)
        # Native-script rows write to a shared mailbox on a hand-romanised domain.
        if native:
            domain = f"{ROMANISED[market]}.{TLD[market]}"
            email = f"{MAILBOX[market]}@{domain}"
        else:
            core = comp.removeprefix("Î.C.S. ").split()
            domain = f"{ascii_slug(''.join(core[:2]))}.{TLD[market]}"
            first = ascii_slug(name.split()[0])
            email = (
                f"{first}@{domain}"
                if rng.random() < 0.6
                else f"{first}.{ascii_slug(family)}@{domain}"
            )
        note = rng.choice(NOTES[category]) if rng.random() < 0.5 else ""
        rows.append(
            {
                "buyer_id": f"L{n:03d}",
                "company": comp,
                "contact_name": name,
                "contact_title": tit,
                "email": email,
                "country": COUNTRY[market],
                "product_category": category,
                "website": f"www.{domain}",
                "notes": note,
            }
        )
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)


if __name__ == "__main__":
    main()
