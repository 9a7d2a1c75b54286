"""Write buyers.csv (40 fictional buyers) and senders.toml (4 exporters) of dev_fresh53.

Seeded faker: row n (1-40) gets its own Faker instance seeded SEED + n, which draws the contact's
given and family name in the row's locale; companies, titles, notes and mail domains are written
per market by hand around the drawn family name. Byte-reproducible with faker 40.63.0:

    .venv/bin/python tests/data/dev_fresh53/make_buyers.py
"""
import csv
import io
from pathlib import Path

from faker import Faker

SEED = 7519284
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

CHEESE, IMQARET, BIGILLA = "Gozo cheeselets", "imqaret date pastries", "bigilla bean dip"
LNG, PX, JET = "liquefied natural gas", "paraxylene", "jet fuel"
WINE, DIVIN, GSO = "Fetească Neagră wine", "divin", "grape seed oil"
BABACO, GUAYUSA, SHOES = "frozen babaco pulp", "guayusa tea", "leather safety shoes"

# (locale, gender, country, category, company, title, email, website, note, order)
# {f} / {l} = drawn given / family name; {L} = hand-written form of the family name inside the
# company (genitive, romanised ...), given in `forms` below. order "fl" (given family, spaced),
# "lf" (family given, no space: CJK), "lf_" (family given, spaced).
ROWS = [
    ("en_GB", "f", "United Kingdom", CHEESE, "Smart's Fine Cheese Ltd", "Cheese Buyer",
     "diane.smart@smartsfinecheese.co.uk", "https://www.smartsfinecheese.co.uk",
     "Met at IFE London (March); wants peppered cheeselets for the deli counter, asked for a price list", "fl"),
    ("en_AU", "m", "Australia", CHEESE, "Wiley Continental Foods Pty Ltd", "Purchasing Manager",
     "david.wiley@wileycontinental.com.au", "https://www.wileycontinental.com.au",
     "Customers: Maltese-Australian bakeries and delis in Sydney's west; asked for samples, needs the import permit papers", "fl"),
    ("it_IT", "m", "Italy", CHEESE, "Ramazzotti Formaggi S.r.l.", "Responsabile Acquisti",
     "pasqual.ramazzotti@ramazzottiformaggi.it", "https://www.ramazzottiformaggi.it", "", "fl"),
    ("el_GR", "f", "Greece", CHEESE, "Τ. Παπαστεργίου & ΣΙΑ Ε.Ε.", "Υπεύθυνη Προμηθειών",
     "promithies@papastergiou-tyrokomika.gr", "https://www.papastergiou-tyrokomika.gr",
     "Γνωριστήκαμε στη Food Expo Αθήνα· ζήτησε δείγματα σε άλμη", "fl"),
    ("de_DE", "m", "Germany", CHEESE, "Gertz Feinkost GmbH", "Einkaufsleiter",
     "rupert.gertz@gertz-feinkost.de", "https://www.gertz-feinkost.de", "", "fl"),
    ("en_CA", "f", "Canada", IMQARET, "Hernandez Specialty Bakery Supply Inc.", "Category Manager, Frozen Bakery",
     "melissa.hernandez@hernandezbakerysupply.ca", "https://www.hernandezbakerysupply.ca",
     "Met at SIAL Canada Montréal; asked for a quote for 2 pallets, frozen", "fl"),
    ("ar_SA", "m", "Saudi Arabia", IMQARET, "شركة الحنبولي للأغذية المحدودة", "مدير المشتريات",
     "purchasing@hanbouli-foods.com.sa", "https://www.hanbouli-foods.com.sa",
     "Halal certificate from a GCC-accredited body required; met at Gulfood Dubai", "fl"),
    ("fr_FR", "f", "France", IMQARET, "Maison Potier SAS", "Responsable des achats",
     "paulette.potier@maisonpotier.fr", "https://www.maisonpotier.fr", "", "fl"),
    ("nl_NL", "m", "Netherlands", IMQARET, "Koning Bakkerij Groothandel B.V.", "Inkoper",
     "mart.koning@koningbakkerij.nl", "https://www.koningbakkerij.nl", "", "fl"),
    ("ja_JP", "m", "Japan", IMQARET, "加藤食品株式会社", "仕入課長",
     "shiire@kato-shokuhin.co.jp", "https://www.kato-shokuhin.co.jp", "", "lf"),
    ("en_US", "f", "United States", BIGILLA, "Wallace Mediterranean Foods LLC", "Senior Buyer",
     "hannah.wallace@wallacemed.com", "https://www.wallacemed.com",
     "Met at the Summer Fancy Food Show, New York; needs our FDA food facility registration number", "fl"),
    ("sv_SE", "m", "Sweden", BIGILLA, "Svenssons Delikatesser AB", "Inköpschef",
     "bjorn.svensson@svenssonsdelikatesser.se", "https://www.svenssonsdelikatesser.se", "", "fl"),
    ("he_IL", "f", "Israel", BIGILLA, 'סאלם מזון בע"מ', "מנהלת רכש",
     "purchasing@salem-food.co.il", "https://www.salem-food.co.il",
     "Kosher certificate required (OU or Badatz); prefers English", "fl"),
    ("pl_PL", "f", "Poland", BIGILLA, "Basaj Delikatesy Sp. z o.o.", "Kierowniczka działu zakupów",
     "m.basaj@basajdelikatesy.pl", "https://www.basajdelikatesy.pl", "", "fl"),
    ("ru_RU", "m", "Russia", BIGILLA, "ООО «Торговый дом Одинцова»", "Менеджер по закупкам",
     "zakupki@td-odintsov.ru", "https://www.td-odintsov.ru", "", "fl"),
    ("ja_JP", "m", "Japan", LNG, "阿部エネルギー株式会社", "燃料調達部長",
     "fuel@abe-energy.co.jp", "https://www.abe-energy.co.jp",
     "Met at Gastech Milan; interested in mid-term DES cargoes to Sodegaura", "lf"),
    ("ko_KR", "f", "South Korea", LNG, "주식회사 동해가스", "연료구매팀장",
     "fuel@donghaegas.co.kr", "https://www.donghaegas.co.kr", "", "lf"),
    ("zh_CN", "m", "China", LNG, "江苏任氏能源有限公司", "采购经理",
     "caigou@ren-energy.com.cn", "https://www.ren-energy.com.cn",
     "Asked for a spot DES quote for the Rudong terminal", "lf"),
    ("zh_CN", "f", "China", PX, "宁波林氏石化有限公司", "原料采购经理",
     "purchasing@lin-petrochem.cn", "https://www.lin-petrochem.cn", "", "lf"),
    ("zh_TW", "m", "Taiwan", PX, "陳氏化學工業股份有限公司", "採購課長",
     "purchasing@chen-chem.com.tw", "https://www.chen-chem.com.tw",
     "Needs a COA with every cargo; prefers Chinese", "lf"),
    ("hi_IN", "m", "India", PX, "रॉय चौधरी पेट्रोकेम प्राइवेट लिमिटेड", "क्रय प्रबंधक",
     "purchase@roychowdhurypetrochem.in", "https://www.roychowdhurypetrochem.in",
     "Met at India Chem Mumbai; asked for a CFR Haldia price", "fl"),
    ("th_TH", "f", "Thailand", JET, "บริษัท หอมพิกุล ปิโตรเลียม จำกัด", "ผู้จัดการฝ่ายจัดซื้อ",
     "purchasing@hompikul-petroleum.co.th", "https://www.hompikul-petroleum.co.th", "", "fl"),
    ("en_AU", "m", "Australia", JET, "Cross Aviation Fuels Pty Ltd", "Fuel Supply Manager",
     "lucas.cross@crossaviationfuels.com.au", "https://www.crossaviationfuels.com.au", "", "fl"),
    ("pl_PL", "m", "Poland", WINE, "Młodzik Wina Sp.j.", "Właściciel",
     "jedrzej@mlodzikwina.pl", "https://www.mlodzikwina.pl",
     "Met at Enoexpo Kraków; looking for reds under 60 PLN on the shelf", "fl"),
    ("en_GB", "m", "United Kingdom", WINE, "Price & Vine Wine Merchants Ltd", "Wine Buyer",
     "liam.price@priceandvine.co.uk", "https://www.priceandvine.co.uk", "", "fl"),
    ("cs_CZ", "f", "Czech Republic", WINE, "Vinotéka Sýkorová s.r.o.", "Nákupčí vín",
     "sykorova@vinoteka-sykorova.cz", "https://www.vinoteka-sykorova.cz",
     "Prefers English; asked for samples of the 2020 and 2021 vintages", "fl"),
    ("uk_UA", "m", "Ukraine", DIVIN, "ТОВ «Торговий дім Базавлученка»", "Менеджер із закупівель",
     "zakupivli@bazavluchenko.com.ua", "https://www.bazavluchenko.com.ua", "", "fl"),
    ("ro_RO", "f", "Romania", DIVIN, "Ardelean Distribuție S.R.L.", "Manager Achiziții",
     "steluta.ardelean@ardeleandistributie.ro", "https://www.ardeleandistributie.ro",
     "Întâlnită la Horeca Show București; a cerut prețuri pentru divinul de 10 ani", "fl"),
    ("he_IL", "m", "Israel", DIVIN, 'פרנקל יבוא משקאות בע"מ', 'סמנכ"ל רכש',
     "purchasing@frankel-import.co.il", "https://www.frankel-import.co.il",
     "Kosher certificate required; his customers are Russian-speaking liquor shops in Haifa and Ashdod", "fl"),
    ("de_DE", "f", "Germany", GSO, "Kranz Naturkost GmbH & Co. KG", "Einkäuferin",
     "suse.kranz@kranz-naturkost.de", "https://www.kranz-naturkost.de",
     "EU-Bio-Zertifikat nötig; Muster (1 l) angefragt", "fl"),
    ("fr_FR", "m", "France", GSO, "Huilerie Riou SAS", "Acheteur",
     "pierre.riou@huilerie-riou.fr", "https://www.huilerie-riou.fr", "", "fl"),
    ("ko_KR", "m", "South Korea", GSO, "한결유지 주식회사", "구매과장",
     "purchase@hangyeol-oil.co.kr", "https://www.hangyeol-oil.co.kr", "", "lf"),
    ("es_ES", "f", "Spain", BABACO, "Zumos Cornejo S.L.", "Jefa de Compras",
     "consuela.cornejo@zumoscornejo.es", "https://www.zumoscornejo.es",
     "Met at Fruit Attraction Madrid; asked for the frozen pulp spec sheet", "fl"),
    ("nl_NL", "f", "Netherlands", BABACO, "Jdotte Fruit Import B.V.", "Inkoper vers fruit",
     "lois.jdotte@jdottefruit.nl", "https://www.jdottefruit.nl", "", "fl"),
    ("en_US", "m", "United States", BABACO, "Moore Tropical Ingredients Inc.", "Procurement Manager",
     "justin.moore@mooretropical.com", "https://www.mooretropical.com",
     "Needs FDA prior notice and kosher; asked for a quote for a 20 ft reefer", "fl"),
    ("en_CA", "m", "Canada", GUAYUSA, "Cruz Tea Company Ltd.", "Buyer",
     "andrew.cruz@cruztea.ca", "https://www.cruztea.ca", "", "fl"),
    ("sv_SE", "f", "Sweden", GUAYUSA, "Erikssons Te & Kaffe AB", "Inköpare",
     "jenny.eriksson@erikssonstekaffe.se", "https://www.erikssonstekaffe.se", "", "fl"),
    ("it_IT", "f", "Italy", GUAYUSA, "Erboristeria Tognazzi S.r.l.", "Responsabile Acquisti",
     "gianna.tognazzi@erboristeriatognazzi.it", "https://www.erboristeriatognazzi.it",
     "Asked for samples; needs the EU organic certificate", "fl"),
    ("es_ES", "m", "Spain", SHOES, "Suministros Industriales Antón S.L.", "Responsable de Compras",
     "oscar.anton@suministrosanton.es", "https://www.suministrosanton.es",
     "Needs EN ISO 20345 S3 certification; asked for the catalogue", "fl"),
    ("tr_TR", "m", "Turkey", SHOES, "Aksu İş Güvenliği Ekipmanları A.Ş.", "Satın Alma Müdürü",
     "toktug.aksu@aksuisguvenligi.com.tr", "https://www.aksuisguvenligi.com.tr", "", "fl"),
]

