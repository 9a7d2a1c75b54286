"""Make tests/data/dev/buyers.csv: 120 fictional foreign buyers across many locales.

Seeded and reproducible:  python tests/data/dev/make_buyers.py
Names come from faker in each locale (native script where faker has it, Latin
romanisations for some rows); company names are built from a faker surname (or
faker's own company() in a few locales) + a trade word + a legal form of the
buyer's country.  `make_buyers()` also returns a few private fields (keys that
start with "_": name parts, gender, legal form, note details) that the dev
e-mails were written against; they are not written to the CSV.
"""
from __future__ import annotations

import csv
import random
import re
from pathlib import Path

from faker import Faker
from faker.decode import unidecode

SEED = 20250917
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email",
           "country", "product_category", "website", "notes"]

# locale, country, rows, share of rows in native (non-Latin) script, tld
LOCALES = [
    ("de_DE", "Germany", 5, 0, "de"), ("de_AT", "Austria", 3, 0, "at"),
    ("de_CH", "Switzerland", 2, 0, "ch"), ("fr_FR", "France", 4, 0, "fr"),
    ("nl_BE", "Belgium", 2, 0, "be"), ("nl_NL", "Netherlands", 4, 0, "nl"),
    ("es_ES", "Spain", 4, 0, "es"), ("es_MX", "Mexico", 3, 0, "com.mx"),
    ("es_CL", "Chile", 2, 0, "cl"), ("es_CO", "Colombia", 2, 0, "com.co"),
    ("it_IT", "Italy", 4, 0, "it"), ("pt_BR", "Brazil", 3, 0, "com.br"),
    ("pl_PL", "Poland", 3, 0, "pl"), ("cs_CZ", "Czech Republic", 3, 0, "cz"),
    ("sk_SK", "Slovakia", 1, 0, "sk"), ("hu_HU", "Hungary", 2, 0, "hu"),
    ("ro_RO", "Romania", 2, 0, "ro"), ("sv_SE", "Sweden", 3, 0, "se"),
    ("da_DK", "Denmark", 3, 0, "dk"), ("no_NO", "Norway", 3, 0, "no"),
    ("fi_FI", "Finland", 3, 0, "fi"), ("tr_TR", "Turkey", 2, 0, "com.tr"),
    ("el_GR", "Greece", 3, 0.67, "gr"), ("ru_RU", "Kazakhstan", 2, 0.5, "kz"),
    ("uk_UA", "Ukraine", 2, 0.5, "ua"), ("bg_BG", "Bulgaria", 1, 0, "bg"),
    ("hr_HR", "Croatia", 1, 0, "hr"), ("lt_LT", "Lithuania", 1, 0, "lt"),
    ("ja_JP", "Japan", 5, 0.6, "co.jp"), ("zh_CN", "China", 4, 0.5, "cn"),
    ("zh_TW", "Taiwan", 2, 1, "com.tw"), ("ko_KR", "South Korea", 3, 1, "co.kr"),
    ("th_TH", "Thailand", 3, 0.67, "co.th"), ("vi_VN", "Vietnam", 2, 0, "vn"),
    ("id_ID", "Indonesia", 3, 0, "co.id"), ("en_IN", "India", 4, 0, "in"),
    ("en_GB", "United Kingdom", 4, 0, "co.uk"), ("en_IE", "Ireland", 1, 0, "ie"),
    ("en_US", "United States", 4, 0, "com"), ("en_CA", "Canada", 2, 0, "ca"),
    ("en_AU", "Australia", 2, 0, "com.au"), ("en_NZ", "New Zealand", 1, 0, "co.nz"),
    ("ar_AE", "United Arab Emirates", 2, 0.5, "ae"), ("ar_SA", "Saudi Arabia", 2, 1, "sa"),
    ("he_IL", "Israel", 1, 1, "co.il"), ("zh_CN", "Singapore", 1, 0, "com.sg"),
    ("zh_CN", "Malaysia", 1, 0, "com.my"),
]

