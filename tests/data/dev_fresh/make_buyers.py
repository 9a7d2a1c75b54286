"""Make tests/data/dev_fresh/buyers.csv: 60 fictional foreign buyers, a second held-out set.

Run:  .venv/bin/python tests/data/dev_fresh/make_buyers.py   (needs `pip install faker`)

Seeded and byte-reproducible with the same faker version (made with faker 40.x). Seeds and
locales differ from tests/data/dev/: new markets (Estonia, Latvia, Slovenia, Serbia, Portugal,
Argentina, the Philippines, Malaysia, India in Devanagari, Iran, Georgia, Azerbaijan, Armenia,
Bangladesh, Nepal) plus some of the old ones with new seeds. Some names and companies are in
native script; legal forms are written as each country writes them; some titles are in the
buyer's language; about half of the rows carry a note. None of the buyers is in a sender's
country (Taiwan, Poland, Chile, Sri Lanka: see senders.toml).
"""
from __future__ import annotations

import csv
import random
import re
from pathlib import Path

from faker import Faker
from faker.decode import unidecode

SEED = 7100423
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email",
           "country", "product_category", "website", "notes"]

# locale, country, rows, native-script rows, tld, legal forms (None = none written)
LOCALES = [
    ("et_EE", "Estonia", 2, 0, "ee", ["OÜ", "AS"]),
    ("lv_LV", "Latvia", 2, 0, "lv", ["SIA", "SIA", "AS"]),
    ("sl_SI", "Slovenia", 2, 0, "si", ["d.o.o.", "d.d."]),
    ("sr_RS", "Serbia", 2, 1, "rs", ["d.o.o.", "DOO"]),
    ("pt_PT", "Portugal", 3, 0, "pt", ["Lda.", "S.A.", "Unipessoal Lda."]),
    ("es_AR", "Argentina", 3, 0, "com.ar", ["S.A.", "S.R.L.", "S.A.S."]),
    ("en_PH", "Philippines", 3, 0, "com.ph", ["Inc.", "Corporation", "Inc."]),
    ("ms_MY", "Malaysia", 2, 0, "com.my", ["Sdn. Bhd.", "Sdn Bhd", "Berhad"]),
    ("hi_IN", "India", 3, 1, "in", ["Pvt. Ltd.", "Private Limited", "LLP"]),
    ("fa_IR", "Iran", 2, 1, "ir", ["Co.", "PJS"]),
    ("ka_GE", "Georgia", 2, 1, "ge", ["LLC", "JSC"]),
    ("az_AZ", "Azerbaijan", 2, 0, "az", ["MMC", "LLC"]),
    ("hy_AM", "Armenia", 2, 1, "am", ["LLC", "CJSC"]),
    ("bn_BD", "Bangladesh", 2, 1, "com.bd", ["Ltd.", "Limited"]),
    ("ne_NP", "Nepal", 2, 1, "com.np", ["Pvt. Ltd."]),
    # markets of the older set, with new seeds
    ("de_DE", "Germany", 3, 0, "de", ["GmbH", "GmbH & Co. KG", "AG", "KG"]),
    ("fr_FR", "France", 2, 0, "fr", ["SAS", "SARL", "SA"]),
    ("ja_JP", "Japan", 3, 2, "co.jp", ["Co., Ltd.", "K.K."]),
    ("ko_KR", "South Korea", 2, 2, "co.kr", ["Co., Ltd."]),
    ("zh_CN", "China", 1, 1, "com.cn", ["Co., Ltd."]),
    ("en_US", "United States", 2, 0, "com", ["Inc.", "LLC", "Corp.", None]),
    ("en_GB", "United Kingdom", 2, 0, "co.uk", ["Ltd", "PLC", None]),
    ("it_IT", "Italy", 2, 0, "it", ["S.r.l.", "S.p.A."]),
    ("nl_NL", "Netherlands", 2, 0, "nl", ["B.V.", None]),
    ("el_GR", "Greece", 2, 1, "gr", ["A.E.", "I.K.E."]),
    ("he_IL", "Israel", 1, 1, "co.il", ["Ltd."]),
    ("ar_SA", "Saudi Arabia", 2, 1, "com.sa", ["Co.", "Est."]),
    ("hu_HU", "Hungary", 1, 0, "hu", ["Kft.", "Zrt."]),
    ("en_AU", "Australia", 1, 0, "com.au", ["Pty Ltd"]),
]

