"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of dev_fresh54.

Seeded faker (seed 2046837; each row its own instance seeded 2046837 + row number), so the files
are byte-reproducible. Names are drawn; companies, titles, mail domains and notes are written per
market by hand, mostly around the drawn family name. Serbia, Egypt and Kazakhstan draw from short
hand lists with the row's seeded generator (faker has no sr_RS, and its ar_EG gives US names).

Run:  .venv/bin/python tests/data/dev_fresh54/make_buyers.py
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

HERE = Path(__file__).resolve().parent
SEED = 2046837
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Hand lists: (given names, family names), each with a romanisation for the mail domain.
HAND = {
    "sr_cyr": (["Милош", "Душан", "Никола", "Бранко", "Зоран"],
               ["Петровић", "Јовановић", "Стојановић", "Милошевић", "Радовановић"],
               ["petrovic", "jovanovic", "stojanovic", "milosevic", "radovanovic"]),
    "sr_lat": (["Jelena", "Marija", "Ivana", "Milica", "Dragana"],
               ["Nikolić", "Popović", "Lazić", "Đorđević", "Savić"],
               ["nikolic", "popovic", "lazic", "djordjevic", "savic"]),
    "eg": (["محمود", "أحمد", "كريم", "طارق", "هشام"],
           ["الشناوي", "عبد الحميد", "منصور", "فوزي", "الجمال"],
           ["elshenawy", "abdelhamid", "mansour", "fawzy", "elgammal"]),
    "kz": (["Айгерим", "Динара", "Гульнара", "Мадина", "Асель"],
           ["Жумабаева", "Сейткалиева", "Омарова", "Нурланова", "Касымова"],
           ["zhumabaeva", "seitkalieva", "omarova", "nurlanova", "kasymova"]),
}


def draw(row: int, locale: str, gender: str):
    """(given, family, romanised family or '') for a row, from its own seeded faker instance."""
    if locale in HAND:
        fk = Faker("ar_SA" if locale == "eg" else "ru_RU")
        fk.seed_instance(SEED + row)
        given, family, roman = HAND[locale]
        a, b = fk.random.randrange(len(given)), fk.random.randrange(len(family))
        return given[a], family[b], roman[b]
    fk = Faker(locale)
    fk.seed_instance(SEED + row)
    if gender == "m":
        given = fk.first_name_male()
        family = fk.last_name_male() if hasattr(fk, "last_name_male") else fk.last_name()
    else:
        given = fk.first_name_female()
        family = fk.last_name_female() if hasattr(fk, "last_name_female") else fk.last_name()
    return given, family, ""


def ascii_(s: str) -> str:
    """Lower-case ASCII form of a Latin-script name, for a mail domain."""
    s = s.lower().replace("ı", "i").replace("ß", "ss").replace(" ", "")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


# Each row: locale, gender, country, category, and a function of (given, family, roman) giving
# company, contact name, title, e-mail, website; then the CRM note ("" for none).
V, L, B = "Vranac wine", "lozovača", "smoked bleak"
LAB, PX, BIT = "linear alkylbenzene", "paraxylene", "bitumen"
CH, AD, KU = "chakan embroidery", "adras silk fabric", "kurut"
GM, QP, CB = "grappamiel", "quince paste", "corned beef"

