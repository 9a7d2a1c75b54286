"""Writes buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of the
thirty-fifth fresh set. Seeded faker: row n draws from its own Faker(locale) seeded SEED + n, so the
output is byte-reproducible (faker 40.63.0).

Run:  .venv/bin/python tests/data/dev_fresh35/make_buyers.py
"""
import csv
import io
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 3852719
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

HALIBUT, KRILL, COLLAGEN = "frozen Greenland halibut", "krill oil", "marine collagen peptides"
GARLIC, RAISINS, LIME = "fresh white garlic", "seedless raisins", "quicklime"
TITANIUM, ZINC, VELVET = "titanium sponge", "zinc ingots", "maral antler velvet"
ZELLIGE, CAPERS, MINT = "zellige tiles", "capers in brine", "dried spearmint"

# Romanisation of the Japanese family name the seed draws (for the e-mail domain), and hand
# lists for the locales whose faker names do not fit (faker's ar_* give US names).
ROMAN = {"橋本": "hashimoto"}
EG_GIVEN = ["هشام", "شريف", "طارق", "عمرو", "ياسر", "وليد", "أيمن", "خالد"]
EG_FAMILY = [("الجزار", "elgazzar"), ("المنياوي", "elmenyawy"), ("الدسوقي", "eldessouky"),
             ("البحيري", "elbehairy"), ("الشاذلي", "elshazly"), ("العطار", "elattar")]
AE_GIVEN = ["سالم", "حمد", "راشد", "سعيد", "عبدالله", "ماجد"]
AE_FAMILY = [("المزروعي", "almazrouei"), ("الكعبي", "alkaabi"), ("الشامسي", "alshamsi"),
             ("النعيمي", "alnuaimi"), ("الظاهري", "aldhaheri"), ("المهيري", "almheiri")]


def ascii_fold(text: str) -> str:
    text = text.replace("ł", "l").replace("Ł", "L").replace("ß", "ss").replace("đ", "d").replace("Đ", "D")
    text = text.replace("ı", "i").replace("ø", "o").replace("æ", "ae")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def slug(text: str) -> str:
    return "".join(c for c in ascii_fold(text).lower() if c.isalnum())


def person(f: Faker, female: bool):
    first = f.first_name_female() if female else f.first_name_male()
    last = (getattr(f, "last_name_female") if female else getattr(f, "last_name_male"))()
    return first, last


def row(n: int) -> dict:
    """Buyer n (1-40): each market written by hand, names drawn from Faker(locale) seeded SEED + n."""
    spec = ROWS[n - 1]
    f = Faker(spec[0])
    f.seed_instance(SEED + n)
    female = f.random.random() < 0.5
    out = spec[1](f, female)
    out["buyer_id"] = f"P{n:03d}"
    return {c: out.get(c, "") for c in COLUMNS}


def western(first, last, company, title, domain, country, category, note="", sep="."):
    local = f"{slug(first)}{sep}{slug(last)}"
    return dict(company=company, contact_name=f"{first} {last}", contact_title=title,
                email=f"{local}@{domain}", country=country, product_category=category,
                website=f"https://www.{domain}", notes=note)


def jp1(f, female):  # Japan, halibut
    first, last = person(f, female)
    r = ROMAN[last]
    return dict(company=f"{last}水産株式会社", contact_name=f"{last} {first}", contact_title="仕入部長",
                email=f"shiire@{r}-suisan.co.jp", country="Japan", product_category=HALIBUT,
                website=f"https://www.{r}-suisan.co.jp",
                notes="Met at the Japan International Seafood & Technology Expo in Tokyo. Buys 2-3 kg "
                      "fish for engawa (fin muscle) and sashimi trimmings.")


def kr1(f, female):  # South Korea, halibut
    first, last = person(f, female)
    name = f.random.choice([("청해수산", "chunghae"), ("동진수산", "dongjin"), ("한결수산", "hangyeol")])
    return dict(company=f"주식회사 {name[0]}", contact_name=f"{last}{first}", contact_title="수입팀 과장",
                email=f"import@{name[1]}fish.co.kr", country="South Korea", product_category=HALIBUT,
                website=f"https://www.{name[1]}fish.co.kr")


