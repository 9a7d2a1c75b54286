"""Write buyers.csv of the tenth fresh held-out set: 40 fictional buyers W001-W040.

Run:  .venv/bin/python tests/data/dev_fresh10/make_buyers.py   (faker comes with the test extra)
Each row has its own faker instance seeded 6402913 + row number, so a row does not move when
another changes; the two hand lists (romanised Korean names, Indian names in Dubai) are drawn
with random.Random(6402913). The output is byte-reproducible with faker 40.63.0.
"""

import csv
import random
from pathlib import Path

from faker import Faker
from faker.decode import unidecode

SEED = 6402913
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
# Korean names are written given name first with a hyphen, as Korean exporters' contacts
# write them in English; faker's ko_KR gives Hangul only.
KOREAN = [("Ji-hoon", "Kim"), ("Seo-yeon", "Lee"), ("Min-jae", "Park"), ("Hye-jin", "Choi")]
# Dubai's pulses trade is largely run by Indian families; en_IN's names fit them.
DUBAI = [("Rajesh", "Kothari"), ("Sunil", "Bhatia"), ("Prakash", "Shetty"), ("Anil", "Thakkar")]

# id, locale, gender, country, category, company pattern ({L}: a faker family name),
# title, tld, note. A pattern starting with "!" is written as it stands (native-script rows,
# where the company is a trade name), and such rows write to a shared mailbox.
ROWS = [
    (
        "W001",
        "en_GB",
        "f",
        "United Kingdom",
        "cod liver oil",
        "{L} Nutrition Ltd",
        "Head of Procurement",
        "co.uk",
        "Met at Vitafoods Europe, Barcelona (May 2026); asked for a quote on refined cod liver "
        "oil in 190 kg drums",
    ),
    (
        "W002",
        "ga_IE",
        "m",
        "Ireland",
        "cod liver oil",
        "{L} Sláinte Teoranta",
        "Purchasing Manager",
        "ie",
        "",
    ),
    (
        "W003",
        "uk_UA",
        "f",
        "Ukraine",
        "cod liver oil",
        "!ТОВ «Фарм-Полісся»",
        "Менеджерка із закупівель",
        "com.ua",
        "Needs a COA for every batch and the GMP certificate; prefers Ukrainian or English",
    ),
    (
        "W004",
        "pl_PL",
        "f",
        "Poland",
        "cod liver oil",
        "{L} Pharma sp. z o.o.",
        "Kierowniczka Działu Zakupów",
        "pl",
        "Asked for a 1 l sample of cod liver oil with natural vitamins A and D",
    ),
    (
        "W005",
        "ig_NG",
        "m",
        "Nigeria",
        "cod liver oil",
        "{L} Pharmacy & Stores Ltd",
        "Procurement Manager",
        "com.ng",
        "",
    ),
    (
        "W006",
        "fr_FR",
        "f",
        "France",
        "lumpfish roe",
        "{L} Marée SAS",
        "Acheteuse produits de la mer",
        "fr",
        "Visited our stand at SIAL Paris (October 2026); wants black and red lumpfish roe in "
        "50 g glass jars for private label",
    ),
    ("W007", "de_DE", "m", "Germany", "lumpfish roe", "{L} Feinkost GmbH", "Einkäufer", "de", ""),
    (
        "W008",
        "es_CA",
        "f",
        "Spain",
        "lumpfish roe",
        "Conserves {L} S.L.",
        "Cap de Compres",
        "es",
        "Prefers e-mails in Spanish or Catalan",
    ),
    (
        "W009",
        "sk_SK",
        "f",
        "Slovakia",
        "lumpfish roe",
        "{L} Delikatesy s.r.o.",
        "Vedúca nákupu",
        "sk",
        "",
    ),
    (
        "W010",
        "fi_FI",
        "m",
        "Finland",
        "lumpfish roe",
        "{L} Kala Oy",
        "Ostopäällikkö",
        "fi",
        "Asked for a price for salted lumpfish roe in barrels, as raw material for its own jars",
    ),
    (
        "W011",
        "en_US",
        "m",
        "United States",
        "kelp meal",
        "{L} Organics LLC",
        "Purchasing Manager",
        "com",
        "",
    ),
    (
        "W012",
        "nl_NL",
        "m",
        "Netherlands",
        "kelp meal",
        "{L} Diervoeding B.V.",
        "Inkoper",
        "nl",
        "Met at EuroTier, Hanover (November 2026); mixes mineral premixes for dairy cattle",
    ),
    (
        "W013",
        "en_AU",
        "f",
        "Australia",
        "kelp meal",
        "{L} Garden Supplies Pty Ltd",
        "Procurement Manager",
        "com.au",
        "",
    ),
    ("W014", "da_DK", "m", "Denmark", "kelp meal", "{L} Foder ApS", "Indkøbschef", "dk", ""),
    (
        "W015",
        "zu_ZA",
        "m",
        "South Africa",
        "kelp meal",
        "{L} Agri (Pty) Ltd",
        "Procurement Manager",
        "co.za",
        "Asked for a sample of 1-2 mm kelp meal for a dairy feed trial",
    ),
    (
        "W016",
        "fr_FR",
        "m",
        "France",
        "petitgrain oil",
        "Parfums {L} SARL",
        "Responsable achats matières premières",
        "fr",
        "Asked for a COA and a 100 ml sample of petitgrain oil",
    ),
    (
        "W017",
        "fr_CH",
        "f",
        "Switzerland",
        "petitgrain oil",
        "{L} Essences Sàrl",
        "Acheteuse",
        "ch",
        "",
    ),
    (
        "W018",
        "en_US",
        "f",
        "United States",
        "petitgrain oil",
        "{L} Flavors Inc.",
        "Senior Buyer",
        "com",
        "",
    ),
    (
        "W019",
        "it_IT",
        "m",
        "Italy",
        "quebracho extract",
        "Conceria {L} S.r.l.",
        "Responsabile Acquisti",
        "it",
        "Met at Lineapelle, Milan (September 2026); uses sulfited quebracho for sole leather",
    ),
    (
        "W020",
        "ta_IN",
        "m",
        "India",
        "quebracho extract",
        "!Vaniyambadi Tanning Industries Pvt. Ltd.",
        "கொள்முதல் மேலாளர்",
        "in",
        "Asked for a price for ordinary quebracho powder, 25 kg bags, CIF Chennai",
    ),
    (
        "W021",
        "pt_PT",
        "m",
        "Portugal",
        "quebracho extract",
        "Curtumes {L}, Lda.",
        "Diretor de Compras",
        "pt",
        "",
    ),
    (
        "W022",
        "ja_JP",
        "m",
        "Japan",
        "dried stevia leaves",
        "!株式会社瑞穂甘味料",
        "購買部長",
        "co.jp",
        "",
    ),
    (
        "W023",
        "ko_KR",
        "m",
        "South Korea",
        "dried stevia leaves",
        "{L} Bio Farm Co., Ltd.",
        "Purchasing Team Manager",
        "co.kr",
        "",
    ),
    (
        "W024",
        "nl_BE",
        "f",
        "Belgium",
        "dried stevia leaves",
        "{L} Kruidenthee BV",
        "Aankoopster",
        "be",
        "Wants EU-organic stevia leaves, cut 2-4 mm, for herbal tea blends",
    ),
    (
        "W025",
        "de_AT",
        "f",
        "Austria",
        "baobab fruit powder",
        "{L} Naturprodukte GmbH",
        "Leiterin Einkauf",
        "at",
        "Met at BIOFACH, Nuremberg (February 2026); asked for organic baobab powder",
    ),
    (
        "W026",
        "en_GB",
        "m",
        "United Kingdom",
        "baobab fruit powder",
        "{L} Superfoods Ltd",
        "Buying Manager",
        "co.uk",
        "",
    ),
    (
        "W027",
        "fr_CA",
        "f",
        "Canada",
        "baobab fruit powder",
        "Aliments {L} inc.",
        "Acheteuse",
        "ca",
        "",
    ),
    (
        "W028",
        "es_MX",
        "m",
        "Mexico",
        "dried hibiscus flowers",
        "Distribuidora {L} S.A. de C.V.",
        "Gerente de Compras",
        "com.mx",
        "Buys flor de jamaica from Nigeria now; wants a comparison offer",
    ),
    (
        "W029",
        "zh_TW",
        "f",
        "Taiwan",
        "dried hibiscus flowers",
        "!永豐源茶業股份有限公司",
        "採購副理",
        "com.tw",
        "Visited our stand at Food Taipei (June 2026); asked about whole roselle calyces",
    ),
    (
        "W030",
        "de_DE",
        "f",
        "Germany",
        "dried hibiscus flowers",
        "{L} Teehandel GmbH & Co. KG",
        "Einkäuferin",
        "de",
        "",
    ),
    (
        "W031",
        "fr_FR",
        "m",
        "France",
        "fine green beans",
        "{L} Primeurs SAS",
        "Acheteur fruits et légumes",
        "fr",
        "Met at Fruit Logistica, Berlin (February 2026); wants extra-fine beans by air in 5 kg "
        "cartons",
    ),
    (
        "W032",
        "fr_BE",
        "f",
        "Belgium",
        "fine green beans",
        "{L} Légumes SRL",
        "Responsable des achats",
        "be",
        "",
    ),
    (
        "W033",
        "el_GR",
        "m",
        "Greece",
        "beeswax",
        "!Κηροποιία Μακεδονίας Α.Ε.",
        "Υπεύθυνος Προμηθειών",
        "gr",
        "Makes church candles; needs pure beeswax without paraffin, in slabs",
    ),
    (
        "W034",
        "cs_CZ",
        "f",
        "Czech Republic",
        "beeswax",
        "{L} Kosmetika s.r.o.",
        "Vedoucí nákupu",
        "cz",
        "",
    ),
    (
        "W035",
        "ro_RO",
        "m",
        "Romania",
        "beeswax",
        "Lumânări {L} S.R.L.",
        "Manager Achiziții",
        "ro",
        "",
    ),
    (
        "W036",
        "gu_IN",
        "m",
        "India",
        "pigeon peas",
        "!Shree Navkar Pulses Pvt. Ltd.",
        "ખરીદી મેનેજર",
        "in",
        "Asked for a price for lemon tur (pigeon peas), 500 t, CFR Nhava Sheva",
    ),
    (
        "W037",
        "en_IN",
        "m",
        "United Arab Emirates",
        "pigeon peas",
        "{L} Foodstuff Trading L.L.C.",
        "Purchase Manager",
        "ae",
        "",
    ),
    (
        "W038",
        "he_IL",
        "m",
        "Israel",
        "rough tanzanite",
        '!אבני חן רמת גן בע"מ',
        "מנהל רכש",
        "co.il",
        "Met at the Bangkok Gems & Jewelry Fair (September 2026); cuts calibrated stones for "
        "jewellers",
    ),
    (
        "W039",
        "en_TH",
        "f",
        "Thailand",
        "rough tanzanite",
        "{L} Gems Co., Ltd.",
        "Purchasing Manager",
        "co.th",
        "",
    ),
    (
        "W040",
        "de_DE",
        "m",
        "Germany",
        "rough tanzanite",
        "{L} Edelsteine e.K.",
        "Inhaber",
        "de",
        "Wants rough tanzanite of 1-5 ct, AAA colour; prefers German",
    ),
]
# Shared mailboxes and hand-romanised domains of the native-script and trade-name rows.
MAILBOX = {
    "W003": "zakupivli@farm-polissia.com.ua",
    "W020": "purchase@vaniyambaditanning.in",
    "W022": "kobai@mizuho-kanmiryo.co.jp",
    "W029": "purchasing@yungfongyuan.com.tw",
    "W033": "promithies@keropoiia-makedonias.gr",
    "W036": "purchase@shreenavkarpulses.in",
    "W038": "purchasing@avney-hen-rg.co.il",
}
SPANISH = {"es_CA", "es_MX", "pt_PT"}  # two family names, as these countries write them