LEGAL = {  # country -> legal forms (None = no legal form in the name)
    "Germany": ["GmbH", "GmbH", "AG", "GmbH & Co. KG", "e.K.", None],
    "Austria": ["GmbH", "AG", None], "Switzerland": ["AG", "GmbH"],
    "France": ["SAS", "S.A.R.L.", "SA", None], "Belgium": ["BV", "NV"],
    "Netherlands": ["B.V.", "B.V.", "N.V.", None], "Spain": ["S.L.", "S.A.", None],
    "Mexico": ["S.A. de C.V."], "Chile": ["SpA", "Ltda."], "Colombia": ["S.A.S."],
    "Italy": ["S.r.l.", "S.p.A.", None], "Brazil": ["Ltda.", "S.A."],
    "Poland": ["Sp. z o.o.", "S.A."], "Czech Republic": ["s.r.o.", "a.s."],
    "Slovakia": ["s.r.o."], "Hungary": ["Kft.", "Zrt."], "Romania": ["S.R.L."],
    "Sweden": ["AB"], "Denmark": ["A/S", "ApS"], "Norway": ["AS"], "Finland": ["Oy", "Oyj"],
    "Turkey": ["A.Ş.", "Ltd. Şti."], "Greece": ["A.E."], "Kazakhstan": ["LLP"],
    "Ukraine": ["LLC"], "Bulgaria": ["EOOD", "OOD"], "Croatia": ["d.o.o."], "Lithuania": ["UAB"],
    "Japan": ["Co., Ltd.", "K.K."], "South Korea": ["Co., Ltd."], "China": ["Co., Ltd."], "Taiwan": ["Co., Ltd."],
    "Thailand": ["Co., Ltd."], "Vietnam": ["Co., Ltd.", "JSC"], "Indonesia": ["PT"],
    "India": ["Pvt. Ltd.", "Pvt. Ltd.", "Ltd."], "United Kingdom": ["Ltd", "Ltd", "PLC", None],
    "Ireland": ["Ltd"], "United States": ["Inc.", "LLC", "Corp.", None],
    "Canada": ["Inc.", "Ltd."], "Australia": ["Pty Ltd"], "New Zealand": ["Limited"],
    "United Arab Emirates": ["LLC", "FZE"], "Saudi Arabia": ["LLC"], "Israel": ["Ltd."],
    "Singapore": ["Pte. Ltd."], "Malaysia": ["Sdn. Bhd."],
}
PREFIX_FORMS = {"PT"}  # legal forms written before the name

TRADE = {  # language -> trade words used in company names
    "de": ["Handel", "Import", "Handelsgesellschaft", "Vertrieb", "Großhandel"],
    "fr": ["Distribution", "Import", "Négoce"], "nl": ["Handel", "Import", "Groothandel"],
    "es": ["Distribuciones", "Importaciones", "Comercial"],
    "it": ["Forniture", "Distribuzione", "Commerciale"], "pt": ["Distribuidora", "Comércio"],
    "pl": ["Handel", "Import", "Dystrybucja"], "cs": ["Obchod", "Distribuce"],
    "sk": ["Obchod"], "hu": ["Kereskedelmi"], "ro": ["Distribuție", "Comerț"],
    "sv": ["Handel", "Import", "Grossist"], "da": ["Import", "Handel", "Engros"],
    "no": ["Import", "Handel", "Engros"], "fi": ["Tukku", "Kauppa"],
    "tr": ["Ticaret", "Dış Ticaret"], "hr": ["Trgovina"], "lt": ["Prekyba"], "bg": ["Trade"],
    "en": ["Trading", "Imports", "Supply", "Distribution", "Wholesale", "Sourcing"],
    "id": ["Niaga", "Sumber Makmur", "Perdagangan"], "vi": ["Trading", "Import Export"],
}

