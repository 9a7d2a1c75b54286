"""Write buyers.csv: 40 fictional buyers R001-R040 for the ninth fresh held-out set (#16).

Run:  .venv/bin/python tests/data/dev_fresh9/make_buyers.py
Names come from seeded faker (seed 9120577, one instance per row seeded SEED + row number), or
from short hand lists where faker has no usable names for the market; everything else (market,
category, legal form, title, note) is chosen by hand per row, so the file is byte-reproducible.
"""

import csv
import random
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 9120577
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

# Hand lists for markets where faker 40.63 has no usable names in the script the row needs.
HAND = {
    "il_latin": [("Yael", "Mizrahi", "f"), ("Oren", "Shapira", "m"), ("Noa", "Friedman", "f")],
    "hk_latin": [("Kelvin", "Chan Ka-wai", "m"), ("Winnie", "Leung Wing-sze", "f")],
    "sg": [("Tan Mei Ling", "", "f"), ("Lim Boon Keat", "", "m"), ("Goh Siew Hoon", "", "f")],
    "vn": [("Trần Thị Ngọc Lan", "", "f"), ("Phạm Văn Hùng", "", "m")],
    "kr_latin": [("Tae-hyun", "Kim", "m"), ("Ji-yeon", "Seo", "f")],
    "cy_latin": [("Andreas", "Christodoulou", "m"), ("Maria", "Georgiou", "f")],
    "ae": [("Khalid", "Al Shamsi", "m"), ("Fatima", "Al Mazrouei", "f")],
}

