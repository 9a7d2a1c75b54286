"""Writes buyers.csv (40 fictional buyers P001-P040) and senders.toml (s1-s4) of dev_fresh65.

Seeded faker: each row has its own instance seeded SEED + row number, so the output is
byte-reproducible (faker 40.63.0). Companies, titles, notes and mail domains are written per
market by hand around the drawn names; native-script rows write to a role mailbox on a
hand-romanised domain.

Run:  .venv/bin/python tests/data/dev_fresh65/make_buyers.py
"""
import csv
from pathlib import Path

from faker import Faker

SEED = 7305518
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

ASP, CAMU, LUC = "fresh green asparagus", "camu camu powder", "lúcuma powder"
SAK, HORSE, LING = "šakotis tree cakes", "grated horseradish", "lingonberry jam"
PHOS, STPP, CAMEL = "yellow phosphorus", "sodium tripolyphosphate", "camel wool"
MAKR, CHECH, POM = "makroudh pastries", "chechia caps", "olive pomace oil"

SAUDI_LATIN = [("Faisal", "Al-Harbi"), ("Turki", "Al-Otaibi"), ("Majed", "Al-Zahrani")]


def western(first, last):
    return f"{first} {last}"


def family_first(first, last):
    return f"{last}{first}"


# id, locale, gender, country, category, name style, company, title, email, website, note
# company/email/website are format strings over {first} {last} {fl} (ascii first) {ll} (ascii last)
ROWS = [
    ("de_DE", "f", "Germany", ASP, western, "{last} Frischdienst GmbH", "Leiterin Einkauf Obst & Gemüse",
     "annie.paertzelt@paertzelt-frischdienst.de", "www.paertzelt-frischdienst.de",
     "met at Fruit Logistica Berlin; wants green asparagus from November to January, when German asparagus is out of season; needs GLOBALG.A.P."),
    ("de_CH", "m", "Switzerland", ASP, western, "{last} Gemüse AG", "Einkaufsleiter",
     "l.suter@suter-gemuese.ch", "www.suter-gemuese.ch", ""),
    ("ja_JP", "m", "Japan", ASP, family_first, "{last}青果株式会社", "輸入部課長",
     "import@yamamoto-seika.co.jp", "www.yamamoto-seika.co.jp",
     "asked for an air-freight price CIF Narita in 5 kg cartons"),
    ("en_GB", "f", "United Kingdom", ASP, western, "{last} & Hale Fresh Produce Ltd", "Senior Buyer",
     "annette.smith@smithhale.co.uk", "www.smithhale.co.uk", ""),
    ("nl_NL", "m", "Netherlands", ASP, western, "{last} Versimport B.V.", "Inkoper groente",
     "samuel@jonkerversimport.nl", "www.jonkerversimport.nl",
     "prefers English; asked for samples of 16/20 mm spears"),
    ("en_US", "f", "United States", CAMU, western, "{last} Botanical Ingredients LLC", "Purchasing Manager",
     "pam.diaz@diazbotanicals.com", "www.diazbotanicals.com",
     "met at Natural Products Expo West in Anaheim; needs USDA Organic and a certificate of analysis with the vitamin C content"),
    ("ko_KR", "f", "South Korea", CAMU, family_first, "주식회사 초록생활", "구매팀 대리",
     "purchase@choroksaenghwal.co.kr", "www.choroksaenghwal.co.kr", ""),
    ("en_AU", "m", "Australia", CAMU, western, "{last} Superfoods Pty Ltd", "Procurement Manager",
     "casey@silvasuperfoods.com.au", "www.silvasuperfoods.com.au",
     "asked for a quote for 500 kg CIF Sydney"),
    ("fr_FR", "f", "France", CAMU, western, "{last} Nature SAS", "Responsable achats matières premières",
     "p.guillot@guillot-nature.fr", "www.guillot-nature.fr",
     "rencontrée au salon Natexpo à Paris ; veut du bio UE"),
    ("zh_TW", "m", "Taiwan", CAMU, family_first, "{last}氏健康食品股份有限公司", "採購經理",
     "purchasing@ho-health.com.tw", "www.ho-health.com.tw", ""),
    ("es_ES", "m", "Spain", LUC, western, "{last} Ingredientes S.L.", "Jefe de Compras",
     "santos.calatayud@calatayudingredientes.es", "www.calatayudingredientes.es", ""),
    ("en_CA", "f", "Canada", LUC, western, "{last} Pantry Foods Inc.", "Category Buyer",
     "shelby.taylor@taylorpantry.ca", "www.taylorpantry.ca", ""),
    ("he_IL", "f", "Israel", LUC, western, "{last} מזון בריאות בע\"מ", "מנהלת רכש",
     "purchasing@levi-health.co.il", "www.levi-health.co.il",
     "needs kosher certification"),
    ("zh_CN", "m", "China", LUC, family_first, "广州{last}氏食品有限公司", "采购经理",
     "purchase@wangshifood.cn", "www.wangshifood.cn", ""),
    ("it_IT", "f", "Italy", LUC, western, "{last} Gelati S.r.l.", "Responsabile Acquisti",
     "aurora.antonelli@antonelligelati.it", "www.antonelligelati.it",
     "met at SIGEP Rimini; wants lúcuma for gelato"),
    ("pl_PL", "m", "Poland", SAK, western, "{last} Delikatesy Sp. z o.o.", "Kierownik działu zakupów",
     "m.stawowczyk@stawowczyk.pl", "www.stawowczyk.pl", ""),
    ("en_GB", "m", "United Kingdom", SAK, western, "{last}'s Baltic Deli Ltd", "Buying Manager",
     "phillip@dyersbalticdeli.co.uk", "www.dyersbalticdeli.co.uk",
     "met at IFE London; wants 1 kg šakotis for Lithuanian shops in Peterborough and Boston"),
    ("en_CA", "m", "Canada", SAK, western, "{last} Bakery Imports Inc.", "Import Manager",
     "scott.roy@roybakeryimports.ca", "www.roybakeryimports.ca", ""),
    ("de_DE", "m", "Germany", HORSE, western, "{last} Feinkost GmbH", "Einkäufer",
     "a.kostolzin@kostolzin-feinkost.de", "www.kostolzin-feinkost.de",
     "Preisliste angefragt; möchte Meerrettich in 200-g-Gläsern"),
    ("uk_UA", "f", "Ukraine", HORSE, western, "ТОВ «Бандура Продукт»", "Менеджерка з закупівель",
     "zakupivli@bandura-product.com.ua", "www.bandura-product.com.ua", ""),
    ("ru_RU", "m", "Russia", HORSE, western, "ООО «Торговый дом Горшкова»", "Начальник отдела закупок",
     "zakupki@td-gorshkov.ru", "www.td-gorshkov.ru", ""),
    ("ja_JP", "f", "Japan", LING, family_first, "{last}商事株式会社", "購買担当",
     "info@yamada-shoji.co.jp", "www.yamada-shoji.co.jp",
     "met at FOODEX Japan in Tokyo; needs Japanese labels"),
    ("en_US", "m", "United States", LING, western, "{last} Nordic Pantry LLC", "Owner",
     "glenn@ballardnordicpantry.com", "www.ballardnordicpantry.com", ""),
    ("nl_NL", "f", "Netherlands", LING, western, "{last} Delicatessen B.V.", "Inkoopster",
     "sam.mudden@muddendelicatessen.nl", "www.muddendelicatessen.nl",
     "asked for a quote for 2 pallets of 400 g jars DAP Rotterdam"),
    ("en_IN", "m", "India", PHOS, western, "{last} Agrochem Pvt Ltd", "Senior Manager - Procurement",
     "jackson.borah@borahagrochem.in", "www.borahagrochem.in",
     "asked for the MSDS; makes phosphorus trichloride"),
    ("zh_CN", "f", "China", PHOS, family_first, "江苏{last}氏化工有限公司", "采购主管",
     "caigou@chengshi-chem.cn", "www.chengshi-chem.cn", ""),
    ("ko_KR", "m", "South Korea", PHOS, family_first, "서해화학 주식회사", "구매부장",
     "purchasing@seohaechem.co.kr", "www.seohaechem.co.kr", ""),
    ("tr_TR", "m", "Turkey", STPP, western, "{last} Deterjan Sanayi A.Ş.", "Satın Alma Müdürü",
     "atnan.durmus@durmusdeterjan.com.tr", "www.durmusdeterjan.com.tr",
     "asked for technical grade, 94% min., in 25 kg bags"),
    ("ar_AA", "m", "Egypt", STPP, western, "شركة {last} للمنظفات", "مدير المشتريات",
     "info@shamran-detergents.com.eg", "www.shamran-detergents.com.eg", ""),
    ("vi_VN", "f", "Vietnam", STPP, None, "Công ty TNHH Thủy sản Hồng Phát", "Trưởng phòng Mua hàng",
     "hong.nguyen@hongphatseafood.vn", "www.hongphatseafood.vn",
     "needs food grade for shrimp processing; asked for a certificate of analysis"),
    ("it_IT", "m", "Italy", CAMEL, western, "Lanificio {last} S.p.A.", "Responsabile materie prime",
     "a.salvemini@lanificiosalvemini.it", "www.lanificiosalvemini.it",
     "met at Milano Unica; wants dehaired baby camel, 17-18 micron"),
    ("pl_PL", "f", "Poland", CAMEL, western, "{last} Tekstylia Sp.j.", "Specjalistka ds. zakupów",
     "marianna.piskor@piskortekstylia.pl", "www.piskortekstylia.pl", ""),
    ("fr_FR", "m", "France", MAKR, western, "{last} Saveurs d'Orient SAS", "Acheteur épicerie sucrée",
     "philippe.pottier@pottier-saveurs.fr", "www.pottier-saveurs.fr",
     "wants makroudh for Ramadan; asked for a price list"),
    ("ar_SA", "m", "Saudi Arabia", MAKR, western, "مؤسسة {last} للحلويات", "مدير المشتريات",
     "purchasing@alali-sweets.com.sa", "www.alali-sweets.com.sa", ""),
    ("da_DK", "f", "Denmark", MAKR, western, "{last} Import ApS", "Indkøber",
     "yrsa@damimport.dk", "www.damimport.dk", ""),
    ("el_GR", "m", "Greece", CHECH, western, "{last} Παραδοσιακές Ενδυμασίες Ο.Ε.", "Υπεύθυνος Αγορών",
     "info@tzevelekos-endymasies.gr", "www.tzevelekos-endymasies.gr",
     "για χορευτικούς συλλόγους· ζήτησε κόκκινα σκουφιά, μεγέθη 56-60"),
    ("ar_SA", "m", "Saudi Arabia", CHECH, "saudi_latin", "{last} Heritage Trading Est.", "Procurement Manager",
     "{fl}@{ll}heritage.com.sa", "www.{ll}heritage.com.sa", ""),
    ("es_ES", "f", "Spain", CHECH, western, "{last} Vestuario Escénico S.L.", "Responsable de Compras",
     "felipa@larranagavestuario.es", "www.larranagavestuario.es",
     "asked for 50 caps for a zarzuela production, sizes 56-58"),
    ("ru_RU", "f", "Russia", POM, western, "ООО «Оливковый двор»", "Менеджер по закупкам",
     "zakupki@olivkovy-dvor.ru", "www.olivkovy-dvor.ru",
     "met at Prodexpo Moscow; wants 24-tonne flexitanks"),
    ("en_IN", "f", "India", POM, western, "{last} Edible Oils Pvt Ltd", "Purchase Head",
     "pahal.das@dasedibleoils.in", "www.dasedibleoils.in", ""),
]


