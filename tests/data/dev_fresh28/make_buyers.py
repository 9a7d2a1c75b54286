"""Write buyers.csv (40 fictional buyers) and senders.toml (4 exporters) of dev_fresh28.

Seeded faker: row n has its own Faker(locale) seeded 5173902 + n, so the files are
byte-reproducible (faker 40.63.0). Companies, titles and notes are written per market by hand,
mostly around the drawn family name.

Run:  .venv/bin/python tests/data/dev_fresh28/make_buyers.py
"""
import csv
import re
from pathlib import Path

from anyascii import anyascii
from faker import Faker

SEED = 5173902
HERE = Path(__file__).resolve().parent

# Hand lists for rows whose faker locale gives no usable names.
AR_GIVEN = ["فهد", "سلطان", "ماجد", "بندر", "تركي", "نايف"]
AR_FAMILY = ["العتيبي", "القحطاني", "الشهري", "الزهراني", "الدوسري", "الغامدي"]
AE_GIVEN_M = ["Rashid", "Saeed", "Khalid", "Hamdan", "Obaid", "Majid"]
AE_GIVEN_F = ["Mariam", "Shamma", "Hessa", "Latifa", "Noora", "Amna"]
AE_FAMILY = ["Al Mazrouei", "Al Shamsi", "Al Ketbi", "Al Falasi", "Al Nuaimi", "Al Suwaidi"]

