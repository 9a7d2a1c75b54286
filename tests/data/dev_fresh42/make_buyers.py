"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of dev_fresh42.

Seeded faker: each row has its own Faker(locale) seeded 5033817 + row number, which draws the
contact's sex and names; companies, titles, e-mail addresses and notes are written per market by
hand around the drawn names. Byte-reproducible (faker 40.63.0):

    .venv/bin/python tests/data/dev_fresh42/make_buyers.py
"""
import csv
import io
from pathlib import Path

from faker import Faker

SEED = 5033817
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# faker's ar_AE gives US names: the two UAE rows draw from this hand list with the row's generator.
HAND_AE = [("Hessa", "Al Suwaidi", True), ("Obaid", "Al Ketbi", False), ("Mariam", "Al Falasi", True),
           ("Khalifa", "Al Mazrouei", False), ("Shamma", "Al Nuaimi", True), ("Saeed", "Al Shamsi", False)]
# faker's vi_VN middle names are not sexed (it gives Thị to men): Vietnamese rows pick from these.
VI_MIDDLE = {True: ["Thị", "Ngọc", "Thu", "Mỹ"], False: ["Văn", "Đức", "Quang", "Minh"]}
FAMILY_FIRST = {"ko_KR", "zh_TW"}  # written without a space
SPACED_FAMILY_FIRST = {"ja_JP", "vi_VN"}

Q1, Q2, Q3 = "Carniolan queen bees", "AŽ beehives", "propolis tincture"
B1, B2, B3 = "bakhoor", "kumma caps", "natural gypsum"
C1, C2, C3 = "sandstone carvings", "lacquerware", "prahok"
D1, D2, D3 = "soybean meal", "ñandutí lace", "cotton hammocks"

# (locale, country, category, company, title (by sex: (female, male) or one), e-mail, website, note)
# {F} first name, {L} family name, {f}/{l} their ASCII forms given by hand in ASCII below.
ROWS = [
    ("de_DE", "Germany", Q1, "Imkereibedarf {L} GmbH", ("Einkaufsleiterin", "Einkaufsleiter"),
     "s.koester@imkerei-koester.de", "https://www.imkerei-koester.de",
     "Met at the Apisticus-Tag in Münster. Wants 150 mated queens for May-June delivery; needs the "
     "TRACES health certificate."),
    ("el_GR", "Greece", Q1, "{L} Μελισσοκομικά Ε.Π.Ε.", ("Υπεύθυνη Προμηθειών", "Υπεύθυνος Προμηθειών"),
     "purchasing@lygkouras-bees.gr", "https://www.lygkouras-bees.gr", ""),
    ("en_GB", "United Kingdom", Q1, "{L} Bee Supplies Ltd", "Purchasing Manager",
     "june.pritchard@pritchardbees.co.uk", "https://www.pritchardbees.co.uk",
     "Her customers are hobby beekeepers in Wales. Asked for marked queens and how the import "
     "permit works for Great Britain."),
    ("fr_FR", "France", Q1, "Les Ruchers {L} SAS", "Responsable achats",
     "f.andre@ruchers-andre.fr", "https://www.ruchers-andre.fr",
     "Rencontrée au Congrès national de l'apiculture française à Clermont-Ferrand. Souhaite des "
     "reines marquées et un certificat sanitaire."),
    ("nl_NL", "Netherlands", Q1, "Imkerij {L} B.V.", "Inkoopmanager",
     "c.stoffelsz@imkerijstoffelsz.nl", "https://www.imkerijstoffelsz.nl", ""),
    ("hr_HR", "Croatia", Q2, "Pčelarstvo {L} d.o.o.", ("Voditeljica nabave", "Voditelj nabave"),
     "snjezana.marin@pcelarstvo-marin.hr", "https://www.pcelarstvo-marin.hr",
     "Asked for a quote for 40 AŽ hives with frames, delivered to Zadar."),
    ("de_AT", "Austria", Q2, "Bienenhof {L} e.U.", ("Inhaberin", "Inhaber"),
     "office@bienenhof-kastner.at", "https://www.bienenhof-kastner.at", ""),
    ("en_US", "United States", Q2, "{L} Apiary Supply LLC", "Purchasing Manager",
     "mbaker@bakerapiary.com", "https://www.bakerapiary.com",
     "Saw an AŽ bee house at the EAS conference. Wants 12 AŽ hives for a bee house; asks for the "
     "US customs paperwork."),
    ("ko_KR", "South Korea", Q2, "주식회사 다온양봉", "구매과장",
     "purchasing@daon-bee.co.kr", "https://www.daon-bee.co.kr",
     "Runs a bee-tourism farm in Gangwon-do. Asked for an English assembly manual for the AŽ hives."),
    ("bg_BG", "Bulgaria", Q2, "Пчеларски инвентар {L} ЕООД", "Управител",
     "office@belezhkova-inventar.bg", "https://www.belezhkova-inventar.bg", ""),
    ("zh_TW", "Taiwan", Q3, "{L}氏蜂業股份有限公司", "採購主任",
     "purchasing@chang-bee.com.tw", "https://www.chang-bee.com.tw",
     "Sells through pharmacies in Taichung. Wants the ethanol content on a Chinese label."),
    ("ja_JP", "Japan", Q3, "株式会社{L}ハニー", "購買課長",
     "purchasing@ota-honey.co.jp", "https://www.ota-honey.co.jp", ""),
    ("de_DE", "Germany", Q3, "{L} Naturwaren GmbH", ("Einkäuferin Naturkosmetik", "Einkäufer Naturkosmetik"),
     "j.steinberg@steinberg-naturwaren.de", "https://www.steinberg-naturwaren.de",
     "Met at BIOFACH Nürnberg. Needs the EU organic certificate for the propolis tincture."),
    ("he_IL", "Israel", Q3, "{L} טבע בע\"מ", ("מנהלת רכש", "מנהל רכש"),
     "purchasing@cohen-teva.co.il", "https://www.cohen-teva.co.il",
     "Needs a kosher certificate. Sells to health-food shops in Tel Aviv."),
    ("it_IT", "Italy", Q3, "Erboristeria {L} S.r.l.", "Responsabile acquisti",
     "f.balbi@erboristeriabalbi.it", "https://www.erboristeriabalbi.it", ""),
    ("ar_SA", "Saudi Arabia", B1, "مؤسسة {L} للعود والبخور", ("مديرة المشتريات", "مدير المشتريات"),
     "purchasing@kanoo-oud.com.sa", "https://www.kanoo-oud.com.sa",
     "Asked for samples in 50 g tins. Six shops in Jeddah."),
    ("ar_AE", "United Arab Emirates", B1, "{L} Perfumes L.L.C.", "Purchasing Manager",
     "obaid@alketbiperfumes.ae", "https://www.alketbiperfumes.ae", ""),
    ("en_GB", "United Kingdom", B1, "{L} Home Fragrance Ltd", "Head of Buying",
     "albert.turner@turnerfragrance.co.uk", "https://www.turnerfragrance.co.uk", ""),
    ("sw", "Tanzania", B2, "{L} General Traders Ltd", "Meneja wa Ununuzi",
     "nuhu@kariukitraders.co.tz", "https://www.kariukitraders.co.tz",
     "Shop in Stone Town, Zanzibar. Asked for 500 caps before Ramadan, sizes 56-60."),
    ("ar_AE", "United Arab Emirates", B2, "النعيمي للأزياء التقليدية ذ.م.م", "Procurement Officer",
     "purchasing@alnuaimi-fashion.ae", "https://www.alnuaimi-fashion.ae", ""),
    ("sw", "Tanzania", B2, "{L} Fashion House Ltd", "Mnunuzi Mkuu",
     "tisa@nazarifashion.co.tz", "https://www.nazarifashion.co.tz", ""),
    ("hi_IN", "India", B3, "{L} सीमेंट्स प्राइवेट लिमिटेड", "वरिष्ठ प्रबंधक (क्रय)",
     "purchasing@pillaicements.in", "https://www.pillaicements.in",
     "Grinding unit near Kandla. Wants purity min. 90% and a 5 kg sample; asked for a CFR Kandla price."),
    ("bn_BD", "Bangladesh", B3, "{L} সিমেন্ট ইন্ডাস্ট্রিজ লিমিটেড", "ক্রয় ব্যবস্থাপক",
     "purchasing@jahancement.com.bd", "https://www.jahancement.com.bd", ""),
    ("vi_VN", "Vietnam", B3, "Công ty Cổ phần Xi măng {L} Sơn", "Trưởng phòng Vật tư",
     "dung.mv@ximangmaison.vn", "https://www.ximangmaison.vn",
     "Met at Vietbuild Hanoi. Wants gypsum lumps 0-50 mm, 5,000 t per shipment to Hai Phong."),
    ("th_TH", "Thailand", C1, "บริษัท {L} การ์เด้น จำกัด", "หัวหน้าฝ่ายจัดซื้อ",
     "purchasing@thanaddoenkhao-garden.co.th", "https://www.thanaddoenkhao-garden.co.th", ""),
    ("fr_FR", "France", C1, "Jardins {L} SAS", ("Acheteuse décoration de jardin", "Acheteur décoration de jardin"),
     "a.schneider@jardins-schneider.fr", "https://www.jardins-schneider.fr",
     "Met at Maison&Objet Paris. Wants Apsara and Buddha head statues of 60-120 cm; needs a document "
     "that the pieces are new, not antiques."),
    ("nl_NL", "Netherlands", C1, "{L} Tuinbeelden B.V.", "Inkoper",
     "evie@muijstuinbeelden.nl", "https://www.muijstuinbeelden.nl", ""),
    ("de_CH", "Switzerland", C2, "{L} Wohnkultur AG", ("Leiterin Einkauf", "Leiter Einkauf"),
     "d.schumacher@schumacher-wohnkultur.ch", "https://www.schumacher-wohnkultur.ch", ""),
    ("en_AU", "Australia", C2, "{L} Home & Living Pty Ltd", "Senior Buyer",
     "jasmine.murray@murrayhome.com.au", "https://www.murrayhome.com.au",
     "Wants lacquer bowls that are food-safe; asked for a food-contact test report."),
    ("en_US", "United States", C2, "{L} Museum Stores, Inc.", "Merchandise Buyer",
     "mstuart@stuartmuseumstores.com", "https://www.stuartmuseumstores.com", ""),
    ("fr_FR", "France", C3, "{L} Import SARL", ("Acheteuse produits asiatiques", "Acheteur produits asiatiques"),
     "m.bruneau@bruneau-import.fr", "https://www.bruneau-import.fr",
     "Demande des échantillons de prahok en pots de 400 g. Clients : restaurants cambodgiens du "
     "13e arrondissement."),
    ("en_AU", "Australia", C3, "{L} Asian Foods Pty Ltd", "Purchasing Manager",
     "john@wrightasianfoods.com.au", "https://www.wrightasianfoods.com.au", ""),
    ("en_US", "United States", C3, "{L} Asian Grocery Distributors, Inc.", "Category Buyer",
     "abarnes@barnesasiangrocery.com", "https://www.barnesasiangrocery.com",
     "Customers are Khmer grocery stores in Long Beach and Lowell. Asked for the FDA registration "
     "number and an English label."),
    ("pl_PL", "Poland", D1, "Pasze {L} Sp. z o.o.", ("Kierowniczka zakupów", "Kierownik zakupów"),
     "a.gornisiewicz@pasze-gornisiewicz.pl", "https://www.pasze-gornisiewicz.pl", ""),
    ("tr_TR", "Turkey", D1, "{L} Yem Sanayi ve Ticaret A.Ş.", "Satın Alma Müdürü",
     "nuyan.akca@akcayem.com.tr", "https://www.akcayem.com.tr", ""),
    ("vi_VN", "Vietnam", D1, "Công ty TNHH Thức ăn Chăn nuôi {L} Gia", "Giám đốc Thu mua",
     "duyen.le@legiafeed.vn", "https://www.legiafeed.vn", ""),
    ("es_ES", "Spain", D2, "Encajes y Bordados {L} S.L.", ("Jefa de Compras", "Jefe de Compras"),
     "regina.tomas@encajestomas.es", "https://www.encajestomas.es",
     "Conocida en Intergift Madrid. Quiere ñandutí en crudo y blanco, piezas de 20 cm."),
    ("it_IT", "Italy", D2, "Merceria {L} & C. S.n.c.", ("Titolare", "Titolare"),
     "g.respighi@merceriarespighi.it", "https://www.merceriarespighi.it", ""),
    ("fr_CH", "Switzerland", D3, "{L} Plein Air Sàrl", "Responsable des achats",
     "t.morard@morard-pleinair.ch", "https://www.morard-pleinair.ch", ""),
    ("de_DE", "Germany", D3, "Hängematten {L} GmbH", ("Einkäuferin", "Einkäufer"),
     "e.ullrich@haengematten-ullrich.de", "https://www.haengematten-ullrich.de", ""),
]

SENDERS = """\
# The four exporters of dev_fresh42 (all four countries are reuses of older sets' sender
# countries; city and categories are new). s1's categories are the model runs'.