# (locale or hand list, sex, country, category, company pattern, title, mailbox, domain, note)
# {s} is the contact's family name; native-script rows write to a shared mailbox.
ROWS = [
    # s1 Uganda: Nile perch fillets, fish maw, passion fruit pulp (the model runs' 15 buyers)
    (
        "he_IL",
        "m",
        "Israel",
        "Nile perch fillets",
        'דגי {s} בע"מ',
        "מנהל רכש",
        "purchasing",
        "dagey-levant.co.il",
        "Buys frozen Nile perch fillets for supermarket chains; asked for a price on skinless "
        "fillets 500-800 g, IQF, kosher certificate required",
    ),
    (
        "il_latin",
        "",
        "Israel",
        "Nile perch fillets",
        "{s} Fish Import Ltd",
        "Procurement Manager",
        "",
        "",
        "",
    ),
    (
        "el_GR",
        "m",
        "Cyprus",
        "Nile perch fillets",
        "{s} Ιχθυεμπορία ΛΤΔ",
        "Υπεύθυνος Αγορών",
        "info",
        "ichthyemporia.com.cy",
        "Met at Seafood Expo Global in Barcelona (April 2026); supplies hotels in Limassol and "
        "Paphos",
    ),
    (
        "nl_NL",
        "f",
        "Netherlands",
        "Nile perch fillets",
        "{s} Visgroothandel B.V.",
        "Inkoper",
        "",
        "",
        "",
    ),
    (
        "es_ES",
        "f",
        "Spain",
        "Nile perch fillets",
        "Pescados {s} S.L.",
        "Jefa de Compras",
        "",
        "",
        "Currently buys Vietnamese pangasius; wants a white-fish alternative for restaurants",
    ),
    (
        "zh_TW",
        "m",
        "Hong Kong",
        "fish maw",
        "{s}記海味有限公司",
        "採購經理",
        "purchasing",
        "kei-seafood.com.hk",
        "Visited our stand at Seafood Expo Asia in Hong Kong; asked for samples of dried Nile "
        "perch maw, large sizes",
    ),
    (
        "hk_latin",
        "",
        "Hong Kong",
        "fish maw",
        "Wing Fat Dried Seafood Co., Limited",
        "Purchasing Manager",
        "",
        "",
        "",
    ),
    (
        "sg",
        "",
        "Singapore",
        "fish maw",
        "Hock Seng Marine Products Pte. Ltd.",
        "Purchasing Manager",
        "",
        "",
        "Prefers to be contacted by e-mail; sells to restaurants in Singapore and Johor",
    ),
    (
        "vn",
        "",
        "Vietnam",
        "fish maw",
        "Ngọc Lan Hải Sản Khô Co., Ltd.",
        "Trưởng phòng Thu mua",
        "",
        "",
        "",
    ),
    (
        "en_TH",
        "m",
        "Thailand",
        "fish maw",
        "{s} Marine Products Co., Ltd.",
        "Procurement Manager",
        "",
        "",
        "Asked for a quote for 1 tonne of fish maw, CIF Bangkok",
    ),
    (
        "fr_CH",
        "f",
        "Switzerland",
        "passion fruit pulp",
        "Jus {s} Sàrl",
        "Responsable des achats",
        "",
        "",
        "Makes fresh juices in Lausanne; needs organic certification (Bio Suisse or EU organic)",
    ),
    (
        "en_CA",
        "m",
        "Canada",
        "passion fruit pulp",
        "{s} Beverage Co. Inc.",
        "Purchasing Manager",
        "",
        "",
        "",
    ),
    (
        "cs_CZ",
        "f",
        "Czech Republic",
        "passion fruit pulp",
        "{s} Nápoje s.r.o.",
        "Vedoucí nákupu",
        "",
        "",
        "Met at Anuga in Cologne (October 2025); asked for a sample of frozen pulp without seeds",
    ),
    (
        "nl_NL",
        "m",
        "Netherlands",
        "passion fruit pulp",
        "{s} Fruitverwerking B.V.",
        "Category Buyer",
        "",
        "",
        "",
    ),
    (
        "et_EE",
        "f",
        "Estonia",
        "passion fruit pulp",
        "{s} Joogid OÜ",
        "Ostujuht",
        "",
        "",
        "Makes smoothies for cafés in Tallinn; currently buys pulp from Ecuador",
    ),
    # s2 Lithuania: linen tea towels, sphagnum peat moss, cold-pressed rapeseed oil
    (
        "ja_JP",
        "m",
        "Japan",
        "linen tea towels",
        "株式会社{s}商店",
        "仕入部長",
        "purchasing",
        "kobayashi-shoten.co.jp",
        "Visited our stand at Ambiente in Frankfurt (February 2026); interested in stone-washed "
        "linen",
    ),
    (
        "en_US",
        "f",
        "United States",
        "linen tea towels",
        "{s} Home & Kitchen LLC",
        "Senior Buyer",
        "",
        "",
        "",
    ),
    (
        "is_IS",
        "f",
        "Iceland",
        "linen tea towels",
        "{s} Heimilisvörur ehf.",
        "Innkaupastjóri",
        "",
        "",
        "Asked for OEKO-TEX certificates",
    ),
    (
        "ko_KR",
        "m",
        "South Korea",
        "sphagnum peat moss",
        "주식회사 {s}원예",
        "구매팀장",
        "purchasing",
        "kimwonye.co.kr",
        "",
    ),
    (
        "ru_RU",
        "m",
        "Kazakhstan",
        "sphagnum peat moss",
        "ТОО «{s} Агро»",
        "Менеджер по закупкам",
        "zakup",
        "agro-almaty.kz",
        "Greenhouse vegetable grower near Almaty; prefers Russian",
    ),
    (
        "az_AZ",
        "m",
        "Azerbaijan",
        "sphagnum peat moss",
        "{s} Aqro MMC",
        "Satınalma meneceri",
        "",
        "",
        "",
    ),
    (
        "hu_HU",
        "f",
        "Hungary",
        "cold-pressed rapeseed oil",
        "{s} Élelmiszer Kft.",
        "Beszerzési vezető",
        "",
        "",
        "Met at SIAL Paris (October 2024); asked about 5 l canisters for restaurants",
    ),
    (
        "en_GB",
        "m",
        "United Kingdom",
        "cold-pressed rapeseed oil",
        "{s} Fine Foods Ltd",
        "Buying Manager",
        "",
        "",
        "",
    ),
    # s3 Bolivia: Brazil nut kernels, tin ingots, hardwood decking
    (
        "de_DE",
        "m",
        "Germany",
        "Brazil nut kernels",
        "{s} Nusskontor GmbH",
        "Einkäufer",
        "",
        "",
        "Asked for a quote on medium kernels, organic, in 20 kg vacuum cartons",
    ),
    (
        "en_NZ",
        "f",
        "New Zealand",
        "Brazil nut kernels",
        "{s} Wholefoods Limited",
        "Purchasing Manager",
        "",
        "",
        "",
    ),
    (
        "de_CH",
        "f",
        "Switzerland",
        "Brazil nut kernels",
        "{s} Nüsse AG",
        "Leiterin Beschaffung",
        "",
        "",
        "Needs aflatoxin test reports for every lot",
    ),
    (
        "en_IN",
        "m",
        "India",
        "tin ingots",
        "{s} Solder Alloys Pvt. Ltd.",
        "Purchase Manager",
        "",
        "",
        "",
    ),
    (
        "kr_latin",
        "",
        "South Korea",
        "tin ingots",
        "Daeheung Metal Co., Ltd.",
        "Purchasing Team Leader",
        "",
        "",
        "Met at Metal + Metallurgy China in Shanghai (June 2025); buys 99.9% tin for solder",
    ),
    (
        "fr_BE",
        "m",
        "Belgium",
        "tin ingots",
        "Métaux {s} SA",
        "Acheteur matières premières",
        "",
        "",
        "",
    ),
    (
        "fr_CA",
        "m",
        "Canada",
        "hardwood decking",
        "Bois {s} inc.",
        "Acheteur",
        "",
        "",
        "Sells to cottage builders in Quebec; asked for cumaru decking prices",
    ),
    (
        "cy_latin",
        "",
        "Cyprus",
        "hardwood decking",
        "{s} Timber Ltd",
        "Purchasing Manager",
        "",
        "",
        "",
    ),
    (
        "ja_JP_latin",
        "m",
        "Japan",
        "hardwood decking",
        "{s} Mokuzai Co., Ltd.",
        "Purchasing Manager",
        "",
        "",
        "",
    ),
    # s4 Cambodia: jasmine rice, palm sugar, silk scarves
    (
        "fr_FR",
        "f",
        "France",
        "jasmine rice",
        "{s} Distribution SAS",
        "Responsable achats",
        "",
        "",
        "Met at SIAL Paris (October 2024); sells to Asian grocery stores in Paris",
    ),
    (
        "ae",
        "",
        "United Arab Emirates",
        "jasmine rice",
        "{s} Foodstuff Trading L.L.C.",
        "Procurement Manager",
        "",
        "",
        "",
    ),
    ("sg", "", "Singapore", "jasmine rice", "Kim Hin Rice Trading Pte Ltd", "Director", "", "", ""),
    (
        "en_AU",
        "f",
        "Australia",
        "palm sugar",
        "{s} Pantry Pty Ltd",
        "Category Manager",
        "",
        "",
        "Asked for a sample of organic palm sugar",
    ),
    ("de_DE", "f", "Germany", "palm sugar", "{s} Naturkost GmbH", "Einkäuferin", "", "", ""),
    (
        "it_IT",
        "f",
        "Italy",
        "silk scarves",
        "{s} Accessori S.r.l.",
        "Responsabile Acquisti",
        "",
        "",
        "Visited our stand at Première Vision in Paris (September 2025)",
    ),
    (
        "es_MX",
        "f",
        "Mexico",
        "silk scarves",
        "Boutique {s} S.A. de C.V.",
        "Gerente de Compras",
        "",
        "",
        "",
    ),
    (
        "de_AT",
        "m",
        "Austria",
        "silk scarves",
        "{s} Mode GmbH",
        "Einkäufer",
        "",
        "",
        "Wants hand-woven scarves for the autumn collection; prefers German",
    ),
]


