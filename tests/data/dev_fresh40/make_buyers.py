"""Write buyers.csv (40 fictional buyers, P001-P040) and senders.toml (4 exporters) of the fortieth
fresh set. Byte-reproducible: each row has its own Faker seeded SEED + row number, and every draw
is made in a fixed order (given name, family name, then a middle name or patronymic where the row
asks for one). Companies, titles, notes, e-mail boxes and websites are written per market by hand
around the drawn names.

Run:  .venv/bin/python tests/data/dev_fresh40/make_buyers.py
"""
import csv
import io
import unicodedata
from pathlib import Path

from faker import Faker

HERE = Path(__file__).resolve().parent
SEED = 6150392
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Categories: s1's three have 5 buyers each (the model runs), the others 3 or 2.
HOPS, GARNET, BEADS = "Saaz hops", "Bohemian garnet jewellery", "glass seed beads"
BISHT, SULPHUR, MEG = "Hasawi bisht cloaks", "granular sulphur", "monoethylene glycol"
JAMDANI, KANTHA, HILSA = "jamdani sarees", "nakshi kantha quilts", "frozen hilsa"
TANNAT, AMETHYST, PECANS = "Tannat wine", "amethyst geodes", "in-shell pecans"

# Hand lists for the Gulf rows (faker's ar_* locales give tribal or historical names here) and
# the Bangladeshi expatriate in Sharjah; each is drawn with the row's own seeded generator.
KW_FIRST = [("مبارك", "mubarak"), ("فهد", "fahad"), ("سالم", "salem"), ("بدر", "bader"),
            ("عبدالله", "abdullah")]
KW_LAST = [("العجمي", "alajmi"), ("المطيري", "almutairi"), ("الرشيدي", "alrashidi"),
           ("العنزي", "alenezi"), ("الهاجري", "alhajri")]
QA_FIRST = ["Hamad", "Khalid", "Jassim", "Nasser", "Ali"]
QA_LAST = ["Al-Sulaiti", "Al-Kuwari", "Al-Marri", "Al-Mohannadi", "Al-Kaabi"]
AE_FIRST = ["Mariam", "Shamma", "Hessa", "Noura", "Latifa"]
AE_LAST = ["Al-Falasi", "Al-Mheiri", "Al-Suwaidi", "Al-Mazrouei", "Al-Ketbi"]
BD_FIRST = ["Mohammed Nazrul", "Abul Kalam", "Mohammad Jahangir", "Rezaul", "Mizanur"]
BD_LAST = ["Haque", "Miah", "Alam", "Karim", "Rahman"]


def ascii_fold(text: str) -> str:
    text = text.replace("Đ", "D").replace("đ", "d").replace("ß", "ss")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def slug(text: str) -> str:
    return "".join(c for c in ascii_fold(text).lower() if c.isalnum())


def draw(i: int, locale: str, gender: str, middle: bool = False) -> dict:
    """The row's names: given, family (and a middle name or patronymic), as faker draws them."""
    f = Faker(locale)
    f.seed_instance(SEED + i)
    first = f.first_name_male() if gender == "m" else f.first_name_female()
    last = f.last_name_male() if gender == "m" else f.last_name_female()
    mid = ""
    if middle:
        mid = f.middle_name_female() if gender == "f" and hasattr(f, "middle_name_female") else f.middle_name()
    return {"first": first, "last": last, "mid": mid}


def hand(i: int, firsts: list, lasts: list) -> dict:
    f = Faker("en_US")
    f.seed_instance(SEED + i)
    return {"first": f.random_element(firsts), "last": f.random_element(lasts), "mid": ""}


