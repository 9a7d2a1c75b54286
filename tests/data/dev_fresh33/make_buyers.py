"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) for dev_fresh33.

Each row has its own Faker instance seeded SEED + row number, so a row never changes when another
row's recipe does. Companies, titles, e-mails and notes are written per market by hand around the
drawn names. Byte-reproducible (faker 40.63.0).

Run:  .venv/bin/python tests/data/dev_fresh33/make_buyers.py
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 9628374
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Egypt and the UAE: faker's ar_* locales give US names, so names come from short hand lists,
# drawn with the row's own seeded generator. (Arabic script, Latin spelling).
EG_GIVEN = [("محمود", "Mahmoud"), ("طارق", "Tarek"), ("شريف", "Sherif"), ("أيمن", "Ayman")]
EG_FAMILY = [("عبد الفتاح", "Abdel Fattah"), ("البحيري", "El Beheiry"), ("الدمياطي", "El Domyati"),
             ("النجار", "El Naggar")]
AE_GIVEN = ["Khalid", "Saeed", "Obaid", "Hamad"]
AE_FAMILY = ["Al Ketbi", "Al Mazrouei", "Al Shamsi", "Al Falasi"]

FOLD = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "ß": "ss", "æ": "ae", "ä": "ae", "ö": "oe", "ü": "ue"})


def ascii_(s: str) -> str:
    s = unicodedata.normalize("NFKD", s.translate(FOLD))
    return "".join(c for c in s if not unicodedata.combining(c)).lower().replace(" ", "")


