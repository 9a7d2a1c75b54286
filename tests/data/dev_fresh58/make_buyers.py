"""Write buyers.csv (40 fictional buyers) and senders.toml (4 exporters) of the fifty-eighth fresh set.

Seeded faker: row N draws its contact from its own generator, seeded SEED + N, in the row's
locale; companies, titles, notes and mail domains are written per market by hand around the
drawn names. Byte-reproducible with faker 40.63.0.

Run:  .venv/bin/python tests/data/dev_fresh58/make_buyers.py
"""
import csv
from pathlib import Path

from faker import Faker

SEED = 8159374
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Egypt: faker's ar_EG gives English names, so the row draws from these with its generator.
EG_GIVEN = {"F": ["منى", "هبة", "نهى", "رانيا"], "M": ["كريم", "هشام", "طارق", "وليد"]}
EG_FAMILY = ["الشناوي", "منصور", "الجمال", "عبد الحميد"]

REF, POT, STR = "Refošk wine", "potica cake", "frozen štruklji"
SM, BZ, LPG = "styrene monomer", "benzene", "liquefied petroleum gas"
LON, SRA, KRO = "fresh longans", "Khmer rice wine", "kroeung paste"
MAL, SOU, HOT = "malanga roots", "soursop pulp", "hot sauce"