def rows() -> list[dict]:
    out = []

    def add(company, contact, title, email, country, category, website, notes=""):
        out.append({"buyer_id": f"P{len(out) + 1:03d}", "company": company, "contact_name": contact,
                    "contact_title": title, "email": email, "country": country,
                    "product_category": category, "website": website, "notes": notes})

    # --- s1: Saaz hops (brewers) ---
    n = draw(1, "ja_JP", "m")
    add(f"{n['last']}酒造株式会社", f"{n['last']} {n['first']}", "醸造責任者",
        "brewing@kato-shuzo.example", "Japan", HOPS, "https://www.kato-shuzo.example",
        f"Sake brewery that also brews a Czech-style pilsner under its {n['last']}ビール label; "
        "asked for the 2025 crop's alpha-acid analysis.")
    n = draw(2, "en_US", "f")
    add(f"{n['last']} Creek Brewing Company, LLC", f"{n['first']} {n['last']}", "Head Brewer",
        f"{slug(n['first'])}@{slug(n['last'])}creekbrewing.example", "United States", HOPS,
        f"https://{slug(n['last'])}creekbrewing.example",
        "Met at the Craft Brewers Conference in Las Vegas; wants T90 pellets in 5 kg vacuum packs.")
    n = draw(3, "pt_BR", "m")
    add(f"Cervejaria {n['last']} Ltda.", f"{n['first']} {n['last']}", "Mestre Cervejeiro",
        f"{slug(n['first'])}@cervejaria{slug(n['last'])}.example", "Brazil", HOPS,
        f"https://www.cervejaria{slug(n['last'])}.example")
    n = draw(4, "ko_KR", "m")
    add(f"주식회사 {n['last']}가양조", f"{n['last']}{n['first']}", "양조팀장",
        "purchase@parkga-brewing.example", "South Korea", HOPS, "https://www.parkga-brewing.example")
    n = draw(5, "vi_VN", "f", middle=True)
    add("Công ty TNHH Bia Thủ Công Bến Nghé", f"{n['last']} {n['mid']} {n['first']}",
        "Trưởng phòng Mua hàng", "muahang@biabennghe.example", "Vietnam", HOPS,
        "https://biabennghe.example")
    # --- s1: Bohemian garnet jewellery (jewellers) ---
    n = draw(6, "el_GR", "m")
    add(f"{n['last']} Κοσμήματα Ι.Κ.Ε.", f"{n['first']} {n['last']}", "Ιδιοκτήτης",
        "info@desyllas-jewellery.example", "Greece", GARNET, "https://www.desyllas-jewellery.example")
    n = draw(7, "he_IL", "f")
    add(f"{n['last']} תכשיטים בע\"מ", f"{n['first']} {n['last']}", "מנהלת רכש",
        "purchasing@levi-jewelry.example", "Israel", GARNET, "https://www.levi-jewelry.example",
        "Two shops, Tel Aviv and Eilat; wants garnets set in gold-plated silver, not in gold.")
    n = draw(8, "it_IT", "f")
    add(f"Gioielleria {n['last']} S.n.c.", f"{n['first']} {n['last']}", "Titolare",
        f"{slug(n['first'])}@gioielleria{slug(n['last'])}.example", "Italy", GARNET,
        f"https://www.gioielleria{slug(n['last'])}.example",
        "Met at Vicenzaoro in January; every piece must come with a certificate of origin.")
    n = draw(9, "ka_GE", "m")
    add(f"შპს {n['last']}ს სამკაულები", f"{n['first']} {n['last']}", "შესყიდვების მენეჯერი",
        "orders@aduashvili-jewels.example", "Georgia", GARNET, "https://aduashvili-jewels.example")
    n = draw(10, "uk_UA", "f", middle=True)
    add(f"ТОВ «Ювелірна майстерня {n['last']}»", f"{n['last']} {n['first']} {n['mid']}",
        "Менеджерка із закупівель", "zakupivli@havrylenko-jewel.example", "Ukraine", GARNET,
        "https://havrylenko-jewel.example")
    # --- s1: glass seed beads (bead wholesalers) ---
    n = draw(11, "hi_IN", "m")
    add(f"{n['last']} बीड्स एंड क्राफ्ट्स प्राइवेट लिमिटेड", f"{n['first']} {n['last']}", "क्रय प्रमुख",
        "purchase@jhabeads.example", "India", BEADS, "https://www.jhabeads.example",
        "Jaipur wholesaler of jewellery-making supplies; asked for a colour card of 11/0 and 8/0 beads.")
    n = draw(12, "sw", "f")
    add(f"{n['last']} Beadwork Supplies Ltd", f"{n['first']} {n['last']}", "Procurement Officer",
        f"{slug(n['first'])}.{slug(n['last'])}@{slug(n['last'])}beadwork.example", "Kenya", BEADS,
        f"https://{slug(n['last'])}beadwork.example",
        "Supplies Maasai beadwork groups around Narok; pays by letter of credit only.")
    n = draw(13, "zu_ZA", "m")
    add(f"{n['last']} Beads & Crafts (Pty) Ltd", f"{n['first']} {n['last']}", "Buyer",
        f"{slug(n['first'])}@{slug(n['last'])}beads.example", "South Africa", BEADS,
        f"https://www.{slug(n['last'])}beads.example")
    n = draw(14, "th_TH", "f")
    add(f"บริษัท {n['last']} คราฟท์ จำกัด", f"{n['first']} {n['last']}", "หัวหน้าฝ่ายจัดซื้อ",
        "purchasing@noppakachen-craft.example", "Thailand", BEADS,
        "https://www.noppakachen-craft.example")
    n = draw(15, "es_MX", "f")
    add(f"Chaquiras {n['last']}, S.A. de C.V.", f"{n['first']} {n['last']}", "Gerente de Compras",
        f"compras@chaquiras{slug(n['last'])}.example", "Mexico", BEADS,
        f"https://www.chaquiras{slug(n['last'])}.example",
        "Surte a artesanos wixárikas (huicholes) de Nayarit; pidió carta de colores y precio por kilo.")
    # --- s2: Hasawi bisht cloaks ---
    n = hand(16, KW_FIRST, KW_LAST)
    add(f"شركة {n['last'][0]} للأزياء الرجالية ذ.م.م", f"{n['first'][0]} {n['last'][0]}",
        "مدير المشتريات", f"purchasing@{n['last'][1]}-menswear.example", "Kuwait", BISHT,
        f"https://www.{n['last'][1]}-menswear.example",
        "Wants the order delivered before Ramadan; asked for black and camel bishts with gold zari.")
    n = hand(17, QA_FIRST, QA_LAST)
    add(f"{n['last'].replace('-', ' ')} Menswear Trading W.L.L.", f"{n['first']} {n['last']}",
        "Purchasing Manager", f"{slug(n['first'])}@{slug(n['last'])}menswear.example", "Qatar", BISHT,
        f"https://www.{slug(n['last'])}menswear.example")
    n = hand(18, AE_FIRST, AE_LAST)
    add(f"{n['last'].replace('-', ' ')} Gents Fashion L.L.C.", f"{n['first']} {n['last']}",
        "Senior Buyer", f"{slug(n['first'])}.{slug(n['last'])}@{slug(n['last'])}gents.example",
        "United Arab Emirates", BISHT, f"https://www.{slug(n['last'])}gents.example")
    # --- s2: granular sulphur ---
    n = draw(19, "zh_CN", "m")
    add(f"南通{n['last']}氏化工有限公司", f"{n['last']}{n['first']}", "采购经理",
        "purchase@ntwu-chem.example", "China", SULPHUR, "https://www.ntwu-chem.example",
        "Asked for a CFR Nantong price for 5,000 t, purity 99.5% min.")
    n = draw(20, "id_ID", "m")
    add(f"PT Pupuk {n['last']} Sejahtera", f"{n['first']} {n['last']}", "Manajer Pengadaan",
        f"{slug(n['first'])}.{slug(n['last'])}@pupuk{slug(n['last'])}.example", "Indonesia", SULPHUR,
        f"https://www.pupuk{slug(n['last'])}.example")
    n = draw(21, "tr_TR", "f")
    add(f"{n['last']} Kimya Sanayi ve Ticaret A.Ş.", f"{n['first']} {n['last']}", "Satın Alma Müdürü",
        f"{slug(n['first'])}.{slug(n['last'])}@{slug(n['last'])}kimya.example", "Türkiye", SULPHUR,
        f"https://www.{slug(n['last'])}kimya.example")
    # --- s2: monoethylene glycol ---
    n = draw(22, "zh_TW", "m")
    add(f"{n['last']}氏紡織股份有限公司", f"{n['last']}{n['first']}", "採購課長",
        "purchasing@ho-textile.example", "Taiwan", MEG, "https://www.ho-textile.example",
        "Needs fibre-grade MEG, 99.9% min; about 2,000 t a month into Kaohsiung.")
    n = draw(23, "zh_CN", "f")
    add(f"绍兴{n['last']}氏化纤有限公司", f"{n['last']}{n['first']}", "采购部经理",
        "caigou@sxzhu-fibre.example", "China", MEG, "https://www.sxzhu-fibre.example")
    n = draw(24, "vi_VN", "m", middle=True)
    add(f"Công ty Cổ phần Xơ Sợi {n['last']} Gia", f"{n['last']} {n['mid']} {n['first']}",
        "Giám đốc Mua hàng", f"{slug(n['first'])}.{slug(n['last'])}@xosoidanggia.example",
        "Vietnam", MEG, "https://xosoidanggia.example")
    # --- s3: jamdani sarees ---
    n = draw(25, "en_IN", "f")
    add(f"{n['last']} Handloom House Pvt. Ltd.", f"{n['first']} {n['last']}", "Head of Sourcing",
        f"{slug(n['first'])}@{slug(n['last'])}handloom.example", "India", JAMDANI,
        f"https://www.{slug(n['last'])}handloom.example",
        "Mumbai boutique chain; wants only 84-count cotton jamdani and asked for the GI certificate.")
    n = draw(26, "en_GB", "f")
    add(f"{n['last']} & Rahman Sari House Ltd", f"{n['first']} {n['last']}", "Buying Manager",
        f"{slug(n['first'])}.{slug(n['last'])}@{slug(n['last'])}rahman.example", "United Kingdom",
        JAMDANI, f"https://www.{slug(n['last'])}rahman.example")
    n = draw(27, "en_US", "m")
    add(f"{n['last']} Loom Imports, Inc.", f"{n['first']} {n['last']}", "Textile Buyer",
        f"{slug(n['first'])}@{slug(n['last'])}loom.example", "United States", JAMDANI,
        f"https://{slug(n['last'])}loom.example",
        "Met at NY NOW in February; wants a wholesale price list in USD.")
    # --- s3: nakshi kantha quilts ---
    n = draw(28, "de_DE", "f")
    add(f"{n['last']} Wohnkultur GmbH", f"{n['first']} {n['last']}", "Einkäuferin Heimtextilien",
        f"{slug(n['first'])}.{slug(n['last'])}@{slug(n['last'])}-wohnkultur.example", "Germany", KANTHA,
        f"https://www.{slug(n['last'])}-wohnkultur.example",
        "Auf der Ambiente in Frankfurt getroffen; möchte Muster in Indigo und Rot.")
    n = draw(29, "fr_FR", "f")
    add(f"Maison {n['last']} Décoration SARL", f"{n['first']} {n['last']}", "Acheteuse textile",
        f"{slug(n['first'])}.{slug(n['last'])}@maison{slug(n['last'])}.example", "France", KANTHA,
        f"https://www.maison{slug(n['last'])}.example")
    n = draw(30, "nl_NL", "m")
    add(f"{n['last'][0].upper()}{n['last'][1:]} Interieur B.V.", f"{n['first']} {n['last']}", "Inkoper",
        f"{slug(n['first'])}@{slug(n['last'])}interieur.example", "Netherlands", KANTHA,
        f"https://www.{slug(n['last'])}interieur.example",
        "Asked for proof of WFTO fair-trade membership for the kantha range.")
    # --- s3: frozen hilsa ---
    n = draw(31, "en_GB", "m")
    add(f"{n['last']} Ocean Foods Ltd", f"{n['first']} {n['last']}", "Procurement Manager",
        f"{slug(n['first'])}.{slug(n['last'])}@{slug(n['last'])}oceanfoods.example", "United Kingdom",
        HILSA, f"https://www.{slug(n['last'])}oceanfoods.example",
        "Supplies Bangladeshi grocers in East London; wants 1-1.5 kg fish, IQF, in 10 kg cartons.")
    n = hand(32, BD_FIRST, BD_LAST)
    add(f"{n['last']} Brothers Foodstuff Trading L.L.C.", f"{n['first']} {n['last']}",
        "Purchase Manager", f"purchase@{slug(n['last'])}brothers.example", "United Arab Emirates",
        HILSA, f"https://www.{slug(n['last'])}brothers.example")
    n = draw(33, "it_IT", "m")
    add(f"{n['last']} Surgelati S.r.l.", f"{n['first']} {n['last']}", "Responsabile acquisti",
        f"acquisti@{slug(n['last'])}surgelati.example", "Italy", HILSA,
        f"https://www.{slug(n['last'])}surgelati.example")
    # --- s4: Tannat wine ---
    n = draw(34, "pt_BR", "f")
    add(f"{n['last']} Importadora de Vinhos Ltda.", f"{n['first']} {n['last']}", "Gerente de Compras",
        f"{slug(n['first'])}.{slug(n['last'])}@{slug(n['last'])}vinhos.example", "Brazil", TANNAT,
        f"https://www.{slug(n['last'])}vinhos.example",
        "Met at ProWine São Paulo; wants Tannat with a MERCOSUR certificate of origin.")
    n = draw(35, "en_US", "m")
    add(f"{n['last']} Fine Wines, LLC", f"{n['first']} {n['last']}", "Wine Buyer",
        f"{slug(n['first'])}@{slug(n['last'])}finewines.example", "United States", TANNAT,
        f"https://{slug(n['last'])}finewines.example")
    n = draw(36, "ja_JP", "f")
    add(f"{n['last']}ワイン貿易株式会社", f"{n['last']} {n['first']}", "輸入担当",
        "import@yamaguchi-wine.example", "Japan", TANNAT, "https://www.yamaguchi-wine.example",
        "Prefers to be written to in Japanese; asked for technical sheets of each wine.")
    # --- s4: amethyst geodes ---
    n = draw(37, "de_DE", "m")
    add(f"{n['last']} Edelsteine e.K.", f"{n['first']} {n['last']}", "Inhaber",
        f"{slug(n['first'])}.{slug(n['last'])}@{slug(n['last'])}-edelsteine.example", "Germany", AMETHYST,
        f"https://www.{slug(n['last'])}-edelsteine.example",
        "Met at the Mineralientage München; wants A-grade deep purple geodes of 20-40 cm.")
    n = draw(38, "zh_CN", "m")
    add(f"东海{n['last']}氏水晶有限公司", f"{n['last']}{n['first']}", "采购主管",
        "caigou@donghai-yi-crystal.example", "China", AMETHYST, "https://www.donghai-yi-crystal.example")
    # --- s4: in-shell pecans ---
    n = draw(39, "nl_NL", "f")
    add(f"{n['last']} Noten B.V.", f"{n['first']} {n['last']}", "Inkoper noten en zuidvruchten",
        f"{slug(n['first'])}.{slug(n['last'])}@{slug(n['last'])}noten.example", "Netherlands", PECANS,
        f"https://www.{slug(n['last'])}noten.example")
    n = draw(40, "ko_KR", "f")
    add(f"주식회사 {n['last']}씨네견과", f"{n['last']}{n['first']}", "구매팀 대리",
        "buying@kimsnuts.example", "South Korea", PECANS, "https://www.kimsnuts.example")
    return out


