"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (s1-s4) for dev_fresh26.

Seeded faker: row n gets its own Faker instance seeded SEED + n, so each row is reproducible on
its own; companies, titles and notes are written per market by hand around the drawn names.
Byte-reproducible with faker 40.63.0.

Run:  .venv/bin/python tests/data/dev_fresh26/make_buyers.py
"""
import csv
import io
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 4185526
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

SPONGES, ANCHOVIES, OCTOPUS = "natural sea sponges", "salted anchovies", "frozen octopus"
HERRING, LIMESTONE, CRISPBREAD = "fermented Baltic herring", "Gotland limestone flooring", "rye crispbread"
URBECH, CAVIAR, KILKA = "urbech", "farmed sturgeon caviar", "frozen Caspian kilka"
EBONY, LOGS, CORALS = "ebony carvings", "Pometia round logs", "live aquarium corals"

# Hand lists where faker has no fitting locale (drawn from with the row's seeded generator).
AR_AE = [("سالم", "الكتبي"), ("راشد", "المهيري"), ("عبدالله", "الشامسي"), ("حمد", "الزعابي")]
KZ_LAT = [("Nurlan", "Abenov"), ("Yerlan", "Sarsenbayev"), ("Daniyar", "Tokhtarov"), ("Aidos", "Zhaksylykov")]

FOLD = str.maketrans({"ø": "o", "æ": "ae", "å": "a", "ß": "ss", "ł": "l", "ı": "i", "ə": "e",
                      "đ": "d", "Ø": "O", "Æ": "AE", "Ł": "L"})


def ascii_fold(s: str) -> str:
    s = s.translate(FOLD)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii() and (c.isalnum() or c in "-")).lower()


# row: (locale, gender, category, country, company, title, mailbox, domain, note)
#   company may hold {L} (family name) and {F} (given name); mailbox None = first.last
#   domain may hold {l} (ascii family name); gender "m"/"f"
ROWS = [
    ("el_GR", "m", SPONGES, "Greece", "Σπογγεμπορική {L} Α.Ε.", "Υπεύθυνος Προμηθειών",
     "promitheies", "spongemporiki-kalymnos.gr",
     "Met at in-cosmetics Global in Paris. Wants honeycomb sponges 10-14 cm for his Kalymnos shops."),
    ("fr_FR", "f", SPONGES, "France", "{L} Éponges Naturelles SAS", "Acheteuse", None,
     "{l}-eponges.fr", ""),
    ("en_US", "m", SPONGES, "United States", "{L} Sponge Co., Inc.", "Purchasing Manager", None,
     "{l}sponge.com",
     "Asked for a price list for wool and yellow sponges; warehouse in Tarpon Springs, FL."),
    ("ja_JP", "f", SPONGES, "Japan", "株式会社{L}コスメティックス", "購買部 課長", "kobai",
     "cosmetics-yokohama.co.jp",
     "Sources natural sponges for a facial cleansing line; needs a certificate of origin."),
    ("de_DE", "m", SPONGES, "Germany", "{L} Naturschwamm GmbH", "Einkaufsleiter", None,
     "{l}-naturschwamm.de", ""),
    ("es_ES", "f", ANCHOVIES, "Spain", "Conservas {L} S.L.", "Jefa de Compras", None,
     "conservas{l}.es",
     "Conocida en Alimentaria Barcelona. Pide muestra de anchoa en salazón, barril de 10 kg."),
    ("it_IT", "m", ANCHOVIES, "Italy", "{L} Alimentari S.r.l.", "Responsabile Acquisti", None,
     "{l}alimentari.it",
     "Met at TUTTOFOOD Milano; buys salted anchovies to fillet in oil, Cetara style."),
    ("fr_FR", "m", ANCHOVIES, "France", "Salaisons {L} SARL", "Gérant", None,
     "salaisons-{l}.fr", ""),
    ("he_IL", "f", ANCHOVIES, "Israel", "דגי {L} בע\"מ", "מנהלת רכש", "purchasing",
     "dagim-import.co.il",
     "Needs kosher certification for the anchovies; prefers English."),
    ("el_GR", "m", ANCHOVIES, "Greece", "{L} & ΣΙΑ Ο.Ε.", "Ιδιοκτήτης", "info",
     "allantika-thessaloniki.gr", ""),
    ("ko_KR", "m", OCTOPUS, "South Korea", "주식회사 한바다수산", "수입팀 과장", "import",
     "hanbada-fish.co.kr",
     "Met at the Busan International Seafood & Fisheries Expo; wants whole round octopus 1-2 kg, IQF."),
    ("zh_CN", "m", OCTOPUS, "China", "大连{L}记水产有限公司", "采购总监", "caigou",
     "dl-shuichan.cn",
     "Asked for a CFR Dalian price for block-frozen octopus 2-3 kg."),
    ("ja_JP", "m", OCTOPUS, "Japan", "{L}水産株式会社", "仕入部長", "shiire",
     "suisan-shimonoseki.co.jp", ""),
    ("th_TH", "f", OCTOPUS, "Thailand", "บริษัท สยามซีฟู้ด {L} จำกัด", "หัวหน้าฝ่ายจัดซื้อ",
     "purchasing", "siamseafood.co.th",
     "Met at THAIFEX - Anuga Asia in Bangkok; wants octopus for sushi processors."),
    ("es_ES", "m", OCTOPUS, "Spain", "Frigoríficos {L} S.A.", "Director de Compras", None,
     "frigorificos{l}.es", ""),
    ("fi_FI", "f", HERRING, "Finland", "{L} Kala Oy", "Ostopäällikkö", None,
     "{l}kala.fi", "Prefers Swedish in correspondence (Ostrobothnia)."),
    ("da_DK", "m", HERRING, "Denmark", "{L} Sild ApS", "Indkøber", None, "{l}sild.dk", ""),
    ("de_DE", "f", LIMESTONE, "Germany", "{L} Natursteinhandel GmbH", "Einkäuferin", None,
     "{l}-naturstein.de", ""),
    ("en_GB", "m", LIMESTONE, "United Kingdom", "{L} Stone Ltd", "Buyer", None, "{l}stone.co.uk",
     "Met at the Natural Stone Show, London; wants honed 20 mm limestone for a hotel floor."),
    ("de_CH", "m", LIMESTONE, "Switzerland", "{L} Steinwerk AG", "Leiter Beschaffung", None,
     "{l}-steinwerk.ch", ""),
    ("nl_NL", "f", CRISPBREAD, "Netherlands", "{L} Foods B.V.", "Inkoper Droog Kruidenier", None,
     "{l}foods.nl", "Vraagt naar biologisch gecertificeerd knäckebröd; private label mogelijk."),
    ("pl_PL", "m", CRISPBREAD, "Poland", "{L} Import Sp. z o.o.", "Kierownik Działu Zakupów", None,
     "{l}import.pl", ""),
    ("zh_TW", "f", CRISPBREAD, "Taiwan", "{L}氏食品股份有限公司", "採購專員", "purchase",
     "shih-foods.com.tw", "Met at Food Taipei; needs Traditional Chinese labels."),
    ("ru_RU", "m", URBECH, "Kazakhstan", "ТОО «{L} Эко Фуд»", "Директор по закупкам", "zakupki",
     "ecofood.kz",
     "Met at WorldFood Kazakhstan in Almaty; wants flax and apricot-kernel urbech for health-food shops."),
    ("he_IL", "m", URBECH, "Israel", "{L} מזון טבעי בע\"מ", "סמנכ\"ל רכש", "rechesh",
     "teva-food.co.il", ""),
    ("de_DE", "m", URBECH, "Germany", "{L} Bio-Feinkost e.K.", "Inhaber", None,
     "{l}-feinkost.de", ""),
    ("ar_AE", "m", CAVIAR, "United Arab Emirates", "شركة {L} للأغذية الفاخرة ذ.م.م", "مسؤول المشتريات",
     "procurement", "finefoods-dubai.ae",
     "Met at Gulfood Dubai; needs a copy of the CITES export permit for every caviar shipment."),
    ("tr_TR", "f", CAVIAR, "Turkey", "{L} Gıda Tic. Ltd. Şti.", "Satın Alma Müdürü", None,
     "{l}gida.com.tr", ""),
    ("zh_TW", "m", CAVIAR, "Taiwan", "{L}記國際貿易有限公司", "總經理", "service",
     "ji-trading.com.tw", ""),
    ("az_AZ", "m", KILKA, "Azerbaijan", "{L} Balıq MMC", "Satınalma meneceri", None,
     "{l}baliq.az", ""),
    ("ka_GE", "m", KILKA, "Georgia", "შპს {L} ფიშ", "შესყიდვების მენეჯერი", "info",
     "fish-tbilisi.ge", "Просит образец кильки 10 кг и цену CPT Тбилиси."),
    ("kz_lat", "m", KILKA, "Kazakhstan", "TOO \"{L} Trade\"", "Procurement Manager", None,
     "{l}trade.kz", ""),
    ("en_NZ", "f", EBONY, "New Zealand", "{L} Pacific Art Ltd", "Gallery Director", None,
     "{l}pacificart.co.nz", ""),
    ("en_NZ", "m", EBONY, "New Zealand", "{L} & Co Limited", "Buyer", None, "{l}andco.co.nz", ""),
    ("zh_CN", "f", LOGS, "China", "张家港{L}氏木业有限公司", "原木采购主管", "mucai",
     "zjg-muye.cn",
     "Needs the Solomon Islands export licence and fumigation certificate for each shipment; CIF Zhangjiagang."),
    ("vi_VN", "m", LOGS, "Vietnam", "Công ty TNHH Lâm sản {L} {F}", "Trưởng phòng Nhập khẩu", None,
     "lamsan-{l}.vn", ""),
    ("hi_IN", "m", LOGS, "India", "{L} टिम्बर्स प्राइवेट लिमिटेड", "आयात प्रबंधक", "imports",
     "timbers-kandla.in", ""),
    ("en_US", "m", CORALS, "United States", "{L} Reef Supply LLC", "Livestock Buyer", None,
     "{l}reef.com",
     "Met at Interzoo in Nuremberg; needs CITES permits with each coral shipment, lands at LAX."),
    ("fr_CH", "f", CORALS, "Switzerland", "{L} Aquariophilie Sàrl", "Responsable des achats", None,
     "{l}-aquario.ch", ""),
    ("ja_JP", "m", CORALS, "Japan", "有限会社{L}アクア", "代表取締役", "info", "aqua-osaka.jp", ""),
]

NOSPACE = {"ja_JP", "zh_CN", "zh_TW", "ko_KR"}  # family name first, no space (ja_JP: a space)


def person(n: int, loc: str, gender: str):
    if loc == "ar_AE":
        fk = Faker("en_US")
        fk.seed_instance(SEED + n)
        first, last = fk.random.choice(AR_AE)
        return fk, first, last, f"{first} {last}"
    if loc == "kz_lat":
        fk = Faker("en_US")
        fk.seed_instance(SEED + n)
        first, last = fk.random.choice(KZ_LAT)
        return fk, first, last, f"{first} {last}"
    fk = Faker(loc)
    fk.seed_instance(SEED + n)
    if gender == "m":
        first = fk.first_name_male()
        last = fk.last_name_male() if hasattr(fk, "last_name_male") else fk.last_name()
    else:
        first = fk.first_name_female()
        last = fk.last_name_female() if hasattr(fk, "last_name_female") else fk.last_name()
    if loc == "ja_JP":
        full = f"{last} {first}"
    elif loc in NOSPACE:
        full = f"{last}{first}"
    elif loc == "vi_VN":
        middle = fk.middle_name_male() if gender == "m" and hasattr(fk, "middle_name_male") else ""
        full = " ".join(x for x in (last, middle, first) if x)
    else:
        full = f"{first} {last}"
    return fk, first, last, full


def buyers():
    out = []
    for n, (loc, gender, cat, country, company, title, box, domain, note) in enumerate(ROWS, 1):
        fk, first, last, full = person(n, loc, gender)
        l_ascii = ascii_fold(last) or "co"
        dom = domain.format(l=l_ascii)
        email = f"{box}@{dom}" if box else f"{ascii_fold(first)}.{l_ascii}@{dom}"
        out.append({
            "buyer_id": f"P{n:03d}", "company": company.format(L=last, F=first), "contact_name": full,
            "contact_title": title, "email": email, "country": country, "product_category": cat,
            "website": f"https://www.{dom}", "notes": note,
        })
    return out


SENDERS = """\
# The four exporters of dev_fresh26 (countries no older set's sender used).
[senders.s1]
company = "Zuwara Bahr Fisheries & Export J.S.C."
name = "Khadija Salem Abushagur"
title = "مديرة قسم التصدير"
email = "k.abushagur@zuwarabahr.example"
phone = "+218 25 262 1480"
website = "https://zuwarabahr.example"
country = "Libya"
city = "Zuwara"
categories = ["natural sea sponges", "salted anchovies", "frozen octopus"]

