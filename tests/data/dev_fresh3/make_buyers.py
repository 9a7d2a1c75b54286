"""Make tests/data/dev_fresh3/buyers.csv: 60 fictional buyers, seeded and reproducible.

Run:  .venv/bin/python tests/data/dev_fresh3/make_buyers.py   (needs faker, from the test extra)

Markets are those the older sets used least or never; names come from faker's own locale for
each market (native script where a real buyer would write it that way), companies from a faker
surname or a short hand list of trade names, with the legal form as that country writes it.
"""

from __future__ import annotations

import csv
import random
import re
from pathlib import Path

from faker import Faker
from faker.decode import unidecode

SEED = 5500211
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
    "s1": ["cut roses", "macadamia nuts", "sisal twine"],  # Kenya
    "s2": ["jute shopping bags", "denim jeans", "frozen shrimp"],  # Bangladesh
    "s3": ["canned tuna", "balsa wood", "cocoa beans"],  # Ecuador
    "s4": ["crystal glassware", "hiking boots", "LED street lights"],  # Czech Republic
}
ALL_CATS = [c for cats in CATEGORIES.values() for c in cats]

# key, country, rows, faker locale, native-script rows, tld
MARKETS = [
    ("pl", "Poland", 3, "pl_PL", 0, "pl"),
    ("ro", "Romania", 3, "ro_RO", 0, "ro"),
    ("gr", "Greece", 3, "el_GR", 2, "gr"),
    ("ua", "Ukraine", 3, "uk_UA", 2, "ua"),
    ("bg", "Bulgaria", 3, "bg_BG", 1, "bg"),
    ("il", "Israel", 2, "he_IL", 1, "co.il"),
    ("tw", "Taiwan", 3, "zh_TW", 2, "com.tw"),
    ("dk", "Denmark", 3, "da_DK", 0, "dk"),
    ("no", "Norway", 3, "no_NO", 0, "no"),
    ("fi", "Finland", 3, "fi_FI", 0, "fi"),
    ("se", "Sweden", 3, "sv_SE", 0, "se"),
    ("hr", "Croatia", 2, "hr_HR", 0, "hr"),
    ("sk", "Slovakia", 2, "sk_SK", 0, "sk"),
    ("lt", "Lithuania", 3, "lt_LT", 0, "lt"),
    ("br", "Brazil", 3, "pt_BR", 0, "com.br"),
    ("co", "Colombia", 2, "es_CO", 0, "com.co"),
    ("cl", "Chile", 2, "es_CL", 0, "cl"),
    ("in", "India", 3, "en_IN", 0, "in"),
    ("au", "Australia", 2, "en_AU", 0, "com.au"),
    ("ie", "Ireland", 2, "en_IE", 0, "ie"),
    ("jp", "Japan", 3, "ja_JP", 2, "co.jp"),
    ("be", "Belgium", 2, "nl_BE", 0, "be"),
    ("at", "Austria", 2, "de_AT", 0, "at"),
]
# (prefix or None, suffix or None) per market; None alone means no legal form.
LEGAL = {
    "pl": [(None, "sp. z o.o."), (None, "S.A."), (None, "sp.j.")],
    "ro": [(None, "S.R.L."), (None, "S.A.")],
    "gr": [(None, "Α.Ε."), (None, "Ε.Π.Ε."), (None, "S.A.")],
    "ua": [("ТОВ", None), ("ПП", None), (None, "LLC")],
    "bg": [(None, "ЕООД"), (None, "ООД"), (None, "EOOD")],
    "il": [(None, 'בע"מ'), (None, "Ltd.")],
    "tw": [(None, "股份有限公司"), (None, "有限公司"), (None, "Co., Ltd.")],
    "dk": [(None, "ApS"), (None, "A/S")],
    "no": [(None, "AS")],
    "fi": [(None, "Oy"), (None, "Oy Ab")],
    "se": [(None, "AB")],
    "hr": [(None, "d.o.o.")],
    "sk": [(None, "s.r.o."), (None, "spol. s r.o.")],
    "lt": [("UAB", None)],
    "br": [(None, "Ltda."), (None, "Ltda"), (None, "S.A.")],
    "co": [(None, "S.A.S."), (None, "Ltda.")],
    "cl": [(None, "SpA"), (None, "Ltda.")],
    "in": [(None, "Pvt. Ltd."), (None, "Private Limited"), (None, None)],
    "au": [(None, "Pty Ltd"), (None, None)],
    "ie": [(None, "Ltd"), (None, "Limited")],
    "jp": [("株式会社", None), (None, "Co., Ltd.")],
    "be": [(None, "BV"), (None, "NV")],
    "at": [(None, "GmbH"), (None, "Handels GmbH")],
}
# Trade words a company of that market puts after (or, for es/pt, before) the surname.
TRADE = {
    "pl": ["Import", "Handel", "Hurt"],
    "ro": ["Distribuție", "Comimpex", "Trading"],
    "gr": ["Imports", "Trading"],
    "ua": ["Трейд", "Імпорт"],
    "bg": ["Трейд", "Импорт"],
    "il": ["Imports", "Trading"],
    "tw": ["Trading"],
    "dk": ["Import", "Engros"],
    "no": ["Handel", "Import"],
    "fi": ["Tukku", "Trading"],
    "se": ["Handel", "Import"],
    "hr": ["Trgovina", "Import"],
    "sk": ["Obchod", "Trade"],
    "br": ["Comércio", "Importadora"],
    "co": ["Importadora", "Comercializadora"],
    "cl": ["Comercial", "Importadora"],
    "in": ["Enterprises", "Traders", "Exim"],
    "au": ["Wholesale", "Imports"],
    "ie": ["Distribution", "Supplies"],
    "jp": ["Shoji", "Trading"],
    "be": ["Import", "Trading"],
    "at": ["Import", "Vertrieb"],
}
NATIVE_COMPANY = {  # trade words in the native script
    "gr": ["Εισαγωγική", "Εμπορική"],
    "ua": ["Трейд", "Імпорт"],
    "bg": ["Трейд"],
    "il": ["יבוא", "סחר"],
    "jp": ["商会", "商事", "物産"],
}
TW_NAMES = ["永豐", "德興", "宏達", "東昇", "瑞祥", "大同興"]
TW_LATIN = ["Yung Feng", "Te Hsing", "Hung Ta", "Tung Sheng", "Jui Hsiang"]
# Israeli and Bulgarian rows take names from short hand lists: faker's he_IL romanises without
# vowels and bg_BG's surnames are largely joke names.
IL_NAMES = [("נועה", "פרידמן", "Noa", "Friedman"), ("יוסי", "בן-דוד", "Yossi", "Ben-David")]
BG_NAMES = [
    ("Милена", "Петрова", "Milena", "Petrova", "f"),
    ("Георги", "Стоянов", "Georgi", "Stoyanov", "m"),
    ("Десислава", "Иванова", "Desislava", "Ivanova", "f"),
]
BAD = {"Vsiliauskas", "Nagy", "Sha"}  # a typo in lt_LT; a Hungarian and a clipped surname in en_IN
LT_NAMES = ["Nemuno prekyba", "Gintaro tiekimas", "Baltijos importas", "Žalgirio prekyba"]
# (masculine, feminine) native titles; used for about a third of the rows
TITLES_NATIVE = {
    "pl": [
        ("Kierownik ds. zakupów", "Kierownik ds. zakupów"),
        ("Dyrektor ds. zakupów", "Dyrektor ds. zakupów"),
    ],
    "ro": [
        ("Director Achiziții", "Director Achiziții"),
        ("Manager Achiziții", "Manager Achiziții"),
    ],
    "gr": [("Υπεύθυνος Προμηθειών", "Υπεύθυνη Προμηθειών")],
    "ua": [("Менеджер із закупівель",) * 2],
    "bg": [("Мениджър покупки",) * 2],
    "il": [("מנהל רכש", "מנהלת רכש")],
    "tw": [("採購經理",) * 2],
    "dk": [("Indkøbschef",) * 2],
    "no": [("Innkjøpssjef",) * 2],
    "fi": [("Ostopäällikkö",) * 2],
    "se": [("Inköpschef",) * 2],
    "hr": [("Voditelj nabave", "Voditeljica nabave")],
    "sk": [("Vedúci nákupu", "Vedúca nákupu")],
    "lt": [("Pirkimų vadovas", "Pirkimų vadovė")],
    "br": [("Gerente de Compras",) * 2],
    "co": [("Jefe de Compras", "Jefa de Compras")],
    "cl": [("Jefe de Compras", "Jefa de Compras")],
    "jp": [("購買課長",) * 2],
    "be": [("Inkoopmanager",) * 2],
    "at": [("Leiter Einkauf", "Leiterin Einkauf")],
}
TITLES_EN = [
    "Purchasing Manager",
    "Head of Purchasing",
    "Buyer",
    "Senior Buyer",
    "Category Manager",
    "Import Manager",
    "Managing Director",
    "Procurement Director",
    "Owner",
    "General Manager",
    "Sourcing Manager",
    "Supply Chain Manager",
    "Head of Category",
    "Co-founder",
    "Chief Operating Officer",
]
NOTES = {
    "cut roses": [
        "asked for 60 cm red roses",
        "met at IFTF Vijfhuizen",
        "currently buys roses from Colombia",
        "needs MPS-certified farms",
    ],
    "macadamia nuts": [
        "asked for style 1 kernels",
        "currently sources from South Africa",
        "needs organic certification",
        "met at Gulfood Dubai",
    ],
    "sisal twine": [
        "asked for baler twine",
        "met at Agritechnica Hanover",
        "prefers untreated natural twine",
    ],
    "jute shopping bags": [
        "asked for laminated jute bags with logo print",
        "met at PSI Düsseldorf",
        "needs a Sedex audit report",
    ],
    "denim jeans": [
        "asked for stretch denim",
        "met at Kingpins Amsterdam",
        "needs OEKO-TEX certificates",
    ],
    "frozen shrimp": [
        "asked for black tiger shrimp 16/20",
        "met at Seafood Expo Global Barcelona",
        "needs BAP certification",
    ],
    "canned tuna": [
        "asked for skipjack in sunflower oil",
        "needs dolphin-safe labels",
        "met at Seafood Expo Global Barcelona",
    ],
    "balsa wood": [
        "asked for end-grain balsa panels",
        "met at JEC World Paris",
        "needs FSC certification",
    ],
    "cocoa beans": [
        "asked for Arriba Nacional fine flavour beans",
        "met at Salon du Chocolat Paris",
        "needs EUDR due-diligence data",
    ],
    "crystal glassware": [
        "asked for lead-free wine glasses",
        "met at Ambiente Frankfurt",
        "currently sources from Poland",
    ],
    "hiking boots": [
        "asked for waterproof leather boots",
        "met at ISPO Munich",
        "prefers Vibram soles",
    ],
    "LED street lights": [
        "asked for 100 W luminaires with DALI",
        "met at Light + Building Frankfurt",
        "needs ENEC certification",
    ],
}


