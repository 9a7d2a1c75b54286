"""Writes buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of the
sixtieth fresh set. Seeded faker: row n has its own Faker instance seeded SEED + n, so the output
is byte-reproducible (faker 40.63.0).

Run:  .venv/bin/python tests/data/dev_fresh60/make_buyers.py
"""
import csv
from pathlib import Path

from faker import Faker

SEED = 2873519
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

PAG, MARA, DING = "Pag cheese", "maraschino liqueur", "Dingač red wine"
COPPER, SALT, LIMES = "copper concentrate", "rock salt", "dried limes"
PINA, DANGGIT, BANIG = "piña fabric", "dried danggit", "banig mats"
TUNG, HATS, PEPPER = "tung oil", "karanday palm hats", "pink peppercorns"

# Each row: locale, gender ("f"/"m"), country, category, and a function of (given, family) that
# returns company, title, e-mail, website, note. Native-script rows write to a purchasing mailbox
# with a hand-romanised domain (ROMAN below); the others to a personal address.
ROMAN = {"P005": "archaki-trofima", "P008": "lee-spirits", "P009": "lifshitz-drinks",
         "P010": "aoki-yoshu", "P012": "zengwine", "P013": "daonwine", "P016": "jxwangcopper",
         "P017": "sato-seiren", "P018": "sharmametals", "P019": "sol-smirnova",
         "P022": "alawadh-spices", "P032": "nilwimol-resort", "P033": "liaocoatings",
         "P037": "lagopatis"}


def latin(user_fmt, domain):
    return lambda g, f: user_fmt.format(g=ascii_fold(g), f=ascii_fold(f)) + "@" + domain


def ascii_fold(s):
    import unicodedata
    s = s.replace("ß", "ss").replace("ł", "l").replace("Ł", "L").replace("ı", "i").replace("ø", "o")
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).lower().replace(" ", "").replace("'", "")


