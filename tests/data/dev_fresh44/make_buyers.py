"""Write buyers.csv (40 fictional buyers) and senders.toml (4 exporters) of the forty-fourth fresh set.

Seeded and byte-reproducible: row n draws its contact's sex, given and family name from its own
faker instance seeded SEED + n (faker 40.63.0). Companies, titles, mailboxes and notes are written
per market by hand around the drawn names.

Run:  .venv/bin/python tests/data/dev_fresh44/make_buyers.py
"""
from __future__ import annotations

import csv
import io
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 3097512
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Hand lists for markets whose faker locale gives US names (ar_EG, am_ET).
EG_MALE = ["محمود", "أحمد", "كريم", "طارق", "حسام", "شريف"]
EG_FEMALE = ["منى", "ريهام", "داليا", "نهى", "سارة"]
EG_FAMILY = ["البنا", "الشربيني", "منصور", "فوزي", "عبد الحميد", "النجار"]
ET_MALE = ["Dawit", "Yonas", "Mulugeta", "Abebe", "Tewodros", "Henok"]
ET_FEMALE = ["Hirut", "Meseret", "Tigist", "Bethlehem", "Rahel"]
ET_FAMILY = ["Tadesse", "Bekele", "Alemu", "Gebremariam", "Haile", "Worku"]
VI_MIDDLE_M = ["Văn", "Minh", "Đức", "Quốc"]
VI_MIDDLE_F = ["Thị", "Ngọc", "Thu", "Thanh"]

FOLD = str.maketrans({"ß": "ss", "ø": "o", "đ": "d", "Đ": "D", "ł": "l", "æ": "ae", "œ": "oe",
                      "'": "", " ": "", "-": ""})


def ascii_fold(text: str) -> str:
    text = text.translate(FOLD)
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if c.isascii() and c.isalnum()).lower()


