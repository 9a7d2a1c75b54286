"""Write buyers.csv (40 fictional buyers) and senders.toml for the seventeenth fresh set.

Each row draws its person from its own faker instance seeded SEED + row number, so one row's
change never shifts another. Companies, titles and notes are written per market by hand (faker's
company names are mostly US-style); `{last}` takes the drawn family name.

Run:  .venv/bin/python tests/data/dev_fresh17/make_buyers.py
"""

import csv
import unicodedata
from pathlib import Path

from faker import Faker

HERE = Path(__file__).resolve().parent
SEED = 9963427

SENDERS = """\
# Four exporters from countries no older set's sender used (the Americas, Asia, Africa, Oceania).
# `categories` and `city` are this set's own keys; run_inputs.py leaves them out of --sender files.

[senders.s1]
company = "Agrícola Tierra de Pococí S.A."
name = "José Pablo Vargas Solano"
title = "Gerente de Exportaciones"
email = "jpvargas@tierrapococi.example"
phone = "+506 2710 4418"
website = "https://tierrapococi.example"
country = "Costa Rica"
city = "Guápiles"
categories = ["hearts of palm", "leatherleaf fern", "fresh chayote"]

[senders.s2]
company = "Orkhon Nooluur ХХК"
name = "Tsetsegmaa Batsaikhan"
title = "Экспортын менежер"
email = "tsetsegmaa@orkhon-nooluur.example"
phone = "+976 7011 2284"
website = "https://orkhon-nooluur.example"
country = "Mongolia"
city = "Ulaanbaatar"
categories = ["dehaired cashmere fibre", "fluorspar concentrate", "felt yurts"]

[senders.s3]
company = "Sassandra Agro-Négoce S.A."
name = "Aya Christelle Kouadio"
title = "Directrice commerciale export"
email = "c.kouadio@sassandra-negoce.example"
phone = "+225 27 34 71 09 52"
website = "https://sassandra-negoce.example"
country = "Côte d'Ivoire"
city = "San-Pédro"
categories = ["TSR 20 natural rubber", "kola nuts", "dried attiéké"]

[senders.s4]
company = "Huon Gulf Marine Products (PNG) Ltd"
name = "Kila Wapi Tamarua"
title = "Export Marketing Manager"
email = "kila.tamarua@huongulfmarine.example"
phone = "+675 472 3160"
website = "https://huongulfmarine.example"
country = "Papua New Guinea"
city = "Lae"
categories = ["copra meal", "saltwater crocodile skins", "dried sea cucumber"]
"""

