"""Seeded faker script: writes buyers.csv (40 buyers P001-P040) and senders.toml (s1-s4).

Seed 8461537; row N has its own Faker seeded 8461537 + N (names only: companies, titles and notes
are written per market by hand around the drawn names). Byte-reproducible with faker 40.63.0.
Run:  .venv/bin/python tests/data/dev_fresh29/make_buyers.py
"""
import csv
import random
import unicodedata
from pathlib import Path

from faker import Faker

S = 8461537
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

TEA, RICE, NUTS = "CTC black tea", "Kilombero rice", "shelled groundnuts"
WINE, CHER, HONEY = "traditional-method sparkling wine", "frozen sour cherries", "linden honey"
ASPH, NIBS, KING = "natural lake asphalt", "cocoa nibs", "frozen kingfish steaks"
APRI, ANTI, ALU = "sweet apricot kernels", "antimony concentrate", "primary aluminium ingots"

# Hand lists for markets whose faker locale gives no fitting names here.
EGYPT = [("هشام", "الجندي"), ("أيمن", "السيوفي"), ("طارق", "البنهاوي"), ("وليد", "الدمرداش")]
UAE = [("Khalid", "Al Mazrouei"), ("Saeed", "Al Falasi"), ("Obaid", "Al Ketbi"), ("Rashed", "Al Nuaimi")]