def cn1(f, female):  # China, halibut
    first, last = person(f, female)
    name = f.random.choice([("恒泰", "hengtai"), ("鑫海", "xinhai"), ("瑞祥", "ruixiang")])
    return dict(company=f"青岛{name[0]}水产有限公司", contact_name=f"{last}{first}", contact_title="采购总监",
                email=f"purchase@qd{name[1]}.com.cn", country="China", product_category=HALIBUT,
                website=f"https://www.qd{name[1]}.com.cn",
                notes="Asked for a price list CFR Qingdao. Reprocesses fillets for re-export to Japan "
                      "and South Korea.")


def nl1(f, female):  # Netherlands, halibut
    first, last = person(f, female)
    co = last[0].upper() + last[1:]
    return western(first, last, f"{co} Vis B.V.", "Inkoper diepvriesvis", f"{slug(last)}vis.nl",
                   "Netherlands", HALIBUT)


def pl1(f, female):  # Poland, halibut
    first, last = person(f, female)
    male_last = f.last_name_male()
    return western(first, last, f"Przetwórnia Ryb {male_last} Sp. z o.o.", "Kierownik działu zakupów",
                   f"{slug(male_last)}-ryby.pl", "Poland", HALIBUT,
                   "Needs the MSC chain of custody certificate. Prefers e-mails in Polish or English.")


def us1(f, female):  # United States, krill oil
    first, last = person(f, female)
    return western(first, last, f"{last} Naturals LLC", "Director of Sourcing", f"{slug(last)}naturals.com",
                   "United States", KRILL,
                   "Private-label supplement brand selling on Amazon and through Whole Foods. Asked for "
                   "the certificate of analysis and the IFOS report.")


def au1(f, female):  # Australia, krill oil
    first, last = person(f, female)
    return western(first, last, f"{last} Health Pty Ltd", "Procurement Manager", f"{slug(last)}health.com.au",
                   "Australia", KRILL, "Asked for a sample of 500 softgels. Needs the documents for a "
                   "TGA listing.")


def de1(f, female):  # Germany, krill oil
    first, last = person(f, female)
    return western(first, last, f"{last} Vital GmbH", "Leitung Rohstoffeinkauf", f"{slug(last)}-vital.de",
                   "Germany", KRILL, "Kontakt auf der Vitafoods Europe in Genf. Bitte auf Deutsch "
                   "schreiben.")


def tw1(f, female):  # Taiwan, krill oil
    first, last = person(f, female)
    name = f.random.choice([("康晟生技", "kangsheng"), ("永蓓生技", "yungbei"), ("健富生技", "jianfu")])
    return dict(company=f"{name[0]}股份有限公司", contact_name=f"{last}{first}", contact_title="採購專員",
                email=f"purchasing@{name[1]}.com.tw", country="Taiwan", product_category=KRILL,
                website=f"https://www.{name[1]}.com.tw")


def gb1(f, female):  # United Kingdom, krill oil
    first, last = person(f, female)
    return western(first, last, f"{last} Wellness Ltd", "Head of Buying", f"{slug(last)}wellness.co.uk",
                   "United Kingdom", KRILL)


def th1(f, female):  # Thailand, collagen
    first, last = person(f, female)
    return dict(company=f"บริษัท {last} บิวตี้ดริ้งค์ จำกัด", contact_name=f"{first} {last}",
                contact_title="หัวหน้าฝ่ายจัดซื้อ", email="purchasing@beautydrink.co.th", country="Thailand",
                product_category=COLLAGEN, website="https://www.beautydrink.co.th",
                notes="Makes collagen beauty drinks sold at 7-Eleven Thailand. Needs a halal "
                      "certificate.")


def il1(f, female):  # Israel, collagen
    first, last = person(f, female)
    return dict(company=f"{last} תוספי תזונה בע\"מ", contact_name=f"{first} {last}",
                contact_title="רכזת רכש" if female else "רכז רכש", email="rechesh@tosafim.co.il",
                country="Israel", product_category=COLLAGEN, website="https://www.tosafim.co.il",
                notes="Asked for a 1 kg sample and the molecular weight specification (under 2,000 "
                      "Da).")


def mx1(f, female):  # Mexico, collagen
    first, last = person(f, female)
    return western(first, last, f"Laboratorios {last} S.A. de C.V.", "Gerente de Abastecimiento",
                   f"lab{slug(last)}.com.mx", "Mexico", COLLAGEN)


