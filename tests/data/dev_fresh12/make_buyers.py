"""Write this set's buyers.csv and senders.toml: 40 fictional buyers, 4 exporters.

Each row has its own faker instance seeded SEED + row number, so a row does not change when
another is edited. Companies, titles and notes come from the hand lists below (as a CRM export
holds them); faker gives the contact names and the mailbox.

Run:  .venv/bin/python tests/data/dev_fresh12/make_buyers.py
"""

import csv
import random
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 8260417
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

SENDERS = """\
# Four exporters from countries no older set's sender used (Africa, the Americas, Oceania).
# `categories` and `city` are this set's own keys; the rest is a `--sender` profile.

[senders.s1]
company = "Sertão Verde Exportadora Ltda."
name = "Maria Luíza Sobreira Albuquerque"
title = "Gerente de Exportação"
email = "malu.sobreira@sertaoverde.example"
phone = "+55 85 3271 4408"
website = "https://sertaoverde.example"
country = "Brazil"
city = "Fortaleza"
categories = ["carnauba wax", "cashew nut shell liquid", "fresh melons"]

[senders.s2]
company = "Vanua Yaqona (Fiji) Pte Limited"
name = "Mereoni Ratuvou"
title = "Marketing & Export Manager"
email = "mereoni@vanuayaqona.example"
phone = "+679 666 0192"
website = "https://vanuayaqona.example"
country = "Fiji"
city = "Lautoka"
categories = ["kava root powder", "crystallised ginger", "mahogany sawn timber"]

[senders.s3]
company = "Zambeze Recursos Naturais, Limitada"
name = "Ana Paula Macuácua"
title = "Directora Comercial"
email = "apmacuacua@zambezerecursos.example"
phone = "+258 23 32 1570"
website = "https://zambezerecursos.example"
country = "Mozambique"
city = "Beira"
categories = ["zircon sand", "flue-cured tobacco leaf", "frozen langoustines"]

[senders.s4]
company = "Commerce Boréal Export inc."
name = "Geneviève Tremblay-Côté"
title = "Directrice des exportations"
email = "gtremblaycote@commerceboreal.example"
phone = "+1 418 555 0137"
website = "https://commerceboreal.example"
country = "Canada"
city = "Québec"
categories = ["pure maple syrup", "frozen snow crab", "red split lentils"]
"""

# Markets whose faker locale has no person names (or only native script where the CRM row is
# romanised) draw from these hand lists with random.Random(SEED + row number).
HAND = {
    "ba": [("Amra", "Hodžić"), ("Edin", "Mehmedović"), ("Lejla", "Begović"),
           ("Nermin", "Kurtović")],
    "mt": [("Josef", "Camilleri"), ("Maria", "Borg"), ("Charlene", "Zammit"),
           ("Kurt", "Farrugia")],
    "ph": [("Ma. Theresa", "Villanueva"), ("Rommel", "Dela Cruz"), ("Jocelyn", "Bautista"),
           ("Ramon", "Santiago"), ("Arnel", "Mendoza"), ("Rowena", "Magbanua")],
    "kr": [("Ji-hoon", "Park"), ("Seo-yeon", "Kim"), ("Min-jae", "Choi"), ("Hye-jin", "Yoon")],
    "cy": [("Andreas", "Charalambous"), ("Eleni", "Georgiou"), ("Marios", "Kyprianou"),
           ("Stella", "Papaphilippou")],
    "bd": [("Md. Shafiqul", "Islam"), ("Nusrat", "Jahan"), ("Tanvir", "Rahman"),
           ("Farhana", "Akter")],
    "tw": [("Chia-hao", "Lin"), ("Yu-ting", "Huang"), ("Wei-chen", "Tsai"), ("Shu-fen", "Chang")],
}

