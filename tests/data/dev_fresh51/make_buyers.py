"""Writes buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of the
fifty-first fresh held-out set. Byte-reproducible with faker 40.63.0: each row has its own
Faker seeded SEED + row number; the Egyptian, Saudi and Emirati rows draw their names from short
hand lists with random.Random(SEED + row number) (faker's ar_EG and ar_AE give US names).

Run:  .venv/bin/python tests/data/dev_fresh51/make_buyers.py
"""
import csv
import io
import random
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 6193074
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

CREMANT = "Crémant de Luxembourg"
MIRABELLE = "mirabelle eau-de-vie"
PILES = "steel sheet piles"
CRAB = "pasteurised crab meat"
BURNERS = "A'ali incense burners"
AMMONIA = "anhydrous ammonia"
SEATS = "automotive seat covers"
SILK = "mudmee silk fabric"
LAOLAO = "Lao-Lao rice spirit"
PALO = "palo santo essential oil"
PEANUTS = "blanched peanuts"
TONGUES = "frozen beef tongues"

EG_GIVEN = [("أحمد", "ahmed"), ("محمود", "mahmoud"), ("كريم", "karim"), ("شريف", "sherif"),
            ("هشام", "hesham"), ("وليد", "walid")]
EG_FAMILY = [("الجمال", "elgammal"), ("منصور", "mansour"), ("الشربيني", "elsherbiny"),
             ("رضوان", "radwan"), ("فهمي", "fahmy"), ("عبد العزيز", "abdelaziz")]
SA_GIVEN_M = ["Abdulrahman", "Faisal", "Turki", "Nawaf", "Saud", "Majed"]
SA_FAMILY_M = ["Al-Qahtani", "Al-Shehri", "Al-Dossary", "Al-Ghamdi", "Al-Harbi", "Al-Otaibi"]
SA_GIVEN_F = [("نورة", "noura"), ("هيفاء", "haifa"), ("ريم", "reem"), ("أمل", "amal"),
              ("منيرة", "munira")]
SA_FAMILY_F = [("السبيعي", "alsubaie"), ("الزهراني", "alzahrani"), ("الشمري", "alshammari"),
               ("العنزي", "alenezi"), ("المطيري", "almutairi")]
AE_GIVEN = ["Khalfan", "Hamdan", "Sultan", "Obaid", "Humaid", "Saeed"]
AE_FAMILY = ["Al Mazrouei", "Al Ketbi", "Al Suwaidi", "Al Nuaimi", "Al Shamsi", "Al Mansoori"]


def slug(text: str) -> str:
    """ASCII letters and digits of a Latin name, for e-mail addresses and domains."""
    text = text.lower().replace("ł", "l").replace("ß", "ss").replace("đ", "d")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if c.isascii() and c.isalnum())


def person(row: int, locale: str, gender: str) -> tuple[str, str]:
    """(first, last) drawn by the row's own Faker."""
    fake = Faker(locale)
    fake.seed_instance(SEED + row)
    first = fake.first_name_male() if gender == "m" else fake.first_name_female()
    drawn = getattr(fake, "last_name_male" if gender == "m" else "last_name_female", None)
    try:
        last = drawn() if drawn else fake.last_name()
    except (AttributeError, TypeError):
        last = fake.last_name()
    return first, last


