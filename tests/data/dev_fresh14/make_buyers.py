"""Make tests/data/dev_fresh14/buyers.csv and senders.toml: 40 fictional buyers, 4 exporters.

Run:  .venv/bin/python tests/data/dev_fresh14/make_buyers.py   (needs faker; not a package dependency)

Each row has its own faker instance seeded SEED + row number, so one row's draw never moves
another's. Company names are the contact's family name (or a faker company word) plus a trade word
of the category and the legal form the buyer's country writes; native-script rows keep the script.
"""
from __future__ import annotations

import csv
import re
from pathlib import Path

from faker import Faker
from faker.decode import unidecode

SEED = 5520913
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email",
           "country", "product_category", "website", "notes"]

SENDERS = '''# Four exporters from countries no older set's sender used (Europe and the Middle East).
[senders.s1]
name = "Ilze Bērziņa"
title = "Eksporta vadītāja"
company = "SIA \\"Kurzemes Dzintars\\""
country = "Latvia"
city = "Liepāja"
email = "ilze.berzina@kurzemesdzintars.lv"
phone = "+371 2614 5082"
website = "www.kurzemesdzintars.lv"
categories = ["smoked sprats in oil", "Baltic amber jewellery", "sea buckthorn oil"]

[senders.s2]
name = "Rania Al-Khatib"
title = "Export Manager"
company = "Ghor Al-Safi Trading Co. L.L.C."
country = "Jordan"
city = "Amman"
email = "rania.khatib@ghoralsafi.jo"
phone = "+962 6 551 2740"
website = "www.ghoralsafi.jo"
categories = ["Dead Sea mud masks", "rock phosphate", "za'atar spice mix"]

[senders.s3]
name = "Jyrki Mäkelä"
title = "Vientipäällikkö"
company = "Saimaan Hirsitalo Oy Ab"
country = "Finland"
city = "Savonlinna"
email = "jyrki.makela@saimaanhirsitalo.fi"
phone = "+358 40 718 2265"
website = "www.saimaanhirsitalo.fi"
categories = ["log house kits", "lingonberry powder", "birch xylitol"]

[senders.s4]
name = "Mohammad-Reza Kazemi"
title = "Sales & Export Director"
company = "Kavir Golestan Co. (Private J.S.)"
country = "Iran"
city = "Mashhad"
email = "mr.kazemi@kavirgolestan.ir"
phone = "+98 51 3841 7720"
website = "www.kavirgolestan.ir"
categories = ["saffron threads", "pistachio kernels", "hand-knotted rugs"]
'''