[senders.s2]
company = "Slite Hamnhandel AB"
name = "Åsa Lövgren Hedström"
title = "Exportansvarig"
email = "asa.lovgren@slitehamnhandel.example"
phone = "+46 498 22 31 70"
website = "https://slitehamnhandel.example"
country = "Sweden"
city = "Slite"
categories = ["fermented Baltic herring", "Gotland limestone flooring", "rye crispbread"]

[senders.s3]
company = "OOO \\"Kaspiyskiy Dvor\\""
name = "Madina Rasulovna Gadzhieva"
title = "Руководитель отдела ВЭД"
email = "gadzhieva@kaspdvor.example"
phone = "+7 87240 4 12 63"
website = "https://kaspdvor.example"
country = "Russia"
city = "Derbent"
categories = ["urbech", "farmed sturgeon caviar", "frozen Caspian kilka"]

[senders.s4]
company = "Mataniko Island Resources Ltd"
name = "Elsie Tovosia Kikolo"
title = "Export Coordinator"
email = "elsie.kikolo@mataniko.example"
phone = "+677 21 845"
website = "https://mataniko.example"
country = "Solomon Islands"
city = "Honiara"
categories = ["ebony carvings", "Pometia round logs", "live aquarium corals"]
"""


def main():
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    w.writeheader()
    w.writerows(buyers())
    (HERE / "buyers.csv").write_text(buf.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
