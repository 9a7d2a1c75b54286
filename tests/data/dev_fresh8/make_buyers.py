# ruff: noqa: E501  (the row table reads best one buyer per line)
"""Make tests/data/dev_fresh8/buyers.csv: 40 fictional buyers, seeded and reproducible.

Run:  .venv/bin/python tests/data/dev_fresh8/make_buyers.py   (needs faker, from the test extra)

Each row below fixes the market, the category, the company pattern, the title and the note; the
person's name comes from faker's locale (seed 8817443), or from a short hand list where faker has
no usable names for the market (Montenegro, Panama, romanised Greek, Hebrew, Russian, Japanese and
Taiwanese rows), drawn with the same seed.
"""

from __future__ import annotations

import csv
import random
import re
from pathlib import Path

from faker import Faker
from faker.decode import unidecode

SEED = 8817443
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email",
           "country", "product_category", "website", "notes"]

HAND = {
    "me": [("Milena", "Vuković"), ("Dragan", "Radonjić"), ("Jelena", "Đukanović"), ("Nikola", "Perović")],
    "pa": [("Ana Lucía", "Batista"), ("Ricardo", "Samudio"), ("Itzel", "Quintero"), ("Rogelio", "Pinzón")],
    "gr_lat": [("Eleni", "Papadaki"), ("Stavros", "Kouris"), ("Despina", "Lamprou")],
    "il_lat": [("Noa", "Ben-David"), ("Yossi", "Mizrahi"), ("Tamar", "Shapira")],
    "ru_lat": [("Anna", "Kuznetsova"), ("Sergey", "Voronin"), ("Olga", "Melnikova")],
    "jp_lat": [("Kenji", "Watanabe"), ("Yuka", "Ishida"), ("Daisuke", "Mori")],
    "tw_lat": [("Lin Mei-hua", "Lin"), ("Chen Chih-hao", "Chen"), ("Huang Ya-ting", "Huang")],
}

FEMALE = {"Milena", "Jelena", "Ana", "Itzel", "Eleni", "Despina", "Noa", "Tamar", "Anna", "Olga",
          "Yuka", "Lin", "Huang"}

