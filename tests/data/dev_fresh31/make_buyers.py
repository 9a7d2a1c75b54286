"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml for dev_fresh31.

Seeded faker: every row has its own Faker instance seeded SEED + row number, which draws only the
contact's given and family name (gendered where the locale has it). Markets without usable faker
names (Egypt, Morocco, Kazakhstan, Barbados, Kuwait, a romanised Saudi row) draw from short hand
lists with the row's own seeded random.Random. Companies, titles, e-mails and notes are written
by hand around the drawn family name. Byte-reproducible.

Run:  .venv/bin/python tests/data/dev_fresh31/make_buyers.py
"""
import csv
import io
import random
from pathlib import Path

from faker import Faker

SEED = 7390241
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

BEACH, CHALK, SEED_POT = "roofed wicker beach chairs", "Rügen healing chalk", "certified seed potatoes"
PILES, SHINGLES, CASSAREEP = "greenheart marine piles", "wallaba roofing shingles", "cassareep"
PEARLS, HALWA, PELLETS = "natural Gulf pearls", "Bahraini halwa", "iron ore pellets"
SPODUMENE, SCULPT, MARULA = "spodumene concentrate", "serpentine stone sculptures", "cold-pressed marula oil"

HAND = {
    "EG_m": [("محمود", "الجندي"), ("طارق", "عبد الحميد"), ("أشرف", "الشناوي"), ("حسام", "البنا"), ("وائل", "السيد")],
    "EG_f": [("منى", "الحسيني"), ("داليا", "فوزي"), ("رانيا", "عبد العزيز"), ("نهى", "سليمان"), ("إيمان", "رضوان")],
    "MA_m": [("Youssef", "El Idrissi"), ("Hicham", "Bennani"), ("Mehdi", "Alaoui"), ("Rachid", "Tazi"), ("Anouar", "Berrada")],
    "KZ_f": [("Айгуль", "Жумабаева"), ("Динара", "Сарсенова"), ("Гульнара", "Ахметова"), ("Жанар", "Омарова"), ("Салтанат", "Бекова")],
    "BB_m": [("Ryan", "Greaves"), ("Andre", "Worrell"), ("Jamar", "Clarke"), ("Kemar", "Alleyne"), ("Trevor", "Gittens")],
    "KW_m": [("فهد", "العنزي"), ("بدر", "المطيري"), ("خالد", "الرشيدي"), ("مشعل", "العجمي"), ("يوسف", "الخرافي")],
    "SA_f": [("Reem", "Al-Ghamdi"), ("Hanan", "Al-Zahrani"), ("Nouf", "Al-Harbi"), ("Lujain", "Bakhsh"), ("Ghadah", "Al-Sulami")],
}


def draw(row: int, locale: str, gender: str) -> tuple[str, str]:
    """(given, family) for this row: faker seeded SEED + row, or a hand list with random.Random."""
    if locale in HAND:
        return random.Random(SEED + row).choice(HAND[locale])
    fake = Faker(locale)
    fake.seed_instance(SEED + row)
    given = fake.first_name_female() if gender == "f" else fake.first_name_male()
    family = getattr(fake, "last_name_female" if gender == "f" else "last_name_male", fake.last_name)()
    return given, family


# (locale, gender, order, company, title, email, country, category, website, note)
# order: "gf" given family with a space; "fg" family given without a space (CJK, Hangul).
# {g}/{f}: the drawn given/family name ({F}: capitalised, as Dutch writes a bare `Van der`); {gl}/{fl}: their ASCII forms, written by hand below.
ROWS = [
    ("nl_NL", "f", "gf", "{f} Strandinrichting B.V.", "Hoofd Inkoop", "{gl}.{fl}@haackstrandinrichting.nl", "Netherlands", BEACH,
     "https://www.haackstrandinrichting.nl",
     "Met at spoga+gafa Cologne; wants 40 two-seater chairs for a beach pavilion in Scheveningen; asked for a price list."),
    ("da_DK", "m", "gf", "{f} Strand & Have ApS", "Indkøbschef", "nm@mathiasen-strand.dk", "Denmark", BEACH,
     "https://mathiasen-strand.dk", ""),
    ("de_CH", "m", "gf", "{f} Gartenmöbel AG", "Einkaufsleiter", "s.kaeser@kaeser-gartenmoebel.ch", "Switzerland", BEACH,
     "https://www.kaeser-gartenmoebel.ch",
     "Bitte nur auf Deutsch korrespondieren. Kunden: Hotels und Strandbäder am Thunersee."),
    ("ja_JP", "m", "fg", "{f}リゾート用品株式会社", "購買部長", "kobai@suzuki-resort.co.jp", "Japan", BEACH,
     "https://www.suzuki-resort.co.jp",
     "Asked for a sample chair and flame-retardant test data for the canopy fabric; customers: beach resorts in Okinawa."),
    ("pl_PL", "f", "gf", "{f} Wypoczynek Sp. z o.o.", "Kierownik działu zakupów", "k.mueller@mueller-wypoczynek.pl", "Poland", BEACH,
     "https://mueller-wypoczynek.pl", ""),
    ("cs_CZ", "f", "gf", "Lázeňské potřeby {f} s.r.o.", "Nákupčí", "blazkova@lazenske-potreby.cz", "Czech Republic", CHALK,
     "https://www.lazenske-potreby.cz",
     "Met at Vivaness Nuremberg; supplies spa hotels in Karlovy Vary and Mariánské Lázně; needs the COSMOS Natural certificate."),
    ("ko_KR", "m", "fg", "주식회사 {f}스킨랩", "구매팀 과장", "purchase@kangskinlab.co.kr", "South Korea", CHALK,
     "https://www.kangskinlab.co.kr", ""),
    ("he_IL", "f", "gf", "{f} ספא סחר בע\"מ", "מנהלת רכש", "rechesh@cohenspa.co.il", "Israel", CHALK,
     "https://www.cohenspa.co.il", ""),
    ("el_GR", "m", "gf", "Ο. {f} & ΣΙΑ Ο.Ε.", "Υπεύθυνος Προμηθειών", "promithies@gkouskos-spa.gr", "Greece", CHALK,
     "https://www.gkouskos-spa.gr",
     "Met at Cosmoprof Bologna; prefers English; supplies thermal spas in Loutraki and Edipsos."),
    ("ja_JP", "f", "fg", "{f}コスメティックス株式会社", "仕入担当", "shiire@saito-cosme.co.jp", "Japan", CHALK,
     "https://www.saito-cosme.co.jp", ""),
    ("EG_m", "m", "gf", "شركة {f} للتقاوي والتجارة", "مدير قسم التقاوي", "purchasing@elbanna-seeds.com.eg", "Egypt", SEED_POT,
     "https://www.elbanna-seeds.com.eg",
     "Needs a phytosanitary certificate and EU class A; varieties Spunta and Diamant; asked for a CIF Alexandria price."),
    ("MA_m", "m", "gf", "{f} Semences SARL", "Responsable achats semences", "{gl}.{fl}@bennani-semences.ma", "Morocco", SEED_POT,
     "https://www.bennani-semences.ma", ""),
    ("ka_GE", "m", "gf", "შპს {f} აგრო", "შესყიდვების მენეჯერი", "info@gajievi-agro.ge", "Georgia", SEED_POT,
     "https://gajievi-agro.ge",
     "Met at Potato Europe; wants varieties for the Samtskhe-Javakheti highlands around Akhalkalaki."),
    ("KZ_f", "f", "gf", "ТОО «{f} Агро»", "Руководитель отдела закупок", "zakup@omarova-agro.kz", "Kazakhstan", SEED_POT,
     "https://omarova-agro.kz", ""),
    ("pt_PT", "m", "gf", "{f} & Filhos, Lda.", "Diretor de Compras", "{gl}.{fl}@barrosefilhos.pt", "Portugal", SEED_POT,
     "https://www.barrosefilhos.pt",
     "Pediu amostras de batata-semente Agria e Kennebec; clientes: cooperativas de Trás-os-Montes."),
    ("en_GB", "m", "gf", "{f} Marine Civils Ltd", "Procurement Manager", "{gl}.{fl}@pattersonmarinecivils.co.uk", "United Kingdom", PILES,
     "https://www.pattersonmarinecivils.co.uk",
     "Needs FSC certificate and UKTR due diligence documents; project: sea defence groynes in Norfolk."),
    ("nl_BE", "f", "gf", "{f} Waterbouw NV", "Aankoopverantwoordelijke", "{gl}.{fl}@mertens-waterbouw.be", "Belgium", PILES,
     "https://www.mertens-waterbouw.be", ""),
    ("nl_NL", "m", "gf", "Houthandel {F} B.V.", "Inkoper tropisch hardhout", "dion@houthandelvdheijden.nl", "Netherlands", PILES,
     "https://www.houthandelvdheijden.nl", ""),
    ("en_US", "f", "gf", "{f} Roofing Supply LLC", "Purchasing Manager", "{gl}@curtisroofingsupply.com", "United States", SHINGLES,
     "https://www.curtisroofingsupply.com",
     "Met at the International Roofing Expo in Las Vegas; asked for a price per square."),
    ("BB_m", "m", "gf", "{f} Building Supplies Ltd.", "Purchasing Officer", "{gl}.{fl}@alleynebuilding.bb", "Barbados", SHINGLES,
     "https://www.alleynebuilding.bb", ""),
    ("en_CA", "f", "gf", "{f} Fine Foods Inc.", "Category Buyer", "{gl}.{fl}@schwartzfinefoods.ca", "Canada", CASSAREEP,
     "https://www.schwartzfinefoods.ca",
     "Asked for a price list in CAD and bilingual English/French labels; customers: Caribbean grocers in Scarborough."),
    ("en_GB", "f", "gf", "{f} World Foods Ltd", "Head of Buying", "{gl}.{fl}@saundersworldfoods.co.uk", "United Kingdom", CASSAREEP,
     "https://www.saundersworldfoods.co.uk", ""),
    ("en_US", "m", "gf", "{f} Specialty Foods, Inc.", "Buyer", "{gl}.{fl}@thorntonfoods.com", "United States", CASSAREEP,
     "https://www.thorntonfoods.com", ""),
    ("hi_IN", "m", "gf", "{f} ज्वेलर्स प्राइवेट लिमिटेड", "मुख्य क्रय अधिकारी", "purchase@gawdejewellers.in", "India", PEARLS,
     "https://www.gawdejewellers.in",
     "Met at IIJS Mumbai; asked for DANAT reports for every lot."),
    ("fr_CH", "f", "gf", "{f} Joaillerie SA", "Acheteuse perles et pierres", "{gl}.{fl}@boillat-joaillerie.ch", "Switzerland", PEARLS,
     "https://www.boillat-joaillerie.ch", ""),
    ("zh_TW", "m", "fg", "{f}氏珠寶有限公司", "採購主管", "purchasing@lausjewellery.com.hk", "Hong Kong", PEARLS,
     "https://www.lausjewellery.com.hk",
     "Met at the Hong Kong International Jewellery Show; prefers Chinese."),
    ("KW_m", "m", "gf", "شركة {f} للحلويات ذ.م.م.", "مسؤول المشتريات", "purchasing@almutairi-sweets.com.kw", "Kuwait", HALWA,
     "https://www.almutairi-sweets.com.kw", ""),
    ("ar_SA", "m", "gf", "مؤسسة {f} التجارية", "مدير قسم المشتريات", "purchasing@abudawood-trading.sa", "Saudi Arabia", HALWA,
     "https://www.abudawood-trading.sa",
     "Needs SFDA registration and a halal certificate; wants Ramadan stock by January."),
    ("SA_f", "f", "gf", "{f} Sweets Co.", "Procurement Specialist", "{gl}.{fl}@alharbisweets.com.sa", "Saudi Arabia", HALWA,
     "https://www.alharbisweets.com.sa", ""),
    ("zh_CN", "f", "fg", "唐山{f}氏炉料贸易有限公司", "采购部经理", "caigou@zhongshi-luliao.cn", "China", PELLETS,
     "https://www.zhongshi-luliao.cn",
     "Asked for a spec with Fe ≥ 65% and a CFR Jingtang quote."),
    ("tr_TR", "m", "gf", "{f} Demir Çelik San. ve Tic. A.Ş.", "Satın Alma Müdürü", "{gl}.{fl}@camurcuoglu-celik.com.tr", "Turkey", PELLETS,
     "https://www.camurcuoglu-celik.com.tr", ""),
    ("EG_f", "f", "gf", "شركة {f} للصلب", "مديرة المشتريات", "procurement@fawzy-steel.com.eg", "Egypt", PELLETS,
     "https://www.fawzy-steel.com.eg", ""),
    ("zh_CN", "m", "fg", "宜春市{f}氏锂业有限公司", "原料采购经理", "yuanliao@zhangshi-lithium.cn", "China", SPODUMENE,
     "https://www.zhangshi-lithium.cn",
     "Asked for a spec sheet with Li2O ≥ 5.5% and a CIF Shanghai price."),
    ("ko_KR", "f", "fg", "{f}앤씨머티리얼즈 주식회사", "원료구매팀장", "sourcing@lncmaterials.co.kr", "South Korea", SPODUMENE,
     "https://www.lncmaterials.co.kr", ""),
    ("en_AU", "f", "gf", "{f} Gallery Pty Ltd", "Gallery Director", "{gl}@thorntongallery.com.au", "Australia", SCULPT,
     "https://www.thorntongallery.com.au",
     "Met at Sydney Contemporary; interested in large garden pieces by Tengenenge artists."),
    ("fr_BE", "m", "gf", "Galerie {f} SRL", "Gérant", "{gl}.{fl}@galerie-toussaint.be", "Belgium", SCULPT,
     "https://www.galerie-toussaint.be", ""),
    ("da_DK", "f", "gf", "{f} Kunst & Have ApS", "Indehaver", "joan@klausenkunst.dk", "Denmark", SCULPT,
     "https://klausenkunst.dk", ""),
    ("fr_FR", "f", "gf", "Laboratoires {f} SAS", "Acheteuse matières premières", "{gl}.{fl}@laboratoires-colas.fr", "France", MARULA,
     "https://www.laboratoires-colas.fr",
     "Rencontrée à in-cosmetics Global à Paris ; demande la fiche technique (INCI : Sclerocarya Birrea Seed Oil) "
     "et le certificat ECOCERT."),
    ("it_IT", "m", "gf", "{f} Cosmesi S.r.l.", "Responsabile Acquisti", "{gl}.{fl}@battellicosmesi.it", "Italy", MARULA,
     "https://www.battellicosmesi.it", ""),
    ("pl_PL", "m", "gf", "{f} i Wspólnicy Sp.k.", "Specjalista ds. zakupów", "{gl}.{fl}@wojtarowicz.pl", "Poland", MARULA,
     "https://www.wojtarowicz.pl", ""),
]

# ASCII forms of drawn names, for e-mail addresses (row -> (given, family)); written by hand
# after a first run printed the draws.
ASCII = {1: ("tessa", "haack"), 12: ("hicham", "bennani"), 15: ("ricardo", "barros"), 16: ("robert", "patterson"),
         17: ("margaretha", "mertens"), 19: ("joanne", "curtis"), 20: ("kemar", "alleyne"), 21: ("angelica", "schwartz"),
         22: ("gillian", "saunders"), 23: ("christopher", "thornton"), 25: ("marianne", "boillat"), 29: ("nouf", "alharbi"),
         31: ("abdulkerim", "camurcuoglu"), 35: ("amanda", "thornton"), 36: ("esteban", "toussaint"), 38: ("patricia", "colas"),
         39: ("lamberto", "battelli"), 40: ("ernest", "wojtarowicz")}

SENDERS = """\
# Four exporters for dev_fresh31 (fictional). Every field of a sender profile, plus city and the
# three categories each sells.

