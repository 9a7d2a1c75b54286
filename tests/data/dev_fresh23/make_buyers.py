"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of dev_fresh23.

Seeded faker: row N draws its contact's name from its own Faker instance seeded 7462091 + N
(the locale and the contact's gender are fixed per row by hand; Thai male given names skip
faker's prefixes such as นาย; the UAE, Singapore and Malaysia rows draw from short hand lists with
the row's own generator, because faker's ar_AE / en_MS give US names). Companies, titles and
notes are written by hand per market and use the drawn names. Byte-reproducible: the same faker
version writes the same bytes.

Run:  .venv/bin/python tests/data/dev_fresh23/make_buyers.py
"""
import csv
import io
import warnings
from pathlib import Path

from faker import Faker
from faker.providers.person.th_TH import Provider as ThaiPerson

warnings.simplefilter("ignore")  # faker's deprecation notes
HERE = Path(__file__).resolve().parent
SEED = 7462091
TH_PREFIXES = set(ThaiPerson.prefixes_male) | set(ThaiPerson.prefixes_female)
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Hand lists for markets whose faker locale gives no local names (drawn with the row's generator).
UAE_M = [("سالم", "الكتبي"), ("حمد", "المزروعي"), ("راشد", "الشامسي"), ("خليفة", "الظاهري")]
UAE_LATIN_M = [("Saeed", "Al Marri"), ("Obaid", "Al Suwaidi"), ("Mansoor", "Al Nuaimi"),
               ("Hamad", "Al Ketbi")]
SG = [("Tan", "Wei Ming"), ("Lim", "Boon Keng"), ("Ong", "Chee Hwa"), ("Goh", "Kian Seng")]
MY_F = [("Nurul Aisyah", "binti Ahmad"), ("Siti Hajar", "binti Yusof"),
        ("Farah Nadia", "binti Ismail"), ("Nor Azlina", "binti Hassan")]


def person(i: int, locale: str, gender: str):
    """(given name, family name) drawn by row i's own generator."""
    f = Faker("en_US" if locale.startswith("HAND_") else locale)
    f.seed_instance(SEED + i)
    if locale == "HAND_UAE":
        return f.random_element(UAE_M)
    if locale == "HAND_UAE_LATIN":
        return f.random_element(UAE_LATIN_M)
    if locale == "HAND_SG":
        family, given = f.random_element(SG)
        return given, family
    if locale == "HAND_MY":
        return f.random_element(MY_F)
    if gender == "f":
        first = f.first_name_female()
        last = f.last_name_female() if hasattr(f, "last_name_female") else f.last_name()
    else:
        first = f.first_name_male()
        if locale == "th_TH":
            while first in TH_PREFIXES:
                first = f.first_name_male()
        last = f.last_name_male() if hasattr(f, "last_name_male") else f.last_name()
    return first, last


def translit(s: str) -> str:
    table = str.maketrans({"ā": "a", "ē": "e", "ī": "i", "ū": "u", "ņ": "n", "ļ": "l", "ķ": "k",
                           "ģ": "g", "š": "s", "ž": "z", "č": "c", "ė": "e", "ą": "a", "ę": "e",
                           "ó": "o", "ł": "l", "ś": "s", "ć": "c", "ń": "n", "ż": "z", "ź": "z",
                           "é": "e", "è": "e", "ê": "e", "î": "i", "ô": "o", "û": "u", "ç": "c",
                           "ö": "o", "ä": "a", "ü": "u", "å": "a", "ß": "ss", " ": "", "'": ""})
    return s.lower().translate(table)