# Each row: locale, country, category, company, title (male, female), mailbox, domain, note.
# In company/domain/mailbox: {F} family name, {G} given name, {f} / {g} their ASCII folds.
# A mailbox of None is given.family@domain.
ROWS = [
    # --- s1: Slavonian kulen
    ("de_DE", "Germany", "Slavonian kulen", "{F} Feinkost GmbH", ("Einkaufsleiter", "Einkaufsleiterin"),
     None, "{f}-feinkost.de",
     "Kennengelernt auf der Anuga 2025 in Köln; möchte Preise für Kulen im Karton zu 10 Stück."),
    ("en_AU", "Australia", "Slavonian kulen", "{F} Smallgoods Pty Ltd", ("Purchasing Manager", "Purchasing Manager"),
     None, "{f}smallgoods.com.au",
     "Met at Fine Food Australia (Melbourne). Needs the DAFF import conditions for cured pork before ordering."),
    ("en_US", "United States", "Slavonian kulen", "{F} Imports LLC", ("Owner", "Owner"),
     None, "{f}imports.com", ""),
    ("sl_SI", "Slovenia", "Slavonian kulen", "Mesnine {F} d.o.o.", ("Vodja nabave", "Vodja nabave"),
     None, "mesnine-{f}.si", ""),
    ("de_CH", "Switzerland", "Slavonian kulen", "{F} Delikatessen AG", ("Leiter Einkauf", "Leiterin Einkauf"),
     None, "{f}-delikatessen.ch", ""),
    # --- s1: Graševina white wine
    ("en_GB", "United Kingdom", "Graševina white wine", "{F} Wine Merchants Ltd", ("Wine Buyer", "Wine Buyer"),
     None, "{f}wines.co.uk",
     "Met at the London Wine Fair (Olympia). Asked for samples of the 2023 vintage."),
    ("ja_JP", "Japan", "Graševina white wine", "株式会社{F}洋酒", ("仕入部長", "仕入部長"),
     "import@{f}-yoshu.co.jp", "{f}-yoshu.co.jp",
     "FOODEX JAPAN（幕張メッセ）で名刺交換。日本語の資料を希望。"),
    ("zh_CN", "China", "Graševina white wine", "上海{F}氏酒业有限公司", ("采购总监", "采购总监"),
     "purchasing@{f}wine.cn", "{f}wine.cn",
     "Met at ProWine Shanghai; needs the Chinese back label (CIQ) done by the exporter."),
    ("nl_NL", "Netherlands", "Graševina white wine", "Wijnkoperij {F} B.V.", ("Inkoper wijn", "Inkoper wijn"),
     None, "wijnkoperij{f}.nl", ""),
    ("uk_UA", "Ukraine", "Graševina white wine", "ТОВ «{F}-Імпорт»", ("Керівник відділу закупівель", "Керівниця відділу закупівель"),
     "zakupivli@{f}-import.ua", "{f}-import.ua", ""),
    # --- s1: elderflower syrup
    ("he_IL", "Israel", "elderflower syrup", "משקאות {F} בע\"מ", ("קניין", "קניינית"),
     "purchasing@{f}-drinks.co.il", "{f}-drinks.co.il",
     "Needs a kosher certificate for the syrup; prefers English."),
    ("ko_KR", "South Korea", "elderflower syrup", "주식회사 숲속카페", ("구매팀 과장", "구매팀 과장"),
     "purchasing@soopcafe.co.kr", "soopcafe.co.kr", ""),
    ("en_GB", "United Kingdom", "elderflower syrup", "{F} Country Larder Ltd", ("Senior Buyer, Soft Drinks", "Senior Buyer, Soft Drinks"),
     None, "{f}countrylarder.co.uk",
     "Asked for samples at IFE London; wants prices for 1 L glass and 5 L bag-in-box."),
    ("fr_FR", "France", "elderflower syrup", "Maison {F} SAS", ("Acheteur boissons", "Acheteuse boissons"),
     None, "maison-{f}.fr",
     "Rencontré au SIRHA à Lyon ; demande la fiche technique et le taux de sucre."),
    ("en_AU", "Australia", "elderflower syrup", "{F} Café Supplies Pty Ltd", ("Category Manager – Beverages", "Category Manager – Beverages"),
     None, "{f}cafesupplies.com.au", ""),
    # --- s2: LDPE film resin
    ("hi_IN", "India", "LDPE film resin", "{F} पॉलिमर्स प्राइवेट लिमिटेड", ("वरिष्ठ क्रय अधिकारी", "वरिष्ठ क्रय अधिकारी"),
     "purchase@{f}polymers.in", "{f}polymers.in",
     "Buys film-grade LDPE (MFI about 2), two containers a month, CFR Mundra."),
    ("ar_EG", "Egypt", "LDPE film resin", "شركة {F} للصناعات البلاستيكية ش.م.م", ("مدير المشتريات", "مديرة المشتريات"),
     "purchasing@{f}-plastics.com.eg", "{f}-plastics.com.eg", ""),
    ("vi_VN", "Vietnam", "LDPE film resin", "Công ty TNHH Bao bì Nhựa {F}", ("Trưởng phòng Mua hàng", "Trưởng phòng Mua hàng"),
     None, "baobinhua{f}.vn",
     "Met at VietnamPlas (SECC, Ho Chi Minh City); wants film-grade samples in 25 kg bags."),
    # --- s2: MTBE
    ("el_GR", "Greece", "MTBE", "{F} Καύσιμα Α.Ε.", ("Υπεύθυνος Αγορών", "Υπεύθυνη Αγορών"),
     "promithies@{f}-fuels.gr", "{f}-fuels.gr", ""),
    ("en_PK", "Pakistan", "MTBE", "{F} Petroleum (Pvt.) Ltd.", ("Manager Procurement", "Manager Procurement"),
     None, "{f}petroleum.pk",
     "Needs ISO-tank shipments to Port Qasim, Karachi; asked for COA and MSDS."),
    ("gu_IN", "India", "MTBE", "{F} પેટ્રોકેમ પ્રાઇવેટ લિમિટેડ", ("ખરીદી વ્યવસ્થાપક", "ખરીદી વ્યવસ્થાપક"),
     "purchase@{f}petrochem.in", "{f}petrochem.in", ""),
    # --- s2: steel rebar
    ("ET", "Ethiopia", "steel rebar", "{G} {F} Construction Materials PLC", ("የግዢ ክፍል ኃላፊ", "የግዢ ክፍል ኃላፊ"),
     None, "{f}cm.com.et",
     "Imports through Djibouti; asked for B500B rebar, 12 to 32 mm, with bundle tags in English."),
    ("ka_GE", "Georgia", "steel rebar", "შპს „{F} ფოლადი“", ("შესყიდვების მენეჯერი", "შესყიდვების მენეჯერი"),
     "info@{f}-steel.ge", "{f}-steel.ge", ""),
    ("uk_UA", "Ukraine", "steel rebar", "ТОВ «{F} Металобаза»", ("Начальник відділу постачання", "Начальниця відділу постачання"),
     "postachannia@{f}-metal.ua", "{f}-metal.ua", ""),
    # --- s3: malva nuts
    ("zh_CN", "China", "malva nuts", "广州{F}氏药材贸易有限公司", ("采购主管", "采购主管"),
     "caigou@{f}herbs.cn", "{f}herbs.cn",
     "Writes in Chinese only. Asked for the large-nut grade price; needs a phytosanitary certificate."),
    ("zh_TW", "Taiwan", "malva nuts", "{F}記蔘藥行有限公司", ("採購專員", "採購專員"),
     "service@{f}-herbs.com.tw", "{f}-herbs.com.tw", ""),
    ("en_US", "United States", "malva nuts", "{F} Herbal Trading, Inc.", ("Purchasing Director", "Purchasing Director"),
     None, "{f}herbal.com", ""),
    # --- s3: paper mulberry bark
    ("ja_JP", "Japan", "paper mulberry bark", "有限会社{F}和紙", ("代表取締役", "代表取締役"),
     "info@{f}-washi.jp", "{f}-washi.jp",
     "Asked for a 5 kg sample of white (scraped) bark for a trial batch of paper."),
    ("th_TH", "Thailand", "paper mulberry bark", "บริษัท กระดาษสาบ่อสร้าง จำกัด", ("ผู้จัดการฝ่ายจัดหา", "ผู้จัดการฝ่ายจัดหา"),
     "purchasing@bosangpaper.co.th", "bosangpaper.co.th", ""),
    ("ko_KR", "South Korea", "paper mulberry bark", "주식회사 전주천년한지", ("대표", "대표"),
     "info@jeonjuhanji.co.kr", "jeonjuhanji.co.kr",
     "Met at the Jeonju Hanji Culture Festival; compares Lao bark with Thai bark."),
    # --- s3: dried bamboo shoots
    ("nl_NL", "Netherlands", "dried bamboo shoots", "{F} Oriental Foods B.V.", ("Inkoper droogwaren", "Inkoper droogwaren"),
     None, "{f}orientalfoods.nl", ""),
    ("fr_FR", "France", "dried bamboo shoots", "Comptoir Asiatique {F} SARL", ("Gérant", "Gérante"),
     None, "comptoir-{f}.fr", ""),
    # --- s4: singani
    ("es_ES", "Spain", "singani", "Distribuciones {F} S.L.", ("Comprador de bebidas", "Compradora de bebidas"),
     None, "distribuciones{f}.es",
     "Customers: Bolivian restaurants in Madrid and Barcelona; asked for the price of a 12-bottle case."),
    ("de_DE", "Germany", "singani", "{F} Spirituosen e.K.", ("Geschäftsführer", "Geschäftsführerin"),
     None, "{f}-spirituosen.de",
     "Met at Bar Convent Berlin; wants singani at 40% vol in 0.7 L bottles."),
    ("it_IT", "Italy", "singani", "{F} Distillati S.r.l.", ("Buyer spirits", "Buyer spirits"),
     None, "{f}distillati.it", ""),
    # --- s4: ulexite
    ("pt_BR", "Brazil", "ulexite", "{F} Fertilizantes Ltda.", ("Gerente de Suprimentos", "Gerente de Suprimentos"),
     None, "{f}fertilizantes.com.br",
     "Wants granular ulexite (min. 10% B) for NPK blends, CFR Paranaguá."),
    ("it_IT", "Italy", "ulexite", "{F} Smalti e Fritte S.p.A.", ("Responsabile approvvigionamenti", "Responsabile approvvigionamenti"),
     None, "{f}smalti.it", ""),
    ("es_ES", "Spain", "ulexite", "Fritas {F} S.A.", ("Jefe de Aprovisionamiento", "Jefa de Aprovisionamiento"),
     None, "fritas{f}.es", ""),
    # --- s4: dried peaches
    ("es_AR", "Argentina", "dried peaches", "{F} Alimentos S.R.L.", ("Encargado de Compras", "Encargada de Compras"),
     None, "{f}alimentos.com.ar", ""),
    ("pt_BR", "Brazil", "dried peaches", "Empório {F} Ltda.", ("Comprador", "Compradora"),
     None, "emporio{f}.com.br", ""),
]

