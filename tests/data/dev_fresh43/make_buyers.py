"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (s1-s4) of the forty-third
fresh set. Seeded faker: row n draws the contact's given and family name with its own Faker
instance seeded SEED + n, so the files are byte-reproducible (faker 40.63.0).

Run:  .venv/bin/python tests/data/dev_fresh43/make_buyers.py
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 6481729
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Categories: s1 (Lithuania) P001-P015, five buyers each; the rest 2-3 buyers each.
CHEESE, PRALINES, HEMP = "aged hard cheese", "chocolate pralines", "hemp seed oil"
MAHI, FILIGREE, ALGARROBINA = "frozen mahi-mahi portions", "silver filigree jewellery", "algarrobina syrup"
UKULELES, CAPIZ, CHIPS = "ukuleles", "capiz shell lamps", "banana chips"
PALM, BASKETS, DJEMBES = "red palm oil", "Bolga baskets", "djembe drums"

# The UAE row draws from this hand list (faker's ar_AE gives US names): (Latin, Arabic) pairs.
UAE_GIVEN = [("Saeed", "سعيد"), ("Hamdan", "حمدان"), ("Khalifa", "خليفة"), ("Majid", "ماجد"),
             ("Sultan", "سلطان"), ("Obaid", "عبيد")]
UAE_FAMILY = [("Al Ketbi", "الكتبي"), ("Al Mazrouei", "المزروعي"), ("Al Shamsi", "الشامسي"),
              ("Al Suwaidi", "السويدي"), ("Bin Lootah", "بن لوتاه"), ("Al Falasi", "الفلاسي")]

