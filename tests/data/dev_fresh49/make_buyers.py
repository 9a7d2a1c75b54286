"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of the
forty-ninth fresh set. Seeded faker: every row has its own Faker seeded SEED + row number, so a
row does not change when another is edited. Byte-reproducible (faker 40.63.0).

Run:  .venv/bin/python tests/data/dev_fresh49/make_buyers.py
"""
from __future__ import annotations

import csv
import io
from pathlib import Path

from faker import Faker

SEED = 5902418
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# s1 (Malta) sells these three: 5 buyers each, P001-P015 (the model runs' buyers).
GALLETTI, PASTIZZI, CORDIAL = "galletti crackers", "frozen pastizzi", "prickly pear cordial"
# s2 (Jordan), s3 (Mongolia), s4 (Honduras)
POTASH, BROMINE, MOSAIC = "muriate of potash", "liquid bromine", "mosaic tabletops"
COAL, CASINGS, HORSE = "coking coal", "salted natural casings", "frozen horse meat"
JICAMA, ROSIN, MORRO = "fresh jicama", "gum rosin", "morro seeds"

# Hand lists where faker has no locale (Kazakh) or gives English names (the Gulf), drawn with the
# row's own seeded generator.
KAZAKH_GIVEN_M = ["Ерлан", "Нурлан", "Айдос", "Бауыржан", "Серик", "Асхат"]
KAZAKH_FAMILY_M = ["Жумабеков", "Нурпеисов", "Сейтказиев", "Омаров", "Абенов", "Тулегенов"]
EMIRATI_GIVEN_AR = ["سالم", "حمد", "خليفة", "مروان", "عبدالله"]
EMIRATI_FAMILY_AR = ["الكعبي", "المهيري", "الفلاسي", "الشامسي", "الظاهري"]
EMIRATI_GIVEN = ["Khalid", "Saeed", "Omar", "Rashid", "Hamdan"]
EMIRATI_FAMILY = ["Al Mazrouei", "Al Shamsi", "Al Nuaimi", "Al Ketbi", "Al Suwaidi"]
SALVADORAN_GIVEN_F = ["Elvira", "Roxana", "Xiomara", "Ingrid", "Marleny"]
SALVADORAN_FAMILY = ["Villagómez", "Menjívar", "Portillo", "Alvarenga", "Quintanilla"]

# Latin forms of the native-script family names, for e-mail domains (hand-written per row).
LATIN = {
    "גרינברג": "greenberg", "Κανελλής": "kanellis", "近藤": "kondo", "ขันธุลา": "khanthula",
    "الكعبي": "alkaabi", "المهيري": "almheiri", "الفلاسي": "alfalasi", "الشامسي": "alshamsi",
    "الظاهري": "aldhaheri", "रोद्रिगुएस": "rodrigues", "刘": "liu", "जाधव": "jadhav", "顏": "yen",
    "伊藤": "ito", "서": "seo", "王": "wang", "Дешановски": "deshanovski",
}


def ascii_slug(text: str) -> str:
    table = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "é": "e", "è": "e",
                           "ê": "e", "ç": "c", "ó": "o", "í": "i", "á": "a", "ã": "a", "ł": "l",
                           "ś": "s", "ą": "a", "ę": "e", "ż": "z", "ź": "z", "ć": "c", "ń": "n",
                           "ğ": "g", "ı": "i", "ş": "s", "ù": "u", "ũ": "u", "ư": "u", "ơ": "o",
                           "ỹ": "y", "đ": "d", "â": "a", "ô": "o", "ú": "u"})
    out = text.lower().translate(table)
    return "".join(c for c in out if c.isalnum() or c in "-.")


def draw(i: int, locale: str, gender: str) -> tuple[Faker, str, str]:
    fk = Faker(locale)
    fk.seed_instance(SEED + i)
    given = fk.first_name_female() if gender == "f" else fk.first_name_male()
    if gender == "f" and hasattr(fk, "last_name_female"):
        family = fk.last_name_female()
    else:
        family = fk.last_name()
    return fk, given, family


def rows() -> list[dict[str, str]]:
    out: list[dict[str, str]] = []

    def add(company, contact, title, email, country, category, website, notes=""):
        out.append(dict(buyer_id=f"P{len(out) + 1:03d}", company=company, contact_name=contact,
                        contact_title=title, email=email, country=country,
                        product_category=category, website=website, notes=notes))

    # ---- s1 (Malta): galletti crackers --------------------------------------------------
    _, g, f = draw(1, "en_GB", "m")
    add(f"{f} Fine Foods Ltd", f"{g} {f}", "Buying Manager",
        f"{g.lower()}.{f.lower()}@{f.lower()}finefoods.co.uk", "United Kingdom", GALLETTI,
        f"https://www.{f.lower()}finefoods.co.uk",
        "Met at IFE London in March; asked for a price list and shelf-life data.")
    _, g, f = draw(2, "en_AU", "f")
    add(f"{f} Continental Pty Ltd", f"{g} {f}", "Purchasing Officer",
        f"{g.lower()}@{f.lower()}continental.com.au", "Australia", GALLETTI,
        f"https://www.{f.lower()}continental.com.au")
    _, g, f = draw(3, "de_DE", "f")
    add(f"{f} Feinkost GmbH", f"{g} {f}", "Leiterin Einkauf",
        f"{ascii_slug(g)[0]}.{ascii_slug(f)}@{ascii_slug(f)}-feinkost.de", "Germany", GALLETTI,
        f"https://www.{ascii_slug(f)}-feinkost.de",
        "Auf der ISM in Köln kennengelernt; möchte Muster von drei Sorten.")
    _, g, f = draw(4, "he_IL", "f")
    add(f'{f} יבוא ושיווק בע"מ', f"{g} {f}", "מנהלת רכש",
        f"purchasing@{LATIN[f]}-import.co.il", "Israel", GALLETTI,
        f"https://www.{LATIN[f]}-import.co.il",
        "Needs a kosher certificate for every product before listing.")
    _, g, f = draw(5, "ko_KR", "m")
    add("주식회사 미래델리", f"{f}{g}", "구매팀 과장", "purchase@miraedeli.co.kr", "South Korea",
        GALLETTI, "https://www.miraedeli.co.kr")
    # ---- s1: frozen pastizzi ------------------------------------------------------------
    _, g, f = draw(6, "en_AU", "m")
    add(f"{f} Bakery Supplies Pty Ltd", f"{g} {f}", "Operations & Purchasing Manager",
        f"{g.lower()}.{f.lower()}@{f.lower()}bakery.com.au", "Australia", PASTIZZI,
        f"https://www.{f.lower()}bakery.com.au",
        "Customers: Maltese clubs and cafés in Melbourne's west (Sunshine, St Albans).")
    _, g, f = draw(7, "en_CA", "f")
    add(f"{f} Foods Inc.", f"{g} {f}", "Category Manager, Frozen",
        f"{g[0].lower()}{f.lower()}@{f.lower()}foods.ca", "Canada", PASTIZZI,
        f"https://www.{f.lower()}foods.ca",
        "Met at SIAL Canada in Toronto; labels must be bilingual (English and French).")
    _, g, f = draw(8, "en_GB", "m")
    add(f"{f} Frozen Foods Ltd", f"{g} {f}", "Head of Buying",
        f"{g.lower()}@{f.lower()}frozen.co.uk", "United Kingdom", PASTIZZI,
        f"https://www.{f.lower()}frozen.co.uk")
    _, g, f = draw(9, "en_US", "f")
    add(f"{f} Imports LLC", f"{g} {f}", "Purchasing Manager",
        f"{g.lower()}.{f.lower()}@{f.lower()}imports.com", "United States", PASTIZZI,
        f"https://www.{f.lower()}imports.com",
        "Asked for the FDA facility registration and a CIF New York quote for a 20 ft reefer.")
    _, g, f = draw(10, "el_GR", "f")
    firm = "Κανελλής"  # the firm carries the father's (masculine) form of her family name
    add(f"{firm} Τρόφιμα Λτδ", f"{g} {f}", "Υπεύθυνη Αγορών",
        f"purchasing@{LATIN[firm]}-foods.com.cy", "Cyprus", PASTIZZI,
        f"https://www.{LATIN[firm]}-foods.com.cy")
    # ---- s1: prickly pear cordial -------------------------------------------------------
    _, g, f = draw(11, "it_IT", "m")
    add(f"{f} Bevande S.r.l.", f"{g} {f}", "Responsabile Acquisti",
        f"{g.lower()}.{f.lower()}@{f.lower()}bevande.it", "Italy", CORDIAL,
        f"https://www.{f.lower()}bevande.it",
        "Conosciuto al Cibus di Parma; chiede listino e schede tecniche.")
    _, g, f = draw(12, "nl_NL", "f")
    add(f"{f} Dranken B.V.", f"{g} {f}", "Inkoper dranken",
        f"{g.lower()}@{f.lower()}dranken.nl", "Netherlands", CORDIAL,
        f"https://www.{f.lower()}dranken.nl",
        "Supplies organic and health-food shops; needs an EU organic certificate.")
    _, g, f = draw(13, "ja_JP", "m")
    add(f"株式会社{f}商店", f"{f} {g}", "購買部課長", f"kobai@{LATIN[f]}-shoten.co.jp", "Japan",
        CORDIAL, f"https://www.{LATIN[f]}-shoten.co.jp",
        "Met at FOODEX Japan (Makuhari); asked for an ingredient list in Japanese.")
    _, g, f = draw(14, "th_TH", "f")
    add(f"บริษัท {f} เทรดดิ้ง จำกัด", f"{g} {f}", "หัวหน้าฝ่ายจัดซื้อ",
        f"purchasing@{LATIN[f]}trading.co.th", "Thailand", CORDIAL,
        f"https://www.{LATIN[f]}trading.co.th")
    fk = Faker("ar_AA")
    fk.seed_instance(SEED + 15)
    g, f = fk.random_element(EMIRATI_GIVEN_AR), fk.random_element(EMIRATI_FAMILY_AR)
    add(f"شركة {f} للمواد الغذائية ذ.م.م", f"{g} {f}", "مدير المشتريات",
        f"purchasing@{LATIN[f]}-foods.ae", "United Arab Emirates", CORDIAL,
        f"https://www.{LATIN[f]}-foods.ae",
        "Met at Gulfood Dubai; needs a halal certificate and Arabic back labels.")
    # ---- s2 (Jordan): muriate of potash -------------------------------------------------
    _, g, f = draw(16, "hi_IN", "m")
    add(f"{f} एग्रो केमिकल्स प्राइवेट लिमिटेड", f"{g} {f}", "क्रय प्रमुख",
        f"purchase@{LATIN[f]}-agrochem.in", "India", POTASH, f"https://www.{LATIN[f]}-agrochem.in")
    _, g, f = draw(17, "pt_BR", "f")
    add(f"Fertilizantes {f} Ltda.", f"{g} {f}", "Gerente de Suprimentos",
        f"{ascii_slug(g)}@fertilizantes{ascii_slug(f)}.com.br",
        "Brazil", POTASH, f"https://www.fertilizantes{ascii_slug(f)}.com.br",
        "Met at Agrishow in Ribeirão Preto; prefers to write in Portuguese or Spanish.")
    _, g, f = draw(18, "vi_VN", "f")
    add(f"Công ty TNHH Phân bón {f} Anh", f"{f} Thị {g}", "Trưởng phòng Mua hàng",
        f"{ascii_slug(g)}.{ascii_slug(f)}@phanbon{ascii_slug(f)}anh.vn", "Vietnam", POTASH,
        f"https://www.phanbon{ascii_slug(f)}anh.vn")
    # ---- s2: liquid bromine -------------------------------------------------------------
    _, g, f = draw(19, "zh_CN", "m")
    add(f"潍坊{f}氏化工有限公司", f"{f}{g}", "采购部经理", f"caigou@wf{LATIN[f]}chem.cn", "China",
        BROMINE, f"https://www.wf{LATIN[f]}chem.cn")
    _, g, f = draw(20, "mr_IN", "f")
    add(f"{f} केमिकल्स प्रायव्हेट लिमिटेड", f"{g} {f}", "खरेदी व्यवस्थापक",
        f"purchase@{LATIN[f]}chemicals.in", "India", BROMINE,
        f"https://www.{LATIN[f]}chemicals.in")
    _, g, f = draw(21, "zh_TW", "m")
    add(f"{f}記化工股份有限公司", f"{f}{g}", "採購課長", f"purchasing@{LATIN[f]}chem.com.tw",
        "Taiwan", BROMINE, f"https://www.{LATIN[f]}chem.com.tw")
    # ---- s2: mosaic tabletops -----------------------------------------------------------
    _, g, f = draw(22, "fr_FR", "f")
    add(f"{f} Intérieurs SAS", f"{g} {f}", "Acheteuse mobilier",
        f"{ascii_slug(g)}.{ascii_slug(f)}@{ascii_slug(f)}-interieurs.fr", "France", MOSAIC,
        f"https://www.{ascii_slug(f)}-interieurs.fr",
        "Met at Maison&Objet Paris in January; looking for round tops of 60 and 80 cm.")
    _, g, f = draw(23, "fr_CH", "m")
    add(f"{f} Déco Sàrl", f"{g} {f}", "Gérant", f"{ascii_slug(g)}@{ascii_slug(f)}-deco.ch",
        "Switzerland", MOSAIC, f"https://www.{ascii_slug(f)}-deco.ch")
    # ---- s3 (Mongolia): coking coal -----------------------------------------------------
    _, g, f = draw(24, "ja_JP", "m")
    add(f"{f}鉱産株式会社", f"{f} {g}", "原料部長", f"genryo@{LATIN[f]}-kosan.co.jp", "Japan", COAL,
        f"https://www.{LATIN[f]}-kosan.co.jp",
        "Asked for CSR, ash and sulphur figures; delivery through Tianjin.")
    _, g, f = draw(25, "ko_KR", "m")
    add("주식회사 서해스틸", f"{f}{g}", "원료구매팀장", "rawmaterial@seohaesteel.co.kr",
        "South Korea", COAL, "https://www.seohaesteel.co.kr")
    _, g, f = draw(26, "zh_CN", "f")
    add(f"包头{f}氏钢铁有限公司", f"{f}{g}", "原料采购经理", f"caigou@bt{LATIN[f]}steel.cn", "China",
        COAL, f"https://www.bt{LATIN[f]}steel.cn")
    # ---- s3: salted natural casings -----------------------------------------------------
    _, g, f = draw(27, "de_DE", "m")
    add(f"{f} Naturdärme GmbH & Co. KG", f"{g} {f}", "Einkäufer",
        f"{ascii_slug(g)}.{ascii_slug(f)}@{ascii_slug(f)}-naturdaerme.de", "Germany", CASINGS,
        f"https://www.{ascii_slug(f)}-naturdaerme.de",
        "Met at IFFA Frankfurt; wants sheep casings 20/22 and 22/24 mm.")
    _, g, f = draw(28, "pl_PL", "f")
    add(f"{f} Osłonki Sp. z o.o.", f"{g} {f}", "Kierowniczka Zakupów",
        f"{ascii_slug(g)}.{ascii_slug(f)}@{ascii_slug(f)}-oslonki.pl", "Poland", CASINGS,
        f"https://www.{ascii_slug(f)}-oslonki.pl")
    _, g, f = draw(29, "mk_MK", "m")
    add(f"{f} Месна Индустрија ДООЕЛ", f"{g} {f}", "Менаџер за набавки",
        f"nabavki@{LATIN[f]}.mk", "North Macedonia", CASINGS, f"https://www.{LATIN[f]}.mk")
    # ---- s3: frozen horse meat ----------------------------------------------------------
    fk = Faker("ru_RU")
    fk.seed_instance(SEED + 30)
    g, f = fk.random_element(KAZAKH_GIVEN_M), fk.random_element(KAZAKH_FAMILY_M)
    add("ТОО «Сарыарқа Ет»", f"{g} {f}", "Директор по закупкам", "zakup@saryarka-et.kz",
        "Kazakhstan", HORSE, "https://www.saryarka-et.kz",
        "Halal required; met at Foodexpo Qazaqstan in Almaty.")
    _, g, f = draw(31, "nl_BE", "m")
    add(f"{f} Vleeshandel BV", f"{g} {f}", "Aankoper",
        f"{ascii_slug(g)}@{ascii_slug(f)}-vlees.be", "Belgium", HORSE,
        f"https://www.{ascii_slug(f)}-vlees.be")
    _, g, f = draw(32, "de_CH", "m")
    add(f"{f} Fleisch AG", f"{g} {f}", "Leiter Beschaffung",
        f"{ascii_slug(g)[0]}.{ascii_slug(f)}@{ascii_slug(f)}-fleisch.ch", "Switzerland", HORSE,
        f"https://www.{ascii_slug(f)}-fleisch.ch")
    # ---- s4 (Honduras): fresh jicama ----------------------------------------------------
    _, g, f = draw(33, "fr_CA", "m")
    add(f"Les Importations {f} inc.", f"{g} {f}", "Acheteur, fruits et légumes exotiques",
        f"{ascii_slug(g)}.{ascii_slug(f)}@importations{ascii_slug(f)}.ca", "Canada", JICAMA,
        f"https://www.importations{ascii_slug(f)}.ca",
        "Préfère écrire en français ; veut un prix FOB Puerto Cortés.")
    _, g, f = draw(34, "nl_NL", "m")
    add("Exotic Fresh Westland B.V.", f"{g} {f}", "Inkoper exoten",
        f"{ascii_slug(g)}@exoticfreshwestland.nl", "Netherlands", JICAMA,
        "https://www.exoticfreshwestland.nl")
    _, g, f = draw(35, "fr_BE", "f")
    add(f"{f} Primeurs SRL", f"{g} {f}", "Responsable achats",
        f"{ascii_slug(g)}.{ascii_slug(f)}@{ascii_slug(f)}-primeurs.be", "Belgium", JICAMA,
        f"https://www.{ascii_slug(f)}-primeurs.be")
    # ---- s4: gum rosin ------------------------------------------------------------------
    _, g, f = draw(36, "vi_VN", "m")
    add(f"Công ty Cổ phần Giấy {f} Gia", f"{f} Văn {g}", "Phó phòng Vật tư",
        f"{ascii_slug(g)}.{ascii_slug(f)}@giay{ascii_slug(f)}gia.vn", "Vietnam", ROSIN,
        f"https://www.giay{ascii_slug(f)}gia.vn")
    _, g, f = draw(37, "tr_TR", "m")
    add(f"{f} Kimya San. ve Tic. A.Ş.", f"{g} {f}", "Satın Alma Müdürü",
        f"{ascii_slug(g)}.{ascii_slug(f)}@{ascii_slug(f)}kimya.com.tr", "Turkey", ROSIN,
        f"https://www.{ascii_slug(f)}kimya.com.tr",
        "Needs WW grade, softening point 76 °C minimum; asked for a price on a 20 t trial lot.")
    fk = Faker("en_US")
    fk.seed_instance(SEED + 38)
    g, f = fk.random_element(EMIRATI_GIVEN), fk.random_element(EMIRATI_FAMILY)
    add(f"{f} Adhesives Industries L.L.C.", f"{g} {f}", "Procurement Manager",
        f"procurement@{ascii_slug(f.replace(' ', ''))}adhesives.ae", "United Arab Emirates", ROSIN,
        f"https://www.{ascii_slug(f.replace(' ', ''))}adhesives.ae")
    # ---- s4: morro seeds ----------------------------------------------------------------
    fk = Faker("es_MX")
    fk.seed_instance(SEED + 39)
    g, f = fk.random_element(SALVADORAN_GIVEN_F), fk.random_element(SALVADORAN_FAMILY)
    add(f"Distribuidora {f}, S.A. de C.V.", f"{g} {f}", "Jefa de Compras",
        f"compras@distribuidora{ascii_slug(f)}.com.sv", "El Salvador", MORRO,
        f"https://www.distribuidora{ascii_slug(f)}.com.sv",
        "Buys morro seed for horchata mixes; asked for a 5 kg sample.")
    _, g, f = draw(40, "en_US", "m")
    add("Lone Star Latin Foods, Inc.", f"{g} {f}", "Senior Buyer",
        f"{g[0].lower()}{f.lower()}@lonestarlatinfoods.com", "United States", MORRO,
        "https://www.lonestarlatinfoods.com")
    return out


SENDERS = """\
# The four exporters of the forty-ninth fresh set. `categories` are what each sells; `city` is
# for the README and the e-mails (sales-dlm's sender profile has no city field).