# locale, country, tld, company pattern ({n} family name, {w} trade word), title, category, note.
# s1's categories have 5 buyers each (the model runs); the others 2-3.
ROWS = [
    ("pl_PL", "Poland", "pl", "{n} {w} sp. z o.o.", "Kierownik Zakupów", "smoked sprats in oil", "met at Polagra Food in Poznań; asked for a price on 240 g tins"),
    ("de_DE", "Germany", "de", "{n} Feinkost GmbH", "Category Manager", "smoked sprats in oil", ""),
    ("bg_BG", "Bulgaria", "bg", "{n} {w} ЕООД", "Управител", "smoked sprats in oil", "prefers Bulgarian or Russian"),
    ("he_IL", "Israel", "co.il", "{n} {w} בע\"מ", "מנהל רכש", "smoked sprats in oil", "needs a kosher certificate"),
    ("en_GB", "United Kingdom", "co.uk", "{n} Provisions Ltd", "Senior Buyer", "smoked sprats in oil", ""),
    ("it_IT", "Italy", "it", "{n} Gioielli S.r.l.", "Titolare", "Baltic amber jewellery", "visited our stand at Vicenzaoro"),
    ("ja_JP", "Japan", "co.jp", "株式会社{n}ジュエリー", "仕入担当", "Baltic amber jewellery", ""),
    ("en_US", "United States", "com", "{n} Gems LLC", "Owner", "Baltic amber jewellery", "asked for a sample of cognac amber pendants"),
    ("fr_FR", "France", "fr", "{n} Bijoux SARL", "Acheteuse", "Baltic amber jewellery", ""),
    ("zh_TW", "Taiwan", "com.tw", "{n}珠寶股份有限公司", "採購經理", "Baltic amber jewellery", "met at the Hong Kong Jewellery & Gem Fair"),
    ("ko_KR", "South Korea", "co.kr", "(주){n}코스메틱", "구매팀장", "sea buckthorn oil", "asked for a COA of CO2-extracted oil"),
    ("de_AT", "Austria", "at", "{n} Naturkosmetik GmbH", "Leiterin Einkauf", "sea buckthorn oil", ""),
    ("nl_NL", "Netherlands", "nl", "{n} Natuurproducten B.V.", "Inkoper", "sea buckthorn oil", "met at Vitafoods Europe in Geneva"),
    ("uk_UA", "Ukraine", "com.ua", "ТОВ «{n} {w}»", "Менеджер із закупівель", "sea buckthorn oil", ""),
    ("en_IN", "India", "in", "{n} Herbals Pvt. Ltd.", "Purchase Manager", "sea buckthorn oil", "needs EU organic certificate"),
    ("tr_TR", "Turkey", "com.tr", "{n} Kozmetik A.Ş.", "Satın Alma Müdürü", "Dead Sea mud masks", "asked for private-label prices"),
    ("ro_RO", "Romania", "ro", "{n} Cosmetice S.R.L.", "Purchasing Manager", "Dead Sea mud masks", ""),
    ("en_AU", "Australia", "com.au", "{n} Beauty Pty Ltd", "Buyer", "Dead Sea mud masks", "met at Cosmoprof Asia"),
    ("hi_IN", "India", "in", "{n} Agro Chemicals Ltd", "General Manager - Procurement", "rock phosphate", "asked for a quote on 30% P2O5 grade, CFR Mundra"),
    ("id_ID", "Indonesia", "co.id", "PT {n} Pupuk Nusantara", "Procurement Manager", "rock phosphate", ""),
    ("ar_AE", "United Arab Emirates", "ae", "{n} Foodstuff Trading L.L.C.", "Purchasing Manager", "za'atar spice mix", "met at Gulfood; wants 1 kg catering packs"),
    ("de_DE", "Germany", "de", "{n} Gewürze GmbH & Co. KG", "Einkäufer", "za'atar spice mix", ""),
    ("sv_SE", "Sweden", "se", "{n} Livs AB", "Inköpschef", "za'atar spice mix", ""),
    ("cs_CZ", "Czech Republic", "cz", "{n} Dřevostavby s.r.o.", "Jednatel", "log house kits", "visited our factory in Savonlinna"),
    ("fr_FR", "France", "fr", "{n} Chalets SAS", "Gérant", "log house kits", ""),
    ("ja_JP", "Japan", "co.jp", "{n} Log Homes Co., Ltd.", "Purchasing Manager", "log house kits", "asked for a price on a 120 m² kit"),
    ("de_CH", "Switzerland", "ch", "{n} Naturprodukte AG", "Einkauf", "lingonberry powder", ""),
    ("en_US", "United States", "com", "{n} Superfoods Inc.", "Sourcing Manager", "lingonberry powder", "asked for a sample of freeze-dried powder"),
    ("zh_CN", "China", "cn", "{n} Health Food Co., Ltd.", "Purchasing Director", "lingonberry powder", ""),
    ("ko_KR", "South Korea", "co.kr", "{n} Foods Co., Ltd.", "Purchasing Manager", "birch xylitol", ""),
    ("da_DK", "Denmark", "dk", "{n} Sødemidler ApS", "Indkøbschef", "birch xylitol", "needs a non-GMO statement"),
    ("hu_HU", "Hungary", "hu", "{n} Élelmiszer Kft.", "Beszerzési vezető", "birch xylitol", ""),
    ("el_GR", "Greece", "gr", "{n} Μπαχαρικά Α.Ε.", "Υπεύθυνος Προμηθειών", "saffron threads", "met at SIAL Paris"),
    ("es_ES", "Spain", "es", "{n} Especias S.L.", "Jefe de Compras", "saffron threads", ""),
    ("it_IT", "Italy", "it", "{n} Frutta Secca S.p.A.", "Responsabile Acquisti", "pistachio kernels", "asked for a price on green peeled kernels"),
    ("de_DE", "Germany", "de", "{n} Nusskontor GmbH", "Einkaufsleiter", "pistachio kernels", ""),
    ("ru_RU", "Russia", "ru", "ООО «{n} {w}»", "Менеджер по закупкам", "pistachio kernels", ""),
    ("en_GB", "United Kingdom", "co.uk", "{n} Rugs Ltd", "Managing Director", "hand-knotted rugs", "visited our stand at Domotex Hannover"),
    ("nl_BE", "Belgium", "be", "{n} Tapijten BV", "Zaakvoerder", "hand-knotted rugs", ""),
    ("pl_PL", "Poland", "pl", "{n} Dywany sp. z o.o.", "Właściciel", "hand-knotted rugs", ""),
]

