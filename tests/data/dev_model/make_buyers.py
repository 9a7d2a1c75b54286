"""Make tests/data/dev_model/buyers.csv and sender.toml (seeded, reproducible).

Run:  .venv/bin/python tests/data/dev_model/make_buyers.py

30 realistic foreign buyers across 20 faker locales (Latin and non-Latin scripts).
Faker is seeded with 2026 (Faker.seed) and every choice goes through one random.Random(2026),
so the output is byte-identical on every run with the same faker version (made with 40.63.0).
"""
from __future__ import annotations

import csv
import random
import re
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 2026
HERE = Path(__file__).resolve().parent

# locale -> (country, legal forms, local trade words, tld, script)
LOCALES = {
    "de_DE": ("Germany", ["GmbH", "GmbH & Co. KG", "AG"], ["Handel", "Industrietechnik", "Vertrieb", "Import"], "de"),
    "fr_FR": ("France", ["SAS", "SARL", "S.A."], ["Distribution", "Import", "Industries", "Négoce"], "fr"),
    "es_MX": ("Mexico", ["S.A. de C.V.", "S. de R.L. de C.V."], ["Distribuidora", "Importaciones", "Comercializadora", "Grupo"], "com.mx"),
    "pt_BR": ("Brazil", ["Ltda.", "S.A."], ["Comércio", "Importadora", "Distribuidora", "Indústria"], "com.br"),
    "pl_PL": ("Poland", ["Sp. z o.o.", "S.A."], ["Handel", "Import-Eksport", "Dystrybucja", "Technika"], "pl"),
    "tr_TR": ("Turkey", ["A.Ş.", "Ltd. Şti."], ["Ticaret", "Dış Ticaret", "Sanayi", "Gıda"], "com.tr"),
    "vi_VN": ("Vietnam", ["Co., Ltd.", "JSC"], ["Trading", "Import Export", "Distribution", "Industrial"], "vn"),
    "en_IN": ("India", ["Pvt. Ltd.", "Ltd.", "LLP"], ["Traders", "Enterprises", "Industries", "Imports"], "in"),
    "nl_NL": ("Netherlands", ["B.V.", "N.V."], ["Handelsonderneming", "Import", "Groothandel", "Techniek"], "nl"),
    "sv_SE": ("Sweden", ["AB"], ["Import", "Handel", "Grossist", "Teknik"], "se"),
    "cs_CZ": ("Czech Republic", ["s.r.o.", "a.s."], ["Obchod", "Import", "Technika", "Velkoobchod"], "cz"),
    "it_IT": ("Italy", ["S.r.l.", "S.p.A."], ["Forniture", "Importazioni", "Distribuzione", "Commerciale"], "it"),
    "id_ID": ("Indonesia", ["PT"], ["Niaga", "Perdagangan", "Distribusi", "Sentosa"], "co.id"),
    # non-Latin scripts
    "ja_JP": ("Japan", ["K.K.", "Co., Ltd."], ["Shoji", "Sangyo", "Boeki", "Kogyo"], "co.jp"),
    "zh_CN": ("China", ["Co., Ltd.", "Trading Co., Ltd."], ["Trading", "Import & Export", "Industrial", "Technology"], "com.cn"),
    "ko_KR": ("South Korea", ["Co., Ltd.", "Corp."], ["Trading", "Industrial", "Global", "Tech"], "co.kr"),
    "ru_RU": ("Russia", ["LLC", "JSC"], ["Trade", "Import", "Snab", "Torg"], "ru"),
    "el_GR": ("Greece", ["S.A.", "Ltd."], ["Trading", "Imports", "Emporiki", "Industrial"], "gr"),
    "th_TH": ("Thailand", ["Co., Ltd.", "Public Co., Ltd."], ["Trading", "Supply", "Import", "Industry"], "co.th"),
    "ar_AE": ("United Arab Emirates", ["LLC", "FZE", "FZCO"], ["Trading", "General Trading", "Import & Export", "Enterprises"], "ae"),
}

