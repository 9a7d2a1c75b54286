"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (s1-s4) of dev_fresh55.

Seeded and byte-reproducible: each row draws its contact from its own faker instance seeded
SEED + row number (faker 40.63.0). Companies, titles, notes and mail domains are written per market
by hand around the drawn family name; native-script rows get a hand-romanised `purchasing@`-style
mailbox. Egypt has no faker locale: its row draws from a short hand list with the row's generator.

Run:  .venv/bin/python tests/data/dev_fresh55/make_buyers.py
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 6183924
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]


def ascii_(s: str) -> str:
    s = s.replace("ł", "l").replace("Ł", "L").replace("ø", "o").replace("æ", "ae")
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower().replace(" ", "")


# (locale, country, category, native script?, builder(first, last, fem, fk) -> dict)
def row_p001(f, l, fem, fk):
    return dict(company=f"{l} Vinimport ApS", title="Indkøbschef",
                email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}-vinimport.dk",
                website=f"https://www.{ascii_(l)}-vinimport.dk",
                notes="Met at ProWein Düsseldorf 2025; asked for a price list for 50 cl bottles. Prefers English.")


ROWS = [
    ("da_DK", "Denmark", "brennivín", False, row_p001),
    ("de_DE", "Germany", "brennivín", False, lambda f, l, fem, fk: dict(
        company=f"{l} Spirituosen GmbH", title="Einkaufsleiterin" if fem else "Einkaufsleiter",
        email=f"{ascii_(f)[0]}.{ascii_(l)}@{ascii_(l)}-spirituosen.de",
        website=f"https://www.{ascii_(l)}-spirituosen.de", notes="")),
    ("ja_JP", "Japan", "brennivín", True, lambda f, l, fem, fk: dict(
        company=f"{l}洋酒株式会社", title="仕入課長", email="shiire@matsumoto-yoshu.co.jp",
        website="https://www.matsumoto-yoshu.co.jp",
        notes="Met at FOODEX Japan (Makuhari); wants samples of the 50 cl and 1 l bottles.")),
    ("en_US", "United States", "brennivín", False, lambda f, l, fem, fk: dict(
        company=f"{l} Imports LLC", title="Spirits Buyer",
        email=f"{ascii_(f)}@{ascii_(l)}imports.com", website=f"https://{ascii_(l)}imports.com", notes="")),
    ("ru_RU", "Russia", "brennivín", True, lambda f, l, fem, fk: dict(
        company=f"ООО «{l} и партнёры»", title="Менеджер по закупкам",
        email="zakupki@lobanov-partners.ru", website="https://lobanov-partners.ru",
        notes="Просит сертификат соответствия ЕАЭС и цены FCA Исафьордюр.")),
    ("no_NO", "Norway", "harðfiskur", False, lambda f, l, fem, fk: dict(
        company=f"{l} Fiskehandel AS", title="Innkjøpssjef",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}fisk.no", website=f"https://www.{ascii_(l)}fisk.no",
        notes="Met at Seafood Expo Global, Barcelona; interested in wolffish rather than haddock.")),
    ("ko_KR", "South Korea", "harðfiskur", True, lambda f, l, fem, fk: dict(
        company="주식회사 해담수산", title="구매팀장", email="buying@haedam.co.kr",
        website="https://www.haedam.co.kr", notes="Met at Seoul Food 2025; asked for a CIF Busan quote.")),
    ("en_GB", "United Kingdom", "harðfiskur", False, lambda f, l, fem, fk: dict(
        company=f"{l} Fine Foods Ltd", title="Head of Buying",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}finefoods.co.uk",
        website=f"https://www.{ascii_(l)}finefoods.co.uk", notes="")),
    ("el_GR", "Greece", "harðfiskur", True, lambda f, l, fem, fk: dict(
        company=f"{l} Τρόφιμα Α.Ε.", title="Υπεύθυνη Προμηθειών" if fem else "Υπεύθυνος Προμηθειών",
        email="promitheies@xanthakis-trofima.gr", website="https://www.xanthakis-trofima.gr", notes="")),
    ("pl_PL", "Poland", "harðfiskur", False, lambda f, l, fem, fk: dict(
        company=f"Przetwórstwo Ryb {l} Sp. z o.o.",
        title="Kierowniczka działu zakupów" if fem else "Kierownik działu zakupów",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}-ryby.pl", website=f"https://{ascii_(l)}-ryby.pl",
        notes="Asked for samples; needs the health certificate for fish products.")),
    ("fi_FI", "Finland", "crowberries", False, lambda f, l, fem, fk: dict(
        company=f"Marjatalo {l} Oy", title="Ostopäällikkö",
        email=f"{ascii_(f)}.{ascii_(l)}@marjatalo.fi", website="https://www.marjatalo.fi",
        notes="Met at Natural Products Scandinavia, Malmö; wants frozen crowberries in 10 kg boxes, EU organic.")),
    ("zh_CN", "China", "crowberries", True, lambda f, l, fem, fk: dict(
        company=f"大连{l}记食品有限公司", title="采购经理", email="caigou@ruanji-food.cn",
        website="https://www.ruanji-food.cn",
        notes="Met at SIAL Shanghai; needs an organic certificate and a CIF Dalian price.")),
    ("he_IL", "Israel", "crowberries", True, lambda f, l, fem, fk: dict(
        company=f'{l} מזון בריא בע"מ', title="מנהלת רכש" if fem else "מנהל רכש",
        email="rechesh@binyamin-food.co.il", website="https://www.binyamin-food.co.il",
        notes="Kosher certificate required.")),
    ("nl_NL", "Netherlands", "crowberries", False, lambda f, l, fem, fk: dict(
        company=f"{l[0].upper() + l[1:]} Natuurvoeding B.V.", title="Inkoper",
        email=f"{ascii_(f)}@{ascii_(l)}natuurvoeding.nl", website=f"https://www.{ascii_(l)}natuurvoeding.nl",
        notes="")),
    ("fr_FR", "France", "crowberries", False, lambda f, l, fem, fk: dict(
        company=f"Maison {l} SAS", title="Responsable achats",
        email=f"{ascii_(f)}.{ascii_(l)}@maison-{ascii_(l)}.fr", website=f"https://www.maison-{ascii_(l)}.fr",
        notes="Rencontrée au SIAL Paris 2024 ; souhaite des échantillons surgelés.")),
    ("hi_IN", "India", "propane", True, lambda f, l, fem, fk: dict(
        company=f"{l} गैस प्राइवेट लिमिटेड", title="क्रय प्रबंधक", email="purchase@mandalgas.in",
        website="https://www.mandalgas.in",
        notes="Asked for a CFR Mundra quote for 22,000 t refrigerated cargoes.")),
    ("tr_TR", "Turkey", "propane", False, lambda f, l, fem, fk: dict(
        company=f"{l} Enerji A.Ş.", title="Satın Alma Müdürü",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}enerji.com.tr",
        website=f"https://www.{ascii_(l)}enerji.com.tr", notes="")),
    ("zh_TW", "Taiwan", "propane", True, lambda f, l, fem, fk: dict(
        company=f"{l}氏能源股份有限公司", title="採購經理", email="procurement@wangs-energy.com.tw",
        website="https://www.wangs-energy.com.tw", notes="")),
    ("ja_JP", "Japan", "calcined alumina", True, lambda f, l, fem, fk: dict(
        company=f"{l}セラミックス株式会社", title="資材部長", email="shizai@hasegawa-ceramics.co.jp",
        website="https://www.hasegawa-ceramics.co.jp",
        notes="Met at Ceramics Japan 2025; asked for a spec sheet (Na2O below 0.1%).")),
    ("de_DE", "Germany", "calcined alumina", False, lambda f, l, fem, fk: dict(
        company=f"{l} Feuerfest GmbH", title="Leiterin Rohstoffeinkauf" if fem else "Leiter Rohstoffeinkauf",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}-feuerfest.de",
        website=f"https://www.{ascii_(l)}-feuerfest.de",
        notes="Met at ALUMINIUM Düsseldorf; wants a quote CIF Rotterdam.")),
    ("zh_CN", "China", "calcined alumina", True, lambda f, l, fem, fk: dict(
        company=f"淄博{l}氏耐火材料有限公司", title="采购部经理", email="caigou@shaoshi-refractory.cn",
        website="https://www.shaoshi-refractory.cn", notes="")),
    ("en_AU", "Australia", "fibreglass dinghies", False, lambda f, l, fem, fk: dict(
        company=f"{l} Marine Pty Ltd", title="Purchasing Manager",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}marine.com.au",
        website=f"https://www.{ascii_(l)}marine.com.au",
        notes="Met at the Sydney International Boat Show; wants the 3.1 m and 3.6 m models.")),
    ("it_IT", "Italy", "fibreglass dinghies", False, lambda f, l, fem, fk: dict(
        company=f"Nautica {l} S.r.l.", title="Responsabile Acquisti",
        email=f"{ascii_(f)[0]}.{ascii_(l)}@nautica{ascii_(l)}.it", website=f"https://www.nautica{ascii_(l)}.it",
        notes="")),
    ("EG", "Egypt", "fibreglass dinghies", True, lambda f, l, fem, fk: dict(
        company=f"شركة {l} للمعدات البحرية", title="مدير المشتريات", email="purchasing@elshenawy-marine.com.eg",
        website="https://www.elshenawy-marine.com.eg",
        notes="Supplies dive centres in Hurghada; needs CE marking.")),
    ("nl_NL", "Netherlands", "dried galangal", False, lambda f, l, fem, fk: dict(
        company=f"{l} Toko Groothandel B.V.", title="Inkoper specerijen",
        email=f"{ascii_(f)}@{ascii_(l)}-toko.nl", website=f"https://www.{ascii_(l)}-toko.nl",
        notes="Asked for samples of sliced and powdered galangal.")),
    ("en_GB", "United Kingdom", "dried galangal", False, lambda f, l, fem, fk: dict(
        company=f"{l} Spice Co. Ltd", title="Buyer",
        email=f"{ascii_(f)}@{ascii_(l)}spice.co.uk", website=f"https://www.{ascii_(l)}spice.co.uk", notes="")),
    ("pl_PL", "Poland", "dried galangal", False, lambda f, l, fem, fk: dict(
        company=f"{l} Przyprawy Sp.j.", title="Specjalistka ds. zakupów" if fem else "Specjalista ds. zakupów",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}-przyprawy.pl",
        website=f"https://{ascii_(l)}-przyprawy.pl", notes="")),
    ("fr_FR", "France", "khene mouth organs", False, lambda f, l, fem, fk: dict(
        company=f"{l} Musique SARL", title="Gérante" if fem else "Gérant",
        email=f"{ascii_(f)}@{ascii_(l)}-musique.fr", website=f"https://www.{ascii_(l)}-musique.fr",
        notes="Runs a world-music instrument shop in Lyon; asked for the catalogue.")),
    ("en_US", "United States", "khene mouth organs", False, lambda f, l, fem, fk: dict(
        company=f"{l} World Instruments Inc.", title="Owner",
        email=f"{ascii_(f)}@{ascii_(l)}instruments.com", website=f"https://{ascii_(l)}instruments.com",
        notes="")),
    ("en_AU", "Australia", "jeow bong", False, lambda f, l, fem, fk: dict(
        company=f"{l} Asian Grocery Pty Ltd", title="Grocery Buyer",
        email=f"{ascii_(f)}@{ascii_(l)}asiangrocery.com.au",
        website=f"https://www.{ascii_(l)}asiangrocery.com.au", notes="")),
    ("de_CH", "Switzerland", "jeow bong", False, lambda f, l, fem, fk: dict(
        company=f"{l} Asia Import AG", title="Einkäuferin" if fem else "Einkäufer",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}-asia.ch", website=f"https://www.{ascii_(l)}-asia.ch",
        notes="Wants the label in German and French.")),
    ("th_TH", "Thailand", "jeow bong", True, lambda f, l, fem, fk: dict(
        company=f"บริษัท {l} ฟู้ดส์ จำกัด", title="ผู้จัดการฝ่ายจัดซื้อ",
        email="purchasing@joinusaeng-foods.co.th", website="https://www.joinusaeng-foods.co.th", notes="")),
    ("es_ES", "Spain", "chuño", False, lambda f, l, fem, fk: dict(
        company=f"Alimentos {l} S.L.", title="Jefa de Compras" if fem else "Jefe de Compras",
        email=f"{ascii_(f)}.{ascii_(l)}@alimentos{ascii_(l)}.es", website=f"https://www.alimentos{ascii_(l)}.es",
        notes="Shops for the Bolivian community in Madrid and Barcelona; asked for 1 kg bags.")),
    ("es_AR", "Argentina", "chuño", False, lambda f, l, fem, fk: dict(
        company=f"Distribuidora {l} S.R.L.", title="Gerente de Compras",
        email=f"{ascii_(f)}@distribuidora{ascii_(l)}.com.ar",
        website=f"https://www.distribuidora{ascii_(l)}.com.ar", notes="")),
    ("it_IT", "Italy", "chuño", False, lambda f, l, fem, fk: dict(
        company=f"{l} Alimentari Etnici S.r.l.", title="Addetta agli acquisti" if fem else "Addetto agli acquisti",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}etnici.it", website=f"https://www.{ascii_(l)}etnici.it",
        notes="")),
    ("es_ES", "Spain", "api morado", False, lambda f, l, fem, fk: dict(
        company=f"{l} Distribución S.L.", title="Responsable de Compras",
        email=f"{ascii_(f)}@{ascii_(l)}distribucion.es", website=f"https://www.{ascii_(l)}distribucion.es",
        notes="Met at Alimentaria Barcelona; asked for the shelf life of the powder.")),
    ("fr_CH", "Switzerland", "api morado", False, lambda f, l, fem, fk: dict(
        company=f"{l} Épicerie Fine SA", title="Acheteuse" if fem else "Acheteur",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}-epicerie.ch", website=f"https://www.{ascii_(l)}-epicerie.ch",
        notes="")),
    ("ko_KR", "South Korea", "api morado", True, lambda f, l, fem, fk: dict(
        company="주식회사 자연애식품", title="구매과장", email="purchase@jayeonae.co.kr",
        website="https://www.jayeonae.co.kr",
        notes="Asked for a sample of the powder and a full ingredient list in Korean.")),
    ("ru_RU", "Russia", "charangos", True, lambda f, l, fem, fk: dict(
        company=f"ИП {l} {f[0]}. {(fk.middle_name_female() if fem else fk.middle_name_male())[0]}.",
        title="Владелица" if fem else "Владелец", email="info@sidorov-muzyka.ru",
        website="https://sidorov-muzyka.ru",
        notes="Music shop in Saint Petersburg; asked for prices for 10 charangos.")),
    ("el_GR", "Greece", "charangos", True, lambda f, l, fem, fk: dict(
        company=f"{l} Μουσικά Όργανα Ο.Ε.", title="Ιδιοκτήτρια" if fem else "Ιδιοκτήτης",
        email="info@fanourgakis-music.gr", website="https://www.fanourgakis-music.gr", notes="")),
]

