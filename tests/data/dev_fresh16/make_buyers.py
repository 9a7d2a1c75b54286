"""Write buyers.csv (40 fictional buyers H001-H040) and senders.toml for the sixteenth fresh set.

Names come from faker (seed 8852319 + row number, one instance per row) where faker has a person
provider for the market; markets it lacks (Bahrain, Jordan, Saudi Arabia romanised, Serbia in
Cyrillic) take a name from a short hand list below. Companies, titles and notes are written per
market, as each country writes them. Byte-reproducible with faker 40.63.0.

Run:  .venv/bin/python tests/data/dev_fresh16/make_buyers.py
"""

import csv
import re
import unicodedata
from pathlib import Path

from faker import Faker

HERE = Path(__file__).resolve().parent
SEED = 8852319
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# (locale or None for a hand name, gender, name order, country, category, company pattern,
#  title, note, tld). Order "wf": given name first; "fw": family name first (as the market
# writes it); "native": faker's own full-name order kept (CJK scripts, no space).
ROWS = [
    # s4 (Oman): frankincense resin, dried black limes, frozen cuttlefish - the model-run buyers
    ("en_IN", "m", "wf", "India", "frankincense resin", "{last} Aromatics Pvt. Ltd.",
     "Purchase Manager", "met at Gulfood 2026 in Dubai; asked for Hojari grade samples", "in"),
    ("en_US", "f", "wf", "United States", "frankincense resin", "{last} Botanicals LLC",
     "Sourcing Director", "", "com"),
    ("zh_CN", "m", "native", "China", "frankincense resin", "广州{last}氏香料贸易有限公司",
     "采购经理", "prefers e-mails in Chinese", "cn"),
    (None, "m", "wf", "Bahrain", "frankincense resin", "{last} Perfumes & Incense W.L.L.",
     "General Manager", "asked for a price for Najdi grade in 25 kg bags", "bh"),
    ("fr_FR", "f", "wf", "France", "frankincense resin", "{last} Parfums SAS",
     "Responsable Achats", "", "fr"),
    (None, "m", "wf", "Jordan", "dried black limes", "{last} Spices Co.",
     "Purchasing Manager", "visited our stand at Gulfood 2026", "jo"),
    ("ar_SA", "f", "native", "Egypt", "dried black limes", "Cairo Oriental Spices S.A.E.",
     "Purchasing Manager", "", "eg"),
    ("en_GB", "f", "wf", "United Kingdom", "dried black limes", "{last} Persian Foods Ltd",
     "Buyer", "asked for whole black limes in 1 kg retail packs", "co.uk"),
    ("de_DE", "m", "wf", "Germany", "dried black limes", "{last} Orientfeinkost e.K.",
     "Einkaufsleiter", "", "de"),
    ("hy_AM", "f", "wf", "Armenia", "dried black limes", "Yerevan Spice House LLC",
     "Գնումների մենեջեր", "", "am"),
    ("es_ES", "m", "wf", "Spain", "frozen cuttlefish", "Congelados {last} S.L.",
     "Jefe de Compras", "asked for whole cleaned cuttlefish, 500-1000 g, IQF", "es"),
    ("it_IT", "f", "wf", "Switzerland", "frozen cuttlefish", "{last} Pesce SA",
     "Responsabile acquisti", "", "ch"),
    ("ja_JP", "m", "native", "Japan", "frozen cuttlefish", "株式会社{last}水産",
     "購買部長", "met at the Japan International Seafood & Technology Expo in Tokyo", "jp"),
    ("zh_TW", "f", "native", "Taiwan", "frozen cuttlefish", "{last}記海產股份有限公司",
     "採購經理", "", "tw"),
    ("el_GR", "m", "wf", "Greece", "frozen cuttlefish", "Θαλασσινά {last} Α.Ε.",
     "Υπεύθυνος Προμηθειών", "asked for a price CFR Piraeus", "gr"),
    # s1 (Croatia): lavender essential oil, oak wine barrels, dried sage leaves
    ("fr_CA", "f", "wf", "Canada", "lavender essential oil", "Les Essences {last} inc.",
     "Acheteuse", "wants ISO 3515 test reports with every lot", "ca"),
    ("de_DE", "m", "wf", "Luxembourg", "lavender essential oil", "{last} Cosmétiques S.à r.l.",
     "Gérant", "", "lu"),
    ("ga_IE", "m", "wf", "Ireland", "lavender essential oil", "{last} Naturals Ltd",
     "Procurement Manager", "met at in-cosmetics Global in Amsterdam", "ie"),
    ("zu_ZA", "m", "wf", "South Africa", "oak wine barrels", "{last} Cellar Supplies (Pty) Ltd",
     "Cellar Master", "", "co.za"),
    (None, "m", "wf", "Serbia", "oak wine barrels", "Винарија {last} д.о.о.",
     "Директор", "asked for 225 l barriques, medium toast", "rs"),
    ("es_CL", "f", "wf", "Chile", "oak wine barrels", "Viña {last}",
     "Enóloga", "", "cl"),
    ("en_US", "m", "wf", "United States", "dried sage leaves", "{last} Spice Company, Inc.",
     "Purchasing Manager", "asked for cut and sifted sage in 25 kg bags", "com"),
    ("nl_NL", "f", "wf", "Netherlands", "dried sage leaves", "{last} Kruiden B.V.",
     "Inkoper", "", "nl"),
    ("lt_LT", "m", "wf", "Lithuania", "dried sage leaves", "UAB „Prieskonių namai“",
     "Pirkimų vadovė", "prefers English", "lt"),
    # s2 (Romania): sunflower kernels, walnut kernels, beech firewood
    ("de_AT", "f", "wf", "Austria", "sunflower kernels", "{last} Backstoffe GmbH",
     "Leiterin Einkauf", "met at Anuga 2025 in Cologne; asked for bakery grade kernels", "at"),
    (None, "m", "wf", "Saudi Arabia", "sunflower kernels", "{last} Roastery Co.",
     "Procurement Manager", "", "sa"),
    ("ar_PS", "f", "native", "Lebanon", "sunflower kernels", "Cedar Crown Roastery S.A.L.",
     "Purchasing Manager", "", "com.lb"),
    ("de_CH", "m", "wf", "Switzerland", "walnut kernels", "{last} Nüsse AG",
     "Einkäufer", "asked for light halves (80% halves)", "ch"),
    ("tr_TR", "f", "wf", "Turkey", "walnut kernels", "{last} Kuruyemiş Gıda San. ve Tic. Ltd. Şti.",
     "Satın Alma Müdürü", "", "com.tr"),
    ("da_DK", "m", "wf", "Denmark", "beech firewood", "{last} Brænde ApS",
     "Indkøbschef", "asked for kiln-dried logs, 25 cm, on pallets", "dk"),
    ("it_IT", "m", "wf", "Italy", "beech firewood", "{last} Legna S.r.l.",
     "Titolare", "", "it"),
    ("sv_SE", "f", "wf", "Sweden", "beech firewood", "{last} Ved & Energi AB",
     "Inköpare", "", "se"),
    # s3 (Israel): drip irrigation lines, agricultural shade nets, fresh pomelos
    ("en_KE", "m", "wf", "Kenya", "drip irrigation lines", "{last} Agri Supplies Ltd",
     "Procurement Officer",
     "met at the Nairobi International Trade Fair; asked for 16 mm lines with 30 cm spacing",
     "co.ke"),
    ("en_IN", "f", "wf", "India", "drip irrigation lines", "{last} Irrigation Systems Pvt. Ltd.",
     "Head - Procurement", "", "in"),
    ("es_MX", "m", "wf", "Mexico", "drip irrigation lines", "Riegos {last} S.A. de C.V.",
     "Gerente de Compras", "", "com.mx"),
    ("uk_UA", "f", "wf", "Ukraine", "drip irrigation lines", "ТОВ «Зрошення Поділля»",
     "Менеджерка із закупівель", "prefers Ukrainian or English", "ua"),
    ("es_CO", "m", "wf", "Colombia", "agricultural shade nets", "Invernaderos {last} S.A.S.",
     "Jefe de Compras", "", "com.co"),
    ("pt_BR", "f", "wf", "Brazil", "agricultural shade nets", "{last} Telas Agrícolas Ltda.",
     "Compradora", "asked for 50% black shade net, 4 m wide", "com.br"),
    ("ru_RU", "m", "wf", "Russia", "fresh pomelos", "ООО «ФруктИмпорт»",
     "Менеджер по закупкам", "", "ru"),
    ("pl_PL", "f", "wf", "Poland", "fresh pomelos", "{last} Import sp. z o.o.",
     "Specjalistka ds. zakupów", "met at Fruit Logistica 2026 in Berlin", "pl"),
]