def ascii_slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", unidecode(text).lower())


def pick(fake: Faker, what: str, sex: str) -> str:
    """A gendered first/last name where the locale has one (Slavic and Greek surnames are)."""
    fn = getattr(fake, f"{what}_{'male' if sex == 'm' else 'female'}", None)
    return fn() if fn else getattr(fake, what)()


def person(key: str, fake: Faker, native: bool, sex: str, j: int):
    """Return (display name, latin first, latin last, native last)."""
    if key == "il":
        first, last, lfirst, llast = IL_NAMES[j]
        return (
            (f"{first} {last}" if native else f"{lfirst} {llast}"),
            lfirst,
            llast,
            (last if native else llast),
        )
    if key == "bg":
        first, last, lfirst, llast, _ = BG_NAMES[j]
        if native:
            return f"{first} {last}", lfirst, llast, last
        return f"{lfirst} {llast}", lfirst, llast, llast
    if key == "jp":
        if native:
            last, first = fake.last_name(), pick(fake, "first_name", sex)
            return f"{last} {first}", fake.first_romanized_name(), fake.last_romanized_name(), last
        first, last = fake.first_romanized_name(), fake.last_romanized_name()
        return f"{first} {last}", first, last, last
    if key == "tw":
        last, first = fake.last_name(), pick(fake, "first_name", sex)
        if native:
            return f"{last}{first}", fake.first_romanized_name(), fake.last_romanized_name(), last
        lr, fr = fake.last_romanized_name().title(), fake.first_romanized_name().title()
        return f"{fr} {lr}", fr, lr, lr
    first, last = pick(fake, "first_name", sex), pick(fake, "last_name", sex)
    while last in BAD:
        last = pick(fake, "last_name", sex)
    last = re.sub(r"^Mc([a-z])", lambda m: "Mc" + m.group(1).upper(), last)
    if key in ("gr", "ua") and not native:
        lf, ll = (unidecode(x).replace("'", "") for x in (first, last))
        return f"{lf} {ll}", lf, ll, ll
    return f"{first} {last}", unidecode(first), unidecode(last), last