TRADE = {  # language -> trade words for company names
    "et": ["Kaubandus", "Hulgikaubandus", "Import"], "lv": ["Tirdzniecība", "Imports", "Serviss"],
    "sl": ["Trgovina", "Uvoz", "Commerce"], "sr": ["Trgovina", "Promet", "Import"],
    "pt": ["Comércio", "Distribuição", "Importações"], "es": ["Distribuidora", "Importadora", "Comercial"],
    "en": ["Trading", "Enterprises", "Distributors", "Supply", "Wholesale"],
    "ms": ["Trading", "Enterprise", "Niaga"], "hi": ["Traders", "Impex", "Overseas", "Enterprises"],
    "fa": ["Trading", "Commerce", "Bazargani"], "ka": ["Trade", "Group", "Import"],
    "az": ["Ticarət", "Group", "İmport"], "hy": ["Trade", "Import", "Group"],
    "bn": ["Trading", "Enterprise", "Corporation"], "ne": ["Traders", "Suppliers", "Trade Link"],
    "de": ["Handel", "Import", "Vertrieb", "Großhandel"], "fr": ["Distribution", "Import", "Négoce"],
    "ja": ["Shoji", "Sangyo", "Boeki"], "zh": ["Trading", "Import & Export"],
    "it": ["Forniture", "Distribuzione", "Commerciale"], "nl": ["Handel", "Groothandel", "Import"],
    "el": ["Trading", "Emporiki", "Imports"], "he": ["Import", "Trading"], "ar": ["Trading", "Commercial"],
    "hu": ["Kereskedelmi", "Import"],
}
LOCAL_TITLES = {  # language -> (male/neutral, female) titles in the buyer's language
    "et": [("Ostujuht", "Ostujuht"), ("Hankejuht", "Hankejuht")],
    "lv": [("Iepirkumu vadītājs", "Iepirkumu vadītāja")],
    "sl": [("Vodja nabave", "Vodja nabave")],
    "sr": [("Menadžer nabavke", "Menadžerka nabavke"), ("Direktor nabavke", "Direktorka nabavke")],
    "pt": [("Diretor de Compras", "Diretora de Compras"), ("Responsável de Compras", "Responsável de Compras")],
    "es": [("Gerente de Compras", "Gerente de Compras"), ("Jefe de Compras", "Jefa de Compras")],
    "ms": [("Pengurus Pembelian", "Pengurus Pembelian")],
    "hi": [("क्रय प्रबंधक", "क्रय प्रबंधक")], "fa": [("مدیر خرید", "مدیر خرید")],
    "ka": [("შესყიდვების მენეჯერი", "შესყიდვების მენეჯერი")],
    "az": [("Satınalma meneceri", "Satınalma meneceri")], "hy": [("Գնումների մենեջեր", "Գնումների մենեջեր")],
    "bn": [("ক্রয় ব্যবস্থাপক", "ক্রয় ব্যবস্থাপক")], "ne": [("खरिद प्रबन्धक", "खरिद प्रबन्धक")],
    "de": [("Einkaufsleiter", "Einkaufsleiterin"), ("Leiter Einkauf", "Leiterin Einkauf")],
    "fr": [("Responsable des achats", "Responsable des achats"), ("Acheteur", "Acheteuse")],
    "ja": [("購買部長", "購買部長")], "ko": [("구매팀장", "구매팀장")], "zh": [("采购经理", "采购经理")],
    "it": [("Responsabile Acquisti", "Responsabile Acquisti")], "nl": [("Hoofd Inkoop", "Hoofd Inkoop")],
    "el": [("Διευθυντής Προμηθειών", "Διευθύντρια Προμηθειών")], "he": [("מנהל רכש", "מנהלת רכש")],
    "ar": [("مدير المشتريات", "مديرة المشتريات")], "hu": [("Beszerzési vezető", "Beszerzési vezető")],
}
EN_TITLES = [
    "Purchasing Manager", "Head of Procurement", "Senior Buyer", "Import Manager",
    "Managing Director", "General Manager", "Category Manager", "Procurement Lead",
    "Chief Executive Officer", "Owner", "Director of Purchasing", "VP Sourcing",
    "Supply Chain Manager", "Buyer", "Trade Marketing Manager", "Commercial Director",
    "Head of Imports", "Product Manager", "Purchasing Coordinator", "Founder",
]
# Romanised names where faker has only native script (about as a CRM would spell them).
ROMAN = {
    "fa_IR": (["Reza", "Ali", "Mehdi", "Hamid"], ["Maryam", "Narges", "Shirin", "Leila"],
              ["Hosseini", "Rezaei", "Karimi", "Ahmadi", "Moradi", "Jafari"]),
    "bn_BD": (["Tanvir", "Mahmud", "Rafiq", "Sabbir"], ["Nusrat", "Farhana", "Sharmin", "Tasnim"],
              ["Rahman", "Hossain", "Chowdhury", "Islam", "Ahmed", "Sarker"]),
    "ne_NP": (["Sujan", "Bikash", "Ramesh", "Prakash"], ["Anita", "Sarita", "Sushma", "Pooja"],
              ["Shrestha", "Gurung", "Thapa", "Adhikari", "Koirala", "Maharjan"]),
    "hi_IN": (["Rahul", "Amit", "Vikram", "Sanjay"], ["Priya", "Neha", "Kavita", "Anjali"],
              ["Sharma", "Verma", "Agarwal", "Mehta", "Iyer", "Kapoor"]),
    "ar_SA": (["Faisal", "Khalid", "Saud", "Turki"], ["Noura", "Reem", "Hessa", "Lama"],
              ["Al-Qahtani", "Al-Harbi", "Al-Otaibi", "Al-Ghamdi", "Al-Dosari"]),
    "ko_KR": (["Min-jun", "Seo-jun"], ["Ji-woo", "Ha-eun"], ["Park", "Choi"]),
    "en_PH": (["Mark Anthony", "Jerome", "Paolo", "Rodel"], ["Kristine", "Maricel", "Joy", "Angelica"],
              ["Santos", "Reyes", "Dela Cruz", "Bautista", "Villanueva", "Mendoza"]),
    "ms_MY": (["Hafiz", "Arif", "Faizal"], ["Aisyah", "Farah", "Nurul"], ["Ismail", "Rahim", "Hassan"]),
    "sr_RS": (["Nikola", "Marko", "Stefan", "Dragan"], ["Jelena", "Milica", "Ivana", "Snežana"],
              ["Jovanović", "Petrović", "Nikolić", "Marković", "Đorđević", "Stojanović"]),
}
FAKER_LOCALE = {"sr_RS": "hr_HR", "ms_MY": "en_MS", "en_PH": "fil_PH"}  # faker has no names for these
KA_LAT = dict(zip("აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ",
                  ["a", "b", "g", "d", "e", "v", "z", "t", "i", "k", "l", "m", "n", "o", "p", "zh",
                   "r", "s", "t", "u", "p", "k", "gh", "q", "sh", "ch", "ts", "dz", "ts", "ch", "kh",
                   "j", "h"]))  # Georgian national romanisation, apostrophes dropped as CRMs do