def row(n, spec):
    loc, g, country, cat, style, company, title, email, web, note = spec
    f = Faker(loc)
    f.seed_instance(SEED + n)
    first = f.first_name_female() if g == "f" else f.first_name_male()
    if g == "f" and hasattr(f, "last_name_female"):
        last = f.last_name_female()
    elif hasattr(f, "last_name_male"):
        last = f.last_name_male()
    else:
        last = f.last_name()
    if style == "saudi_latin":
        first, last = f.random_element(SAUDI_LATIN)
        name = f"{first} {last}"
    elif style is None:  # Vietnamese: family name, middle name, given name
        name = f"{last} Thị {first}"
    else:
        name = style(first, last)
    ll = last.lower().replace("-", "")
    fmt = dict(first=first, last=last, fl=first.lower(), ll=ll)
    return {"buyer_id": f"P{n:03d}", "company": company.format(**fmt), "contact_name": name,
            "contact_title": title, "email": email.format(**fmt), "country": country,
            "product_category": cat, "website": web.format(**fmt), "notes": note}


SENDERS = '''# The four exporters of dev_fresh65 (fictional). Each e-mail comes from the one that sells
# the buyer's category.

[senders.s1]
company = "Valle Moche Agroexport S.A.C."
name = "Lucía Castañeda Rojas"
title = "Jefa de Exportaciones"
phone = "+51 44 287 613"
email = "lcastaneda@vallemoche.com.pe"
website = "https://www.vallemoche.com.pe"
country = "Peru"
city = "Trujillo"
categories = ["fresh green asparagus", "camu camu powder", "lúcuma powder"]

[senders.s2]
company = "UAB „Nevėžio skanėstai“"
name = "Rūta Jankauskienė"
title = "Eksporto vadybininkė"
phone = "+370 45 512 348"
email = "ruta.jankauskiene@nevezio-skanestai.lt"
website = "https://nevezio-skanestai.lt"
country = "Lithuania"
city = "Panevėžys"
categories = ["šakotis tree cakes", "grated horseradish", "lingonberry jam"]

[senders.s3]
company = "Qaratau Fosfor Trade LLP"
name = "Aruzhan Beisenova"
title = "Директор по экспорту"
phone = "+7 7262 45 18 09"
email = "a.beisenova@qaratau-fosfor.kz"
website = "https://qaratau-fosfor.kz"
country = "Kazakhstan"
city = "Taraz"
categories = ["yellow phosphorus", "sodium tripolyphosphate", "camel wool"]

[senders.s4]
company = "Aghlabides Saveurs & Traditions SARL"
name = "Sarra Trabelsi"
title = "Responsable Export"
phone = "+216 77 234 561"
email = "s.trabelsi@aghlabides-st.com.tn"
website = "https://www.aghlabides-st.com.tn"
country = "Tunisia"
city = "Kairouan"
categories = ["makroudh pastries", "chechia caps", "olive pomace oil"]
'''


def main():
    rows = [row(n, spec) for n, spec in enumerate(ROWS, 1)]
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")
    print(f"{len(rows)} buyers, 4 senders")


if __name__ == "__main__":
    main()