CATEGORIES = [
    "industrial valves", "fasteners", "hand tools", "agricultural machinery",
    "packaging materials", "bicycles", "sports equipment",            # Turkish sender
    "cosmetics", "consumer electronics", "auto parts", "LED lighting",
    "solar panels", "medical supplies", "chemicals",                  # Korean sender
    "home textiles", "kitchenware", "footwear", "building materials",
    "furniture", "beverages", "apparel", "jewelry",                    # Portuguese sender
    "coffee and tea", "condiments", "processed foods", "frozen seafood",
    "pet food", "garden products", "toys", "baby products",            # Vietnamese sender
]
CAT_WORD = {  # English trade word for the category, used in some company names
    "industrial valves": "Valves", "fasteners": "Fasteners", "hand tools": "Tools",
    "agricultural machinery": "Agri", "packaging materials": "Packaging",
    "bicycles": "Cycles", "sports equipment": "Sports", "cosmetics": "Beauty",
    "consumer electronics": "Electronics", "auto parts": "Auto Parts",
    "LED lighting": "Lighting", "solar panels": "Solar", "medical supplies": "Medical",
    "chemicals": "Chemicals", "home textiles": "Home Textiles", "kitchenware": "Kitchen",
    "footwear": "Footwear", "building materials": "Building Supplies", "furniture": "Furniture",
    "beverages": "Beverages", "apparel": "Fashion", "jewelry": "Jewellery",
    "coffee and tea": "Coffee", "condiments": "Foods", "processed foods": "Foods",
    "frozen seafood": "Seafood", "pet food": "Pet Supplies", "garden products": "Garden",
    "toys": "Toys", "baby products": "Baby",
}

EN_TITLES = [
    "Purchasing Manager", "Head of Procurement", "VP of Sourcing", "Senior Buyer",
    "Import Director", "CEO", "Managing Director", "Category Manager",
    "Supply Chain Director", "Procurement Manager", "Buyer", "Head of Purchasing",
    "Sourcing Manager", "Import Manager", "General Manager", "Owner",
    "Chief Procurement Officer", "Purchasing Director", "Senior Category Manager",
    "Procurement Specialist", "Director of Purchasing", "Vice President of Procurement",
    "Strategic Sourcing Manager", "Assistant Buyer", "Head of Category",
]
LOCAL_TITLES = {  # language -> titles in the buyer's language
    "de": ["Einkaufsleiter", "Leiter Einkauf", "Einkäuferin", "Geschäftsführer"],
    "fr": ["Responsable Achats", "Directeur des Achats"],
    "es": ["Jefe de Compras", "Gerente de Compras", "Director de Compras"],
    "it": ["Responsabile Acquisti", "Direttore Acquisti"], "nl": ["Inkoopmanager", "Hoofd Inkoop"],
    "sv": ["Inköpschef", "Inköpare"], "pl": ["Kierownik Zakupów", "Dyrektor ds. Zakupów"],
    "tr": ["Satın Alma Müdürü"], "ja": ["購買部長", "購買課長"], "zh": ["采购经理", "采购总监"],
    "ko": ["구매팀장"], "da": ["Indkøbschef"], "no": ["Innkjøpssjef"], "fi": ["Ostopäällikkö"],
    "pt": ["Gerente de Compras"], "cs": ["Vedoucí nákupu"],
}