SENDERS = """\
# The four exporters of the forty-fourth fresh set (fictional). `categories` and `city` are this
# set's own fields; the model runs read s1 without them (run_inputs.py).

[senders.s1]
company = "Drava Delicije d.o.o."
name = "Ivona Kraljević Tadić"
title = "Voditeljica prodaje za inozemstvo"
email = "ivona.kraljevic@drava-delicije.hr"
phone = "+385 31 555 284"
website = "https://drava-delicije.hr"
country = "Croatia"
city = "Osijek"
categories = ["Slavonian kulen", "Graševina white wine", "elderflower syrup"]

[senders.s2]
company = "Umm Said Polymers & Steel Trading W.L.L."
name = "Khalid Mubarak Al-Kuwari"
title = "Senior Export Sales Manager"
email = "k.alkuwari@ummsaid-trading.qa"
phone = "+974 4455 7203"
website = "https://ummsaid-trading.qa"
country = "Qatar"
city = "Mesaieed"
categories = ["LDPE film resin", "MTBE", "steel rebar"]

[senders.s3]
company = "Xe Don Valley Agro-Export Co., Ltd."
name = "Manivanh Inthavong"
title = "Head of Export Sales"
email = "manivanh@xedonvalley.la"
phone = "+856 31 555 418"
website = "https://xedonvalley.la"
country = "Laos"
city = "Pakse"
categories = ["malva nuts", "paper mulberry bark", "dried bamboo shoots"]

[senders.s4]
company = "Guadalquivir Andino Exportaciones S.R.L."
name = "Ximena Alejandra Arce Baldivieso"
title = "Responsable de Ventas Internacionales"
email = "ximena.arce@guadalquivirandino.bo"
phone = "+591 4 666 2157"
website = "https://guadalquivirandino.bo"
country = "Bolivia"
city = "Tarija"
categories = ["singani", "ulexite", "dried peaches"]
"""


