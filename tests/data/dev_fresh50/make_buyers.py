"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml for the fiftieth fresh set.

Seeded faker: row N draws its contact from its own Faker instance seeded 3381726 + N (the gender
first, then a given and a family name in the row's locale); two rows whose faker locale gives no
usable names (Kazakhstan: faker has no kk_KZ; UAE: faker's ar_AE gives US names) draw from short
hand lists with the same seeded generator. Companies, titles, notes and mailboxes are written per
row by hand around the drawn names. Byte-reproducible:

    .venv/bin/python tests/data/dev_fresh50/make_buyers.py
"""
import csv
import re
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 3381726
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

CHAR, EIDER, CHEWS = "Arctic char fillets", "eiderdown duvets", "fish skin dog chews"
GERANIUM, PRICKLY, TAGINE = "rose geranium oil", "prickly pear seed oil", "earthenware tagines"
SUZANI, PCHAK, BARBERRY = "suzani embroideries", "pchak knives", "dried barberries"
ALLSPICE, CHICLE, HUIPIL = "allspice berries", "chicle gum base", "huipil textiles"

HAND = {
    # locale: (given names, family names) for the rows faker cannot name
    "kk_KZ": (["Динара", "Жанар", "Гүлнар", "Мадина", "Салтанат", "Әсем"],
              ["Омарова", "Жұмабаева", "Тұрсынбаева", "Ахметова", "Сәрсенбаева", "Ермекова"]),
    "ar_AE": (["Saeed", "Khalid", "Rashid", "Hamdan", "Obaid", "Sultan"],
              ["Al Ketbi", "Al Mazrouei", "Al Shamsi", "Al Nuaimi", "Al Suwaidi", "Al Falasi"]),
}

# name: how the contact is written ({fn} given, {ln} family). Every other field may use both.
ROWS = [
    # --- s1 (Iceland): Arctic char fillets -----------------------------------------------
    dict(loc="en_US", country="United States", cat=CHAR, name="{fn} {ln}",
         company="{ln} Family Seafood, LLC", title="Seafood Category Manager",
         email="danielle.green@greenfamilyseafood.com", web="greenfamilyseafood.com",
         notes="Met at Seafood Expo North America in Boston (March). Asked whether the char is "
               "ASC certified and for a price per lb, skin-on, trim D."),
    dict(loc="ja_JP", country="Japan", cat=CHAR, name="{ln} {fn}",
         company="株式会社{ln}水産", title="輸入部 課長",
         email="yunyu@kato-suisan.co.jp", web="kato-suisan.co.jp",
         notes="FOODEX JAPAN 2025で名刺交換。刺身用グレードの規格書を希望。"),
    dict(loc="fr_FR", country="France", cat=CHAR, name="{fn} {ln}",
         company="Marée {ln} SAS", title="Acheteuse produits de la mer",
         email="a.ollivier@maree-ollivier.fr", web="maree-ollivier.fr", notes=""),
    dict(loc="de_CH", country="Switzerland", cat=CHAR, name="{fn} {ln}",
         company="{ln} Fischhandel AG", title="Einkaufsleiterin",
         email="v.hafner@hafner-fisch.ch", web="hafner-fisch.ch",
         notes="Wünscht ein Muster (10 kg TK-Filets) und das Veterinärzeugnis für die Einfuhr "
               "in die Schweiz."),
    dict(loc="zh_TW", country="Taiwan", cat=CHAR, name="{ln}{fn}",
         company="{ln}記海產股份有限公司", title="採購經理",
         email="purchasing@huangji-seafood.com.tw", web="huangji-seafood.com.tw", notes=""),
    # --- s1: eiderdown duvets ---------------------------------------------------------------
    dict(loc="ko_KR", country="South Korea", cat=EIDER, name="{ln}{fn}",
         company="주식회사 한결침구", title="상품기획팀장",
         email="buying@hangyeol-bedding.co.kr", web="hangyeol-bedding.co.kr",
         notes="Visited our booth at Heimtextil Frankfurt. Wants fill power and down cluster "
               "data; sells through department stores (Hyundai, Shinsegae)."),
    dict(loc="fr_CH", country="Switzerland", cat=EIDER, name="{fn} {ln}",
         company="Literie {ln} SA", title="Responsable des achats",
         email="v.diesbach@literie-diesbach.ch", web="literie-diesbach.ch", notes=""),
    dict(loc="it_IT", country="Italy", cat=EIDER, name="{fn} {ln}",
         company="{ln} Biancheria S.r.l.", title="Responsabile acquisti",
         email="e.cociarelli@cociarellibiancheria.it", web="cociarellibiancheria.it",
         notes="Met at HOMI Milano in September. Asked for prices of 155x200 and 200x200 duvets "
               "and for the down test certificate."),
    dict(loc="zh_CN", country="China", cat=EIDER, name="{ln}{fn}",
         company="杭州{ln}氏家纺有限公司", title="采购总监",
         email="caigou@hushi-jiafang.com", web="hushi-jiafang.com", notes=""),
    dict(loc="en_GB", country="United Kingdom", cat=EIDER, name="{fn} {ln}",
         company="{ln} & Lockhart Ltd", title="Head of Buying",
         email="andrew.grant@grantlockhart.co.uk", web="grantlockhart.co.uk",
         notes="Supplies boutique hotels in the Highlands. Asked for traceability from nest to "
               "duvet and the Icelandic down inspection certificate."),
    # --- s1: fish skin dog chews --------------------------------------------------------------
    dict(loc="nl_NL", country="Netherlands", cat=CHEWS, name="{fn} {ln}",
         company="Van Gelder Dierenvoeding B.V.", title="Inkoper hondensnacks",
         email="t.vangelder@vangelder-dierenvoeding.nl", web="vangelder-dierenvoeding.nl",
         notes="Met at Interzoo Nuremberg. Needs the EU health certificate for pet chews and "
               "private-label bags of 100 g."),
    dict(loc="de_DE", country="Germany", cat=CHEWS, name="{fn} {ln}",
         company="{ln} Heimtierbedarf GmbH", title="Einkaufsleiter",
         email="b.zahn@zahn-heimtierbedarf.de", web="zahn-heimtierbedarf.de", notes=""),
    dict(loc="en_AU", country="Australia", cat=CHEWS, name="{fn} {ln}",
         company="{ln} Pet Supplies Pty Ltd", title="Purchasing Manager",
         email="katherine@randolphpet.com.au", web="randolphpet.com.au",
         notes="Needs the DAFF import permit conditions for fish-based pet treats before any "
               "order. Asked for a sample."),
    dict(loc="pl_PL", country="Poland", cat=CHEWS, name="{fn} {ln}",
         company="{ln} Zoo Sp. z o.o.", title="Specjalistka ds. zakupów",
         email="s.oglaza@oglaza-zoo.pl", web="oglaza-zoo.pl", notes=""),
    dict(loc="en_CA", country="Canada", cat=CHEWS, name="{fn} {ln}",
         company="{ln} Pet Distributors Inc.", title="Buyer, Treats & Chews",
         email="khunt@huntpetdistributors.ca", web="huntpetdistributors.ca", notes=""),
    # --- s2 (Tunisia): rose geranium oil ---------------------------------------------------
    dict(loc="fr_FR", country="France", cat=GERANIUM, name="{fn} {ln}",
         company="{ln} Arômes et Parfums SARL", title="Acheteuse matières premières naturelles",
         email="s.remy@remy-aromes.fr", web="remy-aromes.fr",
         notes="Rencontrée au salon SIMPPAR à Paris ; demande un échantillon de 50 ml et la "
               "fiche IFRA."),
    dict(loc="hi_IN", country="India", cat=GERANIUM, name="{fn} {ln}",
         company="{ln} एरोमैटिक्स प्राइवेट लिमिटेड", title="क्रय प्रमुख",
         email="purchase@ranganaromatics.in", web="ranganaromatics.in", notes=""),
    dict(loc="ru_RU", country="Russia", cat=GERANIUM, name="{fn} {ln}",
         company="ООО «{ln} Ароматикс»", title="Менеджер по закупкам",
         email="zakupki@kulagin-aromatics.ru", web="kulagin-aromatics.ru", notes=""),
    # --- s2: prickly pear seed oil ---------------------------------------------------------
    dict(loc="ko_KR", country="South Korea", cat=PRICKLY, name="{ln}{fn}",
         company="주식회사 {fn}코스메틱", title="구매팀 과장",
         email="purchase@sungjincos.co.kr", web="sungjincos.co.kr",
         notes="Met at in-cosmetics Korea in Seoul. Needs the COSMOS organic certificate and a "
               "1 kg sample."),
    dict(loc="el_GR", country="Greece", cat=PRICKLY, name="{fn} {ln}",
         company="{ln} Φυσικά Καλλυντικά Ι.Κ.Ε.", title="Υπεύθυνος Αγορών",
         email="agores@vitsaxis-cosmetics.gr", web="vitsaxis-cosmetics.gr", notes=""),
    dict(loc="de_DE", country="Germany", cat=PRICKLY, name="{fn} {ln}",
         company="{ln} Naturkosmetik GmbH", title="Einkäuferin Rohstoffe",
         email="i.hering@hering-naturkosmetik.de", web="hering-naturkosmetik.de",
         notes="Met at VIVANESS in Nuremberg. Wants EU organic oil only; minimum order 5 kg."),
    # --- s2: earthenware tagines -----------------------------------------------------------
    dict(loc="nl_BE", country="Belgium", cat=TAGINE, name="{fn} {ln}",
         company="{ln} Huis & Keuken BV", title="Aankoper",
         email="frank@devos-huisenkeuken.be", web="devos-huisenkeuken.be", notes=""),
    dict(loc="en_CA", country="Canada", cat=TAGINE, name="{fn} {ln}",
         company="{ln} Kitchen Imports Inc.", title="Category Buyer, Cookware",
         email="julie.johnson@johnsonkitchen.ca", web="johnsonkitchen.ca", notes=""),
    # --- s3 (Uzbekistan): suzani embroideries ------------------------------------------------
    dict(loc="tr_TR", country="Turkey", cat=SUZANI, name="{fn} {ln}",
         company="{ln} Ev Tekstili Ltd. Şti.", title="Satın Alma Müdürü",
         email="gulsa.soylu@soyluevtekstili.com.tr", web="soyluevtekstili.com.tr", notes=""),
    dict(loc="en_US", country="United States", cat=SUZANI, name="{fn} {ln}",
         company="{ln} & Finch Interiors, Inc.", title="Senior Buyer, Textiles",
         email="pwalters@waltersfinch.com", web="waltersfinch.com",
         notes="Met at NY NOW in August. Wants hand-embroidered silk suzanis about 2 x 3 m and a "
               "photo of each piece before ordering."),
    dict(loc="nl_NL", country="Netherlands", cat=SUZANI, name="{fn} {ln}",
         company="{ln} Interieur & Textiel B.V.", title="Inkoper woontextiel",
         email="ivan@pasmaninterieur.nl", web="pasmaninterieur.nl", notes=""),
    # --- s3: pchak knives -----------------------------------------------------------------------
    dict(loc="ru_RU", country="Russia", cat=PCHAK, name="{fn} {ln}",
         company="ООО «Торговый дом {ln}»", title="Руководитель отдела закупок",
         email="zakupki@td-grishina.ru", web="td-grishina.ru",
         notes="Met at the Klinok knife show in Moscow. Needs a certificate that the pchaks are "
               "household knives, not cold weapons."),
    dict(loc="kk_KZ", country="Kazakhstan", cat=PCHAK, name="{fn} {ln}",
         company="ТОО «Сайрам Сауда»", title="Менеджер по закупу",
         email="info@sairam-sauda.kz", web="sairam-sauda.kz", notes=""),
    dict(loc="de_DE", country="Germany", cat=PCHAK, name="{fn} {ln}",
         company="Messerhaus {ln} e.K.", title="Inhaber",
         email="r.zirme@messerhaus-zirme.de", web="messerhaus-zirme.de",
         notes="Met at Ambiente Frankfurt in February. Prefers German."),
    # --- s3: dried barberries ------------------------------------------------------------------
    dict(loc="ar_AE", country="United Arab Emirates", cat=BARBERRY, name="{fn} {ln}",
         company="{ln} Foodstuff Trading L.L.C.", title="Purchase Manager",
         email="purchase@{slug}foodstuff.ae", web="{slug}foodstuff.ae",
         notes="Supplies Iranian and Afghan restaurants in Dubai. Needs a certificate of origin "
               "and a phytosanitary certificate; 10 kg cartons."),
    dict(loc="en_GB", country="United Kingdom", cat=BARBERRY, name="{fn} {ln}",
         company="{ln} Wholefoods Ltd", title="Buyer",
         email="judith@joneswholefoods.co.uk", web="joneswholefoods.co.uk", notes=""),
    dict(loc="ka_GE", country="Georgia", cat=BARBERRY, name="{fn} {ln}",
         company="შპს „{ln} ფუდი“", title="შესყიდვების მენეჯერი",
         email="info@jibladze-food.ge", web="jibladze-food.ge", notes=""),
    # --- s4 (Guatemala): allspice berries ------------------------------------------------------
    dict(loc="ar_SA", country="Saudi Arabia", cat=ALLSPICE, name="{fn} {ln}",
         company="مؤسسة {ln} للبهارات", title="مسؤول المشتريات",
         email="purchasing@alayed-spices.com.sa", web="alayed-spices.com.sa", notes=""),
    dict(loc="he_IL", country="Israel", cat=ALLSPICE, name="{fn} {ln}",
         company="{ln} תבלינים בע\"מ", title="מנהל רכש",
         email="rechesh@gross-spices.co.il", web="gross-spices.co.il",
         notes="Met at SIAL Paris in October. Buys whole allspice in 25 kg bags; asked for "
               "moisture and ASTA cleanliness data and a kosher certificate."),
    dict(loc="pl_PL", country="Poland", cat=ALLSPICE, name="{fn} {ln}",
         company="{ln} Przyprawy Sp.j.", title="Kierowniczka zakupów",
         email="k.rurarz@rurarz-przyprawy.pl", web="rurarz-przyprawy.pl", notes=""),
    # --- s4: chicle gum base -------------------------------------------------------------------
    dict(loc="ja_JP", country="Japan", cat=CHICLE, name="{ln} {fn}",
         company="Yoshida Seika Co., Ltd.", title="General Manager, Procurement",
         email="m.yoshida@yoshida-seika.co.jp", web="yoshida-seika.co.jp",
         notes="Met at ISM Cologne. Developing a natural chewing gum line; needs chicle without "
               "synthetic polymers and asked about FSSC 22000."),
    dict(loc="it_IT", country="Italy", cat=CHICLE, name="{fn} {ln}",
         company="Dolciaria {ln} S.p.A.", title="Responsabile Acquisti Materie Prime",
         email="l.iannucci@dolciariaiannucci.it", web="dolciariaiannucci.it", notes=""),
    dict(loc="th_TH", country="Thailand", cat=CHICLE, name="{fn} {ln}",
         company="บริษัท {ln} ฟู้ดส์ จำกัด", title="หัวหน้าฝ่ายจัดซื้อ",
         email="purchasing@attanath-foods.co.th", web="attanath-foods.co.th", notes=""),
    # --- s4: huipil textiles -------------------------------------------------------------------
    dict(loc="es_ES", country="Spain", cat=HUIPIL, name="{fn} {ln}",
         company="{ln} Artesanía Textil S.L.", title="Responsable de Compras",
         email="inocencio@carrascotextil.es", web="carrascotextil.es",
         notes="Met at Intergift Madrid. Runs a fair-trade shop and wants to know which "
               "villages the huipiles come from."),
    dict(loc="fr_CA", country="Canada", cat=HUIPIL, name="{fn} {ln}",
         company="Les Importations {ln} inc.", title="Acheteur",
         email="zjean@importationsjean.ca", web="importationsjean.ca", notes=""),
]

SENDERS = """\
# The four exporters of the fiftieth fresh set. `categories` and `city` are this set's own keys;
# the rest is a sales-dlm sender profile.

[senders.s1]
company = "Skjálfandi Æður og Bleikja hf."
name = "Þórdís Björk Hallgrímsdóttir"
title = "Útflutningsstjóri"
email = "thordis@skjalfandi.is"
phone = "+354 464 2190"
website = "https://www.skjalfandi.is"
country = "Iceland"
city = "Húsavík"
categories = ["Arctic char fillets", "eiderdown duvets", "fish skin dog chews"]

[senders.s2]
company = "Terre et Essences du Cap Bon SARL"
name = "Rim Chaabane Ben Romdhane"
title = "Chargée des exportations"
email = "r.chaabane@terre-essences.com.tn"
phone = "+216 72 285 407"
website = "https://www.terre-essences.com.tn"
country = "Tunisia"
city = "Nabeul"
categories = ["rose geranium oil", "prickly pear seed oil", "earthenware tagines"]

[senders.s3]
company = "Zarafshon Hunar Savdo MChJ"
name = "Jasurbek Abdurahmonov"
title = "Eksport bo'limi boshlig'i"
email = "j.abdurahmonov@zarafshonhunar.uz"
phone = "+998 66 233 41 75"
website = "https://www.zarafshonhunar.uz"
country = "Uzbekistan"
city = "Samarkand"
categories = ["suzani embroideries", "pchak knives", "dried barberries"]

[senders.s4]
company = "Agroartesanías de la Verapaz, S.A."
name = "Marta Elena Caal Choc"
title = "Gerente de Comercio Exterior"
email = "mcaal@verapazexport.com.gt"
phone = "+502 7951 2846"
website = "https://www.verapazexport.com.gt"
country = "Guatemala"
city = "Cobán"
categories = ["allspice berries", "chicle gum base", "huipil textiles"]
"""


def slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]", "", plain.lower())


def draw(n: int, loc: str) -> tuple[str, str]:
    """The row's contact: gender first, then given and family name, from its own seeded faker."""
    fk = Faker("en_US" if loc in HAND else loc)
    fk.seed_instance(SEED + n)
    gender = fk.random.choice("FM")
    if loc in HAND:
        given, family = HAND[loc]
        return fk.random_element(given), fk.random_element(family)
    fn = fk.first_name_female() if gender == "F" else fk.first_name_male()
    family = "last_name_female" if gender == "F" else "last_name_male"
    ln = getattr(fk, family)() if hasattr(fk, family) else fk.last_name()
    return fn, ln


def main() -> None:
    out = []
    for n, row in enumerate(ROWS, 1):
        fn, ln = draw(n, row["loc"])
        f = dict(fn=fn, ln=ln, slug=slug(ln))
        out.append([f"P{n:03d}", row["company"].format(**f), row["name"].format(**f),
                    row["title"], row["email"].format(**f), row["country"], row["cat"],
                    "https://www." + row["web"].format(**f), row["notes"]])
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.writer(fh, lineterminator="\n")
        wr.writerow(COLUMNS)
        wr.writerows(out)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
