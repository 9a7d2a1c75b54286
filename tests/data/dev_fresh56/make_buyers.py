"""Write buyers.csv (40 fictional buyers) and senders.toml (4 exporters) of the fifty-sixth fresh set.

Seeded faker (seed 3957062; each row its own Faker instance seeded 3957062 + row number), so the
output is byte-reproducible with the same faker version (40.63.0). Companies, titles, notes and
mail domains are written per market by hand around the drawn names.

Run:  .venv/bin/python tests/data/dev_fresh56/make_buyers.py
"""
import csv
from pathlib import Path

from faker import Faker

SEED = 3957062
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

ELB, KAC, MUS = "Elbling wine", "Kachkéis cooked cheese", "stone-ground mustard"
NAOH, EDC, LAO = "caustic soda", "ethylene dichloride", "linear alpha olefins"
CARB, KCW, CREPE = "coconut-shell activated carbon", "king coconut water", "pale crepe rubber"
ACH, PAC, PEP = "achiote paste", "pacaya palm flowers", "pepitoria squash seeds"

# Hand lists for markets faker has no person provider for (drawn with the row's own generator).
EGYPT_GIVEN = ["محمود", "أحمد", "كريم", "طارق", "هشام"]
EGYPT_FAMILY = ["الشناوي", "عبد الحميد", "فوزي", "المنياوي", "السيد"]
KZ_GIVEN = ["Ержан", "Дамир", "Нурлан", "Бауыржан", "Талгат"]
KZ_FAMILY = ["Нургалиев", "Жумабеков", "Абдрахманов", "Тулегенов", "Сейткалиев"]

