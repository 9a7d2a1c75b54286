"""Write buyers.csv (40 fictional buyers) and senders.toml (4 exporters) of the 24th fresh set.

Seeded and byte-reproducible: each row has its own Faker instance seeded SEED + row number, in
the locale and with the contact's gender fixed per row below; the contact's names are drawn, the
company, title, mailbox, website and note are written per market by hand around them. The two
Malaysian rows draw from short hand lists with the row's seeded generator (faker 40.63.0 has no
ms_MY locale).

Run:  .venv/bin/python tests/data/dev_fresh24/make_buyers.py
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 2957311
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

GUM, ADIRE, CATFISH = "gum arabic", "adire textiles", "smoked catfish"
ROSE, PP, CAMEL = "Taif rose water", "polypropylene granules", "camel milk powder"
BRYNDZA, WAFERS, MAJOLICA = "bryndza sheep cheese", "spa wafers", "majolica pottery"
CANARIUM, TAMANU, SEACUC = "canarium nuts", "tamanu oil", "dried sea cucumber"

MALAY_GIVEN = ["Nurul Huda", "Siti Aishah", "Nor Azlina", "Farah Adibah", "Aminah"]
MALAY_FATHER = ["Ismail", "Kamaruddin", "Abdul Rahman", "Zulkifli", "Hashim"]
MY_CHINESE_FAMILY = ["Tan", "Lim", "Ooi", "Khoo", "Goh"]
MY_CHINESE_GIVEN = ["Kah Seng", "Wei Ming", "Boon Hock", "Chee Keong", "Soon Huat"]


def ascii_fold(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()


def slug(text: str) -> str:
    return "".join(ch for ch in ascii_fold(text) if ch.isalnum())


def names(row: int, locale: str, gender: str) -> tuple[str, str]:
    """(given name, family name) drawn by the row's own seeded faker."""
    fk = Faker(locale)
    fk.seed_instance(SEED + row)
    given = fk.first_name_female() if gender == "f" else fk.first_name_male()
    try:
        family = fk.last_name_female() if gender == "f" else fk.last_name_male()
    except AttributeError:
        family = fk.last_name()
    return given, family


def hand(row: int, *lists: list[str]) -> list[str]:
    fk = Faker("en_GB")
    fk.seed_instance(SEED + row)
    return [fk.random_element(options) for options in lists]


