"""Seeded faker buyers for the fifth fresh held-out set -> buyers.csv (40 rows, K001-K040).

Run:  .venv/bin/python tests/data/dev_fresh5/make_buyers.py
Faker 40.63 has no real names for Luxembourg, Malta, Albania, Bosnia, Jordan or Bahrain (those
locales fall back to English), so those markets draw from short hand lists with the same seed.
"""

import csv
import random
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 7700419
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

HAND = {  # (first, last) pairs; faker's locales for these markets give English names
    "lu": [
        ("Claude", "Weber"),
        ("Sandrine", "Hoffmann"),
        ("Marc", "Schmit"),
        ("Carole", "Kremer"),
        ("Tom", "Reuter"),
        ("Anne", "Wagner"),
    ],
    "mt": [
        ("Joseph", "Borg"),
        ("Maria", "Camilleri"),
        ("Mark", "Vella"),
        ("Rita", "Farrugia"),
        ("Christopher", "Zammit"),
        ("Josianne", "Galea"),
    ],
    "al": [
        ("Arben", "Hoxha"),
        ("Elira", "Shehu"),
        ("Gentian", "Leka"),
        ("Blerina", "Dervishi"),
        ("Ilir", "Kola"),
        ("Anila", "Gjoka"),
    ],
    "ba": [
        ("Emir", "Hadžić"),
        ("Amra", "Kovačević"),
        ("Lejla", "Begić"),
        ("Mirza", "Delić"),
        ("Selma", "Mehmedović"),
        ("Adnan", "Softić"),
    ],
    "jo": [
        ("Omar", "Al-Khatib"),
        ("Rania", "Haddad"),
        ("Khaled", "Nasser"),
        ("Dana", "Al-Masri"),
        ("Yousef", "Abu Ghazaleh"),
    ],
    "bh": [("Ali", "Al Mahmood"), ("Maryam", "Janahi"), ("Hussain", "Al Aali"), ("Noor", "Kanoo")],
}