def person(fk: Faker, gender: str) -> tuple[str, str]:
    first = fk.first_name_female() if gender == "f" else fk.first_name_male()
    last = fk.last_name_female() if gender == "f" else fk.last_name_male()
    return first, last


# Legal forms and joining words left out of a mailbox domain.
NOT_IN_DOMAIN = {
    "Ltd",
    "Teoranta",
    "sp.",
    "z",
    "o.o.",
    "SAS",
    "GmbH",
    "S.L.",
    "s.r.o.",
    "Oy",
    "LLC",
    "B.V.",
    "Pty",
    "ApS",
    "(Pty)",
    "SARL",
    "Sàrl",
    "Inc.",
    "S.r.l.",
    "Lda.",
    "Co.,",
    "Ltd.",
    "BV",
    "inc.",
    "S.A.",
    "de",
    "C.V.",
    "&",
    "Co.",
    "KG",
    "SRL",
    "S.R.L.",
    "L.L.C.",
    "e.K.",
}


def slug(text: str, german: bool = False) -> str:
    if german:  # German domains write umlauts as two letters
        for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
            text = text.replace(a, b)
    return "".join(c for c in unidecode(text).lower() if c.isalnum() or c == "-")


def row(n: int, spec: tuple, hand: random.Random) -> dict:
    bid, loc, gender, country, category, pattern, title, tld, note = spec
    fk = Faker(loc)
    fk.seed_instance(SEED + n)
    if loc == "ko_KR":
        first, last = hand.choice(KOREAN)
        contact, company_name = f"{first} {last}", last
    elif loc == "en_IN":
        first, last = hand.choice(DUBAI)
        contact, company_name = f"{first} {last}", last
    elif loc == "ta_IN":
        # Tamil names have no family name: the given name is followed by the father's.
        first, last = fk.first_name_male(), fk.first_name_male()
        contact, company_name = f"{first} {last}", ""
    else:
        first, last = person(fk, gender)
        if loc in SPANISH:
            last = f"{last} {fk.last_name()}"
        # Japanese, Chinese and Hebrew rows are written as those languages write names.
        contact = f"{last} {first}" if loc == "ja_JP" else f"{first} {last}"
        if loc in ("zh_TW",):
            contact = f"{last}{first}"
        company_name = fk.last_name()
    company = pattern[1:] if pattern.startswith("!") else pattern.replace("{L}", company_name)
    company = company[0].upper() + company[1:]  # "van den Velde" starts a name as "Van"
    if bid in MAILBOX:
        email = MAILBOX[bid]
        website = "https://www." + email.split("@")[1]
    else:
        german = loc.startswith("de_")
        words = [w for w in company.replace(",", " ,").split() if w not in NOT_IN_DOMAIN | {","}]
        domain = "-".join(slug(w, german) for w in words) + "." + tld
        family = last.split()[0] if loc in SPANISH else last.replace(" ", "")
        email = f"{slug(first.split()[0], german)}.{slug(family, german)}@{domain}"
        website = f"https://www.{domain}"
    return dict(
        zip(
            COLUMNS,
            [bid, company, contact, title, email, country, category, website, note],
            strict=True,
        )
    )


def main() -> None:
    hand = random.Random(SEED)
    rows = [row(n, spec, hand) for n, spec in enumerate(ROWS, 1)]
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        out = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        out.writeheader()
        out.writerows(rows)


if __name__ == "__main__":
    main()