def draw(n: int, locale: str) -> tuple[str, str, str]:
    """(sex, given, family) of row n, from its own generator seeded SEED + n."""
    fk = Faker("en_US" if locale == "ET" else locale)
    fk.seed_instance(SEED + n)
    sex = fk.random.choice("fm")
    if locale == "ar_EG":
        return sex, fk.random_element(EG_FEMALE if sex == "f" else EG_MALE), fk.random_element(EG_FAMILY)
    if locale == "ET":
        return sex, fk.random_element(ET_FEMALE if sex == "f" else ET_MALE), fk.random_element(ET_FAMILY)
    if sex == "f":
        return sex, fk.first_name_female(), fk.last_name_female()
    return sex, fk.first_name_male(), fk.last_name_male()


def full_name(locale: str, sex: str, given: str, family: str, n: int) -> str:
    if locale in ("zh_CN", "zh_TW", "ko_KR"):
        return family + given
    if locale == "ja_JP":
        return f"{family} {given}"
    if locale == "vi_VN":
        fk = Faker("vi_VN")
        fk.seed_instance(SEED + 1000 + n)
        middle = fk.random_element(VI_MIDDLE_F if sex == "f" else VI_MIDDLE_M)
        return f"{family} {middle} {given}"
    return f"{given} {family}"


# ASCII forms of the drawn family names in non-Latin scripts, for mailboxes and domains
# (filled in by hand after the first draw; a name missing here is an error).
ROMAN = {
    "後藤": "goto", "李": "li", "Бабʼюк": "babiuk", "עיסא": "issa", "चौहान": "chauhan",
    "البنا": "elbanna", "Βρακά": "vraka", "ગઢવી": "gadhvi", "ნეფარიძე": "nefaridze",
    "Джунь": "dzhun", "裴": "pei", "郭": "kuo", "田中": "tanaka",
}


def slug(text: str) -> str:
    if text in ROMAN:
        return ROMAN[text]
    folded = ascii_fold(text)
    if not folded:
        raise SystemExit(f"no ASCII form for {text!r}: add it to ROMAN")
    return folded


def main() -> None:
    out = io.StringIO()
    wr = csv.writer(out, lineterminator="\n")
    wr.writerow(COLUMNS)
    for n, (locale, country, category, company, titles, mailbox, domain, note) in enumerate(ROWS, 1):
        sex, given, family = draw(n, locale)
        used = (mailbox or "{g}.{f}") + domain
        fill = {"F": family, "G": given, "f": slug(family) if "{f}" in used else "",
                "g": slug(given) if "{g}" in used else ""}
        dom = domain.format(**fill)
        email = mailbox.format(**fill) if mailbox else f"{fill['g']}.{fill['f']}@{dom}"
        name = company.format(**fill)
        name = name[0].upper() + name[1:]  # a family name with a particle opens the company: Da Paz
        wr.writerow([f"P{n:03d}", name, full_name(locale, sex, given, family, n),
                     titles[sex == "f"], email, country, category, f"https://www.{dom}", note])
    (HERE / "buyers.csv").write_text(out.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