ROWS = [
    # --- s1 Pag cheese
    ("it_IT", "m", "Italy", PAG, lambda g, f: (
        f"Formaggeria {f} S.r.l.", "Responsabile Acquisti", f"{ascii_fold(g)}.{ascii_fold(f)}@formaggeria{ascii_fold(f)}.it",
        f"https://www.formaggeria{ascii_fold(f)}.it",
        "Met at Cibus Parma; asked for the price list of the 12-month wheels.")),
    ("de_DE", "f", "Germany", PAG, lambda g, f: (
        f"{f} Feinkost GmbH", "Leiterin Einkauf", f"{ascii_fold(g)[0]}.{ascii_fold(f)}@{ascii_fold(f)}-feinkost.de",
        f"https://www.{ascii_fold(f)}-feinkost.de", "")),
    ("de_CH", "m", "Switzerland", PAG, lambda g, f: (
        f"Käsehaus {f} AG", "Einkaufsleiter", f"{ascii_fold(g)}.{ascii_fold(f)}@kaesehaus-{ascii_fold(f)}.ch",
        f"https://www.kaesehaus-{ascii_fold(f)}.ch",
        "Möchte Muster (2 Laibe) vor der ersten Bestellung; nur Rohmilchkäse mit Zertifikat.")),
    ("en_GB", "f", "United Kingdom", PAG, lambda g, f: (
        f"{f} & Daughters Cheesemongers Ltd", "Head Buyer", f"{ascii_fold(g)}@{ascii_fold(f)}cheese.co.uk",
        f"https://www.{ascii_fold(f)}cheese.co.uk", "")),
    ("el_GR", "f", "Greece", PAG, lambda g, f: (
        f"{f} Τρόφιμα Α.Ε.", "Υπεύθυνη Προμηθειών", "promitheies@ROMAN.gr", "https://www.ROMAN.gr",
        "Met at Food Expo Athens; wants the PDO certificate and shelf life in Greek.")),
    # --- s1 maraschino liqueur
    ("en_US", "m", "United States", MARA, lambda g, f: (
        f"{f} Spirits Importers LLC", "Purchasing Manager", f"{ascii_fold(g)[0]}{ascii_fold(f)}@{ascii_fold(f)}spirits.com",
        f"https://www.{ascii_fold(f)}spirits.com",
        "Asked for a quote FOB Ploče for one pallet; needs TTB label approval (COLA).")),
    ("nl_NL", "f", "Netherlands", MARA, lambda g, f: (
        f"Slijterij {f} B.V.", "Inkoper gedistilleerd", f"{ascii_fold(g)}@slijterij{ascii_fold(f)}.nl",
        f"https://www.slijterij{ascii_fold(f)}.nl", "")),
    ("zh_TW", "m", "Taiwan", MARA, lambda g, f: (
        f"{f}氏洋酒貿易股份有限公司", "採購經理", "purchasing@ROMAN.com.tw", "https://www.ROMAN.com.tw",
        "Met at Taipei International Food Show; supplies cocktail bars in Taipei.")),
    ("he_IL", "f", "Israel", MARA, lambda g, f: (
        f"{f} יבוא משקאות בע\"מ", "מנהלת רכש", "purchasing@ROMAN.co.il", "https://www.ROMAN.co.il",
        "Needs kosher certification for any liqueur; prefers English.")),
    ("ja_JP", "m", "Japan", MARA, lambda g, f: (
        f"{f}洋酒株式会社", "仕入課長", "shiire@ROMAN.co.jp", "https://www.ROMAN.co.jp", "")),
    # --- s1 Dingač red wine
    ("sv_SE", "f", "Sweden", DING, lambda g, f: (
        f"{f}s Vinimport AB", "Inköpsansvarig", f"{ascii_fold(g)}.{ascii_fold(f)}@{ascii_fold(f)}svin.se",
        f"https://www.{ascii_fold(f)}svin.se",
        "Met at ProWein Düsseldorf; wants to tender for Systembolaget's order list.")),
    ("zh_CN", "m", "China", DING, lambda g, f: (
        f"深圳{f}氏葡萄酒进口有限公司", "采购经理", "caigou@ROMAN.cn", "https://www.ROMAN.cn", "")),
    ("ko_KR", "f", "South Korea", DING, lambda g, f: (
        "주식회사 다온와인앤컴퍼니", "구매팀장", "purchase@ROMAN.co.kr", "https://www.ROMAN.co.kr",
        "Asked for samples of the 2019 and 2020 vintages.")),
    ("nl_BE", "m", "Belgium", DING, lambda g, f: (
        f"Wijnhandel {f} BV", "Zaakvoerder", f"{ascii_fold(g)}@wijnhandel{ascii_fold(f)}.be",
        f"https://www.wijnhandel{ascii_fold(f)}.be", "")),
    ("pl_PL", "f", "Poland", DING, lambda g, f: (
        f"{f} Wina Sp. z o.o.", "Kierowniczka ds. zakupów", f"{ascii_fold(g)}.{ascii_fold(f)}@{ascii_fold(f)}wina.pl",
        f"https://www.{ascii_fold(f)}wina.pl",
        "Poznaliśmy się na Enoexpo w Krakowie; prosi o cennik w złotych.")),
    # --- s2 copper concentrate
    ("zh_CN", "m", "China", COPPER, lambda g, f: (
        f"江西{f}氏铜业有限公司", "原料采购部经理", "purchase@ROMAN.com.cn", "https://www.ROMAN.com.cn",
        "Wants assay certificates (Cu, Au, Ag, As) from an independent lab for each lot.")),
    ("ja_JP", "f", "Japan", COPPER, lambda g, f: (
        f"{f}製錬株式会社", "原料調達課長", "genryo@ROMAN.co.jp", "https://www.ROMAN.co.jp", "")),
    ("hi_IN", "m", "India", COPPER, lambda g, f: (
        f"{f} मेटल्स प्राइवेट लिमिटेड", "क्रय प्रबंधक", "purchase@ROMAN.in", "https://www.ROMAN.in",
        "Met at IME Kolkata; asked for arsenic and moisture specs.")),
    # --- s2 rock salt
    ("ru_RU", "f", "Russia", SALT, lambda g, f: (
        f"ООО «Соль {f}»", "Менеджер по закупкам", "zakupki@ROMAN.ru", "https://www.ROMAN.ru", "")),
    ("fi_FI", "m", "Finland", SALT, lambda g, f: (
        f"{f} Tiesuola Oy", "Hankintapäällikkö", f"{ascii_fold(g)}.{ascii_fold(f)}@{ascii_fold(f)}tiesuola.fi",
        f"https://www.{ascii_fold(f)}tiesuola.fi",
        "Buys de-icing salt for municipal tenders; needs delivery before October.")),
    ("sv_SE", "m", "Sweden", SALT, lambda g, f: (
        f"{f} Vägsalt AB", "Inköpschef", f"{ascii_fold(g)}.{ascii_fold(f)}@vagsalt{ascii_fold(f)}.se",
        f"https://www.vagsalt{ascii_fold(f)}.se", "")),
    # --- s2 dried limes
    ("ar_SA", "m", "Saudi Arabia", LIMES, lambda g, f: (
        f"مؤسسة {f} للتوابل", "مدير المشتريات", "purchasing@ROMAN.sa", "https://www.ROMAN.sa",
        "Asked for a quote CFR Dammam; needs SFDA registration.")),
    ("fr_FR", "f", "France", LIMES, lambda g, f: (
        f"Épices {f} SARL", "Responsable achats", f"{ascii_fold(g)}.{ascii_fold(f)}@epices-{ascii_fold(f)}.fr",
        f"https://www.epices-{ascii_fold(f)}.fr", "")),
    ("en_GB", "m", "United Kingdom", LIMES, lambda g, f: (
        f"{f} Spice Merchants Ltd", "Buying Manager", f"{ascii_fold(g)}.{ascii_fold(f)}@{ascii_fold(f)}spice.co.uk",
        f"https://www.{ascii_fold(f)}spice.co.uk",
        "Met at IFE London; supplies Persian and Gulf restaurants in London.")),
    # --- s3 piña fabric
    ("it_IT", "f", "Italy", PINA, lambda g, f: (
        f"Tessuti {f} S.p.A.", "Responsabile Acquisti Tessuti", f"{ascii_fold(g)}.{ascii_fold(f)}@tessuti{ascii_fold(f)}.it",
        f"https://www.tessuti{ascii_fold(f)}.it", "")),
    ("fr_FR", "m", "France", PINA, lambda g, f: (
        f"Maison {f} SAS", "Acheteur matières", f"{ascii_fold(g)}.{ascii_fold(f)}@maison{ascii_fold(f)}.fr",
        f"https://www.maison{ascii_fold(f)}.fr",
        "Rencontré à Première Vision Paris ; souhaite des échantillons de piña-seda.")),
    ("en_US", "f", "United States", PINA, lambda g, f: (
        f"{f} Bridal Atelier Inc.", "Owner", f"{ascii_fold(g)}@{ascii_fold(f)}bridal.com",
        f"https://www.{ascii_fold(f)}bridal.com", "")),
    # --- s3 dried danggit
    ("en_AU", "m", "Australia", DANGGIT, lambda g, f: (
        f"{f} Asian Groceries Pty Ltd", "Purchasing Officer", f"{ascii_fold(g)}@{ascii_fold(f)}asian.com.au",
        f"https://www.{ascii_fold(f)}asian.com.au",
        "Asked whether the danggit passes Australian biosecurity (BICON) import conditions.")),
    ("en_US", "m", "United Arab Emirates", DANGGIT, lambda g, f: (
        "Al Barsha Pinoy Foodstuff Trading LLC", "Procurement Manager", f"{ascii_fold(g)}.{ascii_fold(f)}@albarshapinoy.ae",
        "https://www.albarshapinoy.ae", "")),
    # --- s3 banig mats
    ("en_AU", "f", "Australia", BANIG, lambda g, f: (
        f"{f} Home & Living Pty Ltd", "Homewares Buyer", f"{ascii_fold(g)}.{ascii_fold(f)}@{ascii_fold(f)}home.com.au",
        f"https://www.{ascii_fold(f)}home.com.au", "")),
    ("es_ES", "f", "Spain", BANIG, lambda g, f: (
        f"Decoración {f} S.L.", "Jefa de Compras", f"{ascii_fold(g)}.{ascii_fold(f)}@decoracion{ascii_fold(f)}.es",
        f"https://www.decoracion{ascii_fold(f)}.es",
        "Nos conocimos en Intergift Madrid; quiere un catálogo con medidas.")),
    ("th_TH", "m", "Thailand", BANIG, lambda g, f: (
        f"บริษัท {f} รีสอร์ท ซัพพลาย จำกัด", "ผู้จัดการฝ่ายจัดซื้อ", "purchasing@ROMAN.co.th", "https://www.ROMAN.co.th", "")),
    # --- s4 tung oil
    ("zh_TW", "f", "Taiwan", TUNG, lambda g, f: (
        f"{f}氏塗料股份有限公司", "原料採購主任", "purchase@ROMAN.com.tw", "https://www.ROMAN.com.tw",
        "Needs acid value and iodine value on the COA; 20-ft flexitank.")),
    ("de_DE", "m", "Germany", TUNG, lambda g, f: (
        f"{f} Holzschutz GmbH", "Einkäufer Rohstoffe", f"{ascii_fold(g)}.{ascii_fold(f)}@{ascii_fold(f)}-holzschutz.de",
        f"https://www.{ascii_fold(f)}-holzschutz.de", "")),
    ("pl_PL", "m", "Poland", TUNG, lambda g, f: (
        f"{f} Farby Sp.j.", "Właściciel", f"{ascii_fold(g)}@{ascii_fold(f)}farby.pl",
        f"https://www.{ascii_fold(f)}farby.pl",
        "Asked for a quote for 4 drums of 200 kg.")),
    # --- s4 karanday palm hats
    ("es_ES", "m", "Spain", HATS, lambda g, f: (
        f"Sombrerería {f} S.L.", "Responsable de Compras", f"{ascii_fold(g)}@sombrereria{ascii_fold(f)}.es",
        f"https://www.sombrereria{ascii_fold(f)}.es", "")),
    ("el_GR", "m", "Greece", HATS, lambda g, f: (
        f"{f} Αξεσουάρ Μονοπρόσωπη Ι.Κ.Ε.", "Ιδιοκτήτης", "info@ROMAN.gr", "https://www.ROMAN.gr",
        "Sells to beach shops on Mykonos and Paros; wants delivery by April.")),
    # --- s4 pink peppercorns
    ("fr_BE", "f", "Belgium", PEPPER, lambda g, f: (
        f"Épicerie fine {f} SRL", "Acheteuse", f"{ascii_fold(g)}.{ascii_fold(f)}@epicerie{ascii_fold(f)}.be",
        f"https://www.epicerie{ascii_fold(f)}.be", "")),
    ("fr_CH", "m", "Switzerland", PEPPER, lambda g, f: (
        f"{f} Épices SA", "Responsable des achats", f"{ascii_fold(g)}.{ascii_fold(f)}@{ascii_fold(f)}-epices.ch",
        f"https://www.{ascii_fold(f)}-epices.ch",
        "Met at Biofach Nuremberg; needs EU/Swiss organic (Bio Suisse) certificate.")),
    ("tr_TR", "m", "Turkey", PEPPER, lambda g, f: (
        f"{f} Baharat Gıda A.Ş.", "Satın Alma Müdürü", f"{ascii_fold(g)}.{ascii_fold(f)}@{ascii_fold(f)}baharat.com.tr",
        f"https://www.{ascii_fold(f)}baharat.com.tr", "")),
]