# (locale, country, category, company, title, email, website, note); {g} given, {f} family name,
# {a}/{b} ASCII forms of them for mailboxes. Contact name format per row in NAME below.
ROWS = [
    ("de_AT", "Austria", REF, "Hartmann Weinimport GmbH", "Einkaufsleiter", "m.hartmann@hartmann-wein.at",
     "https://www.hartmann-wein.at", "Met at ProWein Düsseldorf. Wants a price list for Refošk in 0.75 l bottles."),
    ("ja_JP", "Japan", REF, "{f}洋酒株式会社", "輸入ワイン担当", "purchasing@itoh-yoshu.co.jp",
     "https://www.itoh-yoshu.co.jp", "FOODEX JAPANで面談。サンプル2本を希望。"),
    ("ru_RU", "Russia", REF, "ООО «Винная галерея {f}а»", "Директор по закупкам", "zakupki@vinogalereya-yudin.ru",
     "https://vinogalereya-yudin.ru", ""),
    ("en_GB", "United Kingdom", REF, "{f} & Vine Ltd", "Wine Buyer", "marilyn.harris@harrisandvine.co.uk",
     "https://www.harrisandvine.co.uk", "Met at the London Wine Fair. Asked for samples of the Refošk; sells mostly to restaurants."),
    ("he_IL", "Israel", REF, "{f} יינות בע\"מ", "מנהל רכש", "purchasing@liberman-wines.co.il",
     "https://www.liberman-wines.co.il", "Needs kosher certification for every wine."),
    ("de_DE", "Germany", POT, "{f} Feinkost GmbH", "Einkäufer Backwaren", "v.dobes@dobes-feinkost.de",
     "https://www.dobes-feinkost.de", ""),
    ("en_US", "United States", POT, "{f}'s European Bakery Supply LLC", "Purchasing Manager",
     "sarah.clark@clarkseuropean.com", "https://www.clarkseuropean.com",
     "Customers in Cleveland's Slovenian community. Asked for a quote on walnut and tarragon potica before Christmas."),
    ("de_AT", "Austria", POT, "Konditorei-Großhandel {f} e.U.", "Inhaber", "office@steiner-suesswaren.at",
     "https://www.steiner-suesswaren.at", ""),
    ("el_GR", "Greece", POT, "Εισαγωγική {f} Α.Ε.", "Υπεύθυνη Προμηθειών", "info@tavlaridou-imports.gr",
     "https://www.tavlaridou-imports.gr", "Met at Food Expo Athens. Asked about shelf life."),
    ("en_CA", "Canada", POT, "{f} Fine Foods Inc.", "Category Manager, Bakery", "nkemp@kempfinefoods.ca",
     "https://www.kempfinefoods.ca", ""),
    ("hr_HR", "Croatia", STR, "{f} Trgovina d.o.o.", "Voditelj nabave", "damir.strljic@strljic-trgovina.hr",
     "https://www.strljic-trgovina.hr", "Met at Gast Split. Wants cheese štruklji in 1 kg bags."),
    ("it_IT", "Italy", STR, "{f} Surgelati S.r.l.", "Responsabile Acquisti", "l.falloppio@falloppiosurgelati.it",
     "https://www.falloppiosurgelati.it", ""),
    ("de_CH", "Switzerland", STR, "{f} Tiefkühlprodukte AG", "Leiterin Einkauf", "suzanne.erni@erni-tk.ch",
     "https://www.erni-tk.ch", "Prefers German. Asked for the minimum order quantity."),
    ("en_AU", "Australia", STR, "{f} Continental Foods Pty Ltd", "Procurement Officer",
     "taylor.perry@perrycontinental.com.au", "https://www.perrycontinental.com.au",
     "Asked for a spec sheet and the full ingredients list."),
    ("ko_KR", "South Korea", STR, "주식회사 {f}가푸드", "구매팀장", "purchasing@choigafood.co.kr",
     "https://www.choigafood.co.kr", "서울국제식품산업대전에서 만남. 샘플 요청."),
    ("zh_CN", "China", SM, "宁波{f}氏化工贸易有限公司", "采购经理", "purchasing@yanshi-chem.cn",
     "https://www.yanshi-chem.cn", "Met at Chinaplas Shanghai. Wants a CFR Ningbo offer for 2,000 t lots."),
    ("hi_IN", "India", SM, "{f} पॉलिमर्स प्राइवेट लिमिटेड", "क्रय प्रबंधक", "purchase@choprapolymers.in",
     "https://www.choprapolymers.in", ""),
    ("tr_TR", "Turkey", SM, "{f} Kimya Sanayi ve Ticaret A.Ş.", "Satın Alma Müdürü", "balli.sensoy@sensoykimya.com.tr",
     "https://www.sensoykimya.com.tr", ""),
    ("zh_TW", "Taiwan", BZ, "{f}記化學工業股份有限公司", "採購課長", "purchasing@changchem.com.tw",
     "https://www.changchem.com.tw", ""),
    ("nl_NL", "Netherlands", BZ, "{f} Chemicals B.V.", "Inkoper aromaten", "s.cosman@cosmanchemicals.nl",
     "https://www.cosmanchemicals.nl", ""),
    ("th_TH", "Thailand", BZ, "บริษัท {f} ปิโตรเคมี จำกัด", "หัวหน้าฝ่ายจัดซื้อ", "purchasing@tuangthong-petchem.co.th",
     "https://www.tuangthong-petchem.co.th", ""),
    ("ar_SA", "Egypt", LPG, "شركة {f} لتوزيع الغاز", "مديرة التوريدات", "purchasing@{b}-gas.com.eg",
     "https://www.{b}-gas.com.eg", "Wants a quote for a 50/50 propane-butane mix, CFR Alexandria."),
    ("ko_KR", "South Korea", LPG, "{g}가스산업 주식회사", "구매과장", "purchasing@bcgas.co.kr",
     "https://www.bcgas.co.kr", ""),
    ("zh_CN", "China", LON, "广州{f}氏果业有限公司", "采购主管", "purchasing@sunshi-fruit.cn",
     "https://www.sunshi-fruit.cn", "Met at Asia Fruit Logistica Hong Kong. Asked whether the packhouse is GACC-registered."),
    ("fr_FR", "France", LON, "{f} Fruits Exotiques SAS", "Acheteur fruits exotiques", "gregoire.guyot@guyot-exotiques.fr",
     "https://www.guyot-exotiques.fr", "Met at Fruit Logistica Berlin. Wants air-freight prices to Paris-CDG."),
    ("vi_VN", "Vietnam", LON, "Công ty TNHH Thương mại {f} Gia", "Trưởng phòng thu mua", "thumua@danggia.vn",
     "https://www.danggia.vn", ""),
    ("en_US", "United States", SRA, "{f} Imports LLC", "Spirits Buyer", "isaac@carrollimports.com",
     "https://www.carrollimports.com", "Customers in Long Beach's Cambodia Town. Needs TTB label approval (COLA) before ordering."),
    ("fr_FR", "France", SRA, "Épicerie d'Asie {f} SARL", "Gérante", "pauline.rodrigues@epicerie-rodrigues.fr",
     "https://www.epicerie-rodrigues.fr", ""),
    ("en_AU", "Australia", KRO, "{f} Asian Grocery Wholesale Pty Ltd", "Buyer", "eric.garrett@garrettwholesale.com.au",
     "https://www.garrettwholesale.com.au", "Asked for samples and an allergen statement (fish, shrimp paste)."),
    ("th_TH", "Thailand", KRO, "บริษัท {f} ฟู้ดส์ จำกัด", "ผู้จัดการฝ่ายจัดซื้อ", "purchasing@disdanai-foods.co.th",
     "https://www.disdanai-foods.co.th", ""),
    ("ja_JP", "Japan", KRO, "{f}食品株式会社", "購買部主任", "purchasing@hasegawa-shokuhin.co.jp",
     "https://www.hasegawa-shokuhin.co.jp", ""),
    ("es_ES", "Spain", MAL, "Frutas {f} S.L.", "Jefa de Compras", "ester.cardenas@frutascardenas.es",
     "https://www.frutascardenas.es", "Met at Fruit Attraction Madrid. Wants a weekly reefer container to Algeciras."),
    ("nl_NL", "Netherlands", MAL, "{f} Tropical Fruits B.V.", "Inkoper", "m.verharen@verharentropical.nl",
     "https://www.verharentropical.nl", ""),
    ("en_CA", "Canada", MAL, "{f} Caribbean Produce Ltd.", "Produce Buyer", "joy.wallace@wallacecaribbean.ca",
     "https://www.wallacecaribbean.ca", "Customers in Toronto's Caribbean community. Asked for the price per 40 lb case."),
    ("es_ES", "Spain", SOU, "Zumos {f} S.L.", "Responsable de Compras", "zoraida.moliner@molinerzumos.es",
     "https://www.molinerzumos.es", ""),
    ("de_DE", "Germany", SOU, "{f} Fruchtsaft GmbH", "Einkäuferin Rohware", "n.heydrich@heydrich-fruchtsaft.de",
     "https://www.heydrich-fruchtsaft.de", "Needs the EU organic certificate and a certificate of analysis for each batch."),
    ("it_IT", "Italy", SOU, "{f} Gelati S.p.A.", "Buyer materie prime", "r.nibali@nibaligelati.it",
     "https://www.nibaligelati.it", "Conosciuto al SIGEP di Rimini; chiede campioni di polpa di guanábana."),
    ("en_GB", "United Kingdom", HOT, "{f} & Daughters Ltd", "Buying Manager", "thomas.ford@fordanddaughters.co.uk",
     "https://www.fordanddaughters.co.uk", ""),
    ("pl_PL", "Poland", HOT, "{f} Import Sp. z o.o.", "Kierownik ds. zakupów", "marcin.blazejak@blazejak-import.pl",
     "https://www.blazejak-import.pl", ""),
    ("sv_SE", "Sweden", HOT, "{f}s Smakimport AB", "Inköpschef", "ingmar.blom@bloms-smakimport.se",
     "https://www.bloms-smakimport.se", "Met at Stockholm Food & Wine. Wants a mild and a habanero variant."),
]