# One row per buyer: locale, sex, company, title, country, category, domain, mailbox, note.
# In company and domain, {L} is the drawn family name (Latin-script rows), {l} its ASCII form.
# Native-script rows have their company written by hand around the drawn family name and a
# purchasing@-style mailbox; `None` as mailbox means given.family@domain.
ROWS = [
    ("de_DE", "F", "Käsekontor {L} GmbH", "Einkaufsleiterin Käse", "Germany", CHEESE,
     "kaesekontor-{l}.de", None,
     "Met at Anuga 2025 in Cologne. Wants a sample of the 24-month wheel and a price per kg."),
    ("en_US", "M", "{L} Fine Cheese Imports, LLC", "Director of Purchasing", "United States", CHEESE,
     "{l}cheese.com", None,
     "Met at the Summer Fancy Food Show, New York. Asked for our FDA registration number and a price list."),
    ("he_IL", "M", 'פוקס גבינות בוטיק בע"מ', "מנהל רכש", "Israel", CHEESE,
     "fuchs-cheese.co.il", "purchasing", ""),
    ("ja_JP", "F", "株式会社高橋チーズ商会", "仕入課長", "Japan", CHEESE,
     "takahashi-cheese.co.jp", "shiire", ""),
    ("en_GB", "M", "{L} & Vine Cheesemongers Ltd", "Head Buyer", "United Kingdom", CHEESE,
     "{l}andvine.co.uk", None,
     "Runs three cheese shops in Bristol and Bath. Asked whether we have a 36-month wheel."),
    ("fr_FR", "F", "{L} Confiserie Distribution SAS", "Acheteuse confiserie", "France", PRALINES,
     "{l}-confiserie.fr", None,
     "Rencontrée au Salon du Chocolat de Paris. Souhaite des pralinés sans huile de palme."),
    ("uk_UA", "F", "ТОВ «Іщенко Солодощі»", "Менеджерка з закупівель", "Ukraine", PRALINES,
     "ishchenko-solodoshchi.com.ua", "zakupivli", ""),
    ("zh_CN", "M", "上海曹氏食品贸易有限公司", "采购总监", "China", PRALINES,
     "caoshi-foods.cn", "purchasing",
     "Met at SIAL China in Shanghai. Needs Chinese back labels before shipment."),
    ("sv_SE", "F", "{L}s Konfektyr AB", "Inköpschef", "Sweden", PRALINES,
     "{l}skonfektyr.se", None, ""),
    ("ar_SA", "M", "شركة شربتلي للحلويات والشوكولاتة", "مدير المشتريات", "Saudi Arabia", PRALINES,
     "sharbatly-sweets.com.sa", "purchasing",
     "Asked for a halal certificate and gift boxes for Ramadan."),
    ("nl_NL", "M", "{L} Natuurvoeding B.V.", "Inkoper", "Netherlands", HEMP,
     "{l}natuurvoeding.nl", None,
     "Met at BIOFACH in Nuremberg. Asks for a THC lab report for every batch."),
    ("ko_KR", "F", "주식회사 다솜헬스푸드", "구매팀장", "South Korea", HEMP,
     "dasomhealth.co.kr", "purchasing", ""),
    ("pl_PL", "M", "{L} Zdrowa Żywność Sp. z o.o.", "Kierownik ds. zakupów", "Poland", HEMP,
     "{l}-zdrowazywnosc.pl", None, ""),
    ("en_AU", "F", "{L} Wholefoods Pty Ltd", "Purchasing Manager", "Australia", HEMP,
     "{l}wholefoods.com.au", None,
     "Supplies health food stores in Melbourne. Wants 250 ml amber glass bottles."),
    ("el_GR", "M", "Βορλόκας Βιολογικά Προϊόντα Ο.Ε.", "Υπεύθυνος Αγορών", "Greece", HEMP,
     "vorlokas-bio.gr", "info", ""),
    ("en_US", "M", "{L} Seafood Company, Inc.", "Seafood Buyer", "United States", MAHI,
     "{l}seafood.com", None,
     "Met at Seafood Expo North America in Boston. Needs our HACCP plan and FIP status."),
    ("en_CA", "F", "{L} Ocean Foods Ltd.", "Procurement Manager", "Canada", MAHI,
     "{l}oceanfoods.ca", None, ""),
    ("es_ES", "M", "Pescados {L} S.L.", "Responsable de Compras", "Spain", MAHI,
     "pescados{l}.es", None,
     "Pide ficha técnica y porciones de 6-8 oz sin piel."),
    ("it_IT", "F", "{L} Gioielli S.r.l.", "Responsabile acquisti", "Italy", FILIGREE,
     "{l}gioielli.it", None,
     "Met at Vicenzaoro in January. Wants 925 hallmark certificates."),
    ("en_GB", "F", "{L} & Ashworth Jewellers Ltd", "Senior Buyer", "United Kingdom", FILIGREE,
     "{l}ashworth.co.uk", None, ""),
    ("zh_TW", "M", "蔣氏銀飾股份有限公司", "採購經理", "Taiwan", FILIGREE,
     "chiang-silver.com.tw", "purchasing",
     ""),
    ("es_ES", "F", "Distribuciones {L} Andina S.L.", "Jefa de Compras", "Spain", ALGARROBINA,
     "{l}andina.es", None,
     "Sells to Peruvian restaurants in Madrid. Asked for 1 kg bottles."),
    ("es_CL", "M", "Comercial {L} y Cía. Ltda.", "Jefe de Compras", "Chile", ALGARROBINA,
     "comercial{l}.cl", None, ""),
    ("de_DE", "M", "{L} Naturkost GmbH", "Leiter Einkauf", "Germany", ALGARROBINA,
     "{l}-naturkost.de", None, ""),
    ("ja_JP", "M", "池田楽器株式会社", "仕入部長", "Japan", UKULELES,
     "ikeda-gakki.co.jp", "shiire",
     "Met at the NAMM Show in Anaheim. Interested in solid-top concert ukuleles."),
    ("de_CH", "F", "Musikhaus {L} AG", "Einkäuferin", "Switzerland", UKULELES,
     "musikhaus-{l}.ch", None, ""),
    ("en_NZ", "M", "{L} Music Supplies Limited", "Purchasing Manager", "New Zealand", UKULELES,
     "{l}music.co.nz", None,
     "Supplies school music programmes in Auckland. Asked about a sample order of 30 soprano ukuleles."),
    ("nl_NL", "F", "Woonwinkel {L} B.V.", "Inkoper verlichting", "Netherlands", CAPIZ,
     "woonwinkel{l}.nl", None, ""),
    ("th_TH", "F", "บริษัท หิรัญสาลี ดีไซน์ จำกัด", "ผู้จัดการฝ่ายจัดซื้อ", "Thailand", CAPIZ,
     "hiransalee-design.co.th", "purchasing",
     "Supplies resorts in Phuket. Asked for 20 pendant lamp samples."),
    ("ar_AE", "M", "مؤسسة {A} للديكور والإنارة", "Procurement Manager", "United Arab Emirates", CAPIZ,
     "{l}decor.ae", "procurement",
     "Fits out hotels in Dubai. Needs fire-retardant certificates."),
    ("ko_KR", "M", "강산식품 주식회사", "수입팀 과장", "South Korea", CHIPS,
     "kangsan-foods.co.kr", "import", ""),
    ("pl_PL", "F", "{L} Bakalie Sp. z o.o.", "Specjalistka ds. zakupów", "Poland", CHIPS,
     "{l}bakalie.pl", None,
     ""),
    ("da_DK", "M", "{L}s Tørret Frugt ApS", "Indkøbschef", "Denmark", CHIPS,
     "{l}s-frugt.dk", None, ""),
    ("fr_FR", "M", "{L} Alimentation Exotique SARL", "Gérant", "France", PALM,
     "{l}-exotique.fr", None,
     "Met at SIAL Paris. Supplies African grocery shops in Château-Rouge."),
    ("hi_IN", "M", "दासगुप्ता एडिबल ऑयल्स प्राइवेट लिमिटेड", "वरिष्ठ क्रय अधिकारी", "India", PALM,
     "dasgupta-edibleoils.in", "purchase",
     "Requested FSSAI import documents and a CIF Nhava Sheva price."),
    ("nl_NL", "M", "{L} Afro Foods B.V.", "Inkoopmanager", "Netherlands", PALM,
     "{l}afrofoods.nl", None, ""),
    ("en_US", "F", "{L} & Rye Home Goods, Inc.", "Buyer, Home Décor", "United States", BASKETS,
     "{l}andrye.com", None,
     ""),
    ("da_DK", "F", "{L} Bolig ApS", "Indkøber", "Denmark", BASKETS,
     "{l}bolig.dk", None, ""),
    ("fr_CH", "M", "{L} Percussions Sàrl", "Directeur", "Switzerland", DJEMBES,
     "{l}-percussions.ch", None, ""),
    ("de_DE", "F", "Trommelhaus {L} e.K.", "Inhaberin", "Germany", DJEMBES,
     "trommelhaus-{l}.de", None, ""),
]


