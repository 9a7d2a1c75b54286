"""Write buyers.csv (40 fictional buyers) and senders.toml (4 exporters) for dev_fresh64.

Seeded faker (seed 6630951): each row has its own Faker instance seeded 6630951 + row number, so
the output is byte-reproducible with the same faker version (40.63.0). Names are drawn; companies,
titles, notes and mail domains are written per market by hand around the drawn names.

Run:  .venv/bin/python tests/data/dev_fresh64/make_buyers.py
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 6630951
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Hand lists for markets whose faker locale gives no usable names (ar_EG gives US names);
# drawn from with the row's own seeded generator.
EG_GIVEN = ["محمود", "أحمد", "كريم", "طارق", "هشام", "وائل", "شريف"]
EG_FAMILY = ["الشناوي", "عبد الحميد", "المنياوي", "السيد", "البحيري", "الدمرداش"]
SA_GIVEN = ["فيصل", "عبدالله", "سلطان", "ماجد", "تركي", "نايف"]
SA_FAMILY = ["العتيبي", "الزهراني", "القحطاني", "الغامدي", "الدوسري", "الشهري"]

ASCII = str.maketrans({"ß": "ss", "æ": "ae", "ø": "o", "å": "a", "Æ": "Ae", "Ø": "O", "Å": "A",
                       "ł": "l", "Ł": "L", "ı": "i", "İ": "I", "ğ": "g", "ş": "s", "ç": "c"})


def ascii_(text: str) -> str:
    text = text.translate(ASCII)
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).lower().replace(" ", "")


# Hand romanisation of the drawn native-script family names, for mail domains (as the firms
# themselves would write them).
ROMAN = {"中村": "nakamura", "Τσαντίδου": "tsantidou", "לוי": "levi", "Гоголь": "hohol",
         "鲍": "bao", "الشناوي": "elshenawy", "الزهراني": "alzahrani", "陳": "chen",
         "斎藤": "saito", "赵": "zhao", "Νασίκας": "nasikas"}


def fk(locale: str, row: int) -> Faker:
    f = Faker(locale)
    f.seed_instance(SEED + row)
    return f


# Each row: (locale, country, category, builder). A builder gets the row's Faker and returns
# company, contact_name, contact_title, email, website, notes.
def p001(f):  # Germany, smoked eel
    g, l = f.first_name_male(), f.last_name()
    return (f"Fischräucherei {l} GmbH", f"{g} {l}", "Leiter Einkauf",
            f"{ascii_(g)}.{ascii_(l)}@fisch-{ascii_(l)}.de", f"https://www.fisch-{ascii_(l)}.de",
            "Met at Fish International Bremen; asked for a price list for hot-smoked eel in vacuum packs")


def p002(f):  # Netherlands, smoked eel
    g, l = f.first_name_female(), f.last_name()
    firm = l[0].upper() + l[1:]  # "van der Laan" -> "Van der Laan Visgroothandel"
    return (f"{firm} Visgroothandel B.V.", f"{g} {l}", "Inkoper vis",
            f"{ascii_(g)}@{ascii_(l)}vis.nl", f"https://www.{ascii_(l)}vis.nl", "")


def p003(f):  # Japan, smoked eel
    l, g = f.last_name(), f.first_name_male()
    return (f"株式会社{l}水産", f"{l}{g}", "輸入課長", f"import@{ROMAN[l]}-suisan.co.jp",
            f"https://www.{ROMAN[l]}-suisan.co.jp",
            "Foodex Japan (Makuhari): asked for a price list for hot-smoked eel fillets; prefers English")


def p004(f):  # Denmark, smoked eel
    g, l = f.first_name_male(), f.last_name()
    return (f"{l}s Røgeri ApS", f"{g} {l}", "Indkøbschef",
            f"{ascii_(g)}@{ascii_(l)}s-roegeri.dk", f"https://{ascii_(l)}s-roegeri.dk", "")


def p005(f):  # Poland, smoked eel
    g, l = f.first_name_female(), f.last_name_female()
    return (f"Wędzarnia {l} Sp. z o.o.", f"{g} {l}", "Kierowniczka działu zakupów",
            f"{ascii_(g)}.{ascii_(l)}@wedzarnia-{ascii_(l)}.pl", f"https://wedzarnia-{ascii_(l)}.pl",
            "Zapytanie o próbki węgorza wędzonego na zimno, 5 kg")


def p006(f):  # United Kingdom, rye whisky
    g, l = f.first_name_male(), f.last_name()
    return (f"{l} & Co. Spirits Ltd", f"{g} {l}", "Spirits Buyer",
            f"{ascii_(g)}@{ascii_(l)}spirits.co.uk", f"https://www.{ascii_(l)}spirits.co.uk",
            "Met at Whisky Live London; needs UK duty-paid pricing and 70 cl bottles")


def p007(f):  # United States, rye whisky
    g, l = f.first_name_female(), f.last_name()
    return (f"{l} Craft Imports LLC", f"{g} {l}", "Director of Purchasing",
            f"{ascii_(g)[0]}{ascii_(l)}@{ascii_(l)}craft.com", f"https://www.{ascii_(l)}craft.com",
            "Asked for a quote for one pallet; needs TTB COLA label approval and 750 ml bottles")


def p008(f):  # Greece, rye whisky
    g, l = f.first_name_female(), f.last_name_female()
    return (f"{l} Ποτά Α.Ε.", f"{g} {l}", "Υπεύθυνη Προμηθειών", f"info@{ROMAN[l]}-pota.gr",
            f"https://www.{ROMAN[l]}-pota.gr", "")


def p009(f):  # South Korea, rye whisky
    l, g = f.last_name(), f.first_name_male()
    return ("주식회사 한결주류", f"{l}{g}", "수입팀장", "import@hangyeol-liquor.co.kr",
            "https://www.hangyeol-liquor.co.kr",
            "Met at Seoul International Wine & Spirits Expo; asked for samples of the cask-strength rye")


def p010(f):  # Israel, rye whisky
    g, l = f.first_name_female(), f.last_name()
    return (f"{l} יבוא משקאות בע\"מ", f"{g} {l}", "מנהלת רכש", f"office@{ROMAN[l]}-drinks.co.il",
            f"https://www.{ROMAN[l]}-drinks.co.il", "Needs kosher certification for every batch")


def p011(f):  # Sweden, grey peas
    g, l = f.first_name_female(), f.last_name()
    return (f"{l}s Baltiska Livs AB", f"{g} {l}", "Inköpsansvarig",
            f"{ascii_(g)}.{ascii_(l)}@baltiskalivs.se", "https://www.baltiskalivs.se",
            "Sells to Baltic food shops in Stockholm and Gothenburg; wants EU organic certificate")


def p012(f):  # Ukraine, grey peas
    g, l = f.first_name_male(), f.last_name_male()
    return (f"ТОВ «Бакалія {l}»", f"{g} {l}", "Менеджер із закупівель",
            f"zakupivli@bakaliya-{ROMAN[l]}.com.ua", f"https://bakaliya-{ROMAN[l]}.com.ua", "")


def p013(f):  # Finland, grey peas
    g, l = f.first_name_male(), f.last_name()
    return (f"{l} Elintarvike Oy", f"{g} {l}", "Ostopäällikkö",
            f"{ascii_(g)}.{ascii_(l)}@elintarvike.fi", "https://www.elintarvike.fi",
            "Met at Gastro Helsinki; asked for 25 kg bag prices")


def p014(f):  # China, grey peas
    l, g = f.last_name(), f.first_name_female()
    return (f"大连{l}氏豆业有限公司", f"{l}{g}", "采购经理", f"purchase@dl{ROMAN[l]}douye.cn",
            f"http://www.dl{ROMAN[l]}douye.cn", "")


def p015(f):  # France, grey peas
    g, l = f.first_name_male(), f.last_name()
    return (f"Épicerie Balte {l} SAS", f"{g} {l}", "Responsable achats",
            f"{ascii_(g)}.{ascii_(l)}@epicerie-balte.fr", "https://www.epicerie-balte.fr",
            "Rencontré au SIAL Paris ; souhaite un devis pour 2 tonnes")


def p016(f):  # India, polyethylene
    g, l = f.first_name_male(), f.last_name()
    return (f"{l} Polypack Private Limited", f"{g} {l}", "Head - Procurement",
            f"{ascii_(g)}.{ascii_(l)}@{ascii_(l)}polypack.in", f"https://www.{ascii_(l)}polypack.in",
            "Met at Plastivision Mumbai; needs LLDPE film grade, MFI 1.0")


def p017(f):  # Turkey, polyethylene
    g, l = f.first_name_male(), f.last_name()
    return (f"{l} Plastik Ambalaj San. ve Tic. A.Ş.", f"{g} {l}", "Satın Alma Müdürü",
            f"{ascii_(g)}.{ascii_(l)}@{ascii_(l)}plastik.com.tr", f"https://www.{ascii_(l)}plastik.com.tr", "")


def p018(f):  # Egypt, polyethylene
    g, l = f.random_element(EG_GIVEN), f.random_element(EG_FAMILY)
    return (f"شركة {l} للبلاستيك", f"{g} {l}", "مدير المشتريات", f"purchasing@{ROMAN[l]}-plastics.com",
            f"https://www.{ROMAN[l]}-plastics.com", "Asked for a CFR Alexandria quote for 100 t HDPE blow moulding grade")


def p019(f):  # Saudi Arabia, sodium silicate
    g, l = f.random_element(SA_GIVEN), f.random_element(SA_FAMILY)
    return (f"مصنع {l} للمنظفات", f"{g} {l}", "مدير المشتريات", f"procurement@{ROMAN[l]}-detergents.com.sa",
            f"https://www.{ROMAN[l]}-detergents.com.sa", "")


def p020(f):  # Thailand, sodium silicate
    g, l = f.first_name_female(), f.last_name()
    return ("บริษัท สยามเคมีภัณฑ์ จำกัด", f"{g} {l}", "ผู้จัดการฝ่ายจัดซื้อ", "purchasing@siamchem.co.th",
            "https://www.siamchem.co.th", "Needs a COA with SiO2/Na2O ratio; prefers English")


def p021(f):  # Italy, sodium silicate
    g, l = f.first_name_male(), f.last_name()
    return (f"{l} Chimica S.r.l.", f"{g} {l}", "Responsabile Acquisti",
            f"{ascii_(g)[0]}.{ascii_(l)}@{ascii_(l)}chimica.it", f"https://www.{ascii_(l)}chimica.it", "")


def p022(f):  # Taiwan, carbon black
    l, g = f.last_name(), f.first_name_male()
    return (f"{l}氏橡膠工業股份有限公司", f"{l}{g}", "採購經理", f"purchase@{ROMAN[l]}-rubber.com.tw",
            f"https://www.{ROMAN[l]}-rubber.com.tw", "Met at Taipei Plas; needs N330 for tyre treads")


def p023(f):  # South Korea, carbon black
    l, g = f.last_name(), f.first_name_female()
    return ("동해고무 주식회사", f"{l}{g}", "구매과장", "purchase@donghae-rubber.co.kr",
            "https://www.donghae-rubber.co.kr", "")


def p024(f):  # France, Kampot pepper
    g, l = f.first_name_female(), f.last_name()
    return (f"Maison {l} Épices SARL", f"{g} {l}", "Gérante",
            f"{ascii_(g)}@maison{ascii_(l)}.fr", f"https://www.maison{ascii_(l)}.fr",
            "Rencontrée au Salon des Épices ; veut du poivre rouge IGP, 10 kg")


def p025(f):  # Japan, Kampot pepper
    l, g = f.last_name(), f.first_name_female()
    return (f"{l}スパイス株式会社", f"{l}{g}", "購買担当", f"info@{ROMAN[l]}-spice.co.jp",
            f"https://www.{ROMAN[l]}-spice.co.jp", "")


def p026(f):  # Australia, Kampot pepper
    g, l = f.first_name_male(), f.last_name()
    return (f"{l} Fine Foods Pty Ltd", f"{g} {l}", "Purchasing Manager",
            f"{ascii_(g)}@{ascii_(l)}finefoods.com.au", f"https://www.{ascii_(l)}finefoods.com.au",
            "Asked for samples of black and red pepper; needs an import permit check (BICON)")


def p027(f):  # Germany, kapok fibre
    g, l = f.first_name_female(), f.last_name()
    return (f"{l} Bettwaren GmbH", f"{g} {l}", "Einkäuferin",
            f"{ascii_(g)[0]}.{ascii_(l)}@{ascii_(l)}-bettwaren.de", f"https://www.{ascii_(l)}-bettwaren.de",
            "Messe Heimtextil Frankfurt; braucht OEKO-TEX-Zertifikat")


def p028(f):  # Spain, kapok fibre
    g, l = f.first_name_male(), f.last_name()
    return (f"Textiles {l} S.L.", f"{g} {l}", "Jefe de Compras",
            f"{ascii_(g)}@textiles{ascii_(l)}.es", f"https://www.textiles{ascii_(l)}.es", "")


def p029(f):  # China, kapok fibre
    l, g = f.last_name(), f.first_name_male()
    return (f"杭州{l}氏家纺有限公司", f"{l}{g}", "采购总监", f"caigou@hz{ROMAN[l]}jiafang.cn",
            f"http://www.hz{ROMAN[l]}jiafang.cn", "Asked for a quote for 5 t cleaned kapok, FOB Sihanoukville")


def p030(f):  # Australia, salted duck eggs
    g, l = f.first_name_female(), f.last_name()
    return (f"{l} Asian Grocery Wholesale Pty Ltd", f"{g} {l}", "Buyer",
            f"{ascii_(g)}.{ascii_(l)}@asiangrocery.com.au", "https://www.asiangrocery.com.au", "")


def p031(f):  # United States, salted duck eggs
    g, l = f.first_name_male(), f.last_name()
    return (f"{l} Oriental Foods Inc.", f"{g} {l}", "Procurement Manager",
            f"{ascii_(g)}@{ascii_(l)}oriental.com", f"https://www.{ascii_(l)}oriental.com",
            "Needs FDA registration and USDA egg product rules checked")


def p032(f):  # United Kingdom, salted duck eggs
    g, l = f.first_name_female(), f.last_name()
    return (f"{l} Far East Supplies Ltd", f"{g} {l}", "Category Buyer",
            f"{ascii_(g)}@{ascii_(l)}fareast.co.uk", f"https://www.{ascii_(l)}fareast.co.uk", "")


def p033(f):  # Sweden, Yungas coffee
    g, l = f.first_name_male(), f.last_name()
    return (f"{l}s Kafferosteri AB", f"{g} {l}", "Grönkaffeinköpare",
            f"{ascii_(g)}@{ascii_(l)}skaffe.se", f"https://www.{ascii_(l)}skaffe.se",
            "Met at Nordic Coffee Festival; wants 3 kg pre-shipment samples")


def p034(f):  # Greece, Yungas coffee
    g, l = f.first_name_male(), f.last_name_male()
    return (f"Καφεκοπτεία {l} Ο.Ε.", f"{g} {l}", "Ιδιοκτήτης", f"info@{ROMAN[l]}-coffee.gr",
            f"https://www.{ROMAN[l]}-coffee.gr", "")


def p035(f):  # Poland, Yungas coffee
    g, l = f.first_name_male(), f.last_name_male()
    return (f"Palarnia {l} Sp.j.", f"{g} {l}", "Właściciel",
            f"{ascii_(g)}@palarnia-{ascii_(l)}.pl", f"https://palarnia-{ascii_(l)}.pl", "")


def p036(f):  # Spain, tarwi
    g, l = f.first_name_female(), f.last_name()
    return (f"Legumbres {l} S.L.", f"{g} {l}", "Responsable de Compras",
            f"{ascii_(g)}.{ascii_(l)}@legumbres{ascii_(l)}.es", f"https://www.legumbres{ascii_(l)}.es",
            "Conocida en Alimentaria Barcelona; pidió ficha técnica (proteína, alcaloides)")


def p037(f):  # Belgium, tarwi
    g, l = f.first_name_male(), f.last_name()
    return (f"{l} Bio Foods SRL", f"{g} {l}", "Acheteur matières premières",
            f"{ascii_(g)}@{ascii_(l)}biofoods.be", f"https://www.{ascii_(l)}biofoods.be", "")


def p038(f):  # Italy, achachairú
    g, l = f.first_name_female(), f.last_name()
    return (f"{l} Frutta Esotica S.p.A.", f"{g} {l}", "Buyer frutta esotica",
            f"{ascii_(g)}.{ascii_(l)}@{ascii_(l)}frutta.it", f"https://www.{ascii_(l)}frutta.it",
            "Incontrata a Macfrut Rimini; vuole campioni di polpa surgelata")


def p039(f):  # Netherlands, achachairú
    g, l = f.first_name_male(), f.last_name()
    firm = l[0].upper() + l[1:]
    return (f"{firm} Exotics B.V.", f"{g} {l}", "Inkoper exotisch fruit",
            f"{ascii_(g)}@{ascii_(l)}exotics.nl", f"https://www.{ascii_(l)}exotics.nl", "")


def p040(f):  # Denmark, achachairú
    g, l = f.first_name_female(), f.last_name()
    return (f"{l} Frugt & Grønt A/S", f"{g} {l}", "Indkøber",
            f"{ascii_(g)}@{ascii_(l)}frugt.dk", f"https://www.{ascii_(l)}frugt.dk", "")


ROWS = [
    ("de_DE", "Germany", "smoked eel", p001), ("nl_NL", "Netherlands", "smoked eel", p002),
    ("ja_JP", "Japan", "smoked eel", p003), ("da_DK", "Denmark", "smoked eel", p004),
    ("pl_PL", "Poland", "smoked eel", p005), ("en_GB", "United Kingdom", "rye whisky", p006),
    ("en_US", "United States", "rye whisky", p007), ("el_GR", "Greece", "rye whisky", p008),
    ("ko_KR", "South Korea", "rye whisky", p009), ("he_IL", "Israel", "rye whisky", p010),
    ("sv_SE", "Sweden", "grey peas", p011), ("uk_UA", "Ukraine", "grey peas", p012),
    ("fi_FI", "Finland", "grey peas", p013), ("zh_CN", "China", "grey peas", p014),
    ("fr_FR", "France", "grey peas", p015), ("en_IN", "India", "polyethylene", p016),
    ("tr_TR", "Turkey", "polyethylene", p017), ("ar_SA", "Egypt", "polyethylene", p018),
    ("ar_SA", "Saudi Arabia", "sodium silicate", p019), ("th_TH", "Thailand", "sodium silicate", p020),
    ("it_IT", "Italy", "sodium silicate", p021), ("zh_TW", "Taiwan", "carbon black", p022),
    ("ko_KR", "South Korea", "carbon black", p023), ("fr_FR", "France", "Kampot pepper", p024),
    ("ja_JP", "Japan", "Kampot pepper", p025), ("en_AU", "Australia", "Kampot pepper", p026),
    ("de_DE", "Germany", "kapok fibre", p027), ("es_ES", "Spain", "kapok fibre", p028),
    ("zh_CN", "China", "kapok fibre", p029), ("en_AU", "Australia", "salted duck eggs", p030),
    ("en_US", "United States", "salted duck eggs", p031),
    ("en_GB", "United Kingdom", "salted duck eggs", p032),
    ("sv_SE", "Sweden", "Yungas coffee", p033), ("el_GR", "Greece", "Yungas coffee", p034),
    ("pl_PL", "Poland", "Yungas coffee", p035), ("es_ES", "Spain", "tarwi", p036),
    ("fr_BE", "Belgium", "tarwi", p037), ("it_IT", "Italy", "achachairú", p038),
    ("nl_NL", "Netherlands", "achachairú", p039), ("da_DK", "Denmark", "achachairú", p040),
]

SENDERS = """\
[senders.s1]
name = "Ilze Kalniņa"
title = "Export Director"
company = 'SIA "Staldzenes Krasts"'
phone = "+371 63 624 518"
email = "ilze.kalnina@staldzeneskrasts.lv"
website = "https://staldzeneskrasts.lv"
country = "Latvia"
city = "Ventspils"
categories = ["smoked eel", "rye whisky", "grey peas"]

