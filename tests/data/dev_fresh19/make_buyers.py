"""Seeded faker script: buyers.csv (40 fictional buyers) and senders.toml (4 exporters).

Seed 6038215; each row has its own Faker seeded 6038215 + row number. Byte-reproducible:
    .venv/bin/python tests/data/dev_fresh19/make_buyers.py
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 6038215
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

CIGARS, PLANTAINS, LARIMAR = "hand-rolled cigars", "fresh plantains", "larimar cabochons"
BONITO, SHOCHU, YELLOWTAIL = "dried bonito flakes", "sweet potato shochu", "frozen yellowtail fillets"
SAPELE, COTTON, PRUNUS = "sapele sawn timber", "cotton lint", "Prunus africana bark"
VCO, NONI, TARO = "virgin coconut oil", "noni juice", "fresh taro"

# Hand lists for markets whose faker locale has no fitting names (drawn with the row's generator).
HAND = {
    "bh": [("Hussain", "Al Aradi"), ("Khalid", "Bucheeri"), ("Fatema", "Al Mahroos"), ("Ali", "Kanoo")],
    "eg": [("هشام", "الشناوي"), ("مصطفى", "عبد الحميد"), ("أحمد", "الجمال"), ("كريم", "منصور")],
    "bd": [("Mahbubur", "Rahman"), ("Shahidul", "Islam"), ("Nasrin", "Akter"), ("Rezaul", "Karim")],
    "ae": [("Omar", "Al Suwaidi"), ("Mariam", "Al Mazrouei"), ("Rashid", "Al Ketbi"), ("Hamad", "Al Nuaimi")],
}
FAMILY_FIRST = {"zh_CN", "zh_TW", "ko_KR", "vi_VN"}

# (locale or hand list, gender, country, category, company, title, email, website, note)
# {L} family name, {F} given name, {l}/{f} their ASCII forms (lower case).
ROWS = [
    ("de_CH", "m", "Switzerland", CIGARS, "Zigarren {L} AG", "Leiter Einkauf",
     "{f}.{l}@zigarren-{l}.ch", "https://www.zigarren-{l}.ch",
     "Met at InterTabac Dortmund; wants a sample box of robustos"),
    ("el_GR", "m", "Greece", CIGARS, "Καπνεμπορική {L} Α.Ε.", "Διευθυντής Αγορών",
     "purchasing@kapnemporiki-athinon.gr", "https://www.kapnemporiki-athinon.gr", ""),
    ("bh", "m", "Bahrain", CIGARS, "{L} Trading W.L.L.", "Purchasing Manager",
     "{f}@{l}trading.bh", "https://www.{l}trading.bh",
     "Runs two cigar lounges in Manama; asked for a price list CIF Bahrain"),
    ("en_IE", "m", "Ireland", CIGARS, "{L} Tobacconists Ltd", "Managing Director",
     "{f}@{l}tobacconists.ie", "https://www.{l}tobacconists.ie", ""),
    ("de_DE", "f", "Germany", CIGARS, "Zigarrenhaus {L} GmbH", "Einkäuferin",
     "{f}.{l}@zigarrenhaus-{l}.de", "https://www.zigarrenhaus-{l}.de",
     "Wants cedar boxes of 25; prefers e-mails in German"),
    ("en_CA", "m", "Canada", PLANTAINS, "{L} Tropical Foods Inc.", "Produce Buyer",
     "{f}.{l}@{l}tropical.ca", "https://www.{l}tropical.ca",
     "Met at the CPMA trade show; asked for a quote for two containers a month to Toronto"),
    ("fr_BE", "f", "Belgium", PLANTAINS, "Exotic Fruits {L} SRL", "Acheteuse fruits et légumes",
     "{f}.{l}@exoticfruits-{l}.be", "https://www.exoticfruits-{l}.be",
     "Demande une cotation pour bananes plantain vertes, cartons de 18 kg, FOB Caucedo"),
    ("es_ES", "m", "Spain", PLANTAINS, "Frutas {L} S.L.", "Responsable de Compras",
     "compras@frutas{l}.es", "https://www.frutas{l}.es", ""),
    ("en_GB", "f", "United Kingdom", PLANTAINS, "{L} & Sons (Wholesale) Ltd", "Buying Manager",
     "{f}.{l}@{l}wholesale.co.uk", "https://www.{l}wholesale.co.uk",
     "Supplies Caribbean and West African grocers in south London; asked for a sample carton"),
    ("nl_NL", "m", "Netherlands", PLANTAINS, "{L} Exotics B.V.", "Inkoper AGF",
     "{f}@{l}exotics.nl", "https://www.{l}exotics.nl", ""),
    ("zh_CN", "f", "China", LARIMAR, "深圳市{L}氏珠宝有限公司", "采购经理",
     "purchasing@szshizhubao.cn", "https://www.szshizhubao.cn", ""),
    ("th_TH", "f", "Thailand", LARIMAR, "บริษัท {L} เจมส์ จำกัด", "ผู้จัดการฝ่ายจัดซื้อ",
     "purchasing@siamgems-bkk.co.th", "https://www.siamgems-bkk.co.th", ""),
    ("hi_IN", "m", "India", LARIMAR, "{L} जेम्स प्राइवेट लिमिटेड", "क्रय प्रबंधक",
     "purchase@jaipurgemsco.in", "https://www.jaipurgemsco.in",
     "Jaipur; wants calibrated 10x14 mm ovals; Hindi or English"),
    ("de_DE", "m", "Germany", LARIMAR, "{L} Edelsteine e.K.", "Inhaber",
     "{f}@{l}-edelsteine.de", "https://www.{l}-edelsteine.de",
     "Met at Intergem in Idar-Oberstein"),
    ("en_US", "f", "United States", LARIMAR, "{L} Gem & Mineral LLC", "Purchasing Director",
     "{f}@{l}gem.com", "https://www.{l}gem.com", ""),
    ("ko_KR", "m", "South Korea", BONITO, "주식회사 {L}가식품", "구매팀장",
     "purchasing@gasikpum.co.kr", "https://www.gasikpum.co.kr", ""),
    ("fr_FR", "m", "France", BONITO, "{L} Distribution SAS", "Responsable achats",
     "{f}.{l}@{l}-distribution.fr", "https://www.{l}-distribution.fr",
     "Fournit des restaurants de ramen à Paris ; a demandé un échantillon de hanakatsuo 500 g"),
    ("en_US", "m", "United States", BONITO, "{L} Pacific Foods, Inc.", "Purchasing Manager",
     "{f}.{l}@{l}pacificfoods.com", "https://www.{l}pacificfoods.com", ""),
    ("zh_TW", "m", "Taiwan", SHOCHU, "{L}記洋酒股份有限公司", "採購經理",
     "purchasing@jiyangjiu.com.tw", "https://www.jiyangjiu.com.tw", ""),
    ("en_GB", "m", "United Kingdom", SHOCHU, "{L} Wine & Spirits Ltd", "Spirits Buyer",
     "{f}@{l}wines.co.uk", "https://www.{l}wines.co.uk", ""),
    ("vi_VN", "f", "Vietnam", SHOCHU, "Công ty Cổ phần Đồ uống {L}", "Trưởng phòng Thu mua",
     "{f}.{l}@douong{l}.vn", "https://www.douong{l}.vn", ""),
    ("it_IT", "m", "Italy", YELLOWTAIL, "{L} Ittica S.r.l.", "Buyer prodotti ittici",
     "{f}.{l}@{l}ittica.it", "https://www.{l}ittica.it",
     "Met at Seafood Expo Global in Barcelona"),
    ("bg_BG", "m", "Bulgaria", YELLOWTAIL, "{L} Фиш ЕООД", "Мениджър снабдяване",
     "office@fish-sofia.bg", "https://www.fish-sofia.bg", ""),
    ("es_ES", "f", "Spain", YELLOWTAIL, "Pescados {L} S.A.", "Directora de Compras",
     "{f}.{l}@pescados{l}.es", "https://www.pescados{l}.es",
     "Asked for a quotation CFR Valencia for one 40' reefer"),
    ("nl_NL", "m", "Netherlands", SAPELE, "Houthandel {L} B.V.", "Inkoper hardhout",
     "{f}@houthandel{l}.nl", "https://www.houthandel{l}.nl",
     "Needs EUDR due diligence documents for every shipment"),
    ("eg", "m", "Egypt", SAPELE, "شركة {L} للأخشاب", "مدير المشتريات",
     "purchasing@nile-timber.com.eg", "https://www.nile-timber.com.eg", ""),
    ("fr_FR", "m", "France", SAPELE, "Bois {L} SAS", "Acheteur bois exotiques",
     "{f}.{l}@bois-{l}.fr", "https://www.bois-{l}.fr",
     "Met at the Carrefour International du Bois in Nantes"),
    ("bd", "m", "Bangladesh", COTTON, "{L} Spinning Mills Ltd.", "GM (Procurement)",
     "{f}.{l}@{l}spinning.com.bd", "https://www.{l}spinning.com.bd", ""),
    ("tr_TR", "f", "Turkey", COTTON, "{L} İplik Sanayi A.Ş.", "Satın Alma Uzmanı",
     "{f}.{l}@{l}iplik.com.tr", "https://www.{l}iplik.com.tr", ""),
    ("vi_VN", "m", "Vietnam", COTTON, "Công ty TNHH Sợi {L}", "Giám đốc mua hàng",
     "{f}.{l}@soi{l}.vn", "https://www.soi{l}.vn",
     "Met at the Saigon Textile & Garment Expo; asked for HVI data"),
    ("fr_CH", "f", "Switzerland", PRUNUS, "{L} Phytopharma SA", "Responsable approvisionnement",
     "{f}.{l}@{l}-phyto.ch", "https://www.{l}-phyto.ch",
     "Needs CITES export permits and a certificate of origin with every lot"),
    ("it_IT", "f", "Italy", PRUNUS, "Laboratori {L} S.p.A.", "Buyer materie prime vegetali",
     "{f}.{l}@laboratori{l}.it", "https://www.laboratori{l}.it", ""),
    ("en_NZ", "f", "New Zealand", VCO, "{L} Natural Foods Limited", "Category Buyer",
     "{f}@{l}naturalfoods.co.nz", "https://www.{l}naturalfoods.co.nz",
     "Met at Fine Food New Zealand in Auckland"),
    ("he_IL", "m", "Israel", VCO, "{L} קוסמטיקה טבעית בע\"מ", "מנהל רכש",
     "purchasing@natural-cosmetics.co.il", "https://www.natural-cosmetics.co.il",
     "Needs kosher certification"),
    ("en_AU", "f", "Australia", VCO, "{L} Wholefoods Pty Ltd", "Procurement Manager",
     "{f}.{l}@{l}wholefoods.com.au", "https://www.{l}wholefoods.com.au", ""),
    ("uk_UA", "f", "Ukraine", NONI, "ТОВ «{L} Фарм»", "Менеджер із закупівель",
     "zakupivli@farm-kyiv.com.ua", "https://www.farm-kyiv.com.ua", ""),
    ("es_CL", "m", "Chile", NONI, "Importadora {L} Ltda.", "Gerente de Compras",
     "{f}.{l}@importadora{l}.cl", "https://www.importadora{l}.cl",
     "Asked for the organic certificate and the shelf life"),
    ("ae", "m", "United Arab Emirates", NONI, "{L} General Trading L.L.C.", "Purchase Manager",
     "{f}@{l}trading.ae", "https://www.{l}trading.ae", ""),
    ("en_AU", "m", "Australia", TARO, "{L} Pacific Produce Pty Ltd", "Buyer",
     "{f}@{l}pacificproduce.com.au", "https://www.{l}pacificproduce.com.au",
     "Asked about the BICON import conditions for fresh taro"),
    ("en_NZ", "m", "New Zealand", TARO, "{L} Island Foods Ltd", "Owner",
     "{f}@{l}islandfoods.co.nz", "https://www.{l}islandfoods.co.nz", ""),
]

SENDERS = """\
[senders.s1]
company = "Cibao Verde Agroexport, S.R.L."
name = "Yokasta Altagracia Peña Rosario"
title = "Encargada de Exportaciones"
email = "ypena@cibaoverde.com.do"
phone = "+1 809 582 0147"
website = "https://www.cibaoverde.com.do"
country = "Dominican Republic"
city = "Santiago de los Caballeros"
categories = ["hand-rolled cigars", "fresh plantains", "larimar cabochons"]