# (locale, country, category, company pattern, title, note, name style)
# name style: "latin" (faker's default), "kana" (Japanese in katakana), "native" (the locale's
# own script, as faker draws it), "roman-ja" (romanised Japanese), or one of HAND's lists.
ROWS = [
    # s1 hearts of palm
    ("fr_FR", "France", "hearts of palm", "{last} Épicerie Fine SAS", "Acheteuse épicerie",
     "Rencontrée au SIAL Paris; veut des cœurs de palmier en bocal de 400 g", "latin"),
    ("fr_CA", "Canada", "hearts of palm", "Distributions {last} inc.", "Directeur des achats",
     "", "latin"),
    ("en_US", "United States", "hearts of palm", "{last} Specialty Foods LLC", "Category Manager",
     "Asked for a sample of organic hearts of palm at Summer Fancy Food Show", "latin"),
    ("es_CL", "Chile", "hearts of palm", "Comercial {last} SpA", "Jefe de Compras",
     "", "latin"),
    ("he_IL", "Israel", "hearts of palm", "{last} יבוא בע\"מ", "מנהלת רכש",
     "Needs kosher certification (OU or Badatz)", "native"),
    # s1 leatherleaf fern
    ("nl_NL", "Netherlands", "leatherleaf fern", "{last} Bloemen B.V.", "Inkoper snijgroen",
     "Buys at the auction in Aalsmeer; wants direct supply", "latin"),
    ("de_DE", "Germany", "leatherleaf fern", "Blumengroßhandel {last} GmbH", "Einkaufsleiter",
     "", "latin"),
    ("ja_JP", "Japan", "leatherleaf fern", "{last}フラワー株式会社", "仕入担当",
     "Prefers Japanese", "kana"),
    ("no_NO", "Norway", "leatherleaf fern", "{last} Blomster AS", "Innkjøpssjef",
     "", "latin"),
    ("lt_LT", "Lithuania", "leatherleaf fern", "UAB „{last} gėlės“", "Pirkimų vadovė",
     "Met at IPM Essen; asked for a price per box CIF Klaipėda", "latin"),
    # s1 fresh chayote
    ("en_US", "United States", "fresh chayote", "{last} Produce Inc.", "Produce Buyer",
     "", "latin"),
    ("en_GB", "United Kingdom", "fresh chayote", "{last} Exotic Veg Ltd", "Purchasing Manager",
     "Visited our stand at Fruit Logistica Berlin", "latin"),
    ("nl_BE", "Belgium", "fresh chayote", "{last} Fresh BV", "Aankoper groenten",
     "", "latin"),
    ("fr_FR", "France", "fresh chayote", "Primeurs {last} SARL", "Gérante",
     "Asked for GlobalG.A.P. certificate", "latin"),
    ("ar_AE", "United Arab Emirates", "fresh chayote", "{last} Vegetables Trading L.L.C.",
     "Procurement Manager", "", "latin-hand-ae"),
    # s2 dehaired cashmere fibre
    ("it_IT", "Italy", "dehaired cashmere fibre", "Filatura {last} S.p.A.",
     "Responsabile Acquisti Materie Prime",
     "Met at Pitti Filati; asked for white 16.0 micron samples", "latin"),
    ("ja_JP", "Japan", "dehaired cashmere fibre", "{last} Keori Co., Ltd.", "Purchasing Manager",
     "", "roman-ja"),
    ("en_GB", "United Kingdom", "dehaired cashmere fibre", "{last} of Hawick Ltd",
     "Head of Yarn Sourcing", "", "latin"),
    # s2 fluorspar concentrate
    ("ru_RU", "Russia", "fluorspar concentrate", "ООО «{last}Хим»", "Начальник отдела закупок",
     "", "native"),
    ("mr_IN", "India", "fluorspar concentrate", "{last} Fluorochem Pvt. Ltd.",
     "Senior Manager - Procurement", "Needs acid grade, CaF2 97% min; asked for a quote CFR Nhava Sheva",
     "latin-hand-in"),
    ("de_DE", "Germany", "fluorspar concentrate", "{last} Chemie GmbH & Co. KG",
     "Leiter Rohstoffeinkauf", "", "latin"),
    # s2 felt yurts
    ("nl_NL", "Netherlands", "felt yurts", "Glamping {last} V.O.F.", "Eigenaar",
     "Wants 6 m yurts for a campsite in Drenthe", "latin"),
    ("hr_HR", "Croatia", "felt yurts", "{last} Kamp d.o.o.", "Direktor",
     "", "latin"),
    # s3 TSR 20 natural rubber
    ("tr_TR", "Turkey", "TSR 20 natural rubber", "{last} Lastik Sanayi A.Ş.", "Satın Alma Müdürü",
     "Met at Tire Expo Istanbul", "latin"),
    ("en_MS", "Malaysia", "TSR 20 natural rubber", "{last} Rubber Products Sdn Bhd",
     "Procurement Executive", "", "latin-hand-my"),
    ("pt_BR", "Brazil", "TSR 20 natural rubber", "Borrachas {last} Ltda.", "Gerente de Suprimentos",
     "", "latin"),
    # s3 kola nuts
    ("de_DE", "Germany", "kola nuts", "{last} Pflanzenextrakte GmbH", "Einkauf Rohwaren",
     "Asked for a certificate of analysis (caffeine content)", "latin"),
    ("en_US", "United States", "kola nuts", "{last} Botanicals Inc.", "Sourcing Director",
     "", "latin"),
    ("ar_DZ", "Algeria", "kola nuts", "SARL {last} Import", "Gérante",
     "", "latin-hand-dz"),
    # s3 dried attiéké
    ("fr_FR", "France", "dried attiéké", "{last} Exotique SARL", "Responsable achats",
     "A demandé un échantillon d'attiéké séché en sachet de 1 kg", "latin"),
    ("fr_CA", "Canada", "dried attiéké", "Alimentation {last} inc.", "Propriétaire",
     "", "latin"),
    ("fr_CH", "Switzerland", "dried attiéké", "{last} Afro Market Sàrl", "Gérant",
     "Met at Salon de l'Agriculture in Paris", "latin"),
    # s4 copra meal
    ("vi_VN", "Vietnam", "copra meal", "Công ty TNHH Thức ăn Chăn nuôi {last}",
     "Trưởng phòng Thu mua", "Asked for a quote for 500 t CFR Ho Chi Minh City", "latin-hand-vn"),
    ("en_NZ", "New Zealand", "copra meal", "{last} Stockfeeds Limited", "Feed Ingredients Buyer",
     "", "latin"),
    ("th_TH", "Thailand", "copra meal", "{last} Feedmill Co., Ltd.", "Purchasing Manager",
     "", "latin-hand-th"),
    # s4 saltwater crocodile skins
    ("it_IT", "Italy", "saltwater crocodile skins", "Conceria {last} S.r.l.", "Titolare",
     "Needs CITES export permits with every lot", "latin"),
    ("fr_FR", "France", "saltwater crocodile skins", "Tannerie {last} SAS", "Acheteur peaux",
     "", "latin"),
    ("ja_JP", "Japan", "saltwater crocodile skins", "{last}皮革株式会社", "購買部長",
     "", "native"),
    # s4 dried sea cucumber
    ("zh_TW", "Taiwan", "dried sea cucumber", "{last}記海味行有限公司", "採購經理",
     "Met at Taipei International Food Show", "native"),
    ("zh_TW", "Taiwan", "dried sea cucumber", "{last} Seafood Trading Co., Ltd.", "Purchasing Manager",
     "", "roman-tw"),
]