# (locale, gender, country, category, company, contact format, title, email, website, note)
# {f} given name, {l} family name; {fa}/{la} their ASCII forms (Latin-script rows only).
ROWS = [
    ("nl_BE", "m", "Belgium", ELB, "Wijnhandel {l} BV", "{f} {l}", "Inkoper wijnen",
     "{fa}.{la}@wijnhandel{la}.be", "https://www.wijnhandel{la}.be",
     "Met at ProWein Düsseldorf (Luxembourg stand); asked for the ex-cellar price list."),
    ("ja_JP", "m", "Japan", ELB, "{l}洋酒株式会社", "{l}{f}", "輸入部課長",
     "import@{dom}.co.jp", "https://www.{dom}.co.jp",
     "FOODEX JAPAN 2025で面談。サンプル6本を希望。"),
    ("en_GB", "f", "United Kingdom", ELB, "{l} & Daughters Wine Merchants Ltd", "{f} {l}",
     "Wine Buyer", "{fa}@{la}daughters.co.uk", "https://www.{la}daughters.co.uk",
     "Asked for tech sheets and a quote for 60 cases DAP London."),
    ("pl_PL", "m", "Poland", ELB, "{l} Wina Sp. z o.o.", "{f} {l}", "Kierownik działu zakupów",
     "{fa}.{la}@{la}wina.pl", "https://{la}wina.pl", ""),
    ("de_DE", "m", "Germany", ELB, "Weinkontor {l} GmbH", "{f} {l}", "Einkaufsleiter Wein",
     "{fa}.{la}@weinkontor-{la}.de", "https://www.weinkontor-{la}.de",
     "Met at ProWein Düsseldorf; interested in dry Elbling for the restaurant trade."),
    ("fr_FR", "f", "France", KAC, "Fromagerie {l} SARL", "{f} {l}", "Responsable achats crèmerie",
     "{fa}.{la}@fromagerie-{la}.fr", "https://www.fromagerie-{la}.fr",
     "Wants samples; needs the IFS Food certificate."),
    ("de_DE", "f", "Germany", KAC, "{l} Feinkost e.K.", "{f} {l}", "Inhaberin",
     "{fa}@{la}-feinkost.de", "https://www.{la}-feinkost.de", ""),
    ("he_IL", "m", "Israel", KAC, "{l} יבוא מזון בע\"מ", "{f} {l}", "מנהל רכש",
     "purchasing@{dom}.co.il", "https://www.{dom}.co.il",
     "Needs a kosher certificate for dairy (OU-D). Prefers English."),
    ("nl_NL", "f", "Netherlands", KAC, "Kaashandel {l} B.V.", "{f} {l}", "Inkoper kaas",
     "{fa}.{la}@kaashandel{la}.nl", "https://www.kaashandel{la}.nl",
     "Met at Anuga Cologne; asked about shelf life and chilled transport."),
    ("el_GR", "m", "Greece", KAC, "{l} Τρόφιμα Α.Ε.", "{f} {l}", "Υπεύθυνος Αγορών",
     "info@{dom}.gr", "https://www.{dom}.gr", ""),
    ("en_US", "f", "United States", MUS, "{l} Provisions LLC", "{f} {l}", "Purchasing Manager",
     "{fa}.{la}@{la}provisions.com", "https://www.{la}provisions.com",
     "Met at the Summer Fancy Food Show, New York; needs FDA-compliant labels."),
    ("ko_KR", "m", "South Korea", MUS, "주식회사 한결식품", "{l}{f}", "구매팀장",
     "purchase@hangyeolfood.co.kr", "https://www.hangyeolfood.co.kr", ""),
    ("de_CH", "f", "Switzerland", MUS, "{l} Gourmet AG", "{f} {l}", "Leiterin Einkauf",
     "{fa}.{la}@{la}-gourmet.ch", "https://www.{la}-gourmet.ch",
     "Kontakt über die Website; wünscht Muster von drei Senfsorten."),
    ("nl_NL", "m", "Netherlands", MUS, "{l} Delicatessen B.V.", "{f} {l}", "Categorymanager sauzen",
     "{fa}@{la}delicatessen.nl", "https://www.{la}delicatessen.nl", ""),
    ("pl_PL", "f", "Poland", MUS, "Hurtownia {l} Sp.j.", "{f} {l}", "Specjalistka ds. zakupów",
     "{fa}.{la}@hurtownia{la}.pl", "https://hurtownia{la}.pl",
     "Asked for a quote for 2 pallets of 200 g jars."),
    ("hi_IN", "m", "India", NAOH, "{l} केमिकल्स प्राइवेट लिमिटेड", "{f} {l}", "क्रय प्रबंधक",
     "purchase@{dom}.in", "https://www.{dom}.in",
     "Met at India Chem, Mumbai; needs 48% lye, quote CFR Nhava Sheva."),
    ("egypt", "m", "Egypt", NAOH, "شركة {l} للكيماويات", "{f} {l}", "مدير المشتريات",
     "procurement@{dom}.com.eg", "https://www.{dom}.com.eg", ""),
    ("vi_VN", "f", "Vietnam", NAOH, "Công ty TNHH Hóa chất {l}", "{l} {f}", "Trưởng phòng Thu mua",
     "{fa}.{la}@hoachat{la}.vn", "https://hoachat{la}.vn",
     "Requested COA and MSDS for 99% flakes."),
    ("zh_CN", "m", "China", EDC, "宁波{l}氏化工有限公司", "{l}{f}", "采购经理",
     "purchasing@{dom}.cn", "https://www.{dom}.cn",
     "Met at Chinaplas Shanghai; asked for a monthly contract price."),
    ("tr_TR", "m", "Turkey", EDC, "{l} Kimya Sanayi ve Ticaret A.Ş.", "{f} {l}", "Satın Alma Müdürü",
     "{fa}.{la}@{la}kimya.com.tr", "https://www.{la}kimya.com.tr", ""),
    ("en_IN", "m", "India", EDC, "{l} Polymers Limited", "{f} {l}", "General Manager - Procurement",
     "{fa}.{la}@{la}polymers.in", "https://www.{la}polymers.in", ""),
    ("zh_TW", "f", "Taiwan", LAO, "{l}興化學工業股份有限公司", "{l}{f}", "採購課長",
     "purchasing@{dom}.com.tw", "https://www.{dom}.com.tw", ""),
    ("ko_KR", "m", "South Korea", LAO, "{l}진케미칼 주식회사", "{l}{f}", "구매부장",
     "purchase@{dom}.co.kr", "https://www.{dom}.co.kr",
     "Met at Korea Chem, Seoul; interested in C6 and C8 grades."),
    ("th_TH", "f", "Thailand", LAO, "บริษัท {l} ปิโตรเคมี จำกัด", "{f} {l}", "ผู้จัดการฝ่ายจัดซื้อ",
     "purchasing@{dom}.co.th", "https://www.{dom}.co.th", ""),
    ("ja_JP", "f", "Japan", CARB, "株式会社{l}環境技研", "{l}{f}", "購買課長",
     "kobai@{dom}.co.jp", "https://www.{dom}.co.jp",
     "Needs iodine number 1000+; asked for 25 kg samples."),
    ("en_AU", "m", "Australia", CARB, "{l} Mining Supplies Pty Ltd", "{f} {l}", "Procurement Officer",
     "{fa}.{la}@{la}mining.com.au", "https://www.{la}mining.com.au",
     "Supplies gold CIL plants in WA; wants 6x12 mesh, hardness 98% min."),
    ("kz", "m", "Kazakhstan", CARB, "ТОО «{l} Майнинг Сервис»", "{f} {l}", "Начальник отдела снабжения",
     "snab@{dom}.kz", "https://{dom}.kz", ""),
    ("en_GB", "m", "United Kingdom", KCW, "{l} Drinks Ltd", "{f} {l}", "Buying Manager",
     "{fa}@{la}drinks.co.uk", "https://www.{la}drinks.co.uk",
     "Met at IFE London; wants 330 ml Tetra Pak, organic if possible."),
    ("ru_RU", "f", "Russia", KCW, "ООО «ТД {l}»", "{f} {l}", "Менеджер по закупкам",
     "zakupki@{dom}.ru", "https://{dom}.ru",
     "Просила прайс-лист на 330 мл и 1 л."),
    ("zh_CN", "f", "China", KCW, "广州{l}记饮品贸易有限公司", "{l}{f}", "进口部经理",
     "import@{dom}.cn", "https://www.{dom}.cn", ""),
    ("it_IT", "m", "Italy", CREPE, "Suolificio {l} S.r.l.", "{f} {l}", "Responsabile Acquisti",
     "{fa}.{la}@suolificio{la}.it", "https://www.suolificio{la}.it",
     "Met at Lineapelle Milano; needs crepe sheets 3 mm and 5 mm."),
    ("es_ES", "m", "Spain", CREPE, "Suelas {l} S.L.", "{f} {l}", "Jefe de Compras",
     "{fa}.{la}@suelas{la}.es", "https://www.suelas{la}.es", ""),
    ("es_MX", "f", "Mexico", ACH, "Alimentos {l} S.A. de C.V.", "{f} {l}", "Gerente de Compras",
     "{fa}.{la}@alimentos{la}.com.mx", "https://www.alimentos{la}.com.mx",
     "La conocimos en Expo ANTAD Guadalajara; quiere muestras de 1 kg."),
    ("es_ES", "f", "Spain", ACH, "Especias {l} S.L.", "{f} {l}", "Responsable de Compras",
     "{fa}@especias{la}.es", "https://www.especias{la}.es", ""),
    ("fr_BE", "f", "Belgium", ACH, "Épices {l} SRL", "{f} {l}", "Acheteuse",
     "{fa}.{la}@epices{la}.be", "https://www.epices{la}.be",
     "Prefers French; asked for the EU organic certificate."),
    ("es_MX", "m", "El Salvador", PAC, "Distribuidora {l}, S.A. de C.V.", "{f} {l}", "Jefe de Compras",
     "{fa}.{la}@distribuidora{la}.com.sv", "https://www.distribuidora{la}.com.sv", ""),
    ("es_MX", "m", "Mexico", PAC, "Comercializadora {l} S.A. de C.V.", "{f} {l}", "Comprador",
     "{fa}@comercializadora{la}.mx", "https://www.comercializadora{la}.mx", ""),
    ("en_US", "m", "United States", PAC, "{l} Latin Foods Inc.", "{f} {l}", "Purchasing Director",
     "{fa}@{la}latinfoods.com", "https://www.{la}latinfoods.com",
     "Met at Expo Comida Latina, Los Angeles; needs FDA registration and bilingual labels."),
    ("fr_FR", "m", "France", PEP, "Graines {l} SAS", "{f} {l}", "Responsable achats",
     "{fa}.{la}@graines-{la}.fr", "https://www.graines-{la}.fr", ""),
    ("de_CH", "m", "Switzerland", PEP, "{l} Naturkost AG", "{f} {l}", "Einkäufer",
     "{fa}.{la}@{la}-naturkost.ch", "https://www.{la}-naturkost.ch",
     "Needs EU organic (Bio Suisse welcome); asked for an aflatoxin test report."),
]

