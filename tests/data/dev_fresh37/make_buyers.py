"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of dev_fresh37.

Seeded faker: each row has its own Faker instance of the row's locale, seeded SEED + row number,
so one row's draws never move another's. Names are drawn (the Arabic-script and Gulf rows from
short hand lists with the row's seeded generator, because faker's ar_* locales give US names);
companies, titles, mailboxes and notes are written per market by hand around the drawn family
name. Byte-reproducible: run it twice, get the same two files.

Run:  .venv/bin/python tests/data/dev_fresh37/make_buyers.py
"""
import csv
from pathlib import Path

from faker import Faker

HERE = Path(__file__).resolve().parent
SEED = 4729316
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Hand lists for the rows whose faker locale gives no local names.
GULF_MALE = (["Khalid", "Saeed", "Rashid", "Hamad", "Obaid", "Sultan"],
             ["Al Mansoori", "Al Suwaidi", "Al Ketbi", "Al Falasi", "Al Shamsi", "Al Nuaimi"])
GULF_FEMALE_AR = (["مريم", "عائشة", "شيخة", "نورة", "حصة", "موزة"],
                  ["المهيري", "الظاهري", "الكعبي", "الشامسي", "الرميثي", "المري"])
JORDAN_MALE = (["Omar", "Laith", "Tareq", "Yazan", "Hani", "Fadi"],
               ["Haddadin", "Tarawneh", "Khoury", "Majali", "Nabulsi", "Rawashdeh"])
EGYPT_MALE_AR = (["أحمد", "محمود", "شريف", "عمرو", "كريم", "طارق"],
                 ["عبد الحميد", "الجمال", "سليمان", "فهمي", "البنا", "منصور"])


def draw(i: int, locale: str, gender: str, hand=None) -> tuple[str, str]:
    """(given name, family name) of row i."""
    f = Faker(locale)
    f.seed_instance(SEED + i)
    if hand:
        return f.random_element(hand[0]), f.random_element(hand[1])
    gen = "female" if gender == "f" else "male"
    first = getattr(f, f"first_name_{gen}")()
    try:
        last = getattr(f, f"last_name_{gen}")()
    except AttributeError:
        last = f.last_name()
    return first, last


def western(first, last):
    return f"{first} {last}"


def east(first, last):           # family name first, no space (zh, ko)
    return f"{last}{first}"


def japanese(first, last):       # family name first, with a space, as Japanese CRMs write it
    return f"{last} {first}"


def arabic(first, last):
    return f"{first} {last}"


# (locale, gender, name style, hand list, category, country,
#  company(first, last), title, email(first, last), website, note)
ROWS = [
    # --- s1 (Vietnam): fish sauce, dragon fruit, rice paper: 5 buyers each ---
    ("fr_FR", "f", western, None, "fish sauce", "France",
     lambda g, l: f"{l} Saveurs d'Asie SAS", "Acheteuse produits asiatiques",
     lambda g, l: "a.arnaud@arnaud-saveurs.fr", "https://www.arnaud-saveurs.fr",
     "Rencontrée au SIAL Paris. Demande le tarif du nuoc-mâm 40°N en bouteilles de 500 ml."),
    ("cs_CZ", "m", western, None, "fish sauce", "Czech Republic",
     lambda g, l: f"{l} Gastro Import s.r.o.", "Vedoucí nákupu",
     lambda g, l: "maly@malygastro.cz", "https://www.malygastro.cz", ""),
    ("ko_KR", "m", east, None, "fish sauce", "South Korea",
     lambda g, l: "주식회사 바다곳간", "구매과장",
     lambda g, l: "purchasing@badagotgan.co.kr", "https://www.badagotgan.co.kr",
     "Kimchi maker; asked for a 20 L sample of anchovy fish sauce."),
    ("en_NZ", "f", western, None, "fish sauce", "New Zealand",
     lambda g, l: f"{l} & Tan Asian Foods Limited", "Purchasing Manager",
     lambda g, l: "robyn.kerr@kerrtanfoods.co.nz", "https://www.kerrtanfoods.co.nz", ""),
    ("ja_JP", "m", japanese, None, "fish sauce", "Japan",
     lambda g, l: f"{l}貿易株式会社", "購買部 課長",
     lambda g, l: "kobai@moriboeki.co.jp", "https://www.moriboeki.co.jp",
     "FOODEX JAPANで名刺交換。日本語での連絡を希望。"),
    ("zh_CN", "f", east, None, "dragon fruit", "China",
     lambda g, l: f"广州市{l}氏果业有限公司", "采购主管",
     lambda g, l: "caigou@lushiguoye.cn", "https://www.lushiguoye.cn", ""),
    ("nl_NL", "m", western, None, "dragon fruit", "Netherlands",
     lambda g, l: f"{l} Exotics B.V.", "Inkoper exoten",
     lambda g, l: "jan@veenstra-exotics.nl", "https://www.veenstra-exotics.nl",
     "Met at Fruit Attraction Madrid; packs for Dutch supermarkets."),
    ("ar_AE", "m", western, GULF_MALE, "dragon fruit", "United Arab Emirates",
     lambda g, l: f"{l} Fruits & Vegetables Trading L.L.C.", "Purchasing Manager",
     lambda g, l: f"{g.lower()}@{l.lower().replace(' ', '')}fruits.ae",
     lambda g, l: f"https://www.{l.lower().replace(' ', '')}fruits.ae", ""),
    ("ru_RU", "f", western, None, "dragon fruit", "Russia",
     lambda g, l: "ООО «Экзотик-Фрукт»", "Менеджер по закупкам",
     lambda g, l: "zakupki@exotic-frukt.ru", "https://www.exotic-frukt.ru",
     "Prefers correspondence in Russian; asked for prices CFR Vladivostok."),
    ("hi_IN", "m", western, None, "dragon fruit", "India",
     lambda g, l: f"{l} फ्रेश फ्रूट्स प्राइवेट लिमिटेड", "खरीद प्रमुख",
     lambda g, l: "purchase@gurungfreshfruits.in", "https://www.gurungfreshfruits.in", ""),
    ("de_DE", "f", western, None, "rice paper", "Germany",
     lambda g, l: f"Asia-Feinkost {l} GmbH", "Leiterin Einkauf Trockensortiment",
     lambda g, l: "a.bluemel@asiafeinkost-bluemel.de", "https://www.asiafeinkost-bluemel.de", ""),
    ("pl_PL", "m", western, None, "rice paper", "Poland",
     lambda g, l: f"{l} Import Sp. z o.o.", "Kierownik działu zakupów",
     lambda g, l: "n.blazejewicz@blazejewicz-import.pl", "https://www.blazejewicz-import.pl", ""),
    ("en_GB", "f", western, None, "rice paper", "United Kingdom",
     lambda g, l: f"{l} & Lau Oriental Supplies Ltd", "Head Buyer",
     lambda g, l: "lynne@smithlau.co.uk", "https://www.smithlau.co.uk",
     "Met at IFE London; asked for 22 cm round sheets."),
    ("th_TH", "f", western, None, "rice paper", "Thailand",
     lambda g, l: f"บริษัท {l} ฟู้ดส์ จำกัด", "หัวหน้าแผนกจัดซื้อ",
     lambda g, l: "purchasing@tantrajinfoods.co.th", "https://www.tantrajinfoods.co.th", ""),
    ("el_GR", "m", western, None, "rice paper", "Greece",
     lambda g, l: f"{l} Τρόφιμα Μ.Ι.Κ.Ε.", "Υπεύθυνος Προμηθειών",
     lambda g, l: "promithies@skordakis-trofima.gr", "https://www.skordakis-trofima.gr", ""),
    # --- s2 (Peru): tara powder 3, cochineal carmine 3, retablos 2 ---
    ("it_IT", "m", western, None, "tara powder", "Italy",
     lambda g, l: f"Conceria {l} S.p.A.", "Responsabile acquisti prodotti chimici",
     lambda g, l: "acquisti@conceriatoso.it", "https://www.conceriatoso.it",
     "Met at Lineapelle Milan; needs a tannin content certificate (min. 50%)."),
    ("it_IT", "f", western, None, "tara powder", "Italy",
     lambda g, l: f"{l} Pellami S.r.l.", "Responsabile approvvigionamenti",
     lambda g, l: "t.nicolini@nicolinipellami.it", "https://www.nicolinipellami.it", ""),
    ("pt_PT", "m", western, None, "tara powder", "Portugal",
     lambda g, l: f"Curtumes {l}, Lda.", "Diretor de Compras",
     lambda g, l: "tomas.domingues@curtumesdomingues.pt", "https://www.curtumesdomingues.pt",
     "Asked for a 1-tonne trial lot."),
    ("da_DK", "f", western, None, "cochineal carmine", "Denmark",
     lambda g, l: f"{l} Naturfarver ApS", "Indkøbschef",
     lambda g, l: "zb@bertelsen-naturfarver.dk", "https://www.bertelsen-naturfarver.dk", ""),
    ("he_IL", "f", western, None, "cochineal carmine", "Israel",
     lambda g, l: f"{l} קוסמטיקס בע\"מ", "מנהלת רכש",
     lambda g, l: "purchasing@abramov-cosmetics.co.il", "https://www.abramov-cosmetics.co.il",
     "Lipstick maker; needs a heavy-metals test report for every lot."),
    ("ko_KR", "f", east, None, "cochineal carmine", "South Korea",
     lambda g, l: f"(주){l}성컬러", "구매부장",
     lambda g, l: "purchase@ohsungcolor.co.kr", "https://www.ohsungcolor.co.kr", ""),
    ("es_ES", "m", western, None, "retablos", "Spain",
     lambda g, l: f"{l} Artesanía Andina S.L.", "Gerente",
     lambda g, l: "maximiano@camara-artesania.es", "https://www.camara-artesania.es",
     "Met at Intergift Madrid; wants Nativity retablos for Christmas."),
    ("en_US", "f", western, None, "retablos", "United States",
     lambda g, l: f"{l} Folk Art Imports, LLC", "Owner",
     lambda g, l: "sarah@huntfolkart.com", "https://www.huntfolkart.com",
     "Met at the International Folk Art Market in Santa Fe; sells to museum shops."),
    # --- s3 (Turkey): baklava 3, machine-made carpets 3, nonwoven fabric 3 ---
    ("de_DE", "m", western, None, "baklava", "Germany",
     lambda g, l: f"{l} Feinkost-Großhandel GmbH & Co. KG", "Einkaufsleiter",
     lambda g, l: "f.hoevel@hoevel-feinkost.de", "https://www.hoevel-feinkost.de",
     "Supplies Turkish supermarkets in the Ruhr; asked for a halal certificate."),
    ("ar_AE", "f", arabic, GULF_FEMALE_AR, "baklava", "United Arab Emirates",
     lambda g, l: f"حلويات {l} ذ.م.م", "مديرة المشتريات",
     lambda g, l: "purchasing@sweets-dubai.ae", "https://www.sweets-dubai.ae", ""),
    ("ka_GE", "m", western, None, "baklava", "Georgia",
     lambda g, l: f"შპს {l} ფუდი", "შესყიდვების მენეჯერი",
     lambda g, l: "info@kiriafood.ge", "https://www.kiriafood.ge", ""),
    ("uk_UA", "m", western, None, "machine-made carpets", "Ukraine",
     lambda g, l: "ТОВ «Дім Килимів»", "Керівник відділу закупівель",
     lambda g, l: "zakupivli@dim-kylymiv.ua", "https://www.dim-kylymiv.ua",
     "Met at Domotex Hannover; sizes 160x230 and 200x290."),
    ("ar_JO", "m", western, JORDAN_MALE, "machine-made carpets", "Jordan",
     lambda g, l: f"{l} Carpets & Furnishings Co.", "Procurement Manager",
     lambda g, l: f"{g.lower()}.{l.lower()}@{l.lower()}carpets.jo",
     lambda g, l: f"https://www.{l.lower()}carpets.jo", ""),
    ("ru_RU", "m", western, None, "machine-made carpets", "Russia",
     lambda g, l: "ООО «КоврИмпорт»", "Коммерческий директор",
     lambda g, l: "ershov@kovrimport.ru", "https://www.kovrimport.ru", ""),
    ("cs_CZ", "f", western, None, "nonwoven fabric", "Czech Republic",
     lambda g, l: f"{l.removesuffix('ová')} Medical s.r.o.", "Vedoucí nákupu",
     lambda g, l: "dolezalova@dolezal-medical.cz", "https://www.dolezal-medical.cz",
     "Met at INDEX Geneva; needs SMS 25 gsm for surgical gowns."),
    ("ar_EG", "m", arabic, EGYPT_MALE_AR, "nonwoven fabric", "Egypt",
     lambda g, l: f"شركة {l} للمستلزمات الطبية", "مدير قسم المشتريات",
     lambda g, l: "purchasing@medsupplies-eg.com", "https://www.medsupplies-eg.com", ""),
    ("pl_PL", "f", western, None, "nonwoven fabric", "Poland",
     lambda g, l: f"{l} Ogród Sp. z o.o.", "Specjalistka ds. zakupów",
     lambda g, l: "e.szpyra@szpyraogrod.pl", "https://www.szpyraogrod.pl", ""),
    # --- s4 (Ghana): white yams 3, kente cloth 2, grains of paradise 3 ---
    ("en_GB", "m", western, None, "white yams", "United Kingdom",
     lambda g, l: f"{l} & Mensah African Foods Ltd", "Procurement Manager",
     lambda g, l: "greg@brownmensahfoods.co.uk", "https://www.brownmensahfoods.co.uk",
     "Prefers puna yam; asked for a price CIF Tilbury."),
    ("nl_NL", "f", western, None, "white yams", "Netherlands",
     lambda g, l: f"{l} Tropical Foods B.V.", "Inkoopmanager",
     lambda g, l: "o.pauwels@pauwelstropical.nl", "https://www.pauwelstropical.nl", ""),
    ("en_US", "m", western, None, "white yams", "United States",
     lambda g, l: f"{l} Produce Distributors, Inc.", "Produce Buyer",
     lambda g, l: "mike@mcgrathproduce.com", "https://www.mcgrathproduce.com",
     "Met at the New York Produce Show; his customers are West African grocers in the Bronx."),
    ("en_CA", "f", western, None, "kente cloth", "Canada",
     lambda g, l: f"{l} Textiles & Design Inc.", "Fabric Buyer",
     lambda g, l: "jessica@gonzaleztextiles.ca", "https://www.gonzaleztextiles.ca", ""),
    ("fr_CA", "m", western, None, "kente cloth", "Canada",
     lambda g, l: f"Tissus {l} inc.", "Acheteur tissus",
     lambda g, l: "gerard@tissusricher.ca", "https://www.tissusricher.ca", ""),
    ("he_IL", "m", western, None, "grains of paradise", "Israel",
     lambda g, l: f"{l} תבלינים בע\"מ", "אחראי רכש",
     lambda g, l: "rechesh@natsha-spices.co.il", "https://www.natsha-spices.co.il",
     "Asked for a kosher certificate and a steam-sterilised lot."),
    ("fr_FR", "m", western, None, "grains of paradise", "France",
     lambda g, l: f"Épices {l} & Fils SARL", "Acheteur épices",
     lambda g, l: "jules.paris@epices-paris-fils.fr", "https://www.epices-paris-fils.fr", ""),
    ("ja_JP", "f", japanese, None, "grains of paradise", "Japan",
     lambda g, l: f"株式会社{l}蒸溜所", "原料調達担当",
     lambda g, l: "genryo@yamamoto-distillery.jp", "https://www.yamamoto-distillery.jp",
     "Craft gin distillery; asked for a COA and a 5 kg sample."),
]

SENDERS = """\
# The four exporters of dev_fresh37 (fictional). All four countries are reuses of older sets'
# sender countries; the cities and the twelve categories are named for a sender in no older README.