EG_GIVEN = (["هشام", "طارق", "كريم", "عمرو", "شريف"], ["منى", "ياسمين", "دينا", "رانيا", "هبة"])
EG_FAMILY = ["الجندي", "الشناوي", "منصور", "فهمي", "عبد الحميد"]
NO_SPACE = {"ja_JP", "zh_CN", "zh_TW", "ko_KR"}

SENDERS = """\
[senders.s1]
name = "Hrafnhildur Eyjólfsdóttir"
title = "Sölustjóri erlendra markaða"
company = "Skutull Krásir ehf."
phone = "+354 456 3180"
email = "hrafnhildur@skutull.is"
website = "https://www.skutull.is"
country = "Iceland"
city = "Ísafjörður"
categories = ["brennivín", "harðfiskur", "crowberries"]

[senders.s2]
name = "Ali Hasan Al-Khayyat"
title = "Regional Sales Manager"
company = "Al Areen Industrial Trading W.L.L."
phone = "+973 1768 2291"
email = "ali.alkhayyat@alareen-trading.com.bh"
website = "https://www.alareen-trading.com.bh"
country = "Bahrain"
city = "Isa Town"
categories = ["propane", "calcined alumina", "fibreglass dinghies"]

[senders.s3]
name = "Souksavanh Phommachanh"
title = "ຜູ້ຈັດການຝ່າຍສົ່ງອອກ"
company = "Phou Hin Poun Trading Sole Co., Ltd."
phone = "+856 51 212 447"
email = "souksavanh@phouhinpoun-trading.la"
website = "https://www.phouhinpoun-trading.la"
country = "Laos"
city = "Thakhek"
categories = ["dried galangal", "khene mouth organs", "jeow bong"]

[senders.s4]
name = "Gonzalo Vargas Rocha"
title = "Gerente de Exportaciones"
company = "Tunari Sabores Andinos S.R.L."
phone = "+591 4 452 3876"
email = "gvargas@tunarisabores.com.bo"
website = "https://www.tunarisabores.com.bo"
country = "Bolivia"
city = "Cochabamba"
categories = ["chuño", "api morado", "charangos"]
"""


def main() -> None:
    rows = []
    for n, (loc, country, cat, _native, build) in enumerate(ROWS, 1):
        fk = Faker("ar_SA" if loc == "EG" else loc)
        fk.seed_instance(SEED + n)
        fem = fk.random.random() < 0.5
        if loc == "EG":
            first, last = fk.random.choice(EG_GIVEN[fem]), fk.random.choice(EG_FAMILY)
        else:
            first = fk.first_name_female() if fem else fk.first_name_male()
            last = getattr(fk, "last_name_female" if fem else "last_name_male", fk.last_name)()
        contact = f"{last}{first}" if loc in NO_SPACE else f"{first} {last}"
        d = build(first, last, fem, fk)
        rows.append({"buyer_id": f"P{n:03d}", "company": d["company"], "contact_name": contact,
                     "contact_title": d["title"], "email": d["email"], "country": country,
                     "product_category": cat, "website": d["website"], "notes": d["notes"]})
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