# Letters NFKD does not reduce to ASCII.
FOLD = str.maketrans(
    {"ø": "o", "æ": "ae", "ð": "d", "þ": "th", "ı": "i", "ə": "e", "Ə": "E", "đ": "d", "Đ": "D"}
)


def ascii_fold(text: str) -> str:
    text = text.translate(FOLD)
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(c for c in plain.lower() if c.isalnum() or c in " -").strip()


def draw(loc: str, sex: str, n: int, rng: random.Random) -> tuple[str, str, str]:
    """(contact name, family name used in the company, family name romanised for the mailbox)."""
    if loc in HAND:
        first, family, _ = HAND[loc].pop(rng.randrange(len(HAND[loc])))
        if not family:  # written family first, e.g. Tan Mei Ling
            family = first.split()[0]
            return first, family, ascii_fold(first)
        if loc == "hk_latin":  # Kelvin Chan Ka-wai: English name + family + given
            return f"{first} {family}", family.split()[0], ascii_fold(family.split()[0])
        if loc == "kr_latin":
            return f"{first} {family}", family, ascii_fold(family)
        return f"{first} {family}", family, ascii_fold(family)
    fake = Faker("ja_JP" if loc == "ja_JP_latin" else loc)
    fake.seed_instance(SEED + n)
    if loc == "ja_JP_latin":
        first = fake.first_romanized_name_male()
        family = fake.last_romanized_name()
        return f"{first} {family}", family, family.lower()
    first = fake.first_name_male() if sex == "m" else fake.first_name_female()
    family = (
        fake.last_name_male()
        if sex == "m" and hasattr(fake, "last_name_male")
        else (fake.last_name_female() if hasattr(fake, "last_name_female") else fake.last_name())
    )
    if loc in ("ja_JP", "zh_TW", "ko_KR", "hu_HU"):
        name = f"{family} {first}" if loc in ("ja_JP", "hu_HU") else f"{family}{first}"
        return name, family, ascii_fold(family)
    return f"{first} {family}", family, ascii_fold(family)


def mailbox(loc: str, name: str, stem: str) -> str:
    """given.family, in Latin letters, whatever order the name is written in."""
    words = ascii_fold(name).replace("-", "").split()
    if loc in ("sg", "vn", "hu_HU"):  # family name first
        return f"{''.join(words[1:]) if loc != 'vn' else words[-1]}.{words[0]}"
    return f"{words[0]}.{stem.replace(' ', '')}"


def main() -> None:
    rng = random.Random(SEED)
    out = []
    for n, (loc, sex, country, cat, company, title, box, domain, note) in enumerate(ROWS, 1):
        name, family, stem = draw(loc, sex, n, rng)
        company = company.format(s=family)
        if box:
            email = f"{box}@{domain}"
            website = f"https://www.{domain}"
        else:
            dom = "-".join(ascii_fold(company).replace("-", " ").split()[:2])
            email = f"{mailbox(loc, name, stem)}@{dom}.example"
            website = f"https://www.{dom}.example"
        out.append([f"R{n:03d}", company, name, title, email, country, cat, website, note])
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.writer(fh, lineterminator="\n")
        wr.writerow(COLUMNS)
        wr.writerows(out)


if __name__ == "__main__":
    main()