# (locale, country, category, company with {last} for the contact's family name, title,
#  mailbox domain, note). A domain of None means the row has no website and a generic mailbox.
ROWS = [
    # s1 (Brazil): 5 buyers per category, for the model runs
    ("de_DE", "Germany", "carnauba wax", "{last} Autopflege GmbH", "Einkaufsleitung",
     "autopflege-{slug}.de", "Met at Automechanika Frankfurt; asked for a sample of T1 flakes."),
    ("ja_JP", "Japan", "carnauba wax", "株式会社{last}化成", "購買部長", None, ""),
    ("en_US", "United States", "carnauba wax", "{last} Naturals Inc.", "Purchasing Manager",
     "{slug}naturals.com", "Makes lip balms; needs a COA and non-GMO statement."),
    ("it_IT", "Italy", "carnauba wax", "Vernici {last} S.r.l.", "Responsabile Acquisti",
     "vernici{slug}.it", ""),
    ("el_GR", "Cyprus", "carnauba wax", "{last} Καλλυντικά ΛΤΔ", "Υπεύθυνος Προμηθειών", None,
     "Visited our stand at in-cosmetics Global Amsterdam."),
    ("en_IN", "India", "cashew nut shell liquid", "{last} Friction Materials Pvt. Ltd.",
     "Head - Procurement", "{slug}friction.in", "Wants technical CNSL with low moisture."),
    ("zh_CN", "China", "cashew nut shell liquid", "Jiangsu {last} Resin Co., Ltd.",
     "Purchasing Manager", "{slug}resin.cn", ""),
    ("ko_KR", "South Korea", "cashew nut shell liquid", "주식회사 {last}브레이크",
     "구매팀장", None, "Asked for a price for 4 ISO tanks a quarter."),
    ("tr_TR", "Turkey", "cashew nut shell liquid", "{last} Kimya Sanayi A.Ş.",
     "Satın Alma Uzmanı", "{slug}kimya.com.tr", ""),
    ("nl_NL", "Netherlands", "cashew nut shell liquid", "{last} Coatings B.V.", "Inkoper",
     "{slug}coatings.nl", "Met at the European Coatings Show in Nuremberg."),
    ("en_GB", "United Kingdom", "fresh melons", "{last} Fresh Produce Ltd", "Fruit Buyer",
     "{slug}fresh.co.uk", "Supplies two supermarket chains; needs GLOBALG.A.P."),
    ("nl_BE", "Belgium", "fresh melons", "{last} Fruit NV", "Aankoper", "{slug}fruit.be", ""),
    ("hand:mt", "Malta", "fresh melons", "{last} Imports Ltd", "Director", "{slug}imports.com.mt",
     ""),
    ("ar_AA", "Bahrain", "fresh melons", "شركة {last} للفواكه والخضروات ذ.م.م",
     "مدير المشتريات", None, "Visited our stand at Fruit Logistica Berlin."),
    ("ru_RU", "Russia", "fresh melons", "ООО «Южный Фрукт»", "Менеджер по закупкам", None,
     "Prefers Russian."),
    # s2 (Fiji)
    ("en_AU", "Australia", "kava root powder", "{last} Botanicals Pty Ltd", "Founder",
     "{slug}botanicals.com.au", "Asked for a sample of noble Waka powder."),
    ("en_US", "United States", "kava root powder", "{last} Kava Bar LLC", "Owner",
     "{slug}kava.com", ""),
    ("en_NZ", "New Zealand", "kava root powder", "{last} Pacific Foods Limited",
     "Category Manager", "{slug}pacific.co.nz", "Met at the Pasifika Festival in Auckland."),
    ("en_GB", "United Kingdom", "crystallised ginger", "{last} & Sons Confectionery Ltd",
     "Head of Purchasing", "{slug}sons.co.uk", ""),
    ("zh_TW", "Taiwan", "crystallised ginger", "{last}記食品股份有限公司", "採購經理", None,
     "Asked for a quote for 20 kg cartons."),
    ("de_DE", "Germany", "crystallised ginger", "Bäckerei-Bedarf {last} GmbH & Co. KG",
     "Einkäufer", "{slug}-backbedarf.de", ""),
    ("ja_JP", "Japan", "mahogany sawn timber", "{last} Mokuzai Co., Ltd.", "Import Manager",
     "{slug}-mokuzai.co.jp", ""),
    ("hand:ph", "Philippines", "mahogany sawn timber", "{last} Lumber Corporation",
     "Purchasing Officer", "{slug}lumber.ph", "Needs FSC certificates."),
    # s3 (Mozambique)
    ("es_ES", "Spain", "zircon sand", "Esmaltes {last} S.A.", "Jefa de Compras",
     "esmaltes{slug}.es", "Met at Cevisama in Valencia."),
    ("it_IT", "Italy", "zircon sand", "{last} Ceramiche S.p.A.", "Buyer",
     "{slug}ceramiche.it", ""),
    ("zh_CN", "China", "zircon sand", "Foshan {last} Ceramic Materials Co., Ltd.",
     "Procurement Director", "{slug}ceramic.cn", "Needs ZrO2 65% min."),
    ("hand:ba", "Bosnia and Herzegovina", "flue-cured tobacco leaf", "{last} Duhan d.o.o.",
     "Direktor nabavke", "{slug}duhan.ba", ""),
    ("pl_PL", "Poland", "flue-cured tobacco leaf", "{last} Tytoń sp. z o.o.",
     "Kierownik ds. zakupów", "{slug}tyton.pl", "Met at InterTabac in Dortmund."),
    ("hand:ph", "Philippines", "flue-cured tobacco leaf", "{last} Leaf Tobacco Corporation",
     "Leaf Buyer", "{slug}leaf.ph", ""),
    ("es_ES", "Spain", "frozen langoustines", "Mariscos {last} S.L.", "Gerente",
     "mariscos{slug}.es", "Visited our stand at Seafood Expo Global in Barcelona."),
    ("pt_PT", "Portugal", "frozen langoustines", "{last} Pescado, Lda.",
     "Responsável de Compras", "{slug}pescado.pt", ""),
    ("fr_FR", "France", "frozen langoustines", "Marée {last} SAS", "Acheteuse produits de la mer",
     "maree-{slug}.fr", "Asked for a sample of size L2 (21-30/kg)."),
    # s4 (Canada)
    ("hand:kr", "South Korea", "pure maple syrup", "{last} Foods Co., Ltd.", "Import Manager",
     "{slug}foods.co.kr", ""),
    ("ja_JP", "Japan", "pure maple syrup", "{last}食品株式会社", "仕入課長", None,
     "Met at FOODEX Japan in Tokyo; asked about organic certification."),
    ("hand:cy", "Cyprus", "pure maple syrup", "{last} Gourmet Ltd", "Managing Director",
     "{slug}gourmet.com.cy", ""),
    ("hand:tw", "Taiwan", "frozen snow crab", "{last} Seafood Co., Ltd.", "Purchasing Manager",
     "{slug}seafood.com.tw", "Prefers frozen clusters, 5-8 oz."),
    ("en_US", "United States", "frozen snow crab", "{last} Seafood Distributors, Inc.",
     "VP of Purchasing", "{slug}seafood.com", ""),
    ("ar_AA", "Jordan", "red split lentils", "شركة {last} التجارية", "مديرة المشتريات", None,
     "Asked for a price CFR Aqaba."),
    ("fr_DZ", "Algeria", "red split lentils", "SARL {last} Import", "Responsable des achats",
     "{slug}import.dz", ""),
    ("hand:bd", "Bangladesh", "red split lentils", "{last} Agro Industries Ltd.",
     "GM - Procurement",
     "{slug}agro.com.bd", "Called us after Gulfood Dubai."),
]