def vn1(f, female):  # Vietnam, collagen
    first, last = person(f, female)
    middle = "Thị" if female else f.random.choice(["Văn", "Minh", "Đức"])
    name = f.random.choice([("An Khang", "ankhang"), ("Thiên Phúc", "thienphuc"), ("Minh Châu", "minhchau")])
    return dict(company=f"Công ty TNHH Mỹ phẩm {name[0]}", contact_name=f"{last} {middle} {first}",
                contact_title="Trưởng phòng Mua hàng", email=f"{slug(first)}.{slug(last)}@{name[1]}.vn",
                country="Vietnam", product_category=COLLAGEN, website=f"https://{name[1]}.vn")


def it1(f, female):  # Italy, collagen
    first, last = person(f, female)
    return western(first, last, f"{last} Nutraceutici S.r.l.", "Responsabile Acquisti",
                   f"{slug(last)}nutraceutici.it", "Italy", COLLAGEN,
                   "Met at Cosmofarma in Bologna. Wants technical data sheets in Italian.")


def br1(f, female):  # Brazil, garlic
    first, last = person(f, female)
    return western(first, last, f"{last} Hortifrúti Ltda.", "Compradora" if female else "Comprador",
                   f"{slug(last)}hortifruti.com.br", "Brazil", GARLIC,
                   "Buys class 6 and 7 garlic for the CEAGESP wholesale market in São Paulo.")


def fr1(f, female):  # France, garlic
    first, last = person(f, female)
    return western(first, last, f"{last} Primeurs SAS", "Responsable des achats", f"{slug(last)}-primeurs.fr",
                   "France", GARLIC)


def es1(f, female):  # Spain, garlic
    first, last = person(f, female)
    return western(first, last, f"Ajos {last} S.L.", "Jefa de Compras" if female else "Jefe de Compras",
                   f"ajos{slug(last)}.es", "Spain", GARLIC)


def ru1(f, female):  # Russia, raisins
    first, last = person(f, female)
    male_last = f.last_name_male()
    patronymic = f.middle_name_female() if female else f.middle_name_male()
    return dict(company=f"ООО «ТД {male_last}»", contact_name=f"{first} {patronymic} {last}",
                contact_title="Менеджер по закупкам", email="zakupki@td-sukhofrukty.ru", country="Russia",
                product_category=RAISINS, website="https://td-sukhofrukty.ru",
                notes="Asked for a price CIF Saint Petersburg for a 20 t container.")


def gb2(f, female):  # United Kingdom, raisins
    first, last = person(f, female)
    return western(first, last, f"{last} Bakery Supplies Ltd", "Senior Buyer", f"{slug(last)}bakery.co.uk",
                   "United Kingdom", RAISINS, "Met at IFE London. Supplies craft bakeries; wants "
                   "sulphite-free raisins.")


def br2(f, female):  # Brazil, raisins
    first, last = person(f, female)
    return western(first, last, f"Distribuidora {last} de Alimentos Ltda.", "Gerente de Suprimentos",
                   f"distribuidora{slug(last)}.com.br", "Brazil", RAISINS)


def cl1(f, female):  # Chile, quicklime
    first, last = person(f, female)
    return western(first, last, f"Insumos Mineros {last} S.A.",
                   "Jefa de Abastecimiento" if female else "Jefe de Abastecimiento",
                   f"im{slug(last)}.cl", "Chile", LIME,
                   "Supplies copper mines in Antofagasta. Needs the reactivity test (t60) for each lot.")


def cl2(f, female):  # Chile, quicklime
    first, last = person(f, female)
    return western(first, last, f"Comercial {last} Ltda.",
                   "Encargada de Compras" if female else "Encargado de Compras",
                   f"comercial{slug(last)}.cl", "Chile", LIME)


def us2(f, female):  # United States, titanium sponge
    first, last = person(f, female)
    return western(first, last, f"{last} Titanium, Inc.", "Raw Materials Buyer", f"{slug(last)}titanium.com",
                   "United States", TITANIUM,
                   "Asked for an ASTM B299 certificate and a sample of grade MD-120.")


def in1(f, female):  # India, titanium sponge
    first, last = person(f, female)
    return dict(company=f"{last} एलॉयज़ प्राइवेट लिमिटेड", contact_name=f"{first} {last}",
                contact_title="वरिष्ठ क्रय अधिकारी", email="purchase@alloys-india.in", country="India",
                product_category=TITANIUM, website="https://www.alloys-india.in")


def tr1(f, female):  # Turkey, zinc
    first, last = person(f, female)
    return western(first, last, f"{last} Galvaniz Sanayi ve Ticaret A.Ş.", "Satınalma Müdürü",
                   f"{slug(last)}galvaniz.com.tr", "Turkey", ZINC)