SR_CYR = dict(zip("abcčćdđefghijklmnoprsštuvzž", "абцчћдђефгхијклмнопрсштувзж"))


def serbian_cyrillic(text: str) -> str:
    """Serbian Latin to Cyrillic (the two scripts map letter for letter, bar lj, nj, dž)."""
    for lat, cyr in (("Lj", "Љ"), ("lj", "љ"), ("Nj", "Њ"), ("nj", "њ"), ("Dž", "Џ"), ("dž", "џ")):
        text = text.replace(lat, cyr)
    return "".join(SR_CYR.get(c, SR_CYR.get(c.lower(), c).upper() if c.lower() in SR_CYR else c)
                   for c in text)
CATEGORIES = [  # the four senders' categories (solar panels is nobody's here)
    "fasteners", "hand tools", "bicycles", "industrial valves", "LED lighting", "auto parts",
    "consumer electronics",                                                       # s1 Taiwan
    "furniture", "building materials", "packaging materials", "home textiles", "kitchenware",
    "cosmetics", "agricultural machinery", "chemicals",                            # s2 Poland
    "beverages", "frozen seafood", "processed foods", "condiments", "pet food",    # s3 Chile
    "coffee and tea", "apparel", "footwear", "jewelry", "toys", "baby products",
    "sports equipment", "medical supplies", "garden products",                     # s4 Sri Lanka
]
NOTES = {  # category -> (fair, request)
    "fasteners": ("Fastener Fair Stuttgart", "zinc-flake coated M8 bolts"),
    "hand tools": ("Practical World in Cologne", "insulated VDE screwdriver sets"),
    "bicycles": ("Taipei Cycle Show", "aluminium gravel bike frames"),
    "industrial valves": ("Valve World Expo", "PN16 butterfly valves"),
    "LED lighting": ("Light + Building", "IP65 LED floodlights"),
    "auto parts": ("Automechanika Dubai", "aftermarket clutch kits"),
    "consumer electronics": ("IFA Berlin", "GaN USB-C chargers"),
    "furniture": ("imm cologne", "upholstered lounge chairs for hotels"),
    "building materials": ("BAU Munich", "mineral wool insulation slabs"),
    "packaging materials": ("interpack", "compostable food trays"),
    "home textiles": ("Heimtextil", "linen tablecloths"),
    "kitchenware": ("Ambiente", "enamelled cast-iron casseroles"),
    "cosmetics": ("Cosmoprof Bologna", "natural soap bars"),
    "agricultural machinery": ("Agritechnica", "rotary tillers for small farms"),
    "chemicals": ("ChemSpec Europe", "food-grade citric acid"),
    "beverages": ("ProWein", "apple juice concentrate"),
    "frozen seafood": ("Seafood Expo Global", "IQF mussel meat"),
    "processed foods": ("SIAL Paris", "dried plums in retail packs"),
    "condiments": ("Gulfood", "merkén chilli seasoning"),
    "pet food": ("Interzoo", "salmon-based cat food"),
    "coffee and tea": ("World Tea Expo", "Ceylon orthodox black tea in bulk"),
    "apparel": ("Première Vision", "seamless activewear"),
    "footwear": ("GDS Düsseldorf", "children's canvas shoes"),
    "jewelry": ("Inhorgenta", "blue sapphire stud earrings"),
    "toys": ("Spielwarenmesse", "rubberwood stacking toys"),
    "baby products": ("Kind + Jugend", "organic cotton baby bodysuits"),
    "sports equipment": ("ISPO Munich", "cricket bats for clubs"),
    "medical supplies": ("MEDICA", "latex surgical gloves"),
    "garden products": ("spoga+gafa", "coir grow bags"),
}
ORIGINS = ["China", "Turkey", "Vietnam", "India", "Germany", "Thailand"]
MISC = ["prefers CIF quotes", "wants samples first", "asks for prices in USD",
        "expanding into three new stores next spring", "needs delivery before Q3",
        "reviewing suppliers after a late shipment"]