# Hand-romanised mail domains of the native-script rows (by buyer number).
DOMAINS = {2: "yamazaki-yoshu", 8: "nachmias-import", 10: "pallas-trofima", 16: "mukherjeechemicals",
           17: "elminiawy-chem", 19: "nbdingchem", 22: "hsiehhsing-chem", 23: "nojinchem",
           24: "thongtaepetrochem", 25: "endo-kankyo", 27: "zhumabekov-mining", 29: "td-zhdanova",
           30: "gzwengji"}

SENDERS = """\
[senders.s1]
name = "Nadine Schmit-Weber"
title = "Exportleiterin"
company = "Uewermusel Spezialitéiten S.à r.l."
phone = "+352 75 84 21"
email = "nadine.schmit@uewermusel.lu"
website = "https://www.uewermusel.lu"
country = "Luxembourg"
city = "Grevenmacher"
categories = ["Elbling wine", "Kachkéis cooked cheese", "stone-ground mustard"]

[senders.s2]
name = "Hamad Nasser Al-Marri"
title = "Manager, Petrochemical Exports"
company = "Zekreet Petrochemicals Trading W.L.L."
phone = "+974 4471 3820"
email = "h.almarri@zekreet-petro.com.qa"
website = "https://www.zekreet-petro.com.qa"
country = "Qatar"
city = "Dukhan"
categories = ["caustic soda", "ethylene dichloride", "linear alpha olefins"]

[senders.s3]
name = "Ishara Nadeeka Fernando"
title = "Deputy General Manager - Exports"
company = "Maha Oya Coco & Rubber Exports (Pvt) Ltd"
phone = "+94 31 222 7415"
email = "ishara.fernando@mahaoyaexports.lk"
website = "https://www.mahaoyaexports.lk"
country = "Sri Lanka"
city = "Negombo"
categories = ["coconut-shell activated carbon", "king coconut water", "pale crepe rubber"]

[senders.s4]
name = "Ana Gabriela Xicará López"
title = "Jefa de Exportaciones"
company = "Agroindustrias Samalá, S.A."
phone = "+502 7771 0364"
email = "agxicara@agrosamala.com.gt"
website = "https://www.agrosamala.com.gt"
country = "Guatemala"
city = "Retalhuleu"
categories = ["achiote paste", "pacaya palm flowers", "pepitoria squash seeds"]
"""

