"""Write buyers.csv (40 fictional buyers) and senders.toml (4 exporters) of dev_fresh62.

Seeded faker (seed 9052716): each row has its own Faker instance seeded 9052716 + row number, so
the files are byte-reproducible. Names are drawn; companies, titles, notes and mail domains are
written per market by hand around the drawn family name.

Run:  .venv/bin/python tests/data/dev_fresh62/make_buyers.py
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 9052716
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

TOKAJI, MANGALICA, POPPY = "Tokaji aszú", "Mangalica ham", "poppy seed"
JAMEED, KAOLIN, AMOX = "jameed", "kaolin", "amoxicillin capsules"
ROBUSTA, MACA, GARLIC = "robusta coffee", "macadamia oil", "black garlic"
IMPLANTS, GMELINA, TAPA = "dental implants", "gmelina timber", "tapa dulce"


def ascii_(s: str) -> str:
    s = s.replace("ł", "l").replace("Ł", "L").replace("ß", "ss")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if c.isascii()).lower().replace(" ", "")


def person(f: Faker):
    """(given, family) of a drawn sex; the sex is drawn first with the row's generator."""
    female = f.random.random() < 0.5
    if female:
        given = f.first_name_female()
        family = f.last_name_female() if hasattr(f, "last_name_female") else f.last_name()
    else:
        given = f.first_name_male()
        family = f.last_name_male() if hasattr(f, "last_name_male") else f.last_name()
    return given, family


# Each row: (locale, country, category, builder). A builder gets the row's Faker and returns
# company, contact_name, contact_title, email, website, notes.
def r01(f):
    g, n = person(f)
    dom = f"{ascii_(n)}hart.co.uk"
    return (f"{n} & Hart Wine Merchants Ltd", f"{g} {n}", "Fine Wine Buyer", f"{ascii_(g)}.{ascii_(n)}@{dom}",
            f"https://www.{dom}", "Met at London Wine Fair 2024; asked for a price list of 5 and 6 puttonyos in 50 cl bottles.")


def r02(f):
    g, n = person(f)
    return (f"{n}洋酒株式会社", f"{n}{g}", "輸入部 主任", "import@yamaguchi-yoshu.co.jp", "https://www.yamaguchi-yoshu.co.jp",
            "FOODEX JAPAN 2025で面談。小売向けに375ml瓶を希望。")


def r03(f):
    g, n = person(f)
    dom = f"{ascii_(n)}wina.pl"
    return (f"{n} Wina Sp. z o.o.", f"{g} {n}", "Kierownik działu zakupów", f"{ascii_(g)}.{ascii_(n)}@{dom}", f"https://{dom}",
            "Samples requested: Tokaji Aszú 5 puttonyos 2017. Needs Polish back labels.")


def r04(f):
    g, n = person(f)
    dom = f"winiarnia{ascii_(n)}.pl"
    return (f"Winiarnia {n} s.c.", f"{g} {n}", "Właścicielka", f"{ascii_(g)}@{dom}", f"https://{dom}", "")


def r05(f):
    g, n = person(f)
    return (f"厦门{n}记进口酒业有限公司", f"{n}{g}", "采购主管", "purchasing@zhangji-wine.cn", "https://www.zhangji-wine.cn",
            "Met at ProWine Shanghai 2024; needs Chinese back labels and the GACC registration number.")


def r06(f):
    g, n = person(f)
    dom = f"feinkost-{ascii_(n)}.de"
    return (f"Feinkost {n} GmbH", f"{g} {n}", "Einkäuferin Wurst und Schinken", f"{ascii_(g)[0]}.{ascii_(n)}@{dom}",
            f"https://www.{dom}", "Anuga Köln 2023. Fragt nach Mangalica-Schinken am Stück, mind. 24 Monate gereift.")


def r07(f):
    g, n = person(f)
    dom = f"charcuteria{ascii_(n)}.es"
    return (f"Charcutería {n} S.L.", f"{g} {n}", "Responsable de Compras", f"{ascii_(g)}.{ascii_(n)}@{dom}", f"https://www.{dom}", "")