def latin(text: str) -> str:
    """A Latin spelling of a native-script name, as a CRM would hold it."""
    if any("\u10d0" <= c <= "\u10ff" for c in text):
        return "".join(KA_LAT.get(c, c) for c in text).title()
    out = unidecode(text).replace("`", "").replace("'", "")
    if any("\u0530" <= c <= "\u058f" for c in text):
        out = out.replace("ow", "u")
    return out.title() if out.islower() else out


def is_native(text: str) -> bool:
    return any(ord(c) > 0x36F for c in text)


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", unidecode(text.replace("ə", "e").replace("Ə", "E")).lower())


ROMAN_SURNAME = {"이": "lee", "김": "kim", "박": "park", "최": "choi", "정": "jung"}


def person(fk: Faker, rng: random.Random, locale: str, native: bool) -> tuple[str, str, str, str, str]:
    """(first, last, gender, full name as the CRM holds it, a Latin spelling of last for domains)."""
    g = rng.choice(["male", "female"])
    roman = ""
    if locale == "sr_RS" or (locale in ROMAN and not native):
        men, women, lasts = ROMAN[locale]
        first, last = rng.choice(men if g == "male" else women), rng.choice(lasts)
        roman = last
        if native:
            first, last = serbian_cyrillic(first), serbian_cyrillic(last)
    elif locale == "ja_JP":
        fp, lp = getattr(fk, f"first_name_{g}_pair")(), fk.last_name_pair()
        first, last = (fp[0], lp[0]) if native else (fp[2], lp[2])
        roman = lp[2]
    else:
        first = getattr(fk, f"first_name_{g}")()
        last = getattr(fk, f"last_name_{g}", fk.last_name)()
        if not native and is_native(first + last):
            first, last = latin(first), latin(last)
    if native and locale in ("ja_JP", "zh_CN", "ko_KR"):
        full = f"{last}{'' if locale != 'ja_JP' else ' '}{first}"
    elif locale == "hu_HU":
        full = f"{last} {first}"
    else:
        full = f"{first} {last}"
    if not roman:
        roman = ROMAN_SURNAME.get(last) or (latin(last) if locale[:2] in ("ka", "hy", "el", "zh", "sr")
                                            or not is_native(last) else "")
    return first, last, g, full, roman