# Each row: locale, gender, country, category, and functions of (given, family) for the company,
# the contact name as a CRM holds it, the title, the e-mail, the website; then the note.
ROWS = [
    # --- s1 (Azerbaijan): fresh persimmons, pomegranate sauce, raw silk yarn: 5 buyers each ---
    dict(loc="ru_RU", g="m", country="Russia", cat="fresh persimmons",
         company=lambda g, f: f"ООО «{f} Агро»",
         name=lambda g, f: f"{g} {f}", title="Менеджер по закупкам",
         email=lambda g, f: "zakupki@mamontov-agro.ru", web="mamontov-agro.ru",
         note="Met at WorldFood Moscow 2025; asked for Korolyok persimmons in 5 kg boxes, "
              "November to January"),
    dict(loc="lv_LV", g="f", country="Latvia", cat="fresh persimmons",
         company=lambda g, f: 'SIA "Skujiņu augļi"',
         name=lambda g, f: f"{g} {f}", title="Iepirkumu speciāliste",
         email=lambda g, f: f"{translit(g)}.{translit(f)}@skujinuaugli.lv", web="skujinuaugli.lv",
         note=""),
    dict(loc="pl_PL", g="m", country="Poland", cat="fresh persimmons",
         company=lambda g, f: f"{f} Owoce Egzotyczne Sp. z o.o.",
         name=lambda g, f: f"{g} {f}", title="Kierownik działu zakupów",
         email=lambda g, f: f"w.{translit(f)}@wawrzonek-owoce.pl", web="wawrzonek-owoce.pl",
         note="Met at Fruit Logistica Berlin, February 2026; needs GlobalG.A.P. certificate"),
    dict(loc="HAND_UAE", g="m", country="United Arab Emirates", cat="fresh persimmons",
         company=lambda g, f: f"شركة {f} لتجارة الفواكه والخضروات ذ.م.م",
         name=lambda g, f: f"{g} {f}", title="مدير المشتريات",
         email=lambda g, f: "purchasing@almazrouei-fruits.ae", web="almazrouei-fruits.ae",
         note="Met at Gulfood Dubai 2026; wants a price CFR Jebel Ali per 40 ft reefer"),
    dict(loc="lt_LT", g="m", country="Lithuania", cat="fresh persimmons",
         company=lambda g, f: "UAB „Vaisių takas“",
         name=lambda g, f: f"{g} {f}", title="Pirkimų vadovas",
         email=lambda g, f: f"{translit(g)}.{translit(f)}@vaisiutakas.lt", web="vaisiutakas.lt",
         note=""),
    dict(loc="en_GB", g="f", country="United Kingdom", cat="pomegranate sauce",
         company=lambda g, f: f"{f} & Sayer Fine Foods Ltd",
         name=lambda g, f: f"{g} {f}", title="Category Buyer, World Foods",
         email=lambda g, f: f"{translit(g)}.{translit(f)}@bondsayer.co.uk", web="bondsayer.co.uk",
         note="Asked for a sample of the 330 g glass bottle; needs BRCGS certificate"),
    dict(loc="he_IL", g="f", country="Israel", cat="pomegranate sauce",
         company=lambda g, f: f'{f} יבוא מזון בע"מ',
         name=lambda g, f: f"{g} {f}", title="מנהלת רכש",
         email=lambda g, f: "purchasing@aharoni-food.co.il", web="aharoni-food.co.il",
         note="Needs a kosher certificate (OU or Badatz); English is fine"),
    dict(loc="de_DE", g="f", country="Germany", cat="pomegranate sauce",
         company=lambda g, f: f"{f} Feinkost GmbH",
         name=lambda g, f: f"{g} {f}", title="Einkäuferin Feinkost",
         email=lambda g, f: f"{translit(g)[0]}.{translit(f)}@kabus-feinkost.de", web="kabus-feinkost.de",
         note="Auf der Anuga 2025 in Köln kennengelernt; möchte zwei Musterflaschen und eine "
              "Preisliste"),
    dict(loc="nl_NL", g="f", country="Netherlands", cat="pomegranate sauce",
         company=lambda g, f: f"{f} Wereldkeuken B.V.",
         name=lambda g, f: f"{g} {f}", title="Inkoper",
         email=lambda g, f: f"l.{translit(f)}@langevoortwereldkeuken.nl", web="langevoortwereldkeuken.nl",
         note=""),
    dict(loc="el_GR", g="m", country="Greece", cat="pomegranate sauce",
         company=lambda g, f: f"{f} Τρόφιμα Α.Ε.",
         name=lambda g, f: f"{g} {f}", title="Υπεύθυνος Αγορών",
         email=lambda g, f: "agores@tsoumos-trofima.gr", web="tsoumos-trofima.gr",
         note=""),
    dict(loc="it_IT", g="f", country="Italy", cat="raw silk yarn",
         company=lambda g, f: f"{f} Filati S.r.l.",
         name=lambda g, f: f"{g} {f}", title="Responsabile acquisti",
         email=lambda g, f: f"{translit(g)}.{translit(f)}@santifilati.it", web="santifilati.it",
         note="Wants samples of 20/22 denier raw silk, grade 3A, for the Como weaving mill"),
    dict(loc="hi_IN", g="m", country="India", cat="raw silk yarn",
         company=lambda g, f: f"{f} सिल्क मिल्स प्राइवेट लिमिटेड",
         name=lambda g, f: f"{g} {f}", title="क्रय प्रमुख",
         email=lambda g, f: "purchase@chodharisilkmills.in", web="chodharisilkmills.in",
         note=""),
    dict(loc="fr_FR", g="m", country="France", cat="raw silk yarn",
         company=lambda g, f: f"Soieries {f} SAS",
         name=lambda g, f: f"{g} {f}", title="Responsable achats matières",
         email=lambda g, f: f"{translit(g)}.{translit(f)}@soieries-delahaye.fr", web="soieries-delahaye.fr",
         note="Met at Première Vision Paris, September 2025; weaves silk twill for scarves in Lyon"),
    dict(loc="th_TH", g="f", country="Thailand", cat="raw silk yarn",
         company=lambda g, f: f"บริษัท ไหมไทย{f} จำกัด",
         name=lambda g, f: f"{g} {f}", title="ผู้จัดการฝ่ายจัดซื้อ",
         email=lambda g, f: "purchasing@thaisilk-namsawet.co.th", web="thaisilk-namsawet.co.th",
         note=""),
    dict(loc="ja_JP", g="f", country="Japan", cat="raw silk yarn",
         company=lambda g, f: f"{f}織物株式会社",
         name=lambda g, f: f"{f} {g}", title="購買課長",
         email=lambda g, f: "kobai@sato-orimono.co.jp", web="sato-orimono.co.jp",
         note="Prefers Japanese; asked about 27 denier raw silk for kimono fabric (Nishijin, Kyoto)"),
    # --- s2 (Jamaica): pimento berries, canned ackee, scotch bonnet pepper sauce: 3 each ---
    dict(loc="de_DE", g="m", country="Germany", cat="pimento berries",
         company=lambda g, f: f"{f} Gewürzmühle GmbH & Co. KG",
         name=lambda g, f: f"{g} {f}", title="Leiter Rohwareneinkauf",
         email=lambda g, f: f"g.{translit(f)}@lorch-gewuerze.de", web="lorch-gewuerze.de",
         note=""),
    dict(loc="sv_SE", g="f", country="Sweden", cat="pimento berries",
         company=lambda g, f: f"{f}s Kryddor AB",
         name=lambda g, f: f"{g} {f}", title="Inköpschef",
         email=lambda g, f: f"{translit(g)}.{translit(f)}@perssonskryddor.se", web="perssonskryddor.se",
         note=""),
    dict(loc="en_US", g="f", country="United States", cat="pimento berries",
         company=lambda g, f: f"{f} Spice Importers, LLC",
         name=lambda g, f: f"{g} {f}", title="Director of Procurement",
         email=lambda g, f: f"{translit(g)[0]}{translit(f)}@carsonspice.com", web="carsonspice.com",
         note="Asked for ASTA cleanliness specs and a 5 kg sample of whole berries"),
    dict(loc="en_GB", g="m", country="United Kingdom", cat="canned ackee",
         company=lambda g, f: f"{f} Caribbean Foods Ltd",
         name=lambda g, f: f"{g} {f}", title="Buying Manager",
         email=lambda g, f: f"{translit(g)}.{translit(f)}@millscaribbean.co.uk", web="millscaribbean.co.uk",
         note="Met at IFE London, March 2026; sells to Caribbean grocers in London and Birmingham"),
    dict(loc="en_CA", g="m", country="Canada", cat="canned ackee",
         company=lambda g, f: f"{f} Island Foods Inc.",
         name=lambda g, f: f"{g} {f}", title="Purchasing Manager",
         email=lambda g, f: f"{translit(g)}@reedislandfoods.ca", web="reedislandfoods.ca",
         note=""),
    dict(loc="en_US", g="m", country="United States", cat="canned ackee",
         company=lambda g, f: f"{f} Caribbean Distributors, Inc.",
         name=lambda g, f: f"{g} {f}", title="VP Purchasing",
         email=lambda g, f: f"{translit(g)[0]}{translit(f)}@gonzalezcaribbean.com", web="gonzalezcaribbean.com",
         note=""),
    dict(loc="en_IE", g="f", country="Ireland", cat="scotch bonnet pepper sauce",
         company=lambda g, f: f"{f} Foods Ltd",
         name=lambda g, f: f"{g} {f}", title="Head of Buying",
         email=lambda g, f: f"{translit(g)}@broganfoods.ie", web="broganfoods.ie",
         note=""),
    dict(loc="nl_NL", g="f", country="Netherlands", cat="scotch bonnet pepper sauce",
         company=lambda g, f: f"{f} Tropische Levensmiddelen B.V.",
         name=lambda g, f: f"{g} {f}", title="Inkoopmanager",
         email=lambda g, f: f"l.{translit(f)}@jacquottropisch.nl", web="jacquottropisch.nl",
         note="Met at SIAL Paris 2024; wants 150 ml bottles for Surinamese and Antillean shops"),
    dict(loc="nl_BE", g="f", country="Belgium", cat="scotch bonnet pepper sauce",
         company=lambda g, f: f"{f} Sauzen BV",
         name=lambda g, f: f"{g} {f}", title="Aankoper",
         email=lambda g, f: f"{translit(g)}@eeckhoutsauzen.be", web="eeckhoutsauzen.be",
         note=""),
    # --- s3 (Algeria): couscous, desert truffles 3 each, esparto grass 2 ---
    dict(loc="fr_FR", g="m", country="France", cat="couscous",
         company=lambda g, f: f"Établissements {f} SAS",
         name=lambda g, f: f"{g} {f}", title="Acheteur épicerie",
         email=lambda g, f: f"r.{translit(f)}@ets-seguin.fr", web="ets-seguin.fr",
         note="Rencontré au SIAL Paris 2024 ; veut du couscous moyen en sacs de 25 kg"),
    dict(loc="fr_BE", g="m", country="Belgium", cat="couscous",
         company=lambda g, f: f"{f} Distribution SRL",
         name=lambda g, f: f"{g} {f}", title="Responsable achats",
         email=lambda g, f: f"{translit(g)}.{translit(f)}@peters-distribution.be", web="peters-distribution.be",
         note=""),
    dict(loc="fr_CA", g="m", country="Canada", cat="couscous",
         company=lambda g, f: f"Aliments {f} inc.",
         name=lambda g, f: f"{g} {f}", title="Directeur des achats",
         email=lambda g, f: f"j.{translit(f)}@alimentsharvey.ca", web="alimentsharvey.ca",
         note="Needs a halal certificate; prefers French"),
    dict(loc="ar_SA", g="m", country="Saudi Arabia", cat="desert truffles",
         company=lambda g, f: f"شركة {f} للتجارة",
         name=lambda g, f: f"{g} {f}", title="مدير المشتريات",
         email=lambda g, f: "purchasing@sharbatly-trading.com", web="sharbatly-trading.com",
         note="Wants truffles by air to Riyadh from February to April; asked for a price per kg"),
    dict(loc="HAND_UAE_LATIN", g="m", country="United Arab Emirates", cat="desert truffles",
         company=lambda g, f: f"{f} Fresh Foodstuff Trading L.L.C.",
         name=lambda g, f: f"{g} {f}", title="Purchasing Manager",
         email=lambda g, f: f"{translit(g)}@{translit(f)}-fresh.ae", web="",
         note=""),
    dict(loc="it_IT", g="f", country="Italy", cat="desert truffles",
         company=lambda g, f: f"{f} Tartufi S.r.l.",
         name=lambda g, f: f"{g} {f}", title="Titolare",
         email=lambda g, f: f"{translit(g)}@tresolditartufi.it", web="tresolditartufi.it",
         note="Met at TUTTOFOOD Milano 2025; sells to restaurants in Umbria and Rome"),
    dict(loc="es_ES", g="m", country="Spain", cat="esparto grass",
         company=lambda g, f: f"Artesanía {f} S.L.",
         name=lambda g, f: f"{g} {f}", title="Jefe de Compras",
         email=lambda g, f: f"compras@artesania{translit(f)}.es", web="artesaniapadilla.es",
         note=""),
    dict(loc="en_GB", g="m", country="United Kingdom", cat="esparto grass",
         company=lambda g, f: f"{f} Rural Crafts Ltd",
         name=lambda g, f: f"{g} {f}", title="Managing Director",
         email=lambda g, f: f"{translit(g)}@mooreruralcrafts.co.uk", web="mooreruralcrafts.co.uk",
         note=""),
    # --- s4 (Myanmar): black matpe beans, thanaka powder 3 each, live mud crabs 2 ---
    dict(loc="en_IN", g="f", country="India", cat="black matpe beans",
         company=lambda g, f: f"{f} Pulses Pvt. Ltd.",
         name=lambda g, f: f"{g} {f}", title="Head - Procurement",
         email=lambda g, f: f"{translit(g)}.{translit(f)}@batrapulses.in", web="batrapulses.in",
         note="Asked for FAQ grade urad, 2025 crop, price CNF Chennai"),
    dict(loc="ja_JP", g="m", country="Japan", cat="black matpe beans",
         company=lambda g, f: f"{f}もやし株式会社",
         name=lambda g, f: f"{f} {g}", title="仕入部長",
         email=lambda g, f: "shiire@ikeda-moyashi.co.jp", web="ikeda-moyashi.co.jp",
         note=""),
    dict(loc="HAND_SG", g="m", country="Singapore", cat="black matpe beans",
         company=lambda g, f: f"{f} Brothers Trading Pte. Ltd.",
         name=lambda g, f: f"{f} {g}", title="Procurement Manager",
         email=lambda g, f: f"{translit(g)}@{translit(f)}brothers.com.sg", web="",
         note=""),
    dict(loc="th_TH", g="m", country="Thailand", cat="thanaka powder",
         company=lambda g, f: f"บริษัท {f} เฮอร์บัล จำกัด",
         name=lambda g, f: f"{g} {f}", title="ผู้จัดการฝ่ายจัดซื้อ",
         email=lambda g, f: "purchasing@buaphuean-herbal.co.th", web="buaphuean-herbal.co.th",
         note="Met at in-cosmetics Asia, Bangkok, November 2025; makes herbal face powder"),
    dict(loc="ko_KR", g="m", country="South Korea", cat="thanaka powder",
         company=lambda g, f: f"주식회사 {g}코스메틱",
         name=lambda g, f: f"{f}{g}", title="구매팀장",
         email=lambda g, f: "purchasing@seongsu-cosmetic.co.kr", web="seongsu-cosmetic.co.kr",
         note=""),
    dict(loc="HAND_MY", g="f", country="Malaysia", cat="thanaka powder",
         company=lambda g, f: "Seri Mekar Herba Sdn. Bhd.",
         name=lambda g, f: f"{g} {f}", title="Purchasing Executive",
         email=lambda g, f: f"{translit(g.split()[0])}@serimekarherba.com.my", web="serimekarherba.com.my",
         note=""),
    dict(loc="zh_CN", g="f", country="China", cat="live mud crabs",
         company=lambda g, f: f"广州{f}氏水产贸易有限公司",
         name=lambda g, f: f"{f}{g}", title="采购经理",
         email=lambda g, f: "caigou@yuanshi-seafood.cn", web="yuanshi-seafood.cn",
         note=""),
    dict(loc="zh_TW", g="f", country="Taiwan", cat="live mud crabs",
         company=lambda g, f: f"{f}記海產有限公司",
         name=lambda g, f: f"{f}{g}", title="採購主任",
         email=lambda g, f: "purchasing@yuji-seafood.com.tw", web="yuji-seafood.com.tw",
         note=""),
]