def r08(f):
    g, n = person(f)
    dom = f"{ascii_(n)}-delikatessen.at"
    return (f"{n} Delikatessen GmbH", f"{g} {n}", "Einkaufsleiterin", f"{ascii_(g).replace('-', '')}.{ascii_(n)}@{dom}",
            f"https://www.{dom}", "Asked for a quote for whole bone-in hams, DAP Graz.")


def r09(f):
    g, n = person(f)
    return ("류가푸드 주식회사", f"{n}{g}", "수입팀 과장", "import@ryugafood.co.kr", "https://www.ryugafood.co.kr",
            "Met at Seoul Food 2024; needs the documents for MFDS import registration.")


def r10(f):
    g, n = person(f)
    dom = f"{ascii_(n)}vleeswaren.nl"
    return (f"{n[0].upper() + n[1:]} Vleeswaren B.V.", f"{g} {n}", "Inkoper", f"{ascii_(g)}@{dom}", f"https://www.{dom}", "")


def r11(f):
    g, n = person(f)
    dom = "pekarnyholub.cz"
    return (f"Pekárny {n[:-3]} s.r.o.", f"{g} {n}", "Vedoucí nákupu", f"{ascii_(n)}@{dom}", f"https://www.{dom}",
            "Needs blue poppy seed, 99.95% purity, with a certificate of the morphine content.")


def r12(f):
    g, n = person(f)
    return (f"מאפיית {n} בע\"מ", f"{g} {n}", "מנהל רכש", "purchasing@maafiyat-dagan.co.il", "https://www.maafiyat-dagan.co.il",
            "Needs a kosher certificate; buys ahead of Purim (oznei Haman). Ships to Haifa.")


def r13(f):
    g, n = person(f)
    return (f"ТОВ «{n} Кондитер»", f"{g} {n}", "Менеджерка із закупівель", "zakupivli@dubyna-konditer.com.ua",
            "https://dubyna-konditer.com.ua", "")


def r14(f):
    g, n = person(f)
    dom = f"baeckerei-{ascii_(n)}.de"
    return (f"Bäckerei {n} e.K.", f"{g} {n}", "Inhaberin", f"{ascii_(g)[0]}.{ascii_(n)}@{dom}", f"https://www.{dom}", "")


def r15(f):
    g, n = person(f)
    dom = f"{ascii_(n)}bakerysupply.com"
    return (f"{n} Bakery Supply, Inc.", f"{g} {n}", "Purchasing Manager", f"{ascii_(g)[0]}{ascii_(n)}@{dom}", f"https://www.{dom}",
            "Met at IBIE Las Vegas 2025; wants 25 kg bags and the FDA food facility registration.")


def r16(f):
    g, n = person(f)
    return (f"شركة {n} للأغذية المحدودة", f"{g} {n}", "مدير قسم الاستيراد", "import@alaqeel-foods.com.sa",
            "https://www.alaqeel-foods.com.sa", "Met at Gulfood Dubai 2025; needs a halal certificate and SFDA product registration.")


def r17(f):
    # faker's ar_AE draws English names: a short hand list, drawn with the row's generator.
    g = f.random_element(["مريم", "شيخة", "عائشة", "حصة"])
    n = f.random_element(["الشامسي", "المهيري", "الكتبي", "النعيمي"])
    dom = {"الشامسي": "alshamsi", "المهيري": "almheiri", "الكتبي": "alketbi", "النعيمي": "alnuaimi"}[n]
    return (f"{n} للمواد الغذائية ذ.م.م", f"{g} {n}", "مديرة المشتريات", f"purchasing@{dom}-foodstuff.ae",
            f"https://www.{dom}-foodstuff.ae", "")


def r18(f):
    g, n = person(f)
    dom = f"{ascii_(n)}medfoods.com"
    return (f"{n} Mediterranean Foods LLC", f"{g} {n}", "Category Buyer", f"{ascii_(g)[0]}{ascii_(n)}@{dom}", f"https://www.{dom}",
            "Asked whether jameed comes as dried balls or liquid; supplies Arab groceries in Dearborn and Paterson.")