# (row, locale or hand list, gender, company, title, email (local@domain; {f}/{l} = ascii of the
# drawn names), country, category, website, note)
ROWS = [
    (1, "en_GB", "m", "{l} & Lyle Tea Merchants Ltd", "Head Tea Buyer", "{f}.{l}@pagelyletea.co.uk",
     "United Kingdom", TEA, "https://pagelyletea.co.uk",
     "Met at Speciality & Fine Food Fair London; wants BP1 and PF1 samples"),
    (2, EGYPT, "m", "شركة {l} لتعبئة الشاي", "مدير المشتريات", "purchasing@nile-tea-pack.com.eg",
     "Egypt", TEA, "https://nile-tea-pack.com.eg", ""),
    (3, "ru_RU", "f", "ООО «Чайная компания {l}ой»", "Менеджер по закупкам", "zakupki@chai-ershova.ru",
     "Russia", TEA, "https://chai-ershova.ru", "Просит прайс-лист FOB Beira; работает только с предоплатой 30%"),
    (4, "pl_PL", "m", "Herbaciarnia {l} Sp. z o.o.", "Kierownik działu zakupów", "{f}.{l}@herbaciarnia-pys.pl",
     "Poland", TEA, "https://herbaciarnia-pys.pl", ""),
    (5, "fa_IR", "m", "شرکت بازرگانی چای {l}", "مدیر خرید", "info@mahjoob-tea.ir",
     "Iran", TEA, "https://mahjoob-tea.ir", "Asked for ISO 3720 test report; ships via Bandar Abbas"),
    (6, "de_DE", "f", "{l} Reisimport GmbH", "Einkäuferin", "{f}.{l}@reichmann-reis.de",
     "Germany", RICE, "https://reichmann-reis.de", "Met at ANUGA Cologne; needs organic certificate (EU 2018/848)"),
    (7, "nl_NL", "m", "{l} Rijsthandel B.V.", "Inkoper", "{f}@bouthoorn-rijst.nl",
     "Netherlands", RICE, "https://bouthoorn-rijst.nl", ""),
    (8, UAE, "m", "{l} Foodstuff Trading L.L.C.", "Procurement Manager", "{f}.{l}@mazroueifoodstuff.ae",
     "United Arab Emirates", RICE, "https://mazroueifoodstuff.ae", "Supplies restaurants in Dubai and Sharjah; wants 25 kg bags"),
    (9, "zh_TW", "m", "{l}記米行有限公司", "採購經理", "purchasing@chu-rice.com.hk",
     "Hong Kong", RICE, "https://chu-rice.com.hk", ""),
    (10, "he_IL", "f", "{l} יבוא מזון בע\"מ", "מנהלת רכש", "rechesh@yona-food.co.il",
     "Israel", RICE, "https://yona-food.co.il", "Needs kosher certificate; prefers e-mails in English"),
    (11, "id_ID", "m", "PT {l} Kacang Nusantara", "Manajer Pengadaan", "{f}.{l}@kacangnusantara.co.id",
     "Indonesia", NUTS, "https://kacangnusantara.co.id", "Asked for aflatoxin results (max 4 ppb) and a 40 ft container price"),
    (12, "vi_VN", "f", "Công ty TNHH Thực phẩm {l} Phát", "Trưởng phòng Thu mua", "{f}.{l}@nguyenphatfood.vn",
     "Vietnam", NUTS, "https://nguyenphatfood.vn", ""),
    (13, "el_GR", "m", "{l} Ξηροί Καρποί Α.Ε.", "Υπεύθυνος Προμηθειών", "promitheies@dakanalis-nuts.gr",
     "Greece", NUTS, "https://dakanalis-nuts.gr", ""),
    (14, "uk_UA", "f", "ТОВ «{l} Горіх»", "Менеджерка з закупівель", "zakupivli@petliura-gorih.ua",
     "Ukraine", NUTS, "https://petliura-gorih.ua", "Met at Gulfood Dubai; wants 50/60 count"),
    (15, "nl_NL", "f", "{l} Pinda Import B.V.", "Inkoopmanager", "{f}.{l}@haneberg-pinda.nl",
     "Netherlands", NUTS, "https://haneberg-pinda.nl", ""),
    (16, "pl_PL", "f", "Winnica i Handel {l} s.c.", "Właścicielka", "{f}@botor-wina.pl",
     "Poland", WINE, "https://botor-wina.pl", ""),
    (17, "zh_CN", "m", "上海{l}氏酒业有限公司", "进口部经理", "import@wenswine.cn",
     "China", WINE, "https://wenswine.cn", "Met at ProWine Shanghai; needs a Chinese back label"),
    (18, "ja_JP", "m", "株式会社{l}洋酒", "仕入部長", "shiire@kobayashi-yoshu.co.jp",
     "Japan", WINE, "https://kobayashi-yoshu.co.jp", ""),
    (19, "de_DE", "m", "{l} Tiefkühlfrucht GmbH & Co. KG", "Leiter Einkauf", "{f}.{l}@hauffer-tk.de",
     "Germany", CHER, "https://hauffer-tk.de", "Wants IQF pitted cherries, max 1 pit per kg"),
    (20, "de_AT", "f", "{l} Obstverarbeitung GmbH", "Einkaufsleiterin", "{f}.{l}@walser-obst.at",
     "Austria", CHER, "https://walser-obst.at", ""),
    (21, "nl_BE", "m", "Diepvries {l} NV", "Aankoper", "{f}.{l}@diepvriesthijs.be",
     "Belgium", CHER, "https://diepvriesthijs.be", "Met at Fruit Logistica Berlin; supplies bakeries in Flanders"),
    (22, "fr_FR", "f", "Miellerie {l} SARL", "Responsable des achats", "{f}.{l}@miellerie-maury.fr",
     "France", HONEY, "https://miellerie-maury.fr", "Asked for a pollen analysis and a 1 kg sample"),
    (23, "it_IT", "m", "Apicoltura {l} S.r.l.", "Responsabile acquisti", "{f}.{l}@apizoppetti.it",
     "Italy", HONEY, "https://apizoppetti.it", ""),
    (24, "ja_JP", "f", "{l}養蜂場株式会社", "購買担当", "kobai@sakamoto-bee.co.jp",
     "Japan", HONEY, "https://sakamoto-bee.co.jp", ""),
    (25, "hi_IN", "m", "{l} रोड कंस्ट्रक्शन प्राइवेट लिमिटेड", "क्रय प्रबंधक", "purchase@tambe-roads.in",
     "India", ASPH, "https://tambe-roads.in", ""),
    (26, "en_US", "f", "{l} Paving Supply, Inc.", "Purchasing Manager", "{f}.{l}@haynespaving.com",
     "United States", ASPH, "https://haynespaving.com", "Bridge deck work in New Jersey; asked for penetration grade data"),
    (27, "en_GB", "m", "{l} Surfacing Ltd", "Materials Buyer", "{f}.{l}@ricesurfacing.co.uk",
     "United Kingdom", ASPH, "https://ricesurfacing.co.uk", ""),
    (28, "de_CH", "f", "Chocolaterie {l} AG", "Leiterin Beschaffung", "{f}.{l}@huerlimann-choc.ch",
     "Switzerland", NIBS, "https://huerlimann-choc.ch", "Met at ISM Cologne; needs Fairtrade or Rainforest Alliance"),
    (29, "ko_KR", "m", "주식회사 {l}초콜릿", "구매팀장", "purchase@parkchoco.co.kr",
     "South Korea", NIBS, "https://parkchoco.co.kr", ""),
    (30, "fr_CA", "f", "Chocolats {l} inc.", "Acheteuse principale", "{f}.{l}@chocolamontagne.ca",
     "Canada", NIBS, "https://chocolamontagne.ca", "Veut des grués torréfiés, sacs de 10 kg; écrire en français"),
    (31, "en_CA", "m", "{l} Seafoods Ltd.", "Seafood Buyer", "{f}.{l}@averyseafoods.ca",
     "Canada", KING, "https://averyseafoods.ca", ""),
    (32, "en_US", "m", "{l} Caribbean Foods LLC", "Purchasing Director", "{f}.{l}@cortezcaribbean.com",
     "United States", KING, "https://cortezcaribbean.com", ""),
    (33, "tr_TR", "m", "{l} Kuruyemiş Gıda A.Ş.", "Satın Alma Müdürü", "{f}.{l}@zenginkuruyemis.com.tr",
     "Turkey", APRI, "https://zenginkuruyemis.com.tr", ""),
    (34, "it_IT", "f", "Amaretti {l} S.p.A.", "Buyer materie prime", "{f}.{l}@amarettimannoia.it",
     "Italy", APRI, "https://amarettimannoia.it", "For amaretti; wants HCN below 10 mg/kg and a 25 kg sample carton"),
    (35, "ru_RU", "m", "ООО «{l} Ингредиенты»", "Директор по закупкам", "info@panfilov-ingr.ru",
     "Russia", APRI, "https://panfilov-ingr.ru", ""),
    (36, "zh_CN", "f", "湖南{l}氏锑业有限公司", "采购主管", "caigou@haoantimony.cn",
     "China", ANTI, "https://haoantimony.cn", "Needs Sb 45% min, As below 0.3%; plant in Lengshuijiang"),
    (37, "fr_BE", "m", "{l} Métaux SA", "Responsable achats matières premières", "{f}.{l}@gerardmetaux.be",
     "Belgium", ANTI, "https://gerardmetaux.be", ""),
    (38, "ko_KR", "f", "{l}금속 주식회사", "원자재 구매 과장", "sourcing@eommetal.co.kr",
     "South Korea", ANTI, "https://eommetal.co.kr", "Met at Metal Korea (KINTEX); asked for CIF Busan"),
    (39, "th_TH", "f", "บริษัท {l} อลูมิเนียม จำกัด", "ผู้จัดการฝ่ายจัดซื้อ", "purchasing@tuangthong-alu.co.th",
     "Thailand", ALU, "https://tuangthong-alu.co.th", ""),
    (40, "tr_TR", "f", "{l} Alüminyum Sanayi A.Ş.", "Satın Alma Uzmanı", "{f}.{l}@ihsanoglualuminyum.com.tr",
     "Turkey", ALU, "https://ihsanoglualuminyum.com.tr", ""),
]