# Hand names for markets faker has no person provider for (given, family).
HAND = {"Bahrain": ("Hussain", "Al Aradi"), "Jordan": ("Rami", "Haddad"),
        "Serbia": ("Милош", "Јовановић"), "Saudi Arabia": ("Abdulrahman", "Al-Otaibi")}


def ascii_slug(text: str) -> str:
    text = text.translate(FOLD)
    flat = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]", "", flat.lower())


# Letters NFKD does not fold to ASCII.
FOLD = str.maketrans({"ı": "i", "ø": "o", "æ": "ae", "ß": "ss", "ł": "l", "đ": "d"})


def name_of(i: int, row) -> tuple[str, str, str]:
    """(full contact name, family name, given name) for row i."""
    loc, gender, order, country = row[0], row[1], row[2], row[3]
    if loc is None:
        given, family = HAND[country]
        return f"{given} {family}", family, given
    fk = Faker(loc)
    fk.seed_instance(SEED + i)
    given = fk.first_name_male() if gender == "m" else fk.first_name_female()
    family = fk.last_name_male() if gender == "m" and hasattr(fk, "last_name_male") else (
        fk.last_name_female() if hasattr(fk, "last_name_female") else fk.last_name())
    if order == "native" and loc.startswith("ar_"):
        full = f"{given} {family}"
    elif order == "native":
        full = f"{family}{given}"
    else:
        full = f"{given} {family}"
    return full, family, given