def r19(f):
    g, n = person(f)
    return (f"{n} सिरेमिक्स प्राइवेट लिमिटेड", f"{g} {n}", "क्रय प्रबंधक", "purchase@kumarceramics.in", "https://www.kumarceramics.in",
            "Tile plant in Morbi; needs Fe2O3 below 0.8% and 325 mesh; quote CFR Mundra.")


def r20(f):
    g, n = person(f)
    dom = f"{ascii_(n)}seramik.com.tr"
    return (f"{n} Seramik Sanayi A.Ş.", f"{g} {n}", "Satın Alma Uzmanı", f"{ascii_(g)}.{ascii_(n)}@{dom}", f"https://www.{dom}", "")


def r21(f):
    g, n = person(f)
    dom = f"ceramiche{ascii_(n)}.it"
    return (f"Ceramiche {n} S.p.A.", f"{g} {n}", "Buyer materie prime", f"{ascii_(g)[0]}.{ascii_(n)}@{dom}", f"https://www.{dom}",
            "Incontrato a Tecnargilla Rimini 2024; chiede scheda tecnica e un campione da 5 kg.")


def r22(f):
    # Saudi pharmaceutical importer written in Latin script: a hand list of romanised names.
    g = f.random_element(["Faisal", "Turki", "Majed", "Nawaf"])
    n = f.random_element(["Al-Ghamdi", "Al-Harbi", "Al-Otaibi", "Al-Zahrani"])
    dom = f"{ascii_(n).replace('-', '')}medical.com.sa"
    return (f"{n} Medical Supplies Co. Ltd.", f"{g} {n}", "Procurement Manager", f"{ascii_(g)}@{dom}", f"https://www.{dom}", "")


def r23(f):
    g, n = person(f)
    return ("Gulf Crescent Pharma L.L.C.", f"{g} {n}", "Supply Chain Manager", f"{ascii_(g)}.{ascii_(n)}@gulfcrescentpharma.ae",
            "https://www.gulfcrescentpharma.ae",
            "Met at CPHI Middle East, Riyadh, December 2024; asked about the registration status of amoxicillin 500 mg capsules in the UAE.")


def r24(f):
    g, n = person(f)
    dom = f"torrefazione{ascii_(n)}.it"
    return (f"Torrefazione {n} S.r.l.", f"{g} {n}", "Responsabile Acquisti Caffè Verde", f"{ascii_(g)}.{ascii_(n)}@{dom}",
            f"https://www.{dom}", "")


def r25(f):
    g, n = person(f)
    return (f"ООО «Торговый дом {n}»", f"{g} {n}", "Руководитель отдела закупок", "zakupki@td-moiseev.ru", "https://td-moiseev.ru",
            "Met at WorldFood Moscow 2024; asked for a CIF Saint Petersburg price for robusta for instant coffee.")


def r26(f):
    g, n = person(f)
    dom = f"{ascii_(n)}-kaffee.at"
    return (f"{n} Kaffeerösterei GmbH", f"{g} {n}", "Geschäftsführer", f"{ascii_(g)[0]}.{ascii_(n)}@{dom}", f"https://www.{dom}", "")


def r27(f):
    g, n = person(f)
    dom = f"laboratoires-{ascii_(n)}.fr"
    return (f"Laboratoires {n} SAS", f"{g} {n}", "Acheteuse matières premières", f"{ascii_(g)}.{ascii_(n)}@{dom}", f"https://www.{dom}",
            "Met at in-cosmetics Global Paris 2024; needs COSMOS-certified cold-pressed oil.")


def r28(f):
    g, n = person(f)
    return (f"{n}氏生技股份有限公司", f"{n}{g}", "採購專員", "purchasing@shen-biotech.com.tw", "https://www.shen-biotech.com.tw", "")


def r29(f):
    g, n = person(f)
    return ("주식회사 해담코스메틱", f"{n}{g}", "원료구매팀 대리", "sourcing@haedam-cos.co.kr", "https://www.haedam-cos.co.kr", "")