def company(rng: random.Random, locale: str, country: str, native: bool, last: str) -> tuple[str, str]:
    """(the company as registered, its core name without legal form, for the domain)."""
    lang = locale[:2]
    form = rng.choice(dict((r[0], r[5]) for r in LOCALES)[locale])
    if native:
        if lang == "ja":
            return rng.choice([f"株式会社{last}商事", f"{last}産業株式会社"]), ""
        if lang == "zh":
            return f"{last}氏贸易有限公司", ""
        if lang == "ko":
            return rng.choice([f"(주){last}상사", f"{last}무역 주식회사"]), ""
        if lang == "ka":
            return f"შპს „{last} ტრეიდი“", ""
        if lang == "hy":
            return f"«{last} Թրեյդ» ՍՊԸ", ""
        if lang == "fa":
            return f"شرکت بازرگانی {last}", ""
        if lang == "ar":
            return f"شركة {last} التجارية", ""
        if lang == "he":
            return f"{last} יבוא בע\"מ", ""
        if lang == "el":
            return f"{last} Α.Ε.", ""
        if lang == "sr":
            return f"{last} Трговина д.о.о.", ""
    sur = latin(last) if is_native(last) else last
    if native and lang in ("hi", "bn", "ne"):  # firms there register English names
        sur = rng.choice(ROMAN[locale][2])
    trade = rng.choice(TRADE[lang])
    core = f"{sur} {trade}"
    if rng.random() < 0.15 and lang in ("en", "hi", "bn", "ne"):
        core = f"{sur} & Partners"
    if form is None:
        return core, core
    return f"{core} {form}", core


def title(rng: random.Random, lang: str, gender: str) -> str:
    if lang in LOCAL_TITLES and rng.random() < 0.3:
        male, female = rng.choice(LOCAL_TITLES[lang])
        return female if gender == "female" else male
    return rng.choice(EN_TITLES)


def note(rng: random.Random, cat: str) -> str:
    fair, request = NOTES[cat]
    kind = rng.choice(["fair", "request", "origin", "misc", "none", "none", "none", "fair", "request", "none"])
    return {"fair": f"met at {fair}", "request": f"asked about {request}",
            "origin": f"currently buys from {rng.choice(ORIGINS)}", "misc": rng.choice(MISC),
            "none": ""}[kind]


def make_buyers() -> list[dict]:
    rng = random.Random(SEED)
    slots = [(loc, country, i < n_nat, tld) for loc, country, n, n_nat, tld, _ in LOCALES
             for i in range(n)]
    assert len(slots) == 60, len(slots)
    cats = CATEGORIES * 2 + rng.sample(CATEGORIES, 2)
    rng.shuffle(cats)
    rows = []
    for i, (locale, country, native, tld) in enumerate(slots):
        fk = Faker(FAKER_LOCALE.get(locale, locale))
        fk.seed_instance(SEED * 3 + i)
        first, last, gender, full, roman = person(fk, rng, locale, native)
        co, core = company(rng, locale, country, native, last)
        lang = locale[:2]
        dom = ""
        for word in (core or roman).split():
            if slug(word) and len(dom + slug(word)) <= 18:
                dom += slug(word)
        if not core:         # native-script company: a romanised or generic domain
            dom = dom[:14] + "-" + rng.choice(["trade", "group", "co"]) if dom else \
                rng.choice(["tejarat", "global-import", "trade-house", "supply-co"])
        local = rng.choice(["purchasing", "info", "import", "procurement"]) if native else \
            f"{slug(first)[:10]}.{slug(roman)[:12]}".strip(".")
        rows.append({
            "buyer_id": f"F{i + 1:03d}", "company": co, "contact_name": full,
            "contact_title": title(rng, lang, gender), "email": f"{local}@{dom}.{tld}",
            "country": country, "product_category": cats[i], "website": f"www.{dom}.{tld}",
            "notes": note(rng, cats[i]),
        })
    return rows


def main() -> None:
    rows = make_buyers()
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS)
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {len(rows)} buyers to {HERE / 'buyers.csv'}")


if __name__ == "__main__":
    main()