# Faker has no romanised Taiwanese, Thai, Marathi, Malaysian, Emirati, Vietnamese or Algerian names of the
# kind these rows need, so they draw from short hand lists with the row's seeded generator.
HAND = {
    "latin-hand-in": ([("Deshmukh", "Prasad"), ("Kulkarni", "Aditi"), ("Patil", "Sandeep")]),
    "latin-hand-my": ([("Lim", "Wei Jie"), ("Tan", "Mei Ling"), ("Raman", "Kavitha")]),
    "latin-hand-dz": ([("Benali", "Karim"), ("Boudiaf", "Samir"), ("Haddad", "Nadia")]),
    "latin-hand-th": ([("Srisawat", "Niran"), ("Chaiyaporn", "Kannika"), ("Wongsuwan", "Anan")]),
    "roman-tw": ([("Huang", "Chia-hui"), ("Lin", "Tsung-han"), ("Chen", "Yi-ting")]),
    "latin-hand-ae": ([("Al Mansoori", "Khalid"), ("Al Shamsi", "Mariam"), ("Al Falasi", "Saeed")]),
    "latin-hand-vn": ([("Trần", "Văn Hùng"), ("Lê", "Thị Thu Trang"), ("Phạm", "Minh Tuấn")]),
}


def ascii_slug(text: str) -> str:
    """An e-mail-safe slug of a romanised name (accents dropped)."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(ch for ch in plain.lower() if ch.isalnum())


def person(fake: Faker, style: str) -> tuple[str, str, str, str]:
    """(contact_name, family name for the company, e-mail local part, domain stem)."""
    if style in HAND:
        last, first = fake.random_element(HAND[style])
        family_first = style in ("roman-tw", "latin-hand-vn")
        name = f"{last} {first}" if family_first else f"{first} {last}"
        given = first.split()[-1] if style == "latin-hand-vn" else first.split()[0]
        return name, last, ascii_slug(given) + "." + ascii_slug(last), ascii_slug(last.split()[-1])
    if style == "kana":
        last, first = fake.last_kana_name(), fake.first_kana_name()
        return f"{last} {first}", last, "purchasing", ascii_slug(fake.last_romanized_name())
    if style == "roman-ja":
        last, first = fake.last_romanized_name(), fake.first_romanized_name()
        return f"{first} {last}", last, ascii_slug(first) + "." + ascii_slug(last), ascii_slug(last)
    if style == "native":
        last, first = fake.last_name(), fake.first_name()
        order = f"{last}{first}" if fake.locales[0] in ("zh_TW",) else (
            f"{last} {first}" if fake.locales[0] == "ja_JP" else f"{first} {last}")
        return order, last, "purchasing", "trade" + str(fake.random_int(10, 99))
    last, first = fake.last_name(), fake.first_name()
    return f"{first} {last}", last, ascii_slug(first) + "." + ascii_slug(last), ascii_slug(last)


def main() -> None:
    out = []
    for n, (locale, country, category, pattern, title, note, style) in enumerate(ROWS, 1):
        fake = Faker(locale)
        fake.seed_instance(SEED + n)
        name, last, local, stem = person(fake, style)
        company = pattern.format(last=last)
        domain = f"{stem}-{n:02d}.example"
        out.append({
            "buyer_id": f"P{n:03d}", "company": company, "contact_name": name,
            "contact_title": title, "email": f"{local}@{domain}", "country": country,
            "product_category": category, "website": f"https://www.{domain}", "notes": note,
        })
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(out[0]), lineterminator="\n")
        w.writeheader()
        w.writerows(out)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