def company(key: str, native: bool, last: str, rng: random.Random, fake: Faker) -> str:
    pre, suf = rng.choice(LEGAL[key])
    if key == "tw":
        if native:
            return (
                rng.choice(TW_NAMES)
                + rng.choice(["貿易", "實業"])
                + (suf if suf != "Co., Ltd." else "有限公司")
            )
        return f"{rng.choice(TW_LATIN)} Trading Co., Ltd."
    if key == "lt":
        return f"UAB „{rng.choice(LT_NAMES)}\u201c"
    if key == "ua" and native:
        return f"ТОВ «{last} {rng.choice(NATIVE_COMPANY['ua'])}»"
    if key == "jp":
        if native:
            return f"株式会社{last}{rng.choice(NATIVE_COMPANY['jp'])}"
        return f"{last} {rng.choice(TRADE['jp'])} Co., Ltd."
    if native:
        name = f"{last} {rng.choice(NATIVE_COMPANY[key])}"
        suf = {"S.A.": "Α.Ε.", "EOOD": "ЕООД", "Ltd.": 'בע"מ'}.get(suf, suf)
    elif key in ("gr", "bg", "il", "ua"):
        name = f"{unidecode(last)} {rng.choice(TRADE[key]) if key in ('gr', 'il') else 'Trade'}"
        suf = {"Α.Ε.": "S.A.", "Ε.Π.Ε.": "S.A.", "ЕООД": "EOOD", "ООД": "OOD", 'בע"מ': "Ltd."}.get(
            suf, suf
        )
        pre = None if pre in ("ТОВ", "ПП") else pre
        suf = "LLC" if key == "ua" else suf
    elif key in ("br", "co", "cl"):
        name = f"{rng.choice(TRADE[key])} {last}"
    else:
        name = f"{last} {rng.choice(TRADE[key])}"
    if key == "at" and suf == "Handels GmbH":
        name = last
    return " ".join(p for p in (pre, name, suf) if p)