def r30(f):
    g, n = person(f)
    return (f"{n}食品株式会社", f"{n}{g}", "仕入課長", "shiire@watanabe-shokuhin.co.jp", "https://www.watanabe-shokuhin.co.jp",
            "Asked for a sample of peeled black garlic cloves, 1 kg vacuum pack.")


def r31(f):
    g, n = person(f)
    return (f"บริษัท {n} ฟู้ด จำกัด", f"{g} {n}", "หัวหน้าฝ่ายจัดซื้อ", "purchasing@duangtabtim-food.co.th",
            "https://www.duangtabtim-food.co.th", "Met at THAIFEX - Anuga Asia 2025, Bangkok.")


def r32(f):
    g, n = person(f)
    dom = f"{ascii_(n)}pryce.co.uk"
    return (f"{n} & Pryce Fine Foods Ltd", f"{g} {n}", "Head of Buying", f"{ascii_(g)}@{dom}", f"https://www.{dom}", "")


def r33(f):
    g, n = person(f)
    dom = f"dental{ascii_(n)}.com.mx"
    return (f"Distribuidora Dental {n}, S.A. de C.V.", f"{g} {n}", "Gerente de Compras", f"compras@{dom}", f"https://www.{dom}",
            "Met at AMIC Dental 2024, Mexico City; needs COFEPRIS registration.")


def r34(f):
    g, n = person(f)
    dom = f"{ascii_(n)}odonto.com.br"
    return (f"{n} Odontológica Ltda.", f"{g} {n}", "Compradora", f"{ascii_(g)}.{ascii_(n)}@{dom}", f"https://www.{dom}", "")


def r35(f):
    g, n = person(f)
    return (f"Οδοντιατρικά Είδη {n} Μονοπρόσωπη Ε.Π.Ε.", f"{g} {n}", "Υπεύθυνη Προμηθειών", "info@vazoura-dental.gr",
            "https://www.vazoura-dental.gr", "")


def r36(f):
    g, n = person(f)
    dom = f"{ascii_(n)}timber.in"
    return (f"{n} Timber Industries Pvt. Ltd.", f"{g} {n}", "General Manager (Purchase)", f"{ascii_(g)}.{ascii_(n)}@{dom}",
            f"https://www.{dom}", "Buys round logs and sawn gmelina for packaging; discharges at Kandla.")


def r37(f):
    g, n = person(f)
    return (f"张家港{n}氏木业有限公司", f"{n}{g}", "进口部经理", "import@yangshi-wood.cn", "https://www.yangshi-wood.cn", "")


def r38(f):
    g, n = person(f)
    dom = f"{ascii_(n)}-saveurs.fr"
    return (f"{n} Saveurs du Monde SARL", f"{g} {n}", "Gérant", f"{ascii_(g)}.{ascii_(n)}@{dom}", f"https://www.{dom}",
            "Asked whether the tapa dulce is EU organic; buys small mixed pallets.")


def r39(f):
    g, n = person(f)
    dom = f"distribuciones{ascii_(n)}.es"
    return (f"Distribuciones {n} S.L.", f"{g} {n}", "Jefe de Compras", f"{ascii_(g)}@{dom}", f"https://www.{dom}", "")


def r40(f):
    g, n = person(f)
    dom = f"{ascii_(n)}latinfoods.nl"
    return (f"{n} Latin Foods B.V.", f"{g} {n}", "Inkoopmanager", f"{ascii_(g)}@{dom}", f"https://www.{dom}",
            "Met at PLMA Amsterdam 2024; wants private label 500 g blocks.")