# Romanized names for scripts that faker does not romanize; used for about half of the
# non-Latin buyers so the CSV mixes native-script and Latin contacts, as real lists do.
ROMAN = {
    "ko_KR": (["Kim", "Lee", "Choi", "Jung", "Kang", "Yoon"], ["Seo-yeon", "Ji-hoon", "Hyun-woo", "Eun-ji", "Dong-hyun"]),
    "ru_RU": (["Ivanov", "Kuznetsov", "Volkov", "Sokolov", "Morozov"], ["Dmitry", "Sergey", "Alexei", "Pavel", "Igor"]),
    "el_GR": (["Papadopoulos", "Georgiou", "Nikolaidis", "Konstantinou", "Dimitriou"], ["Eleni", "Nikos", "Giorgos", "Maria", "Kostas"]),
    "th_TH": (["Srisuk", "Chaiyaporn", "Wongsakul", "Rattanakul", "Boonmee"], ["Somchai", "Nattaya", "Kittipong", "Siriporn", "Anan"]),
    "ar_AE": (["Al Mansoori", "Al Hashimi", "Al Suwaidi", "Haddad", "Khoury", "Al Falasi"], ["Ahmed", "Fatima", "Omar", "Layla", "Khalid", "Mariam"]),
}
# ar_AE in faker gives English names; use ar_SA for the native-script (Arabic) variant.
NATIVE_NAME_LOCALE = {"ar_AE": "ar_SA"}

TITLES = [
    "Purchasing Manager", "Senior Buyer", "Head of Procurement", "Procurement Director",
    "Import Manager", "Category Manager", "General Manager", "Managing Director",
    "Purchasing Assistant", "Chief Procurement Officer", "Import Coordinator", "Strategic Sourcing Lead",
    "Junior Buyer", "VP Purchasing", "Sourcing Manager", "Owner",
]

CATEGORIES = {
    "industrial valves": "asked for stainless ball valves DN15-DN100",
    "consumer electronics": "looking for private-label Bluetooth speakers",
    "frozen seafood": "imports frozen shrimp and squid; needs HACCP certificates",
    "cosmetics": "wants vegan skincare with EU-compliant labels",
    "kitchenware": "interested in stainless steel cookware sets",
    "auto parts": "buys brake pads and filters for the aftermarket",
    "solar panels": "tender for 2 MW of monocrystalline modules in Q3",
    "pet food": "looking for grain-free dry dog food",
    "furniture": "sources solid-wood dining sets for retail chains",
    "toys": "needs EN71-certified wooden toys",
    "packaging materials": "buys corrugated boxes and stretch film",
    "coffee and tea": "imports green coffee beans and loose-leaf tea",
    "textiles": "sources organic cotton fabric",
    "processed foods": "canned vegetables and tomato paste for supermarkets",
    "ceramic tiles": "porcelain floor tiles 60x60 for projects",
    "medical supplies": "nitrile gloves and disposable masks",
    "olive oil": "extra virgin olive oil in 1 L and 5 L tins",
    "hand tools": "needs wrenches and screwdriver sets for DIY stores",
}

NOTE_STARTS = [
    "Met at {fair}; {detail}.",
    "Referred by a distributor; {detail}.",
    "Replied to our LinkedIn post; {detail}.",
    "Visited our stand at {fair}; {detail}.",
    "{detail_cap}; prefers email in English.",
]
FAIRS = ["Canton Fair", "Anuga", "Ambiente", "Hannover Messe", "SIAL Paris", "Intersolar", "Gulfood", "Automechanika"]


