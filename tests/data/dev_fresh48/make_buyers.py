"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of dev_fresh48.

Each row has its own Faker instance seeded SEED + row number, which draws the contact's given and
family name for the row's locale and gender; companies, titles, mailboxes, websites and notes are
written per market by hand around the drawn names. Rows whose locale gives no native names here
(Egypt, Philippines, a romanised Saudi row) draw from short hand lists with random.Random(SEED +
row number). Byte-reproducible with faker 40.63.0.

Run:  .venv/bin/python tests/data/dev_fresh48/make_buyers.py
"""
import csv
import io
import random
from pathlib import Path

from faker import Faker

SEED = 2864139
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

CR, GL, FL = "frozen cranberries", "glulam beams", "smoked flounder"
PC, DA, SA = "calcined petroleum coke", "dallah coffee pots", "Sadu cushion covers"
SB, NY, WO = "singing bowls", "nettle yarn", "wintergreen oil"
SH, MO, CO = "seco herrerano", "mola panels", "frozen cobia fillets"

HAND = {
    # P026: a Saudi row written in Latin letters (romanised names)
    26: (["Faisal", "Turki", "Abdulmajeed", "Nawaf", "Saud", "Majed", "Bandar", "Fahad"],
         ["Al-Otaibi", "Al-Qahtani", "Al-Shehri", "Al-Ghamdi", "Al-Zahrani", "Al-Dosari",
          "Al-Harbi", "Al-Subaie"]),
    # P030: Philippines (faker's en_PH / fil_PH give US names)
    30: (["Maria Theresa", "Rowena", "Jocelyn", "Arlene", "Rhodora", "Kristine Joy", "Marivic",
          "Lovely"],
         ["Dimaculangan", "Macaraeg", "Manalastas", "Pangilinan", "Dizon", "Lacson", "Sison",
          "Gatdula"]),
    # P034: Egypt in Arabic script (faker's ar_EG gives US names)
    34: (["محمود", "شريف", "عمرو", "هاني", "طارق", "وائل", "حسام", "أيمن"],
         ["الشافعي", "منصور", "حجازي", "البنا", "رضوان", "الفقي", "عبد المقصود", "سرور"]),
}


def draw(row: int, locale: str | None, gender: str) -> tuple[str, str]:
    """(given name, family name) of the row."""
    if locale is None:
        rng = random.Random(SEED + row)
        given, family = HAND[row]
        return rng.choice(given), rng.choice(family)
    f = Faker(locale)
    f.seed_instance(SEED + row)
    if gender == "F":
        first = f.first_name_female()
        last = f.last_name_female() if hasattr(f, "last_name_female") else f.last_name()
    else:
        first = f.first_name_male()
        last = f.last_name_male() if hasattr(f, "last_name_male") else f.last_name()
    return first, last


def ascii_(s: str) -> str:
    table = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "é": "e", "è": "e",
                           "ç": "c", "ş": "s", "ğ": "g", "ı": "i", "Ş": "S",
                           "ó": "o", "í": "i", "á": "a", "ê": "e", "ë": "e"})
    return s.translate(table).lower().replace(" ", "")


# row: (locale, gender, country, category, builder(first, last) -> dict of the other columns)
def rows():
    out = []

    def add(n, locale, gender, country, category, build):
        first, last = draw(n, locale, gender)
        rec = build(first, last)
        rec.update(buyer_id=f"P{n:03d}", country=country, product_category=category)
        rec.setdefault("notes", "")
        rec.setdefault("website", "")
        out.append(rec)

    # --- s1's three categories (the model runs), P001-P015 ---
    add(1, "de_DE", "F", "Germany", FL, lambda f, l: dict(
        company=f"Fischräucherei {l} GmbH", contact_name=f"{f} {l}",
        contact_title="Einkäuferin Räucherfisch",
        email=f"{ascii_(f)}.{ascii_(l)}@fischraeucherei-{ascii_(l)}.de",
        website=f"https://www.fischraeucherei-{ascii_(l)}.de",
        notes="Met at Fish International Bremen (Feb 2026). Wants hot-smoked flounder, whole, "
              "250-300 g pieces; asked for a price list CIF Hamburg."))
    add(2, "ja_JP", "M", "Japan", GL, lambda f, l: dict(
        company=f"{l}集成材工業株式会社", contact_name=f"{l} {f}", contact_title="購買部長",
        email="kobai@takahashi-glulam.co.jp", website="https://www.takahashi-glulam.co.jp",
        notes="Needs JAS-certified structural glulam (E105-F300) for post-and-beam houses; "
              "asked for the JAS certificate and a test report before any order. Prefers "
              "correspondence in Japanese."))
    add(3, "nl_NL", "M", "Netherlands", CR, lambda f, l: dict(
        company=f"{l} Fruitverwerking B.V.", contact_name=f"{f} {l}",
        contact_title="Inkoper grondstoffen",
        email=f"t.{ascii_(l)}@{ascii_(l)}-fruit.nl", website=f"https://www.{ascii_(l)}-fruit.nl"))
    add(4, "uk_UA", "F", "Ukraine", FL, lambda f, l: dict(
        company=f"ТОВ «{l} Фуд Імпорт»", contact_name=f"{f} {l}",
        contact_title="Менеджерка із закупівель",
        email="zakupivli@dzhus-food.com.ua", website="https://dzhus-food.com.ua",
        notes="Imports smoked fish for supermarket chains in Lviv and Kyiv; asked whether the "
              "flounder can travel by reefer truck via Poland."))
    add(5, "ko_KR", "F", "South Korea", GL, lambda f, l: dict(
        company="김해목구조 주식회사", contact_name=f"{l}{f}", contact_title="자재구매팀장",
        email="purchase@gimhaewood.co.kr", website="https://www.gimhaewood.co.kr"))
    add(6, "zh_CN", "M", "China", CR, lambda f, l: dict(
        company=f"青岛{l}氏食品有限公司", contact_name=f"{l}{f}", contact_title="采购主管",
        email="caigou@zhengshi-food.cn", website="https://www.zhengshi-food.cn",
        notes="Makes dried sweetened cranberries for bakeries; needs IQF whole berries, "
              "asked for the EU organic certificate and a GACC registration number."))
    add(7, "he_IL", "F", "Israel", GL, lambda f, l: dict(
        company=f'{l} הנדסת עץ בע"מ', contact_name=f"{f} {l}", contact_title="רכזת רכש",
        email="rechesh@kaplan-wood.co.il", website="https://www.kaplan-wood.co.il",
        notes="Builds pergolas and timber roofs; asked for fire-resistance test documents "
              "and whether the beams carry the Israeli Standards Institute (SII) mark."))
    add(8, "pl_PL", "M", "Poland", FL, lambda f, l: dict(
        company=f"{l} Ryby Wędzone sp. z o.o.", contact_name=f"{f} {l}",
        contact_title="Kierownik zakupów",
        email=f"zakupy@{ascii_(l)}-ryby.pl", website=f"https://www.{ascii_(l)}-ryby.pl"))
    add(9, "en_GB", "F", "United Kingdom", GL, lambda f, l: dict(
        company=f"{l} Timber Frame Ltd", contact_name=f"{f} {l}",
        contact_title="Procurement Manager",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}timberframe.co.uk",
        website=f"https://www.{ascii_(l)}timberframe.co.uk",
        notes="Met at Timber Expo, NEC Birmingham (Oct 2025). Needs UKCA-marked beams with "
              "PEFC chain of custody."))
    add(10, "el_GR", "F", "Greece", CR, lambda f, l: dict(
        company=f"Ζαχαροπλαστική {l} Α.Ε.", contact_name=f"{f} {l}",
        contact_title="Προϊσταμένη Προμηθειών",
        email="promithies@lioliopoulou.gr", website="https://www.lioliopoulou.gr"))
    add(11, "fi_FI", "M", "Finland", FL, lambda f, l: dict(
        company=f"Kalatukku {l} Oy", contact_name=f"{f} {l}", contact_title="Ostopäällikkö",
        email=f"{ascii_(f)}.{ascii_(l)}@kalatukku{ascii_(l)}.fi",
        website=f"https://www.kalatukku{ascii_(l)}.fi",
        notes="Asked whether the flounder is caught in the Gulf of Riga and for the catch "
              "certificate. Writes in Finnish or English."))
    add(12, "hy_AM", "M", "Armenia", GL, lambda f, l: dict(
        company=f"«{l} Շին» ՍՊԸ", contact_name=f"{f} {l}",
        contact_title="Գնումների բաժնի պետ",
        email="gnumner@atanesyan-shin.am", website="https://atanesyan-shin.am"))
    add(13, "fr_FR", "F", "France", CR, lambda f, l: dict(
        company=f"Confiturerie {l} SAS", contact_name=f"{f} {l}",
        contact_title="Acheteuse matières premières",
        email=f"{ascii_(f)}.{ascii_(l)}@confiturerie-{ascii_(l)}.fr",
        website=f"https://www.confiturerie-{ascii_(l)}.fr",
        notes="Rencontrée à Natexpo Paris (septembre 2025). Cherche des canneberges sauvages "
              "surgelées pour confiture bio ; demande un échantillon de 5 kg."))
    add(14, "nl_NL", "F", "Netherlands", FL, lambda f, l: dict(
        company=f"Visgroothandel {l} B.V.", contact_name=f"{f} {l}", contact_title="Inkoper vis",
        email=f"inkoop@{ascii_(l)}vis.nl", website=f"https://www.{ascii_(l)}vis.nl"))
    add(15, "zh_TW", "F", "Taiwan", CR, lambda f, l: dict(
        company=f"台中{l}氏烘焙原料有限公司", contact_name=f"{l}{f}", contact_title="採購課長",
        email="purchase@sun-bakery.com.tw", website="https://www.sun-bakery.com.tw",
        notes="Supplies bakeries in Taichung; wants frozen cranberries in 10 kg cartons and "
              "asked which documents Taiwan FDA needs for import."))

    # --- s2, s3, s4 ---
    add(16, "no_NO", "F", "Norway", PC, lambda f, l: dict(
        company=f"{l} Anodeverk AS", contact_name=f"{f} {l}", contact_title="Innkjøpssjef",
        email=f"{ascii_(f)}.{ascii_(l)}@anodeverk.no", website="https://www.anodeverk.no",
        notes="Anode plant in Mosjøen. Needs CPC with sulphur below 3.0% and real density "
              "of at least 2.08 g/cm3; asked for a 25 t trial lot."))
    add(17, "ar_SA", "M", "Saudi Arabia", DA, lambda f, l: dict(
        company=f"مؤسسة {l} للتجهيزات الفندقية", contact_name=f"{f} {l}",
        contact_title="مسؤول المشتريات",
        email="purchasing@alkharafi-hotel.sa", website="https://www.alkharafi-hotel.sa",
        notes="Supplies hotels in Riyadh; asked for brass dallahs with a gold finish in three "
              "sizes."))
    add(18, "en_GB", "F", "United Kingdom", SA, lambda f, l: dict(
        company=f"{l} & Hart Interiors Ltd", contact_name=f"{f} {l}",
        contact_title="Head of Buying",
        email=f"{ascii_(f)}@{ascii_(l)}andhart.co.uk", website=f"https://www.{ascii_(l)}andhart.co.uk"))
    add(19, "de_DE", "M", "Germany", SB, lambda f, l: dict(
        company=f"Klangwelt {l} e.K.", contact_name=f"{f} {l}", contact_title="Inhaber",
        email=f"info@klangwelt-{ascii_(l)}.de", website=f"https://www.klangwelt-{ascii_(l)}.de",
        notes="Kennengelernt auf der Ambiente Frankfurt (Februar 2026). Möchte handgeschmiedete "
              "Klangschalen in drei Größen, bittet um ein Muster."))
    add(20, "it_IT", "F", "Italy", NY, lambda f, l: dict(
        company=f"Filati {l} S.r.l.", contact_name=f"{f} {l}", contact_title="Responsabile acquisti",
        email=f"acquisti@filati{ascii_(l)}.it", website=f"https://www.filati{ascii_(l)}.it"))
    add(21, "th_TH", "F", "Thailand", WO, lambda f, l: dict(
        company=f"บริษัท {l}โอสถ จำกัด", contact_name=f"{f} {l}", contact_title="เจ้าหน้าที่จัดซื้อ",
        email="jadsue@chimphali-osot.co.th", website="https://www.chimphali-osot.co.th",
        notes="Makes herbal balm; needs natural wintergreen oil with methyl salicylate of at "
              "least 98% and a COA for the Thai FDA."))
    add(22, "es_ES", "F", "Spain", SH, lambda f, l: dict(
        company=f"Distribuciones {l} S.L.", contact_name=f"{f} {l}",
        contact_title="Responsable de Compras",
        email=f"compras@distribuciones{ascii_(l)}.es", website=f"https://www.distribuciones{ascii_(l)}.es"))
    add(23, "fr_FR", "M", "France", MO, lambda f, l: dict(
        company=f"Galerie {l} SARL", contact_name=f"{f} {l}", contact_title="Gérant",
        email=f"contact@galerie-{ascii_(l)}.fr", website=f"https://www.galerie-{ascii_(l)}.fr"))
    add(24, "en_US", "F", "United States", CO, lambda f, l: dict(
        company=f"{l} Seafood Imports LLC", contact_name=f"{f} {l}", contact_title="Seafood Buyer",
        email=f"{ascii_(f)[0]}{ascii_(l)}@{ascii_(l)}seafood.com", website=f"https://www.{ascii_(l)}seafood.com",
        notes="Met at Seafood Expo North America, Boston (March 2026). Wants skin-off cobia "
              "fillets, 8-10 oz, and asked for BAP certification."))
    add(25, "hi_IN", "M", "India", PC, lambda f, l: dict(
        company=f"{l} कार्बन्स प्राइवेट लिमिटेड", contact_name=f"{f} {l}",
        contact_title="वरिष्ठ क्रय अधिकारी",
        email="purchase@dasguptacarbons.in", website="https://www.dasguptacarbons.in"))
    add(26, None, "M", "Saudi Arabia", DA, lambda f, l: dict(
        company=f"{l} Home & Hospitality Trading Est.", contact_name=f"{f} {l}",
        contact_title="Purchasing Manager",
        email=f"{ascii_(f)}@{ascii_(l).replace('-', '')}home.com.sa",
        website=f"https://www.{ascii_(l).replace('-', '')}home.com.sa"))
    add(27, "fr_CH", "F", "Switzerland", SA, lambda f, l: dict(
        company=f"{l} Intérieurs SA", contact_name=f"{f} {l}", contact_title="Responsable des achats",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}-interieurs.ch",
        website=f"https://www.{ascii_(l)}-interieurs.ch"))
    add(28, "de_CH", "F", "Switzerland", SB, lambda f, l: dict(
        company=f"{l} Klangraum GmbH", contact_name=f"{f} {l}", contact_title="Geschäftsführerin",
        email=f"{ascii_(f)}.{ascii_(l)}@klangraum-{ascii_(l)}.ch",
        website=f"https://www.klangraum-{ascii_(l)}.ch"))
    add(29, "ja_JP", "F", "Japan", NY, lambda f, l: dict(
        company=f"{l}織物株式会社", contact_name=f"{l} {f}", contact_title="購買担当",
        email="kobai@ota-orimono.co.jp", website="https://www.ota-orimono.co.jp",
        notes="Interested in nettle yarn Nm 8/1 for hand-loomed scarves; asked for a 2 kg sample."))
    add(30, None, "F", "Philippines", WO, lambda f, l: dict(
        company=f"{l} Pharmaceutical Laboratories, Inc.", contact_name=f"{f} {l}",
        contact_title="Procurement Officer",
        email=f"procurement@{ascii_(l)}pharma.com.ph", website=f"https://www.{ascii_(l)}pharma.com.ph"))
    add(31, "es_ES", "M", "Spain", SH, lambda f, l: dict(
        company=f"Licores {l} Canarias S.A.", contact_name=f"{f} {l}", contact_title="Jefe de Compras",
        email=f"{ascii_(f)}.{ascii_(l)}@licores{ascii_(l)}.es", website=f"https://www.licores{ascii_(l)}.es"))
    add(32, "en_US", "F", "United States", MO, lambda f, l: dict(
        company=f"{l} Textile Arts, Inc.", contact_name=f"{f} {l}", contact_title="Collections Buyer",
        email=f"{ascii_(f)}@{ascii_(l)}textilearts.com", website=f"https://www.{ascii_(l)}textilearts.com"))
    add(33, "es_ES", "M", "Spain", CO, lambda f, l: dict(
        company=f"Congelados {l} S.L.", contact_name=f"{f} {l}", contact_title="Comprador de pescado",
        email=f"compras@congelados{ascii_(l)}.es", website=f"https://www.congelados{ascii_(l)}.es"))
    add(34, None, "M", "Egypt", PC, lambda f, l: dict(
        company=f"شركة {l} للكربون والجرافيت", contact_name=f"{f} {l}",
        contact_title="مدير إدارة المشتريات",
        email="purchasing@sorour-carbon.com.eg", website="https://www.sorour-carbon.com.eg",
        notes="Anode plant near Nag Hammadi; wants CPC in bulk, 5,000 t a quarter, CFR Safaga."))
    add(35, "tr_TR", "F", "Turkey", DA, lambda f, l: dict(
        company=f"{l} Ev Gereçleri A.Ş.", contact_name=f"{f} {l}",
        contact_title="Satın Alma Sorumlusu",
        email=f"satinalma@{ascii_(l)}evgerecleri.com.tr", website=f"https://www.{ascii_(l)}evgerecleri.com.tr"))
    add(36, "en_AU", "M", "Australia", SA, lambda f, l: dict(
        company=f"{l} Homewares Pty Ltd", contact_name=f"{f} {l}", contact_title="Buying Manager",
        email=f"{ascii_(f)}.{ascii_(l)}@{ascii_(l)}homewares.com.au",
        website=f"https://www.{ascii_(l)}homewares.com.au",
        notes="Met at Life Instyle Sydney (Feb 2026). Wants cushion covers in the traditional "
              "red and black Sadu patterns."))
    add(37, "en_GB", "F", "United Kingdom", SB, lambda f, l: dict(
        company=f"{l} Sound Healing Ltd", contact_name=f"{f} {l}", contact_title="Director",
        email=f"{ascii_(f)}@{ascii_(l)}soundhealing.co.uk",
        website=f"https://www.{ascii_(l)}soundhealing.co.uk"))
    add(38, "pl_PL", "F", "Poland", NY, lambda f, l: dict(
        company=f"Pracownia Dziewiarska {l} sp.j.", contact_name=f"{f} {l}",
        contact_title="Właścicielka",
        email=f"pracownia@{ascii_(l)}-dziewiarska.pl", website=f"https://www.{ascii_(l)}-dziewiarska.pl"))
    add(39, "vi_VN", "F", "Vietnam", WO, lambda f, l: dict(
        company=f"Công ty TNHH Dược phẩm {l} Gia", contact_name=f"{l} Thị {f}",
        contact_title="Chuyên viên mua hàng",
        email="muahang@duocphamlegia.vn", website="https://www.duocphamlegia.vn",
        notes="Makes medicated oil (dầu gió); asked for the oil in 180 kg drums and a certificate "
              "of origin."))
    add(40, "en_US", "M", "United States", SH, lambda f, l: dict(
        company=f"{l} Spirits Distributors, Inc.", contact_name=f"{f} {l}",
        contact_title="Category Manager, Spirits",
        email=f"{ascii_(f)[0]}{ascii_(l)}@{ascii_(l)}spirits.com", website=f"https://www.{ascii_(l)}spirits.com"))
    return out


SENDERS = """\
[senders.s1]
company = "AS Sindi Mets ja Meri"
name = "Tõnis Õunapuu"
title = "Välismüügijuht"
email = "tonis.ounapuu@sindimetsjameri.ee"
phone = "+372 444 7316"
website = "https://www.sindimetsjameri.ee"
country = "Estonia"
city = "Pärnu"
categories = ["frozen cranberries", "glulam beams", "smoked flounder"]

