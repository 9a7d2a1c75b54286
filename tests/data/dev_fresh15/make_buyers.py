"""Seeded faker script: writes the fifteenth fresh set's buyers.csv and senders.toml.

Each row draws its contact from its own faker instance seeded SEED + row number, so a row does not
change when another row is edited. Companies, titles, notes and the four senders are hand-written
per market (faker has no realistic trade names); native-script rows write to a purchasing@ mailbox.

Run:  .venv/bin/python tests/data/dev_fresh15/make_buyers.py
"""

import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 7741208
HERE = Path(__file__).resolve().parent

SENDERS = """\
# Four exporters from countries no older set's sender came from.
[senders.s1]
company = "Erongo Coast Trading (Pty) Ltd"
name = "Ndapewa Shikongo"
title = "Export Manager"
email = "ndapewa@erongocoast.com.na"
phone = "+264 64 220 418"
city = "Walvis Bay"
country = "Namibia"
categories = ["frozen horse mackerel", "devil's claw root", "granite blocks"]

[senders.s2]
company = "Agroexportadora Los Cuchumatanes, S. A."
name = "Ana Lucía Tzul Pérez"
title = "Gerente de Exportaciones"
email = "alucia.tzul@loscuchumatanes.com.gt"
phone = "+502 7765 3190"
city = "Quetzaltenango"
country = "Guatemala"
categories = ["fresh snow peas", "xate palm fronds", "fresh rambutans"]

[senders.s3]
company = "Hanbit Precision Co., Ltd."
name = "Park Ji-hoon"
title = "해외영업팀장"
email = "jh.park@hanbitprecision.co.kr"
phone = "+82 32 815 4472"
city = "Incheon"
country = "South Korea"
categories = ["tungsten carbide end mills", "automotive wiper blades", "bidet toilet seats"]

[senders.s4]
company = "Esperance Bay Botanicals Pty. Ltd."
name = "Siobhán McAuliffe"
title = "Export Sales Manager"
email = "siobhan@esperancebay.com.au"
phone = "+61 8 9071 2264"
city = "Esperance"
country = "Australia"
categories = ["tea tree oil", "sweet lupin seeds", "Indian sandalwood oil"]
"""

