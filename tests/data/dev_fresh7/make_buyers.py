"""Draws the 40 fictional buyers of the seventh fresh set -> buyers.csv (byte-reproducible).

Run:  .venv/bin/python tests/data/dev_fresh7/make_buyers.py
Names come from faker (seed 5318270) where its locale has real, gendered names, else from a
short hand list drawn with the same seed. Each row's category fits one sender in senders.toml;
s1 (Portugal) gets 15 buyers, 5 per category, for the model runs.
"""

import csv
import random
import re
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 5318270
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

# Hand lists where faker 40.63 has no usable names for the market (or no romanised ones).
HAND = {
    "bg_latin": ["Kaloyan Todorov", "Teodora Marinova", "Yordan Vasilev", "Radostina Ilieva"],
    "el_latin": ["Stavros Karagiannis", "Eleni Kourti", "Dimitra Alexiou", "Panagiotis Rallis"],
    "dz_m": ["Karim Benali", "Yacine Hamdi", "Sofiane Meziane"],
    "dz_f": ["Nassima Boudiaf", "Samira Belkacem", "Amel Cherif"],
    "bg_m": ["Николай Димитров", "Стефан Колев", "Георги Атанасов"],
    "kw": ["Fahad Al-Mutairi", "Nouf Al-Enezi", "Abdullah Al-Rashidi", "Khaled Al-Kandari"],
    "uk_latin": ["Oleksandr Bondarenko", "Iryna Kovalchuk", "Andriy Melnyk", "Olena Tkachenko"],
    "ja_latin": ["Takeshi Mori", "Yuko Hayashi", "Kenji Ogawa", "Aya Fujita"],
    "lt_m": ["Tomas Petrauskas", "Mindaugas Vaitkus", "Darius Stankevičius"],
    "lt_f": ["Rūta Kazlauskienė", "Ieva Jankauskaitė", "Aušra Žukauskienė"],
    "mo_latin": ["Leong Ka Wai", "Chan Sio Man", "Wong Iok Lin", "Ho Chi Keong"],
    "il_latin": ["Yossi Avraham", "Michal Shapira", "Eitan Mizrahi", "Noa Friedman"],
}