ROWS = [
    ("en_GB", "United Kingdom", TOKAJI, r01), ("ja_JP", "Japan", TOKAJI, r02), ("pl_PL", "Poland", TOKAJI, r03),
    ("pl_PL", "Poland", TOKAJI, r04), ("zh_CN", "China", TOKAJI, r05),
    ("de_DE", "Germany", MANGALICA, r06), ("es_ES", "Spain", MANGALICA, r07), ("de_AT", "Austria", MANGALICA, r08),
    ("ko_KR", "South Korea", MANGALICA, r09), ("nl_NL", "Netherlands", MANGALICA, r10),
    ("cs_CZ", "Czech Republic", POPPY, r11), ("he_IL", "Israel", POPPY, r12), ("uk_UA", "Ukraine", POPPY, r13),
    ("de_DE", "Germany", POPPY, r14), ("en_US", "United States", POPPY, r15),
    ("ar_SA", "Saudi Arabia", JAMEED, r16), ("ar_SA", "United Arab Emirates", JAMEED, r17),
    ("en_US", "United States", JAMEED, r18),
    ("hi_IN", "India", KAOLIN, r19), ("tr_TR", "Turkey", KAOLIN, r20), ("it_IT", "Italy", KAOLIN, r21),
    ("ar_SA", "Saudi Arabia", AMOX, r22), ("en_IN", "United Arab Emirates", AMOX, r23),
    ("it_IT", "Italy", ROBUSTA, r24), ("ru_RU", "Russia", ROBUSTA, r25), ("de_AT", "Austria", ROBUSTA, r26),
    ("fr_FR", "France", MACA, r27), ("zh_TW", "Taiwan", MACA, r28), ("ko_KR", "South Korea", MACA, r29),
    ("ja_JP", "Japan", GARLIC, r30), ("th_TH", "Thailand", GARLIC, r31), ("en_GB", "United Kingdom", GARLIC, r32),
    ("es_MX", "Mexico", IMPLANTS, r33), ("pt_BR", "Brazil", IMPLANTS, r34), ("el_GR", "Greece", IMPLANTS, r35),
    ("en_IN", "India", GMELINA, r36), ("zh_CN", "China", GMELINA, r37),
    ("fr_FR", "France", TAPA, r38), ("es_ES", "Spain", TAPA, r39), ("nl_NL", "Netherlands", TAPA, r40),
]

SENDERS = """\
[senders.s1]
name = "Réka Szilágyi"
title = "Export Manager"
company = "Nagyerdő Delikát Kft."
phone = "+36 52 418 276"
email = "reka.szilagyi@nagyerdodelikat.hu"
website = "https://www.nagyerdodelikat.hu"
country = "Hungary"
city = "Debrecen"
categories = ["Tokaji aszú", "Mangalica ham", "poppy seed"]

[senders.s2]
name = "Dana Obeidat"
title = "Export Sales Director"
company = "Horan Plains Industries P.S.C."
phone = "+962 2 724 5813"
email = "d.obeidat@horanplains.jo"
website = "https://www.horanplains.jo"
country = "Jordan"
city = "Irbid"
categories = ["jameed", "kaolin", "amoxicillin capsules"]

[senders.s3]
name = "Lê Thị Kim Oanh"
title = "Phó Giám đốc Kinh doanh"
company = "Cao Nguyên Xanh Co., Ltd."
phone = "+84 262 3857 412"
email = "oanh.le@caonguyenxanh.vn"
website = "https://www.caonguyenxanh.vn"
country = "Vietnam"
city = "Buôn Ma Thuột"
categories = ["robusta coffee", "macadamia oil", "black garlic"]

[senders.s4]
name = "Mariela Solís Araya"
title = "Gerente de Exportaciones"
company = "Inversiones Barva Verde S.A."
phone = "+506 2261 4738"
email = "msolis@barvaverde.cr"
website = "https://www.barvaverde.cr"
country = "Costa Rica"
city = "Heredia"
categories = ["dental implants", "gmelina timber", "tapa dulce"]
"""


def main() -> None:
    rows = []
    for i, (locale, country, category, build) in enumerate(ROWS, 1):
        f = Faker(locale)
        f.seed_instance(SEED + i)
        company, contact, title, email, website, notes = build(f)
        rows.append({"buyer_id": f"P{i:03d}", "company": company, "contact_name": contact, "contact_title": title,
                     "email": email, "country": country, "product_category": category, "website": website,
                     "notes": notes})
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