# id, country, name source, gender, company pattern ({L} = family name), title, category, note, tld
ROWS = [
    (
        "Luxembourg",
        "lu",
        "m",
        "{L} Traiteur S.à r.l.",
        "Responsable des achats",
        "smoked salmon",
        "supplies hotels in Luxembourg City and Kirchberg",
    ),
    (
        "Luxembourg",
        "lu",
        "f",
        "{L} Profilés S.A.",
        "Purchasing Manager",
        "aluminium extrusions",
        "",
    ),
    (
        "Luxembourg",
        "lu",
        "m",
        "Épicerie {L}",
        "Owner",
        "harissa paste",
        "asked for jars under 200 g",
    ),
    (
        "Malta",
        "mt",
        "m",
        "{L} Imports Ltd",
        "Managing Director",
        "Deglet Nour dates",
        "Ramadan orders placed by January",
    ),
    (
        "Malta",
        "mt",
        "f",
        "{L} Beverages Limited",
        "Procurement Manager",
        "bottled mineral water",
        "",
    ),
    (
        "Malta",
        "mt",
        "m",
        "{L} Foods Co. Ltd",
        "Head Buyer",
        "smoked salmon",
        "met at Seafood Expo Global in Barcelona",
    ),
    ("Albania", "al", "m", "{L} Alumin sh.p.k.", "Drejtor Blerjesh", "aluminium extrusions", ""),
    (
        "Albania",
        "al",
        "f",
        "{L} Metal sh.a.",
        "Procurement Specialist",
        "silicomanganese",
        "current origin Ukraine",
    ),
    ("Albania", "al", "m", "{L} Food sh.p.k.", "Purchasing Manager", "smoked salmon", ""),
    (
        "Bosnia and Herzegovina",
        "ba",
        "m",
        "{L} Čelik d.o.o.",
        "Direktor nabavke",
        "silicomanganese",
        "needs Mn 65-70%, Si 16-18%",
    ),
    (
        "Bosnia and Herzegovina",
        "ba",
        "f",
        "{L} Profil d.o.o.",
        "Purchasing Manager",
        "aluminium extrusions",
        "",
    ),
    (
        "Bosnia and Herzegovina",
        "ba",
        "m",
        "{L} Auto Komponente d.o.o.",
        "Supply Chain Manager",
        "automotive wiring harnesses",
        "IATF 16949 certificate required",
    ),
    (
        "Jordan",
        "jo",
        "f",
        "{L} Trading Co.",
        "Purchasing Manager",
        "desiccated coconut",
        "bakery and biscuit makers in Amman",
    ),
    ("Jordan", "jo", "m", "{L} & Sons Foodstuff LLC", "General Manager", "Deglet Nour dates", ""),
    (
        "Jordan",
        "jo",
        "m",
        "{L} Dairy Ingredients LLC",
        "Technical Buyer",
        "carrageenan powder",
        "uses kappa for flavoured milk",
    ),
    (
        "Bahrain",
        "bh",
        "f",
        "{L} Gourmet W.L.L.",
        "Category Manager",
        "smoked salmon",
        "halal certificate needed",
    ),
    (
        "Bahrain",
        "bh",
        "m",
        "{L} Aluminium Systems W.L.L.",
        "Procurement Manager",
        "aluminium extrusions",
        "",
    ),
    ("Kenya", "sw", "f", "{L} Dairies Limited", "Procurement Manager", "carrageenan powder", ""),
    (
        "Kenya",
        "sw",
        "m",
        "{L} Motor Assemblers Ltd",
        "Head of Procurement",
        "automotive wiring harnesses",
        "assembles pick-ups in Thika",
    ),
    ("Kenya", "sw", "f", "{L} Bakers Ltd", "Purchasing Officer", "desiccated coconut", ""),
    (
        "Russia",
        "ru_RU",
        "f",
        "ООО «{L} Трейд»",
        "Менеджер по закупкам",
        "hazelnut kernels",
        "кондитерская фабрика, нужен калибр 11-13",
    ),
    ("Russia", "ru_RU", "m", "OOO {L} Food", "Purchasing Director", "Deglet Nour dates", ""),
    ("Russia", "ru_RU", "m", "ООО «{L} Металл»", "Начальник отдела закупок", "silicomanganese", ""),
    (
        "Pakistan",
        "en_PK",
        "m",
        "{L} Autoparts (Pvt.) Ltd.",
        "Procurement Manager",
        "automotive wiring harnesses",
        "supplies Suzuki and Honda assemblers in Karachi",
    ),
    (
        "Pakistan",
        "en_PK",
        "m",
        "{L} Confectionery (Pvt.) Ltd.",
        "Purchase Manager",
        "desiccated coconut",
        "",
    ),
    (
        "Pakistan",
        "en_PK",
        "m",
        "{L} Paper Mills Limited",
        "Raw Material Manager",
        "abaca fibre",
        "makes tea bag paper",
    ),
    ("France", "fr_FR", "f", "{L} Saveurs SAS", "Acheteuse", "harissa paste", "visited SIAL Paris"),
    ("France", "fr_FR", "m", "{L} Marée SARL", "Gérant", "stockfish", ""),
    (
        "France",
        "fr_FR",
        "f",
        "Chocolaterie {L}",
        "Responsable achats",
        "hazelnut kernels",
        "wants roasted and blanched kernels for praliné",
    ),
    (
        "United States",
        "en_US",
        "m",
        "{L} African Market LLC",
        "Owner",
        "stockfish",
        "sells to Nigerian and Ghanaian stores in Houston",
    ),
    (
        "United States",
        "en_US",
        "f",
        "{L} Specialty Foods, Inc.",
        "Senior Buyer",
        "harissa paste",
        "",
    ),
    (
        "United States",
        "en_US",
        "m",
        "{L} Filter Media Corp.",
        "Director of Purchasing",
        "abaca fibre",
        "asked about FSC-equivalent traceability",
    ),
    ("South Korea", "ko_KR", "f", "{L}씨푸드 주식회사", "구매팀장", "smoked salmon", ""),
    (
        "South Korea",
        "ko_KR",
        "m",
        "{L} Confectionery Co., Ltd.",
        "Purchasing Manager",
        "hazelnut kernels",
        "Korea-Georgia trade agreement asked about",
    ),
    (
        "South Korea",
        "ko_KR",
        "m",
        "{L} Aluminum Co., Ltd.",
        "Team Leader, Procurement",
        "aluminium extrusions",
        "",
    ),
    ("China", "zh_CN", "f", "{L} Paper Co., Ltd.", "Purchasing Manager", "abaca fibre", ""),
    (
        "China",
        "zh_CN",
        "m",
        "{L}海产贸易有限公司",
        "采购经理",
        "stockfish",
        "sells to restaurants in Guangzhou",
    ),
    (
        "China",
        "zh_CN",
        "f",
        "{L} Beverage Trading Co., Ltd.",
        "Import Manager",
        "bottled mineral water",
        "",
    ),
    (
        "Brazil",
        "pt_BR",
        "m",
        "{L} Pescados Ltda.",
        "Gerente de Compras",
        "stockfish",
        "bacalhau for Christmas and Easter",
    ),
    ("Brazil", "pt_BR", "f", "Distribuidora {L} Ltda.", "Compradora", "stockfish", ""),
]
TLD = {
    "Luxembourg": "lu",
    "Malta": "com.mt",
    "Albania": "al",
    "Bosnia and Herzegovina": "ba",
    "Jordan": "jo",
    "Bahrain": "bh",
    "Kenya": "co.ke",
    "Russia": "ru",
    "Pakistan": "pk",
    "France": "fr",
    "United States": "com",
    "South Korea": "co.kr",
    "China": "cn",
    "Brazil": "com.br",
}
NATIVE = {"ru_RU", "ko_KR", "zh_CN"}
NATIVE_DOMAIN = {
    21: "baranova-trade",
    23: "markov-metall",
    33: "kimseafood",
    37: "weihaichan",
}  # romanised by hand