[senders.s2]
company = "Satsuma Kaisan Co., Ltd."
name = "Kentaro Arimura"
title = "海外営業課長"
email = "k.arimura@satsuma-kaisan.co.jp"
phone = "+81 993 72 3148"
website = "https://www.satsuma-kaisan.co.jp"
country = "Japan"
city = "Makurazaki"
categories = ["dried bonito flakes", "sweet potato shochu", "frozen yellowtail fillets"]

[senders.s3]
company = "Comptoir du Mungo SARL"
name = "Jean-Pierre Mbarga Essomba"
title = "Chef du service export"
email = "jp.mbarga@comptoirdumungo.cm"
phone = "+237 233 42 17 09"
website = "https://www.comptoirdumungo.cm"
country = "Cameroon"
city = "Douala"
categories = ["sapele sawn timber", "cotton lint", "Prunus africana bark"]

[senders.s4]
company = "Upolu Niu Products Ltd"
name = "Sieni Lemalu Aiono"
title = "Export Manager"
email = "sieni@upoluniu.ws"
phone = "+685 26 418"
website = "https://www.upoluniu.ws"
country = "Samoa"
city = "Apia"
categories = ["virgin coconut oil", "noni juice", "fresh taro"]
"""


def ascii_(s: str) -> str:
    s = s.replace("ß", "ss").replace("ı", "i").replace("ø", "o").replace("đ", "d").replace("Đ", "D")
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return "".join(c for c in s.lower() if c.isalnum())


def person(fk: Faker, src: str, gender: str) -> tuple[str, str]:
    if src in HAND:
        return fk.random_element(HAND[src])
    first = fk.first_name_female() if gender == "f" else fk.first_name_male()
    last = fk.last_name_female() if gender == "f" else fk.last_name_male()
    return first, last


def main() -> None:
    rows = []
    for i, (src, gender, country, cat, company, title, mail, web, note) in enumerate(ROWS, 1):
        fk = Faker("en_US" if src in HAND else src)
        fk.seed_instance(SEED + i)
        first, last = person(fk, src, gender)
        if src in ("zh_CN", "zh_TW", "ko_KR"):
            contact = f"{last}{first}"
        elif src in FAMILY_FIRST:
            contact = f"{last} {first}"
        else:
            contact = f"{first} {last}"
        keys = {"L": last, "F": first, "l": ascii_(last), "f": ascii_(first.split()[0])}
        rows.append({
            "buyer_id": f"P{i:03d}", "company": company.format(**keys), "contact_name": contact,
            "contact_title": title, "email": mail.format(**keys), "country": country,
            "product_category": cat, "website": web.format(**keys), "notes": note,
        })
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