def eg1(f, female):  # Egypt, zinc (hand lists: faker's ar_EG gives US names)
    given = f.random.choice(EG_GIVEN)
    family, r = f.random.choice(EG_FAMILY)
    return dict(company=f"شركة {family} للجلفنة", contact_name=f"{given} {family}",
                contact_title="رئيس قسم المشتريات", email=f"purchasing@{r}-galv.com.eg", country="Egypt",
                product_category=ZINC, website=f"https://www.{r}-galv.com.eg")


def gr1(f, female):  # Greece, zinc
    first, last = person(f, female)
    region = f.random.choice([("Βοιωτίας", "voiotia"), ("Θεσσαλίας", "thessalia"), ("Αττικής", "attiki")])
    return dict(company=f"Γαλβανιστήρια {region[0]} Α.Ε.", contact_name=f"{first} {last}",
                contact_title="Υπεύθυνη Προμηθειών" if female else "Υπεύθυνος Προμηθειών",
                email=f"promithies@galvan-{region[1]}.gr", country="Greece", product_category=ZINC,
                website=f"https://www.galvan-{region[1]}.gr")


def kr2(f, female):  # South Korea, antler velvet (owner)
    first, last = person(f, female)
    name = f.random.choice([("천록한방", "chunrok"), ("대록한방", "daerok"), ("한림녹용", "hanrim")])
    return dict(company=f"주식회사 {name[0]}", contact_name=f"{last}{first}", contact_title="대표이사",
                email=f"ceo@{name[1]}.co.kr", country="South Korea", product_category=VELVET,
                website=f"https://www.{name[1]}.co.kr",
                notes="Supplies oriental medicine clinics in Seoul and Daegu. Needs an MFDS test report "
                      "for every lot.")


def cn2(f, female):  # China, antler velvet (owner)
    first, last = person(f, female)
    name = f.random.choice([("康寿", "kangshou"), ("百草", "baicao"), ("德和", "dehe")])
    return dict(company=f"广州{name[0]}药材有限公司", contact_name=f"{last}{first}", contact_title="总经理",
                email=f"info@gz{name[1]}.cn", country="China", product_category=VELVET,
                website=f"https://www.gz{name[1]}.cn")


def tw2(f, female):  # Taiwan, antler velvet
    first, last = person(f, female)
    return dict(company=f"{last}氏蔘藥有限公司", contact_name=f"{last}{first}", contact_title="進口部經理",
                email="import@shenyao.com.tw", country="Taiwan", product_category=VELVET,
                website="https://www.shenyao.com.tw",
                notes="Asked for a sample of freeze-dried antler slices and the CITES position.")


def fr2(f, female):  # France, zellige (owner)
    first, last = person(f, female)
    return western(first, last, f"Maison {last} SARL", "Gérante" if female else "Gérant",
                   f"maison-{slug(last)}.fr", "France", ZELLIGE,
                   "Rencontré au salon Maison&Objet à Paris. Cherche des zelliges pour des hammams.")


def ae1(f, female):  # United Arab Emirates, zellige (hand lists)
    given = f.random.choice(AE_GIVEN)
    family, r = f.random.choice(AE_FAMILY)
    return dict(company=f"{family} لمواد البناء ذ.م.م", contact_name=f"{given} {family}",
                contact_title="Procurement Manager", email=f"procurement@{r}-bm.ae",
                country="United Arab Emirates", product_category=ZELLIGE, website=f"https://www.{r}-bm.ae")


def nl2(f, female):  # Netherlands, zellige (owner, no legal form)
    first, last = person(f, female)
    co = last[0].upper() + last[1:]
    return western(first, last, f"Tegelhuis {co}", "Eigenaar", f"tegelhuis{slug(last)}.nl",
                   "Netherlands", ZELLIGE)


def it2(f, female):  # Italy, capers
    first, last = person(f, female)
    return western(first, last, f"{last} Conserve S.p.A.", "Buyer linea sottaceti", f"{slug(last)}conserve.it",
                   "Italy", CAPERS)


def es2(f, female):  # Spain, capers
    first, last = person(f, female)
    return western(first, last, f"Encurtidos {last} S.A.", "Responsable de Compras",
                   f"encurtidos{slug(last)}.es", "Spain", CAPERS)