# locale, country, company pattern ({l} = family name), title, category, note, tld, script
# script: "latin" (e-mail from the name), "native" (purchasing@ mailbox, name in its script)
ROWS = [
    (
        "pl_PL",
        "Poland",
        "{l} Narzędzia sp. z o.o.",
        "Kierownik ds. zakupów",
        "tungsten carbide end mills",
        "met at EMO Hannover 2025; asked for a quote on 6 mm 4-flute end mills",
        "pl",
        "latin",
    ),
    (
        "de_DE",
        "Germany",
        "{l} Werkzeughandel GmbH",
        "Einkaufsleiter",
        "tungsten carbide end mills",
        "",
        "de",
        "latin",
    ),
    (
        "tr_TR",
        "Turkey",
        "{l} Kesici Takım San. ve Tic. A.Ş.",
        "Satın Alma Müdürü",
        "tungsten carbide end mills",
        "needs a copy of the ISO 9001 certificate",
        "com.tr",
        "latin",
    ),
    (
        "es_MX",
        "Mexico",
        "Herramientas {l} S.A. de C.V.",
        "Gerente de Compras",
        "tungsten carbide end mills",
        "",
        "com.mx",
        "latin",
    ),
    (
        "ja_JP",
        "Japan",
        "株式会社{l}工具",
        "購買部長",
        "tungsten carbide end mills",
        "asked for samples of corner-radius end mills",
        "co.jp",
        "native",
    ),
    (
        "bg_BG",
        "Bulgaria",
        "{l} Ауто ЕООД",
        "Управител",
        "automotive wiper blades",
        "",
        "bg",
        "native",
    ),
    (
        "lv_LV",
        "Latvia",
        "SIA {l} Auto",
        "Iepirkumu vadītājs",
        "automotive wiper blades",
        "met at Automechanika Frankfurt 2024; interested in flat beam blades",
        "lv",
        "latin",
    ),
    (
        "en_GB",
        "United Kingdom",
        "{l} Motor Factors Ltd",
        "Purchasing Manager",
        "automotive wiper blades",
        "asked for a price list for 14 to 28 inch beam blades",
        "co.uk",
        "latin",
    ),
    (
        "pt_BR",
        "Brazil",
        "{l} Autopeças Ltda.",
        "Comprador",
        "automotive wiper blades",
        "",
        "com.br",
        "latin",
    ),
    (
        "es_CL",
        "Chile",
        "Repuestos {l} Ltda.",
        "Jefe de Compras",
        "automotive wiper blades",
        "",
        "cl",
        "latin",
    ),
    (
        "en_US",
        "United States",
        "{l} Bath Supply, Inc.",
        "Category Manager",
        "bidet toilet seats",
        "met at KBIS 2025 in Las Vegas",
        "com",
        "latin",
    ),
    (
        "fr_FR",
        "France",
        "{l} Sanitaires SAS",
        "Responsable Achats",
        "bidet toilet seats",
        "",
        "fr",
        "latin",
    ),
    (
        "hr_HR",
        "Croatia",
        "{l} Kupaonice d.o.o.",
        "Voditelj nabave",
        "bidet toilet seats",
        "needs the CE declaration of conformity",
        "hr",
        "latin",
    ),
    (
        "zh_TW",
        "Taiwan",
        "{l}氏衛浴股份有限公司",
        "採購經理",
        "bidet toilet seats",
        "",
        "com.tw",
        "native",
    ),
    (
        "nl_NL",
        "Netherlands",
        "{l} Sanitair B.V.",
        "Inkoper",
        "bidet toilet seats",
        "asked for a sample of the slim electronic bidet seat",
        "nl",
        "latin",
    ),
    (
        "pt_PT",
        "Angola",
        "{l} Pescas, Lda.",
        "Director Comercial",
        "frozen horse mackerel",
        "",
        "co.ao",
        "latin",
    ),
    (
        "fr_FR",
        "DR Congo",
        "Congo Froid {l} SARL",
        "Directeur des achats",
        "frozen horse mackerel",
        "asked for CIF Matadi prices",
        "cd",
        "latin",
    ),
    (
        "es_ES",
        "Spain",
        "Congelados {l} S.L.",
        "Jefa de Compras",
        "frozen horse mackerel",
        "met at Seafood Expo Global 2025 in Barcelona",
        "es",
        "latin",
    ),
    (
        "de_DE",
        "Germany",
        "{l} Phytopharm GmbH",
        "Leiterin Rohstoffeinkauf",
        "devil's claw root",
        "needs Ph. Eur. compliance and a pesticide analysis",
        "de",
        "latin",
    ),
    (
        "fr_FR",
        "France",
        "Herboristerie {l} SARL",
        "Acheteur",
        "devil's claw root",
        "",
        "fr",
        "latin",
    ),
    (
        "zh_CN",
        "China",
        "{l}氏中药材进出口有限公司",
        "采购经理",
        "devil's claw root",
        "",
        "cn",
        "native",
    ),
    (
        "it_IT",
        "Italy",
        "{l} Graniti S.r.l.",
        "Responsabile Acquisti",
        "granite blocks",
        "visited the Karibib quarry in March 2025",
        "it",
        "latin",
    ),
    (
        "en_IN",
        "India",
        "{l} Granites Pvt. Ltd.",
        "Purchase Manager",
        "granite blocks",
        "",
        "in",
        "latin",
    ),
    (
        "pt_PT",
        "Portugal",
        "Granitos {l}, Lda.",
        "Diretor de Compras",
        "granite blocks",
        "asked for block dimensions and photos",
        "pt",
        "latin",
    ),
    (
        "en_US",
        "United States",
        "{l} Fresh Produce LLC",
        "Produce Buyer",
        "fresh snow peas",
        "met at the IFPA Global Produce & Floral Show 2025",
        "com",
        "latin",
    ),
    (
        "en_GB",
        "United Kingdom",
        "{l} Fresh Ltd",
        "Technical Buyer",
        "fresh snow peas",
        "needs the GLOBALG.A.P. certificate",
        "co.uk",
        "latin",
    ),
    (
        "nl_NL",
        "Netherlands",
        "{l} Groenten en Fruit B.V.",
        "Inkoopmanager",
        "fresh snow peas",
        "",
        "nl",
        "latin",
    ),
    (
        "da_DK",
        "Denmark",
        "{l} Blomster ApS",
        "Indkøber",
        "xate palm fronds",
        "asked for a sample box of xate fronds",
        "dk",
        "latin",
    ),
    (
        "de_DE",
        "Germany",
        "{l} Floristbedarf GmbH & Co. KG",
        "Einkäufer",
        "xate palm fronds",
        "",
        "de",
        "latin",
    ),
    (
        "es_MX",
        "El Salvador",
        "Distribuidora {l}, S.A. de C.V.",
        "Gerente de Compras",
        "fresh rambutans",
        "",
        "com.sv",
        "latin",
    ),
    (
        "es_ES",
        "Spain",
        "Frutas Tropicales {l} S.L.",
        "Comprador",
        "fresh rambutans",
        "",
        "es",
        "latin",
    ),
    (
        "mk_MK",
        "North Macedonia",
        "{l} Овошје ДООЕЛ",
        "Менаџер за набавки",
        "fresh rambutans",
        "asked for air-freight prices to Skopje",
        "mk",
        "native",
    ),
    (
        "en_GB",
        "Japan",
        "{l} Aroma Co., Ltd.",
        "Purchasing Manager",
        "tea tree oil",
        "needs an ISO 4730 certificate of analysis",
        "co.jp",
        "japan-latin",
    ),
    (
        "fr_FR",
        "France",
        "Laboratoires {l} SAS",
        "Acheteuse matières premières",
        "tea tree oil",
        "",
        "fr",
        "latin",
    ),
    (
        "uk_UA",
        "Ukraine",
        "ТОВ «{l} Косметик»",
        "Менеджер із закупівель",
        "tea tree oil",
        "",
        "ua",
        "native",
    ),
    (
        "pl_PL",
        "Poland",
        "Pasze {l} sp. z o.o.",
        "Specjalista ds. zakupów",
        "sweet lupin seeds",
        "asked for the protein content and a sample of dehulled lupin kernels",
        "pl",
        "latin",
    ),
    (
        "vi_VN",
        "Vietnam",
        "Công ty TNHH {l} Feed",
        "Purchasing Manager",
        "sweet lupin seeds",
        "",
        "vn",
        "latin",
    ),
    (
        "ar_AA",
        "Egypt",
        "Nile Delta Grains Import & Export Co.",
        "Purchasing Manager",
        "sweet lupin seeds",
        "prefers CFR Alexandria prices",
        "com.eg",
        "native",
    ),
    (
        "en_IN",
        "India",
        "{l} Fragrances Pvt. Ltd.",
        "Head - Procurement",
        "Indian sandalwood oil",
        "asked for the santalol content and a 1 kg sample",
        "in",
        "latin",
    ),
    (
        "fr_FR",
        "France",
        "Parfums {l} SARL",
        "Responsable des achats",
        "Indian sandalwood oil",
        "met at in-cosmetics Global 2025 in Amsterdam",
        "fr",
        "latin",
    ),
]
FEMALE = {"Jefa de Compras", "Leiterin Rohstoffeinkauf", "Acheteuse matières premières"}
# Romanised Japanese family names for the Japan row written in Latin letters.
JAPAN_LATIN = ("Takeda", "Morimoto", "Hirano", "Kuroda")


