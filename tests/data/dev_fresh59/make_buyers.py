"""Seeded faker script: writes buyers.csv (40 fictional buyers P001-P040) and senders.toml
(4 exporters s1-s4) of the fifty-ninth fresh held-out set.

Seed 5194627; each row has its own Faker instance of its locale, seeded 5194627 + row number,
which draws the contact's given and family name (or picks them from a short hand list with the
row's seeded generator, where faker has no fitting locale). Companies, titles, notes and mail
domains are written per market by hand around the drawn family name. Byte-reproducible.

Run:  .venv/bin/python tests/data/dev_fresh59/make_buyers.py
"""
import csv
import io
from pathlib import Path

from faker import Faker

SEED = 5194627
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Egypt: faker's ar_EG gives US names, so Egyptian names come from these hand lists.
EG_GIVEN = ["طارق", "هشام", "شريف", "محمود", "وليد", "عمرو"]
EG_FAMILY = ["المنياوي", "الشاذلي", "عبد الفتاح", "حجازي", "رضوان", "الدمرداش"]
EG_ROMAN = {"المنياوي": "elminiawy", "الشاذلي": "elshazly", "عبد الفتاح": "abdelfattah",
            "حجازي": "hegazy", "رضوان": "radwan", "الدمرداش": "eldemerdash"}

# Hand romanisations of drawn names, for rows written in Latin script or for mail domains.
ROMAN = {
    "Фенеров": "fenerov", "松本": "matsumoto", "אזברגה": "azbarga", "Καπανταϊδάκη": "kapantaidaki",
    "谭": "tanshi", "洪": "hongshi", "शुक्ला": "shukla", "ถนัดรักษา": "thanadraksa",
    "中島": "nakajima", "郭": "guoshi", "الشايع": "alshaye", "ოთარაშვილი": "otarashvili",
    "宋": "Sung", "明德": "Ming-te", "류": "Ryu", "서윤": "Seo-yoon", "Ραφιός": "Rafios",
    "Νικόλαος": "Nikolaos",
}