def ascii_fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if c.isascii() and (c.isalnum() or c in "-.")).lower()


def buyer(n: int, row) -> dict:
    locale, sex, company, title, country, category, domain, mailbox, note = row
    fake = Faker(locale)
    fake.seed_instance(SEED + n)
    arabic = ""
    if locale == "ar_AE":
        given = fake.random_element(UAE_GIVEN)[0]
        family, arabic = fake.random_element(UAE_FAMILY)
    else:
        given = fake.first_name_female() if sex == "F" else fake.first_name_male()
        family = fake.last_name()
    if locale in {"ja_JP", "zh_CN", "zh_TW", "ko_KR"}:
        contact = f"{family}{given}" if locale != "ja_JP" else f"{family} {given}"
    else:
        contact = f"{given} {family}"
    l = ascii_fold(family.replace(" ", ""))
    company = company.format(L=family, A=arabic)
    domain = domain.format(l=l)
    if mailbox is None:
        mailbox = f"{ascii_fold(given.split()[0])}.{l}"
    return {
        "buyer_id": f"P{n:03d}",
        "company": company,
        "contact_name": contact,
        "contact_title": title,
        "email": f"{mailbox}@{domain}",
        "country": country,
        "product_category": category,
        "website": f"https://www.{domain}",
        "notes": note,
    }


SENDERS = """\
# The four exporters of the forty-third fresh set (fictional). s1's categories are those of
# P001-P015, the buyers of the model runs.

[senders.s1]
company = "UAB „Šiaulių Skonis“"
name = "Dovilė Norkutė"
title = "Eksporto skyriaus vadovė"
email = "dovile.norkute@siauliuskonis.lt"
phone = "+370 41 52 3187"
website = "https://www.siauliuskonis.lt"
country = "Lithuania"
city = "Šiauliai"
categories = ["aged hard cheese", "chocolate pralines", "hemp seed oil"]

[senders.s2]
company = "Comercializadora Tallán del Norte S.A.C."
name = "Rosa Elvira Chunga Sernaqué"
title = "Coordinadora de Negocios Internacionales"
email = "rchunga@tallandelnorte.com.pe"
phone = "+51 73 30 4521"
website = "https://www.tallandelnorte.com.pe"
country = "Peru"
city = "Piura"
categories = ["frozen mahi-mahi portions", "silver filigree jewellery", "algarrobina syrup"]

[senders.s3]
company = "Sugbo Kabilin Export Corporation"
name = "Ma. Lourdes Tan Ouano"
title = "AVP, Export Sales"
email = "lourdes.ouano@sugbokabilin.ph"
phone = "+63 32 255 8140"
website = "https://www.sugbokabilin.ph"
country = "Philippines"
city = "Cebu City"
categories = ["ukuleles", "capiz shell lamps", "banana chips"]

[senders.s4]
company = "Ahanta Bay Commodities Limited"
name = "Efua Nyameke Arthur-Quansah"
title = "Head of Exports & Marketing"
email = "efua.quansah@ahantabay.com.gh"
phone = "+233 31 202 4417"
website = "https://www.ahantabay.com.gh"
country = "Ghana"
city = "Takoradi"
categories = ["red palm oil", "Bolga baskets", "djembe drums"]
"""


def main() -> None:
    rows = [buyer(n, row) for n, row in enumerate(ROWS, 1)]
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        out = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        out.writeheader()
        out.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")
    print(f"{len(rows)} buyers, 4 senders written to {HERE}")


if __name__ == "__main__":
    main()