[senders.s2]
company = "Failaka Heritage & Carbon Trading Co. K.S.C.C."
name = "Hessa Yousef Al-Roumi"
title = "مديرة تطوير الأعمال الدولية"
email = "h.alroumi@failaka-hc.com.kw"
phone = "+965 2391 4482"
website = "https://www.failaka-hc.com.kw"
country = "Kuwait"
city = "Fahaheel"
categories = ["calcined petroleum coke", "dallah coffee pots", "Sadu cushion covers"]

[senders.s3]
company = "Phewa Dhatu Jadibuti Udyog Pvt. Ltd."
name = "Pramila Thapa Magar"
title = "Senior Export Officer"
email = "pramila@phewadhatu.com.np"
phone = "+977 61 465208"
website = "https://www.phewadhatu.com.np"
country = "Nepal"
city = "Pokhara"
categories = ["singing bowls", "nettle yarn", "wintergreen oil"]

[senders.s4]
company = "Azuero Caña y Mar, S.A."
name = "Yaritza Itzel Domínguez Cedeño"
title = "Gerente de Negocios Internacionales"
email = "ydominguez@azuerocanaymar.com.pa"
phone = "+507 996 4173"
website = "https://www.azuerocanaymar.com.pa"
country = "Panama"
city = "Chitré"
categories = ["seco herrerano", "mola panels", "frozen cobia fillets"]
"""


def main() -> None:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    w.writeheader()
    for rec in rows():
        w.writerow({k: rec[k] for k in COLUMNS})
    (HERE / "buyers.csv").write_text(buf.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