def ascii_slug(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def main() -> None:
    Faker.seed(SEED)
    rng = random.Random(SEED)
    fakers = {loc: Faker(loc) for loc in set(LOCALES) | set(NATIVE_NAME_LOCALE.values())}
    for i, f in enumerate(sorted(fakers)):
        fakers[f].seed_instance(SEED + i)

    locales = list(LOCALES)
    # every locale once, then 10 more drawn at random
    order = locales + rng.sample(locales, 30 - len(locales))
    rng.shuffle(order)
    cats = list(CATEGORIES)
    rows = []
    for n, loc in enumerate(order, start=1):
        country, forms, trade, tld = LOCALES[loc]
        f = fakers[loc]
        native = loc in ("ja_JP", "zh_CN", "ko_KR", "ru_RU", "el_GR", "th_TH", "ar_AE")
        use_native_name = native and rng.random() < 0.5
        # contact
        if loc in ("ja_JP", "zh_CN"):
            if use_native_name:
                last, first = f.last_name(), f.first_name()
                contact = f"{last} {first}" if loc == "ja_JP" else f"{last}{first}"
                roman_last = f.last_romanized_name()
            else:
                first, last = f.first_romanized_name(), f.last_romanized_name()
                contact = f"{first} {last}"
                roman_last = last
        elif loc in ROMAN:
            lasts, firsts = ROMAN[loc]
            if use_native_name:
                nf = fakers[NATIVE_NAME_LOCALE.get(loc, loc)]
                contact = nf.name() if loc != "ko_KR" else nf.last_name() + nf.first_name()
                contact = re.sub(r"^(الأستاذ|الدكتور|السيد|السيدة|الآنسة)\s+", "", contact)
            else:
                contact = f"{rng.choice(firsts)} {rng.choice(lasts)}"
            roman_last = rng.choice(lasts)
            if contact.split()[-1] == roman_last and rng.random() < 0.5:
                roman_last = rng.choice(lasts)
        else:
            first, last = f.first_name(), f.last_name()
            if loc == "vi_VN":  # faker vi_VN sometimes mixes in English given names
                first = rng.choice(["Minh Anh", "Thu Hà", "Quốc Bảo", "Thanh Tùng", "Ngọc Lan"])
                contact = f"{last} {first}"
            else:
                contact = f"{first} {last}"
            roman_last = last
        # company: faker's own company name (Latin locales, half the time) or surname + trade word
        if not native and loc not in ("vi_VN", "id_ID", "pl_PL") and rng.random() < 0.5:
            base = f.company()
            # strip faker's legal forms, add a country-appropriate one
            base = re.sub(r"\s*(GmbH.*|AG|KG|e\.V\.|OHG|SA|SAS|SARL|S\.A\.|S/A|Ltda\.?|s\.c\.|i syn.*|Sp\. ?z ?o\.o\.|"
                          r"A\.Ş\.|Ltd\.? ?Şti\.?|LLC|Inc\.?|Ltd\.?|B\.V\.|N\.V\.|AB|HB|s\.r\.o\.|a\.s\.|v\.o\.s\.|"
                          r"S\.p\.A\.|S\.r\.l\.|Group|Doanh nghiệp tư nhân|Pvt\.? Ltd\.?|\(.*\))\s*$", "", base).strip(" ,&-")
            if not base:
                base = f"{roman_last} {rng.choice(trade)}"
        else:
            base = f"{roman_last} {rng.choice(trade)}"
        form = rng.choice(forms)
        company = f"PT {base}" if form == "PT" else f"{base} {form}"
        if native and use_native_name and loc in ("ja_JP", "zh_CN", "ko_KR", "th_TH") and rng.random() < 0.4:
            company = f.company()  # native-script company name as it appears in a local register
        slug = ascii_slug(base) or ascii_slug(roman_last + "-" + rng.choice(trade))
        domain = f"{slug}.{tld}"
        local = ascii_slug(contact).replace("-", ".") or ascii_slug(roman_last)
        email = f"{local}@{domain}" if rng.random() < 0.6 else rng.choice(["info", "purchasing", "import", "buying"]) + f"@{domain}"
        cat = cats[(n * 7) % len(cats)]
        notes = ""
        if rng.random() < 0.5:
            detail = CATEGORIES[cat]
            notes = rng.choice(NOTE_STARTS).format(fair=rng.choice(FAIRS), detail=detail,
                                                   detail_cap=detail[0].upper() + detail[1:])
        rows.append({
            "buyer_id": f"D{n:03d}", "company": company, "contact_name": contact,
            "contact_title": rng.choice(TITLES), "email": email, "country": country,
            "product_category": cat, "website": f"https://www.{domain}", "notes": notes,
        })

    with open(HERE / "buyers.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)

    (HERE / "sender.toml").write_text(
        '# A Portuguese exporter of kitchen, home and industrial goods (not the example sender).\n'
        'company = "Ferreira & Matos Exportação, Lda."\n'
        'name = "Inês Carvalho"\n'
        'title = "International Sales Director"\n'
        'email = "ines.carvalho@ferreira-matos.example"\n'
        'phone = "+351 22 410 3876"\n'
        'website = "https://ferreira-matos.example"\n'
        'country = "Portugal"\n',
        encoding="utf-8",
    )
    print(f"wrote {len(rows)} buyers across {len(set(order))} locales")


if __name__ == "__main__":
    main()