SENDERS = """\
# The four exporters of dev_fresh23 (fictional). `categories` and `city` are this set's fields;
# the model runs get s1 without them (run_inputs.py).

[senders.s1]
company = "Şəki Bərəkət MMC"
name = "Nərgiz Hüseynova"
title = "İxrac üzrə menecer"
email = "n.huseynova@sekibereket.az"
phone = "+994 24 244 51 87"
website = "https://sekibereket.az"
country = "Azerbaijan"
city = "Şəki"
categories = ["fresh persimmons", "pomegranate sauce", "raw silk yarn"]

[senders.s2]
company = "Black River Provisions Limited"
name = "Shanique Whyte-Campbell"
title = "Export Manager"
email = "swhyte@blackriverprovisions.com.jm"
phone = "+1 876 965 2214"
website = "https://blackriverprovisions.com.jm"
country = "Jamaica"
city = "Black River"
categories = ["pimento berries", "canned ackee", "scotch bonnet pepper sauce"]

[senders.s3]
company = "SARL Ziban Agro-Export"
name = "Lamia Benaïssa"
title = "Directrice export"
email = "l.benaissa@ziban-agroexport.dz"
phone = "+213 33 54 71 09"
website = "https://ziban-agroexport.dz"
country = "Algeria"
city = "Biskra"
categories = ["couscous", "desert truffles", "esparto grass"]

[senders.s4]
company = "Shwe Ayeyar Trading Co., Ltd."
name = "Khin Myat Noe"
title = "Export Manager"
email = "khinmyatnoe@shweayeyar.com.mm"
phone = "+95 1 839 2415"
website = "https://shweayeyar.com.mm"
country = "Myanmar"
city = "Yangon"
categories = ["black matpe beans", "thanaka powder", "live mud crabs"]
"""


def main() -> None:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(COLUMNS)
    for i, r in enumerate(ROWS, 1):
        given, family = person(i, r["loc"], r["g"])
        web = r["web"]
        w.writerow([f"P{i:03d}", r["company"](given, family), r["name"](given, family), r["title"],
                    r["email"](given, family), r["country"], r["cat"],
                    f"https://{web}" if web else "", r["note"]])
    (HERE / "buyers.csv").write_text(out.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