# id: (country, locale, category, gender, company, title, mailbox, domain, note)
# company/domain may hold {L} (family name as drawn) and {l} (its ASCII slug);
# mailbox "name" = given.family@, otherwise that literal box.
ROWS = {
    "P001": ("China", "zh_CN", "okoumé veneer", "m", "临沂{L}氏木业有限公司", "采购经理", "purchasing",
             "linyi{l}wood.cn", "Met at CIFF Guangzhou (March). Asked for the FSC certificate and face-grade sample sheets."),
    "P002": ("Greece", "el_GR", "okoumé veneer", "m", "Ξυλεμπορική {L} Α.Ε.", "Διευθυντής Προμηθειών", "info",
             "{l}-xyla.gr", ""),
    "P003": ("Italy", "it_IT", "okoumé veneer", "m", "Compensati {L} S.r.l.", "Responsabile Acquisti", "name",
             "compensati{l}.it", "Chiede campioni di sfogliato okoumé 0,6 mm; parla italiano e francese."),
    "P004": ("India", "hi_IN", "okoumé veneer", "m", "{L} प्लाइवुड प्राइवेट लिमिटेड", "क्रय प्रबंधक", "purchase",
             "{l}plywood.in", ""),
    "P005": ("Türkiye", "tr_TR", "okoumé veneer", "f", "{L} Kaplama Sanayi ve Ticaret A.Ş.", "Satın Alma Müdürü", "name",
             "{l}kaplama.com.tr", ""),
    "P006": ("France", "fr_FR", "dika nut kernels", "f", "Épicerie Tropicale {L} SAS", "Acheteuse produits exotiques", "name",
             "epicerie-{l}.fr", "Rencontrée au SIAL Paris ; veut des sacs de 25 kg et un certificat phytosanitaire."),
    "P007": ("United Kingdom", "en_GB", "dika nut kernels", "m", "{L} & Sons African Foods Ltd", "Head of Buying", "name",
             "{l}andsons.co.uk", "Supplies West African grocers in London and Birmingham; asked for a price list."),
    "P008": ("Belgium", "fr_BE", "dika nut kernels", "f", "Tropical Market {L} SRL", "Responsable des achats", "name",
             "tropical-{l}.be", ""),
    "P009": ("United States", "en_US", "dika nut kernels", "f", "{L} African Foods LLC", "Purchasing Manager", "name",
             "{l}africanfoods.com", "Asked for our FDA registration number and a 5 kg sample."),
    "P010": ("Netherlands", "nl_NL", "dika nut kernels", "m", "{L} Wereldvoeding B.V.", "Inkoper", "name",
             "{l}wereldvoeding.nl", ""),
    "P011": ("Germany", "de_DE", "cassava flour", "f", "{L} Glutenfrei Backwaren GmbH", "Einkaufsleiterin", "name",
             "{l}-glutenfrei.de", "Needs an EU organic certificate; prefers e-mails in German."),
    "P012": ("Japan", "ja_JP", "cassava flour", "m", "株式会社{L}製粉", "購買部長", "kobai",
             "{l}-seifun.co.jp", ""),
    "P013": ("Canada", "en_CA", "cassava flour", "f", "{L} Natural Foods Inc.", "Procurement Manager", "name",
             "{l}naturalfoods.ca", "Met at SIAL Canada in Toronto; needs gluten-free certification."),
    "P014": ("Spain", "es_ES", "cassava flour", "m", "Harinas {L} S.L.", "Jefe de Compras", "name",
             "harinas{l}.es", ""),
    "P015": ("South Korea", "ko_KR", "cassava flour", "m", "주식회사 {L}원식품", "구매팀장", "purchasing",
             "{l}won-food.co.kr", ""),
    "P016": ("Russia", "ru_RU", "pumpkin seed oil", "m", "ООО «{L} и партнёры»", "Менеджер по закупкам", "zakupki",
             "{l}-partners.ru", "Met at Prodexpo Moscow; asked for a price for 250 ml bottles."),
    "P017": ("Taiwan", "zh_TW", "pumpkin seed oil", "m", "{L}記食品股份有限公司", "採購經理", "purchasing",
             "{l}ji-foods.com.tw", ""),
    "P018": ("United States", "en_US", "pumpkin seed oil", "f", "{L} Fine Foods, Inc.", "Senior Buyer", "name",
             "{l}finefoods.com", "Met at the Summer Fancy Food Show in New York; needs the PGI documents for Styrian oil."),
    "P019": ("Germany", "de_DE", "stone pine panels", "m", "Schreinerei {L} e.K.", "Inhaber", "name",
             "schreinerei-{l}.de", "Möchte Muster der Zirbenplatten in 19 mm; Kunden sind Hotels in Bayern."),
    "P020": ("Switzerland", "de_CH", "stone pine panels", "f", "{L} Holzbau AG", "Leiterin Einkauf", "name",
             "{l}-holzbau.ch", ""),
    "P021": ("Switzerland", "fr_CH", "stone pine panels", "m", "Menuiserie {L} SA", "Directeur", "name",
             "menuiserie-{l}.ch", ""),
    "P022": ("Japan", "ja_JP", "loden fabric", "f", "{L}テキスタイル株式会社", "仕入担当", "shiire",
             "{l}-textile.co.jp", "Met at Première Vision Paris; wants loden swatches in navy and forest green."),
    "P023": ("Italy", "it_IT", "loden fabric", "m", "Lanificio {L} S.p.A.", "Buyer tessuti", "name",
             "lanificio{l}.it", ""),
    "P024": ("Australia", "en_AU", "candlenuts", "m", "{L} Spice Traders Pty Ltd", "Procurement Officer", "name",
             "{l}spice.com.au", "Asked about the BICON import conditions for raw candlenuts."),
    "P025": ("Netherlands", "nl_NL", "candlenuts", "f", "{L} Specerijen B.V.", "Inkoopmanager", "name",
             "{l}specerijen.nl", ""),
    "P026": ("Thailand", "th_TH", "candlenuts", "f", "บริษัท {L} ฟู้ดส์ จำกัด", "ผู้จัดการฝ่ายจัดซื้อ", "purchasing",
             "{l}foods.co.th", ""),
    "P027": ("Israel", "he_IL", "tamarind pulp", "m", "{L} יבוא מזון בע\"מ", "מנהל רכש", "purchasing",
             "{l}-food.co.il", "Needs kosher certification; prefers English."),
    "P028": ("United Kingdom", "en_GB", "tamarind pulp", "f", "{L} Oriental Foods Ltd", "Buyer", "name",
             "{l}oriental.co.uk", ""),
    "P029": ("Mexico", "es_MX", "tamarind pulp", "m", "Dulces {L} S.A. de C.V.", "Gerente de Compras", "name",
             "dulces{l}.com.mx", "Makes tamarind candy; asked for a price for 20 kg blocks FOB Dili."),
    "P030": ("Greece", "el_GR", "teak sawn timber", "m", "{L} Ξυλεμπορία Ε.Π.Ε.", "Υπεύθυνος Αγορών", "info",
             "{l}-timber.gr", ""),
    "P031": ("India", "en_IN", "teak sawn timber", "f", "{L} Timber Industries Pvt. Ltd.", "Purchase Head", "name",
             "{l}timber.in", ""),
    "P032": ("Vietnam", "vi_VN", "teak sawn timber", "m", "Công ty TNHH Gỗ {L} Phát", "Trưởng phòng Thu mua", "muahang",
             "go{l}phat.vn", "Met at VIFA-EXPO Ho Chi Minh City; asked for FAS-grade squares."),
    "P033": ("Saudi Arabia", "ar", "sidr honey", "m", "مؤسسة {L} للعسل", "مدير المشتريات", "purchasing",
             "{l}-honey.sa", "Asked for a pollen analysis and a lab report on moisture."),
    "P034": ("United Arab Emirates", "ae", "sidr honey", "m", "{L} Foodstuff Trading L.L.C.", "Purchasing Manager", "name",
             "{l}foodstuff.ae", ""),
    "P035": ("United Arab Emirates", "ae", "sidr honey", "f", "{L} Honey House L.L.C.", "Category Buyer", "name",
             "{l}honeyhouse.ae", ""),
    "P036": ("France", "fr_FR", "dragon's blood resin", "m", "Laboratoire {L} SAS", "Responsable approvisionnement", "name",
             "laboratoire-{l}.fr", ""),
    "P037": ("Bulgaria", "bg_BG", "dragon's blood resin", "m", "{L} Натурал ЕООД", "Управител", "office",
             "{l}-natural.bg", ""),
    "P038": ("Spain", "es_ES", "frozen rock lobster tails", "f", "Mariscos {L} S.A.", "Jefa de Compras", "name",
             "mariscos{l}.es", "Met at Seafood Expo Global in Barcelona; wants tails of 200-300 g."),
    "P039": ("South Korea", "ko_KR", "frozen rock lobster tails", "m", "{L}수산 주식회사", "수입팀장", "import",
             "{l}susan.co.kr", ""),
    "P040": ("China", "zh_CN", "frozen rock lobster tails", "f", "广州{L}记水产贸易有限公司", "进口部经理", "import",
             "gz{l}ji-seafood.cn", "Asked for a CIF Nansha price and the health certificate."),
}