def ascii_slug(text: str) -> str:
    """Lower-case ASCII letters of a Latin-script name, for mailboxes and domains."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(c for c in plain.lower() if c.isalpha())


def main() -> None:
    out = []
    for n, (locale, country, category, company, title, domain, note) in enumerate(ROWS, 1):
        fake = Faker("en_US" if locale.startswith("hand:") else locale)
        fake.seed_instance(SEED + n)
        if locale.startswith("hand:"):
            first, last = random.Random(SEED + n).choice(HAND[locale[5:]])
        else:
            first, last = fake.first_name(), fake.last_name()
        if locale == "ru_RU":
            # faker mixes genders in Russian; a CRM row has a female first and family name
            first, last = fake.first_name_female(), fake.last_name_female()
        if locale in ("ja_JP", "zh_CN", "zh_TW", "ko_KR"):
            name = f"{last} {first}" if locale == "ja_JP" else f"{last}{first}"
        else:
            name = f"{first} {last}"
        if locale in ("ja_JP", "zh_CN") and domain is not None:
            # romanised rows write the name as their English business cards do
            first, last = fake.first_romanized_name(), fake.last_romanized_name()
            name = f"{first} {last}" if locale == "ja_JP" else f"{last} {first}"
        slug = ascii_slug(last) or f"buyer{n}"
        if domain is None:
            website, email = "", f"purchasing{n}@example.net"
        else:
            host = domain.format(slug=slug)
            website = f"https://www.{host}"
            email = f"{ascii_slug(first) or 'info'}.{slug}@{host}"
        out.append({"buyer_id": f"W{n:03d}", "company": company.format(last=last),
                    "contact_name": name, "contact_title": title, "email": email,
                    "country": country, "product_category": category, "website": website,
                    "notes": note})
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(out)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
