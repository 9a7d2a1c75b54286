"""Write this set's buyers.csv (40 fictional buyers) and senders.toml (4 exporters).

Seeded faker (seed 3618294, faker 40.63.0): row N draws gender, given and family name from its own
Faker(locale) seeded 3618294 + N; companies, titles, notes and mail domains are written per row by
hand around the drawn names (romanised by hand where the name is in a native script).
Byte-reproducible: `.venv/bin/python tests/data/dev_fresh61/make_buyers.py`.
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 3618294
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# (locale, country, category, name order, company, title, email, website, note, expected draw)
# {f} / {l}: the drawn given / family name. `expect` pins the draw so a faker change shows.
ROWS = [
    ("fi_FI", "Finland", "rhubarb wine", "{f} {l}", "Ylitalon Viinitukku Oy", "Hankintapäällikkö",
     "maria.ylitalo@ylitalonviinitukku.fi", "https://www.ylitalonviinitukku.fi",
     "Met at Viinimessut Helsinki; asked for samples of the dry and the dessert rhubarb wine for an Alko tender", "Maria Ylitalo"),
    ("sv_SE", "Sweden", "rhubarb wine", "{f} {l}", "Berglunds Vinimport AB", "Inköpschef",
     "elvira.berglund@berglundsvin.se", "https://www.berglundsvin.se",
     "Supplies Systembolaget tenders; needs the EU organic certificate and a lab analysis", "Elvira Berglund"),
    ("ja_JP", "Japan", "rhubarb wine", "{l}{f}", "清水洋酒株式会社", "輸入課長",
     "import@shimizu-yoshu.co.jp", "https://www.shimizu-yoshu.co.jp", "", "清水真綾"),
    ("de_DE", "Germany", "rhubarb wine", "{f} {l}", "Wernecke Weinhandel GmbH", "Einkaufsleiter",
     "k.wernecke@wernecke-weinhandel.de", "https://www.wernecke-weinhandel.de", "", "Klemens Wernecke"),
    ("lv_LV", "Latvia", "rhubarb wine", "{f} {l}", "SIA \"Zeltiņa vīna nams\"", "Iepirkumu vadītājs",
     "krists.zeltins@zeltinavins.lv", "https://www.zeltinavins.lv",
     "Met at Riga Food 2024; asked for a quote for two pallets; prefers Latvian or English", "Krists Zeltiņš"),
    ("uk_UA", "Ukraine", "bread kvass", "{f} {l}", "ТОВ «Тригуб Напої»", "Менеджер із закупівель",
     "zakupivli@tryhub-napoi.com.ua", "https://tryhub-napoi.com.ua",
     "Просить ціни на квас у ПЕТ 1,5 л і в кегах 30 л", "Амвросій Тригуб"),
    ("he_IL", "Israel", "bread kvass", "{f} {l}", "ביטון יבוא מזון בע\"מ", "מנהל רכש",
     "purchasing@biton-import.co.il", "https://www.biton-import.co.il",
     "Needs a kosher certificate for the kvass; sells to Russian-speaking grocery chains", "אדם ביטון"),
    ("de_DE", "Germany", "bread kvass", "{f} {l}", "Getränkevertrieb Wesack GmbH", "Einkäuferin",
     "g.wesack@getraenke-wesack.de", "https://www.getraenke-wesack.de",
     "Met at Internorga Hamburg; asked for samples of bread kvass in 0.5 l glass bottles", "Gerlinde Wesack"),
    ("pl_PL", "Poland", "bread kvass", "{f} {l}", "Hurtownia Napojów Łupina Sp. j.", "Kierownik ds. zakupów",
     "n.lupina@hurtownia-lupina.pl", "https://www.hurtownia-lupina.pl", "", "Nikodem Łupina"),
    ("en_US", "United States", "bread kvass", "{f} {l}", "Hamilton Specialty Beverages LLC", "Director of Purchasing",
     "rhamilton@hamiltonbev.com", "https://www.hamiltonbev.com",
     "Met at the Summer Fancy Food Show, New York; wants the FDA registration number and a nutrition facts panel", "Richard Hamilton"),
    ("en_GB", "United Kingdom", "rye malt", "{f} {l}", "Gough & Sons Bakery Supplies Ltd", "Head of Procurement",
     "stuart.gough@goughbakerysupplies.co.uk", "https://www.goughbakerysupplies.co.uk",
     "Asked for spec sheets of fermented and non-fermented rye malt; BRCGS certificate needed", "Stuart Gough"),
    ("ko_KR", "South Korea", "rye malt", "{l}{f}", "주식회사 도담제과원료", "구매팀 과장",
     "purchase@dodam-bakery.co.kr", "https://www.dodam-bakery.co.kr", "", "박혜진"),
    ("el_GR", "Greece", "rye malt", "{f} {l}", "Αλευρόμυλοι Καφφέ Α.Ε.", "Υπεύθυνη Προμηθειών",
     "promithies@kaffe-mills.gr", "https://www.kaffe-mills.gr",
     "Met at Artopolis Athens; interested in rye malt for sourdough breads; needs EU organic", "Ειρήνη Καφφέ"),
    ("zh_CN", "China", "rye malt", "{l}{f}", "广州莫氏烘焙原料有限公司", "采购主管",
     "caigou@moshi-baking.cn", "https://www.moshi-baking.cn", "", "莫东"),
    ("sv_SE", "Sweden", "rye malt", "{f} {l}", "Olssons Bageri AB", "Inköpare",
     "magdalena.olsson@olssonsbageri.se", "https://www.olssonsbageri.se", "", "Magdalena Olsson"),
    ("hi_IN", "India", "sulphuric acid", "{f} {l}", "नायर केमिकल्स प्राइवेट लिमिटेड", "क्रय प्रबंधक",
     "purchase@nairchemicals.in", "https://www.nairchemicals.in",
     "Needs 98% acid in ISO tanks to Nhava Sheva; asked for a CFR quote", "ज़स्विन्देर् नायर"),
    ("th_TH", "Thailand", "sulphuric acid", "{f} {l}", "บริษัท ศรทอง เคมีภัณฑ์ จำกัด", "หัวหน้าแผนกจัดซื้อ",
     "purchasing@sornthong-chem.co.th", "https://www.sornthong-chem.co.th", "", "ธมลพรรณ ศรทอง"),
    ("zh_TW", "Taiwan", "sulphuric acid", "{l}{f}", "李氏精密化學股份有限公司", "採購課長",
     "purchasing@leechem.com.tw", "https://www.leechem.com.tw",
     "Met at SEMICON Taiwan; electronic-grade acid, wants a COA and the metal impurities in ppb", "李柏翰"),
    ("tr_TR", "Turkey", "hot-briquetted iron", "{f} {l}", "Ergül Demir Çelik Sanayi ve Ticaret A.Ş.", "Hammadde Satınalma Müdürü",
     "turabi.ergul@ergulcelik.com.tr", "https://www.ergulcelik.com.tr",
     "Asked for a CFR Aliağa price for 30,000 t lots, metallic Fe min. 88%", "Türabi Ergül"),
    ("it_IT", "Italy", "hot-briquetted iron", "{f} {l}", "Acciaierie Aulenti S.p.A.", "Responsabile Acquisti Materie Prime",
     "a.aulenti@acciaierieaulenti.it", "https://www.acciaierieaulenti.it", "", "Annetta Aulenti"),
    ("ko_KR", "South Korea", "hot-briquetted iron", "{l}{f}", "대성제강 주식회사", "원료구매팀장",
     "purchasing@daesung-steel.co.kr", "https://www.daesung-steel.co.kr", "", "김상철"),
    ("vi_VN", "Vietnam", "fishmeal", "{l} {f}", "Công ty TNHH Thức ăn Chăn nuôi Lê Gia", "Trưởng phòng Thu mua",
     "van.le@legiafeed.com.vn", "https://www.legiafeed.com.vn",
     "Shrimp feed mill; wants protein 65% min. and histamine below 1,000 ppm; asked for samples", "Lê Vân"),
    ("no_NO", "Norway", "fishmeal", "{f} {l}", "Jensen Fôr AS", "Innkjøpssjef",
     "magnus.jensen@jensenfor.no", "https://www.jensenfor.no", "", "Magnus Jensen"),
    ("en_GB", "United Kingdom", "orthodox tea", "{f} {l}", "Ali & Co Tea Merchants Ltd", "Tea Buyer",
     "sean@alitea.co.uk", "https://www.alitea.co.uk",
     "Met at the Speciality & Fine Food Fair London; asked for first flush samples", "Sean Ali"),
    ("ar_SA", "Saudi Arabia", "orthodox tea", "{f} {l}", "شركة المهنا للشاي والقهوة", "مديرة المشتريات",
     "purchasing@almuhanna-tea.com.sa", "https://www.almuhanna-tea.com.sa", "", "تولين المهنا"),
    ("nl_NL", "Netherlands", "orthodox tea", "{f} {l}", "De Wit Thee & Kruiden B.V.", "Inkoper thee",
     "selina.dewit@dewitthee.nl", "https://www.dewitthee.nl", "", "Selina de Wit"),
    ("fr_FR", "France", "timur pepper", "{f} {l}", "Épices Delaunay SARL", "Responsable des achats",
     "v.delaunay@epices-delaunay.fr", "https://www.epices-delaunay.fr",
     "Rencontrée au salon Sirha Lyon ; demande une fiche technique et un échantillon de 500 g", "Valentine Delaunay"),
    ("ja_JP", "Japan", "timur pepper", "{l}{f}", "藤田香辛料株式会社", "購買部長",
     "kobai@fujita-spice.co.jp", "https://www.fujita-spice.co.jp", "", "藤田裕樹"),
    ("pl_PL", "Poland", "timur pepper", "{f} {l}", "Przyprawy Sterna Sp. z o.o.", "Kierownik działu zakupów",
     "d.sterna@przyprawysterna.pl", "https://www.przyprawysterna.pl", "", "Dawid Sterna"),
    ("en_IN", "India", "rudraksha beads", "{f} {l}", "Varma Spiritual Arts Pvt. Ltd.", "Procurement Head",
     "udant.varma@varmaspiritual.in", "https://www.varmaspiritual.in",
     "Wants 5 mukhi beads of 6-8 mm with X-ray certificates; asked for a price per 1,000 beads", "Udant Varma"),
    ("en_US", "United States", "rudraksha beads", "{f} {l}", "Jenkins Yoga Goods LLC", "Sourcing Manager",
     "amanda@jenkinsyogagoods.com", "https://www.jenkinsyogagoods.com", "", "Amanda Jenkins"),
    ("nl_BE", "Belgium", "cacao beans", "{f} {l}", "Chocolaterie De Coster NV", "Verantwoordelijke aankoop",
     "rafael.decoster@chocolateriedecoster.be", "https://www.chocolateriedecoster.be",
     "Met at the Salon du Chocolat Brussels; wants fermentation and cut-test data and the Fairtrade certificate", "Rafaël De Coster"),
    ("de_CH", "Switzerland", "cacao beans", "{f} {l}", "Leu Schokoladen AG", "Leiter Rohstoffeinkauf",
     "meinrad.leu@leu-schokoladen.ch", "https://www.leu-schokoladen.ch",
     "Wünscht ein Muster (1 kg) Arriba Nacional und den Nachweis der EUDR-Konformität", "Meinrad Leu"),
    ("el_GR", "Greece", "cacao beans", "Anatoli Papastergiou", "Papastergiou Confectionery S.A.", "Purchasing Manager",
     "a.papastergiou@papastergiou-confectionery.gr", "https://www.papastergiou-confectionery.gr", "", "Ανατολή Παπαστεργίου"),
    ("es_ES", "Spain", "pitahaya", "{f} {l}", "Frutas Ocaña S.L.", "Jefe de Compras",
     "toni.ocana@frutasocana.es", "https://www.frutasocana.es",
     "Met at Fruit Attraction Madrid; wants yellow pitahaya by air, GlobalG.A.P. certified", "Toni Ocaña"),
    ("nl_NL", "Netherlands", "pitahaya", "{f} {l}", "Hexspoor Fresh Import B.V.", "Inkoper exotisch fruit",
     "lara@hexspoorfresh.nl", "https://www.hexspoorfresh.nl", "", "Lara Hexspoor"),
    ("zh_CN", "China", "pitahaya", "{l}{f}", "上海陈氏果业有限公司", "进口采购经理",
     "caigou@chenshi-fruit.cn", "https://www.chenshi-fruit.cn",
     "Asked whether the GACC registration for yellow pitahaya is done", "陈瑞"),
    ("fr_FR", "France", "sacha inchi oil", "{f} {l}", "Laboratoires Imbert SAS", "Acheteuse matières premières",
     "sylvie.imbert@labo-imbert.fr", "https://www.labo-imbert.fr", "", "Sylvie Imbert"),
    ("zh_TW", "Taiwan", "sacha inchi oil", "{l}{f}", "邱氏生技股份有限公司", "採購專員",
     "purchasing@chiou-biotech.com.tw", "https://www.chiou-biotech.com.tw", "", "邱俊廷"),
    ("he_IL", "Israel", "sacha inchi oil", "Yehonatan Ibrahim", "Ibrahim Natural Oils Ltd.", "Procurement Manager",
     "yehonatan@ibrahimoils.co.il", "https://www.ibrahimoils.co.il",
     "Asked for the kosher certificate and the omega-3 (ALA) content of the cold-pressed oil", "יהונתן אבראהים"),
]

SENDERS = """\
[senders.s1]
name = "Liis Kaasik"
title = "Export Manager"
company = "Vallimäe Joogid OÜ"
phone = "+372 325 5410"
email = "liis.kaasik@vallimae.ee"
website = "https://vallimae.ee"
country = "Estonia"
city = "Rakvere"
categories = ["rhubarb wine", "bread kvass", "rye malt"]