def de2(f, female):  # Germany, capers (owner)
    first, last = person(f, female)
    return western(first, last, f"Feinkost {last} e.K.", "Inhaberin" if female else "Inhaber",
                   f"feinkost-{slug(last)}.de", "Germany", CAPERS)


def ua1(f, female):  # Ukraine, spearmint
    first, last = person(f, female)
    male_last = f.last_name_male()
    return dict(company=f"ТОВ «{male_last} Фітотрейд»", contact_name=f"{first} {last}",
                contact_title="Керівник відділу закупівель", email="zakupivli@fitotrade.com.ua",
                country="Ukraine", product_category=MINT, website="https://fitotrade.com.ua")


def au2(f, female):  # Australia, spearmint
    first, last = person(f, female)
    return western(first, last, f"{last} Tea Co. Pty Ltd", "Category Buyer – Tea", f"{slug(last)}tea.com.au",
                   "Australia", MINT, "Met at Fine Food Australia in Melbourne. Wants certified "
                   "organic spearmint for its Moroccan mint blend.")


def pl2(f, female):  # Poland, spearmint (owner, sole trader)
    first, last = person(f, female)
    return western(first, last, f"Herbaciarnia {last}", "Właścicielka" if female else "Właściciel",
                   f"herbaciarnia{slug(last)}.pl", "Poland", MINT)


ROWS = [("ja_JP", jp1), ("ko_KR", kr1), ("zh_CN", cn1), ("nl_NL", nl1), ("pl_PL", pl1),
        ("en_US", us1), ("en_AU", au1), ("de_DE", de1), ("zh_TW", tw1), ("en_GB", gb1),
        ("th_TH", th1), ("he_IL", il1), ("es_MX", mx1), ("vi_VN", vn1), ("it_IT", it1),
        ("pt_BR", br1), ("fr_FR", fr1), ("es_ES", es1), ("ru_RU", ru1), ("en_GB", gb2),
        ("pt_BR", br2), ("es_CL", cl1), ("es_CL", cl2), ("en_US", us2), ("hi_IN", in1),
        ("tr_TR", tr1), ("en_US", eg1),  # eg1, ae1: the locale only seeds the hand-list draws
        ("el_GR", gr1), ("ko_KR", kr2), ("zh_CN", cn2),
        ("zh_TW", tw2), ("fr_FR", fr2), ("en_US", ae1), ("nl_NL", nl2), ("it_IT", it2),
        ("es_ES", es2), ("de_DE", de2), ("uk_UA", ua1), ("en_AU", au2), ("pl_PL", pl2)]

SENDERS = """\
# The four exporters of the thirty-fifth fresh set. s1's three categories are those of P001-P015.
[senders.s1]
company = "Breisund Havprodukter AS"
name = "Synnøve Brandal Longva"
title = "Eksportsjef"
email = "synnove.longva@breisund-havprodukter.example"
phone = "+47 70 55 81 30"
website = "https://breisund-havprodukter.example"
country = "Norway"
city = "Ålesund"
categories = ["frozen Greenland halibut", "krill oil", "marine collagen peptides"]

[senders.s2]
company = "Tulum Andes Agroindustrial S.A."
name = "Micaela Belén Quiroga Ortiz"
title = "Responsable de Comercio Exterior"
email = "mquiroga@tulumandes.example"
phone = "+54 264 421 7780"
website = "https://tulumandes.example"
country = "Argentina"
city = "San Juan"
categories = ["fresh white garlic", "seedless raisins", "quicklime"]

[senders.s3]
company = "Ertis Resurs JShS"
name = "Daniyar Serikuly Zhaksybekov"
title = "Экспорт жөніндегі менеджер"
email = "d.zhaksybekov@ertisresurs.example"
phone = "+7 7232 57 14 06"
website = "https://ertisresurs.example"
country = "Kazakhstan"
city = "Oskemen"
categories = ["titanium sponge", "zinc ingots", "maral antler velvet"]

[senders.s4]
company = "Saïss Artisanat & Terroir SARL AU"
name = "Ghita Berrada Sqalli"
title = "Chargée des ventes à l'international"
email = "g.berrada@saiss-terroir.example"
phone = "+212 535 64 20 17"
website = "https://saiss-terroir.example"
country = "Morocco"
city = "Fès"
categories = ["zellige tiles", "capers in brine", "dried spearmint"]
"""


def main() -> None:
    buf = io.StringIO()
    wr = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    wr.writeheader()
    for n in range(1, 41):
        wr.writerow(row(n))
    (HERE / "buyers.csv").write_text(buf.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