# Faker's Philippine locales give US names: the Filipino manager of the Dubai grocery (P029) is
# drawn from short hand lists with the row's seeded generator.
HAND = {29: (["Mark Anthony", "Jericho", "Rommel", "Jayson", "Arnel"],
             ["Dela Cruz", "Villanueva", "Bautista", "Mendoza", "Manalo"])}


def draw(n, locale, gender):
    fk = Faker(locale)
    fk.seed_instance(SEED + n)
    if n in HAND:
        return fk.random_element(HAND[n][0]), fk.random_element(HAND[n][1])
    if gender == "f":
        given = fk.first_name_female()
        family = fk.last_name_female() if hasattr(fk, "last_name_female") else fk.last_name()
    else:
        given = fk.first_name_male()
        family = fk.last_name_male() if hasattr(fk, "last_name_male") else fk.last_name()
    return given, family


CJK = ("zh_CN", "zh_TW", "ja_JP", "ko_KR")


def main():
    rows = []
    for n, (locale, gender, country, cat, build) in enumerate(ROWS, 1):
        given, family = draw(n, locale, gender)
        bid = f"P{n:03d}"
        given, family = FIX.get(bid, (given, family))
        company, title, email, website, note = build(given, family)
        if bid in ROMAN:
            email = email.replace("ROMAN", ROMAN[bid])
            website = website.replace("ROMAN", ROMAN[bid])
        name = f"{family}{given}" if locale in CJK else f"{given} {family}"
        rows.append({"buyer_id": bid, "company": company, "contact_name": name, "contact_title": title,
                     "email": email, "country": country, "product_category": cat, "website": website,
                     "notes": note})
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