def ascii_(s: str) -> str:
    s = s.replace("ı", "i").replace("İ", "I").replace("ş", "s").replace("ğ", "g")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if c.isascii() and c.isalnum()).lower()


def build():
    rows = []
    for n, loc, g, company, title, email, country, cat, web, note in ROWS:
        if isinstance(loc, list):
            rnd = random.Random(S + n)
            fn, ln = rnd.choice(loc)
        else:
            fk = Faker(loc)
            fk.seed_instance(S + n)
            if g == "m":
                fn = fk.first_name_male()
                ln = getattr(fk, "last_name_male", fk.last_name)()
            else:
                fn = fk.first_name_female()
                ln = getattr(fk, "last_name_female", fk.last_name)()
        if loc in ("zh_TW", "zh_CN", "ko_KR", "ja_JP") or isinstance(loc, str) and loc == "vi_VN":
            name = ln + fn if loc != "vi_VN" else f"{ln} Thị {fn}" if g == "f" else f"{ln} {fn}"
        elif loc == "hi_IN":
            name = f"{fn} {ln}"
        else:
            name = f"{fn} {ln}"
        stem = ln[:-1] if loc == "ru_RU" and ln.endswith("а") and "{l}ой" in company else ln
        rows.append({
            "buyer_id": f"P{n:03d}", "company": company.format(l=stem), "contact_name": name,
            "contact_title": title, "email": email.format(f=ascii_(fn), l=ascii_(ln)),
            "country": country, "product_category": cat, "website": web, "notes": note,
        })
    return rows


SENDERS = '''[senders.s1]
company = "Shire Highlands Commodities Limited"
name = "Chikondi Grace Mwale-Phiri"
title = "Export Trade Manager"
email = "c.mwalephiri@shirehighlands.mw"
phone = "+265 1 871 204"
website = "https://shirehighlands.mw"
country = "Malawi"
city = "Blantyre"
categories = ["CTC black tea", "Kilombero rice", "shelled groundnuts"]

[senders.s2]
company = "Răut Vin & Fruct S.R.L."
name = "Ion Cebotari-Rusu"
title = "Director de export"
email = "export@rautvinfruct.md"
phone = "+373 235 2 41 87"
website = "https://rautvinfruct.md"
country = "Moldova"
city = "Orhei"
categories = ["traditional-method sparkling wine", "frozen sour cherries", "linden honey"]

[senders.s3]
company = "Naparima Export Traders Limited"
name = "Kavita Ramdass-Mohammed"
title = "Business Development Manager, Exports"
email = "kavita.rm@naparimaexport.co.tt"
phone = "+1 868 652 4419"
website = "https://naparimaexport.co.tt"
country = "Trinidad and Tobago"
city = "San Fernando"
categories = ["natural lake asphalt", "cocoa nibs", "frozen kingfish steaks"]

[senders.s4]
company = "Konibodom Savdo JDMM"
name = "Firuza Rahimzoda"
title = "Мудири шӯъбаи содирот"
email = "f.rahimzoda@konibodomsavdo.tj"
phone = "+992 3467 2 19 05"
website = "https://konibodomsavdo.tj"
country = "Tajikistan"
city = "Kanibadam"
categories = ["sweet apricot kernels", "antimony concentrate", "primary aluminium ingots"]
'''


def main():
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(build())
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
