"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (s1-s4) of the forty-sixth
fresh set. Byte-reproducible: each row has its own faker instance seeded SEED + row number, which
draws the contact's given and family name (from a short hand list where faker's locale gives US
names: Jordan, Malaysia); the company, title, mailbox, website and note of each row are written by
hand around the drawn names, as the market writes them.

Run:  .venv/bin/python tests/data/dev_fresh46/make_buyers.py
"""
import csv
from pathlib import Path

from faker import Faker

SEED = 4620981
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Hand lists for locales whose faker names are not the market's (drawn with the row's generator).
JO_MALE = ["خالد", "عمر", "ليث", "يزن", "حمزة", "طارق", "فادي", "باسل"]
JO_FEMALE = ["رانيا", "دانا", "لينا", "هيا", "ربى", "شذى"]
JO_FAMILY = ["الطراونة", "الخطيب", "حدادين", "المصري", "عبيدات", "الزعبي", "البطاينة", "المومني"]
MY_MALE = ["Muhammad Hafiz", "Ahmad Faizal", "Mohd Azlan", "Khairul Anuar"]
MY_FEMALE = ["Nurul Aina", "Siti Hajar", "Nur Farhana", "Aisyah"]
MY_FATHER = ["Ismail", "Abdullah", "Rahman", "Hassan", "Yusof", "Othman"]

WS = "winter salami"
FG = "goose foie gras"
AP = "apricot pálinka"
BO = "lubricant base oil"
DP = "date paste"
WR = "aluminium wire rod"
GL = "beaten gold leaf"
TL = "pickled tea leaves"
SP = "string puppets"
DC = "dracaena cuttings"
GC = "guide catheters"
FC = "fresh carrots"

# (locale, gender, country, category, company, title, email, website, notes); the company may
# hold {last} / {first}, filled with the drawn names.
ROWS = [
    ("de_AT", "m", "Austria", WS, "{last} Feinkost GmbH", "Leiter Einkauf Feinkost",
     "mario.hubmann@hubmann-feinkost.at", "https://www.hubmann-feinkost.at",
     "Met at Alles für den Gast, Salzburg (Nov 2025); wants a sample of the 2 kg bars and the "
     "product specification in German."),
    ("ja_JP", "m", "Japan", WS, "{last}フーズ株式会社", "購買課長",
     "k.sasaki@sasaki-foods.co.jp", "https://www.sasaki-foods.co.jp",
     "Needs the animal health certificate accepted by MAFF before any order; prefers e-mails in "
     "Japanese."),
    ("cs_CZ", "f", "Czech Republic", WS, "{last} Lahůdky s.r.o.", "nákupčí",
     "nemcova@nemcova-lahudky.cz", "https://www.nemcova-lahudky.cz", ""),
    ("en_US", "m", "United States", WS, "{last} Fine Provisions LLC", "Charcuterie Buyer",
     "matt@montgomeryprovisions.com", "https://www.montgomeryprovisions.com",
     "Met at the Summer Fancy Food Show, New York (June 2025); asked for a price list FOB Koper "
     "and proof of USDA FSIS eligibility."),
    ("mk_MK", "m", "North Macedonia", WS, "{last} Трејд ДООЕЛ", "Менаџер за набавки",
     "nabavki@veljanov-trade.mk", "https://veljanov-trade.mk", ""),
    ("fr_BE", "f", "Belgium", FG, "{last} Gastronomie SRL", "Acheteuse produits fins",
     "nina.gossiaux@gossiaux-gastronomie.be", "https://www.gossiaux-gastronomie.be",
     "Rencontrée au salon Horeca Expo à Gand (nov. 2025) ; souhaite un échantillon de foie gras "
     "d'oie entier mi-cuit."),
    ("zh_TW", "f", "Taiwan", FG, "{last}氏國際食品股份有限公司", "採購專員",
     "purchasing@kuo-foods.com.tw", "https://www.kuo-foods.com.tw",
     "Supplies hotel restaurants in Taipei; needs the documents for Taiwan FDA import "
     "registration."),
    ("de_CH", "m", "Switzerland", FG, "{last} Delikatessen AG", "Leiter Einkauf",
     "a.schoch@schoch-delikatessen.ch", "https://www.schoch-delikatessen.ch", ""),
    ("ko_KR", "m", "South Korea", FG, "주식회사 {last}푸드코리아", "구매 담당",
     "purchasing@ryufoodkorea.co.kr", "https://www.ryufoodkorea.co.kr", ""),
    ("el_GR", "f", "Cyprus", FG, "Κυργιάς Γκουρμέ Λτδ", "Υπεύθυνη Αγορών",
     "agores@kyrgias-gourmet.com.cy", "https://www.kyrgias-gourmet.com.cy", ""),
    ("de_DE", "m", "Germany", AP, "{last} Spirituosen GmbH", "Einkäufer Spirituosen",
     "m.steinberg@steinberg-spirituosen.de", "https://www.steinberg-spirituosen.de",
     "Met at ProWein Düsseldorf (March 2025); wants 0.5 l bottles at 40% vol with German "
     "labels."),
    ("de_AT", "f", "Austria", AP, "{last} Edelbrände e.U.", "Inhaberin",
     "office@stefan-edelbraende.at", "https://www.stefan-edelbraende.at", ""),
    ("en_GB", "f", "United Kingdom", AP, "{last} & Vine Spirits Ltd", "Head Buyer",
     "lynne@smithandvine.co.uk", "https://www.smithandvine.co.uk", ""),
    ("he_IL", "m", "Israel", AP, "{last} משקאות בע\"מ", "מנהל רכש",
     "rechesh@shukron-drinks.co.il", "https://www.shukron-drinks.co.il",
     "Needs kosher certification (OU or Badatz) for every spirit; prefers English."),
    ("pl_PL", "f", "Poland", AP, "{last} Alkohole Świata sp. z o.o.",
     "Kierowniczka działu zakupów", "d.machowicz@alkohole-swiata.pl",
     "https://www.alkohole-swiata.pl", ""),
    ("mr_IN", "m", "India", BO, "{last} ल्युब्रिकंट्स प्रायव्हेट लिमिटेड", "खरेदी व्यवस्थापक",
     "purchase@sawantlubricants.in", "https://www.sawantlubricants.in",
     "Blends engine oils in Pune; wants Group II base oil, SN 500, in flexitanks to Nhava "
     "Sheva."),
    ("en_KE", "f", "Kenya", BO, "{last} Lubes Limited", "Procurement Manager",
     "gladys.abdi@abdilubes.co.ke", "https://www.abdilubes.co.ke", ""),
    ("en_PK", "m", "Pakistan", BO, "{last} Petrochem (Pvt.) Ltd.", "Manager Procurement",
     "naajy.ubayd@ubaydpetrochem.com.pk", "https://www.ubaydpetrochem.com.pk", ""),
    ("el_GR", "m", "Cyprus", DP, "Αρτοποιείο {last} Λτδ", "Διευθυντής Προμηθειών",
     "info@varsos-bakery.com.cy", "https://www.varsos-bakery.com.cy", ""),
    ("MY", "f", "Malaysia", DP, "Permata {father} Food Industries Sdn. Bhd.", "Pengurus Pembelian",
     "farhana@permatafood.com.my", "https://www.permatafood.com.my",
     "Makes kuih and mooncake fillings; needs a halal certificate recognised by JAKIM."),
    ("de_DE", "f", "Germany", DP, "{last} Backzutaten GmbH & Co. KG", "Einkäuferin Rohstoffe",
     "k.soelzer@soelzer-backzutaten.de", "https://www.soelzer-backzutaten.de",
     "Auf der Südback in Stuttgart kennengelernt (Okt. 2025); braucht ein Bio-Zertifikat."),
    ("tr_TR", "m", "Turkey", WR, "{last} Kablo Sanayi A.Ş.", "Satın Alma Müdürü",
     "erdemer.koruturk@koruturkkablo.com.tr", "https://www.koruturkkablo.com.tr",
     "Met at wire Düsseldorf (April 2024); needs EC-grade rod, 9.5 mm, in 2 t coils."),
    ("vi_VN", "f", "Vietnam", WR, "Công ty TNHH Dây cáp điện {last} Gia", "Trưởng phòng Mua hàng",
     "thao.pham@daycapphamgia.vn", "https://daycapphamgia.vn", ""),
    ("JO", "m", "Jordan", WR, "شركة {last} لصناعة الكوابل ذ.م.م", "مدير المشتريات",
     "purchasing@alzoubi-cables.jo", "https://www.alzoubi-cables.jo", ""),
    ("th_TH", "f", "Thailand", GL, "บริษัท {last}ทองคำเปลว จำกัด", "หัวหน้าฝ่ายจัดซื้อ",
     "purchasing@chantagoldleaf.co.th", "https://www.chantagoldleaf.co.th",
     "Supplies temples in Chiang Mai; asked for 24k leaves, 4.3 x 4.3 cm, in booklets of 100."),
    ("it_IT", "m", "Italy", GL, "{last} Forniture per Doratori S.r.l.", "Responsabile acquisti",
     "a.curiel@curieldoratori.it", "https://www.curieldoratori.it",
     "Conosciuto ad Artigiano in Fiera, Milano (dic. 2025); chiede campioni di foglia d'oro "
     "a 23,75 carati."),
    ("ko_KR", "f", "South Korea", GL, "주식회사 {last}보금박", "구매팀 과장",
     "purchasing@sungbogold.co.kr", "https://www.sungbogold.co.kr", ""),
    ("th_TH", "m", "Thailand", TL, "บริษัท {last} เทรดดิ้ง จำกัด", "ผู้จัดการฝ่ายจัดซื้อ",
     "purchasing@nuchnaenum-trading.co.th", "https://www.nuchnaenum-trading.co.th", ""),
    ("zh_TW", "m", "Taiwan", TL, "{last}記南洋食品有限公司", "負責人",
     "tseng@tsengji-food.com.tw", "https://www.tsengji-food.com.tw",
     "Shop in Zhonghe, New Taipei, selling to the Burmese community; met at the Taipei "
     "International Food Show (June 2025)."),
    ("nl_NL", "f", "Netherlands", SP, "{last} Speelgoed B.V.", "Inkoper",
     "lindsey@bastiaense-speelgoed.nl", "https://www.bastiaense-speelgoed.nl", ""),
    ("cs_CZ", "m", "Czech Republic", SP, "{last} Loutky s.r.o.", "jednatel",
     "adam.cech@cechloutky.cz", "https://www.cechloutky.cz", ""),
    ("en_GB", "m", "United Kingdom", SP, "{last} & Daughter Toys Ltd", "Buying Manager",
     "louis@daviesanddaughter.co.uk", "https://www.daviesanddaughter.co.uk",
     "Met at Spielwarenmesse Nuremberg (Jan 2026); wants ten puppet characters for Christmas "
     "2026."),
    ("nl_NL", "m", "Netherlands", DC, "Kwekerij {last} B.V.", "Inkoper uitgangsmateriaal",
     "duuk@kwekerijwinters.nl", "https://www.kwekerijwinters.nl", ""),
    ("pl_PL", "m", "Poland", DC, "{last} Ogrody sp.j.", "Specjalista ds. zakupów",
     "iwo.szymala@szymalaogrody.pl", "https://www.szymalaogrody.pl", ""),
    ("nl_BE", "f", "Belgium", DC, "{last} Plantenkwekerij BV", "Aankoopverantwoordelijke",
     "sara@dockx-planten.be", "https://www.dockx-planten.be",
     "Met at IPM Essen (January 2026)."),
    ("fr_CH", "f", "Switzerland", GC, "{last} Médical SA", "Responsable des achats",
     "achats@chenaux-medical.ch", "https://www.chenaux-medical.ch",
     "Wants the MDR and Swissmedic documentation in French."),
    ("ka_GE", "m", "Georgia", GC, "შპს {last} მედიქალ", "შესყიდვების მენეჯერი",
     "procurement@janelidze-medical.ge", "https://www.janelidze-medical.ge", ""),
    ("es", "f", "Panama", FC, "Distribuidora {last1}, S.A.", "Gerente de Compras",
     "compras@distribuidora-antunez.com.pa", "https://www.distribuidora-antunez.com.pa",
     "Supplies supermarkets in Panama City; asked for 20 lb bags and a weekly truck through "
     "Paso Canoas."),
    ("en_US", "f", "United States", FC, "{last} Fresh Produce, Inc.", "Produce Buyer",
     "savannah@harrisfreshproduce.com", "https://www.harrisfreshproduce.com", ""),
    ("es", "m", "Panama", FC, "{last1} Hermanos, S.A.", "Jefe de Compras",
     "gmaestre@maestrehermanos.com.pa", "https://www.maestrehermanos.com.pa", ""),
]

SENDERS = """\
# The four exporters of the forty-sixth fresh set; `categories` are what each sells.
[senders.s1]
company = "Tiszamenti Csemege Kft."
name = "Réka Halmai-Tóth"
title = "Külkereskedelmi vezető"
email = "reka.halmai-toth@tiszamenti-csemege.hu"
phone = "+36 62 555 0173"
website = "https://www.tiszamenti-csemege.hu"
country = "Hungary"
city = "Szeged"
categories = ["winter salami", "goose foie gras", "apricot pálinka"]