ROWS = [
    ("en_GB", "m", "United Kingdom", V, lambda g, f, r: (
        f"{f} & Hart Wine Merchants Ltd", f"{g} {f}", "Wine Buyer",
        f"{g.lower()}.{f.lower()}@{f.lower()}hartwine.co.uk", f"https://www.{f.lower()}hartwine.co.uk"),
     "Met at the London Wine Fair 2025 (Olympia); asked for the price list of the Vranac range, "
     "incl. the oak-aged Vranac."),
    ("de_DE", "f", "Germany", V, lambda g, f, r: (
        f"Weinhandel {f} GmbH", f"{g} {f}", "Einkäuferin Wein",
        f"l.{f.lower()}@weinhandel-{f.lower()}.de", f"https://www.weinhandel-{f.lower()}.de"),
     "Contact from ProWein Düsseldorf 2025; needs the EU organic certificate before listing."),
    ("zh_CN", "m", "China", V, lambda g, f, r: (
        f"上海{f}氏葡萄酒贸易有限公司", f"{f}{g}", "进口采购经理",
        "purchasing@baishi-wine.cn", "https://www.baishi-wine.cn"),
     ""),
    ("ja_JP", "f", "Japan", V, lambda g, f, r: (
        f"{f}洋酒株式会社", f"{f}{g}", "ワイン仕入担当",
        "shiire@suzuki-yoshu.co.jp", "https://www.suzuki-yoshu.co.jp"),
     "Met at FOODEX JAPAN 2025 (Makuhari); asked for two sample bottles; wants Japanese back "
     "labels."),
    ("nl_NL", "m", "Netherlands", V, lambda g, f, r: (
        "Wijnkoperij Van Jumiège B.V.", f"{g} {f}", "Inkoper wijn",
        "nick@vanjumiege-wijn.nl", "https://www.vanjumiege-wijn.nl"),
     ""),
    ("ru_RU", "m", "Russia", L, lambda g, f, r: (
        f"ООО «Торговый дом {f}а»", f"{g} {f}", "Менеджер по закупкам",
        "zakupki@td-gorshkov.ru", "https://td-gorshkov.ru"),
     "Встречались на выставке «Продэкспо» 2025; нужна декларация ЕАЭС и образцы 0,5 л."),
    ("el_GR", "f", "Greece", L, lambda g, f, r: (
        f"Ποτά {f} Ε.Π.Ε.", f"{g} {f}", "Υπεύθυνη Προμηθειών",
        "agores@pota-xenou.gr", "https://www.pota-xenou.gr"),
     "Asked for a quote for 600 bottles of 0.7 l, delivered to Thessaloniki."),
    ("en_US", "f", "United States", L, lambda g, f, r: (
        f"{f} Spirits Imports LLC", f"{g} {f}", "Director of Purchasing",
        f"{g.lower()}@{f.lower()}spirits.com", f"https://www.{f.lower()}spirits.com"),
     "Met at Bar Convent Brooklyn 2025; needs COLA label approval; 750 ml bottles only."),
    ("he_IL", "m", "Israel", L, lambda g, f, r: (
        f"{f} משקאות חריפים בע\"מ", f"{g} {f}", "מנהל רכש",
        "rechesh@saban-drinks.co.il", "https://www.saban-drinks.co.il"),
     "Needs kosher certification (badatz or OU) before any order; asked for samples."),
    ("sv_SE", "f", "Sweden", L, lambda g, f, r: (
        f"{f}s Vin & Sprit AB", f"{g} {f}", "Inköpschef",
        f"{g.lower()}.{f.lower()}@{f.lower()}svin.se", f"https://www.{f.lower()}svin.se"),
     "Bids in Systembolaget tenders; asked for the certificate of analysis and 70 cl bottles."),
    ("sr_cyr", "m", "Serbia", B, lambda g, f, r: (
        f"Рибарство {f} д.о.о.", f"{g} {f}", "Менаџер набавке",
        f"nabavka@ribarstvo-{r}.rs", f"https://ribarstvo-{r}.rs"),
     ""),
    ("it_IT", "m", "Italy", B, lambda g, f, r: (
        f"{f} Ittica S.r.l.", f"{g} {f}", "Responsabile Acquisti",
        f"p.{f.lower()}@{f.lower()}ittica.it", f"https://www.{f.lower()}ittica.it"),
     "Met at TUTTOFOOD Milano 2025; sells missoltini around Lake Como; wants samples of the "
     "smoked bleak."),
    ("ko_KR", "f", "South Korea", B, lambda g, f, r: (
        "주식회사 동해마루식품", f"{f}{g}", "구매팀 과장",
        "purchase@donghaemaru.co.kr", "https://www.donghaemaru.co.kr"),
     ""),
    ("sr_lat", "f", "Serbia", B, lambda g, f, r: (
        f"Delikatesi {f} d.o.o.", f"{g} {f}", "Menadžerka nabavke",
        f"{g.lower()}.{r}@delikatesi-{r}.rs", f"https://www.delikatesi-{r}.rs"),
     "Met at the Novi Sad Agricultural Fair 2025; asked for vacuum packs of 200 g."),
    ("ru_RU", "f", "Russia", B, lambda g, f, r: (
        f"ООО «Рыбный двор {f[:-1]}ой»", f"{g} {f}", "Ведущий специалист по закупкам",
        "zakupki@rybdvor-panova.ru", "https://rybdvor-panova.ru"),
     ""),
    ("hi_IN", "m", "India", LAB, lambda g, f, r: (
        f"{f} डिटर्जेंट्स प्राइवेट लिमिटेड", f"{g} {f}", "क्रय प्रबंधक",
        "purchase@goyaldetergents.in", "https://www.goyaldetergents.in"),
     "Asked for a CFR Mundra offer for 1,000 t a quarter; wants a COA with every lot."),
    ("eg", "m", "Egypt", LAB, lambda g, f, r: (
        f"شركة {f} للمنظفات الصناعية", f"{g} {f}", "مدير المشتريات",
        f"purchasing@{r}-detergents.com.eg", f"https://www.{r}-detergents.com.eg"),
     ""),
    ("tr_TR", "f", "Turkey", LAB, lambda g, f, r: (
        f"{f} Deterjan Sanayi ve Ticaret A.Ş.", f"{g} {f}", "Satın Alma Uzmanı",
        f"{ascii_(g)}.{ascii_(f)}@{ascii_(f)}deterjan.com.tr", f"https://www.{ascii_(f)}deterjan.com.tr"),
     "Met at Chemshow Eurasia Istanbul 2025; prefers e-mails in Turkish."),
    ("zh_CN", "f", "China", PX, lambda g, f, r: (
        "Ningbo Hengda Polyester Co., Ltd.", "Zhang Tingting", "Purchasing Manager",
        "tingting.zhang@hengdapolyester.com", "https://www.hengdapolyester.com"),
     ""),
    ("zh_TW", "m", "Taiwan", PX, lambda g, f, r: (
        f"{f}氏化纖股份有限公司", f"{f}{g}", "原料採購經理",
        "purchasing@chenshi-fiber.com.tw", "https://www.chenshi-fiber.com.tw"),
     ""),
    ("ko_KR", "m", "South Korea", PX, lambda g, f, r: (
        "Daesan Polytex Co., Ltd.", "Jihoon Kim", "Raw Materials Purchasing Manager",
        "jihoon.kim@daesanpolytex.co.kr", "https://www.daesanpolytex.co.kr"),
     ""),
    ("vi_VN", "f", "Vietnam", BIT, lambda g, f, r: (
        f"Công ty TNHH Nhựa đường {f} Gia", f"{f} Thị {g}", "Trưởng phòng thu mua",
        "xuan.duong@nhuaduongduonggia.vn", "https://www.nhuaduongduonggia.vn"),
     "Met at Vietbuild 2025 (Ho Chi Minh City); needs bitumen 60/70 in drums, CIF Cat Lai."),
    ("en_AU", "m", "Australia", BIT, lambda g, f, r: (
        f"{f} Road Materials Pty Ltd", f"{g} {f}", "Procurement Manager",
        f"r{f.lower()}@{f.lower()}road.com.au", f"https://www.{f.lower()}road.com.au"),
     ""),
    ("fr_FR", "f", "France", CH, lambda g, f, r: (
        f"{f} Déco SARL", f"{g} {f}", "Acheteuse textiles",
        f"{g.lower()}.{f.lower()}@{f.lower()}-deco.fr", f"https://www.{f.lower()}-deco.fr"),
     "Rencontrée au salon Maison&Objet Paris (janvier 2025) ; souhaite recevoir le catalogue."),
    ("it_IT", "f", "Italy", CH, lambda g, f, r: (
        f"{f} Tessuti d'Arte S.r.l.", f"{g} {f}", "Responsabile Acquisti",
        f"{g.lower()}.{f.lower()}@{f.lower()}tessuti.it", f"https://www.{f.lower()}tessuti.it"),
     ""),
    ("en_US", "m", "United States", CH, lambda g, f, r: (
        f"{f} & Wren Home Goods Inc.", f"{g} {f}", "Senior Buyer, Textiles",
        f"{g.lower()}.{f.lower()}@{f.lower()}wren.com", f"https://www.{f.lower()}wren.com"),
     "Asked for wholesale prices of chakan wall hangings for the holiday catalogue; wants "
     "fair-trade documentation."),
    ("ja_JP", "m", "Japan", AD, lambda g, f, r: (
        "Abe Kimono Textiles Co., Ltd.", "Ryosuke Abe", "仕入課長",
        "r.abe@abe-kimono.co.jp", "https://www.abe-kimono.co.jp"),
     "Interested in adras for obi and haori linings; asked for a 5 m sample cut."),
    ("en_GB", "f", "United Kingdom", AD, lambda g, f, r: (
        f"{f} & Crane Fabrics Ltd", f"{g} {f}", "Fabric Buyer",
        f"{g.lower()}@{f.lower()}crane.co.uk", f"https://www.{f.lower()}crane.co.uk"),
     ""),
    ("de_DE", "m", "Germany", AD, lambda g, f, r: (
        f"{f} Stoffe e.K.", f"{g} {f}", "Inhaber",
        f"{g.lower()}.{f.lower()}@{f.lower()}-stoffe.de", f"https://www.{f.lower()}-stoffe.de"),
     "Met at Heimtextil Frankfurt 2025; asks whether the adras is OEKO-TEX tested."),
    ("kz", "f", "Kazakhstan", KU, lambda g, f, r: (
        "ТОО «Береке Азық»", f"{g} {f}", "Менеджер по закупу",
        "zakup@bereke-azyk.kz", "https://bereke-azyk.kz"),
     "Met at WorldFood Kazakhstan (Almaty) 2025; wants kurut in 500 g packs with Kazakh and "
     "Russian labels."),
    ("tr_TR", "m", "Turkey", KU, lambda g, f, r: (
        f"{f} Gıda Pazarlama Ltd. Şti.", f"{g} {f}", "Satın Alma Müdürü",
        f"{ascii_(g)}@{ascii_(f)}gida.com.tr", f"https://www.{ascii_(f)}gida.com.tr"),
     ""),
    ("es_ES", "m", "Spain", GM, lambda g, f, r: (
        f"Licores {f} S.L.", f"{g} {f}", "Jefe de Compras",
        f"{g.lower()}.{f.lower()}@licores{f.lower()}.es", f"https://www.licores{f.lower()}.es"),
     "Met at Barcelona Wine Week 2025; asked for samples of the grappamiel."),
    ("nl_NL", "f", "Netherlands", GM, lambda g, f, r: (
        f"{f} Dranken B.V.", f"{g} {f}", "Inkoper gedistilleerd",
        f"{g.lower()}.{f.lower()}@{f.lower()}dranken.nl", f"https://www.{f.lower()}dranken.nl"),
     ""),
    ("pt_BR", "m", "Brazil", GM, lambda g, f, r: (
        f"{f} Bebidas Importadora Ltda.", f"{g} {f}", "Gerente de Compras",
        f"davi.{f.lower()}@{f.lower()}bebidas.com.br", f"https://www.{f.lower()}bebidas.com.br"),
     ""),
    ("es_ES", "f", "Spain", QP, lambda g, f, r: (
        f"Conservas {f} S.A.", f"{g} {f}", "Responsable de Compras",
        f"a{f.lower()}@conservas{f.lower()}.es", f"https://www.conservas{f.lower()}.es"),
     ""),
    ("fr_FR", "m", "France", QP, lambda g, f, r: (
        f"{f} Épicerie Fine SAS", f"{g} {f}", "Acheteur épicerie",
        f"{g.lower()}.{f.lower()}@{f.lower()}-epicerie.fr", f"https://www.{f.lower()}-epicerie.fr"),
     "Met at SIAL Paris 2024; buys organic quince paste only (EU organic / AB)."),
    ("el_GR", "m", "Greece", QP, lambda g, f, r: (
        f"{f} Τρόφιμα Α.Ε.", f"{g} {f}", "Διευθυντής Προμηθειών",
        "promithies@anastasopoulos-trofima.gr", "https://www.anastasopoulos-trofima.gr"),
     ""),
    ("en_NG", "m", "Nigeria", CB, lambda g, f, r: (
        f"{f} Foods Nigeria Ltd", f"{g} {f}", "Head of Procurement",
        f"{g.lower()}.{f.lower()}@{f.lower()}foods.com.ng", f"https://www.{f.lower()}foods.com.ng"),
     "Met at Gulfood Dubai 2025; 340 g tins; needs help with NAFDAC registration."),
    ("ar_SA", "m", "Saudi Arabia", CB, lambda g, f, r: (
        f"شركة {f} للأغذية المحدودة", f"{g} {f}", "مدير المشتريات",
        "purchasing@abudawood-foods.sa", "https://www.abudawood-foods.sa"),
     "Needs a halal certificate and SFDA registration for the tins."),
    ("he_IL", "f", "Israel", CB, lambda g, f, r: (
        "Mahajna Food Import Ltd.", "Maya Mahajna", "Purchasing Manager",
        "maya@mahajna-food.co.il", "https://www.mahajna-food.co.il"),
     ""),
]