# id, country, locale or hand list, tld, category, company pattern ({ln} = family name),
# title (male, female), note. Titles partly in the buyer's language; a "*" locale marks a row in
# its native script, which writes to a shared mailbox on a hand-romanised domain (`box@domain`).
ROWS = [
    ("Q001", "Chile", "es_CL", "cl", "yerba mate", "Distribuidora {ln} SpA", ("Jefe de Compras", "Jefa de Compras"),
     "Met at Espacio Food & Service 2026 in Santiago; asked for a quote on 500 g packs of yerba elaborada con palo"),
    ("Q002", "Poland", "pl_PL", "pl", "yerba mate", "{ln} Herbaty sp. z o.o.", ("Kierownik ds. zakupów", "Kierowniczka ds. zakupów"),
     "Needs the EU organic certificate for every lot"),
    ("Q003", "Israel", "*he_IL", "co.il", "yerba mate", "{ln} יבוא מזון בע\"מ", ("מנהל רכש", "מנהלת רכש"),
     "", "info@levant-imports.co.il"),
    ("Q004", "Russia", "*ru_RU", "ru", "yerba mate", "ООО «Чайный дом {ln}»", ("Менеджер по закупкам", "Менеджер по закупкам"),
     "Visited our stand at Prodexpo 2026 in Moscow; prefers correspondence in Russian", "zakupki@chaidom-trade.ru"),
    ("Q005", "Australia", "en_AU", "com.au", "yerba mate", "{ln} Wholefoods Pty Ltd", ("Purchasing Manager", "Purchasing Manager"), ""),
    ("Q006", "Belgium", "nl_BE", "be", "lemon juice concentrate", "{ln} Food Ingredients NV", ("Inkoper", "Inkoopster"),
     "Needs kosher and FSSC 22000 certificates; buys 400 GPL clear concentrate in drums"),
    ("Q007", "Japan", "*ja_JP", "co.jp", "lemon juice concentrate", "株式会社{ln}飲料", ("購買課長", "購買課長"),
     "", "purchasing@minato-inryo.co.jp"),
    ("Q008", "Austria", "de_AT", "at", "lemon juice concentrate", "{ln} Getränke GmbH", ("Leiter Einkauf", "Leiterin Einkauf"),
     "Met at Anuga 2025 in Cologne; asked for a sample of cloudy lemon juice concentrate"),
    ("Q009", "Ireland", "en_IE", "ie", "lemon juice concentrate", "{ln} Beverages Ltd", ("Procurement Manager", "Procurement Manager"), ""),
    ("Q010", "Russia", "ru_lat", "ru", "lemon juice concentrate", "OOO {ln} Napitki", ("Head of Purchasing", "Head of Purchasing"), ""),
    ("Q011", "Portugal", "pt_PT", "pt", "dulce de leche", "{ln} Distribuição Alimentar, Lda.", ("Diretor de Compras", "Diretora de Compras"),
     "Asked for a quote on 10 kg buckets of pastry-grade dulce de leche"),
    ("Q012", "Panama", "pa", "com.pa", "dulce de leche", "Distribuidora {ln}, S.A.", ("Gerente de Compras", "Gerente de Compras"),
     "Met at Expocomer 2026 in Panama City"),
    ("Q013", "Taiwan", "*zh_TW", "com.tw", "dulce de leche", "{ln}記食品股份有限公司", ("採購經理", "採購經理"),
     "", "purchasing@jiji-foods.com.tw"),
    ("Q014", "Sweden", "sv_SE", "se", "dulce de leche", "{ln} Livs AB", ("Inköpschef", "Inköpschef"), ""),
    ("Q015", "Israel", "il_lat", "co.il", "dulce de leche", "{ln} Foods Ltd", ("Procurement Manager", "Procurement Manager"),
     "Needs kosher dairy (chalav Yisrael) certification"),
    ("Q016", "Greece", "*el_GR", "gr", "patchouli oil", "{ln} Αρώματα Α.Ε.", ("Υπεύθυνος Προμηθειών", "Υπεύθυνη Προμηθειών"),
     "", "info@aromata-hellas.gr"),
    ("Q017", "Brazil", "pt_BR", "com.br", "patchouli oil", "{ln} Fragrâncias Ltda.", ("Gerente de Compras", "Gerente de Compras"),
     "Asked for a GC-MS report; needs patchouli alcohol of at least 30%. Call on 2 Dec: asked us to hold 1 t of the Aceh lot"),
    ("Q018", "Finland", "fi_FI", "fi", "patchouli oil", "{ln} Kosmetiikka Oy", ("Ostopäällikkö", "Ostopäällikkö"), ""),
    ("Q019", "Norway", "no_NO", "no", "batik sarongs", "{ln} Strand og Fritid AS", ("Innkjøpssjef", "Innkjøpssjef"),
     "Met at Oslo Fashion Week trade days 2026; asked for hand-stamped cotton sarongs"),
    ("Q020", "Australia", "en_AU", "com.au", "batik sarongs", "{ln} Resort Wear Pty Ltd", ("Buyer", "Buyer"), ""),
    ("Q021", "Belgium", "nl_BE", "be", "batik sarongs", "{ln} Kleding BV", ("Aankoper", "Aankoopster"),
     "Asked for a quote on rayon sarongs with fringes, 115 x 180 cm"),
    ("Q022", "Romania", "ro_RO", "ro", "coconut shell charcoal", "{ln} Distribuție S.R.L.", ("Manager Achiziții", "Manager Achiziții"),
     "Asked for the self-heating test report for 25 mm shisha cubes; then ordered one trial pallet"),
    ("Q023", "Slovakia", "sk_SK", "sk", "coconut shell charcoal", "{ln} Trade s.r.o.", ("Vedúci nákupu", "Vedúca nákupu"), ""),
    ("Q024", "Montenegro", "me", "me", "coconut shell charcoal", "{ln} Group d.o.o.", ("Menadžer nabavke", "Menadžerka nabavke"), ""),
    ("Q025", "Japan", "jp_lat", "co.jp", "rooibos tea", "{ln} Tea Trading Co., Ltd.", ("Purchasing Manager", "Purchasing Manager"),
     "Met at FOODEX JAPAN 2026 in Tokyo; asked for a sample of organic green rooibos"),
    ("Q026", "Taiwan", "tw_lat", "com.tw", "rooibos tea", "{ln} Tea Co., Ltd.", ("Purchasing Manager", "Purchasing Manager"), ""),
    ("Q027", "Finland", "fi_FI", "fi", "rooibos tea", "{ln} Tee Oy", ("Ostaja", "Ostaja"),
     "Prefers e-mails in English; needs the EU organic certificate"),
    ("Q028", "Portugal", "pt_PT", "pt", "ostrich leather", "{ln} Calçado, Lda.", ("Responsável de Compras", "Responsável de Compras"),
     "Asked for CITES paperwork and swatches of full-quill crown hides"),
    ("Q029", "Austria", "de_AT", "at", "ostrich leather", "{ln} Lederwaren GmbH", ("Einkäufer", "Einkäuferin"), ""),
    ("Q030", "Sweden", "sv_SE", "se", "ostrich leather", "{ln} Läder AB", ("Inköpare", "Inköpare"), ""),
    ("Q031", "Norway", "no_NO", "no", "table grapes", "{ln} Frukt AS", ("Innkjøper", "Innkjøper"),
     "Met at Fruit Logistica 2026 in Berlin; asked about seedless white grapes for weeks 50-10"),
    ("Q032", "Ireland", "en_IE", "ie", "table grapes", "{ln} Fresh Produce Ltd", ("Category Buyer", "Category Buyer"),
     "Call on 1 Dec: wants Crimson Seedless in 10 x 500 g punnets from week 2"),
    ("Q033", "Poland", "pl_PL", "pl", "dried chamomile flowers", "Zioła {ln} sp. z o.o.", ("Specjalista ds. zakupów", "Specjalistka ds. zakupów"),
     "Needs a pesticide residue analysis against EU MRLs for every lot"),
    ("Q034", "Greece", "gr_lat", "gr", "dried chamomile flowers", "{ln} Herbs S.A.", ("Purchasing Manager", "Purchasing Manager"), ""),
    ("Q035", "Chile", "es_CL", "cl", "dried chamomile flowers", "Hierbas {ln} Ltda.", ("Gerente de Compras", "Gerente de Compras"),
     "Asked for a quote on chamomile siftings for tea bags"),
    ("Q036", "Panama", "pa", "com.pa", "frozen strawberries", "Congelados {ln}, S.A.", ("Jefe de Compras", "Jefa de Compras"), ""),
    ("Q037", "Romania", "ro_RO", "ro", "frozen strawberries", "{ln} Fructe Congelate S.R.L.", ("Director Achiziții", "Directoare Achiziții"),
     "Met at SIAL Paris 2024; asked for IQF strawberries of the Festival variety"),
    ("Q038", "Brazil", "pt_BR", "com.br", "frozen strawberries", "{ln} Alimentos Ltda.", ("Comprador", "Compradora"), ""),
    ("Q039", "Australia", "en_AU", "com.au", "urea fertilizer", "{ln} Agri Supplies Pty Ltd", ("Procurement Manager", "Procurement Manager"), ""),
    ("Q040", "Chile", "es_CL", "cl", "urea fertilizer", "Agrícola {ln} Ltda.", ("Gerente de Abastecimiento", "Gerente de Abastecimiento"),
     "Asked for a CFR San Antonio quote on 5,000 t of granular urea 46% N"),
]


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", unidecode(text).lower())