[senders.s2]
name = "Fatema Jaffar Al-Mahroos"
title = "Business Development Manager"
company = "Tubli Bay Chemicals & Metals W.L.L."
phone = "+973 1770 4521"
email = "f.almahroos@tublibay.com.bh"
website = "https://tublibay.com.bh"
country = "Bahrain"
city = "Ma'ameer"
categories = ["sulphuric acid", "hot-briquetted iron", "fishmeal"]

[senders.s3]
name = "Sabina Rai"
title = "निर्यात व्यवस्थापक"
company = "Hile Himalayan Produce Pvt. Ltd."
phone = "+977 26 520318"
email = "sabina.rai@hileproduce.com.np"
website = "https://hileproduce.com.np"
country = "Nepal"
city = "Dhankuta"
categories = ["orthodox tea", "timur pepper", "rudraksha beads"]

[senders.s4]
name = "Jéssica Maribel Zambrano Vera"
title = "Gerente de Comercio Exterior"
company = "Agroexportadora Mocache Cía. Ltda."
phone = "+593 5 275 0436"
email = "jzambrano@agromocache.com.ec"
website = "https://agromocache.com.ec"
country = "Ecuador"
city = "Quevedo"
categories = ["cacao beans", "pitahaya", "sacha inchi oil"]
"""


def nfc(s: str) -> str:
    return unicodedata.normalize("NFC", s)


def draw(n: int, locale: str) -> tuple[str, str]:
    fk = Faker(locale)
    fk.seed_instance(SEED + n)
    female = fk.random.random() < 0.5
    first = fk.first_name_female() if female else fk.first_name_male()
    gendered = getattr(fk, "last_name_female" if female else "last_name_male", fk.last_name)
    return first, gendered()


def main() -> None:
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.writer(fh, lineterminator="\n")
        wr.writerow(COLUMNS)
        for n, (loc, country, cat, order, company, title, email, web, note, expect) in enumerate(ROWS, 1):
            first, last = draw(n, loc)
            drawn = order.format(f=first, l=last) if "{" in order else f"{first} {last}"
            if "{" in order:
                assert nfc(drawn) == nfc(expect), (n, drawn)
                name = drawn
            else:  # a native draw written in Latin letters by hand
                assert nfc(f"{first} {last}") == nfc(expect), (n, first, last)
                name = order
            wr.writerow([f"P{n:03d}", company, name, title, email, country, cat, web, note])
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