def ascii_slug(text: str) -> str:
    flat = unicodedata.normalize(
        "NFKD", text.replace("ł", "l").replace("Ł", "L").replace("ß", "ss")
    )
    return "".join(c for c in flat if c.isascii() and c.isalnum()).lower()


def row(i: int, spec: tuple) -> dict:
    locale, country, pattern, title, category, note, tld, script = spec
    fake = Faker(locale)
    fake.seed_instance(SEED + i)
    female = title in FEMALE or fake.random_int(0, 1) == 1
    first = fake.first_name_female() if female else fake.first_name_male()
    last = (
        fake.last_name_female()
        if female and hasattr(fake, "last_name_female")
        else fake.last_name()
    )
    if script == "japan-latin":
        japan = Faker("ja_JP")
        japan.seed_instance(SEED + i)
        first, last = japan.first_romanized_name(), JAPAN_LATIN[i % len(JAPAN_LATIN)]
    if locale in ("ja_JP", "zh_TW", "zh_CN"):
        contact = f"{last}{first}" if locale != "ja_JP" else f"{last} {first}"
    elif locale == "vi_VN":
        contact = f"{last} {first}"
    else:
        contact = f"{first} {last}"
    company = pattern.format(l=last)
    if script == "native":
        domain = f"{ascii_slug(fake.company()) or 'trade'}{i}.{tld}"
        email = f"purchasing@{domain}"
    else:
        domain = f"{ascii_slug(last)}.{tld}"
        email = f"{ascii_slug(first)}.{ascii_slug(last)}@{domain}"
    return {
        "buyer_id": f"Q{i:03d}",
        "company": company,
        "contact_name": contact,
        "contact_title": title,
        "email": email,
        "country": country,
        "product_category": category,
        "website": f"www.{domain}",
        "notes": note,
    }


def main() -> None:
    rows = [row(i, spec) for i, spec in enumerate(ROWS, 1)]
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]), lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")
    print(f"{len(rows)} buyers, 4 senders")


if __name__ == "__main__":
    main()