def make_buyers() -> list[dict]:
    rng = random.Random(SEED)
    Faker.seed(SEED)
    cats = ALL_CATS * 5
    rng.shuffle(cats)
    rows, n = [], 0
    for key, country, count, loc, native_rows, tld in MARKETS:
        fake = Faker(loc)
        for j in range(count):
            n += 1
            native = j < native_rows
            sex = rng.choice("mf")
            if key == "bg":
                sex = BG_NAMES[j][4]
            elif key == "il":
                sex = "fm"[j]
            full, first, last, native_last = person(key, fake, native, sex, j)
            comp = company(key, native, native_last, rng, fake)
            if key in TITLES_NATIVE and rng.random() < 0.35:
                title = rng.choice(TITLES_NATIVE[key])[0 if sex == "m" else 1]
            else:
                title = rng.choice(TITLES_EN)
            slug = ascii_slug(last)
            domain = (
                f"{slug}.{tld}"
                if not native
                else f"{slug}{rng.choice(['trade', 'group', 'import'])}.{tld}"
            )
            email = f"{ascii_slug(first)}.{slug}@{domain}" if not native else f"purchasing@{domain}"
            cat = cats[n - 1]
            note = rng.choice(NOTES[cat]) if rng.random() < 0.5 else ""
            rows.append(
                {
                    "buyer_id": f"H{n:03d}",
                    "company": comp,
                    "contact_name": full,
                    "contact_title": title,
                    "email": email,
                    "country": country,
                    "product_category": cat,
                    "website": f"www.{domain}",
                    "notes": note,
                }
            )
    return rows


if __name__ == "__main__":
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(make_buyers())