[senders.s2]
company = "Tubli Bay Industries W.L.L."
name = "Hussain Abdulla Al-Aradi"
title = "Export Sales Manager"
email = "hussain.aradi@tublibay.com.bh"
phone = "+973 1773 5512"
website = "https://www.tublibay.com.bh"
country = "Bahrain"
city = "Sitra"
categories = ["lubricant base oil", "date paste", "aluminium wire rod"]

[senders.s3]
company = "Yadanabon Handicraft & Tea Company Limited"
name = "Nyein Chan Htun"
title = "Export Manager"
email = "nyeinchan@yadanabon-export.com.mm"
phone = "+95 2 4061 337"
website = "https://www.yadanabon-export.com.mm"
country = "Myanmar"
city = "Mandalay"
categories = ["beaten gold leaf", "pickled tea leaves", "string puppets"]

[senders.s4]
company = "Cerro Irazú Exportaciones S.R.L."
name = "María Fernanda Quesada Brenes"
title = "Jefa de Exportaciones"
email = "mfquesada@irazu-export.cr"
phone = "+506 2551 8042"
website = "https://www.irazu-export.cr"
country = "Costa Rica"
city = "Cartago"
categories = ["dracaena cuttings", "guide catheters", "fresh carrots"]
"""


def draw(n: int, locale: str, gender: str) -> dict[str, str]:
    """The contact's names for row n, from a faker instance seeded SEED + n."""
    male = gender == "m"
    fake = Faker({"JO": "en_US", "MY": "en_US"}.get(locale, locale))
    fake.seed_instance(SEED + n)
    if locale == "JO":
        first = fake.random_element(JO_MALE if male else JO_FEMALE)
        last = fake.random_element(JO_FAMILY)
        return {"first": first, "last": last, "full": f"{first} {last}"}
    if locale == "MY":
        first = fake.random_element(MY_MALE if male else MY_FEMALE)
        father = fake.random_element(MY_FATHER)
        return {"first": first, "last": father, "father": father,
                "full": f"{first} {'bin' if male else 'binti'} {father}"}
    first = fake.first_name_male() if male else fake.first_name_female()
    gendered = "last_name_male" if male else "last_name_female"
    last = getattr(fake, gendered)() if hasattr(fake, gendered) else fake.last_name()
    if locale == "ja_JP":
        return {"first": first, "last": last, "full": f"{last} {first}"}
    if locale in ("zh_TW", "ko_KR"):
        return {"first": first, "last": last, "full": f"{last}{first}"}
    if locale == "vi_VN":
        middle = fake.middle_name()
        return {"first": first, "last": last, "full": f"{last} {middle} {first}"}
    if locale == "es":  # Panama: two family names
        last2 = fake.last_name()
        return {"first": first, "last": last, "last1": last, "full": f"{first} {last} {last2}"}
    return {"first": first, "last": last, "full": f"{first} {last}"}


def main() -> None:
    rows = []
    for n, (locale, gender, country, category, company, title, email, web, notes) in enumerate(ROWS, 1):
        names = draw(n, locale, gender)
        rows.append({
            "buyer_id": f"P{n:03d}",
            "company": company.format(**names),
            "contact_name": names["full"],
            "contact_title": title,
            "email": email,
            "country": country,
            "product_category": category,
            "website": web,
            "notes": notes,
        })
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