[senders.s1]
company = "Strelasund Handelskontor GmbH & Co. KG"
name = "Wiebke Mareike Thießen"
title = "Leitung Export"
email = "w.thiessen@strelasund-kontor.de"
phone = "+49 3831 289 4470"
website = "https://www.strelasund-kontor.de"
country = "Germany"
city = "Stralsund"
categories = ["roofed wicker beach chairs", "Rügen healing chalk", "certified seed potatoes"]

[senders.s2]
company = "Mazaruni Woods & Provisions Inc."
name = "Shondelle Marisa Yhap"
title = "Export Marketing Officer"
email = "syhap@mazaruniwoods.gy"
phone = "+592 455 2318"
website = "https://www.mazaruniwoods.gy"
country = "Guyana"
city = "Bartica"
categories = ["greenheart marine piles", "wallaba roofing shingles", "cassareep"]

[senders.s3]
company = "Muharraq Lulu Trading W.L.L."
name = "Maryam Jassim Al-Mannai"
title = "مديرة المبيعات والتصدير"
email = "maryam.almannai@lulutrading.bh"
phone = "+973 1734 5102"
website = "https://www.lulutrading.bh"
country = "Bahrain"
city = "Muharraq"
categories = ["natural Gulf pearls", "Bahraini halwa", "iron ore pellets"]

[senders.s4]
company = "Bikita Lowveld Resources (Pvt) Ltd"
name = "Nyasha Rumbidzai Chigumba"
title = "Head: Exports"
email = "nchigumba@bikitalowveld.co.zw"
phone = "+263 39 226 4471"
website = "https://www.bikitalowveld.co.zw"
country = "Zimbabwe"
city = "Masvingo"
categories = ["spodumene concentrate", "serpentine stone sculptures", "cold-pressed marula oil"]
"""


def main() -> None:
    out = io.StringIO()
    wr = csv.writer(out, lineterminator="\n")
    wr.writerow(COLUMNS)
    for n, (loc, gender, order, company, title, email, country, cat, web, note) in enumerate(ROWS, 1):
        given, family = draw(n, loc, gender)
        name = f"{family}{given}" if order == "fg" else f"{given} {family}"
        gl, fl = ASCII.get(n, ("", ""))
        wr.writerow([f"P{n:03d}", company.format(g=given, f=family, F=family[:1].upper() + family[1:]), name, title,
                     email.format(gl=gl, fl=fl), country, cat, web, note])
    (HERE / "buyers.csv").write_text(out.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
