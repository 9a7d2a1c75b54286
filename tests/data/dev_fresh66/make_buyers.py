"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters s1-s4) of the
sixty-sixth fresh held-out set.

Seeded: each row draws its contact's names from its own faker instance, seeded 1862247 + row
number, in the row's locale; companies, titles, mail addresses, websites and notes are written per
market by hand, mostly around the drawn family name. Byte-reproducible (faker 40.63.0).

Run:  .venv/bin/python tests/data/dev_fresh66/make_buyers.py
"""
import csv
from pathlib import Path

from faker import Faker

SEED = 1862247
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

A, C, S = "alheira sausages", "chestnut flour", "sugared almonds"          # s1, Portugal
B, K, O = "bentonite clay", "calcium chloride flakes", "aluminium oxide"   # s2, Azerbaijan
J, R, T = "Job's tears", "purple sticky rice", "Tai Lue cotton scarves"     # s3, Laos
G, N, Y = "Geisha coffee", "Ngäbe chácara bags", "ñame tubers"             # s4, Panama

# (locale, gender, country, category, name(fn, ln), company(fn, ln), title, email(fn, ln), website, note)
# name: how the market writes the full name; CJK family name first without a space.
WEST = lambda fn, ln: f"{fn} {ln}"          # noqa: E731
EAST = lambda fn, ln: f"{ln}{fn}"           # noqa: E731
ROWS = [
    ("en_GB", "m", "United Kingdom", A, WEST,
     lambda fn, ln: f"{ln} Iberian Provisions Ltd", "Purchasing Manager",
     lambda fn, ln: f"{fn.lower()}.{ln.lower()}@morganiberian.co.uk", "https://www.morganiberian.co.uk",
     "Met at IFE London 2025; supplies Portuguese delis in Stockwell and Vauxhall; wants the chilled shelf life in writing."),
    ("fr_FR", "f", "France", A, WEST,
     lambda fn, ln: f"Épicerie Fine {ln} SARL", "Responsable achats",
     lambda fn, ln: f"{fn[0].lower()}.{ln.lower()}@epicerie-bouchet.fr", "https://www.epicerie-bouchet.fr",
     "A demandé un devis pour deux palettes, livraison à Rungis."),
    ("fr_CH", "m", "Switzerland", A, WEST,
     lambda fn, ln: f"{ln} Traiteur SA", "Acheteur produits frais",
     lambda fn, ln: f"{fn.lower()}.{ln.lower()}@aeby-traiteur.ch", "https://www.aeby-traiteur.ch", ""),
    ("pt_BR", "f", "Brazil", A, WEST,
     lambda fn, ln: f"Empório {ln} Importadora Ltda.", "Gerente de Compras",
     lambda fn, ln: f"{fn.lower()}.{ln.lower()}@emporiofernandes.com.br", "https://www.emporiofernandes.com.br",
     "Met at APAS Show São Paulo 2025; meat products need MAPA registration; prefers Portuguese."),
    ("en_CA", "m", "Canada", A, WEST,
     lambda fn, ln: f"{ln} Continental Foods Inc.", "Category Buyer, Deli",
     lambda fn, ln: f"{fn[0].lower()}{ln.lower()}@hornecontinental.ca", "https://www.hornecontinental.ca", ""),
    ("ja_JP", "f", "Japan", C, EAST,
     lambda fn, ln: f"{ln}製粉株式会社", "購買部主任",
     lambda fn, ln: "kobai@sato-seifun.co.jp", "https://www.sato-seifun.co.jp",
     "Met at FOODEX JAPAN 2025; wants a 500 g sample for gluten-free confectionery."),
    ("ko_KR", "m", "South Korea", C, EAST,
     lambda fn, ln: f"주식회사 {ln}가제과", "구매팀장",
     lambda fn, ln: "purchase@kimgajegwa.co.kr", "https://www.kimgajegwa.co.kr", ""),
    ("it_IT", "f", "Italy", C, WEST,
     lambda fn, ln: f"Pasticceria {ln} S.r.l.", "Responsabile Acquisti",
     lambda fn, ln: f"{fn[0].lower()}.{ln.lower()}@pasticceriaziani.it", "https://www.pasticceriaziani.it",
     "Met at Cibus Parma 2024; asked for a price per tonne and a certificate of analysis (aflatoxins)."),
    ("en_US", "m", "United States", C, WEST,
     lambda fn, ln: f"{ln} Artisan Mills LLC", "Purchasing Director",
     lambda fn, ln: f"{fn.lower()}@leeartisanmills.com", "https://www.leeartisanmills.com", ""),
    ("de_DE", "f", "Germany", C, WEST,
     lambda fn, ln: f"{ln} Naturkost GmbH", "Einkaufsleiterin",
     lambda fn, ln: f"{fn[0].lower()}.{ln.lower()}@naser-naturkost.de", "https://www.naser-naturkost.de", ""),
    ("el_GR", "f", "Greece", S, WEST,
     lambda fn, ln: "Ευαγγελίδης Ζαχαρωτά Α.Ε.", "Υπεύθυνη Προμηθειών",
     lambda fn, ln: "promithies@evangelidis-zacharota.gr", "https://www.evangelidis-zacharota.gr",
     "Asked for samples of white sugared almonds for wedding bomboniere; wants 10 kg cartons."),
    ("ru_RU", "m", "Russia", S, WEST,
     lambda fn, ln: f"ООО «Кондитерский дом {ln}а»", "Менеджер по закупкам",
     lambda fn, ln: "zakupki@samoylov-konditer.ru", "https://samoylov-konditer.ru",
     "Познакомились на «Продэкспо» 2025; нужна декларация ЕАЭС."),
    ("ar_SA", "m", "Saudi Arabia", S, WEST,
     lambda fn, ln: "مؤسسة بن لافي للحلويات", "مدير المشتريات",
     lambda fn, ln: "purchasing@binlafi-sweets.com.sa", "https://www.binlafi-sweets.com.sa",
     "Met at Gulfood Dubai 2025; needs a halal certificate and Arabic labels."),
    ("he_IL", "f", "Israel", S, WEST,
     lambda fn, ln: f'{ln} מתוקים בע"מ', "מנהלת רכש",
     lambda fn, ln: "rechesh@amira-sweets.co.il", "https://www.amira-sweets.co.il",
     "Needs kosher certification before any order; Passover production starts in February."),
    ("pt_BR", "m", "Brazil", S, WEST,
     lambda fn, ln: "Doces da Mata Ltda.", "Comprador",
     lambda fn, ln: f"{fn.lower()}@docesdamata.com.br", "https://www.docesdamata.com.br", ""),
    ("nl_NL", "m", "Netherlands", B, WEST,
     lambda fn, ln: "Van Schweinfurt Dierbenodigdheden B.V.", "Inkoper grondstoffen",
     lambda fn, ln: f"{fn[0].lower()}.vanschweinfurt@vsdier.nl", "https://www.vsdier.nl",
     "Met at Interzoo Nuremberg 2024; cat litter; wants sodium bentonite 1-4 mm granules and swelling index data."),
    ("en_IN", "m", "India", B, WEST,
     lambda fn, ln: f"{ln} Foundry Supplies Pvt. Ltd.", "Senior Manager - Procurement",
     lambda fn, ln: f"{fn.lower()}.{ln.lower()}@gollafoundry.in", "https://www.gollafoundry.in", ""),
    ("en_GB", "f", "United Kingdom", B, WEST,
     lambda fn, ln: f"{ln} Drilling Fluids Ltd", "Procurement Lead",
     lambda fn, ln: f"{fn.lower()}.{ln.lower()}@rileyfluids.co.uk", "https://www.rileyfluids.co.uk", ""),
    ("sv_SE", "m", "Sweden", K, WEST,
     lambda fn, ln: f"{ln}s Vägunderhåll AB", "Inköpschef",
     lambda fn, ln: "hjalmar.bergstrom@bergstromsvag.se", "https://www.bergstromsvag.se", ""),
    ("pl_PL", "f", "Poland", K, WEST,
     lambda fn, ln: f"{ln} Chemia Sp. z o.o.", "Specjalistka ds. zakupów",
     lambda fn, ln: f"{fn.lower()}.{ln.lower()}@fudalejchemia.pl", "https://www.fudalejchemia.pl",
     "Asked for a quote for 500 t of 77% flakes in big bags, delivered to Gdańsk."),
    ("ar_SA", "m", "Saudi Arabia", K, lambda fn, ln: "Yaqout Al Safwan",
     lambda fn, ln: "Al Safwan Oilfield Chemicals Co.", "Procurement Manager",
     lambda fn, ln: "yaqout.alsafwan@alsafwanchem.com.sa", "https://www.alsafwanchem.com.sa", ""),
    ("ko_KR", "f", "South Korea", O, EAST,
     lambda fn, ln: "대성세라믹스 주식회사", "구매과장",
     lambda fn, ln: "purchasing@daesungceramics.co.kr", "https://www.daesungceramics.co.kr",
     "Wants a calcined alumina data sheet (D50 3-5 µm); prefers English."),
    ("hi_IN", "m", "India", O, WEST,
     lambda fn, ln: f"{ln} रिफ्रैक्टरीज़ प्राइवेट लिमिटेड", "क्रय प्रबंधक",
     lambda fn, ln: "kray@chaturvedirefractories.in", "https://www.chaturvedirefractories.in", ""),
    ("tr_TR", "m", "Turkey", O, WEST,
     lambda fn, ln: f"{ln} Seramik San. ve Tic. A.Ş.", "Satın Alma Uzmanı",
     lambda fn, ln: "sumeyye.camurcuoglu@camurcuoglu.com.tr", "https://www.camurcuoglu.com.tr",
     "Met at UNICERA Istanbul 2025; asked for samples of calcined alumina."),
    ("ja_JP", "m", "Japan", J, EAST,
     lambda fn, ln: f"株式会社{ln}園", "仕入課長",
     lambda fn, ln: "shiire@sasakien.co.jp", "https://www.sasakien.co.jp",
     "Roasts Job's tears for hatomugi tea; needs organic JAS and a pesticide residue report."),
    ("zh_CN", "f", "China", J, EAST,
     lambda fn, ln: f"云南{ln}氏粮油贸易有限公司", "采购经理",
     lambda fn, ln: "caigou@duanshiliangyou.cn", "https://www.duanshiliangyou.cn", ""),
    ("th_TH", "f", "Thailand", J, WEST,
     lambda fn, ln: f"บริษัท {ln} ฟู้ดส์ จำกัด", "ผู้จัดการฝ่ายจัดซื้อ",
     lambda fn, ln: "purchasing@tubtimthaifoods.co.th", "https://www.tubtimthaifoods.co.th",
     "Met at THAIFEX - Anuga Asia 2025; asked for a price DAP Nong Khai."),
    ("en_US", "f", "United States", R, WEST,
     lambda fn, ln: f"{ln} Asian Market Supply LLC", "Buyer",
     lambda fn, ln: f"{fn.lower()}@pierceasiansupply.com", "https://www.pierceasiansupply.com",
     "Supplies Lao and Hmong grocers in Minnesota; asked for 25 lb bags."),
    ("en_AU", "m", "Australia", R, WEST,
     lambda fn, ln: f"{ln} Pantry Imports Pty Ltd", "Purchasing Manager",
     lambda fn, ln: f"{fn.lower()}.{ln.lower()}@jonespantry.com.au", "https://www.jonespantry.com.au", ""),
    ("de_DE", "m", "Germany", R, WEST,
     lambda fn, ln: f"{ln} Asia-Feinkost GmbH", "Einkäufer",
     lambda fn, ln: f"{fn[0].lower()}.{ln.lower()}@stumpf-asiafeinkost.de", "https://www.stumpf-asiafeinkost.de",
     "Met at BIOFACH Nuremberg 2025; needs the EU organic certificate."),
    ("nl_NL", "f", "Netherlands", T, WEST,
     lambda fn, ln: "Van de Greef Wonen & Textiel B.V.", "Inkoper textiel",
     lambda fn, ln: f"{fn.lower()}@vandegreefwonen.nl", "https://www.vandegreefwonen.nl",
     "Met at Ambiente Frankfurt 2025; supplies fair-trade shops; asked for a catalogue."),
    ("es_ES", "f", "Spain", T, WEST,
     lambda fn, ln: f"{ln} Complementos S.L.", "Responsable de Compras",
     lambda fn, ln: f"{fn.lower()}.{ln.lower()}@rieracomplementos.es", "https://www.rieracomplementos.es", ""),
    ("sv_SE", "f", "Sweden", T, WEST,
     lambda fn, ln: f"{ln}s Hantverk AB", "Inköpare",
     lambda fn, ln: f"{fn.lower()}@forsbergshantverk.se", "https://www.forsbergshantverk.se", ""),
    ("zh_TW", "m", "Taiwan", G, EAST,
     lambda fn, ln: f"{ln}氏精品咖啡有限公司", "採購經理",
     lambda fn, ln: "purchasing@chenscoffee.com.tw", "https://www.chenscoffee.com.tw",
     "Met at Taiwan International Coffee Show 2024; wants Best of Panama lots; English is fine."),
    ("zh_CN", "m", "China", G, EAST,
     lambda fn, ln: f"上海{ln}氏咖啡贸易有限公司", "采购总监",
     lambda fn, ln: "caigou@luoshicoffee.cn", "https://www.luoshicoffee.cn", ""),
    ("el_GR", "m", "Greece", G, WEST,
     lambda fn, ln: f"Καφεκοπτείο {ln} Μ.Ι.Κ.Ε.", "Διευθυντής Αγορών",
     lambda fn, ln: "agores@patmanidis-coffee.gr", "https://www.patmanidis-coffee.gr",
     "Asked for 300 g green samples of a washed and a natural Geisha; roastery in Athens."),
    ("it_IT", "m", "Italy", N, WEST,
     lambda fn, ln: f"{ln} Artigianato Etnico S.r.l.", "Responsabile acquisti",
     lambda fn, ln: f"{fn[0].lower()}.{ln.lower()}@tebaldietnico.it", "https://www.tebaldietnico.it", ""),
    ("es_ES", "m", "Spain", N, WEST,
     lambda fn, ln: f"Comercio Justo {ln} S.L.", "Gerente",
     lambda fn, ln: f"{fn.lower()}@comerciojustozamorano.es", "https://www.comerciojustozamorano.es",
     "Met at Intergift Madrid 2025; fair-trade shops; wants a card with each bag's story."),
    ("fr_FR", "m", "France", Y, WEST,
     lambda fn, ln: f"{ln} Exotique SAS", "Acheteur fruits et légumes exotiques",
     lambda fn, ln: f"{fn[0].lower()}.{ln.lower()}@rey-exotique.fr", "https://www.rey-exotique.fr", ""),
    ("en_CA", "f", "Canada", Y, WEST,
     lambda fn, ln: f"{ln} Tropical Produce Inc.", "Purchasing Manager",
     lambda fn, ln: f"{fn[0].lower()}{ln.lower()}@brewertropical.ca", "https://www.brewertropical.ca", ""),
]

SENDERS = """\
[senders.s1]
name = "Inês Carolina Morais Pires"
title = "Diretora de Exportação"
company = "Tua & Tuela Sabores Transmontanos, Lda."
phone = "+351 278 104 362"
email = "ines.pires@tuaetuela.pt"
website = "https://www.tuaetuela.pt"
country = "Portugal"
city = "Mirandela"
categories = ["alheira sausages", "chestnut flour", "sugared almonds"]