SENDERS = """\
[senders.s1]
name = "Graziella Attard Borg"
title = "Export Sales Manager"
company = "Ġgantija Heritage Foods Ltd"
phone = "+356 2155 3184"
email = "graziella@ggantijafoods.com.mt"
website = "https://www.ggantijafoods.com.mt"
country = "Malta"
city = "Xagħra"
categories = ["Gozo cheeselets", "imqaret date pastries", "bigilla bean dip"]

[senders.s2]
name = "Nurul Aqilah binti Haji Rahman"
title = "Commercial Manager"
company = "Belait Petroleum Marketing Sdn Bhd"
phone = "+673 333 4621"
email = "aqilah.rahman@belaitpetroleum.com.bn"
website = "https://www.belaitpetroleum.com.bn"
country = "Brunei"
city = "Kuala Belait"
categories = ["liquefied natural gas", "paraxylene", "jet fuel"]

[senders.s3]
name = "Nadejda Lungu"
title = "Manager vânzări export"
company = "Podgoria Prutului S.R.L."
phone = "+373 299 2 47 15"
email = "n.lungu@podgoriaprutului.md"
website = "https://www.podgoriaprutului.md"
country = "Moldova"
city = "Cahul"
categories = ["Fetească Neagră wine", "divin", "grape seed oil"]

[senders.s4]
name = "Mayra Alejandra Masaquiza Chango"
title = "Jefa de Exportaciones"
company = "Tungurahua Andina Export Cía. Ltda."
phone = "+593 3 242 6180"
email = "mmasaquiza@tungurahuaandina.com.ec"
website = "https://www.tungurahuaandina.com.ec"
country = "Ecuador"
city = "Ambato"
categories = ["frozen babaco pulp", "guayusa tea", "leather safety shoes"]
"""


def draw(n: int, locale: str, gender: str) -> tuple[str, str]:
    fake = Faker(locale)
    fake.seed_instance(SEED + n)
    if gender == "f":
        given = fake.first_name_female()
        family = fake.last_name_female() if hasattr(fake, "last_name_female") else fake.last_name()
    else:
        given = fake.first_name_male()
        family = fake.last_name_male() if hasattr(fake, "last_name_male") else fake.last_name()
    return given, family


def main() -> None:
    buf = io.StringIO()
    out = csv.writer(buf, lineterminator="\n")
    out.writerow(COLUMNS)
    for n, (loc, g, country, cat, company, title, email, web, note, order) in enumerate(ROWS, 1):
        given, family = draw(n, loc, g)
        name = f"{family}{given}" if order == "lf" else f"{given} {family}"
        out.writerow([f"P{n:03d}", company, name, title, email, country, cat, web, note])
    (HERE / "buyers.csv").write_text(buf.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