def rows():
    out = []

    def add(company, contact, title, email, country, category, website, notes=""):
        out.append([f"P{len(out) + 1:03d}", company, contact, title, email, country, category,
                    website, notes])

    n = lambda: len(out) + 1  # noqa: E731  the row number being drawn

    # --- s1's three categories, five buyers each (P001-P015) ---
    f, l = person(n(), "nl_BE", "f")
    add(f"Wijnhuis {l} BV", f"{f} {l}", "Aankoopverantwoordelijke wijn",
        f"{slug(f)}.{slug(l)}@wijnhuis{slug(l)}.be", "Belgium", CREMANT,
        f"www.wijnhuis{slug(l)}.be",
        "Ontmoet op Wine Paris; vraagt een prijslijst voor crémant brut en rosé.")
    f, l = person(n(), "ja_JP", "m")
    add(f"{l}ワイン株式会社", f"{l} {f}", "購買部長", "kobai@takahashi-wine.co.jp", "Japan", CREMANT,
        "www.takahashi-wine.co.jp")
    f, l = person(n(), "en_GB", "f")
    add(f"{l} & Hale Wine Merchants Ltd", f"{f} {l}", "Wine Buyer",
        f"{slug(f)}.{slug(l)}@{slug(l)}hale.co.uk", "United Kingdom", CREMANT,
        f"www.{slug(l)}hale.co.uk")
    f, l = person(n(), "pl_PL", "m")
    add(f"{l} Wina Sp. z o.o.", f"{f} {l}", "Kierownik Działu Zakupów",
        f"{slug(f)[0]}.{slug(l)}@{slug(l)}wina.pl", "Poland", CREMANT, f"www.{slug(l)}wina.pl",
        "Asked for a sample case of crémant brut; prefers e-mails in Polish or English.")
    f, l = person(n(), "fr_BE", "f")
    add(f"{l} Vins & Spiritueux SRL", f"{f} {l}", "Acheteuse vins",
        f"{slug(f)}.{slug(l)}@{slug(l)}-vins.be", "Belgium", CREMANT, f"www.{slug(l)}-vins.be")
    f, l = person(n(), "de_DE", "m")
    add(f"Spirituosen {l} GmbH", f"{f} {l}", "Einkaufsleiter",
        f"{slug(f).replace('hansherbert', 'hh')}.{slug(l)}@spirituosen-{slug(l)}.de", "Germany",
        MIRABELLE, f"www.spirituosen-{slug(l)}.de",
        "Met at Bar Convent Berlin; wants 50 cl bottles, not 70 cl.")
    f, l = person(n(), "de_CH", "f")
    add(f"{l} Getränke AG", f"{f} {l}", "Leiterin Einkauf Spirituosen",
        f"{slug(f)[0]}.{slug(l)}@{slug(l)}-getraenke.ch", "Switzerland", MIRABELLE,
        f"www.{slug(l)}-getraenke.ch")
    f, l = person(n(), "fr_CH", "m")
    add(f"{l} Distillerie & Négoce SA", f"{f} {l}", "Responsable des achats",
        f"{slug(f)}.{slug(l)}@{slug(l)}-negoce.ch", "Switzerland", MIRABELLE,
        f"www.{slug(l)}-negoce.ch",
        "Demande la fiche technique (degré, numéro de lot) et un échantillon de 20 cl.")
    f, l = person(n(), "ru_RU", "m")
    add(f"ООО «{l} и Партнёры»", f"{f} {l}", "Директор по закупкам", "zakupki@rybakov-partners.ru",
        "Russia", MIRABELLE, "www.rybakov-partners.ru")
    f, l = person(n(), "ko_KR", "f")
    add(f"주식회사 {l}스피릿", f"{l}{f}", "수입팀장", "import@hongspirits.co.kr", "South Korea",
        MIRABELLE, "www.hongspirits.co.kr",
        "Met at the Seoul Bar Show; asked for the documents for Korean label approval.")
    f, l = person(n(), "nl_NL", "m")
    add(f"{l} Funderingstechniek B.V.", f"{f} {l}", "Inkoper staal",
        f"{slug(f)[0]}.{slug(l)}@{slug(l)}-fundering.nl", "Netherlands", PILES,
        f"www.{slug(l)}-fundering.nl",
        "Met at bauma Munich; quay wall project in Rotterdam, asked for a price per tonne for AZ profiles.")
    f, l = person(n(), "vi_VN", "f")
    add(f"Công ty Cổ phần Xây dựng Cảng {l} Gia", f"{l} Thị {f}", "Trưởng phòng Vật tư",
        "vattu@vugiaport.com.vn", "Vietnam", PILES, "www.vugiaport.com.vn")
    rng = random.Random(SEED + n())
    (g, g_lat), (fam, fam_lat) = rng.choice(EG_GIVEN), rng.choice(EG_FAMILY)
    add(f"شركة {fam} للأساسات والمقاولات", f"{g} {fam}", "مدير المشتريات",
        f"purchasing@{fam_lat}-foundations.com.eg", "Egypt", PILES,
        f"www.{fam_lat}-foundations.com.eg",
        "Needs mill certificates to EN 10248; tender for a quay at Port Said East.")
    f, l = person(n(), "el_GR", "m")
    add(f"{l} Τεχνική Α.Ε.", f"{f} {l}", "Υπεύθυνος Προμηθειών", "promithies@karamsalis-techniki.gr",
        "Greece", PILES, "www.karamsalis-techniki.gr")
    f, l = person(n(), "th_TH", "f")
    add(f"บริษัท {l} วิศวกรรม จำกัด", f"{f} {l}", "ผู้จัดการฝ่ายจัดซื้อ", "purchasing@temiyadej-eng.co.th",
        "Thailand", PILES, "www.temiyadej-eng.co.th")
    # --- s2 (Bahrain): crab meat, incense burners, ammonia ---
    f, l = person(n(), "en_US", "m")
    add(f"{l} Seafood Distributors, Inc.", f"{f} {l}", "Seafood Buyer",
        f"{slug(f)[0]}{slug(l)}@{slug(l)}seafood.com", "United States", CRAB,
        f"www.{slug(l)}seafood.com",
        "Met at Seafood Expo North America in Boston; wants pasteurised lump crab meat in 1 lb cans.")
    f, l = person(n(), "ko_KR", "m")
    add(f"주식회사 {l}수산", f"{l}{f}", "구매과장", "purchase@jangsusan.co.kr", "South Korea", CRAB,
        "www.jangsusan.co.kr")
    f, l = person(n(), "zh_TW", "f")
    add(f"{l}記水產股份有限公司", f"{l}{f}", "採購主任", "purchasing@linkee-seafood.com.tw", "Taiwan",
        CRAB, "www.linkee-seafood.com.tw", "Asked for samples and the HACCP certificate.")
    rng = random.Random(SEED + n())
    g, fam = rng.choice(SA_GIVEN_M), rng.choice(SA_FAMILY_M)
    add(f"{fam} Heritage Gifts Est.", f"{g} {fam}", "Purchasing Manager",
        f"{slug(g)}@{slug(fam)}-gifts.com.sa", "Saudi Arabia", BURNERS, f"www.{slug(fam)}-gifts.com.sa")
    rng = random.Random(SEED + n())
    (g, g_lat), (fam, fam_lat) = rng.choice(SA_GIVEN_F), rng.choice(SA_FAMILY_F)
    add(f"مؤسسة {fam} للبخور والهدايا", f"{g} {fam}", "مديرة المشتريات",
        f"purchasing@{fam_lat}-bakhoor.sa", "Saudi Arabia", BURNERS, f"www.{fam_lat}-bakhoor.sa")
    rng = random.Random(SEED + n())
    g, fam = rng.choice(AE_GIVEN), rng.choice(AE_FAMILY)
    add(f"{fam} Home Décor Trading L.L.C.", f"{g} {fam}", "Senior Buyer",
        f"{slug(g)}.{slug(fam)}@{slug(fam)}decor.ae", "United Arab Emirates", BURNERS,
        f"www.{slug(fam)}decor.ae",
        "Met at Ambiente Frankfurt; his customers are hotels and majlis fit-out firms in Dubai.")
    f, l = person(n(), "hi_IN", "m")
    add(f"{l} फर्टिलाइज़र्स प्राइवेट लिमिटेड", f"{f} {l}", "क्रय प्रमुख", "purchase@chopra-fertilisers.in",
        "India", AMMONIA, "www.chopra-fertilisers.in",
        "Asks for a CFR Kandla price for lots of 5,000 t.")
    f, l = person(n(), "tr_TR", "f")
    add(f"{l} Gübre Sanayi A.Ş.", f"{f} {l}", "Satın Alma Müdürü",
        f"{slug(f)}.{slug(l)}@{slug(l)}gubre.com.tr", "Turkey", AMMONIA, f"www.{slug(l)}gubre.com.tr")
    # --- s3 (Laos): seat covers, mudmee silk, Lao-Lao ---
    f, l = person(n(), "de_DE", "f")
    add(f"{l} Autoausstattung GmbH", f"{f} {l}", "Einkäuferin Interieur",
        f"{slug(f)[0]}.{slug(l)}@{slug(l)}-auto.de", "Germany", SEATS, f"www.{slug(l)}-auto.de",
        "Met at Automechanika Frankfurt; needs the IATF 16949 certificate.")
    f, l = person(n(), "th_TH", "m")
    add(f"บริษัท {l} ออโต้พาร์ท จำกัด", f"{f} {l}", "ผู้จัดการแผนกจัดซื้อ", "purchasing@thanupakorn-auto.co.th",
        "Thailand", SEATS, "www.thanupakorn-auto.co.th")
    f, l = person(n(), "es_MX", "f")
    add(f"Vestiduras {l}, S.A. de C.V.", f"{f} {l}", "Gerente de Compras",
        f"{slug(f)}.{slug(l)}@vestiduras{slug(l)}.com.mx", "Mexico", SEATS,
        f"www.vestiduras{slug(l)}.com.mx",
        "La conocimos en INA PAACE Automechanika Ciudad de México; pide muestras de fundas de piel sintética.")
    f, l = person(n(), "en_GB", "f")
    add(f"{l} & Reid Interiors Ltd", f"{f} {l}", "Textile Buyer",
        f"{slug(f)}@{slug(l)}reid.co.uk", "United Kingdom", SILK, f"www.{slug(l)}reid.co.uk")
    f, l = person(n(), "en_US", "f")
    add(f"{l} Loom Collective LLC", f"{f} {l}", "Owner", f"{slug(f)}@{slug(l)}loom.com",
        "United States", SILK, f"www.{slug(l)}loom.com")
    f, l = person(n(), "en_AU", "m")
    add(f"{l} Textiles Pty Ltd", f"{f} {l}", "Purchasing Manager",
        f"{slug(f)}.{slug(l)}@{slug(l)}textiles.com.au", "Australia", SILK,
        f"www.{slug(l)}textiles.com.au")
    f, l = person(n(), "vi_VN", "m")
    add(f"Công ty TNHH Thương mại {l} {f}", f"{l} Văn {f}", "Giám đốc mua hàng",
        "muahang@dangminh-trading.vn", "Vietnam", LAOLAO, "www.dangminh-trading.vn")
    f, l = person(n(), "zh_CN", "f")
    add(f"昆明{l}氏酒业有限公司", f"{l}{f}", "采购经理", "caigou@zhangshi-jiuye.cn", "China", LAOLAO,
        "www.zhangshi-jiuye.cn",
        "Met at the China Food & Drinks Fair in Chengdu; needs Chinese back labels.")
    # --- s4 (Paraguay): palo santo oil, peanuts, beef tongues ---
    f, l = person(n(), "he_IL", "f")
    add(f"{l} ארומה בע\"מ", f"{f} {l}", "מנהלת רכש", "purchasing@elbaz-aroma.co.il", "Israel", PALO,
        "www.elbaz-aroma.co.il", "Needs a kosher certificate; prefers English.")
    f, l = person(n(), "it_IT", "f")
    add(f"{l} Essenze S.r.l.", f"{f} {l}", "Responsabile Acquisti",
        f"{slug(f)[0]}.{slug(l)}@{slug(l)}essenze.it", "Italy", PALO, f"www.{slug(l)}essenze.it")
    f, l = person(n(), "es_ES", "m")
    add(f"Aromas {l} S.L.", f"{f} {l}", "Jefe de Compras", f"{slug(f)}.{slug(l)}@aromas{slug(l)}.es",
        "Spain", PALO, f"www.aromas{slug(l)}.es",
        "Met at in-cosmetics Global in Barcelona; asked about the CITES status of palo santo.")
    f, l = person(n(), "pl_PL", "f")
    add(f"{l} Bakalie Sp. z o.o.", f"{f} {l}", "Specjalista ds. zakupów",
        f"{slug(f)}.{slug(l)}@{slug(l)}bakalie.pl", "Poland", PEANUTS, f"www.{slug(l)}bakalie.pl")
    f, l = person(n(), "nl_NL", "m")
    add(f"{l} Noten B.V.", f"{f} {l}", "Inkoper noten en zuidvruchten",
        f"{slug(f)}@{slug(l)}noten.nl", "Netherlands", PEANUTS, f"www.{slug(l)}noten.nl",
        "Met at SIAL Paris; needs an aflatoxin analysis for every lot.")
    f, l = person(n(), "uk_UA", "f")
    add(f"ТОВ «{l} Горіх»", f"{f} {l}", "Менеджерка із закупівель", "zakupivli@haida-horikh.ua",
        "Ukraine", PEANUTS, "www.haida-horikh.ua")
    f, l = person(n(), "ru_RU", "m")
    add(f"ООО «{l} Мясоторг»", f"{f} {l}", "Руководитель отдела закупок", "zakupki@veselov-myaso.ru",
        "Russia", TONGUES, "www.veselov-myaso.ru",
        "Met at Prodexpo Moscow; the plant must be on the Rosselkhoznadzor list.")
    f, l = person(n(), "ja_JP", "m")
    add(f"{l}食肉株式会社", f"{l} {f}", "仕入部長", "shiire@ota-shokuniku.co.jp", "Japan", TONGUES,
        "www.ota-shokuniku.co.jp")
    f, l = person(n(), "es_CL", "f")
    add(f"Comercial {l} Ltda.", f"{f} {l}", "Jefa de Compras",
        f"{slug(f)}.{slug(l)}@comercial{slug(l)}.cl", "Chile", TONGUES, f"www.comercial{slug(l)}.cl")
    return out