def rows() -> list[list[str]]:
    out = []

    def add(company, contact, title, email, country, category, website, note=""):
        out.append([f"P{len(out) + 1:03d}", company, contact, title, email, country, category,
                    website, note])

    # --- gum arabic (s1) -------------------------------------------------------------------
    g, f = names(1, "fr_FR", "f")
    add(f"{f} Hydrocolloïdes SAS", f"{g} {f}", "Acheteuse matières premières",
        f"{slug(g)}.{slug(f)}@{slug(f)}-hydrocolloides.fr", "France", GUM,
        f"https://www.{slug(f)}-hydrocolloides.fr",
        "Met at Fi Europe in Frankfurt; asked for the E414 specification sheet and a certificate "
        "of origin for each lot.")
    g, f = names(2, "de_DE", "m")
    add(f"{f} Lebensmittelzusatzstoffe GmbH & Co. KG", f"{g} {f}", "Leiter Einkauf Rohstoffe",
        f"{slug(g)[0]}.{slug(f)}@{slug(f)}-zusatzstoffe.de", "Germany", GUM,
        f"https://www.{slug(f)}-zusatzstoffe.de")
    g, f = names(3, "en_US", "f")
    add(f"{f} Flavor Systems, Inc.", f"{g} {f}", "Senior Procurement Specialist",
        f"{slug(g)[0]}{slug(f)}@{slug(f)}flavor.com", "United States", GUM,
        f"https://www.{slug(f)}flavor.com",
        "Asked for a sample of the kibbled grade and an allergen statement; uses gum arabic in "
        "beverage emulsions for soft-drink bottlers.")
    g, f = names(4, "hi_IN", "m")
    add(f"{f} फार्मा एक्सिपिएंट्स प्राइवेट लिमिटेड", f"{g} {f}", "क्रय प्रमुख",
        "purchase@dwivedi-excipients.in", "India", GUM, "https://www.dwivedi-excipients.in")
    g, f = names(5, "ja_JP", "m")
    add(f"{f}香料株式会社", f"{f}{g}", "購買部長", "kobai@okada-koryo.co.jp", "Japan", GUM,
        "https://www.okada-koryo.co.jp")
    # --- adire textiles (s1) ---------------------------------------------------------------
    g, f = names(6, "en_GB", "f")
    add(f"{f} Fabric House Ltd", f"{g} {f}", "Head Buyer",
        f"{slug(g)}@{slug(f)}fabrichouse.co.uk", "United Kingdom", ADIRE,
        f"https://www.{slug(f)}fabrichouse.co.uk",
        "Met at Pure London in February; wants indigo adire yardage for cushion covers and "
        "quilts.")
    g, f = names(7, "nl_NL", "m")
    add(f"{f} Stoffen B.V.", f"{g} {f}", "Inkoper stoffen",
        f"{slug(g)}@{slug(f)}stoffen.nl", "Netherlands", ADIRE, f"https://www.{slug(f)}stoffen.nl")
    g, f = names(8, "pt_BR", "f")
    add(f"{f} Tecidos Afro Ltda.", f"{g} {f}", "Compradora",
        f"{slug(g)}@{slug(f)}tecidosafro.com.br", "Brazil", ADIRE,
        f"https://www.{slug(f)}tecidosafro.com.br",
        "Interested in adire eleko (cassava-paste resist); asked for a price list in "
        "Portuguese or English.")
    g, f = names(9, "zu_ZA", "m")
    add(f"{f} Fabrics (Pty) Ltd", f"{g} {f}", "Procurement Manager",
        f"{slug(g)}.{slug(f)}@{slug(f)}fabrics.co.za", "South Africa", ADIRE,
        f"https://www.{slug(f)}fabrics.co.za")
    g, f = names(10, "fr_CA", "f")
    add(f"Tissus {f} inc.", f"{g} {f}", "Acheteuse principale",
        f"{slug(g)}.{slug(f)}@tissus{slug(f)}.ca", "Canada", ADIRE, f"https://tissus{slug(f)}.ca",
        "Souhaite recevoir des échantillons d'adire oniko ; préfère la correspondance en "
        "français.")
    # --- smoked catfish (s1) ---------------------------------------------------------------
    g, f = names(11, "en_GB", "m")
    add(f"{f} World Foods Ltd", f"{g} {f}", "Purchasing Manager",
        f"{slug(g)}.{slug(f)}@{slug(f)}worldfoods.co.uk", "United Kingdom", CATFISH,
        f"https://www.{slug(f)}worldfoods.co.uk",
        "Met at IFE London; needs the port health paperwork and shelf-life data before a first "
        "order.")
    g, f = names(12, "en_CA", "f")
    add(f"{f} Global Foods Inc.", f"{g} {f}", "Category Buyer, Frozen & Dried",
        f"{slug(g)}.{slug(f)}@{slug(f)}globalfoods.ca", "Canada", CATFISH,
        f"https://www.{slug(f)}globalfoods.ca")
    g, f = names(13, "nl_BE", "m")
    add(f"{f} Exotic Foods BV", f"{g} {f}", "Zaakvoerder",
        f"{slug(g)}@{slug(f)}exoticfoods.be", "Belgium", CATFISH,
        f"https://www.{slug(f)}exoticfoods.be",
        "Ontmoet op Seafood Expo Global in Barcelona; wil weten in welke erkende inrichting de "
        "vis wordt gerookt.")
    g, f = names(14, "en_US", "m")
    add(f"{f} African Market LLC", f"{g} {f}", "Owner",
        f"{slug(g)}@{slug(f)}africanmarket.com", "United States", CATFISH,
        f"https://www.{slug(f)}africanmarket.com")
    g, f = names(15, "it_IT", "f")
    add(f"{f} Alimentari Etnici S.r.l.", f"{g} {f}", "Responsabile acquisti",
        f"{slug(g)[0]}.{slug(f)}@{slug(f)}etnici.it", "Italy", CATFISH,
        f"https://www.{slug(f)}etnici.it",
        "Asked for a quote for 200 cartons, CIF Genoa.")
    # --- Taif rose water (s2) --------------------------------------------------------------
    g, f = names(16, "ar_SA", "m")
    add(f"شركة {f} للعطور ذ.م.م", f"{g} {f}", "مدير المشتريات", "purchasing@muhaidib-perfumes.ae",
        "United Arab Emirates", ROSE, "https://www.muhaidib-perfumes.ae",
        "Met at Beautyworld Middle East in Dubai; wants Taif rose water in 250 ml bottles for "
        "its private label.")
    g, f = names(17, "el_GR", "f")
    add(f"Λουκουμοποιία {f} Ο.Ε.", f"{g} {f}", "Υπεύθυνη Προμηθειών",
        "info@kotsionopoulou-loukoumia.gr", "Greece", ROSE,
        "https://www.kotsionopoulou-loukoumia.gr")
    given, father = hand(18, MALAY_GIVEN, MALAY_FATHER)
    add(f"{given.split()[-1]} Wangian Sdn. Bhd.", f"{given} binti {father}", "Pengurus Perolehan",
        f"{slug(given)}@{slug(given.split()[-1])}wangian.com.my", "Malaysia", ROSE,
        f"https://www.{slug(given.split()[-1])}wangian.com.my",
        "Needs a halal certificate recognised by JAKIM for every lot.")
    # --- polypropylene granules (s2) -------------------------------------------------------
    g, f = names(19, "zh_CN", "m")
    add(f"宁波{f}氏塑业有限公司", f"{f}{g}", "采购总监", "caigou@chengshi-plastics.cn", "China", PP,
        "https://www.chengshi-plastics.cn",
        "Met at Chinaplas in Shanghai; wants an MFI 12 homopolymer grade for injection "
        "moulding.")
    g, f = names(20, "tr_TR", "m")
    add(f"{f} Plastik Ambalaj San. ve Tic. A.Ş.", f"{g} {f}", "Satın Alma Müdürü",
        f"{slug(g)}.{slug(f)}@{slug(f)}plastik.com.tr", "Turkey", PP,
        f"https://www.{slug(f)}plastik.com.tr")
    g, f = names(21, "vi_VN", "f")
    add(f"Công ty TNHH Nhựa {f} Gia", f"{f} Thị {g}", "Trưởng phòng Mua hàng",
        "muahang@nhuadanggia.vn", "Vietnam", PP, "https://nhuadanggia.vn")
    # --- camel milk powder (s2) ------------------------------------------------------------
    g, f = names(22, "zh_TW", "f")
    add(f"{f}氏健康食品有限公司", f"{f}{g}", "採購專員", "purchase@chung-health.com.tw", "Taiwan",
        CAMEL, "https://www.chung-health.com.tw",
        "Asked for a sample tin and the halal and HACCP certificates.")
    g, f = names(23, "ru_RU", "m")
    add(f"ООО «Торговый дом {f}»", f"{g} {f}", "Менеджер по закупкам", "zakupki@td-kabanov.ru",
        "Russia", CAMEL, "https://td-kabanov.ru")
    g, f = names(24, "nl_NL", "f")
    add(f"{f} Zuivelspecialiteiten B.V.", f"{g} {f}", "Inkoopmanager",
        f"{slug(g)}.{slug(f)}@{slug(f)}zuivel.nl", "Netherlands", CAMEL,
        f"https://www.{slug(f)}zuivel.nl")
    # --- bryndza sheep cheese (s3) ---------------------------------------------------------
    g, f = names(25, "cs_CZ", "f")
    add(f"{f} Sýry s.r.o.", f"{g} {f}", "Nákupčí", f"{slug(f)}@{slug(f)}syry.cz",
        "Czech Republic", BRYNDZA, f"https://www.{slug(f)}syry.cz",
        "Met at Salima in Brno; wants 125 g tubs and 5 kg blocks.")
    g, f = names(26, "de_DE", "m")
    add(f"Osteuropa Feinkost {f.split()[0]} e.K.", f"{g} {f}", "Einkaufsleiter",
        f"einkauf@osteuropa-feinkost-{slug(f.split()[0])}.de", "Germany", BRYNDZA,
        f"https://www.osteuropa-feinkost-{slug(f.split()[0])}.de")
    g, f = names(27, "uk_UA", "f")
    add(f"ТОВ «{f} Сири»", f"{g} {f}", "Менеджерка з закупівель", "zakupivli@syrotenko-syry.ua",
        "Ukraine", BRYNDZA, "https://syrotenko-syry.ua")
    # --- spa wafers (s3) -------------------------------------------------------------------
    g, f = names(28, "cs_CZ", "m")
    add(f"{f} Cukrovinky s.r.o.", f"{g} {f}", "Vedoucí nákupu",
        f"{slug(f)}@{slug(f)}cukrovinky.cz", "Czech Republic", WAFERS,
        f"https://www.{slug(f)}cukrovinky.cz")
    g, f = names(29, "he_IL", "f")
    add(f"{f} מתוקים בע\"מ", f"{g} {f}", "מנהלת רכש", "rechesh@erez-sweets.co.il", "Israel",
        WAFERS, "https://www.erez-sweets.co.il",
        "Met at ISM in Cologne; every product needs a kosher certificate (OU or Badatz).")
    g, f = names(30, "uk_UA", "m")
    add(f"ТОВ «{f} Трейд»", f"{g} {f}", "Директор із закупівель", "info@sirobaba-trade.ua",
        "Ukraine", WAFERS, "https://sirobaba-trade.ua")
    # --- majolica pottery (s3) -------------------------------------------------------------
    g, f = names(31, "ko_KR", "m")
    add(f"주식회사 {g}리빙", f"{f}{g}", "구매팀 과장", "buying@sanghyeonliving.co.kr", "South Korea",
        MAJOLICA, "https://www.sanghyeonliving.co.kr",
        "Met at Maison&Objet in Paris; interested in blue-and-white majolica tableware.")
    g, f = names(32, "ja_JP", "f")
    add(f"株式会社{f}テーブルウェア", f"{f}{g}", "仕入れ担当", "shiire@takahashi-tableware.jp",
        "Japan", MAJOLICA, "https://www.takahashi-tableware.jp")
    g, f = names(33, "zh_TW", "m")
    add(f"{f}家居家用品股份有限公司", f"{f}{g}", "採購主任", "purchase@tuhome.com.tw", "Taiwan",
        MAJOLICA, "https://www.tuhome.com.tw")
    # --- canarium nuts (s4) ----------------------------------------------------------------
    g, f = names(34, "en_AU", "f")
    add(f"{f} Nut Co. Pty Ltd", f"{g} {f}", "Purchasing Officer",
        f"{slug(g)}.{slug(f)}@{slug(f)}nuts.com.au", "Australia", CANARIUM,
        f"https://www.{slug(f)}nuts.com.au",
        "Met at Fine Food Australia in Melbourne; wants kernels both raw and dry-roasted.")
    g, f = names(35, "en_NZ", "m")
    add(f"{f} Wholefoods Limited", f"{g} {f}", "Buyer",
        f"{slug(g)}@{slug(f)}wholefoods.co.nz", "New Zealand", CANARIUM,
        f"https://www.{slug(f)}wholefoods.co.nz")
    g, f = names(36, "ko_KR", "f")
    add(f"{f}씨네 견과 주식회사", f"{f}{g}", "구매팀 대리", "order@ryunuts.co.kr", "South Korea",
        CANARIUM, "https://www.ryunuts.co.kr")
    # --- tamanu oil (s4) -------------------------------------------------------------------
    g, f = names(37, "fr_FR", "m")
    add(f"Laboratoires {f} SAS", f"{g} {f}", "Responsable achats",
        f"{slug(g)[0]}.{slug(f)}@laboratoires-{slug(f)}.fr", "France", TAMANU,
        f"https://www.laboratoires-{slug(f)}.fr",
        "Asked for the COSMOS certificate and a safety data sheet; formulates for organic "
        "pharmacies.")
    g, f = names(38, "th_TH", "f")
    add(f"บริษัท {f} สปา โปรดักส์ จำกัด", f"{g} {f}", "เจ้าหน้าที่จัดซื้อ",
        "purchasing@lekhapan-spa.co.th", "Thailand", TAMANU, "https://www.lekhapan-spa.co.th",
        "Met at in-cosmetics Asia in Bangkok; wants 1 kg and 20 kg packs.")
    # --- dried sea cucumber (s4) -----------------------------------------------------------
    g, f = names(39, "zh_CN", "f")
    add(f"大连{f}氏海产有限公司", f"{f}{g}", "采购经理", "caigou@liushi-seafood.cn", "China",
        SEACUC, "https://www.liushi-seafood.cn")
    family, given = hand(40, MY_CHINESE_FAMILY, MY_CHINESE_GIVEN)
    add(f"{family} Brothers Dried Seafood Sdn. Bhd.", f"{family} {given}", "Purchasing Manager",
        f"{slug(given)}@{slug(family)}brothers.com.my", "Malaysia", SEACUC,
        f"https://www.{slug(family)}brothers.com.my")
    return out


