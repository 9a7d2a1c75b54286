"""Seeded faker script of the sixty-seventh fresh set: writes buyers.csv (P001-P040) and senders.toml.

Seed 5528103; row N has its own Faker instance seeded 5528103 + N. Byte-reproducible (faker 40.63.0).
Run:  .venv/bin/python tests/data/dev_fresh67/make_buyers.py
"""
import csv
from pathlib import Path

from faker import Faker

HERE = Path(__file__).resolve().parent
SEED = 5528103
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]
CJK = {"ja_JP", "ko_KR", "zh_CN", "zh_TW"}

# (locale, gender, country, category, company, title, note); company: {f} given, {l} family name.
ROWS = [
    ("de_DE", "f", "Germany", "frozen blackberries", "{l} Tiefkühlkost GmbH", "Leiterin Einkauf",
     "Met at Anuga Cologne; asked for a quote for 20 t IQF blackberries, grade A, CIF Hamburg."),
    ("en_GB", "m", "United Kingdom", "frozen blackberries", "{l} Foods Ltd", "Purchasing Manager",
     "Needs BRCGS certificate and a spec sheet before any sample."),
    ("nl_NL", "f", "Netherlands", "frozen blackberries", "{l} Fruit B.V.", "Inkoper diepvriesfruit", ""),
    ("pl_PL", "m", "Poland", "frozen blackberries", "{l} Mrożonki Sp. z o.o.", "Kierownik ds. zakupów", ""),
    ("ja_JP", "m", "Japan", "frozen blackberries", "{l}食品株式会社", "購買部長",
     "Met at FOODEX Japan (Tokyo); wants 2 kg samples."),
    ("de_AT", "m", "Austria", "kajmak", "{l} Feinkost GmbH", "Einkaufsleiter",
     "Supplies Balkan grocery shops in Vienna; wants 1 kg tubs."),
    ("de_CH", "f", "Switzerland", "kajmak", "{l} Käse AG", "Leiterin Einkauf", ""),
    ("sv_SE", "f", "Sweden", "kajmak", "{l}s Delikatesser AB", "Inköpare", "Prefers English."),
    ("ru_RU", "m", "Russia", "kajmak", "ООО «Торговый дом {l}а»", "Менеджер по закупкам",
     "Познакомились на выставке «Продэкспо» в Москве; нужен сертификат ЕАЭС."),
    ("en_US", "m", "United States", "kajmak", "{l} Imports LLC", "Purchasing Director",
     "Sells to Serbian and Bosnian delis in Chicago; asked about FDA registration."),
    ("el_GR", "f", "Greece", "plum jam", "{l} Τρόφιμα Α.Ε.", "Υπεύθυνη Αγορών",
     "Met at Food Expo Athens; interested in plum jam without added sugar."),
    ("he_IL", "m", "Israel", "plum jam", "{l} מזון בע\"מ", "מנהל רכש", "Requires a kosher certificate."),
    ("fr_FR", "f", "France", "plum jam", "Épicerie {l} SARL", "Responsable achats", ""),
    ("it_IT", "m", "Italy", "plum jam", "{l} Alimentari S.r.l.", "Responsabile Acquisti", ""),
    ("ko_KR", "f", "South Korea", "plum jam", "주식회사 다온식품", "구매팀장",
     "Asked for a price list for 370 g jars."),
    ("fr_BE", "f", "Belgium", "thuya wood boxes", "{l} Décoration SRL", "Acheteuse décoration",
     "Met at Maison&Objet Paris; wants 500 jewellery boxes for Christmas."),
    ("es_ES", "m", "Spain", "thuya wood boxes", "Regalos {l} S.L.", "Jefe de Compras", ""),
    ("ar_SA", "m", "Saudi Arabia", "thuya wood boxes", "مؤسسة {l} للهدايا", "مدير المشتريات", ""),
    ("nl_BE", "m", "Belgium", "amlou", "Delicatessen {l} BV", "Aankoper", "Asked for samples in 250 g jars."),
    ("en_GB", "f", "United Kingdom", "amlou", "{l} Fine Foods Ltd", "Buyer", ""),
    ("ko_KR", "m", "South Korea", "cactus seed oil", "{l}앤코스메틱 주식회사", "구매과장", ""),
    ("zh_CN", "f", "China", "cactus seed oil", "广州{l}氏化妆品有限公司", "采购经理",
     "Needs COA and organic certificate; met at CBE Shanghai."),
    ("fr_FR", "f", "France", "cactus seed oil", "Laboratoires {l} SAS", "Acheteuse matières premières",
     "Met at in-cosmetics Global Paris; wants COA and Ecocert certificate."),
    ("zh_CN", "m", "China", "molybdenum concentrate", "洛阳{l}氏钼业有限公司", "采购总监",
     "Needs Mo ≥ 50% assay; CIF Tianjin."),
    ("ja_JP", "m", "Japan", "molybdenum concentrate", "{l}金属株式会社", "原料購買課長", ""),
    ("hi_IN", "m", "India", "molybdenum concentrate", "{l} एलॉयज़ प्राइवेट लिमिटेड", "वरिष्ठ प्रबंधक (क्रय)",
     "Asked for a quote, FOB Tianjin or CFR Nhava Sheva."),
    ("fi_FI", "f", "Finland", "felt boots", "{g} Kenkä Oy", "Ostopäällikkö", ""),
    ("sv_SE", "m", "Sweden", "felt boots", "{l} Sko & Friluft AB", "Inköpschef",
     "Met at Nordstil Hamburg; wants sizes 36-46 in natural grey."),
    ("de_DE", "f", "Germany", "vodka", "{l} Spirituosen e.K.", "Einkäuferin",
     "Met at ProWein Düsseldorf; asked for 0.7 l bottles, 40% vol."),
    ("th_TH", "m", "Thailand", "vodka", "บริษัท {l} เทรดดิ้ง จำกัด", "ผู้จัดการฝ่ายจัดซื้อ", ""),
    ("el_GR", "m", "Greece", "vodka", "{l} Ποτά Ο.Ε.", "Διευθυντής Αγορών", ""),
    ("en_US", "f", "United States", "sodium nitrate", "{l} Agri Supply LLC", "Procurement Manager", ""),
    ("es_ES", "f", "Spain", "sodium nitrate", "Fertilizantes {l} S.A.", "Responsable de Compras",
     "Wants granular grade, 16% N, in big bags."),
    ("ar_SA", "m", "Saudi Arabia", "sodium nitrate", "شركة {l} للأسمدة", "مدير المشتريات",
     "Prefers English; CFR Dammam."),
    ("nl_NL", "m", "Netherlands", "potassium nitrate", "{l} Meststoffen B.V.", "Inkoper grondstoffen",
     "Met at GreenTech Amsterdam; needs fully water-soluble grade for greenhouses."),
    ("zh_TW", "m", "Taiwan", "potassium nitrate", "{l}氏化工股份有限公司", "採購經理", ""),
    ("it_IT", "f", "Italy", "potassium nitrate", "{l} Fertilizzanti S.p.A.", "Responsabile Acquisti",
     "Richiesta offerta per 100 t, consegna a Ravenna."),
    ("zh_TW", "f", "Taiwan", "boric acid", "{l}氏玻纖股份有限公司", "原料採購主任", ""),
    ("en_AU", "m", "Australia", "boric acid", "{l} Ceramics Pty Ltd", "Purchasing Officer",
     "Asked for a sample and the SDS."),
    ("pl_PL", "f", "Poland", "boric acid", "Huta Szkła {l} Sp.j.", "Specjalistka ds. zakupów", ""),
]