[senders.s1]
company = "Čebelarstvo Jelovica d.o.o."
name = "Tjaša Pogačnik"
title = "Vodja mednarodne prodaje"
email = "tjasa.pogacnik@cebelarstvo-jelovica.si"
phone = "+386 4 531 72 40"
website = "https://www.cebelarstvo-jelovica.si"
country = "Slovenia"
city = "Radovljica"
categories = ["Carniolan queen bees", "AŽ beehives", "propolis tincture"]

[senders.s2]
company = "Falaj Daris Trading LLC"
name = "Yaqoob Nasser Al-Hinai"
title = "رئيس قسم التصدير"
email = "yaqoob.alhinai@falajdaris.om"
phone = "+968 2541 0387"
website = "https://www.falajdaris.om"
country = "Oman"
city = "Nizwa"
categories = ["bakhoor", "kumma caps", "natural gypsum"]

[senders.s3]
company = "Puok Artisan & Provisions Co., Ltd."
name = "Chea Sophal"
title = "ប្រធានផ្នែកនាំចេញ"
email = "sophal.chea@puokartisan.com.kh"
phone = "+855 63 966 214"
website = "https://www.puokartisan.com.kh"
country = "Cambodia"
city = "Siem Reap"
categories = ["sandstone carvings", "lacquerware", "prahok"]