SENDERS = """\
[senders.s1]
name = "Tijana Đurišić"
title = "Rukovodilac izvoza"
company = "Ribnica Podrum d.o.o."
phone = "+382 20 655 214"
email = "tijana.djurisic@ribnica-podrum.me"
website = "https://www.ribnica-podrum.me"
country = "Montenegro"
city = "Podgorica"
categories = ["Vranac wine", "lozovača", "smoked bleak"]

[senders.s2]
name = "Fahad Nasser Al-Mutairi"
title = "Marketing & Sales Manager"
company = "Burgan Aromatics Company K.S.C. (Closed)"
phone = "+965 2398 4410"
email = "f.almutairi@burgan-aromatics.com.kw"
website = "https://www.burgan-aromatics.com.kw"
country = "Kuwait"
city = "Al Ahmadi"
categories = ["linear alkylbenzene", "paraxylene", "bitumen"]

[senders.s3]
name = "Nigora Qodirova"
title = "Менеҷери содирот"
company = "Hunari Khujand LLC"
phone = "+992 3422 6 41 87"
email = "nigora.qodirova@hunari-khujand.tj"
website = "https://hunari-khujand.tj"
country = "Tajikistan"
city = "Khujand"
categories = ["chakan embroidery", "adras silk fabric", "kurut"]

[senders.s4]
name = "Florencia Bentancor Píriz"
title = "Gerente de Comercio Exterior"
company = "Queguay Alimentos y Bebidas S.A."
phone = "+598 4722 3391"
email = "fbentancor@queguay.com.uy"
website = "https://www.queguay.com.uy"
country = "Uruguay"
city = "Paysandú"
categories = ["grappamiel", "quince paste", "corned beef"]
"""


def main() -> None:
    rows = []
    for i, (locale, gender, country, category, make, note) in enumerate(ROWS, 1):
        given, family, roman = draw(i, locale, gender)
        company, contact, title, email, website = make(given, family, roman)
        rows.append({"buyer_id": f"P{i:03d}", "company": company, "contact_name": contact,
                     "contact_title": title, "email": email, "country": country,
                     "product_category": category, "website": website, "notes": note})
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