# (locale, gender, country, category, company, title, email, website, note);
# {g} given name, {f} family name, {r} romanised family name, {gr} romanised given name,
# {ga}/{fa} ASCII forms for addresses; {fc} the family name capitalised (Dutch `De Ruiter`
# after a word), {g0} the given name's initial.
ROWS = [
    ("en_IE", "F", "Ireland", "caraway cheese", "{f} Continental Foods Ltd", "Purchasing Manager",
     "{ga}.{fa}@{fa}continental.ie", "https://www.{fa}continental.ie",
     "Met at Riga Food 2024; wants caraway cheese for Baltic community shops in Dublin and Cork."),
    ("de_DE", "M", "Germany", "caraway cheese", "Käsehaus {f} GmbH", "Einkaufsleiter",
     "{ga}.{fa}@kaesehaus-{fa}.de", "https://www.kaesehaus-{fa}.de",
     "Asked for samples and the price list; needs the IFS Food certificate."),
    ("sv_SE", "F", "Sweden", "caraway cheese", "{f}s Ostbod AB", "Inköpschef",
     "{ga}.{fa}@{fa}sostbod.se", "https://www.{fa}sostbod.se", ""),
    ("bg_BG", "M", "Bulgaria", "caraway cheese", "Деликатеси {f} ЕООД", "Мениджър покупки",
     "purchasing@{r}-delikatesi.bg", "https://www.{r}-delikatesi.bg",
     "Предпочита кореспонденция на английски език."),
    ("ja_JP", "F", "Japan", "caraway cheese", "株式会社{f}チーズ商会", "購買課長",
     "purchasing@{r}-cheese.co.jp", "https://www.{r}-cheese.co.jp",
     "FOODEX JAPAN 2025で名刺交換。サンプル希望。"),
    ("en_GB", "M", "United Kingdom", "rye bread", "{f} Baltic Foods Ltd", "Head of Buying",
     "{ga}.{fa}@{fa}balticfoods.co.uk", "https://www.{fa}balticfoods.co.uk",
     "Supplies Eastern European grocers in London and Peterborough; asked for the shelf life of sliced rye bread."),
    ("sv_SE", "M", "Sweden", "rye bread", "{f}s Brödimport AB", "Inköpsansvarig",
     "{ga}.{fa}@{fa}sbrodimport.se", "https://www.{fa}sbrodimport.se",
     "Met at Natural Products Scandinavia 2024 in Malmö; wants KRAV or EU organic rye bread."),
    ("he_IL", "F", "Israel", "rye bread", '{f} מאפים ויבוא בע"מ', "מנהלת רכש",
     "purchasing@{r}.co.il", "https://www.{r}.co.il",
     "Needs kosher certification (Badatz); customers are Russian-speaking shops in Haifa and Ashdod."),
    ("no_NO", "M", "Norway", "rye bread", "{f} Dagligvare AS", "Innkjøpssjef",
     "{ga}.{fa}@{fa}dagligvare.no", "https://www.{fa}dagligvare.no", ""),
    ("el_GR", "F", "Greece", "rye bread", "Αρτοποιία {g0}. {f} Ε.Ε.", "Υπεύθυνη Προμηθειών",
     "purchasing@{r}.gr", "https://www.{r}.gr", ""),
    ("zh_CN", "M", "China", "black currant wine", "青岛{f}氏酒业有限公司", "采购经理",
     "purchasing@{r}wine.cn", "https://www.{r}wine.cn",
     "Met at the China Food and Drinks Fair in Chengdu, spring 2025; asked for CIF Shanghai prices."),
    ("fi_FI", "F", "Finland", "black currant wine", "Laineen Viinitalo Oy", "Hankintapäällikkö",
     "{ga}.{fa}@laineenviinitalo.fi", "https://www.laineenviinitalo.fi",
     "Bids in Alko tenders; asked for the analysis certificate and label proof for an Alko listing."),
    ("zh_TW", "F", "Taiwan", "black currant wine", "{f}氏國際貿易股份有限公司", "採購專員",
     "purchasing@{r}-trading.com.tw", "https://www.{r}-trading.com.tw", ""),
    ("en_US", "M", "United States", "black currant wine", "{f} Cellars Imports LLC", "Wine Buyer",
     "{ga}@{fa}cellars.com", "https://www.{fa}cellars.com",
     "Met at the Summer Fancy Food Show 2024 in New York; needs help with COLA label approval."),
    ("nl_NL", "F", "Netherlands", "black currant wine", "Wijnkoperij {fc} B.V.", "Inkoper",
     "{ga}.{fa}@wijnkoperij{fa}.nl", "https://www.wijnkoperij{fa}.nl", ""),
    ("fr_CH", "M", "Switzerland", "GTL diesel", "{f} Energy Trading SA", "Responsable distillats moyens",
     "{ga}.{fa}@{fa}-energy.ch", "https://www.{fa}-energy.ch",
     "Met at ADIPEC 2024 in Abu Dhabi; interested in GTL diesel cargoes FOB Ras Laffan, 30-35 kt."),
    ("hi_IN", "M", "India", "GTL diesel", "{f} पेट्रोकेम प्राइवेट लिमिटेड", "महाप्रबंधक (क्रय)",
     "purchasing@{r}petrochem.in", "https://www.{r}petrochem.in", ""),
    ("th_TH", "F", "Thailand", "GTL diesel", "บริษัท {f} ปิโตรเลียม จำกัด", "ผู้จัดการฝ่ายจัดหา",
     "purchasing@{r}-petroleum.co.th", "https://www.{r}-petroleum.co.th",
     "Wants GTL diesel as a blending component for Euro 5; asked for the spec sheet (cetane, sulphur)."),
    ("ko_KR", "M", "South Korea", "condensate", "주식회사 서해에너지", "원료구매팀장",
     "purchasing@seohae-energy.co.kr", "https://www.seohae-energy.co.kr",
     "Met at APPEC 2024 in Singapore; runs a condensate splitter in Daesan; asked for the assay."),
    ("ja_JP", "M", "Japan", "condensate", "{f}石油化学株式会社", "原料調達部長",
     "purchasing@{r}-petchem.co.jp", "https://www.{r}-petchem.co.jp", ""),
    ("zh_TW", "M", "Taiwan", "condensate", "Sungda Aromatics Co., Ltd.", "Procurement Manager",
     "mingte.sung@sungda-aromatics.com.tw", "https://www.sungda-aromatics.com.tw", ""),
    ("tr_TR", "M", "Turkey", "vinyl chloride monomer", "{f} Plastik Sanayi ve Ticaret A.Ş.",
     "Hammadde Satın Alma Şefi", "{ga}.{fa}@{fa}plastik.com.tr", "https://www.{fa}plastik.com.tr",
     "Asked for a VCM quote CFR Aliağa, 2,000 t a month; needs the REACH registration number."),
    ("EG", "M", "Egypt", "vinyl chloride monomer", "شركة {f} للبلاستيك والكيماويات",
     "رئيس قطاع المشتريات", "purchasing@{r}-plastics.com.eg", "https://www.{r}-plastics.com.eg", ""),
    ("ko_KR", "F", "South Korea", "vinyl chloride monomer", "Hanul Vinyl Co., Ltd.",
     "Purchasing Team Manager", "seoyoon.ryu@hanulvinyl.co.kr", "https://www.hanulvinyl.co.kr",
     "Prefers English; asked for a six-month VCM term contract offer."),
    ("fr_FR", "F", "France", "Dumbara mats", "{f} Intérieurs SARL", "Acheteuse",
     "{ga}.{fa}@{fa}-interieurs.fr", "https://www.{fa}-interieurs.fr", ""),
    ("de_DE", "M", "Germany", "Dumbara mats", "{f} Naturwohnen e.K.", "Inhaber",
     "kh.{fa}@naturwohnen-{fa}.de", "https://www.naturwohnen-{fa}.de", ""),
    ("it_IT", "F", "Italy", "Dumbara mats", "{f} Casa S.r.l.", "Responsabile acquisti",
     "{ga}.{fa}@{fa}casa.it", "https://www.{fa}casa.it", ""),
    ("en_IN", "M", "India", "areca nuts", "{f} Supari Traders Pvt Ltd", "Director - Procurement",
     "{ga}@{fa}supari.in", "https://www.{fa}supari.in",
     "Asked for a quote CIF Chennai for split areca nuts; needs a phytosanitary certificate."),
    ("en_GB", "F", "United Kingdom", "areca nuts", "{f} Spice & Provisions Ltd", "Buying Manager",
     "{ga}.{fa}@{fa}provisions.co.uk", "https://www.{fa}provisions.co.uk", ""),
    ("zh_CN", "M", "China", "areca nuts", "湖南{f}氏槟榔食品有限公司", "原料采购主管",
     "purchasing@{r}-binglang.cn", "https://www.{r}-binglang.cn", ""),
    ("en_US", "F", "United States", "dried goraka", "{f} Botanicals Inc.", "Sourcing Manager",
     "{ga}.{fa}@{fa}botanicals.com", "https://www.{fa}botanicals.com",
     "Asked for samples of dried goraka rind and a certificate of analysis (HCA content)."),
    ("pl_PL", "M", "Poland", "dried goraka", "{f} Suplementy Naturalne Sp. z o.o.",
     "Kierownik ds. zakupów", "{ga}.{fa}@{fa}-suplementy.pl", "https://www.{fa}-suplementy.pl", ""),
    ("it_IT", "M", "Italy", "wool tops", "Filatura {f} S.p.A.", "Responsabile acquisti materie prime",
     "{ga}.{fa}@filatura{fa}.it", "https://www.filatura{fa}.it",
     "Met at the IWTO Congress 2024 in Biella; wants 19.5 micron tops."),
    ("tr_TR", "F", "Turkey", "wool tops", "{f} İplik Sanayi A.Ş.", "Satın Alma Uzmanı",
     "{ga}.{fa}@{fa}iplik.com.tr", "https://www.{fa}iplik.com.tr", ""),
    ("fr_FR", "M", "France", "wool tops", "Filature {f} SAS", "Directeur des achats",
     "{ga}.{fa}@filature-{fa}.fr", "https://www.filature-{fa}.fr",
     "Rencontré au salon Première Vision Paris ; souhaite des échantillons de rubans de laine 21 microns."),
    ("es_ES", "F", "Spain", "butiá jam", "Delicatessen {f} S.L.", "Responsable de compras",
     "{ga}.{fa}@delicatessen{fa}.es", "https://www.delicatessen{fa}.es",
     "Met at Salón Gourmets 2025 in Madrid; asked for the price list and the minimum order."),
    ("el_GR", "M", "Greece", "butiá jam", "{rf} Gourmet Imports S.A.", "Purchasing Manager",
     "n.{fa}@{fa}gourmet.gr", "https://www.{fa}gourmet.gr", ""),
    ("es_ES", "M", "Spain", "butiá jam", "Distribuciones {f} S.L.", "Jefe de compras",
     "{ga}.{fa}@distribuciones{fa}.es", "https://www.distribuciones{fa}.es", ""),
    ("ar_SA", "M", "Saudi Arabia", "canola oil", "شركة {f} للزيوت النباتية", "مدير المشتريات",
     "purchasing@{r}oils.com.sa", "https://www.{r}oils.com.sa",
     "Asked for the halal certificate and a quote for canola oil in flexitanks CFR Jeddah."),
    ("ka_GE", "M", "Georgia", "canola oil", "შპს „{f} ტრეიდი“", "შესყიდვების მენეჯერი",
     "purchasing@{r}-trade.ge", "https://www.{r}-trade.ge", ""),
]