# (country, name source, gender, category, company ({last} = family name), title, note,
#  mailbox) -- mailbox None means first.last@ on the company's own domain.
ROWS = [
    (
        "France",
        "fr_FR",
        "m",
        "cork stoppers",
        "Domaine {last}",
        "Responsable achats",
        "AOC Côtes du Rhône estate, about 180,000 bottles a year; "
        "asked for natural corks 45 x 24 mm",
        None,
    ),
    (
        "France",
        "fr_FR",
        "f",
        "cape gooseberries",
        "{last} Primeurs SARL",
        "Acheteuse fruits exotiques",
        "",
        None,
    ),
    (
        "Slovenia",
        "sl_SI",
        "f",
        "cork stoppers",
        "Vinarstvo {last} d.o.o.",
        "Vodja nabave",
        "Vipava valley winery; currently buys corks from Spain",
        None,
    ),
    (
        "Slovenia",
        "sl_SI",
        "m",
        "panela",
        "{last} Bio Trgovina d.o.o.",
        "Purchasing Manager",
        "",
        None,
    ),
    (
        "Bulgaria",
        "bg_m",
        "m",
        "cork stoppers",
        "Винарска изба {last} ЕООД",
        "Мениджър снабдяване",
        "",
        "office@",
    ),
    (
        "Bulgaria",
        "bg_latin",
        "f",
        "dried apricots",
        "{last} Foods OOD",
        "Procurement Manager",
        "packs dried fruit mixes under its own brand in Plovdiv",
        None,
    ),
    (
        "Greece",
        "el_GR",
        "f",
        "cork stoppers",
        "Οινοποιία {last} Ι.Κ.Ε.",
        "Υπεύθυνη Προμηθειών",
        "Nemea winery; asked for a quote for agglomerated corks",
        "info@",
    ),
    (
        "Greece",
        "el_latin",
        "m",
        "cassia cinnamon",
        "{last} Baharika O.E.",
        "Purchasing Manager",
        "",
        None,
    ),
    (
        "United States",
        "en_US",
        "f",
        "cork stoppers",
        "{last} Family Vineyards LLC",
        "Production Manager",
        "Sonoma County; about 8,000 cases a year",
        None,
    ),
    (
        "United States",
        "en_US",
        "m",
        "rattan baskets",
        "{last} Home Goods Inc.",
        "Senior Buyer",
        "online home-storage retailer; met at the Las Vegas Market",
        None,
    ),
    (
        "Algeria",
        "dz_m",
        "m",
        "tomato paste",
        "{last} Import SARL",
        "Directeur des achats",
        "imports double concentrate in drums for repacking",
        None,
    ),
    ("Algeria", "dz_f", "f", "dried apricots", "Etablissements {last} EURL", "Gérante", "", None),
    (
        "Kuwait",
        "kw",
        "m",
        "tomato paste",
        "{last} General Trading Co. W.L.L.",
        "Purchasing Manager",
        "supplies restaurants and catering kitchens",
        None,
    ),
    (
        "Kuwait",
        "kw",
        "m",
        "dried apricots",
        "{last} Foodstuff Co. K.S.C.C.",
        "Category Manager - Dried Fruits & Nuts",
        "",
        None,
    ),
    (
        "Ukraine",
        "uk_UA",
        "f",
        "tomato paste",
        "ТОВ «{last} Фуд»",
        "Менеджер із закупівель",
        "",
        "zakupivli@",
    ),
    (
        "Ukraine",
        "uk_latin",
        "m",
        "pangasius fillets",
        "{last} Seafood LLC",
        "Import Manager",
        "buys frozen fish for retail chains in Kyiv and Lviv",
        None,
    ),
    (
        "United Kingdom",
        "en_GB",
        "m",
        "tomato paste",
        "{last} Catering Supplies Ltd",
        "Buying Manager",
        "",
        None,
    ),
    (
        "United Kingdom",
        "en_GB",
        "f",
        "Hass avocados",
        "{last} Fresh Produce Limited",
        "Technical Buyer",
        "runs ripening rooms in Kent; supplies foodservice",
        None,
    ),
    ("Japan", "ja_JP", "m", "tomato paste", "株式会社ミナトフーズ", "購買課長", "", "purchasing@"),
    (
        "Japan",
        "ja_latin",
        "f",
        "Hass avocados",
        "{last} Seika K.K.",
        "Import Manager",
        "currently imports avocados from Mexico and Peru",
        None,
    ),
    (
        "Germany",
        "de_DE",
        "f",
        "sea salt",
        "{last} Feinkost GmbH",
        "Leiterin Einkauf",
        "sells fleur de sel in gift jars",
        None,
    ),
    (
        "Germany",
        "de_DE",
        "m",
        "panela",
        "{last} Naturkost GmbH & Co. KG",
        "Einkäufer",
        "looking for organic whole cane sugar",
        None,
    ),
    ("Denmark", "da_DK", "m", "sea salt", "{last} Gourmet ApS", "Indkøbschef", "", None),
    ("Denmark", "da_DK", "f", "rattan baskets", "{last} Interiør A/S", "Buyer", "", None),
    ("Latvia", "lv_LV", "f", "sea salt", "SIA {last} Garšvielas", "Iepirkumu vadītāja", "", None),
    (
        "Latvia",
        "lv_LV",
        "m",
        "cassia cinnamon",
        "SIA {last} Trade",
        "Purchasing Manager",
        "needs steam-sterilised spices with low volatile oil loss",
        None,
    ),
    ("Israel", "he_IL", "f", "sea salt", '{last} יבוא מזון בע"מ', "מנהלת רכש", "", "purchasing@"),
    (
        "Israel",
        "il_latin",
        "m",
        "travertine tiles",
        "{last} Stone Ltd",
        "Procurement Manager",
        "supplies contractors in Tel Aviv; asked for filled and honed finish",
        None,
    ),
    ("Netherlands", "nl_NL", "m", "sea salt", "{last} Delicatessen B.V.", "Inkoper", "", None),
    (
        "Netherlands",
        "nl_NL",
        "f",
        "cape gooseberries",
        "{last} Exotic Fruits B.V.",
        "Category Manager Exotics",
        "packs physalis in 100 g punnets for Dutch retailers",
        None,
    ),
    (
        "Lithuania",
        "lt_m",
        "m",
        "pangasius fillets",
        'UAB "{last} Seafood"',
        "Pirkimų vadovas",
        "",
        None,
    ),
    (
        "Lithuania",
        "lt_f",
        "f",
        "cape gooseberries",
        "UAB {last} Fruit",
        "Purchasing Manager",
        "met at Fruit Logistica in Berlin",
        None,
    ),
    (
        "Guatemala",
        "es_MX",
        "m",
        "pangasius fillets",
        "Distribuidora {last}, S.A.",
        "Gerente de Compras",
        "",
        None,
    ),
    (
        "Guatemala",
        "es_MX",
        "f",
        "cotton bath towels",
        "Suministros Hoteleros {last}, S.A.",
        "Jefa de Compras",
        "supplies hotels in Antigua and Guatemala City",
        None,
    ),
    ("Sweden", "sv_SE", "f", "rattan baskets", "{last} Inredning AB", "Inköpare", "", None),
    (
        "Sweden",
        "sv_SE",
        "m",
        "cassia cinnamon",
        "{last} Kryddor AB",
        "Purchasing Manager",
        "buys cinnamon for bakeries ahead of the autumn season",
        None,
    ),
    (
        "Croatia",
        "hr_HR",
        "f",
        "cotton bath towels",
        "{last} Hotelska Oprema d.o.o.",
        "Voditeljica nabave",
        "furnishes hotels on the Dalmatian coast",
        None,
    ),
    ("Croatia", "hr_HR", "m", "travertine tiles", "{last} Kamen d.o.o.", "Director", "", None),
    (
        "Macau",
        "zh_TW",
        "m",
        "cotton bath towels",
        "澳門{last}氏酒店用品有限公司",
        "採購經理",
        "buys towels for hotel and casino resorts on Cotai",
        "purchasing@",
    ),
    (
        "Macau",
        "mo_latin",
        "f",
        "Hass avocados",
        "{last} Importação e Exportação, Limitada",
        "Purchasing Manager",
        "",
        None,
    ),
]