# (locale, gender, country, category, company, title, email, website, note)
# company/email/website may use {first} {last} {fa} {la} (ascii-folded, lower case).
ROWS = [
    # s1, salted cod
    ("pt_PT", "m", "Portugal", "salted cod", "Freitas & Filhos, Lda.", "Diretor de Compras",
     "{fa}.{la}@freitasefilhos.pt", "https://www.freitasefilhos.pt",
     "Met at Conxemar in Vigo. Asked for a price list for the graúdo and especial sizes."),
    ("es_ES", "f", "Spain", "salted cod", "Salazones {last} S.L.", "Jefa de Compras",
     "{fa}.{la}@salazonesmateos.es", "https://www.salazonesmateos.es", ""),
    ("pt_BR", "m", "Brazil", "salted cod", "Da Paz Pescados Importadora Ltda.",
     "Gerente de Importação", "{fa}@dapazpescados.com.br", "https://www.dapazpescados.com.br",
     "Prefere contato em português. Pediu a ficha técnica do bacalhau (Gadus morhua) e o "
     "registro no MAPA."),
    ("it_IT", "f", "Italy", "salted cod", "{last} Baccalà S.r.l.", "Responsabile Acquisti",
     "{fa}.{la}@pomettabaccala.it", "https://www.pomettabaccala.it", ""),
    ("el_GR", "m", "Greece", "salted cod", "{last} Αλιεύματα Α.Ε.", "Υπεύθυνος Προμηθειών",
     "purchasing@kissas-alievmata.gr", "https://www.kissas-alievmata.gr",
     "Peak demand before 25 March; wants the goods in Piraeus by mid-February."),
    # s1, frozen saithe fillets
    ("de_DE", "m", "Germany", "frozen saithe fillets", "{last} Fischfeinkost GmbH", "Einkaufsleiter",
     "{fa}.{la}@raedel-fisch.de", "https://www.raedel-fisch.de",
     "Met at Fish International in Bremen. Needs the MSC chain-of-custody certificate."),
    ("fr_FR", "f", "France", "frozen saithe fillets", "Marée {last} SAS",
     "Acheteuse produits de la mer", "{fa}.{la}@maree-michaud.fr", "https://www.maree-michaud.fr",
     ""),
    ("pl_PL", "m", "Poland", "frozen saithe fillets", "{last} Fish Sp. z o.o.",
     "Kierownik działu zakupów", "{fa}.{la}@niebudekfish.pl", "https://www.niebudekfish.pl",
     "Processing plant in Słupsk; asked for specifications of 7.5 kg interleaved fillet blocks."),
    ("en_GB", "m", "United Kingdom", "frozen saithe fillets", "{last} & Wood Seafoods Ltd",
     "Procurement Manager", "{fa}.{la}@joneswoodseafoods.co.uk",
     "https://www.joneswoodseafoods.co.uk", ""),
    ("nl_NL", "m", "Netherlands", "frozen saithe fillets", "Visgroothandel {last} B.V.", "Inkoper vis",
     "{fa}.{la}@miltenburgvis.nl", "https://www.miltenburgvis.nl", ""),
    # s1, frozen blue whiting
    ("zh_CN", "m", "China", "frozen blue whiting", "青岛{last}氏水产有限公司", "采购部经理",
     "purchasing@zhoushi-seafood.cn", "https://www.zhoushi-seafood.cn",
     "Met at the China Fisheries & Seafood Expo in Qingdao. Wants 20 kg block-frozen cartons for "
     "reprocessing."),
    ("ru_RU", "f", "Russia", "frozen blue whiting", "ООО «Северный улов»", "Руководитель отдела закупок",
     "zakupki@severny-ulov.ru", "https://severny-ulov.ru", ""),
    ("en_NG", "m", "Nigeria", "frozen blue whiting", "{last} Cold Stores Limited", "Head of Procurement",
     "{fa}.{la}@nnamanicoldstores.com.ng", "https://www.nnamanicoldstores.com.ng",
     "Imports through Apapa; asked for a CFR Lagos price per tonne."),
    ("EG", "m", "Egypt", "frozen blue whiting", "شركة {last} للأسماك المجمدة", "مدير قسم الاستيراد",
     "purchasing@{la}fish.com.eg", "https://www.{la}fish.com.eg", ""),
    ("pl_PL", "f", "Poland", "frozen blue whiting", "{last} Mrożonki Sp.j.", "Specjalistka ds. zakupów",
     "{fa}.{la}@pasieczna-mrozonki.pl", "https://www.pasieczna-mrozonki.pl", ""),
    # s2, freekeh
    ("en_US", "m", "United States", "freekeh", "{last} Pantry Imports LLC",
     "Category Manager, Grains & Pulses", "{fa}.{la}@bennettpantry.com", "https://www.bennettpantry.com",
     "Met at Natural Products Expo West in Anaheim. Needs USDA organic certification."),
    ("es_CL", "m", "Chile", "freekeh", "Importadora {last} Ltda.", "Jefe de Compras",
     "{fa}.{la}@importadoramaturana.cl", "https://www.importadoramaturana.cl",
     "Vende a almacenes del barrio Patronato en Santiago; pide precios en dólares."),
    ("en_AU", "f", "Australia", "freekeh", "{last} Wholefoods Pty Ltd", "Purchasing Officer",
     "{fa}.{la}@carterwholefoods.com.au", "https://www.carterwholefoods.com.au", ""),
    # s2, olive wood nativity sets
    ("it_IT", "m", "Italy", "olive wood nativity sets", "Arte Sacra {last} S.r.l.", "Titolare",
     "{fa}@artesacrasiffredi.it", "https://www.artesacrasiffredi.it",
     "Met at Christmasworld in Frankfurt. Wants the sets delivered by September for Advent."),
    ("es_MX", "f", "Mexico", "olive wood nativity sets", "Artículos Religiosos {last}, S.A. de C.V.",
     "Gerente de Compras", "{fa}.{la}@religiososcalderon.com.mx",
     "https://www.religiososcalderon.com.mx", ""),
    ("en_US", "m", "United States", "olive wood nativity sets", "{last} Church Supply, Inc.", "Buyer",
     "{fa}@smithchurchsupply.com", "https://www.smithchurchsupply.com",
     "Customers: parishes and church gift shops. Asked for a catalogue with prices."),
    # s2, tahini
    ("AE", "m", "United Arab Emirates", "tahini", "{last} Foodstuff Trading L.L.C.", "Purchasing Manager",
     "{fa}@{la}foodstuff.ae", "https://www.{la}foodstuff.ae",
     "Met at Gulfood in Dubai. Needs a halal certificate and Arabic labels."),
    ("de_DE", "f", "Germany", "tahini", "{last} Orientfeinkost GmbH", "Leiterin Einkauf",
     "{fa}.{la}@sauer-orientfeinkost.de", "https://www.sauer-orientfeinkost.de", ""),
    ("ja_JP", "m", "Japan", "tahini", "Kato Shokuhin Co., Ltd.", "Manager, Import Division",
     "t.kato@kato-shokuhin.co.jp", "https://www.kato-shokuhin.co.jp", ""),
    # s3, oyster sauce
    ("th_TH", "f", "Thailand", "oyster sauce", "บริษัท {last} ฟู้ด จำกัด", "หัวหน้าแผนกจัดซื้อ",
     "purchasing@tuanchai-food.co.th", "https://www.tuanchai-food.co.th", ""),
    ("en_AU", "m", "Australia", "oyster sauce", "{last} Foodservice Pty Ltd", "Purchasing Manager",
     "{fa}.{la}@mcphersonfoodservice.com.au", "https://www.mcphersonfoodservice.com.au",
     "Supplies Chinese restaurants in Sydney; wants 2.27 kg catering bottles."),
    ("fr_CA", "m", "Canada", "oyster sauce", "Aliments {last} inc.", "Acheteur principal",
     "{fa}.{la}@alimentsbeaudoin.ca", "https://www.alimentsbeaudoin.ca", ""),
    # s3, egg rolls
    ("zh_TW", "m", "Taiwan", "egg rolls", "{last}記南北貨股份有限公司", "採購主任",
     "purchasing@chuangchi.com.tw", "https://www.chuangchi.com.tw", ""),
    ("nl_NL", "f", "Netherlands", "egg rolls", "Toko {last} B.V.", "Inkoopmanager",
     "{fa}@tokovanpraagh.nl", "https://www.tokovanpraagh.nl", ""),
    ("ko_KR", "f", "South Korea", "egg rolls", "주식회사 {last}가네푸드", "구매팀 과장",
     "purchasing@kimganefood.co.kr", "https://www.kimganefood.co.kr", ""),
    # s3, herbal jelly
    ("en_CA", "f", "Canada", "herbal jelly", "{last} Pan-Asian Distributors Inc.", "Purchasing Lead",
     "{fa}.{la}@shawpanasian.ca", "https://www.shawpanasian.ca",
     "Asked whether the herbal jelly needs refrigeration; delivers to Toronto and Vancouver."),
    ("en_GB", "m", "United Kingdom", "herbal jelly", "{last} Wholesale Ltd", "Head of Buying",
     "{fa}.{la}@schofieldwholesale.co.uk", "https://www.schofieldwholesale.co.uk", ""),
    ("en_US", "f", "United States", "herbal jelly", "{last} Specialty Foods, Inc.", "Senior Buyer",
     "{fa}.{la}@millerspecialtyfoods.com", "https://www.millerspecialtyfoods.com",
     "Met at the Summer Fancy Food Show in New York. Asked for a low-sugar version."),
    # s4, frozen blue prawns
    ("fr_FR", "f", "France", "frozen blue prawns", "Les Viviers {last} SARL",
     "Responsable achats produits de la mer", "{fa}.{la}@viviers-allain.fr",
     "https://www.viviers-allain.fr", "Met at SIAL Paris. Wants 20/30 count prawns for the Christmas season."),
    ("ja_JP", "m", "Japan", "frozen blue prawns", "株式会社{last}水産", "仕入部長",
     "purchasing@ogawa-suisan.co.jp", "https://www.ogawa-suisan.co.jp", ""),
    # s4, niaouli essential oil
    ("fr_CH", "m", "Switzerland", "niaouli essential oil", "{last} Aromathérapie SA", "Responsable des achats",
     "{fa}.{la}@bovet-aroma.ch", "https://www.bovet-aroma.ch", ""),
    ("hi_IN", "f", "India", "niaouli essential oil", "{last} अरोमा प्राइवेट लिमिटेड", "खरीद प्रमुख",
     "purchasing@jhadav-aroma.in", "https://www.jhadav-aroma.in", ""),
    ("he_IL", "f", "Israel", "niaouli essential oil", '{last} ארומה בע"מ', "מנהלת רכש",
     "purchasing@sliman-aroma.co.il", "https://www.sliman-aroma.co.il",
     "Asked for the 1,8-cineole content; prefers e-mails in English."),
    # s4, frozen albacore loins
    ("es_ES", "m", "Spain", "frozen albacore loins", "Conservas {last} S.A.", "Director de Compras",
     "{fa}.{la}@conservasmontana.es", "https://www.conservasmontana.es",
     "Cannery in Ribeira, Galicia; buys precooked frozen loins and asked for histamine test reports."),
    ("it_IT", "m", "Italy", "frozen albacore loins", "Conserve Ittiche {last} S.p.A.",
     "Responsabile approvvigionamento materie prime", "{fa}.{la}@pisacane.it",
     "https://www.pisacane.it", ""),
]
EAST = {"zh_CN", "zh_TW", "ja_JP", "ko_KR"}  # family name first, no space
ROMAJI = {("拓真", "加藤"): ("Takuma", "Kato")}  # the Japanese row written in Latin letters