# Names written family name first without a space (CJK), or romanised (the Latin-script rows
# of Taiwan, South Korea and Greece).
FAMILY_FIRST = {"ja_JP", "zh_CN", "zh_TW", "ko_KR"}
ROMANISED = {21, 24, 37}

SENDERS = """\
[senders.s1]
name = "Agnese Kalniņa"
title = "Eksporta pārdošanas vadītāja"
company = 'SIA "Gaujas Klēts"'
phone = "+371 6420 7315"
email = "agnese.kalnina@gaujasklets.lv"
website = "https://www.gaujasklets.lv"
country = "Latvia"
city = "Valmiera"
categories = ["caraway cheese", "rye bread", "black currant wine"]

[senders.s2]
name = "Hamad Nasser Al-Kaabi"
title = "Head of Product Marketing"
company = "Wakrah Bay Hydrocarbons W.L.L."
phone = "+974 4463 2981"
email = "h.alkaabi@wakrahbay.com.qa"
website = "https://www.wakrahbay.com.qa"
country = "Qatar"
city = "Al Wakrah"
categories = ["GTL diesel", "condensate", "vinyl chloride monomer"]

[senders.s3]
name = "Chamari Dilrukshi Herath"
title = "Assistant Manager - Exports"
company = "Dumbara Valley Exports (Pvt) Ltd"
phone = "+94 81 223 4570"
email = "chamari.herath@dumbaravalley.lk"
website = "https://www.dumbaravalley.lk"
country = "Sri Lanka"
city = "Kandy"
categories = ["Dumbara mats", "areca nuts", "dried goraka"]

[senders.s4]
name = "Martín Sosa Olivera"
title = "Jefe de Exportaciones"
company = "Valle Edén Agroexportadora S.A."
phone = "+598 4632 6140"
email = "msosa@valleeden.com.uy"
website = "https://www.valleeden.com.uy"
country = "Uruguay"
city = "Tacuarembó"
categories = ["wool tops", "butiá jam", "canola oil"]
"""


