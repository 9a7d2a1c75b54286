"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of dev_fresh57.

Seeded faker (seed 6402719; each row its own instance seeded 6402719 + row number), so the output
is byte-reproducible with the same faker version (40.63.0). Companies, titles, notes and mail
domains are written per market by hand, mostly around the drawn family name; native-script rows
write to a purchasing mailbox on a hand-romanised domain.

Run:  .venv/bin/python tests/data/dev_fresh57/make_buyers.py
"""
import csv
from pathlib import Path

from faker import Faker

SEED = 6402719
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

VASES, KNOCKERS, CLOCKS = "hand-blown glass vases", "brass door knockers", "Maltese wall clocks"
PTA, CLINKER, SILICA = "purified terephthalic acid", "cement clinker", "silica sand"
SHAWLS, SHATKORA, ROHU = "Manipuri handloom shawls", "fresh shatkora", "frozen rohu fish"
AOPOI, LAPACHO, HARPS = "ao po'i shirts", "lapacho bark", "Paraguayan harps"

# Filipino names: faker's en_PH draws US names, so a short hand list, drawn with the row's generator.
PH_GIVEN = ["Ramon", "Rodel", "Arnel", "Jose Mari", "Ferdinand", "Reynaldo"]
PH_FAMILY = ["Macaraeg", "Villanueva", "Bautista", "Dimaculangan", "Soriano", "Manalastas"]


def cjk(first, last):
    return last + first


def latin(first, last):
    return f"{first} {last}"


# (locale, gender, country, category, name style, company(last), title, email(first, last), website, note)
ROWS = [
    ("en_GB", "f", "United Kingdom", VASES, latin, lambda l: f"{l} & Hale Interiors Ltd", "Head of Buying",
     lambda f, l: f"{f.lower()}.{l.lower()}@{l.lower()}hale.co.uk", lambda l: f"https://www.{l.lower()}hale.co.uk",
     "Met at Top Drawer London (January). Wants a price list for tall vases (40 cm and up); asked about the minimum order."),
    ("de_DE", "m", "Germany", VASES, latin, lambda l: f"{l} Wohnkultur GmbH", "Einkaufsleiter",
     lambda f, l: f"{f.lower()}.{l.lower()}@{l.lower()}-wohnkultur.de", lambda l: f"https://www.{l.lower()}-wohnkultur.de",
     "Ambiente Frankfurt (Februar): Stand besucht, möchte Katalog und zwei Mustervasen."),
    ("ja_JP", "f", "Japan", VASES, cjk, lambda l: f"{l}花器株式会社", "仕入担当課長",
     lambda f, l: "shiire@yamada-kaki.co.jp", lambda l: "https://www.yamada-kaki.co.jp", ""),
    ("nl_NL", "m", "Netherlands", VASES, latin, lambda l: f"{l[0].upper() + l[1:]} Wonen B.V.", "Categoriemanager Wonen",
     lambda f, l: f"{f.lower()}@vanhamwonen.nl", lambda l: "https://www.vanhamwonen.nl", ""),
    ("el_GR", "f", "Greece", VASES, latin, lambda l: f"{l} Διακόσμηση Ι.Κ.Ε.", "Ιδιοκτήτρια",
     lambda f, l: "info@potamianou-deco.gr", lambda l: "https://www.potamianou-deco.gr",
     "Gift shop in Plaka, Athens; asked for colours other than blue."),
    ("en_IE", "m", "Ireland", KNOCKERS, latin, lambda l: f"{l} Architectural Ironmongery Ltd", "Purchasing Manager",
     lambda f, l: f"{f.lower()}@{l.lower()}ironmongery.ie", lambda l: f"https://www.{l.lower()}ironmongery.ie",
     "Restores Georgian doors in Dublin; wants lion-head and dolphin knockers; asked for a quote for 200 pcs."),
    ("en_AU", "f", "Australia", KNOCKERS, latin, lambda l: f"{l} Hardware Co. Pty Ltd", "Category Buyer - Door Hardware",
     lambda f, l: f"{f.lower()}.{l.lower()}@{l.lower()}hardware.com.au", lambda l: f"https://www.{l.lower()}hardware.com.au", ""),
    ("fr_FR", "m", "France", KNOCKERS, latin, lambda l: f"Quincaillerie {l} SARL", "Responsable des achats",
     lambda f, l: f"{f.lower()}.{l.lower()}@quincaillerie-{l.lower()}.fr", lambda l: f"https://www.quincaillerie-{l.lower()}.fr",
     "Met at Batimat Paris; wants an aged brass finish."),
    ("ru_RU", "m", "Russia", KNOCKERS, latin, lambda l: f"ООО «Фурнитура {l}а»", "Руководитель отдела закупок",
     lambda f, l: "zakupki@furnitura-tretyakova.ru", lambda l: "https://furnitura-tretyakova.ru", ""),
    ("he_IL", "f", "Israel", KNOCKERS, latin, lambda l: f'{l} פרזול בע"מ', "אחראית רכש",
     lambda f, l: "rechesh@dahan-pirzul.co.il", lambda l: "https://www.dahan-pirzul.co.il", ""),
    ("it_IT", "m", "Italy", CLOCKS, latin, lambda l: f"Orologeria {l} S.r.l.", "Responsabile Acquisti",
     lambda f, l: f"{f[0].lower()}.{l.lower()}@orologeria{l.lower()}.it", lambda l: f"https://www.orologeria{l.lower()}.it",
     "Met at HOMI Milano (September); interested in hand-painted cases in green and gold."),
    ("en_US", "f", "United States", CLOCKS, latin, lambda l: f"{l} Clock Gallery LLC", "Owner",
     lambda f, l: f"{f.lower()}@{l.lower()}clockgallery.com", lambda l: f"https://www.{l.lower()}clockgallery.com",
     "Asked for wholesale prices; store in Charleston, SC."),
    ("zh_CN", "m", "China", CLOCKS, cjk, lambda l: f"东莞{l}记钟表有限公司", "采购主管",
     lambda f, l: "caigou@yeji-clock.cn", lambda l: "https://www.yeji-clock.cn", ""),
    ("ar_SA", "m", "Saudi Arabia", CLOCKS, latin, lambda l: f"مؤسسة {l} للساعات", "مشرف المشتريات",
     lambda f, l: "purchasing@alshaya-clocks.com.sa", lambda l: "https://www.alshaya-clocks.com.sa",
     "Riyadh showroom; prefers English; wants dials with Arabic-Indic numerals."),
    ("pl_PL", "f", "Poland", CLOCKS, latin, lambda l: f"Zegary {l} Sp.j.", "Właścicielka",
     lambda f, l: f"{f.lower()}@zegary-{l.lower()}.pl", lambda l: f"https://www.zegary-{l.lower()}.pl", ""),
    ("hi_IN", "f", "India", PTA, latin, lambda l: f"{l} पॉलीफ़ाइबर्स प्राइवेट लिमिटेड", "उप महाप्रबंधक (क्रय)",
     lambda f, l: "purchase@saxenapolyfibres.in", lambda l: "https://www.saxenapolyfibres.in",
     "Polyester spinner in Surat; 2,000 t/month CFR Hazira; asked for a COA."),
    ("tr_TR", "m", "Turkey", PTA, latin, lambda l: f"{l} Polyester Sanayi ve Ticaret A.Ş.", "Satın Alma Müdürü",
     lambda f, l: "mansurali.firat@firatpolyester.com.tr", lambda l: "https://www.firatpolyester.com.tr",
     "Met at ITM Istanbul (June); asked for a spot offer CFR Gemlik."),
    ("zh_CN", "f", "China", PTA, cjk, lambda l: f"绍兴{l}氏化纤有限公司", "原料采购经理",
     lambda f, l: "purchase@lushi-fiber.cn", lambda l: "https://www.lushi-fiber.cn", ""),
    ("en_PH", "m", "Philippines", CLINKER, latin, lambda l: f"{l} Cement Grinding Corporation", "Procurement Manager",
     lambda f, l: f"{f.lower().replace(' ', '')}.{l.lower()}@{l.lower()}cement.com.ph", lambda l: f"https://www.{l.lower()}cement.com.ph",
     "Grinding plant in Davao; asked for a CIF quote for 50,000 t; needs the chemical analysis."),
    ("en_AU", "m", "Australia", CLINKER, latin, lambda l: f"{l} Building Materials Pty Ltd", "Procurement Lead - Raw Materials",
     lambda f, l: f"{f.lower()}.{l.lower()}@{l.lower()}bm.com.au", lambda l: f"https://www.{l.lower()}bm.com.au", ""),
    ("zh_TW", "m", "Taiwan", CLINKER, cjk, lambda l: f"花蓮{l}氏水泥股份有限公司", "採購部經理",
     lambda f, l: "purchasing@chen-cement.com.tw", lambda l: "https://www.chen-cement.com.tw", ""),
    ("ja_JP", "m", "Japan", SILICA, cjk, lambda l: f"{l}窯業株式会社", "資材部長",
     lambda f, l: "shizai@kimura-yogyo.co.jp", lambda l: "https://www.kimura-yogyo.co.jp",
     "Glass bottle maker in Aichi; needs Fe2O3 below 0.03%; asked for a 5 kg sample."),
    ("ko_KR", "f", "South Korea", SILICA, cjk, lambda l: f"주식회사 {l}원규사", "구매팀 과장",
     lambda f, l: "purchase@songwon-silica.co.kr", lambda l: "https://www.songwon-silica.co.kr", ""),
    ("zh_TW", "m", "Taiwan", SILICA, None, lambda l: "Chang Hsin Glass Materials Co., Ltd.", "Purchasing Manager",
     lambda f, l: "ky.chang@changhsin-glass.com.tw", lambda l: "https://www.changhsin-glass.com.tw", ""),
    ("fr_FR", "f", "France", SHAWLS, latin, lambda l: f"Atelier {l} SAS", "Acheteuse textile",
     lambda f, l: f"{f.lower()}.{l.lower()}@atelier-{l.lower()}.fr", lambda l: f"https://www.atelier-{l.lower()}.fr",
     "Rencontrée au salon Who's Next Paris ; cherche des tissages artisanaux, certification WFTO souhaitée."),
    ("de_DE", "f", "Germany", SHAWLS, latin, lambda l: f"{l} Fair Fashion e.K.", "Inhaberin",
     lambda f, l: f"{f.lower()}@{l.lower()}-fairfashion.de", lambda l: f"https://www.{l.lower()}-fairfashion.de",
     "Fair-trade shop in Freiburg; wants a first order of 40 shawls."),
    ("es_ES", "f", "Spain", SHAWLS, latin, lambda l: f"Textiles {l} S.L.", "Compradora",
     lambda f, l: f"{f.lower()}.{l.lower()}@textiles{l.lower()}.es", lambda l: f"https://www.textiles{l.lower()}.es", ""),
    ("en_GB", "m", "United Kingdom", SHATKORA, latin, lambda l: f"{l} Fresh Foods Ltd", "Buyer",
     lambda f, l: f"{f.lower()}@{l.lower()}freshfoods.co.uk", lambda l: f"https://www.{l.lower()}freshfoods.co.uk",
     "Supplies Bangladeshi restaurants in Birmingham; weekly air freight; asked for the price per 10 kg carton."),
    ("sv_SE", "m", "Sweden", SHATKORA, latin, lambda l: f"{l}s Orientlivs AB", "Inköpschef",
     lambda f, l: f"{f.lower()}.{l.lower()}@{l.lower()}sorientlivs.se", lambda l: f"https://www.{l.lower()}sorientlivs.se", ""),
    ("en_CA", "f", "Canada", SHATKORA, latin, lambda l: f"{l} Fine Foods Inc.", "Purchasing Manager",
     lambda f, l: f"{f.lower()}.{l.lower()}@{l.lower()}finefoods.ca", lambda l: f"https://www.{l.lower()}finefoods.ca",
     "Toronto; asked whether shatkora can be shipped frozen."),
    ("it_IT", "m", "Italy", ROHU, latin, lambda l: f"{l} Import Export S.r.l.", "Addetto agli acquisti",
     lambda f, l: f"{f.lower()}.{l.lower()}@{l.lower()}importexport.it", lambda l: f"https://www.{l.lower()}importexport.it",
     "Clienti: negozi bengalesi a Roma; chiede pesci da 1-2 kg."),
    ("en_US", "m", "United States", ROHU, latin, lambda l: f"{l} Seafood Distributors, Inc.", "Purchasing Director",
     lambda f, l: f"{f[0].lower()}{l.lower()}@{l.lower()}seafood.com", lambda l: f"https://www.{l.lower()}seafood.com",
     "Queens, NY; needs HACCP and FDA registration; asked for the price of one 40' reefer."),
    ("es_ES", "f", "Spain", AOPOI, latin, lambda l: f"Moda {l} S.L.", "Directora de Compras",
     lambda f, l: f"{f.lower()}.{l.lower()}@moda{l.lower()}.es", lambda l: f"https://www.moda{l.lower()}.es", ""),
    ("nl_NL", "f", "Netherlands", AOPOI, latin, lambda l: f"Boetiek {l} B.V.", "Inkoopster",
     lambda f, l: f"{f.lower()}@boetiek{l.lower()}.nl", lambda l: f"https://www.boetiek{l.lower()}.nl",
     "Met at Modefabriek Amsterdam; wants men's shirts in white and ecru."),
    ("el_GR", "m", "Greece", AOPOI, latin, lambda l: f"{l} Ένδυση Α.Ε.", "Υπεύθυνος Προμηθειών",
     lambda f, l: "agores@kitinos.gr", lambda l: "https://www.kitinos.gr", ""),
    ("cs_CZ", "m", "Czech Republic", LAPACHO, latin, lambda l: f"{l} Bylinky s.r.o.", "Vedoucí nákupu",
     lambda f, l: "lubos.musil@musilbylinky.cz", lambda l: "https://www.musilbylinky.cz",
     "Tea shop chain in Brno; needs EU organic; asked for the price of 25 kg bags."),
    ("pl_PL", "f", "Poland", LAPACHO, latin, lambda l: f"Herbaty {l} Sp. z o.o.", "Specjalistka ds. zakupów",
     lambda f, l: "kaja.guzniczak@herbatyguzniczak.pl", lambda l: "https://www.herbatyguzniczak.pl", ""),
    ("uk_UA", "m", "Ukraine", LAPACHO, latin, lambda l: f"ТОВ «Трави {l[:-1]}а»", "Менеджер із закупівель",
     lambda f, l: "zakupivli@travy-velychka.com.ua", lambda l: "https://travy-velychka.com.ua",
     "Prefers Ukrainian or English; asked for 500 g samples."),
    ("ko_KR", "m", "South Korea", HARPS, cjk, lambda l: f"{l}산악기 주식회사", "구매 담당 부장",
     lambda f, l: "purchase@namsan-music.co.kr", lambda l: "https://www.namsan-music.co.kr",
     "Harp school in Seoul; asked for prices of 36- and 38-string harps."),
    ("ru_RU", "f", "Russia", HARPS, latin, lambda l: f"ООО «Музыкальный салон {l[:-1]}ой»", "Менеджер по закупкам",
     lambda f, l: "zakupki@muzsalon-dmitrievoy.ru", lambda l: "https://muzsalon-dmitrievoy.ru", ""),
]

SENDERS = '''\
[senders.s1]
name = "Jean Paul Mifsud"
title = "International Sales Manager"
company = "Ta' Qali Artisan Works Ltd"
phone = "+356 2141 7736"
email = "jeanpaul.mifsud@taqaliartisan.com.mt"
website = "https://www.taqaliartisan.com.mt"
country = "Malta"
city = "Mosta"
categories = ["hand-blown glass vases", "brass door knockers", "Maltese wall clocks"]

[senders.s2]
name = "Shamsa Khalfan Al-Maamari"
title = "Head of Trading"
company = "Barka Sahil Trading LLC"
phone = "+968 2688 4519"
email = "shamsa.almaamari@barkasahil.com.om"
website = "https://www.barkasahil.com.om"
country = "Oman"
city = "Barka"
categories = ["purified terephthalic acid", "cement clinker", "silica sand"]

[senders.s3]
name = "Farhana Yasmin Laskar"
title = "Export Manager"
company = "Surma Valley Agro & Crafts Ltd."
phone = "+880 821 716 042"
email = "farhana.laskar@surmavalleybd.com"
website = "https://www.surmavalleybd.com"
country = "Bangladesh"
city = "Sylhet"
categories = ["Manipuri handloom shawls", "fresh shatkora", "frozen rohu fish"]

[senders.s4]
name = "Rocío Soledad Ayala Fretes"
title = "Gerente de Exportaciones"
company = "Guairá Artesanía y Hierbas S.A."
phone = "+595 541 42 318"
email = "rocio.ayala@guairaexport.com.py"
website = "https://www.guairaexport.com.py"
country = "Paraguay"
city = "Villarrica"
categories = ["ao po'i shirts", "lapacho bark", "Paraguayan harps"]
'''


def main() -> None:
    out = []
    for n, (loc, gender, country, cat, style, company, title, email, site, note) in enumerate(ROWS, 1):
        fk = Faker(loc)
        fk.seed_instance(SEED + n)
        first = fk.first_name_female() if gender == "f" else fk.first_name_male()
        if hasattr(fk, "last_name_female"):
            last = fk.last_name_female() if gender == "f" else fk.last_name_male()
        else:
            last = fk.last_name()
        if loc == "en_PH":
            first, last = fk.random_element(PH_GIVEN), fk.random_element(PH_FAMILY)
        if style is None:  # the Taiwanese row that writes its name in English
            contact = "Kuan-Yu Chang"
            last = "Chang"
        else:
            contact = style(first, last)
        out.append({
            "buyer_id": f"P{n:03d}", "company": company(last), "contact_name": contact,
            "contact_title": title, "email": email(first, last), "country": country,
            "product_category": cat, "website": site(last), "notes": note,
        })
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(out)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