FAIRS = {  # category -> (fair, year, city)
    "industrial valves": ("Valve World Expo", 2024, "Düsseldorf"),
    "fasteners": ("Fastener Fair Global", 2025, "Stuttgart"),
    "hand tools": ("EISENWARENMESSE", 2024, "Cologne"),
    "agricultural machinery": ("Agritechnica", 2025, "Hanover"),
    "packaging materials": ("FachPack", 2025, "Nuremberg"),
    "bicycles": ("Eurobike", 2025, "Frankfurt"), "sports equipment": ("ISPO", 2024, "Munich"),
    "cosmetics": ("Cosmoprof", 2025, "Bologna"), "consumer electronics": ("IFA", 2025, "Berlin"),
    "auto parts": ("Automechanika", 2024, "Frankfurt"),
    "LED lighting": ("Light + Building", 2024, "Frankfurt"),
    "solar panels": ("Intersolar Europe", 2025, "Munich"), "medical supplies": ("MEDICA", 2025, "Düsseldorf"),
    "chemicals": ("ChemSpec Europe", 2025, "Cologne"), "home textiles": ("Heimtextil", 2025, "Frankfurt"),
    "kitchenware": ("Ambiente", 2025, "Frankfurt"), "footwear": ("MICAM", 2025, "Milan"),
    "building materials": ("BAU", 2025, "Munich"), "furniture": ("Salone del Mobile", 2025, "Milan"),
    "beverages": ("ProWein", 2025, "Düsseldorf"), "apparel": ("Texworld", 2025, "Paris"),
    "jewelry": ("Inhorgenta", 2025, "Munich"), "coffee and tea": ("World of Coffee", 2025, "Geneva"),
    "condiments": ("Gulfood", 2025, "Dubai"), "processed foods": ("Anuga", 2025, "Cologne"),
    "frozen seafood": ("Seafood Expo Global", 2025, "Barcelona"), "pet food": ("Interzoo", 2024, "Nuremberg"),
    "garden products": ("spoga+gafa", 2025, "Cologne"), "toys": ("Spielwarenmesse", 2025, "Nuremberg"),
    "baby products": ("Kind + Jugend", 2025, "Cologne"),
}
REQUESTS = {  # category -> what the buyer asked for (used in notes)
    "industrial valves": "DN50–DN200 ball valves", "fasteners": "A2 stainless hex bolts",
    "hand tools": "chrome vanadium spanner sets", "agricultural machinery": "3 m disc harrows",
    "packaging materials": "recyclable kraft paper bags", "bicycles": "e-bikes for the 2026 season",
    "sports equipment": "home fitness equipment", "cosmetics": "vegan skincare lines",
    "consumer electronics": "private-label Bluetooth speakers", "auto parts": "ceramic brake pads",
    "LED lighting": "high-bay fixtures for warehouses", "solar panels": "bifacial 550 W modules",
    "medical supplies": "nitrile examination gloves", "chemicals": "REACH-registered surfactants",
    "home textiles": "organic cotton bed linen", "kitchenware": "induction-ready cookware",
    "footwear": "men's leather loafers", "building materials": "porcelain floor tiles",
    "furniture": "solid oak dining tables", "beverages": "Douro red wines",
    "apparel": "GOTS-certified T-shirts", "jewelry": "sterling silver earrings",
    "coffee and tea": "Robusta green beans", "condiments": "fish sauce in 500 ml bottles",
    "processed foods": "rice noodles", "frozen seafood": "pangasius fillets",
    "pet food": "grain-free dog treats", "garden products": "glazed ceramic planters",
    "toys": "wooden educational toys", "baby products": "muslin swaddles",
}
JA_WORDS = {"商事": "shoji", "産業": "sangyo", "貿易": "boeki", "物産": "bussan"}
ORIGINS = ["China", "India", "Poland", "Italy", "Spain", "Thailand", "Indonesia", "Germany"]


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", unidecode(text).lower())


def person(fk: Faker, rng: random.Random, native: bool, locale: str) -> dict:
    gender = rng.choice(["m", "f"])
    g = "male" if gender == "m" else "female"
    first = getattr(fk, f"first_name_{g}")()
    last = getattr(fk, f"last_name_{g}", fk.last_name)()
    order = "family_first" if locale[:2] in ("ja", "zh", "ko", "hu") else "given_first"
    if locale == "ar_AE" and not native:        # many Gulf buyers are Indian expatriates
        fk2 = Faker("en_IN"); fk2.seed_instance(rng.random())
        first, last = getattr(fk2, f"first_name_{g}")(), fk2.last_name()
    elif locale == "ar_AE":
        fk2 = Faker("ar_SA"); fk2.seed_instance(rng.random())
        first, last = getattr(fk2, f"first_name_{g}")(), fk2.last_name()
    elif locale == "ja_JP":                    # (kanji, kana, romaji) pairs
        fp, lp = getattr(fk, f"first_name_{g}_pair")(), fk.last_name_pair()
        first, last = (fp[0], lp[0]) if native else (fp[2], lp[2])
        order = "family_first" if native else "given_first"
    elif not native and locale == "zh_CN":
        first, last, gender = fk.first_romanized_name(), fk.last_romanized_name(), None
        order = "given_first" if rng.random() < 0.5 else "family_first"
    elif not native and locale == "th_TH":
        fk2 = Faker("en_TH"); fk2.seed_instance(rng.random())
        first, last = getattr(fk2, f"first_name_{g}")(), fk2.last_name()
    elif not native and locale in ("ru_RU", "uk_UA", "el_GR", "bg_BG"):
        first, last = unidecode(first), unidecode(last)
    if order == "family_first":
        sep = "" if locale[:2] in ("zh", "ko") and native else " "
        full = f"{last}{sep}{first}"
    else:
        full = f"{first} {last}"
    return {"first": first, "last": last, "gender": gender, "full": full, "order": order}