CJK = {"ja_JP", "ko_KR", "zh_CN", "zh_TW"}
EG_ASCII = {"الشناوي": "elshenawy", "منصور": "mansour", "الجمال": "elgamal", "عبد الحميد": "abdelhamid"}


def draw(n: int, locale: str) -> tuple[str, str, str]:
    fake = Faker(locale)
    fake.seed_instance(SEED + n)
    g = fake.random_element(["F", "M"])
    if locale == "ar_SA":  # the Egyptian row
        return g, fake.random_element(EG_GIVEN[g]), fake.random_element(EG_FAMILY)
    if g == "F":
        return g, fake.first_name_female(), (fake.last_name_female() if hasattr(fake, "last_name_female") else fake.last_name())
    return g, fake.first_name_male(), (fake.last_name_male() if hasattr(fake, "last_name_male") else fake.last_name())


def contact(locale: str, g: str, given: str, family: str) -> str:
    if locale in CJK:
        return family + given
    if locale == "vi_VN":
        return f"{family} {'Thị' if g == 'F' else 'Văn'} {given}"
    return f"{given} {family}"


def main() -> None:
    rows = []
    for n, (loc, country, cat, company, title, email, web, note) in enumerate(ROWS, 1):
        g, given, family = draw(n, loc)
        fam = family[:-1] if loc == "ru_RU" and family.endswith("ь") else family
        b = EG_ASCII.get(family, "")
        rows.append({
            "buyer_id": f"P{n:03d}", "company": company.format(f=fam, g=given),
            "contact_name": contact(loc, g, given, family), "contact_title": title,
            "email": email.format(b=b), "country": country, "product_category": cat,
            "website": web.format(b=b), "notes": note,
        })
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


SENDERS = '''# The four exporters of the fifty-eighth fresh set (fictional).

[senders.s1]
name = "Nina Kocjančič"
title = "Komercialistka za tuje trge"
company = "Haliaetum Delikatese d.o.o."
phone = "+386 5 641 2217"
email = "nina.kocjancic@haliaetum.si"
website = "https://www.haliaetum.si"
country = "Slovenia"
city = "Izola"
categories = ["Refošk wine", "potica cake", "frozen štruklji"]

[senders.s2]
name = "Abdulaziz Khaled Al-Enezi"
title = "Export Marketing Manager"
company = "Kazma Aromatics & Gas Trading Co. W.L.L."
phone = "+965 2326 4418"
email = "a.alenezi@kazma-aromatics.com.kw"
website = "https://www.kazma-aromatics.com.kw"
country = "Kuwait"
city = "Mina Abdullah"
categories = ["styrene monomer", "benzene", "liquefied petroleum gas"]

[senders.s3]
name = "Chan Sokunthea"
title = "Export & Key Accounts Manager"
company = "Sangker Harvest Co., Ltd."
phone = "+855 53 952 614"
email = "sokunthea.chan@sangkerharvest.com.kh"
website = "https://www.sangkerharvest.com.kh"
country = "Cambodia"
city = "Battambang"
categories = ["fresh longans", "Khmer rice wine", "kroeung paste"]

[senders.s4]
name = "Dilcia Yessenia Mejía Orellana"
title = "Jefa de Exportaciones"
company = "Agroindustrias Pico Bonito S.A. de C.V."
phone = "+504 2440 3187"
email = "dmejia@picobonito.hn"
website = "https://www.picobonito.hn"
country = "Honduras"
city = "La Ceiba"
categories = ["malanga roots", "soursop pulp", "hot sauce"]
'''

if __name__ == "__main__":
    main()