# Hand-romanised mail domains of the native-script rows (row number -> domain).
DOMAINS = {5: "suzuki-shokuhin.co.jp", 9: "td-popov.ru", 11: "athanasiadi-trofima.gr",
           12: "hamud-food.co.il", 15: "daon-food.co.kr", 18: "alawad-gifts.com.sa",
           21: "kimnco-cosmetic.co.kr", 22: "gz-taoshi.com.cn", 24: "ly-lishi-moly.com.cn",
           25: "inoue-kinzoku.co.jp", 26: "jainalloys.in", 30: "sriaun-trading.co.th",
           31: "skoularidis-pota.gr", 34: "aljafar-fert.com.sa", 36: "wang-chem.com.tw",
           38: "wu-glassfiber.com.tw"}
LEGAL = {"GmbH", "Ltd", "B.V.", "Sp.", "z", "o.o.", "AG", "AB", "LLC", "SARL", "S.r.l.", "SRL", "S.L.", "BV",
         "SAS", "Oy", "e.K.", "S.A.", "S.p.A.", "Pty", "Sp.j.", "&"}


def slug(s: str) -> str:
    s = s.replace("ß", "ss").replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    table = str.maketrans("åéèçłńśźżąęóćñ", "aeeclnszzaeocn")
    return "".join(c for c in s.lower().translate(table) if c.isalnum())


