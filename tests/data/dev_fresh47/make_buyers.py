"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (s1-s4) of dev_fresh47.

Seeded faker: row N draws its contact with its own Faker instance seeded 7315846 + N, so one row
can be changed without moving the others. Companies, titles, notes, mailboxes and websites are
written per market by hand around the drawn names. Byte-reproducible (faker 40.63.0):

    .venv/bin/python tests/data/dev_fresh47/make_buyers.py
"""
import csv
import io
import warnings
from pathlib import Path

from faker import Faker

warnings.filterwarnings("ignore")  # fr_QC-style deprecation notes; not used here
SEED = 7315846
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Names faker's mt_MT and ar_BH locales do not have (they fall back to US names): short hand
# lists, drawn from with the row's own seeded generator.
MT_F = ["Doris", "Rita", "Marthese", "Josianne", "Charmaine", "Roberta"]
MT_M = ["Joseph", "Mario", "Kurt", "Clayton", "Reuben", "Adrian"]
MT_L = ["Borg", "Camilleri", "Vella", "Farrugia", "Zammit", "Galea", "Grech", "Micallef", "Attard",
        "Spiteri", "Azzopardi", "Cassar", "Mifsud", "Bonello"]
BH_M = ["Jassim", "Hussain", "Ebrahim", "Ali", "Mahmood", "Yusuf"]
BH_F = ["Fatema", "Maryam", "Zainab", "Noor", "Hessa", "Amal"]
BH_P = ["Ahmed", "Hasan", "Abdulla", "Mohamed", "Salman"]
BH_L = ["Al-Haddad", "Al-Mahroos", "Kanoo", "Al-Sayed", "Bukhowa", "Al-Alawi", "Fakhro", "Al-Jishi"]

WINE, SAUS, CHICK = "Šipon white wine", "Kranjska sausages", "frozen chicken breast fillets"
RIBBON, GABBRO, DHOW = "frozen ribbonfish", "gabbro aggregate", "dhow models"
KRAMA, POTS, SNAKE = "krama scarves", "terracotta planters", "dried snakehead fish"
BROC, GYPSO, TAMA = "frozen broccoli florets", "fresh gypsophila", "tree tomato pulp"

SENDERS = {
    "s1": dict(company="Poetovio Dobrote d.d.", name="Tadeja Lovrec Meško",
               title="Direktorica izvoza", email="tadeja.lovrec@poetovio-dobrote.si",
               phone="+386 2 788 41 60", website="https://www.poetovio-dobrote.si",
               country="Slovenia", city="Ptuj", categories=[WINE, SAUS, CHICK]),
    "s2": dict(company="Al Wusta Bahr & Hajar SPC", name="Hilal Saif Al-Araimi",
               title="Export Development Manager", email="hilal.araimi@bahrhajar.om",
               phone="+968 2508 4417", website="https://www.bahrhajar.om",
               country="Oman", city="Duqm", categories=[RIBBON, GABBRO, DHOW]),
    "s3": dict(company="Dei Krahom Crafts & Foods Co., Ltd.", name="Sok Sreymom",
               title="Sales & Export Manager", email="sreymom.sok@deikrahom.com.kh",
               phone="+855 26 988 214", website="https://www.deikrahom.com.kh",
               country="Cambodia", city="Kampong Chhnang", categories=[KRAMA, POTS, SNAKE]),
    "s4": dict(company="Páramo Cotopaxi Agroexport S.A.", name="Diana Carolina Chiluisa Tapia",
               title="Coordinadora de Exportaciones", email="dchiluisa@paramocotopaxi.com.ec",
               phone="+593 3 280 1457", website="https://www.paramocotopaxi.com.ec",
               country="Ecuador", city="Latacunga", categories=[BROC, GYPSO, TAMA]),
}

# (locale, gender, name order, country, category, company, title, e-mail, website, note).
# {f} and {l} are the drawn given and family name; order "fl" = given first, "lf" = family first
# with a space (Hungarian), "lf0" = family first without a space (Chinese, Japanese, Korean).
ROWS = [
    ("el_GR", "m", "fl", "Cyprus", WINE, "Οινεμπορική {l} Λτδ", "Υπεύθυνος Προμηθειών",
     "purchasing@androulakis-wines.com.cy", "https://www.androulakis-wines.com.cy",
     "Met at ProWein Düsseldorf 2025. Supplies hotels in Limassol and Paphos."),
    ("zh_TW", "f", "lf0", "Taiwan", WINE, "{l}家葡萄酒有限公司", "採購經理",
     "purchasing@huangjia-wine.com.tw", "https://www.huangjia-wine.com.tw",
     "Asked for samples of the 2023 vintage; needs Chinese back labels."),
    ("de_LI", "m", "fl", "Liechtenstein", WINE, "Weinkeller {l} Anstalt", "Einkaufsleiter",
     "{fa}.{la}@weinkeller-{la}.li", "https://www.weinkeller-{la}.li", ""),
    ("no_NO", "f", "fl", "Norway", WINE, "{l} Vinimport AS", "Innkjøpsansvarlig",
     "{fa}.{la}@{la}vin.no", "https://www.{la}vin.no",
     "Leverer til Vinmonopolet. Ba om prøveflasker til anbudet i mars."),
    ("nl_BE", "m", "fl", "Belgium", WINE, "Wijnhandel {l} BV", "Aankoper wijnen",
     "{fa}@{la}-wijnen.be", "https://www.{la}-wijnen.be", ""),
    ("mk_MK", "m", "fl", "North Macedonia", SAUS, "{l} Деликатеси ДООЕЛ", "Менаџер за набавки",
     "nabavki@naumovski-delikatesi.mk", "https://www.naumovski-delikatesi.mk",
     "Asked for the PGI certificate of the Kranjska klobasa. Corresponds in English."),
    ("mt_MT", "f", "fl", "Malta", SAUS, "{l} Fine Foods Ltd", "Procurement Manager",
     "{fa}.{la}@{la}finefoods.com.mt", "https://www.{la}finefoods.com.mt", ""),
    ("de_LU", "m", "fl", "Luxembourg", SAUS, "Boucherie-Charcuterie {l} S.à r.l.", "Gérant",
     "{fa}.{la}@boucherie-{la}.lu", "https://www.boucherie-{la}.lu", ""),
    ("fr_CA", "f", "fl", "Canada", SAUS, "Charcuterie {l} inc.", "Acheteuse principale",
     "{fa0}{la}@charcuterie{la}.ca", "https://www.charcuterie{la}.ca",
     "Rencontrée au SIAL Montréal. Demande la fiche technique et le prix par caisse."),
    ("de_LU", "f", "fl", "Luxembourg", SAUS, "Épicerie fine {l} S.A.", "Einkaufsleiterin",
     "{fa}.{la}@epicerie-{la}.lu", "https://www.epicerie-{la}.lu", ""),
    ("ar_PS", "m", "fl", "Jordan", CHICK, "شركة {l} للأغذية المجمدة ذ.م.م.", "مدير المشتريات",
     "purchasing@hammami-foods.jo", "https://www.hammami-foods.jo",
     "Needs a halal certificate and JFDA registration. Met at Gulfood Dubai."),
    ("hy_AM", "f", "fl", "Armenia", CHICK, "«{l} Ֆուդ» ՍՊԸ", "Գնումների մենեջեր",
     "procurement@chemedikyan-food.am", "https://www.chemedikyan-food.am", ""),
    ("ar_BH", "m", "fl", "Bahrain", CHICK, "{l} Cold Stores W.L.L.", "Purchasing Manager",
     "jassim@almahroos-coldstores.com.bh", "https://www.almahroos-coldstores.com.bh", ""),
    ("tw_GH", "m", "fl", "Ghana", CHICK, "{l} Cold Store Limited", "Procurement Officer",
     "{fa}.{la}@{la}coldstore.com.gh", "https://www.{la}coldstore.com.gh",
     "Met at Anuga Cologne. Asked for a price list CIF Tema."),
    ("ka_GE", "m", "fl", "Georgia", CHICK, "შპს {l} ფუდსი", "შესყიდვების მენეჯერი",
     "procurement@ramishvili-foods.ge", "https://www.ramishvili-foods.ge", ""),
    ("zh_CN", "m", "lf0", "China", RIBBON, "青岛{l}氏水产有限公司", "采购经理",
     "purchasing@panshi-seafood.cn", "https://www.panshi-seafood.cn",
     "Met at Seafood Expo Asia in Singapore. Wants 400-600 g pieces, IQF."),
    ("ko_KR", "f", "lf0", "South Korea", RIBBON, "주식회사 {l}진수산", "구매과장",
     "purchase@seojin-fish.co.kr", "https://www.seojin-fish.co.kr", ""),
    ("zh_TW", "m", "lf0", "Taiwan", RIBBON, "{l}記海產股份有限公司", "採購主任",
     "purchasing@huangji-seafood.com.tw", "https://www.huangji-seafood.com.tw", ""),
    ("mr_IN", "m", "fl", "India", GABBRO, "{l} कन्स्ट्रक्शन मटेरियल्स प्रायव्हेट लिमिटेड",
     "खरेदी व्यवस्थापक", "purchase@phadke-cm.in", "https://www.phadke-cm.in",
     "Asked for test certificates: LA abrasion value and water absorption."),
    ("ar_BH", "f", "fl", "Bahrain", GABBRO, "{l} Building Materials B.S.C. (c)", "Procurement Manager",
     "maryam.fakhro@fakhro-bm.com.bh", "https://www.fakhro-bm.com.bh", ""),
    ("mt_MT", "m", "fl", "Malta", DHOW, "{l} Nautical Gifts Ltd", "Director",
     "{fa}@{la}nautical.com.mt", "https://www.{la}nautical.com.mt",
     "Runs the gift shop of the Malta Maritime Museum in Birgu."),
    ("da_DK", "f", "fl", "Denmark", DHOW, "{l} Maritime Gaver ApS", "Indkøber",
     "{fa}@{la}-maritime.dk", "https://www.{la}-maritime.dk", ""),
    ("en_KE", "m", "fl", "Kenya", DHOW, "{l} Coastal Curios Ltd", "Head of Buying",
     "{fa}.{la}@coastalcurios.co.ke", "https://www.coastalcurios.co.ke", ""),
    ("ja_JP", "f", "lf0", "Japan", KRAMA, "{l}アジア雑貨株式会社", "バイヤー",
     "buyer@takahashi-asia.co.jp", "https://www.takahashi-asia.co.jp",
     "Met at the Tokyo International Gift Show. Asked for OEKO-TEX certificates."),
    ("da_DK", "m", "fl", "Denmark", KRAMA, "{l} Tekstil A/S", "Indkøbschef",
     "{fa}.{la}@{la}tekstil.dk", "https://www.{la}tekstil.dk", ""),
    ("fr_CA", "m", "fl", "Canada", KRAMA, "Boutique {l} Commerce équitable inc.", "Acheteur",
     "{fa}@boutique{la}.ca", "https://www.boutique{la}.ca", ""),
    ("he_IL", "f", "fl", "Israel", POTS, "{l} גינון ועציצים בע\"מ", "מנהלת רכש",
     "purchasing@guetta-garden.co.il", "https://www.guetta-garden.co.il",
     "Asked for samples of the 40 cm planters. Prefers Hebrew or English."),
    ("hu_HU", "m", "lf", "Hungary", POTS, "{l} Kertészet Kft.", "beszerzési vezető",
     "{fa}.{la}@{la}kerteszet.hu", "https://www.{la}kerteszet.hu", ""),
    ("el_GR", "f", "fl", "Cyprus", POTS, "Φυτώριο {l} Λτδ", "Υπεύθυνη Αγορών",
     "info@masaouti-nursery.com.cy", "https://www.masaouti-nursery.com.cy", ""),
    ("th", "f", "fl", "Thailand", SNAKE, "บริษัท {l} ฟู้ดส์ จำกัด", "หัวหน้าฝ่ายจัดซื้อ",
     "purchasing@joinusaeng-foods.co.th", "https://www.joinusaeng-foods.co.th",
     "Asked for the HACCP certificate and photos of the drying yard."),
    ("en_US", "m", "fl", "United States", SNAKE, "{l} Asian Provisions, Inc.", "Purchasing Manager",
     "{fa0}{la}@{la}asianprovisions.com", "https://www.{la}asianprovisions.com", ""),
    ("ja_JP", "m", "lf0", "Japan", BROC, "{l}青果株式会社", "仕入部長",
     "shiire@nakamura-seika.co.jp", "https://www.nakamura-seika.co.jp",
     "Met at Foodex Japan. Supplies makers of convenience-store lunch boxes."),
    ("no_NO", "m", "fl", "Norway", BROC, "{l} Frukt og Grønt AS", "Innkjøpssjef",
     "{fa}.{la}@{la}-frukt.no", "https://www.{la}-frukt.no", ""),
    ("ko_KR", "m", "lf0", "South Korea", BROC, "재호농산 주식회사", "구매팀 차장",
     "purchase@jaeho-farm.co.kr", "https://www.jaeho-farm.co.kr", ""),
    ("ka_GE", "f", "fl", "Georgia", GYPSO, "შპს ფლორა {l}", "შესყიდვების სპეციალისტი",
     "orders@flora-kevlishvili.ge", "https://www.flora-kevlishvili.ge",
     "Buys for florists in Tbilisi ahead of 8 March. Asked for 75 cm stems."),
    ("uz_UZ", "f", "fl", "Uzbekistan", GYPSO, "{l} Gul Savdo MChJ", "Xaridlar bo'yicha menejer",
     "{fa}.{la}@gulsavdo.uz", "https://www.gulsavdo.uz",
     "Предпочитает переписку на русском языке."),
    ("hu_HU", "f", "lf", "Hungary", GYPSO, "{l} Virágnagykereskedés Bt.", "beszerző",
     "{fa}@{la}virag.hu", "https://www.{la}virag.hu", ""),
    ("es_ES", "f", "fl", "Spain", TAMA, "Frutas Tropicales {l}, S.L.", "Jefa de Compras",
     "compras@frutastropicales{la}.es", "https://www.frutastropicales{la}.es",
     "Supplies Latin American grocery shops in Madrid and Barcelona; asked for 1 kg frozen packs."),
    ("it_IT", "m", "fl", "Italy", TAMA, "{l} Alimentari Latini S.r.l.", "Responsabile acquisti",
     "acquisti@{la}alimentari.it", "https://www.{la}alimentari.it", ""),
    ("en_US", "f", "fl", "United States", TAMA, "{l} Latin Foods Distributors, Inc.", "Category Buyer",
     "{fa0}{la}@{la}latinfoods.com", "https://www.{la}latinfoods.com",
     "Met at the Summer Fancy Food Show in New York. Asked for the FDA registration number."),
]


def ascii_slug(text: str) -> str:
    table = str.maketrans({"ø": "o", "å": "a", "æ": "ae", "é": "e", "è": "e", "ë": "e", "ü": "u",
                           "ö": "o", "ó": "o", "á": "a", "í": "i", "ú": "u", "ñ": "n", "ç": "c"})
    return "".join(ch for ch in text.lower().translate(table) if ch.isalnum())


def draw(n: int, loc: str, gender: str) -> tuple[str, str]:
    fk = Faker(loc)
    fk.seed_instance(SEED + n)
    if loc == "mt_MT":
        return fk.random_element(MT_F if gender == "f" else MT_M), fk.random_element(MT_L)
    if loc == "ar_BH":
        given = fk.random_element(BH_F if gender == "f" else BH_M)
        father = fk.random_element(BH_P)
        return f"{given} {father}", fk.random_element(BH_L)
    first = fk.first_name_male() if gender == "m" else fk.first_name_female()
    last_fn = getattr(fk, "last_name_male" if gender == "m" else "last_name_female", fk.last_name)
    return first, last_fn()


def rows() -> list[dict]:
    out = []
    for n, (loc, gender, order, country, cat, company, title, email, web, note) in enumerate(ROWS, 1):
        first, last = draw(n, loc, gender)
        contact = {"fl": f"{first} {last}", "lf": f"{last} {first}", "lf0": f"{last}{first}"}[order]
        slots = dict(f=first, l=last, fa=ascii_slug(first.split()[0]), fa0=ascii_slug(first)[:1],
                     la=ascii_slug(last))
        out.append(dict(buyer_id=f"P{n:03d}", company=company.format(**slots), contact_name=contact,
                        contact_title=title, email=email.format(**slots), country=country,
                        product_category=cat, website=web.format(**slots), notes=note))
    return out


def toml_str(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def senders_toml() -> str:
    lines = ["# The four exporters of dev_fresh47 (fictional). s1's three categories have 5 buyers each.", ""]
    for sid, s in SENDERS.items():
        lines.append(f"[senders.{sid}]")
        for key in ("company", "name", "title", "email", "phone", "website", "country", "city"):
            lines.append(f"{key} = {toml_str(s[key])}")
        lines.append("categories = [" + ", ".join(toml_str(c) for c in s["categories"]) + "]")
        lines.append("")
    return "\n".join(lines)


def main() -> None:
    buf = io.StringIO()
    wr = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    wr.writeheader()
    wr.writerows(rows())
    (HERE / "buyers.csv").write_text(buf.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(senders_toml(), encoding="utf-8")


if __name__ == "__main__":
    main()