def person(rng: random.Random, fakers: dict, locale: str, female: bool) -> tuple[str, str]:
    """(first, family) names; hand-list rows pop in seeded order so no name repeats."""
    if locale in HAND:
        first, last = HAND[locale].pop(rng.randrange(len(HAND[locale])))
        return first, last
    f = fakers.setdefault(locale, Faker(locale))
    f.seed_instance(rng.randrange(10**9))
    if female:
        return f.first_name_female(), f.last_name_female()
    return f.first_name_male(), f.last_name_male()


def main() -> None:
    rng = random.Random(SEED)
    fakers: dict = {}
    rows = []
    for bid, country, locale, tld, category, pattern, titles, note, *box in ROWS:
        native = locale.startswith("*")
        female = rng.random() < 0.5
        first, last = person(rng, fakers, locale.lstrip("*"), female)
        if locale in HAND:  # a hand-list name fixes the gender of the title
            female = first.split()[0] in FEMALE
        title = titles[female]
        if locale == "tw_lat":  # Taiwanese romanisation: family name first, given name hyphenated
            contact, last = first, last
        elif native and locale in ("*ja_JP", "*zh_TW"):
            contact = f"{last} {first}" if locale == "*ja_JP" else f"{last}{first}"
        else:
            contact = f"{first} {last}"
        company = pattern.format(ln=last)
        if native:
            email = box[0]
            domain = email.split("@")[1]
        else:
            domain = f"{slug(last)}{slug(pattern.split('{ln}')[-1].split()[0] if pattern.split('{ln}')[-1].strip() else '')}.{tld}"
            given = first.split()[-1] if locale == "tw_lat" else first.split()[0]
            email = f"{slug(given)}.{slug(last)}@{domain}"
        rows.append([bid, company, contact, title, email, country, category, f"www.{domain}", note])
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(COLUMNS)
        w.writerows(rows)
    print(len(rows), "buyers")


if __name__ == "__main__":
    main()