def ascii_form(text: str) -> str:
    import unicodedata
    text = text.replace("ß", "ss").replace("ı", "i").replace("ø", "o").replace("æ", "ae")
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if c.isascii() and (c.isalnum() or c == "-")).lower()


def row(n: int, spec) -> dict:
    loc, gender, country, category, company, title, email, website, note = spec
    fake = Faker("ar_SA" if loc == "EG" else loc)
    fake.seed_instance(SEED + n)
    if loc == "EG":
        given, family = fake.random.choice(EG_GIVEN), fake.random.choice(EG_FAMILY)
        roman = EG_ROMAN[family]
    elif gender == "F":
        given, family = fake.first_name_female(), fake.last_name_female()
        roman = ROMAN.get(family, "")
    else:
        given, family = fake.first_name_male(), fake.last_name_male()
        roman = ROMAN.get(family, "")
    if n in ROMANISED:
        contact = f"{ROMAN[given]} {ROMAN[family]}" if n == 37 else f"{ROMAN[family]} {ROMAN[given]}"
    elif loc in FAMILY_FIRST:
        contact = family + given
    else:
        contact = f"{given} {family}"
    fa = ascii_form(family.replace(" ", ""))
    values = dict(g=given, f=family, r=roman, g0=given[0], ga=ascii_form(given), fa=fa,
                  rf=ROMAN.get(family, family), fc=family[:1].upper() + family[1:])
    if n == 37:
        values["fa"] = ROMAN[family].lower()
    return {
        "buyer_id": f"P{n:03d}",
        "company": company.format(**values),
        "contact_name": contact,
        "contact_title": title,
        "email": email.format(**values),
        "country": country,
        "product_category": category,
        "website": website.format(**values),
        "notes": note,
    }


def main() -> None:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    for n, spec in enumerate(ROWS, 1):
        writer.writerow(row(n, spec))
    (HERE / "buyers.csv").write_text(out.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