def main() -> None:
    out = []
    for i, row in enumerate(ROWS, 1):
        _, _, _, country, category, pattern, title, note, tld = row
        full, family, given = name_of(i, row)
        company = pattern.format(last=family)
        company = company[0].upper() + company[1:]  # a Dutch "van" is capitalised first
        latin = all(ord(c) < 0x250 for c in full)
        words = [ascii_slug(w) for w in company.split()]
        slug = (ascii_slug(family) if "{last}" in pattern and latin else
                next((w for w in words if len(w) > 3), f"buyer{i}"))
        domain = f"{slug}.example.{tld}"
        local = ".".join(ascii_slug(p) for p in (given, family))
        email = f"{local}@{domain}" if latin else f"purchasing@{domain}"
        out.append([f"H{i:03d}", company, full, title, email, country, category,
                    f"www.{domain}", note])
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(COLUMNS)
        w.writerows(out)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


SENDERS = """\
# Four exporters of the sixteenth fresh set; `categories` and `city` are set-only keys.
[senders.s1]
company = "Jadran Hrast j.d.o.o."
name = "Ivana Kovačević-Šimunić"
title = "Voditeljica izvoza"
email = "ivana.kovacevic@jadranhrast.example.hr"
phone = "+385 21 555 014"
website = "https://jadranhrast.example.hr"
country = "Croatia"
city = "Split"
categories = ["lavender essential oil", "oak wine barrels", "dried sage leaves"]

[senders.s2]
company = "S.C. Carpați Agro S.R.L."
name = "Ștefan-Andrei Dumitrescu"
title = "Director Export"
email = "stefan.dumitrescu@carpatiagro.example.ro"
phone = "+40 234 555 207"
website = "https://carpatiagro.example.ro"
country = "Romania"
city = "Bacău"
categories = ["sunflower kernels", "walnut kernels", "beech firewood"]

[senders.s3]
company = "Emek Hefer Agro (2009) Ltd."
name = "Avraham Ben-Shimol"
title = "VP Export Sales"
email = "avi@emekheferagro.example.co.il"
phone = "+972 4 555 3190"
website = "https://emekheferagro.example.co.il"
country = "Israel"
city = "Hadera"
categories = ["drip irrigation lines", "agricultural shade nets", "fresh pomelos"]

[senders.s4]
company = "Dhofar Luban Trading S.A.O.C."
name = "Salim bin Hamad Al-Harthy"
title = "Export Manager"
email = "salim.alharthy@dhofarluban.example.om"
phone = "+968 2329 5510"
website = "https://dhofarluban.example.om"
country = "Oman"
city = "Salalah"
categories = ["frankincense resin", "dried black limes", "frozen cuttlefish"]
"""

if __name__ == "__main__":
    main()
