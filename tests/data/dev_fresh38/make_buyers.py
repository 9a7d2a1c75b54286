"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (s1-s4) of dev_fresh38.

Seeded faker (seed 8163054; each row its own Faker seeded 8163054 + row number) draws the given
and family name of each contact; company, title, mailbox, domain and note are written per market
by hand around the drawn name (the script checks that the draw is the name written). The UAE and
Singapore rows draw from short hand lists with the row's seeded generator, because faker's
`ar_AE` gives US names and faker has no Singapore locale. Byte-reproducible.

Run:  .venv/bin/python tests/data/dev_fresh38/make_buyers.py
"""
import csv
import random
from pathlib import Path

from faker import Faker

HERE = Path(__file__).resolve().parent
SEED = 8163054
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

UAE_F = [("Hessa", "Al Suwaidi"), ("Mariam", "Al Mazrouei"), ("Shamma", "Al Ketbi"),
         ("Noura", "Al Nuaimi"), ("Fatima", "Al Shamsi"), ("Alia", "Al Dhaheri")]
UAE_M = [("Saeed", "Al Falasi"), ("Rashid", "Al Marri"), ("Khalifa", "Al Qubaisi"),
         ("Obaid", "Al Zaabi"), ("Hamad", "Al Mheiri"), ("Sultan", "Al Mansoori")]
SG_M = [("Tan", "Wei Jie"), ("Lim", "Jun Hao"), ("Goh", "Kok Leong"), ("Ong", "Boon Kiat"),
        ("Chua", "Zhi Hao"), ("Teo", "Ming Xuan")]  # family name first

# (locale or hand list, gender, drawn given name, drawn family name,
#  company, contact_name, title, email, country, category, website, notes)
ROWS = [
    ("en_US", "f", "April", "Gomez",
     "Gomez Kitchen & Table, LLC", "April Gomez", "Buyer, Tabletop & Gifts",
     "april@gomezkitchentable.com", "United States", "hand-painted stoneware",
     "https://www.gomezkitchentable.com",
     "Met at Atlanta Market in January. Asked for Prop 65 and FDA lead/cadmium test reports "
     "before a first order."),
    ("ja_JP", "m", "亮介", "遠藤",
     "遠藤商事株式会社", "遠藤 亮介", "輸入雑貨バイヤー",
     "yunyu@endo-shoji.co.jp", "Japan", "hand-painted stoneware",
     "https://www.endo-shoji.co.jp",
     "Met at the Tokyo International Gift Show. Wants 16 cm plates and rice bowls; prefers "
     "correspondence in Japanese."),
    ("de_DE", "f", "Isabell", "Metz",
     "Metz Tafelkultur GmbH", "Isabell Metz", "Einkäuferin Tischkultur",
     "i.metz@metz-tafelkultur.de", "Germany", "hand-painted stoneware",
     "https://metz-tafelkultur.de", ""),
    ("nl_NL", "m", "Bastiaan", "Salet",
     "Salet Servies B.V.", "Bastiaan Salet", "Inkoper",
     "bastiaan@saletservies.nl", "Netherlands", "hand-painted stoneware",
     "https://www.saletservies.nl", ""),
    ("en_AU", "f", "Lisa", "Mathews",
     "Mathews Homewares Pty Ltd", "Lisa Mathews", "Purchasing Manager",
     "lisa.mathews@mathewshomewares.com.au", "Australia", "hand-painted stoneware",
     "https://www.mathewshomewares.com.au",
     "Supplies independent gift shops in Victoria. Asked for a wholesale price list in AUD and "
     "confirmation that the pieces are dishwasher and oven safe."),
    ("en_GB", "m", "Albert", "Lucas",
     "Lucas Festive Décor Ltd", "Albert Lucas", "Head of Buying",
     "albert.lucas@lucasfestive.co.uk", "United Kingdom", "glass baubles",
     "https://www.lucasfestive.co.uk",
     "Met at Spring Fair, NEC Birmingham. Asked for the bauble catalogue and the minimum order "
     "per design."),
    ("nl_NL", "f", "Juul", "van der Veiver",
     "Van der Veiver Kerstdecoratie B.V.", "Juul van der Veiver", "Category manager kerst",
     "juul@vdveiver-kerst.nl", "Netherlands", "glass baubles",
     "https://www.vdveiver-kerst.nl", ""),
    ("el_GR", "m", "Μαρτίνος", "Γκαγκαουδάκης",
     "Γκαγκαουδάκης Χριστουγεννιάτικα Είδη Ο.Ε.", "Μαρτίνος Γκαγκαουδάκης", "Υπεύθυνος Αγορών",
     "agores@gkagkaoudakis.gr", "Greece", "glass baubles",
     "https://www.gkagkaoudakis.gr", ""),
    ("bg_BG", "f", "Линда", "Плюнкова",
     "Плюнкова Декор ЕООД", "Линда Плюнкова", "Мениджър покупки",
     "zakupki@pliunkova-dekor.bg", "Bulgaria", "glass baubles",
     "https://pliunkova-dekor.bg", ""),
    ("ko_KR", "m", "종수", "허",
     "주식회사 누리장식", "허종수", "수입팀 차장",
     "import@nurideco.co.kr", "South Korea", "glass baubles",
     "https://www.nurideco.co.kr", ""),
    ("sv_SE", "f", "Malin", "Jansson",
     "Jansson Delikatesser AB", "Malin Jansson", "Inköpschef",
     "malin.jansson@janssondelikatesser.se", "Sweden", "gingerbread",
     "https://www.janssondelikatesser.se",
     "Already sells Swedish pepparkakor; asked whether the gingerbread is free of palm oil and "
     "for labels in Swedish."),
    ("en_CA", "m", "Anthony", "Sullivan",
     "Sullivan Fine Foods Inc.", "Anthony Sullivan", "Category Manager, Confectionery",
     "asullivan@sullivanfinefoods.ca", "Canada", "gingerbread",
     "https://www.sullivanfinefoods.ca", ""),
    ("de_DE", "m", "Augustin", "Hentschel",
     "Hentschel Feinkost e.K.", "Augustin Hentschel", "Geschäftsführer",
     "a.hentschel@hentschel-feinkost.de", "Germany", "gingerbread",
     "https://www.hentschel-feinkost.de",
     "Kennt Thorner Kathrinchen aus dem Urlaub; möchte Muster der gefüllten Lebkuchenherzen vor "
     "Ende Juli."),
    ("zh_TW", "f", "月娥", "陳",
     "德陳貿易有限公司", "陳月娥", "採購專員",
     "purchasing@dechen-trading.com.tw", "Taiwan", "gingerbread",
     "https://www.dechen-trading.com.tw", ""),
    ("de_AT", "f", "Sofija", "Zöhrer",
     "Zöhrer Süßwaren GmbH", "Sofija Zöhrer", "Einkaufsleitung Süßwaren",
     "s.zoehrer@zoehrer-suesswaren.at", "Austria", "gingerbread",
     "https://www.zoehrer-suesswaren.at", ""),
    ("ar_SA", "m", "منيب", "آل الشيخ",
     "مؤسسة منيب آل الشيخ التجارية", "منيب آل الشيخ", "مدير قسم المواد الغذائية",
     "purchasing@munib-alsheikh.com.sa", "Saudi Arabia", "frozen molokhia",
     "https://munib-alsheikh.com.sa",
     "Needs a halal certificate and SFDA product registration; asked for 400 g frozen packs "
     "for Riyadh supermarkets."),
    (UAE_F, "f", "Alia", "Al Dhaheri",
     "Al Dhaheri Foodstuff Trading L.L.C.", "Alia Al Dhaheri", "Procurement Manager",
     "alia@aldhaherifoodstuff.ae", "United Arab Emirates", "frozen molokhia",
     "https://www.aldhaherifoodstuff.ae",
     "Supplies Egyptian restaurants in Dubai and Sharjah; wants minced molokhia, not whole "
     "leaves."),
    ("en_GB", "f", "Joanne", "Booth",
     "Booth & Karim World Foods Ltd", "Joanne Booth", "Buyer, World Foods",
     "joanne.booth@boothkarim.co.uk", "United Kingdom", "frozen molokhia",
     "https://www.boothkarim.co.uk", ""),
    ("de_DE", "f", "Sara", "Käster",
     "Käster Gewürzmühle GmbH", "Sara Käster", "Einkauf Rohware",
     "s.kaester@kaester-gewuerze.de", "Germany", "dried marjoram",
     "https://www.kaester-gewuerze.de",
     "Needs steam-sterilised marjoram with a pyrrolizidine alkaloid analysis per lot; buys about "
     "8 tonnes a year."),
    ("hu_HU", "m", "János", "Szabó",
     "Szabó Fűszer Kft.", "Szabó János", "Beszerzési vezető",
     "szabo.janos@szabofuszer.hu", "Hungary", "dried marjoram",
     "https://szabofuszer.hu", ""),
    ("he_IL", "f", "הדר", "שמעון",
     "שמעון תבלינים בע\"מ", "הדר שמעון", "רכזת רכש",
     "rechesh@shimon-spices.co.il", "Israel", "dried marjoram",
     "https://www.shimon-spices.co.il",
     "Needs a kosher certificate for every lot; asked whether the marjoram can be shipped to "
     "Haifa."),
    ("it_IT", "m", "Napoleone", "Bresciani",
     "Cartoleria Bresciani S.n.c.", "Napoleone Bresciani", "Responsabile acquisti",
     "acquisti@cartoleriabresciani.it", "Italy", "papyrus sheets",
     "https://www.cartoleriabresciani.it",
     "Met at Creativeworld Frankfurt. Wants A4 papyrus sheets for calligraphy courses."),
    ("fr_FR", "f", "Corinne", "Martinez",
     "Martinez Beaux-Arts SARL", "Corinne Martinez", "Acheteuse papeterie",
     "c.martinez@martinez-beauxarts.fr", "France", "papyrus sheets",
     "https://www.martinez-beauxarts.fr",
     "Demande des échantillons de papyrus en A3 et A4 pour ses ateliers de calligraphie."),
    ("es_ES", "m", "César", "Iglesia",
     "Iglesia Recuerdos y Regalos S.L.", "César Iglesia", "Director de Compras",
     "compras@iglesiaregalos.es", "Spain", "papyrus sheets",
     "https://www.iglesiaregalos.es", ""),
    ("zh_CN", "m", "浩", "吴",
     "广州吴氏果业有限公司", "吴浩", "进口部经理",
     "caigou@wushiguoye.cn", "China", "frozen durian pulp",
     "https://www.wushiguoye.cn",
     "Met at the China International Import Expo in Shanghai. Wants Puyat durian pulp in 1 kg "
     "trays; asked for the packing plant's GACC registration number."),
    ("en_AU", "m", "Gregory", "Parks",
     "Parks Asian Grocery Wholesale Pty Ltd", "Gregory Parks", "Buyer",
     "greg@parksasiangrocery.com.au", "Australia", "frozen durian pulp",
     "https://parksasiangrocery.com.au", ""),
    ("fr_CA", "f", "Camille", "Fortin",
     "Les Aliments Fortin inc.", "Camille Fortin", "Acheteuse, produits surgelés",
     "cfortin@alimentsfortin.ca", "Canada", "frozen durian pulp",
     "https://www.alimentsfortin.ca", ""),
    (SG_M, "m", "Ming Xuan", "Teo",
     "Teo Brothers Beverages Pte. Ltd.", "Teo Ming Xuan", "Procurement Executive",
     "mingxuan.teo@teobrothers.com.sg", "Singapore", "calamansi concentrate",
     "https://www.teobrothers.com.sg",
     "Makes calamansi drinks for hawker centres; wants 65 Brix concentrate in 20 kg pails, "
     "monthly."),
    ("ja_JP", "f", "幹", "吉田",
     "吉田果汁工業株式会社", "吉田 幹", "購買担当",
     "kobai@yoshida-kaju.co.jp", "Japan", "calamansi concentrate",
     "https://www.yoshida-kaju.co.jp", ""),
    ("ko_KR", "f", "아름", "양",
     "주식회사 그린드링크", "양아름", "구매팀 대리",
     "purchase@greendrink.co.kr", "South Korea", "calamansi concentrate",
     "https://www.greendrink.co.kr", ""),
    (UAE_M, "m", "Sultan", "Al Mansoori",
     "Al Mansoori Fresh Fruits Trading L.L.C.", "Sultan Al Mansoori", "Purchasing Manager",
     "sultan@almansoorifruits.ae", "United Arab Emirates", "fresh mangosteens",
     "https://www.almansoorifruits.ae",
     "Air freight only. Asked for a Ramadan programme price for about 2 tonnes a week."),
    ("hi_IN", "f", "रजनी", "मजूमदार",
     "मजूमदार फ्रेश फ्रूट्स प्राइवेट लिमिटेड", "रजनी मजूमदार", "खरीद प्रबंधक",
     "kharid@majumdarfreshfruits.in", "India", "fresh mangosteens",
     "https://www.majumdarfreshfruits.in", ""),
    ("en_US", "m", "Chris", "Taylor",
     "Taylor Agave Imports, LLC", "Chris Taylor", "Director of Purchasing",
     "chris@tayloragave.com", "United States", "mezcal",
     "https://www.tayloragave.com",
     "Met at Tales of the Cocktail in New Orleans. Asked for espadín and tobalá samples."),
    ("es_ES", "f", "Alma", "Peláez",
     "Peláez Bebidas Selectas S.A.", "Alma Peláez", "Directora de Compras",
     "alma.pelaez@pelaezbebidas.es", "Spain", "mezcal",
     "https://www.pelaezbebidas.es", ""),
    ("en_NZ", "m", "William", "McKenna",
     "McKenna Spirits Limited", "William McKenna", "Buyer – Spirits",
     "william@mckennaspirits.co.nz", "New Zealand", "mezcal",
     "https://www.mckennaspirits.co.nz",
     "Supplies bars and restaurants in Wellington; needs 700 ml bottles, not 750 ml."),
    ("tr_TR", "f", "Nurda", "Ülker",
     "Ülker Doğal Boya San. ve Tic. Ltd. Şti.", "Nurda Ülker", "Satın Alma Müdürü",
     "satinalma@ulkerdogalboya.com.tr", "Turkey", "dried cochineal",
     "https://www.ulkerdogalboya.com.tr", ""),
    ("th_TH", "m", "สุชิน", "ตั้งกุลงาม",
     "บริษัท ตั้งกุลงาม ฟู้ดคัลเลอร์ จำกัด", "สุชิน ตั้งกุลงาม", "ผู้จัดการจัดซื้อ",
     "purchasing@tangkulngam.co.th", "Thailand", "dried cochineal",
     "https://www.tangkulngam.co.th", ""),
    ("fr_FR", "m", "Hugues", "Leroux",
     "Leroux Colorants Naturels SAS", "Hugues Leroux", "Responsable achats matières premières",
     "h.leroux@leroux-colorants.fr", "France", "dried cochineal",
     "https://www.leroux-colorants.fr",
     "Needs carminic acid of at least 20 % and a COSMOS-approved raw-material certificate; makes "
     "carmine for cosmetics."),
    ("en_GB", "m", "Darren", "Johnson",
     "Johnson & Reyes Mexican Foods Ltd", "Darren Johnson", "Purchasing Manager",
     "darren@johnsonreyes.co.uk", "United Kingdom", "mole negro paste",
     "https://www.johnsonreyes.co.uk", ""),
    ("en_US", "f", "Margaret", "Nelson",
     "Nelson Hispanic Foods, Inc.", "Margaret Nelson", "Senior Buyer",
     "mnelson@nelsonhispanicfoods.com", "United States", "mole negro paste",
     "https://www.nelsonhispanicfoods.com", ""),
]

SENDERS = """\
# The four exporters of dev_fresh38 (fictional). All four countries are reuses of older sets'
# sender countries; each city and each category is named for a sender in no older README.