def company(fk: Faker, rng: random.Random, locale: str, country: str, cat: str,
            native: bool, surname: str) -> tuple[str, str, str | None]:
    """Return (company, core name without legal form, legal form)."""
    lang = locale[:2]
    form = rng.choice(LEGAL[country])
    if native and lang == "ja":
        core = fk.last_name_pair()[0] + rng.choice(list(JA_WORDS))
        return (rng.choice([f"株式会社{core}", f"{core}株式会社"]), core, "株式会社")
    if native and lang == "zh":
        words = ["貿易", "進出口", "實業"] if locale == "zh_TW" else ["贸易", "进出口", "实业"]
        core = fk.last_name() + rng.choice(["氏", "华" if locale == "zh_CN" else "華", "盛", "远" if locale == "zh_CN" else "遠"]) + rng.choice(words)
        return (f"{core}有限公司", core, "有限公司")
    if lang == "ko":
        name = fk.company()
        core = re.sub(r"^\((주|유)\)\s*|^유한회사\s*|^주식회사\s*", "", name)
        return name, core, (name[: len(name) - len(core)].strip() or None)
    if native and lang == "th":
        core = fk.last_name()
        return f"บริษัท {core} จำกัด", core, "บริษัท จำกัด"
    if native and lang in ("ar",):
        core = surname
        return f"شركة {core} للتجارة", core, None
    if lang == "he":
        core = f"{surname} יבוא"
        return f"{core} בע\"מ", core, "בע\"מ"
    if native and lang in ("ru", "uk", "el"):
        core = surname if lang != "el" else surname
        if lang == "el":
            return f"{core} Α.Ε.", core, "Α.Ε."
        pref = "ТОО" if country == "Kazakhstan" else "ТОВ"
        core = f"{surname}{rng.choice(['-Импорт', ' Трейд', '-Снаб'])}"
        return f"{pref} «{core}»", core, pref
    if lang in ("de", "hu", "tr", "nl") and rng.random() < 0.35:
        name = fk.company()
        core = re.sub(r"\s*(GmbH & Co\. KGaA|GmbH & Co\. KG|GmbH|AG|KGaA|OHG|KG|e\.V\.|e\.G\.|"
                      r"Kft\.|Bt\.|Zrt\.|Nyrt\.|A\.Ş\.|Ltd\.|Şti\.|VOF|BV|NV|CV|B\.V\.|N\.V\.)$", "", name)
        if core != name and "e.V." not in name:
            return name, core, name[len(core):].strip()
    sur = surname if not native else unidecode(surname).title()
    if lang in ("ja", "zh", "th", "ko") or country in ("Singapore", "Malaysia", "Vietnam"):
        trade = rng.choice(["Trading", "Import & Export", "International", CAT_WORD[cat]])
    elif lang == "ar":
        trade = rng.choice(["General Trading", "Trading"])
    else:
        words = TRADE.get(lang, TRADE["en"])
        trade = rng.choice(words + [CAT_WORD[cat]]) if lang != "en" else rng.choice(TRADE["en"] + [CAT_WORD[cat]] * 2)
    core = f"{sur} {trade}"
    if rng.random() < 0.15 and lang not in ("ja", "zh"):
        other = fk.last_name()
        core = f"{sur} & {unidecode(other) if native or lang in ('bg', 'ru', 'uk', 'el') else other}"
    if form is None:
        return core, core, None
    if form in PREFIX_FORMS:
        tbk = " Tbk" if rng.random() < 0.34 else ""
        return f"PT {core}{tbk}", core, f"PT{tbk}"
    if lang == "de" and form == "e.K.":
        core = f"{surname} {CAT_WORD[cat] if rng.random() < .3 else rng.choice(TRADE['de'])}"
    return f"{core} {form}", core, form


def title_for(rng: random.Random, lang: str) -> tuple[str, bool]:
    if lang in LOCAL_TITLES and rng.random() < 0.22:
        return rng.choice(LOCAL_TITLES[lang]), True
    return rng.choice(EN_TITLES), False


