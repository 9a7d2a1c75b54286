"""Seeded faker script for dev_fresh68: writes buyers.csv (40 fictional buyers) and senders.toml.

Each row has its own faker instance seeded SEED + row number, so the files are byte-reproducible
(faker 40.63.0). Companies, titles, notes and domains are written per market by hand around the
drawn names. Run:  .venv/bin/python tests/data/dev_fresh68/make_buyers.py
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 8190364
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]


def ascii_fold(s: str) -> str:
    s = s.replace("ß", "ss").replace("ø", "o").replace("ł", "l").replace("Ł", "L").replace("ı", "i")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if c.isascii() and (c.isalnum() or c in ".-"))


# (locale, gender, country, category, company, title, mail, website, note, name)
# company/mail/website are formats over {first}, {last}, {f} (folded first), {l} (folded last).
# mail None: a personal first.last@ address at the website's domain. name: a hand-picked
# (first, last) drawn with the row's generator where faker's locale is unfit, else None.
ROWS = [
    # s1: sirene cheese (5)
    ("el_GR", "m", "Greece", "sirene cheese", "{last} Τρόφιμα Α.Ε.", "Διευθυντής Αγορών",
     "agores@{dom}.gr", "https://www.{dom}.gr", "Met at Anuga Cologne; wants a price list for 400 g and 900 g tins.", None),
    ("de_DE", "f", "Germany", "sirene cheese", "{last} Feinkost GmbH", "Leiterin Einkauf",
     None, "https://www.{l}-feinkost.de", "", None),
    ("en_GB", "m", "United Kingdom", "sirene cheese", "{last} & Daughters Deli Ltd", "Head of Buying",
     None, "https://www.{l}deli.co.uk", "Asked for samples after IFE London; needs BRCGS or IFS Food certificate.", None),
    ("he_IL", "f", "Israel", "sirene cheese", "{last} מזון בע\"מ", "מנהלת רכש",
     "rechesh@{dom}.co.il", "https://www.{dom}.co.il", "Needs kosher certification (OU or Badatz) before any order.", None),
    ("ar_AE", "m", "United Arab Emirates", "sirene cheese", "{last} Foodstuff Trading L.L.C.", "Purchasing Manager",
     None, "https://www.{l}foodstuff.ae", "", "AE"),
    # s1: lyutenitsa (5)
    ("ru_RU", "f", "Russia", "lyutenitsa", "ООО «Продукты {last_gen}»", "Менеджер по закупкам",
     "zakupki@{dom}.ru", "https://www.{dom}.ru", "Met at Prodexpo Moscow; asked for a quote in roubles and EAEU declaration.", None),
    ("el_GR", "f", "Greece", "lyutenitsa", "{last} & ΣΙΑ Ο.Ε.", "Υπεύθυνη Αγορών",
     "info@{dom}.gr", "https://www.{dom}.gr", "", None),
    ("nl_NL", "m", "Netherlands", "lyutenitsa", "{last} Delicatessen B.V.", "Inkoper",
     None, "https://www.{l}delicatessen.nl", "Supplies Eastern European shops in Rotterdam and The Hague; prefers English.", None),
    ("sv_SE", "f", "Sweden", "lyutenitsa", "{last}s Skafferi AB", "Inköpschef",
     None, "https://www.{l}sskafferi.se", "", None),
    ("en_US", "m", "United States", "lyutenitsa", "{last} Imports LLC", "Category Manager, Specialty Foods",
     None, "https://www.{l}imports.com", "Met at the Summer Fancy Food Show New York; wants samples of the hot version.", None),
    # s1: mountain tea (5)
    ("ja_JP", "m", "Japan", "mountain tea", "{last}商事株式会社", "仕入部長",
     "shiire@{dom}.co.jp", "https://www.{dom}.co.jp", "Met at FOODEX Japan; asked for JAS organic status and a pesticide residue report.", None),
    ("zh_CN", "f", "China", "mountain tea", "杭州{last}氏茶业有限公司", "采购经理",
     "caigou@{dom}.cn", "https://www.{dom}.cn", "", None),
    ("fr_FR", "f", "France", "mountain tea", "Herboristerie {last} SARL", "Gérante",
     None, "https://www.herboristerie-{l}.fr", "Vend en vrac; souhaite un échantillon de 500 g et la fiche technique.", None),
    ("pl_PL", "m", "Poland", "mountain tea", "Zioła {last} Sp. z o.o.", "Kierownik ds. zakupów",
     None, "https://www.ziola{l}.pl", "", None),
    ("ko_KR", "f", "South Korea", "mountain tea", "주식회사 {last}티하우스", "구매팀장",
     "purchase@{dom}.co.kr", "https://www.{dom}.co.kr", "Met at Cafe Show Seoul; asked for EU organic certificate.", None),
    # s2: teff flour (3)
    ("nl_NL", "f", "Netherlands", "teff flour", "{last} Glutenvrij B.V.", "Inkoopmanager",
     None, "https://www.{l}glutenvrij.nl", "Asked for a gluten test report (below 20 ppm) and the price per 25 kg bag.", None),
    ("it_IT", "m", "Italy", "teff flour", "Molino {last} S.r.l.", "Responsabile Acquisti",
     None, "https://www.molino{l}.it", "", None),
    ("he_IL", "m", "Israel", "teff flour", "{l_lat} Bakeries Ltd.", "Procurement Manager",
     None, "https://www.{l}bakeries.co.il", "Met at Israfood Tel Aviv; bakes injera for Ethiopian-Israeli shops.", "IL"),
    # s2: berbere spice blend (3)
    ("en_GB", "f", "United Kingdom", "berbere spice blend", "{last} Spice Merchants Ltd", "Buyer",
     None, "https://www.{l}spice.co.uk", "", None),
    ("de_DE", "m", "Germany", "berbere spice blend", "Gewürzhaus {last} e.K.", "Inhaber",
     None, "https://www.gewuerzhaus-{l}.de", "Will eine Probe von 1 kg und das Analysezertifikat (Aflatoxin).", None),
    ("sv_SE", "m", "Sweden", "berbere spice blend", "{last} Kryddor AB", "Inköpare",
     None, "https://www.{l}kryddor.se", "", None),
    # s2: korarima (2)
    ("ar_SA", "m", "Saudi Arabia", "korarima", "مؤسسة {last} للبهارات", "مدير المشتريات",
     "purchasing@{dom}.sa", "https://www.{dom}.sa", "Met at Gulfood Dubai; needs halal certificate and SFDA registration.", None),
    ("hi_IN", "m", "India", "korarima", "{last} मसाले प्राइवेट लिमिटेड", "क्रय प्रबंधक",
     "purchase@{dom}.in", "https://www.{dom}.in", "", None),
    # s3: pewter tableware (3)
    ("ja_JP", "f", "Japan", "pewter tableware", "{last}洋食器株式会社", "バイヤー",
     "buyer@{dom}.co.jp", "https://www.{dom}.co.jp", "", None),
    ("en_AU", "m", "Australia", "pewter tableware", "{last} Homewares Pty Ltd", "Purchasing Manager",
     None, "https://www.{l}homewares.com.au", "Met at Ambiente Frankfurt; asked for lead-free test reports (AS/NZS 4020).", None),
    ("fr_CH", "f", "Switzerland", "pewter tableware", "{last} Arts de la Table SA", "Responsable des achats",
     None, "https://www.{l}-table.ch", "", None),
    # s3: kenaf fibre (3)
    ("zh_TW", "m", "Taiwan", "kenaf fibre", "{last}氏紡織股份有限公司", "採購經理",
     "purchase@{dom}.com.tw", "https://www.{dom}.com.tw", "Wants 2 x 40' containers a quarter; asked for fibre length and moisture specs.", None),
    ("th_TH", "f", "Thailand", "kenaf fibre", "บริษัท {last} ไฟเบอร์ จำกัด", "ผู้จัดการฝ่ายจัดซื้อ",
     "purchasing@{dom}.co.th", "https://www.{dom}.co.th", "", None),
    ("ko_KR", "m", "South Korea", "kenaf fibre", "{last}산업 주식회사", "자재팀 과장",
     "material@{dom}.co.kr", "https://www.{dom}.co.kr", "Uses kenaf for car door panels; met at JEC World Paris.", None),
    # s3: meranti sawn timber (2)
    ("nl_BE", "m", "Belgium", "meranti sawn timber", "Houthandel {last} NV", "Aankoper",
     None, "https://www.houthandel{l}.be", "Needs FSC or MTCS/PEFC certificate and EUDR due-diligence data.", None),
    ("it_IT", "f", "Italy", "meranti sawn timber", "{last} Legnami S.p.A.", "Responsabile Acquisti Legname",
     None, "https://www.{l}legnami.it", "", None),
    # s4: cacao nibs (3)
    ("fr_BE", "f", "Belgium", "cacao nibs", "Chocolaterie {last} SRL", "Responsable achats",
     None, "https://www.chocolaterie{l}.be", "Rencontrée au Salon du Chocolat Bruxelles; veut un échantillon de 2 kg.", None),
    ("es_ES", "m", "Spain", "cacao nibs", "{last} Obrador S.L.", "Jefe de Compras",
     None, "https://www.{l}obrador.es", "", None),
    ("zh_CN", "m", "China", "cacao nibs", "上海{last}氏食品有限公司", "采购总监",
     "purchase@{dom}.cn", "https://www.{dom}.cn", "Asked for CIF Shanghai price and cadmium test results.", None),
    # s4: bocadillo veleño (3)
    ("en_US", "f", "United States", "bocadillo veleño", "{first} {last} Latin Foods Inc.", "Purchasing Director",
     None, "https://www.{f}{l}latinfoods.com", "", None),
    ("es_ES", "f", "Spain", "bocadillo veleño", "Distribuciones {last} S.L.", "Responsable de Compras",
     None, "https://www.distribuciones{l}.es", "Met at Alimentaria Barcelona; sells to Latin American shops in Madrid.", None),
    ("fr_FR", "m", "France", "bocadillo veleño", "Épicerie {last} SAS", "Acheteur",
     None, "https://www.epicerie-{l}.fr", "", None),
    # s4: cacao butter (3)
    ("tr_TR", "m", "Turkey", "cacao butter", "{last} Kozmetik A.Ş.", "Satın Alma Müdürü",
     None, "https://www.{l}kozmetik.com.tr", "Uses cacao butter in lip balms; needs COSMOS or organic certificate.", None),
    ("fi_FI", "f", "Finland", "cacao butter", "{last} Suklaa Oy", "Ostopäällikkö",
     None, "https://www.{l}suklaa.fi", "", None),
    ("ru_RU", "m", "Russia", "cacao butter", "ООО «Кондитер-{last}»", "Руководитель отдела закупок",
     "snab@{dom}.ru", "https://www.{dom}.ru", "", None),
]

# Hand lists, drawn with the row's seeded generator: faker's ar_AE and he_IL in Latin are unfit.
HAND = {
    "AE": [("Khalid", "Al Mansoori"), ("Saeed", "Al Ketbi"), ("Rashid", "Al Shamsi"), ("Omar", "Al Nuaimi")],
    "IL": [("Yossi", "Mizrahi"), ("Avi", "Peretz"), ("Eitan", "Biton"), ("Moshe", "Dahan")],
}
# Hand-romanised mail domains of the native-script rows (by row number), and the Russian genitive.
DOM = {1: "tsellos-trofima", 4: "glick-food", 6: "produkty-zhukova", 7: "atsalaki", 11: "saito-shoji", 12: "yongshitea", 15: "kotea",
       22: "aldabbagh-spices", 23: "kadammasale", 24: "okada-yoshokki", 27: "linstextile", 28: "boonyapirom-fiber", 29: "kimindustry", 34: "lishifood",
       40: "konditer-kolesnikov"}
GEN = {}


def main() -> None:
    rows = []
    for n, (loc, g, country, cat, comp, title, mail, web, note, hand) in enumerate(ROWS, 1):
        fk = Faker(loc)
        fk.seed_instance(SEED + n)
        if hand:
            first, last = fk.random_element(HAND[hand])
        elif g == "f":
            first = fk.first_name_female()
            last = fk.last_name_female() if hasattr(fk, "last_name_female") else fk.last_name()
        else:
            first = fk.first_name_male()
            last = fk.last_name_male() if hasattr(fk, "last_name_male") else fk.last_name()
        cjk = loc in ("ja_JP", "zh_CN", "zh_TW", "ko_KR")
        name = f"{last}{first}" if cjk else f"{first} {last}"
        f, l = ascii_fold(first).lower(), ascii_fold(last).lower().replace(" ", "")
        fmt = dict(first=first, last=last, f=f, l=l, l_lat=last, dom=DOM.get(n, l), last_gen=GEN.get(n, last))
        company = comp.format(**fmt)
        company = company[0].upper() + company[1:]
        website = web.format(**fmt)
        domain = website.split("www.", 1)[1]
        email = mail.format(**fmt) if mail else f"{f}.{l}@{domain}"
        rows.append([f"P{n:03d}", company, name, title, email, country, cat, website, note])
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(COLUMNS)
        w.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


SENDERS = """\
[senders.s1]
company = "Rodopski Vkus EOOD"
name = "Desislava Kehayova"
title = "Export Manager"
email = "d.kehayova@rodopskivkus.bg"
phone = "+359 301 6 2417"
website = "https://www.rodopskivkus.bg"
country = "Bulgaria"
city = "Smolyan"
categories = ["sirene cheese", "lyutenitsa", "mountain tea"]