def row(n: int, spec) -> dict:
    loc, g, country, cat, comp, title, note = spec
    fake = Faker(loc)
    fake.seed_instance(SEED + n)
    first = fake.first_name_female() if g == "f" else fake.first_name_male()
    last = fake.last_name_female() if g == "f" else fake.last_name_male()
    name = f"{last}{first}" if loc in CJK else f"{first} {last}"
    gen = last[:-3] + "sen" if last.endswith("nen") else last + "n"  # Finnish genitive
    company = comp.format(f=first, l=last, g=gen)
    if n in DOMAINS:
        dom = DOMAINS[n]
        email = f"purchasing@{dom}"
    else:
        base = "-".join(slug(w) for w in company.split() if w not in LEGAL)
        tld = {"United Kingdom": "co.uk", "United States": "com", "Australia": "com.au"}.get(
            country, loc.split("_")[1].lower())
        dom = f"{base}.{tld}"
        email = f"{slug(first)}.{slug(last)}@{dom}"
    return {"buyer_id": f"P{n:03d}", "company": company, "contact_name": name, "contact_title": title,
            "email": email, "country": country, "product_category": cat, "website": f"https://www.{dom}",
            "notes": note}


SENDERS = """\
[senders.s1]
name = "Jelena Marković"
title = "Export Sales Manager"
company = "Zlatiborka Agrar d.o.o."
phone = "+381 31 3891 204"
email = "jelena.markovic@zlatiborka.rs"
website = "https://www.zlatiborka.rs"
country = "Serbia"
city = "Arilje"
categories = ["frozen blackberries", "kajmak", "plum jam"]

[senders.s2]
name = "Salma Ait Benhaddou"
title = "Responsable Export"
company = "Mogador Artisanat et Terroir SARL"
phone = "+212 524 47 36 18"
email = "s.aitbenhaddou@mogador-terroir.ma"
website = "https://www.mogador-terroir.ma"
country = "Morocco"
city = "Essaouira"
categories = ["thuya wood boxes", "amlou", "cactus seed oil"]

[senders.s3]
name = "Batbayar Ganzorig"
title = "Гадаад худалдааны менежер"
company = "Bayan-Undur Trade LLC"
phone = "+976 7035 2218"
email = "batbayar@bayanundur-trade.mn"
website = "https://www.bayanundur-trade.mn"
country = "Mongolia"
city = "Erdenet"
categories = ["molybdenum concentrate", "felt boots", "vodka"]

[senders.s4]
name = "Camila Rojas Tapia"
title = "Subgerente de Exportaciones"
company = "Salitrera Pampa del Tamarugal SpA"
phone = "+56 57 254 3190"
email = "crojas@salitrerapampa.cl"
website = "https://www.salitrerapampa.cl"
country = "Chile"
city = "Iquique"
categories = ["sodium nitrate", "potassium nitrate", "boric acid"]
"""

if __name__ == "__main__":
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, COLUMNS, lineterminator="\n")
        w.writeheader()
        for i, spec in enumerate(ROWS, 1):
            w.writerow(row(i, spec))
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")