SENDERS = {
    "s1": dict(company="Estuaire Bois et Vivres SARL", name="Clarisse Nzé Obame",
               title="Responsable des exportations", email="c.nze@estuaire-bv.ga", phone="+241 011 70 42 18",
               website="https://www.estuaire-bv.ga", country="Gabon", city="Owendo",
               categories=["okoumé veneer", "dika nut kernels", "cassava flour"]),
    "s2": dict(company="Murtal Naturprodukte GmbH", name="Theresa Pichler-Hofbauer", title="Exportleiterin",
               email="t.pichler@murtal-natur.at", phone="+43 3572 84190", website="https://www.murtal-natur.at",
               country="Austria", city="Judenburg",
               categories=["pumpkin seed oil", "stone pine panels", "loden fabric"]),
    "s3": dict(company="Ermera Agro Exportasaun, Lda.", name="Joaquim Soares da Costa",
               title="Gerente de Exportação", email="joaquim.costa@ermera-agro.tl", phone="+670 7723 4518",
               website="https://www.ermera-agro.tl", country="Timor-Leste", city="Gleno",
               categories=["candlenuts", "tamarind pulp", "teak sawn timber"]),
    "s4": dict(company="Hadramout Sidr & Sea Trading Co. Ltd.", name="Abdulrahman Saleh Bamatraf",
               title="مدير المبيعات الدولية", email="a.bamatraf@hadramout-sidr.ye", phone="+967 5 303 112",
               website="https://www.hadramout-sidr.ye", country="Yemen", city="Mukalla",
               categories=["sidr honey", "dragon's blood resin", "frozen rock lobster tails"]),
}


# Hand romanisations of drawn family names whose ASCII transliteration reads wrong (Japanese
# kanji read as Chinese, unvowelled Hebrew and Arabic, Thai).
ROMAN = {"小林": "kobayashi", "藤井": "fujii", "แนวพนิช": "naewphanit", "ליברמן": "liberman",
         "الشهري": "alshehri", "최": "choi", "이": "lee", "Μαρκόπουλος": "markopoulos"}


def slug(text: str) -> str:
    if text in ROMAN:
        return ROMAN[text]
    return re.sub(r"[^a-z0-9]", "", anyascii(text).lower())


def person(n: int, locale: str, gender: str):
    f = Faker("en_US" if locale in ("ar", "ae") else locale)
    f.seed_instance(SEED + n)
    if locale == "ar":
        return f.random_element(AR_GIVEN), f.random_element(AR_FAMILY), f
    if locale == "ae":
        given = f.random_element(AE_GIVEN_F if gender == "f" else AE_GIVEN_M)
        return given, f.random_element(AE_FAMILY), f
    first = f.first_name_female() if gender == "f" else f.first_name_male()
    last_f = getattr(f, "last_name_female" if gender == "f" else "last_name_male", f.last_name)
    return first, last_f(), f


def main() -> None:
    rows = []
    for n, (bid, (country, locale, cat, gender, company, title, box, domain, note)) in enumerate(ROWS.items(), 1):
        first, last, _ = person(n, locale, gender)
        eastern = locale in ("zh_CN", "zh_TW", "ja_JP", "ko_KR", "vi_VN")
        if locale in ("zh_CN", "zh_TW", "ja_JP", "ko_KR"):
            contact = last + first if locale != "ja_JP" else f"{last} {first}"
        elif eastern:
            contact = f"{last} {first}"
        else:
            contact = f"{first} {last}"
        key = slug(last.replace("Al ", "")) if locale == "ae" else slug(last)
        dom = domain.format(l=key)
        mail = f"{slug(first)}.{slug(last)}@{dom}" if box == "name" else f"{box}@{dom}"
        name = company.format(L=last)
        name = name[0].upper() + name[1:]  # Dutch "van" is capitalised at the start of a name
        rows.append({"buyer_id": bid, "company": name, "contact_name": contact,
                     "contact_title": title, "email": mail, "country": country, "product_category": cat,
                     "website": f"https://www.{dom}", "notes": note})
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]), lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    out = []
    for sid, s in SENDERS.items():
        out.append(f"[senders.{sid}]")
        for k, v in s.items():
            if isinstance(v, list):
                out.append(f"{k} = [" + ", ".join(f'"{x}"' for x in v) + "]")
            else:
                out.append(f'{k} = "{v}"')
        out.append("")
    (HERE / "senders.toml").write_text("\n".join(out), encoding="utf-8")


if __name__ == "__main__":
    main()