def person(n: int, locale: str, gender: str):
    """(first, last, first_ascii, last_ascii, contact) of row n."""
    if locale == "EG":
        fake = Faker("ar_EG")
        fake.seed_instance(SEED + n)
        (first, fa), (last, la) = fake.random_element(EG_GIVEN), fake.random_element(EG_FAMILY)
        return first, last, fa.lower(), la.lower().replace(" ", ""), f"{first} {last}"
    if locale == "AE":
        fake = Faker("ar_AE")
        fake.seed_instance(SEED + n)
        first, last = fake.random_element(AE_GIVEN), fake.random_element(AE_FAMILY)
        return first, last, ascii_(first), ascii_(last), f"{first} {last}"
    fake = Faker(locale)
    fake.seed_instance(SEED + n)
    g = "male" if gender == "m" else "female"
    first = getattr(fake, f"first_name_{g}")()
    last = getattr(fake, f"last_name_{g}", fake.last_name)()
    if (first, last) in ROMAJI:
        first, last = ROMAJI[(first, last)]
        return first, last, ascii_(first), ascii_(last), f"{first} {last}"
    if locale in EAST:
        contact = last + first
    elif locale == "ru_RU":
        contact = f"{first} {fake.middle_name_female()} {last}"
    else:
        contact = f"{first} {last}"
    return first, last, ascii_(first), ascii_(last), contact


