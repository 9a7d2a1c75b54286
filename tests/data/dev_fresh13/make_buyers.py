"""Seeded faker script for the thirteenth fresh set: writes buyers.csv and senders.toml.

Each row has its own faker instance seeded SEED + row number, so a row does not move when another
changes. Locales where faker 40.63.0 falls back to English names (el_CY, bs_BA, sq_AL, mt_MT, en_BD,
fil_PH) and the romanised Georgian and Ukrainian rows take a name from the row itself.

Run:  .venv/bin/python tests/data/dev_fresh13/make_buyers.py
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 9314602
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

GP, DB, SC = "hydraulic gear pumps", "carbide drill bits", "scaffolding couplers"
SY, KB, LP = "disposable syringes", "orthopaedic knee braces", "latex foam pillows"
MCB, NYM, CG = "miniature circuit breakers", "NYM installation cable", "cable glands"
BL, BR, SO = "percale bed linen", "terry bathrobes", "cotton crew socks"

# (country, locale or a fixed name, gender, category, company ({last} = the contact's family name),
#  title, mailbox ("" = first.last), domain, note)
ROWS = [
    ("Algeria", "fr_DZ", "f", MCB, "SARL Électricité {last}", "Responsable des achats", "", "elec-{slug}.dz",
     "Met at Batimatec Algiers in May; asked for prices of 1P and 3P breakers, 6-63 A."),
    ("Algeria", "fr_DZ", "m", SY, "EURL {last} Médical Distribution", "Gérant", "", "{slug}-medical.dz", ""),
    ("Algeria", "fr_DZ", "f", GP, "{last} Hydraulique SPA", "Purchasing Manager", "", "{slug}-hydraulique.dz",
     "Prefers documents in French."),
    ("Georgia", "ka_GE", "f", NYM, "შპს {last} ელექტრო", "შესყიდვების მენეჯერი", "purchasing", "elektro-market.ge", ""),
    ("Georgia", "Levan Kapanadze", "m", KB, "Kartli Medical Supply LLC", "Procurement Manager", "", "kartlimedical.ge",
     "Asked for the CE certificate and a size chart."),
    ("Azerbaijan", "az_AZ", "f", CG, "{last} Elektrik MMC", "Satınalma meneceri", "", "{slug}elektrik.az",
     "Visited our stand at Baku Build; needs nickel-plated brass glands M20-M40."),
    ("Azerbaijan", "az_AZ", "m", SC, "Xəzər Tikinti Təchizat MMC", "Procurement Director", "", "xezertikinti.az", ""),
    ("Azerbaijan", "az_AZ", "f", BL, "Qafqaz Otel Tekstil MMC", "Satınalma müdiri", "", "qafqazotel.az",
     "Supplies hotels in Baku and Gabala; wants 300 thread count, white."),
    ("Ukraine", "uk_UA", "f", MCB, "ТОВ «Вольт Захід»", "Менеджер з закупівель", "zakupivli", "voltzakhid.ua", ""),
    ("Ukraine", "Oleksandr Melnyk", "m", DB, "TOV Kharkiv Instrument", "Head of Procurement", "", "kharkiv-instrument.ua",
     "Asked for a sample set of 3-12 mm drills."),
    ("Israel", "he_IL", "m", LP, 'שינה טובה יבוא בע"מ', "מנהל רכש", "rechesh", "shenatova.co.il", ""),
    ("Taiwan", "zh_TW", "f", KB, "{last}氏醫療器材股份有限公司", "採購經理", "purchasing", "medsupport.com.tw",
     "Visited our stand at MEDICA Düsseldorf; interested in hinged knee braces."),
    ("Japan", "ja_JP", "m", CG, "株式会社{last}電材", "購買課長", "kobai", "denzai-trade.co.jp", ""),
    ("Japan", "ja_JP_rom", "f", LP, "{last} Shingu Co., Ltd.", "Purchasing Manager", "", "{slug}-shingu.co.jp",
     "Prefers English; asked for the OEKO-TEX certificate."),
    ("South Korea", "ko_KR", "f", SY, "(주)새빛메디칼", "구매팀장", "purchase", "saebitmedical.co.kr", ""),
    ("Germany", "de_DE", "f", NYM, "{last} Elektrogroßhandel GmbH", "Leiterin Einkauf", "", "{slug}-elektro.de",
     "Met at Light + Building Frankfurt; asked for the VDE certificate for NYM-J 3x1.5."),
    ("Germany", "de_DE", "m", GP, "{last} Hydraulik GmbH & Co. KG", "Einkäufer", "", "{slug}-hydraulik.de", ""),
    ("Germany", "de_DE", "f", BR, "{last} Hoteltextil GmbH", "Head of Purchasing", "", "{slug}-hoteltextil.de", ""),
    ("United Kingdom", "en_GB", "f", SC, "{last} Access Ltd", "Procurement Manager", "", "{slug}access.co.uk",
     "Asked for BS EN 74-1 test certificates."),
    ("United Kingdom", "en_GB", "m", SO, "{last} & Sons Hosiery Limited", "Buying Director", "", "{slug}hosiery.co.uk", ""),
    ("United States", "en_US", "f", DB, "{last} Tool Supply LLC", "Purchasing Agent", "", "{slug}toolsupply.com",
     "Met at IMTS Chicago; looking for an alternative to cobalt drills."),
    ("United States", "en_US", "m", BL, "{last} Home Textiles Inc.", "VP of Sourcing", "", "{slug}hometextiles.com", ""),
    ("United States", "en_US", "f", MCB, "{last} Electric Supply Inc.", "Purchasing Manager", "", "{slug}electric.com",
     "Buys for projects in the Caribbean; IEC 60898 breakers are fine."),
    ("Belgium", "nl_BE", "f", CG, "{last} Elektrotechniek BV", "Aankoopverantwoordelijke", "", "{slug}-elektrotechniek.be", ""),
    ("Belgium", "nl_BE", "m", SY, "{last} Medical NV", "Purchasing Manager", "", "{slug}medical.be",
     "Sample of 5 ml Luer lock syringes sent in October."),
    ("Argentina", "es_AR", "f", NYM, "Electricidad {last} S.R.L.", "Jefa de Compras", "", "electricidad{slug}.com.ar", ""),
    ("Argentina", "es_AR", "m", KB, "Ortopedia {last} S.A.", "Gerente de Compras", "", "ortopedia{slug}.com.ar",
     "Call on 12 November; wants the price list in Spanish."),
    ("Cyprus", "Ανδρέας Χατζηγεωργίου", "m", MCB, "Ηλεκτρολογικά Χατζηγεωργίου ΛΤΔ", "Υπεύθυνος Προμηθειών", "info",
     "hatzigeorgiou-electrical.com.cy", ""),
    ("Cyprus", "Eleni Kyriakou", "f", LP, "Kyriakou Hotel Supplies Ltd", "Purchasing Manager", "", "kyriakouhotelsupplies.com.cy",
     "Supplies hotels in Limassol and Paphos."),
    ("Cyprus", "Marios Petrides", "m", CG, "Petrides Electrical Ltd", "Managing Director", "", "petrides-electrical.com.cy", ""),
    ("Bosnia and Herzegovina", "Amra Hodžić", "f", SC, "Građevinar Hodžić d.o.o.", "Referentica nabavke", "", "gradevinar-hodzic.ba",
     "Asked for a quote for 5,000 swivel couplers."),
    ("Bosnia and Herzegovina", "Emir Begić", "m", NYM, "Elektro Begić d.o.o.", "Direktor", "", "elektrobegic.ba", ""),
    ("Albania", "Arjola Bregu", "f", BR, "Bregu Tekstil sh.p.k.", "Menaxhere e Prokurimit", "", "bregutekstil.al", ""),
    ("Albania", "Dritan Hoxha", "m", MCB, "Elektro Hoxha sh.p.k.", "Purchasing Manager", "", "elektrohoxha.al",
     "Wants a price for 200 cartons of 1P 16 A breakers."),
    ("Malta", "Joseph Camilleri", "m", GP, "Camilleri Marine Hydraulics Ltd", "Operations Manager", "", "camillerimarine.com.mt", ""),
    ("Bangladesh", "Md. Rafiqul Islam", "m", DB, "Rahman Engineering Tools Ltd.", "Senior Manager, Procurement", "rafiqul",
     "rahmantools.com.bd", ""),
    ("Bangladesh", "Nusrat Jahan", "f", CG, "Karnaphuli Power Solutions Ltd.", "Procurement Executive", "", "karnaphulipower.com.bd",
     "Needs ATEX-certified glands for a gas plant project."),
    ("Philippines", "Ramon Dela Cruz", "m", NYM, "Dela Cruz Electrical Supply Corporation", "Purchasing Head", "", "delacruzelectrical.ph",
     "Met at Worldbex Manila; quoting a Makati office fit-out."),
    ("Philippines", "Maria Theresa Santos", "f", BL, "Isla Linen Supply Inc.", "Purchasing Manager", "", "islalinen.ph", ""),
    ("Philippines", "Kristine Villareal", "f", SO, "Villareal Apparel Trading Inc.", "Owner", "", "villarealapparel.ph",
     "Asked for a sample of black crew socks, sizes 39-42."),
]

FOLD = str.maketrans({"ə": "e", "Ə": "E", "ı": "i", "İ": "I", "ş": "s", "Ş": "S", "ç": "c", "ğ": "g", "ö": "o",
                      "ü": "u", "đ": "dj", "Đ": "Dj", "ß": "ss"})


def ascii_slug(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.translate(FOLD)).encode("ascii", "ignore").decode()
    return "".join(ch for ch in text.lower() if ch.isalnum() or ch == " ").strip()


def draw_name(source: str, gender: str, row: int) -> tuple[str, str, str]:
    """(contact as written, first name, family name) for one row."""
    if "_" not in source:
        first, _, last = source.rpartition(" ")
        return source, first.replace("Md. ", ""), last
    fake = Faker(source.removesuffix("_rom"))
    fake.seed_instance(SEED + row)
    if source == "ja_JP_rom":
        first, last = (fake.first_romanized_name_female() if gender == "f" else fake.first_romanized_name_male(),
                       fake.last_romanized_name())
        return f"{first} {last}", first, last
    first = fake.first_name_female() if gender == "f" else fake.first_name_male()
    last = fake.last_name()
    if source in ("ja_JP", "zh_TW", "ko_KR"):
        return f"{last}{first}" if source != "ko_KR" else f"{last}{first}", first, last
    return f"{first} {last}", first, last


def main() -> None:
    rows = []
    for i, (country, source, gender, category, company, title, mailbox, domain, note) in enumerate(ROWS, 1):
        contact, first, last = draw_name(source, gender, i)
        slug = ascii_slug(last).replace(" ", "")
        domain = domain.format(slug=slug)
        local = mailbox or ".".join(ascii_slug(f"{first} {last}").split())
        rows.append({
            "buyer_id": f"Q{i:03d}", "company": company.format(last=last), "contact_name": contact,
            "contact_title": title, "email": f"{local}@{domain}", "country": country,
            "product_category": category, "website": f"https://www.{domain}", "notes": note,
        })
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        out = csv.DictWriter(fh, COLUMNS, lineterminator="\n")
        out.writeheader()
        out.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


SENDERS = '''# The four exporters of the thirteenth fresh set; `categories` and `city` are set-only keys.
[senders.s1]
company = "Pohorje Hidravlika d.o.o."
name = "Urška Žagar"
title = "Vodja izvoza"
email = "urska.zagar@pohorje-hidravlika.si"
phone = "+386 2 805 41 70"
website = "https://www.pohorje-hidravlika.si"
country = "Slovenia"
city = "Slovenska Bistrica"
categories = ["hydraulic gear pumps", "carbide drill bits", "scaffolding couplers"]

[senders.s2]
company = "Mae Klong Healthcare Co.,Ltd."
name = "Siriporn Wongsakul"
title = "Export Sales Manager"
email = "siriporn.w@maeklonghealthcare.co.th"
phone = "+66 34 711 482"
website = "https://www.maeklonghealthcare.co.th"
country = "Thailand"
city = "Samut Songkhram"
categories = ["disposable syringes", "orthopaedic knee braces", "latex foam pillows"]

[senders.s3]
company = "Mecsek Kábel Kft."
name = "Zsófia Bartos"
title = "Exportértékesítési vezető"
email = "bartos.zsofia@mecsekkabel.hu"
phone = "+36 72 512 930"
website = "https://www.mecsekkabel.hu"
country = "Hungary"
city = "Pécs"
categories = ["miniature circuit breakers", "NYM installation cable", "cable glands"]

[senders.s4]
company = "Farg'ona To'qimachi MChJ"
name = "Dilnoza Yo'ldosheva"
title = "Export Manager"
email = "d.yoldosheva@fargonatoqimachi.uz"
phone = "+998 73 244 18 60"
website = "https://www.fargonatoqimachi.uz"
country = "Uzbekistan"
city = "Margilan"
categories = ["percale bed linen", "terry bathrobes", "cotton crew socks"]
'''

if __name__ == "__main__":
    main()
