"""Seeded faker script: writes buyers.csv (40 fictional buyers) and senders.toml (4 exporters).

Seed 8193047; row n has its own Faker seeded 8193047 + n. Byte-reproducible with faker 40.63.0.
Run:  .venv/bin/python tests/data/dev_fresh21/make_buyers.py
"""
import csv
import io
from pathlib import Path

from faker import Faker

SEED = 8193047
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Hand lists for markets whose faker locale has no fitting names (drawn with the row's generator).
HAND = {
    "bh": [("علي", "الجودر"), ("حسن", "العريض"), ("محمد", "الزياني"), ("فاطمة", "المناعي")],
    "jo": [("رامي", "الحوراني"), ("خالد", "العبادي"), ("سامر", "الطراونة"), ("ليلى", "المجالي")],
}


def name(fk: Faker, how: str):
    """(given, family) drawn from the row's generator."""
    if how in HAND:
        return fk.random.choice(HAND[how])
    if how == "kana":
        return fk.first_kana_name(), fk.last_kana_name()
    if how == "roman":
        return fk.first_romanized_name(), fk.last_romanized_name()
    if how == "male":
        return fk.first_name_male(), fk.last_name_male()
    if how == "female":
        return fk.first_name_female(), fk.last_name_female()
    return fk.first_name(), fk.last_name()


# id, locale, name style, order, company (str.format with g/f = given/family), title, country,
# category, mailbox, domain, note
ROWS = [
    ("en_GB", "male", "gf", "{f} Fresh Imports Ltd", "Head Buyer", "United Kingdom", "fresh okra",
     "{gl}.{fl}", "{fl}freshimports.co.uk", "Met at the London Produce Show; asked for a price for 5 kg cartons, air freight."),
    ("sv_SE", "female", "gf", "{f}s Livs AB", "Inköpschef", "Sweden", "fresh okra",
     "{gl}", "{fl}slivs.se", ""),
    ("bh", "", "gf", "مؤسسة {f} للخضار والفواكه", "مدير المشتريات", "Bahrain", "fresh okra",
     "purchasing", "{fl}-veg.bh", "Prefers Arabic. Imports by sea via Khalifa Bin Salman Port."),
    ("en_US", "male", "gf", "{f} Produce Distributors LLC", "Purchasing Manager", "United States", "fresh okra",
     "{g0}{fl}", "{fl}produce.com", "Met at the IFPA Global Produce & Floral Show; needs Primus GFS audit."),
    ("el_GR", "male", "gf", "{f} Λαχανικά Ο.Ε.", "Υπεύθυνος Προμηθειών", "Greece", "fresh okra",
     "purchasing", "{fl}-lachanika.gr", ""),
    ("ja_JP", "", "fg", "{f}青果株式会社", "仕入部長", "Japan", "bitter gourd",
     "purchasing", "{fl}-seika.co.jp", "Asked for a sample box by air to Narita."),
    ("en_CA", "female", "gf", "{f} Asian Foods Inc.", "Category Buyer", "Canada", "bitter gourd",
     "{gl}.{fl}", "{fl}asianfoods.ca", ""),
    ("de_DE", "male", "gf", "Asia-Frisch {f} GmbH", "Einkaufsleiter", "Germany", "bitter gourd",
     "{g0}.{fl}", "asiafrisch-{fl}.de", "Met at Fruit Logistica in Berlin; asked for weekly volumes."),
    ("pl_PL", "female", "gf", "{f} Import Sp. z o.o.", "Kierownik ds. zakupów", "Poland", "bitter gourd",
     "{gl}.{fl}", "{fl}import.pl", ""),
    ("es_ES", "male", "gf", "Frutas Exóticas {f} S.L.", "Jefe de Compras", "Spain", "bitter gourd",
     "compras", "exoticas{fl}.es", ""),
    ("ko_KR", "", "fg", "주식회사 {f}농산", "구매팀장", "South Korea", "long eggplant",
     "purchasing", "{fl}-nongsan.co.kr", ""),
    ("de_AT", "male", "gf", "{f} Gemüsehandel GmbH", "Geschäftsführer", "Austria", "long eggplant",
     "{fl}", "{fl}-gemuese.at", "Needs GlobalG.A.P. certificate."),
    ("he_IL", "", "gf", "{f} יבוא ירקות בע\"מ", "מנהלת רכש", "Israel", "long eggplant",
     "purchasing", "{fl}-import.co.il", ""),
    ("fr_BE", "male", "gf", "{f} Primeurs SRL", "Acheteur fruits et légumes", "Belgium", "long eggplant",
     "{gl}.{fl}", "{fl}-primeurs.be", "Met at Fruit Attraction in Madrid; asked about sea freight to Antwerp."),
    ("it_IT", "female", "gf", "{f} Ortofrutta SA", "Responsabile acquisti", "Switzerland", "long eggplant",
     "{gl}.{fl}", "{fl}-ortofrutta.ch", ""),
    ("th_TH", "", "gf", "บริษัท {f} เทรดดิ้ง จำกัด", "ผู้จัดการฝ่ายจัดซื้อ", "Thailand", "broom grass",
     "purchasing", "{fl}-trading.co.th", "Asked for a price per tonne, trucked to Nong Khai."),
    ("zh_CN", "", "fg", "昆明{f}氏工贸有限公司", "采购经理", "China", "broom grass",
     "purchasing", "km-{fl}.cn", ""),
    ("uk_UA", "male", "gf", "ТОВ «{f} Віник»", "Директор з закупівель", "Ukraine", "broom grass",
     "purchasing", "{fl}-vinyk.com.ua", ""),
    ("fr_FR", "female", "gf", "Arômes {f} SAS", "Acheteuse matières premières naturelles", "France", "benzoin resin",
     "{gl}.{fl}", "aromes-{fl}.fr", "Met at the World Perfumery Congress; needs an IFRA certificate and a COA."),
    ("ne_NP", "male", "gf", "{f} धूप उद्योग प्रा. लि.", "खरिद प्रमुख", "Nepal", "benzoin resin",
     "purchasing", "{fl}dhoop.com.np", ""),
    ("jo", "", "gf", "شركة {f} للبخور ذ.م.م", "مدير المشتريات", "Jordan", "benzoin resin",
     "purchasing", "{fl}-bakhoor.jo", "Asked for a 1 kg sample of Siam benzoin, grade 1 almonds."),
    ("de_DE", "female", "gf", "{f} Naturharze GmbH & Co. KG", "Leiterin Rohstoffeinkauf", "Germany", "sticklac",
     "{gl}.{fl}", "{fl}-naturharze.de", ""),
    ("roman", "", "gf", "{f} Shellac Co., Ltd.", "Procurement Manager", "Japan", "sticklac",
     "{gl}.{fl}", "{fl}-shellac.co.jp", ""),
    ("ro_RO", "female", "gf", "{f} Coatings S.R.L.", "Director achiziții", "Romania", "sticklac",
     "{gl}.{fl}", "{fl}coatings.ro", ""),
    ("en_US", "female", "gf", "{f} Botanical Insecticides Inc.", "Director of Sourcing", "United States", "pyrethrum extract",
     "{gl}.{fl}", "{fl}botanicals.com", "Needs OMRI listing and a COA with pyrethrins content."),
    ("en_AU", "male", "gf", "{f} Agrichem Pty Ltd", "Procurement Manager", "Australia", "pyrethrum extract",
     "{gl}", "{fl}agrichem.com.au", ""),
    ("da_DK", "female", "gf", "{f} BioKontrol ApS", "Indkøbschef", "Denmark", "pyrethrum extract",
     "{gl}", "{fl}biokontrol.dk", "Met at Parasitec in Paris; asked for a 25 kg drum."),
    ("zh_CN", "", "fg", "宁夏{f}钽业有限公司", "原料采购主管", "China", "coltan concentrate",
     "purchasing", "nx-{fl}ta.cn", ""),
    ("et_EE", "male", "gf", "{f} Metals AS", "Ostujuht", "Estonia", "coltan concentrate",
     "{gl}.{fl}", "{fl}metals.ee", ""),
    ("nl_BE", "male", "gf", "{f} Metals Trading BV", "Aankoper ertsen", "Belgium", "coltan concentrate",
     "{gl}", "{fl}metals.be", "Met at the T.I.C. General Assembly; asked for Ta2O5 assays."),
    ("nl_NL", "female", "gf", "{f} Specerijen B.V.", "Inkoper", "Netherlands", "bird's eye chillies",
     "{gl}", "{fl}specerijen.nl", ""),
    ("cs_CZ", "male", "gf", "{f} Koření s.r.o.", "Vedoucí nákupu", "Czech Republic", "bird's eye chillies",
     "{fl}", "{fl}koreni.cz", "Prefers Czech or German."),
    ("kana", "", "fg", "{f}フーズ株式会社", "バイヤー", "Japan", "kabocha squash",
     "purchasing", "{fl}foods.co.jp", "Met at Foodex Japan; asked for the November-December window."),
    ("roman", "", "gf", "Hanul {f} Co., Ltd.", "Import Manager", "South Korea", "kabocha squash",
     "{gl}.{fl}", "hanul{fl}.co.kr", ""),
    ("zh_TW", "", "fg", "{f}記蔬果有限公司", "採購經理", "Taiwan", "kabocha squash",
     "purchasing", "{fl}-veg.com.tw", "Asked for a price CIF Kaohsiung."),
    ("en_NZ", "female", "gf", "{f} Pasifika Arts Limited", "Owner", "New Zealand", "tapa cloth",
     "{gl}", "{fl}pasifika.co.nz", "Met at the Pasifika Festival in Auckland; asked for large ngatu."),
    ("en_US", "male", "gf", "{f} Polynesian Imports LLC", "Owner", "United States", "tapa cloth",
     "{gl}", "{fl}polynesian.com", ""),
    ("en_AU", "female", "gf", "{f} Island Crafts Pty Ltd", "Buyer", "Australia", "tapa cloth",
     "{gl}.{fl}", "{fl}islandcrafts.com.au", ""),
    ("it_IT", "male", "gf", "Bottonificio {f} S.r.l.", "Responsabile approvvigionamenti", "Italy", "trochus shells",
     "{gl}.{fl}", "bottonificio{fl}.it", "Met at Milano Unica; needs CITES-free confirmation and sizes 5-8 cm."),
    ("pt_PT", "female", "gf", "Botões {f}, Lda.", "Diretora de compras", "Portugal", "trochus shells",
     "{gl}.{fl}", "botoes{fl}.pt", ""),
]

# Mailbox and domain for non-Latin names: a fixed romanised family name per row.
ROMAN = {3: "aljowder", 5: "samanidis", 6: "tanaka", 11: "lee", 13: "david", 16: "naruthuk", 17: "zhou",
         18: "hunko", 20: "shahi", 21: "hourani", 28: "ma", 33: "ishikawa", 35: "pan"}


def ascii_of(s: str) -> str:
    import unicodedata
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()
    return "".join(c for c in s if c.isalnum())


def buyers():
    out = []
    for n, (loc, how, order, comp, title, country, cat, box, dom, note) in enumerate(ROWS, 1):
        fk = Faker("en_US" if loc in HAND or loc in ("kana", "roman") else loc)
        if loc in ("kana", "roman"):
            fk = Faker("ja_JP")
        if loc == "roman" and country == "South Korea":
            fk = Faker("ko_KR")
        fk.seed_instance(SEED + n)
        if loc == "roman" and country == "South Korea":
            g, f = fk.random.choice([("Ji-won", "Seo"), ("Min-jun", "Han"), ("Soo-ah", "Yoon")])
        else:
            g, f = name(fk, loc if loc in HAND or loc in ("kana", "roman") else how)
        if loc == "zh_TW":
            f = f[0]
        if loc == "ne_NP":  # faker's ne_NP given names include titles ("डा."): a hand list instead
            g = fk.random.choice(["राजेन्द्र", "सुरेश", "दीपक", "बिनोद"])
        contact = f"{f}{g}" if loc in ("zh_CN", "zh_TW", "ko_KR") else (f"{f} {g}" if order == "fg" else f"{g} {f}")
        fl = ROMAN.get(n) or ascii_of(f)
        gl = ascii_of(g) or "info"
        company = comp.format(f=f, g=g)
        mailbox = box.format(gl=gl, fl=fl, g0=gl[:1])
        domain = dom.format(fl=fl)
        out.append({"buyer_id": f"P{n:03d}", "company": company, "contact_name": contact,
                    "contact_title": title, "email": f"{mailbox}@{domain}", "country": country,
                    "product_category": cat, "website": f"www.{domain}", "notes": note})
    return out


SENDERS = """[senders.s1]
company = "Hortalizas Valle de Sébaco, S.A."
name = "Karla Vanessa Rugama Zeledón"
title = "Coordinadora de Exportaciones"
email = "k.rugama@hortalizassebaco.com.ni"
phone = "+505 2775 2140"
website = "https://www.hortalizassebaco.com.ni"
country = "Nicaragua"
city = "Sébaco"
categories = ["fresh okra", "bitter gourd", "long eggplant"]

[senders.s2]
company = "Nam Ou Forest Products Sole Co., Ltd."
name = "Phonesavanh Keomany"
title = "ຜູ້ຈັດການຝ່າຍສົ່ງອອກ"
email = "phonesavanh@namouforest.la"
phone = "+856 71 254 318"
website = "https://www.namouforest.la"
country = "Laos"
city = "Luang Prabang"
categories = ["broom grass", "benzoin resin", "sticklac"]

[senders.s3]
company = "Nyabarongo Agro & Minerals Ltd"
name = "Claudine Uwimana"
title = "Responsable des exportations"
email = "c.uwimana@nyabarongo.rw"
phone = "+250 788 413 927"
website = "https://www.nyabarongo.rw"
country = "Rwanda"
city = "Musanze"
categories = ["pyrethrum extract", "coltan concentrate", "bird's eye chillies"]

[senders.s4]
company = "Vava'u Island Traders Ltd"
name = "Losaline Mafi Fifita"
title = "Export Manager"
email = "losaline@vavautraders.to"
phone = "+676 70 123 45"
website = "https://www.vavautraders.to"
country = "Tonga"
city = "Neiafu"
categories = ["kabocha squash", "tapa cloth", "trochus shells"]
"""


def main():
    buf = io.StringIO()
    wr = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    wr.writeheader()
    wr.writerows(buyers())
    (HERE / "buyers.csv").write_text(buf.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