SENDERS = '''# The four exporters of the fifty-first fresh set (written by make_buyers.py).
[senders.s1]
company = "Miselerland Handel S.à r.l."
name = "Tessy Kieffer-Goergen"
title = "Responsable des ventes export"
email = "tessy.kieffer@miselerland.lu"
phone = "+352 23 69 81 47"
website = "https://www.miselerland.lu"
country = "Luxembourg"
city = "Remich"
categories = ["Crémant de Luxembourg", "mirabelle eau-de-vie", "steel sheet piles"]

[senders.s2]
company = "Khor Hidd Trading W.L.L."
name = "Layla Ebrahim Bucheeri"
title = "Business Development Manager - Exports"
email = "layla.bucheeri@khorhidd.com.bh"
phone = "+973 1746 2250"
website = "https://www.khorhidd.com.bh"
country = "Bahrain"
city = "Hidd"
categories = ["pasteurised crab meat", "A'ali incense burners", "anhydrous ammonia"]

[senders.s3]
company = "Banghiang Savan Import-Export Co., Ltd."
name = "Vilayphone Sisouphanh"
title = "Head of Export Section"
email = "vilayphone@banghiang-savan.la"
phone = "+856 41 252 318"
website = "https://www.banghiang-savan.la"
country = "Laos"
city = "Savannakhet"
categories = ["automotive seat covers", "mudmee silk fabric", "Lao-Lao rice spirit"]

[senders.s4]
company = "Chaco Boquerón Agronegocios S.A."
name = "Carina Friesen Giesbrecht"
title = "Jefa de Ventas Internacionales"
email = "carina.friesen@chacoboqueron.com.py"
phone = "+595 491 432 170"
website = "https://www.chacoboqueron.com.py"
country = "Paraguay"
city = "Filadelfia"
categories = ["palo santo essential oil", "blanched peanuts", "frozen beef tongues"]
'''


def main() -> None:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(COLUMNS)
    w.writerows(rows())
    (HERE / "buyers.csv").write_text(buf.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