[senders.s2]
name = "Leyla Məmmədova"
title = "Export Sales Manager"
company = "Göygöl Mineral Resurs MMC"
phone = "+994 22 256 41 87"
email = "l.mammadova@goygolmineral.az"
website = "https://goygolmineral.az"
country = "Azerbaijan"
city = "Ganja"
categories = ["bentonite clay", "calcium chloride flakes", "aluminium oxide"]

[senders.s3]
name = "Khamla Sisouphanh"
title = "Export Manager"
company = "Nam Ko Highland Products Sole Co., Ltd."
phone = "+856 81 312 478"
email = "khamla@namkohighland.la"
website = "https://namkohighland.la"
country = "Laos"
city = "Oudomxay"
categories = ["Job's tears", "purple sticky rice", "Tai Lue cotton scarves"]

[senders.s4]
name = "Itzel Marisol Samudio Caballero"
title = "Gerente de Exportaciones"
company = "Barú Cumbre Exportaciones, S.A."
phone = "+507 720-3196"
email = "isamudio@barucumbre.com.pa"
website = "https://www.barucumbre.com.pa"
country = "Panama"
city = "Boquete"
categories = ["Geisha coffee", "Ngäbe chácara bags", "ñame tubers"]
"""


def names(i: int, locale: str, gender: str) -> tuple[str, str]:
    fake = Faker(locale)
    fake.seed_instance(SEED + i)
    if gender == "m":
        return fake.first_name_male(), getattr(fake, "last_name_male", fake.last_name)()
    return fake.first_name_female(), getattr(fake, "last_name_female", fake.last_name)()


def main() -> None:
    rows = []
    for i, (loc, g, country, cat, name, company, title, email, web, note) in enumerate(ROWS, 1):
        fn, ln = names(i, loc, g)
        rows.append({"buyer_id": f"P{i:03d}", "company": company(fn, ln), "contact_name": name(fn, ln),
                     "contact_title": title, "email": email(fn, ln), "country": country,
                     "product_category": cat, "website": web, "notes": note})
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
