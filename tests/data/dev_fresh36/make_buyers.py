"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of dev_fresh36.

Seeded faker (seed 6927408; row n has its own Faker seeded 6927408 + n), so the output is
byte-reproducible with the same faker version (40.63.0). Names are drawn; companies, titles,
domains and notes are written per market by hand around the drawn names (the two UAE rows draw
their names from short hand lists with the row's seeded generator: faker's ar_AE gives US names).

Run:  .venv/bin/python tests/data/dev_fresh36/make_buyers.py
"""
from __future__ import annotations

import csv
import random
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 6927408
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Hand lists for the UAE rows (given name, family name), Latin and Arabic script.
UAE_LATIN = [("Khalid", "Al Mazrouei"), ("Saeed", "Al Ketbi"), ("Mariam", "Al Shamsi"),
             ("Omar", "Al Nuaimi"), ("Sultan", "Al Suwaidi")]
UAE_ARABIC = [("سالم", "الكعبي", "Alkaabi"), ("حمدان", "المهيري", "Almuhairi"),
              ("خليفة", "النعيمي", "Alnuaimi"), ("عائشة", "الشامسي", "Alshamsi"),
              ("راشد", "الظاهري", "Aldhaheri")]


def slug(text: str, german: bool = False) -> str:
    if german:
        for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
            text = text.replace(a, b)
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return "".join(ch for ch in plain if ch.isalnum())


def draw(n: int, locale: str, gender: str) -> tuple[str, str]:
    """(given name, family name) of row n, drawn as the rows were explored."""
    fk = Faker(locale)
    fk.seed_instance(SEED + n)
    if gender == "m":
        first = fk.first_name_male()
        last = fk.last_name_male() if hasattr(fk, "last_name_male") else fk.last_name()
    else:
        first = fk.first_name_female()
        last = fk.last_name_female() if hasattr(fk, "last_name_female") else fk.last_name()
    return first, last


def hand(n: int, names: list) -> tuple:
    return random.Random(SEED + n).choice(names)


# One spec per row: locale, gender, country, category, and a builder that gets (first, last)
# and returns company, contact_name, title, email local part or full e-mail, domain, note.
ROWS: list[dict] = []


def row(locale, gender, country, category, build):
    ROWS.append(dict(locale=locale, gender=gender, country=country, category=category, build=build))


P, A, G = "Rocha pears", "azulejo tiles", "ginjinha liqueur"
NUT, SAGO, AGAR = "whole nutmeg", "sago starch", "agarwood chips"
PISCO, LAPIS, CHER = "pisco", "lapis lazuli", "fresh cherimoyas"
TEA, SOAP, CORN = "purple tea", "soapstone figurines", "fresh baby corn"

# --- s1's three categories, 5 buyers each (P001-P015) ---------------------------------------
row("pt_BR", "m", "Brazil", P, lambda f, l: (
    f"Importadora {l} Hortifrúti Ltda.", f"{f} {l}", "Gerente de Compras",
    None, f"{slug(l)}hortifruti.com.br",
    "Met at Macfrut Rimini in May; asked for a CFR Santos price for calibre 60/65 in 18 kg cartons."))
row("en_GB", "f", "United Kingdom", P, lambda f, l: (
    f"{l} Fresh Produce Ltd", f"{f} {l}", "Senior Buyer - Top Fruit",
    None, f"{slug(l)}freshproduce.co.uk",
    "Supplies two supermarket chains; needs GlobalG.A.P. and GRASP certificates before any trial."))
row("fr_FR", "m", "France", P, lambda f, l: (
    f"{l} Primeurs SAS", f"{f} {l}", "Responsable des achats",
    None, f"{slug(l)}-primeurs.fr", ""))
row("fr_CA", "f", "Canada", P, lambda f, l: (
    f"Les Importations {l} inc.", f"{f} {l}", "Directrice des achats",
    None, f"importations{slug(l)}.ca",
    "Rencontrée au SIAL Montréal; veut la liste de prix en français, livraison au port de Montréal."))
row("pl_PL", "f", "Poland", P, lambda f, l: (
    f"{l} Owoce Import Sp. z o.o.", f"{f} {l}", "Kierownik działu zakupów",
    None, f"{slug(l)}-owoce.pl", ""))
row("en_US", "m", "United States", A, lambda f, l: (
    f"{l} Tile & Stone, LLC", f"{f} {l}", "Purchasing Manager",
    None, f"{slug(l)}tileandstone.com",
    "Met at Coverings 2025; asked for samples of 14 x 14 cm hand-painted tiles."))
row("de_AT", "f", "Austria", A, lambda f, l: (
    f"Fliesen {l} GmbH", f"{f} {l}", "Einkaufsleiterin",
    None, f"fliesen-{slug(l, True)}.at", ""))
row("ja_JP", "m", "Japan", A, lambda f, l: (
    f"株式会社{l}タイル商会", f"{l} {f}", "仕入部長",
    "shiire", "yoshida-tile.co.jp",
    "Wants Japanese correspondence; interested in blue-and-white 15 cm tiles for restaurant interiors."))
row("he_IL", "f", "Israel", A, lambda f, l: (
    f"{l} אריחים ועיצוב בע\"מ", f"{f} {l}", "מנהלת רכש",
    "purchasing", "shalev-tiles.co.il",
    "Asked for the catalogue; her customers are architects and interior designers."))
row("nl_NL", "m", "Netherlands", A, lambda f, l: (
    f"{l} Tegelhandel B.V.", f"{f} {l}", "Inkoper",
    None, f"{slug(l)}tegelhandel.nl", ""))
row("de_LU", "f", "Luxembourg", G, lambda f, l: (
    f"Caves {l} S.à r.l.", f"{f} {l}", "Gérante",
    None, f"caves{slug(l)}.lu",
    "Fala português; os clientes são cafés e mercearias portuguesas. Pediu ginjinha com fruto."))
row("ko_KR", "m", "South Korea", G, lambda f, l: (
    "주식회사 해담주류", f"{l}{f}", "구매팀 과장",
    "purchase", "haedamliquor.co.kr",
    "Met at Bar Convent Berlin; needs Korean back labels before import."))
row("el_GR", "m", "Greece", G, lambda f, l: (
    f"Κάβα {l} Ι.Κ.Ε.", f"{f} {l}", "Υπεύθυνος Προμηθειών",
    "promitheies", "kava-rigkos.gr", ""))
row("fr_CH", "m", "Switzerland", G, lambda f, l: (
    f"{l} Vins & Spiritueux SA", f"{f} {l}", "Acheteur vins et spiritueux",
    None, f"{slug(l)}-vins.ch",
    "Asked for 5 cl miniatures; customers are Portuguese grocery shops in Geneva."))
row("en_CA", "f", "Canada", G, lambda f, l: (
    f"{l} Fine Wines & Spirits Inc.", f"{f} {l}", "Category Manager, Spirits",
    None, f"{slug(l)}finewines.ca", ""))
# --- s2 (P016-P024) ---------------------------------------------------------------------------
row("hi_IN", "m", "India", NUT, lambda f, l: (
    f"{l} मसाला उद्योग प्राइवेट लिमिटेड", f"{f} {l}", "खरीद प्रमुख",
    "purchase", "chhetrimasala.in",
    "Asked for a price CIF Nhava Sheva; needs a steam-sterilised lot."))
row("de_DE", "f", "Germany", NUT, lambda f, l: (
    f"Gewürzmühle {l} GmbH", f"{f} {l}", "Leiterin Rohwareneinkauf",
    None, f"gewuerzmuehle-{slug(l)}.de", ""))
row("hand_ae_latin", "m", "United Arab Emirates", NUT, lambda f, l: (
    f"{l} Spices Trading L.L.C.", f"{f} {l}", "Procurement Manager",
    None, f"{slug(l)}spices.ae", ""))
row("th_TH", "f", "Thailand", SAGO, lambda f, l: (
    f"บริษัท {l} ฟู้ดส์ จำกัด", f"{f} {l}", "หัวหน้าฝ่ายจัดซื้อ",
    "purchasing", "photisatfoods.co.th", ""))
row("zh_TW", "m", "Taiwan", SAGO, lambda f, l: (
    f"{l}家粉圓食品有限公司", f"{l}{f}", "採購主任",
    "purchase", "hujia-tapioca.com.tw",
    "Asked for a 25 kg sample; prefers to write in Chinese."))
row("ja_JP", "f", "Japan", SAGO, lambda f, l: (
    f"{l}澱粉工業株式会社", f"{l} {f}", "購買課長",
    "kobai", "nakamura-denpun.co.jp", ""))
row("hand_ae_arabic", "m", "United Arab Emirates", AGAR, lambda f, l: (
    f"دار {l} للعود والبخور ذ.م.م", f"{f} {l}", "مسؤول المشتريات",
    "purchasing", None,
    "Met at Beautyworld Middle East in Dubai; prefers Arabic."))
row("ar_SA", "f", "Saudi Arabia", AGAR, lambda f, l: (
    f"شركة {l} للعطور والبخور المحدودة", f"{f} {l}", "مديرة المشتريات",
    "purchasing", "alkharafi-perfumes.com.sa", ""))
row("zh_CN", "m", "China", AGAR, lambda f, l: (
    f"厦门{l}氏沉香贸易有限公司", f"{l}{f}", "采购总监",
    "caigou", "zhangshi-agarwood.cn",
    "Needs CITES export permits for every shipment (Aquilaria)."))
# --- s3 (P025-P032) ---------------------------------------------------------------------------
row("es_ES", "m", "Spain", PISCO, lambda f, l: (
    f"Bebidas {l} S.L.", f"{f} {l}", "Jefe de Compras",
    None, f"bebidas{slug(l)}.es", ""))
row("en_US", "f", "United States", PISCO, lambda f, l: (
    f"{l} Spirits Imports, Inc.", f"{f} {l}", "Director of Purchasing",
    None, f"{slug(l)}spirits.com",
    "Met at Bar Convent Brooklyn; asked whether the pisco has TTB label approval (COLA)."))
row("ru_RU", "f", "Russia", PISCO, lambda f, l: (
    "ООО «Шаров Трейд»", f"{f} {l}", "Менеджер по закупкам",
    "zakupki", "sharov-trade.ru", ""))
row("it_IT", "m", "Italy", LAPIS, lambda f, l: (
    f"Pietre Dure {l} S.r.l.", f"{f} {l}", "Titolare",
    None, f"pietredure{slug(l)}.it",
    "Pietra dura workshop in Florence; asked for 5 kg of AA-grade rough lapis lazuli."))
row("de_CH", "f", "Switzerland", LAPIS, lambda f, l: (
    f"{l} Edelsteine AG", f"{f} {l}", "Geschäftsführerin",
    None, f"{slug(l)}-edelsteine.ch", ""))
row("en_IN", "m", "India", LAPIS, lambda f, l: (
    f"{l} Marble Inlay Crafts Pvt. Ltd.", f"{f} {l}", "Director",
    None, f"{slug(l)}inlay.in",
    "Met at IIJS Mumbai; marble inlay workshop in Agra, wants lapis with little calcite."))
row("nl_NL", "f", "Netherlands", CHER, lambda f, l: (
    f"Exotenhandel {l} B.V.", f"{f} {l}", "Inkoper exoten",
    None, f"exotenhandel{slug(l)}.nl", ""))
row("en_GB", "m", "United Kingdom", CHER, lambda f, l: (
    f"{l} & Co Exotic Produce Ltd", f"{f} {l}", "Buyer",
    None, f"{slug(l)}exotics.co.uk", ""))
# --- s4 (P033-P040) ---------------------------------------------------------------------------
row("de_DE", "f", "Germany", TEA, lambda f, l: (
    f"{l} Teekontor GmbH", f"{f} {l}", "Einkäuferin Tee",
    None, f"{slug(l)}-teekontor.de",
    "Met at Internorga Hamburg; wants organic purple tea for her tea shop chain."))
row("zh_TW", "f", "Taiwan", TEA, lambda f, l: (
    f"{l}氏茶業有限公司", f"{l}{f}", "負責人",
    "service", "linstea.com.tw", ""))
row("uk_UA", "m", "Ukraine", TEA, lambda f, l: (
    "ТОВ «Чайна гільдія»", f"{f} {l}", "Директор з закупівель",
    "zakupivli", "chaina-hildiia.com.ua", ""))
row("en_AU", "f", "Australia", SOAP, lambda f, l: (
    f"{l} Home & Gift Pty Ltd", f"{f} {l}", "Buying Manager",
    None, f"{slug(l)}homeandgift.com.au",
    "Met at the Reed Gift Fair in Melbourne; customers are gift shops and museum stores."))
row("fr_FR", "f", "France", SOAP, lambda f, l: (
    f"{l} Déco SARL", f"{f} {l}", "Gérante",
    None, f"{slug(l)}-deco.fr", ""))
row("pl_PL", "m", "Poland", SOAP, lambda f, l: (
    f"Galeria {l} Sp. j.", f"{f} {l}", "Właściciel",
    None, f"galeria{slug(l)}.pl", ""))
row("nl_NL", "m", "Netherlands", CORN, lambda f, l: (
    f"{l[0].upper()}{l[1:]} Groente & Fruit B.V.", f"{f} {l}", "Category manager groente",
    None, f"{slug(l.replace('van der ', ''))}groentefruit.nl",
    "Needs weekly airfreight via Schiphol; asks for the BRCGS certificate."))
row("en_GB", "f", "United Kingdom", CORN, lambda f, l: (
    f"{l} Foods Limited", f"{f} {l}", "Procurement Manager",
    None, f"{slug(l)}foods.co.uk", ""))


def build_row(n: int, spec: dict) -> dict:
    if spec["locale"] == "hand_ae_latin":
        first, last = hand(n, UAE_LATIN)
        roman = None
    elif spec["locale"] == "hand_ae_arabic":
        first, last, roman = hand(n, UAE_ARABIC)
    else:
        first, last = draw(n, spec["locale"], spec["gender"])
        roman = None
    company, contact, title, box, domain, note = spec["build"](first, last)
    if domain is None:  # the Arabic UAE row: domain from the family name's romanisation
        domain = f"dar{roman.lower()}oud.ae"
    if box is None:  # Latin rows: given.family@
        german = spec["locale"].startswith("de_")
        given = "".join(p[0] for p in first.lower().split("-")) if "-" in first else slug(first, german)
        email = f"{given}.{slug(last, german)}@{domain}"
    else:
        email = f"{box}@{domain}"
    return {"buyer_id": f"P{n:03d}", "company": company, "contact_name": contact,
            "contact_title": title, "email": email, "country": spec["country"],
            "product_category": spec["category"], "website": f"https://www.{domain}",
            "notes": note}


SENDERS = """\
# The four exporters of dev_fresh36 (fictional). s1 sells the categories of P001-P015.
[senders.s1]
company = "Oeste Pomar & Faiança, Lda."
name = "Margarida Sofia Antunes Correia"
title = "Responsável de Exportação"
email = "margarida.correia@oestepomar.pt"
phone = "+351 262 840 317"
website = "https://www.oestepomar.pt"
country = "Portugal"
city = "Caldas da Rainha"
categories = ["Rocha pears", "azulejo tiles", "ginjinha liqueur"]