def ascii_slug(text: str) -> str:
    flat = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(ch for ch in flat.lower() if ch.isalnum())


def main() -> None:
    Faker.seed(SEED)
    rng = random.Random(SEED)
    fakers = {loc: Faker(loc) for loc in {r[1] for r in ROWS if "_" in r[1] or r[1] == "sw"}}
    pools = {k: rng.sample(v, len(v)) for k, v in HAND.items()}
    out = []
    for i, (country, src, gender, pattern, title, category, note) in enumerate(ROWS, 1):
        native = src in NATIVE and not pattern.isascii()
        if src in pools:
            first, last = pools[src].pop()
        else:
            f = fakers[src]
            first = f.first_name_female() if gender == "f" else f.first_name_male()
            last = f.last_name_female() if gender == "f" and src == "ru_RU" else f.last_name()
            if src in NATIVE and not native:  # Latin rows of native-script markets
                first, last = {"ru_RU": _ru, "ko_KR": _ko, "zh_CN": _zh}[src](rng, gender)
        company = pattern.format(L=last)
        if src in ("ko_KR", "zh_CN") and native:
            name = f"{last}{first}"  # family name first, no space
        elif src == "ru_RU" and native:
            name = f"{first} {last}"
        else:
            name = f"{first} {last}"
        tld = TLD[country]
        if native:
            domain = f"{NATIVE_DOMAIN[i]}.{tld}"
            email = f"purchasing@{domain}"
        else:
            base = ascii_slug(
                company.split(" S.")[0]
                .split(" d.o.o")[0]
                .replace("Ltda", "")
                .replace("Ltd", "")
                .replace("Limited", "")
                .replace("LLC", "")
                .replace("Inc", "")
                .replace("Co.", "")
                .replace("sh.p.k", "")
                .replace("SAS", "")
                .replace("SARL", "")
                .replace("W.L.L", "")
                .replace("(Pvt.)", "")
                .replace("OOO", "")
                .replace("Corp", "")
                .replace("sh.a", "")
            )
            domain = f"{base}.{tld}"
            email = f"{ascii_slug(first)}.{ascii_slug(last)}@{domain}"
        out.append(
            {
                "buyer_id": f"K{i:03d}",
                "company": company,
                "contact_name": name,
                "contact_title": title,
                "email": email,
                "country": country,
                "product_category": category,
                "website": f"www.{domain}",
                "notes": note,
            }
        )
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(out)
    print(len(out))


def _ru(rng, gender):
    return rng.choice(
        [("Dmitry", "Volkov"), ("Sergey", "Orlov"), ("Anna", "Belova")]
        if gender == "m"
        else [("Anna", "Belova"), ("Olga", "Smirnova")]
    )


def _ko(rng, gender):
    return rng.choice([("Jae-won", "Park"), ("Min-ho", "Choi"), ("Sung-hoon", "Lim")])


def _zh(rng, gender):
    return rng.choice(
        [("Li Na", "Zhou"), ("Xiaoyan", "Wang")] if gender == "f" else [("Jianguo", "Liu")]
    )


if __name__ == "__main__":
    main()