[senders.s1]
company = "Bóbr Ceramika i Szkło Sp. z o.o."
name = "Dorota Szczepańska-Kubiak"
title = "Kierowniczka Działu Eksportu"
email = "d.szczepanska@bobr-ceramika.pl"
phone = "+48 75 612 48 30"
website = "https://www.bobr-ceramika.pl"
country = "Poland"
city = "Bolesławiec"
categories = ["hand-painted stoneware", "glass baubles", "gingerbread"]

[senders.s2]
company = "Beni Hasan Agro Export S.A.E."
name = "Nourhan Adel Abdelfattah"
title = "Export Sales Director"
email = "nourhan.adel@benihasan-agro.com.eg"
phone = "+20 86 236 4175"
website = "https://www.benihasan-agro.com.eg"
country = "Egypt"
city = "Minya"
categories = ["frozen molokhia", "dried marjoram", "papyrus sheets"]

[senders.s3]
company = "Calinan Prutas Export, Inc."
name = "Ma. Lourdes Bautista Sarmiento"
title = "Export Sales Supervisor"
email = "lourdes.sarmiento@calinanprutas.com.ph"
phone = "+63 82 295 3148"
website = "https://www.calinanprutas.com.ph"
country = "Philippines"
city = "Davao City"
categories = ["frozen durian pulp", "calamansi concentrate", "fresh mangosteens"]