# Trade words in the buyer's language for the patterns that use {w}.
WORDS = {
    ("pl_PL", "smoked sprats in oil"): "Import Ryb",
    ("bg_BG", "smoked sprats in oil"): "Консерви",
    ("he_IL", "smoked sprats in oil"): "יבוא מזון",
    ("uk_UA", "sea buckthorn oil"): "Натурпродукт",
    ("ru_RU", "pistachio kernels"): "Орехторг",
}
NATIVE = {"bg_BG", "he_IL", "ja_JP", "zh_TW", "ko_KR", "uk_UA", "el_GR", "ru_RU"}
# Rows of a native-script locale whose record is in Latin letters: Japanese from faker's
# romanised names, Chinese by unidecode (pinyin), Korean from a hand pair (faker has no romanisation).
LATIN_ROWS = {26, 29, 30}
KOREAN_LATIN = ("Park Ji-hoon", "Daehan")


# Faker draws that no real record would hold (a male first name with a female family name, a
# Chinese reading of a Japanese name in the domain) are corrected by hand, row by row.
OVERRIDES = {
    3: {"company": "Кирилов Консерви ЕООД", "contact_name": "Витомир Кирилов",
        "email": "purchasing@kirilov-konservi.bg", "website": "www.kirilov-konservi.bg"},
    7: {"email": "purchasing@kobayashi-jewelry.co.jp", "website": "www.kobayashi-jewelry.co.jp"},
    11: {"contact_name": "이현주", "email": "purchasing@ecosmetic.co.kr", "website": "www.ecosmetic.co.kr"},
    19: {"company": "Pradhan Agro Chemicals Ltd", "contact_name": "Manish Pradhan",
         "email": "manish.pradhan@pradhanagro.in", "website": "www.pradhanagro.in"},
    24: {"contact_name": "Bohuslav Růžička", "email": "bohuslav.ruzicka@ruzicka.cz"},
    33: {"contact_name": "Αυξέντιος Κομκούδης"},
}


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", unidecode(text).lower())


def row(i: int, spec: tuple) -> dict:
    locale, country, tld, pattern, title, category, note = spec
    fake = Faker(locale)
    fake.seed_instance(SEED + i)
    female = fake.random_int(0, 1) == 1
    first = fake.first_name_female() if female else fake.first_name_male()
    last = fake.last_name_female() if female and locale in {"pl_PL", "bg_BG", "cs_CZ", "ru_RU", "uk_UA", "el_GR"} else fake.last_name()
    if locale in {"ja_JP", "zh_TW", "zh_CN", "ko_KR", "hu_HU"}:
        contact = f"{last}{first}" if locale in {"ja_JP", "zh_TW"} else f"{last} {first}"
    else:
        contact = f"{first} {last}"
    name_for_company = fake.last_name_male() if locale in {"pl_PL", "bg_BG", "cs_CZ", "ru_RU", "uk_UA", "el_GR"} else last
    if i in LATIN_ROWS and locale == "ja_JP":
        first, last = fake.first_romanized_name(), fake.last_romanized_name()
        contact, name_for_company = f"{first} {last}", last
    elif i in LATIN_ROWS and locale == "zh_CN":
        first, last = unidecode(first).strip(), unidecode(last).strip()
        contact, name_for_company = f"{last} {first}", last
    elif i in LATIN_ROWS:
        contact, name_for_company = KOREAN_LATIN
        first, last = contact.split()[1], contact.split()[0]
    company = pattern.format(n=name_for_company, w=WORDS.get((locale, category), ""))
    base = slug(name_for_company)
    domain = f"{base}.{tld}"
    if locale in NATIVE and i not in LATIN_ROWS:
        email = f"purchasing@{domain}"
    else:
        email = f"{slug(first)}.{slug(last)}@{domain}"
    return {"company": company, "contact_name": contact, "contact_title": title, "email": email,
            "country": country, "product_category": category, "website": f"www.{domain}", "notes": note}


def main() -> None:
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        wr.writeheader()
        for i, spec in enumerate(ROWS, 1):
            wr.writerow({"buyer_id": f"V{i:03d}", **row(i, spec), **OVERRIDES.get(i, {})})
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