SENDERS = """\
# The four exporters of the 24th fresh set. `categories` says what each sells, `city` where it
# is; the model runs got s1 without those two keys (run_inputs.py).

[senders.s1]
company = "Olumo Agro-Allied Exports Limited"
name = "Folasade Adebisi Ogunleye"
title = "Head, Export Sales"
email = "f.ogunleye@olumoagroallied.com.ng"
phone = "+234 803 555 0174"
website = "https://www.olumoagroallied.com.ng"
country = "Nigeria"
city = "Abeokuta"
categories = ["gum arabic", "adire textiles", "smoked catfish"]

[senders.s2]
company = "Al-Hada Trading Est."
name = "Abdulrahman Saeed Al-Thubaiti"
title = "مدير المبيعات الدولية"
email = "a.althubaiti@alhada-trading.com.sa"
phone = "+966 12 555 0193"
website = "https://www.alhada-trading.com.sa"
country = "Saudi Arabia"
city = "Taif"
categories = ["Taif rose water", "polypropylene granules", "camel milk powder"]

[senders.s3]
company = "Liptov Tradícia s. r. o."
name = "Lucia Hrnčiarová"
title = "Manažérka exportu"
email = "hrnciarova@liptovtradicia.sk"
phone = "+421 44 555 0128"
website = "https://www.liptovtradicia.sk"
country = "Slovakia"
city = "Liptovský Mikuláš"
categories = ["bryndza sheep cheese", "spa wafers", "majolica pottery"]

[senders.s4]
company = "Sarakata Island Produce Ltd"
name = "Nelly Tabi Molisa"
title = "Export Officer"
email = "nelly.molisa@sarakataproduce.vu"
phone = "+678 553 6214"
website = "https://www.sarakataproduce.vu"
country = "Vanuatu"
city = "Luganville"
categories = ["canarium nuts", "tamanu oil", "dried sea cucumber"]
"""


def main() -> None:
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(COLUMNS)
        writer.writerows(rows())
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