[senders.s2]
company = "Hawassa Tabor Agro-Processing PLC"
name = "Meron Alemayehu Bekele"
title = "Export Sales Manager"
email = "meron.alemayehu@hawassatabor.com.et"
phone = "+251 46 221 3390"
website = "https://www.hawassatabor.com.et"
country = "Ethiopia"
city = "Hawassa"
categories = ["teff flour", "berbere spice blend", "korarima"]

[senders.s3]
company = "Kinta Timah & Serat Sdn. Bhd."
name = "Tan Mei Ling"
title = "Pengurus Eksport"
email = "meiling.tan@kintatimah.com.my"
phone = "+60 5 241 7785"
website = "https://www.kintatimah.com.my"
country = "Malaysia"
city = "Ipoh"
categories = ["pewter tableware", "kenaf fibre", "meranti sawn timber"]

[senders.s4]
company = "Cacaos del Chicamocha S.A.S."
name = "Laura Camila Rueda Ardila"
title = "Jefe de Comercio Exterior"
email = "laura.rueda@cacaoschicamocha.com.co"
phone = "+57 607 634 5120"
website = "https://www.cacaoschicamocha.com.co"
country = "Colombia"
city = "Bucaramanga"
categories = ["cacao nibs", "bocadillo veleño", "cacao butter"]
"""

if __name__ == "__main__":
    main()
