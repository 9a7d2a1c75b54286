"""Write buyers.csv: 40 buyers from faker in 20 locales, for the README-style check of what the
tool marks passed (reports/checker.md). Seeded; faker's own names and companies, as a user's
CRM export would hold them: native scripts where faker writes them.

    python benchmarks/multilocale/make_buyers.py
"""

from __future__ import annotations

import csv
import random
from pathlib import Path

from faker import Faker

SEED = 4040
HERE = Path(__file__).resolve().parent
# locale -> country as a CRM writes it
LOCALES = {
    "de_DE": "Germany",
    "fr_FR": "France",
    "es_ES": "Spain",
    "es_MX": "Mexico",
    "it_IT": "Italy",
    "pt_BR": "Brazil",
    "pl_PL": "Poland",
    "nl_NL": "Netherlands",
    "sv_SE": "Sweden",
    "da_DK": "Denmark",
    "tr_TR": "Turkey",
    "ja_JP": "Japan",
    "zh_CN": "China",
    "ko_KR": "South Korea",
    "ru_RU": "Russia",
    "el_GR": "Greece",
    "en_IN": "India",
    "en_GB": "United Kingdom",
    "en_US": "United States",
    "vi_VN": "Vietnam",
}
TITLES = [
    "Purchasing Manager",
    "Head of Procurement",
    "Import Manager",
    "Category Manager",
    "Senior Buyer",
    "Procurement Director",
    "General Manager",
    "Sourcing Manager",
]
CATEGORIES = [
    "kitchenware",
    "home textiles",
    "industrial valves",
    "consumer electronics",
    "frozen seafood",
    "cosmetics",
    "auto parts",
    "furniture",
    "toys",
    "packaging materials",
]


def main() -> None:
    rng = random.Random(SEED)
    Faker.seed(SEED)
    rows = []
    locales = list(LOCALES) * 2
    for n, loc in enumerate(locales, start=1):
        fake = Faker(loc)
        rows.append(
            {
                "buyer_id": f"L{n:03d}",
                "company": fake.company(),
                "contact_name": fake.name(),
                "contact_title": rng.choice(TITLES),
                "email": fake.company_email(),
                "country": LOCALES[loc],
                "product_category": rng.choice(CATEGORIES),
                "website": "",
                "notes": "",
            }
        )
    with open(HERE / "buyers.csv", "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    print(f"{len(rows)} buyers -> {HERE / 'buyers.csv'}")


if __name__ == "__main__":
    main()