[senders.s1]
company = "Mũi Né Hải Vị Co., Ltd."
name = "Huỳnh Thị Mỹ Duyên"
title = "Trưởng phòng Xuất khẩu"
email = "duyen.huynh@muinehaivi.com.vn"
phone = "+84 252 3812 467"
website = "https://www.muinehaivi.com.vn"
country = "Vietnam"
city = "Phan Thiết"
categories = ["fish sauce", "dragon fruit", "rice paper"]

[senders.s2]
company = "Huamanga Tara & Grana E.I.R.L."
name = "Edwin Rolando Tineo Palomino"
title = "Jefe de Comercio Exterior"
email = "etineo@huamangatara.com.pe"
phone = "+51 66 318 552"
website = "https://www.huamangatara.com.pe"
country = "Peru"
city = "Ayacucho"
categories = ["tara powder", "cochineal carmine", "retablos"]

[senders.s3]
company = "Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti."
name = "Büşra Nur Karakaya"
title = "Dış Ticaret Müdürü"
email = "busra.karakaya@zeugmadokuma.com.tr"
phone = "+90 342 337 41 86"
website = "https://www.zeugmadokuma.com.tr"
country = "Turkey"
city = "Gaziantep"
categories = ["baklava", "machine-made carpets", "nonwoven fabric"]

[senders.s4]
company = "Tano Bono Produce & Weaves Limited"
name = "Adwoa Pokuaa Sarpong"
title = "Export & Marketing Manager"
email = "adwoa.sarpong@tanobono.com.gh"
phone = "+233 35 202 7416"
website = "https://www.tanobono.com.gh"
country = "Ghana"
city = "Sunyani"
categories = ["white yams", "kente cloth", "grains of paradise"]
"""


def main() -> None:
    rows = []
    for i, (loc, gender, style, hand, cat, country, company, title, email, web, note) in enumerate(ROWS, 1):
        first, last = draw(i, loc, gender, hand)
        rows.append({
            "buyer_id": f"P{i:03d}",
            "company": company(first, last),
            "contact_name": style(first, last),
            "contact_title": title,
            "email": email(first, last),
            "country": country,
            "product_category": cat,
            "website": web(first, last) if callable(web) else web,
            "notes": note,
        })
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