TLD = {
    "France": "fr",
    "Slovenia": "si",
    "Bulgaria": "bg",
    "Greece": "gr",
    "United States": "com",
    "Algeria": "dz",
    "Kuwait": "com.kw",
    "Ukraine": "com.ua",
    "United Kingdom": "co.uk",
    "Japan": "co.jp",
    "Germany": "de",
    "Denmark": "dk",
    "Latvia": "lv",
    "Israel": "co.il",
    "Netherlands": "nl",
    "Lithuania": "lt",
    "Guatemala": "com.gt",
    "Sweden": "se",
    "Croatia": "hr",
    "Macau": "com.mo",
}
# Hand romanisations for the native-script rows' mailbox domains.
NATIVE_DOMAIN = {
    "Bulgaria": "vinarska-izba-{r}",
    "Greece": "oinopoiia-{r}",
    "Ukraine": "{r}-food",
    "Japan": "minato-foods",
    "Israel": "{r}-food",
    "Macau": "{r}-hotel-supplies",
}
LEGAL = re.compile(
    r"\b(SIA|UAB|SARL|EURL|LLC|Inc\.|Ltd|Limited|GmbH & Co\. KG|GmbH|ApS|A/S|AB|B\.V\.|"
    r"OOD|O\.E\.|d\.o\.o\.|S\.A\.|K\.K\.|Co\.|W\.L\.L\.|K\.S\.C\.C\.)"
)


def ascii_fold(text: str) -> str:
    text = text.replace("ø", "o").replace("Ø", "O").replace("æ", "ae").replace("ß", "ss")
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()


def slug(company: str) -> str:
    core = LEGAL.sub("", company.replace("Importação e Exportação, Limitada", "Import Export"))
    return re.sub(r"[^a-z0-9]+", "", ascii_fold(core))


def main() -> None:
    rnd = random.Random(SEED)
    fakers = {}
    hand = {k: rnd.sample(v, len(v)) for k, v in HAND.items()}
    rows = []
    for i, (country, src, gender, cat, company_t, title, note, mailbox) in enumerate(ROWS, 1):
        if src in hand:
            first, last = hand[src].pop(0).split(" ", 1)
            if src == "mo_latin":  # Cantonese order: family name first
                last, first = first, last
        else:
            fk = fakers.setdefault(src, Faker(src))
            fk.seed_instance(SEED + i)
            first = fk.first_name_female() if gender == "f" else fk.first_name_male()
            last_f = getattr(
                fk, "last_name_female" if gender == "f" else "last_name_male", fk.last_name
            )
            last = last_f()
        if src in ("ja_JP", "zh_TW", "mo_latin"):
            contact = (
                f"{last} {first}"
                if src == "ja_JP"
                else (f"{last}{first}" if src == "zh_TW" else f"{last} {first}")
            )
        else:
            contact = f"{first} {last}"
        company = company_t.format(last=last)
        if mailbox:
            domain = (
                NATIVE_DOMAIN[country].format(r=rnd.choice(["delta", "nova", "prima", "orion"]))
                + "."
                + TLD[country]
            )
            email = mailbox + domain
        else:
            domain = slug(company) + "." + TLD[country]
            email = (
                f"{ascii_fold(first).replace(' ', '')}.{ascii_fold(last).replace(' ', '')}@{domain}"
            )
        rows.append(
            {
                "buyer_id": f"P{i:03d}",
                "company": company,
                "contact_name": contact,
                "contact_title": title,
                "email": email,
                "country": country,
                "product_category": cat,
                "website": "www." + domain,
                "notes": note,
            }
        )
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)


if __name__ == "__main__":
    main()