ASCII = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "é": "e", "è": "e", "ê": "e",
                       "ë": "e", "à": "a", "â": "a", "á": "a", "í": "i", "ó": "o", "ú": "u",
                       "ñ": "n", "ç": "c", "ł": "l", "ą": "a", "ę": "e", "ś": "s", "ć": "c",
                       "ń": "n", "ó": "o", "ź": "z", "ż": "z", "ı": "i", "ş": "s", "ğ": "g",
                       "î": "i", "ô": "o", "û": "u", "ï": "i", "ÿ": "y", "'": "", " ": "",
                       "-": "", "å": "a", "ø": "o", "æ": "ae", "ă": "a", "đ": "d", "ơ": "o",
                       "ư": "u", "ạ": "a", "ả": "a", "ấ": "a", "ầ": "a", "ẩ": "a", "ậ": "a",
                       "ắ": "a", "ằ": "a", "ặ": "a", "ẹ": "e", "ẻ": "e", "ế": "e", "ề": "e",
                       "ể": "e", "ệ": "e", "ỉ": "i", "ị": "i", "ọ": "o", "ỏ": "o", "ố": "o",
                       "ồ": "o", "ổ": "o", "ộ": "o", "ớ": "o", "ờ": "o", "ở": "o", "ợ": "o",
                       "ụ": "u", "ủ": "u", "ứ": "u", "ừ": "u", "ử": "u", "ự": "u", "ý": "y",
                       "ỳ": "y", "ỹ": "y", "ã": "a", "õ": "o", "ũ": "u", "ì": "i", "ò": "o",
                       "ù": "u", "ĩ": "i", "ỗ": "o", "ễ": "e", "ẫ": "a", "ẵ": "a", "ữ": "u",
                       "ỡ": "o", "ẳ": "a", "ẽ": "e"})


def ascii_(s: str) -> str:
    return s.lower().translate(ASCII)


def draw(n: int, locale: str, gender: str) -> tuple[str, str]:
    if locale in ("egypt", "kz"):
        fk = Faker("ar_SA" if locale == "egypt" else "ru_RU")
        fk.seed_instance(SEED + n)
        given, family = (EGYPT_GIVEN, EGYPT_FAMILY) if locale == "egypt" else (KZ_GIVEN, KZ_FAMILY)
        return fk.random_element(given), fk.random_element(family)
    fk = Faker(locale)
    fk.seed_instance(SEED + n)
    if gender == "f":
        return fk.first_name_female(), fk.last_name_female()
    return fk.first_name_male(), fk.last_name_male()


def main() -> None:
    rows = []
    for n, (loc, g, country, cat, comp, name, title, mail, web, note) in enumerate(ROWS, 1):
        f, l = draw(n, loc, g)
        vals = {"f": f, "l": l, "fa": ascii_(f), "la": ascii_(l), "dom": DOMAINS.get(n, f"p{n:03d}")}
        company = comp.format(**vals)
        rows.append({"buyer_id": f"P{n:03d}", "company": company[0].upper() + company[1:],
                     "contact_name": name.format(**vals), "contact_title": title,
                     "email": mail.format(**vals), "country": country, "product_category": cat,
                     "website": web.format(**vals), "notes": note})
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
