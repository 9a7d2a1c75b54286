"""Write buyers.csv (40 fictional buyers) and senders.toml (4 exporters) of the twenty-second fresh set.

Seeded and byte-reproducible: each row has its own Faker instance seeded SEED + row number (or,
for markets whose faker locale is missing or gives no fitting names, a random.Random with that
seed drawing from a short hand list). Companies, titles and notes are written per market by hand,
mostly around the drawn family name.

Run:  .venv/bin/python tests/data/dev_fresh22/make_buyers.py
"""
from __future__ import annotations

import csv
import random
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 3318057
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

JUNIPER, OREGANO, CHROMITE = "dried juniper berries", "dried oregano", "chromite ore"
RUM, TONKA, COUVERTURE = "aged rum", "tonka beans", "dark chocolate couverture"
MYRRH, LOBSTER, GOAT = "myrrh resin", "frozen spiny lobster tails", "chilled goat meat"
MALDIVE_FISH, GROUPER, BREADFRUIT = "Maldive fish", "frozen grouper fillets", "breadfruit chips"

SENDERS = {
    "s1": {
        "company": "Tomorri Herbs & Minerals Sh.p.k.",
        "name": "Ermira Kapllani",
        "title": "Menaxhere Eksporti",
        "email": "ermira.kapllani@tomorriherbs.al",
        "phone": "+355 32 234 561",
        "website": "https://tomorriherbs.al",
        "country": "Albania",
        "city": "Berat",
        "categories": [JUNIPER, OREGANO, CHROMITE],
    },
    "s2": {
        "company": "Exportadora Chama Andina, C.A.",
        "name": "María Alejandra Rangel Uzcátegui",
        "title": "Jefa de Exportación",
        "email": "malejandra.rangel@chamaandina.com.ve",
        "phone": "+58 274 263 4410",
        "website": "https://chamaandina.com.ve",
        "country": "Venezuela",
        "city": "Mérida",
        "categories": [RUM, TONKA, COUVERTURE],
    },
    "s3": {
        "company": "Karkaar Coast Trading Co.",
        "name": "Hodan Abdirahman Warsame",
        "title": "Export & Logistics Manager",
        "email": "hodan.warsame@karkaarcoast.so",
        "phone": "+252 90 771 2384",
        "website": "https://karkaarcoast.so",
        "country": "Somalia",
        "city": "Bosaso",
        "categories": [MYRRH, LOBSTER, GOAT],
    },
    "s4": {
        "company": "Laamu Ocean Foods Pvt Ltd",
        "name": "Aishath Shimna Ibrahim",
        "title": "Business Development Manager - Exports",
        "email": "shimna@laamuoceanfoods.com.mv",
        "phone": "+960 330 2145",
        "website": "https://laamuoceanfoods.com.mv",
        "country": "Maldives",
        "city": "Malé",
        "categories": [MALDIVE_FISH, GROUPER, BREADFRUIT],
    },
}

# Hand lists for markets without a fitting faker locale (drawn with random.Random(SEED + row)).
HAND = {
    "mk": (["Горан", "Зоран", "Александар", "Никола", "Дејан", "Игор"],
           ["Стојановски", "Трајковски", "Петровски", "Николовски", "Ристовски", "Јованоски"]),
    "ae_ar": (["راشد", "سعيد", "خالد", "حمدان", "عبدالله"],
              ["الشامسي", "الكعبي", "المهيري", "النعيمي", "الظاهري"]),
    "my": (["Mohd Hafiz", "Ahmad Zulkifli", "Mohd Faizal", "Nor Azman", "Muhammad Syafiq"],
           ["Rahman", "Hassan", "Ismail", "Abdullah", "Yusof"]),
    "ae_en": (["Sultan", "Obaid", "Humaid", "Majid", "Khalifa"],
              ["Al Kaabi", "Al Suwaidi", "Al Marri", "Al Falasi", "Al Ketbi"]),
}


def slug(text: str, sep: str = "-") -> str:
    """ASCII slug of a Latin-script name (accents stripped), for e-mail addresses and domains."""
    text = unicodedata.normalize("NFKD", text.replace("ł", "l").replace("Ł", "L").replace("ß", "ss"))
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    out = "".join(c if c.isalnum() else " " for c in text)
    return sep.join(out.split())