[senders.s2]
company = "PT Leitimor Rempah Abadi"
name = "Fransina Maria Pattiasina"
title = "Manajer Ekspor"
email = "fransina.pattiasina@leitimor-rempah.co.id"
phone = "+62 911 352 408"
website = "https://www.leitimor-rempah.co.id"
country = "Indonesia"
city = "Ambon"
categories = ["whole nutmeg", "sago starch", "agarwood chips"]

[senders.s3]
company = "Exportadora Elqui Azul Ltda."
name = "Catalina Ignacia Rojas Varela"
title = "Subgerente de Exportaciones"
email = "catalina.rojas@elquiazul.cl"
phone = "+56 51 221 4093"
website = "https://www.elquiazul.cl"
country = "Chile"
city = "La Serena"
categories = ["pisco", "lapis lazuli", "fresh cherimoyas"]

[senders.s4]
company = "Menengai Agri & Crafts Limited"
name = "Faith Chepkoech Langat"
title = "Head of Exports"
email = "faith.langat@menengai-agri.co.ke"
phone = "+254 51 221 0467"
website = "https://www.menengai-agri.co.ke"
country = "Kenya"
city = "Nakuru"
categories = ["purple tea", "soapstone figurines", "fresh baby corn"]
"""


def main() -> None:
    rows = [build_row(n, spec) for n, spec in enumerate(ROWS, 1)]
    assert len(rows) == 40
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")
    print(f"wrote {len(rows)} buyers and 4 senders")


if __name__ == "__main__":
    main()