def buyers():
    out = []
    for n, (locale, gender, country, category, company, title, email, website, note) in enumerate(ROWS, 1):
        first, last, fa, la, contact = person(n, locale, gender)
        f = dict(first=first, last=last, fa=fa, la=la)
        out.append({"buyer_id": f"P{n:03d}", "company": company.format(**f), "contact_name": contact,
                    "contact_title": title, "email": email.format(**f), "country": country,
                    "product_category": category, "website": website.format(**f), "notes": note})
    return out


SENDERS = '''\
# The four exporters of dev_fresh33 (fictional). Written by make_buyers.py.

[senders.s1]
company = "Sp/f Norðoya Fiskavørur"
name = "Rannvá Dam Jacobsen"
title = "Útflutningsstjóri"
email = "rannva@nordoya-fisk.fo"
phone = "+298 456 712"
website = "https://www.nordoya-fisk.fo"
country = "Faroe Islands"
city = "Klaksvík"
categories = ["salted cod", "frozen saithe fillets", "frozen blue whiting"]

[senders.s2]
company = "Wadi Artas Trading Co. Ltd."
name = "Dima Hanna Qumsieh"
title = "Export Sales Coordinator"
email = "dima.qumsieh@wadiartas.ps"
phone = "+970 2 277 4318"
website = "https://www.wadiartas.ps"
country = "Palestine"
city = "Beit Sahour"
categories = ["freekeh", "olive wood nativity sets", "tahini"]

[senders.s3]
company = "Lau Fau Shan Sing Kee Food Products Co., Limited"
name = "Winnie Chan Wing-sze"
title = "Assistant Export Manager"
email = "winnie.chan@singkeefood.com.hk"
phone = "+852 2472 1836"
website = "https://www.singkeefood.com.hk"
country = "Hong Kong"
city = "Yuen Long"
categories = ["oyster sauce", "egg rolls", "herbal jelly"]

[senders.s4]
company = "Ouenghi Mer & Terroir SARL"
name = "Laëtitia Marie Poigoune"
title = "Responsable commerciale export"
email = "l.poigoune@ouenghi-export.nc"
phone = "+687 35 12 48"
website = "https://www.ouenghi-export.nc"
country = "New Caledonia"
city = "Boulouparis"
categories = ["frozen blue prawns", "niaouli essential oil", "frozen albacore loins"]
'''


def main():
    rows = buyers()
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")
    print(f"{len(rows)} buyers, {len({r['country'] for r in rows})} markets, "
          f"{sum(bool(r['notes']) for r in rows)} notes")


if __name__ == "__main__":
    main()