def faker_names(n: int, locale: str, gender: str):
    fk = Faker(locale)
    fk.seed_instance(SEED + n)
    first = fk.first_name_female() if gender == "f" else fk.first_name_male()
    if gender == "f" and hasattr(fk, "last_name_female"):
        last = fk.last_name_female()
    elif gender == "m" and hasattr(fk, "last_name_male"):
        last = fk.last_name_male()
    else:
        last = fk.last_name()
    fk.city()
    other = fk.last_name()  # a second family name, used by a few companies
    return first, last, other


def hand_names(n: int, key: str):
    rnd = random.Random(SEED + n)
    firsts, lasts = HAND[key]
    return rnd.choice(firsts), rnd.choice(lasts), rnd.choice(lasts)


def rows():
    """One tuple per buyer: (locale or hand key, gender, builder). The builder gets the drawn first
    name, family name and a second family name and returns the row's other fields."""
    def latin(first, last, dom, title, country, cat, note="", company=None, local=None):
        local = local or f"{slug(first, '.')}.{slug(last, '.')}"
        return dict(company=company, contact_name=f"{first} {last}", contact_title=title,
                    email=f"{local}@{dom}", country=country, product_category=cat,
                    website=f"https://www.{dom}", notes=note)

    R = []
    # --- s1: dried juniper berries (P001-P005)
    R.append(("sk_SK", "f", lambda f, l, o: latin(
        f, l, "liehovar-adamec.sk", "Vedúca nákupu", "Slovakia", JUNIPER,
        "Met at Danubius Gastro, Bratislava (January 2026). Buys about 8 t of juniper a year for "
        "borovička; asked for the 2025 crop's essential oil content.",
        company=f"Liehovar {l[:-3]} s.r.o.", local="m.adamecova")))
    R.append(("ja_JP", "m", lambda f, l, o: dict(
        company=f"{l}酒造株式会社", contact_name=f"{l} {f}", contact_title="購買課長",
        email="kobai@hayashi-shuzo.co.jp", country="Japan", product_category=JUNIPER,
        website="https://www.hayashi-shuzo.co.jp", notes="")))
    R.append(("en_GB", "m", lambda f, l, o: latin(
        f, l, "brownbotanicals.co.uk", "Head of Procurement", "United Kingdom", JUNIPER,
        "Supplies gin botanicals to about 40 UK craft distilleries. Asked for a price CIF "
        "Felixstowe for 5 t and the pesticide residue report.",
        company=f"{l} Botanicals Ltd", local=slug(f))))
    R.append(("de_DE", "f", lambda f, l, o: latin(
        f, l, "mangold-naturkost.de", "Einkäuferin", "Germany", JUNIPER,
        company=f"{l} Naturkost GmbH & Co. KG", local=f"{slug(f)[0]}.{slug(l)}")))
    R.append(("nl_BE", "m", lambda f, l, o: latin(
        f, l, "stokerijtheys.be", "Zaakvoerder", "Belgium", JUNIPER,
        "Liefst correspondentie in het Nederlands. Vroeg naar biologisch gecertificeerde "
        "jeneverbessen voor de jenever.",
        company=f"Stokerij {l} bv", local=slug(f))))
    # --- s1: dried oregano (P006-P010)
    R.append(("de_DE", "m", lambda f, l, o: latin(
        f, l, "schomber-gewuerze.de", "Leiter Einkauf Rohwaren", "Germany", OREGANO,
        "Met at Biofach, Nuremberg (February 2026). Needs steam-sterilised oregano; asked for a "
        "1 kg sample and the microbiology specification.",
        company=f"{l} Gewürzmühle GmbH")))
    R.append(("en_US", "f", lambda f, l, o: latin(
        f, l, "carterspice.com", "Senior Buyer, Herbs & Spices", "United States", OREGANO,
        "Supplies pizza chains in the Midwest. Asked for the kosher certificate and the FDA "
        "food facility registration number.",
        company=f"{l} Spice Company, LLC", local=f"{slug(f)[0]}{slug(l)}")))
    R.append(("it_IT", "m", lambda f, l, o: latin(
        f, l, "curielerbe.it", "Responsabile Acquisti", "Italy", OREGANO,
        company=f"{l} Erbe Aromatiche S.r.l.", local=f"acquisti")))
    R.append(("pl_PL", "f", lambda f, l, o: latin(
        f, l, "przyprawysamiec.pl", "Kierownik ds. zakupów", "Poland", OREGANO,
        "Met at Polagra Food, Poznań (September 2025). Asked for a price list FCA Durrës.",
        company=f"Przyprawy {l} sp. z o.o.")))
    R.append(("el_GR", "m", lambda f, l, o: dict(
        company=f"{l} Μπαχαρικά Α.Ε.", contact_name=f"{f} {l}", contact_title="Υπεύθυνος Αγορών",
        email="agores@koutris-spices.gr", country="Greece", product_category=OREGANO,
        website="https://www.koutris-spices.gr",
        notes="Has bought Albanian oregano by truck via Kakavia since 2019; wants the 2026 crop "
              "in 20 kg bales.")))
    # --- s1: chromite ore (P011-P015)
    R.append(("zh_CN", "m", lambda f, l, o: dict(
        company=f"乌兰察布市{l}氏铁合金有限公司", contact_name=f"{l}{f}", contact_title="采购部经理",
        email="caigou@wlcb-lishi-alloy.cn", country="China", product_category=CHROMITE,
        website="https://www.wlcb-lishi-alloy.cn",
        notes="Needs lumpy chromite ore, Cr2O3 40% min; asked for a price CIF Tianjin Xingang.")))
    R.append(("sv_SE", "f", lambda f, l, o: latin(
        f, l, "johansson-legeringar.se", "Inköpschef", "Sweden", CHROMITE,
        company=f"{l} Legeringar AB")))
    R.append(("mk", "m", lambda f, l, o: dict(
        company=f"Феролегури {l} ДООЕЛ", contact_name=f"{f} {l}",
        contact_title="Раководител на набавки", email="nabavki@feroleguri.mk",
        country="North Macedonia", product_category=CHROMITE, website="https://www.feroleguri.mk",
        notes="Takes ore by truck from Bulqizë through the Qafë Thanë crossing; wants 300 t a month.")))
    R.append(("de_AT", "m", lambda f, l, o: latin(
        f, l, "ritter-feuerfest.at", "Leiter Rohstoffeinkauf", "Austria", CHROMITE,
        company=f"{l} Feuerfest GmbH")))
    R.append(("ja_JP", "m", lambda f, l, o: dict(
        company="Miura Alloy Trading Co., Ltd.", contact_name="Shota Miura",
        contact_title="Manager, Raw Materials", email="s.miura@miura-alloy.co.jp", country="Japan",
        product_category=CHROMITE, website="https://www.miura-alloy.co.jp", notes="")))
    # --- s2: aged rum (P016-P018)
    R.append(("cs_CZ", "m", lambda f, l, o: latin(
        f, l, "stanek-distribuce.cz", "Vedoucí nákupu", "Czech Republic", RUM,
        "Met at ProWein, Düsseldorf (March 2026). Asked for a sample of the 12-year-old and "
        "the price per 6-bottle case DAP Prague.",
        company=f"{l} Distribuce s.r.o.")))
    R.append(("nl_NL", "f", lambda f, l, o: latin(
        f, l, f"{slug(o, '')}dranken.nl", "Inkoper gedistilleerd", "Netherlands", RUM,
        company=f"{o[0].upper()}{o[1:]} Dranken B.V.", local=slug(f))))
    R.append(("ko_KR", "m", lambda f, l, o: dict(
        company=f"{l}원주류 주식회사", contact_name=f"{l}{f}", contact_title="수입팀 과장",
        email="import@jangwon-liquor.co.kr", country="South Korea", product_category=RUM,
        website="https://www.jangwon-liquor.co.kr", notes="")))
    # --- s2: tonka beans (P019-P021)
    R.append(("fr_FR", "f", lambda f, l, o: latin(
        f, l, "petit-aromes.fr", "Acheteuse matières premières naturelles", "France", TONKA,
        "Rencontrée au salon Simppar à Paris. Demande la fiche technique (teneur en coumarine) "
        "et un échantillon de 500 g.",
        company=f"{l} Arômes SAS")))
    R.append(("de_CH", "m", lambda f, l, o: latin(
        f, l, "felber-confiserie.ch", "Einkaufsleiter", "Switzerland", TONKA,
        company=f"Confiserie {l} AG", local=f"{slug(f)[0]}.{slug(l)}")))
    R.append(("en_US", "m", lambda f, l, o: latin(
        f, l, "shepardaromatics.com", "Purchasing Manager", "United States", TONKA,
        "Fragrance use only (tonka is not allowed in food in the US). Needs a certificate of "
        "analysis with every lot.",
        company=f"{l} Aromatics Inc.", local=f"{slug(f)[0]}{slug(l)}")))
    # --- s2: dark chocolate couverture (P022-P023)
    R.append(("zh_TW", "f", lambda f, l, o: dict(
        company=f"{l}氏烘焙原料股份有限公司", contact_name=f"{l}{f}", contact_title="採購主任",
        email="purchase@hsueh-bakery.com.tw", country="Taiwan", product_category=COUVERTURE,
        website="https://www.hsueh-bakery.com.tw",
        notes="Met at the Taipei International Bakery Show (November 2025). Asked for samples of "
              "the 70% couverture.")))
    R.append(("ar_SA", "m", lambda f, l, o: dict(
        company=f"مؤسسة {l} للحلويات", contact_name=f"{f} {l}", contact_title="مدير المشتريات",
        email="purchasing@olayan-sweets.sa", country="Saudi Arabia", product_category=COUVERTURE,
        website="https://www.olayan-sweets.sa", notes="")))
    # --- s3: myrrh resin (P024-P026)
    R.append(("fr_FR", "m", lambda f, l, o: latin(
        f, l, "duhamel-naturels.fr", "Responsable achats matières premières", "France", MYRRH,
        company=f"{l} Naturels SARL", local=f"{slug(f)[0]}.{slug(l)}")))
    R.append(("hi_IN", "m", lambda f, l, o: dict(
        company=f"{l} आयुर्वेद प्राइवेट लिमिटेड", contact_name=f"{f} {l}", contact_title="खरीद प्रमुख",
        email="purchase@chauhanayurved.in", country="India", product_category=MYRRH,
        website="https://www.chauhanayurved.in",
        notes="Buys bola (myrrh) for Ayurvedic formulations; asked for a botanical identity "
              "certificate (Commiphora myrrha).")))
    R.append(("zh_CN", "f", lambda f, l, o: dict(
        company=f"亳州市{l}氏药材有限公司", contact_name=f"{l}{f}", contact_title="采购主管",
        email="caigou@bozhou-gaoshi.cn", country="China", product_category=MYRRH,
        website="https://www.bozhou-gaoshi.cn", notes="")))
    # --- s3: frozen spiny lobster tails (P027-P029)
    R.append(("ae_ar", "m", lambda f, l, o: dict(
        company=f"شركة {l} للمأكولات البحرية ذ.م.م", contact_name=f"{f} {l}",
        contact_title="رئيس قسم المشتريات", email="procurement@alshamsi-seafood.ae",
        country="United Arab Emirates", product_category=LOBSTER,
        website="https://www.alshamsi-seafood.ae",
        notes="Met at Gulfood, Dubai (February 2026). Wants IQF tails of 5-8 oz.")))
    R.append(("th_TH", "f", lambda f, l, o: dict(
        company=f"บริษัท {l} ซีฟู้ด จำกัด", contact_name=f"{f} {l}",
        contact_title="หัวหน้าฝ่ายจัดซื้อ", email="purchasing@chanta-seafood.co.th",
        country="Thailand", product_category=LOBSTER, website="https://www.chanta-seafood.co.th",
        notes="")))
    R.append(("zh_CN", "m", lambda f, l, o: dict(
        company="Xiamen Zhaoshi Seafood Import & Export Co., Ltd.", contact_name="Zhao Liang",
        contact_title="Import Manager", email="zhaoliang@zhaoshi-seafood.cn", country="China",
        product_category=LOBSTER, website="https://www.zhaoshi-seafood.cn", notes="")))
    # --- s3: chilled goat meat (P030-P032)
    R.append(("ar_SA", "m", lambda f, l, o: dict(
        company=f"شركة {o} للحوم المبردة", contact_name=f"{f} {l}", contact_title="مدير المشتريات",
        email="purchasing@sharbatly-meats.sa", country="Saudi Arabia", product_category=GOAT,
        website="https://www.sharbatly-meats.sa", notes="")))
    R.append(("my", "m", lambda f, l, o: latin(
        f, f"bin {l}", f"dagingsegar{slug(f.split()[-1])}.com.my", "Pengurus Pembelian", "Malaysia", GOAT,
        "Met at MIHAS, Kuala Lumpur (September 2025). Needs a JAKIM-recognised halal "
        "certificate and the DVS import permit before the first shipment.",
        company=f"Syarikat Daging Segar {f.split()[-1]} Sdn. Bhd.", local="pembelian")))
    R.append(("ae_en", "m", lambda f, l, o: latin(
        f, l, f"{slug(l, '')}meat.ae", "Procurement Manager", "United Arab Emirates", GOAT,
        company=f"{l} Meat Trading L.L.C.", local=slug(f))))
    # --- s4: Maldive fish (P033-P035)
    R.append(("si_LK", "m", lambda f, l, o: dict(
        company="Wijeratne Dry Fish Stores (Pvt) Ltd", contact_name=f"{f} {l}",
        contact_title="Managing Director", email="orders@wijeratnedryfish.lk",
        country="Sri Lanka", product_category=MALDIVE_FISH,
        website="https://www.wijeratnedryfish.lk",
        notes="Pettah wholesaler. Buys Maldive fish in 25 kg sacks; asked for the moisture "
              "content and a price CFR Colombo.")))
    R.append(("en_GB", "f", lambda f, l, o: latin(
        f, l, "mcleanmorrisfoods.co.uk", "Category Buyer, World Foods", "United Kingdom",
        MALDIVE_FISH, company=f"{l} & {o} Foods Ltd", local=f"{slug(f)}.{slug(l)}")))
    R.append(("fixed", "m", lambda f, l, o: dict(
        company="Kanagaratnam & Sons", contact_name="Suresh Kanagaratnam",
        contact_title="Proprietor", email="kanagaratnamsons@gmail.com", country="Sri Lanka",
        product_category=MALDIVE_FISH, website="", notes="")))
    # --- s4: frozen grouper fillets (P036-P038)
    R.append(("en_US", "m", lambda f, l, o: latin(
        f, l, "brockseafood.com", "VP of Purchasing", "United States", GROUPER,
        "Met at Seafood Expo North America, Boston (March 2026). Wants skinless, boneless "
        "fillets of 8-16 oz, IVP.",
        company=f"{l} Seafood Inc.", local=f"{slug(f)[0]}{slug(l)}")))
    R.append(("he_IL", "m", lambda f, l, o: dict(
        company=f"{l} דגים בע\"מ", contact_name=f"{f} {l}", contact_title="אחראי רכש",
        email="rechesh@doron-fish.co.il", country="Israel", product_category=GROUPER,
        website="https://www.doron-fish.co.il", notes="")))
    R.append(("it_IT", "f", lambda f, l, o: latin(
        f, l, "cabrini-ittica.it", "Responsabile acquisti surgelati", "Italy", GROUPER,
        company=f"{l} Ittica S.r.l.")))
    # --- s4: breadfruit chips (P039-P040)
    R.append(("en_AU", "f", lambda f, l, o: latin(
        f, l, "collinspantry.com.au", "Buying Manager", "Australia", BREADFRUIT,
        "Met at Fine Food Australia, Melbourne (September 2025). Wants 100 g retail packs "
        "with a gluten-free claim.",
        company=f"{l} Pantry Pty Ltd", local=slug(f))))
    R.append(("en_GB", "m", lambda f, l, o: latin(
        f, l, "smithahmedsnacks.co.uk", "Purchasing Director", "United Kingdom", BREADFRUIT,
        company=f"{l} & {o} Snacks Ltd", local=f"{slug(f)[0]}.{slug(l)}")))
    return R


def build():
    out = []
    for n, (loc, gender, make) in enumerate(rows(), 1):
        if loc == "fixed":  # a name written by hand, nothing drawn
            first = last = other = ""
        elif loc in HAND:
            first, last, other = hand_names(n, loc)
        else:
            first, last, other = faker_names(n, loc, gender)
        row = make(first, last, other)
        out.append({"buyer_id": f"P{n:03d}", **{k: row[k] for k in COLUMNS[1:]}})
    return out


def toml_str(v):
    if isinstance(v, list):
        return "[" + ", ".join(toml_str(x) for x in v) + "]"
    return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    buyers = build()
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(buyers)
    lines = []
    for sid, s in SENDERS.items():
        lines.append(f"[senders.{sid}]")
        lines += [f"{k} = {toml_str(v)}" for k, v in s.items()]
        lines.append("")
    (HERE / "senders.toml").write_text("\n".join(lines), encoding="utf-8")
    print(f"{len(buyers)} buyers, {len(SENDERS)} senders")


if __name__ == "__main__":
    main()