SENDERS = """\
# The four exporters of the fortieth fresh set. All four countries are reuses (see README.md);
# each exporter's city and three categories are named for a sender in no older README.

[senders.s1]
company = "Poohří Chmel a Bižuterie s.r.o."
name = "Zdeňka Procházková"
title = "vedoucí exportu"
email = "zdenka.prochazkova@poohri-chmel.example"
phone = "+420 415 710 238"
website = "https://www.poohri-chmel.example"
country = "Czech Republic"
city = "Žatec"
categories = ["Saaz hops", "Bohemian garnet jewellery", "glass seed beads"]

[senders.s2]
company = "Jabal Al-Qarah Trading Co. Ltd."
name = "Faisal Abdullah Al-Mulhim"
title = "مدير إدارة التصدير"
email = "f.almulhim@jabalqarah.example"
phone = "+966 13 582 4410"
website = "https://www.jabalqarah.example"
country = "Saudi Arabia"
city = "Al-Hofuf"
categories = ["Hasawi bisht cloaks", "granular sulphur", "monoethylene glycol"]

[senders.s3]
company = "Shitalakshya Weaves & Fisheries Ltd."
name = "Md. Shahriar Kabir Chowdhury"
title = "DGM (Export)"
email = "shahriar.kabir@shitalakshya.example"
phone = "+880 1713 462 190"
website = "https://www.shitalakshya.example"
country = "Bangladesh"
city = "Narayanganj"
categories = ["jamdani sarees", "nakshi kantha quilts", "frozen hilsa"]

[senders.s4]
company = "Daymán Vinos y Piedras S.A.S."
name = "María Victoria Olivera Techera"
title = "Jefa de Exportaciones"
email = "victoria.olivera@dayman.example"
phone = "+598 4733 2917"
website = "https://www.dayman.example"
country = "Uruguay"
city = "Salto"
categories = ["Tannat wine", "amethyst geodes", "in-shell pecans"]
"""


def main() -> None:
    buf = io.StringIO()
    wr = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    wr.writeheader()
    wr.writerows(rows())
    (HERE / "buyers.csv").write_text(buf.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