[senders.s4]
company = "Comercial Itapúa Poty S.A."
name = "Liz Carolina Benítez Ruiz Díaz"
title = "Encargada de Comercio Exterior"
email = "liz.benitez@itapuapoty.com.py"
phone = "+595 71 204 385"
website = "https://www.itapuapoty.com.py"
country = "Paraguay"
city = "Encarnación"
categories = ["soybean meal", "ñandutí lace", "cotton hammocks"]
"""


def draw(n: int, locale: str):
    """The row's contact: (female, given name, family name, full name as the CRM writes it)."""
    fake = Faker(locale)
    fake.seed_instance(SEED + n)
    female = fake.random.random() < 0.5
    if locale == "ar_AE":
        given, family, female = HAND_AE[fake.random.randrange(len(HAND_AE))]
        return female, given, family, f"{given} {family}"
    given = fake.first_name_female() if female else fake.first_name_male()
    family = fake.last_name_female() if female else fake.last_name_male()
    if locale == "vi_VN":
        middle = fake.random.choice(VI_MIDDLE[female])
        return female, given, family, f"{family} {middle} {given}"
    if locale in FAMILY_FIRST:
        return female, given, family, f"{family}{given}"
    if locale in SPACED_FAMILY_FIRST:
        return female, given, family, f"{family} {given}"
    return female, given, family, f"{given} {family}"


def main() -> None:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for n, (locale, country, category, company, title, email, website, note) in enumerate(ROWS, 1):
        female, given, family, full = draw(n, locale)
        if isinstance(title, tuple):
            title = title[0] if female else title[1]
        writer.writerow([f"P{n:03d}", company.format(L=family, F=given), full, title, email, country,
                         category, website, note])
    (HERE / "buyers.csv").write_text(out.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