[senders.s2]
name = "Fahad Nasser Al-Shammari"
title = "Regional Sales Manager"
company = "Mutlaa Chemicals Trading Co. W.L.L."
phone = "+965 2455 7310"
email = "f.alshammari@mutlaa-chem.com.kw"
website = "https://www.mutlaa-chem.com.kw"
country = "Kuwait"
city = "Jahra"
categories = ["polyethylene", "sodium silicate", "carbon black"]

[senders.s3]
name = "Chan Sophea"
title = "Export Coordinator"
company = "Teuk Chhou Agro Co., Ltd."
phone = "+855 33 932 415"
email = "sophea.chan@teukchhou-agro.com.kh"
website = "https://www.teukchhou-agro.com.kh"
country = "Cambodia"
city = "Kampot"
categories = ["Kampot pepper", "kapok fibre", "salted duck eggs"]

[senders.s4]
name = "Marcela Mamani Ticona"
title = "Jefa de Comercio Exterior"
company = "Uchumachi Alimentos S.R.L."
phone = "+591 2 289 5136"
email = "mmamani@uchumachi.com.bo"
website = "https://www.uchumachi.com.bo"
country = "Bolivia"
city = "Coroico"
categories = ["Yungas coffee", "tarwi", "achachairú"]
"""


def main() -> None:
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(COLUMNS)
        for n, (locale, country, category, build) in enumerate(ROWS, 1):
            company, contact, title, email, website, notes = build(fk(locale, n))
            w.writerow([f"P{n:03d}", company, contact, title, email, country, category, website, notes])
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