FIX = {}

SENDERS = """[senders.s1]
name = "Nikolina Glavić"
title = "Voditeljica izvoza"
company = "Elafiti Podrum d.o.o."
phone = "+385 20 358 214"
email = "nikolina.glavic@elafiti-podrum.hr"
website = "https://www.elafiti-podrum.hr"
country = "Croatia"
city = "Dubrovnik"
categories = ["Pag cheese", "maraschino liqueur", "Dingač red wine"]

[senders.s2]
name = "Salim Hamed Al-Yaqoubi"
title = "Marketing & Export Manager"
company = "Jebel Kawr Resources & Trading LLC"
phone = "+968 2569 1473"
email = "salim.alyaqoubi@jebelkawr.om"
website = "https://www.jebelkawr.om"
country = "Oman"
city = "Ibri"
categories = ["copper concentrate", "rock salt", "dried limes"]

[senders.s3]
name = "Kristine Joy Padilla"
title = "Export Marketing Manager"
company = "Panay Hablon Export Corporation"
phone = "+63 33 329 4862"
email = "kjpadilla@panayhablon.ph"
website = "https://www.panayhablon.ph"
country = "Philippines"
city = "Iloilo City"
categories = ["piña fabric", "dried danggit", "banig mats"]

[senders.s4]
name = "Mirian Beatriz Duarte Acosta"
title = "Jefa de Comercio Exterior"
company = "Aquidabán Productos Naturales S.A."
phone = "+595 331 242 718"
email = "mduarte@aquidaban.com.py"
website = "https://www.aquidaban.com.py"
country = "Paraguay"
city = "Concepción"
categories = ["tung oil", "karanday palm hats", "pink peppercorns"]
"""

if __name__ == "__main__":
    main()