[senders.s1]
company = "Bir id-Deheb Foods Ltd"
name = "Marthese Grech Azzopardi"
title = "Head of Export Sales"
email = "marthese.grech@birideheb-foods.com.mt"
phone = "+356 2167 4418"
website = "https://www.birideheb-foods.com.mt"
country = "Malta"
city = "Żejtun"
categories = ["galletti crackers", "frozen pastizzi", "prickly pear cordial"]

[senders.s2]
company = "Madaba Turath Trading Co. Ltd."
name = "Lina Fawwaz Twal"
title = "مديرة المبيعات الخارجية"
email = "l.twal@madabaturath.jo"
phone = "+962 5 324 6180"
website = "https://www.madabaturath.jo"
country = "Jordan"
city = "Madaba"
categories = ["muriate of potash", "liquid bromine", "mosaic tabletops"]

[senders.s3]
company = "Kharaa Trade LLC"
name = "Gankhuyag Bat-Erdene"
title = "Гадаад худалдааны менежер"
email = "bat-erdene@kharaatrade.mn"
phone = "+976 7037 2245"
website = "https://www.kharaatrade.mn"
country = "Mongolia"
city = "Darkhan"
categories = ["coking coal", "salted natural casings", "frozen horse meat"]

[senders.s4]
company = "Agroexportadora Golfo de Fonseca, S. de R.L."
name = "Glenda Marisol Zelaya Banegas"
title = "Gerente de Ventas de Exportación"
email = "gzelaya@golfodefonseca.hn"
phone = "+504 2782 3391"
website = "https://www.golfodefonseca.hn"
country = "Honduras"
city = "Choluteca"
categories = ["fresh jicama", "gum rosin", "morro seeds"]
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