[senders.s4]
company = "Grana y Maguey de Oaxaca, S. de R.L. de C.V."
name = "Xóchitl Guadalupe Hernández Ruiz"
title = "Coordinadora de Comercio Exterior"
email = "xhernandez@granaymaguey.com.mx"
phone = "+52 951 514 2867"
website = "https://www.granaymaguey.com.mx"
country = "Mexico"
city = "Oaxaca de Juárez"
categories = ["mezcal", "dried cochineal", "mole negro paste"]
"""


def draw(n: int, source, gender: str) -> tuple[str, str]:
    """The row's seeded draw: (given name, family name)."""
    if isinstance(source, list):
        a, b = random.Random(SEED + n).choice(source)
        return (b, a) if source is SG_M else (a, b)
    fake = Faker(source)
    fake.seed_instance(SEED + n)
    first = fake.first_name_female() if gender == "f" else fake.first_name_male()
    if hasattr(fake, "last_name_female"):
        last = fake.last_name_female() if gender == "f" else fake.last_name_male()
    else:
        last = fake.last_name()
    return first, last


def main() -> None:
    rows = []
    for n, (source, gender, first, last, *fields) in enumerate(ROWS, 1):
        drawn = draw(n, source, gender)
        assert drawn == (first, last), (n, drawn, first, last)
        rows.append([f"P{n:03d}", *fields])
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        out = csv.writer(fh, lineterminator="\n")
        out.writerow(COLUMNS)
        out.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