def note_for(rng: random.Random, cat: str) -> dict:
    kind = rng.choice(["fair", "request", "origin", "fair", "request", "misc", "none", "none", "none", "none", "none"])
    if kind == "fair":
        fair, year, city = FAIRS[cat]
        return {"kind": kind, "text": f"met at {fair} {year}", "fair": fair, "year": year, "city": city}
    if kind == "request":
        return {"kind": kind, "text": f"asked for {REQUESTS[cat]}", "request": REQUESTS[cat]}
    if kind == "origin":
        origin = rng.choice(ORIGINS)
        return {"kind": kind, "text": f"currently imports from {origin}", "origin": origin}
    if kind == "misc":
        text = rng.choice(["prefers quotes in EUR", "wants samples before placing a trial order",
                           "prefers FOB quotes", "opening two new warehouses next year",
                           "reviewing suppliers for next season"])
        return {"kind": kind, "text": text}
    return {"kind": "none", "text": ""}


def make_buyers() -> list[dict]:
    rng = random.Random(SEED)
    slots = []
    for locale, country, n, native_share, tld in LOCALES:
        n_native = round(n * native_share)
        for i in range(n):
            slots.append((locale, country, i < n_native, tld))
    assert len(slots) == 120, len(slots)
    cats = CATEGORIES * 4
    rng.shuffle(cats)
    # an exporter does not cold-mail buyers in its own country
    home = {"South Korea": CATEGORIES[7:14], "Vietnam": CATEGORIES[22:30], "Turkey": CATEGORIES[0:7]}
    for i, (locale, country, native, tld) in enumerate(slots):
        while cats[i] in home.get(country, []):
            j = rng.randrange(len(cats))
            if cats[i] not in home.get(slots[j][1], []) and cats[j] not in home.get(country, []):
                cats[i], cats[j] = cats[j], cats[i]
    rows = []
    for i, (locale, country, native, tld) in enumerate(slots):
        fk = Faker(locale)
        fk.seed_instance(SEED + i)
        cat = cats[i]
        p = person(fk, rng, native, locale)
        name = p["full"]
        if locale in ("de_DE", "de_AT", "de_CH") and rng.random() < 0.25:
            name = f"Dr. {name}"
        co, core, form = company(fk, rng, locale, country, cat, native, p["last"])
        lang = locale[:2]
        title, local_title = title_for(rng, "en" if country in ("Singapore", "Malaysia") else lang)
        if p["gender"] == "m":
            title = title.replace("Einkäuferin", "Einkäufer")
        elif p["gender"] == "f" and title == "Geschäftsführer":
            title = "Geschäftsführerin"
        dom = ""
        for word in core.split():
            if slug(word) and len(dom + slug(word)) <= 20:
                dom += slug(word)
        if not dom:
            dom = slug(core)[:16]
        if native and lang == "ja":            # romaji of the company's kanji surname
            from faker.providers.person.ja_JP import Provider as JaPerson
            romaji = {k: r for (k, _, r) in JaPerson.last_name_pairs}
            dom = f"{romaji[core[:-2]].lower()}-{JA_WORDS[core[-2:]]}"
        website = f"www.{dom}.{tld}"
        if any(ord(ch) > 0x2FF for ch in p["first"] + p["last"]) and lang not in ("ru", "uk", "el", "bg", "zh"):
            local = rng.choice(["purchasing", "import", "info", "procurement", "sales.office"])
        else:
            local = f"{slug(p['first'])[:12]}.{slug(p['last'])[:14]}".strip(".")
            if rng.random() < 0.3:
                local = f"{slug(p['first'])[:1]}.{slug(p['last'])[:14]}"
        note = note_for(rng, cat)
        rows.append({
            "buyer_id": f"B{i + 1:03d}", "company": co, "contact_name": name,
            "contact_title": title, "email": f"{local}@{dom}.{tld}", "country": country,
            "product_category": cat, "website": website, "notes": note["text"],
            "_locale": locale, "_first": p["first"], "_last": p["last"], "_gender": p["gender"],
            "_order": p["order"], "_dr": name.startswith("Dr. "), "_core": core, "_form": form,
            "_local_title": local_title, "_note": note,
        })
    return rows


def main() -> None:
    rows = make_buyers()
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {len(rows)} buyers to {HERE / 'buyers.csv'}")


if __name__ == "__main__":
    main()
