"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of the
forty-first fresh held-out set. Byte-reproducible: each row has its own Faker instance seeded
SEED + row number, and everything else is written by hand below.

Run:  .venv/bin/python tests/data/dev_fresh41/make_buyers.py
"""
import csv
import io
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 2718291
HERE = Path(__file__).resolve().parent

# The UAE and DR Congo rows draw names from short hand lists with the row's seeded generator
# (faker's ar_AE gives US names; it has no Congolese locale).
UAE_GIVEN = [("مريم", "f"), ("حصة", "f"), ("نورة", "f"), ("سالم", "m"), ("خالد", "m"), ("راشد", "m")]
UAE_FAMILY = [("الكتبي", "alketbi"), ("الشامسي", "alshamsi"), ("النعيمي", "alnuaimi"),
              ("السويدي", "alsuwaidi"), ("المزروعي", "almazrouei")]
CD_GIVEN = [("Chantal", "f"), ("Espérance", "f"), ("Ruth", "f"), ("Patrick", "m"),
            ("Jean-Marie", "m"), ("Héritier", "m")]
CD_FAMILY = ["Ilunga", "Kasongo", "Tshibangu", "Mukendi", "Kalenga"]

SPECIAL = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "ß": "ss", "æ": "ae", "đ": "d"})


def ascii_(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.translate(SPECIAL))
    return "".join(c for c in text if c.isascii() and (c.isalnum() or c in "-. ")).strip()


def slug(text: str) -> str:
    return ascii_(text).lower().replace(" ", "").replace(".", "")


def person(f: Faker):
    g = f.random.choice("fm")
    if g == "f":
        return g, f.first_name_female(), f.last_name_female()
    return g, f.first_name_male(), f.last_name_male()


def latin(first, last, company_, title, domain, *, style="first.last"):
    local = {"first.last": f"{slug(first)}.{slug(last)}", "f.last": f"{slug(first)[0]}.{slug(last)}",
             "flast": f"{slug(first)[0]}{slug(last)}", "first": slug(first)}[style]
    return company_, f"{first} {last}", title, f"{local}@{domain}", f"https://www.{domain}"


def row(n: int, locale: str):
    f = Faker(locale)
    f.seed_instance(SEED + n)
    g, first, last = person(f)
    fem = g == "f"
    if n == 1:
        return latin(first, last, f"Kiviliike {last} Oy", "Ostopäällikkö", f"kiviliike{slug(last)}.fi")
    if n == 2:
        return latin(first, last, f"{last} Naturstein GmbH",
                     "Einkaufsleiterin" if fem else "Einkaufsleiter",
                     f"{slug(last)}-naturstein.de", style="f.last")
    if n == 3:
        return (f"Natuursteenhandel {last} B.V.", f"{first} {last}", "Inkoopmanager",
                "ilse@natuursteenhandel-hva.nl", "https://www.natuursteenhandel-hva.nl")
    if n == 4:
        return (f"株式会社{last}石材", f"{last}{first}", "購買課長", "kobai@sato-sekizai.co.jp",
                "https://www.sato-sekizai.co.jp")
    if n == 5:
        return (f'{last} אבן ושיש בע"מ', f"{first} {last}", "מנהל רכש ולוגיסטיקה",
                "purchasing@bendavid-stone.co.il", "https://www.bendavid-stone.co.il")
    if n == 6:
        return ("주식회사 숲마루", f"{last}{first}", "구매과장", "purchase@soopmaru.co.kr",
                "https://www.soopmaru.co.kr")
    if n == 7:
        return (f"上海{last}氏进口食品有限公司", f"{last}{first}", "采购总监",
                "caigou@zhangshi-foods.cn", "https://www.zhangshi-foods.cn")
    if n == 8:
        return (f"ТОВ «{last} Фуд Трейд»", f"{first} {last}",
                "Менеджерка із закупівель" if fem else "Менеджер із закупівель",
                "zakupivli@kolisnychenko-food.com.ua", "https://kolisnychenko-food.com.ua")
    if n == 9:
        return latin(first, last, f"{last} Wellness Beverages, LLC",
                     "Category Buyer, Functional Beverages", f"{slug(last)}wellnessbev.com",
                     style="flast")
    if n == 10:
        return latin(first, last, f"Naturkost {last} e.K.", "Inhaberin" if fem else "Inhaber",
                     f"naturkost-{slug(last)}.de", style="first")
    if n == 11:
        return latin(first, last, f"{last} Elintarvike Oy", "Hankintapäällikkö",
                     f"{slug(last)}elintarvike.fi")
    if n == 12:
        return latin(first, last, f'SIA "{last} un Partneri"',
                     "Iepirkumu vadītāja" if fem else "Iepirkumu vadītājs", "abolsunpartneri.lv")
    if n == 13:
        return (f"ФОП {last} {first} {'Олегівна' if fem else 'Олегович'}", f"{first} {last}",
                "Власниця" if fem else "Власник", "milena.bebeshko@ukr.net", "")
    if n == 14:
        return (f'{last} מזון טבעי בע"מ', f"{first} {last}", "קניין מזון",
                "menachem@yefet-food.co.il", "https://www.yefet-food.co.il")
    if n == 15:
        return latin(first, last, f"{last} Zdrowa Żywność Sp. z o.o.",
                     "Kierowniczka zakupów" if fem else "Kierownik zakupów",
                     f"{slug(last)}zdrowazywnosc.pl", style="f.last")
    if n == 16:
        return latin(first, last, f"Cappelleria {last} S.r.l.", "Responsabile acquisti",
                     f"cappelleria{slug(last)}.it", style="f.last")
    if n == 17:
        return latin(first, last, f"Chapellerie {last} SARL",
                     "Acheteuse accessoires" if fem else "Acheteur accessoires",
                     f"chapellerie-{slug(last)}.fr")
    if n == 18:
        return (f"{last} Καπέλα Ι.Κ.Ε.", f"{first} {last}",
                "Υπεύθυνη Αγορών" if fem else "Υπεύθυνος Αγορών", "info@margaronis-hats.gr",
                "https://www.margaronis-hats.gr")
    if n == 19:
        return latin(first, last, f"Bottonificio {last} S.p.A.", "Responsabile approvvigionamenti",
                     f"bottonificio{slug(last)}.it", style="f.last")
    if n == 20:
        return (f"广州{last}氏服装辅料有限公司", f"{last}{first}", "采购主管",
                "purchase@weishi-trims.com", "https://www.weishi-trims.com")
    if n == 21:
        return latin(first, last, f"Botones {last} S.L.", "Responsable de Compras",
                     f"botones{slug(last)}.es")
    if n == 22:
        return latin(first, last, f"Frutas Tropicales {last} S.A.",
                     "Jefa de Compras" if fem else "Jefe de Compras",
                     f"frutastropicales{slug(last)}.es", style="flast")
    if n == 23:
        return latin(first, last, f"{last} Tropical Foods B.V.", "Category manager diepvries",
                     f"{slug(last)}tropicalfoods.nl", style="f.last")
    if n == 24:
        return latin(first, last, f"Arômes {last} SAS",
                     "Acheteuse matières premières" if fem else "Acheteur matières premières",
                     f"aromes-{slug(last)}.fr")
    if n == 25:
        return (f"{last} अरोमा प्रायव्हेट लिमिटेड", f"{first} {last}", "खरेदी व्यवस्थापक",
                "purchase@deshpandearoma.in", "https://www.deshpandearoma.in")
    if n == 26:
        return (f"บริษัท {last} อโรมา จำกัด", f"{first} {last}", "หัวหน้าฝ่ายจัดซื้อ",
                "purchasing@preechakulset-aroma.co.th", "https://www.preechakulset-aroma.co.th")
    if n == 27:
        return latin(first, last, f"{last} Wózki Widłowe sp.j.",
                     "Specjalistka ds. zakupów" if fem else "Specjalista ds. zakupów",
                     f"{slug(last)}wozki.pl", style="f.last")
    if n == 28:
        return (f"{last} Логистик ЕООД", f"{first} {last}",
                "Мениджър доставки", "office@gradinarova-logistik.bg",
                "https://www.gradinarova-logistik.bg")
    if n == 29:
        return (f"{last} Гуми ДООЕЛ", f"{first} {last}", "Менаџер за набавки",
                "nabavki@lazova-gumi.mk", "https://www.lazova-gumi.mk")
    if n == 30:
        return latin(first, last, f"{last} Paan Traders (Pvt.) Ltd.", "Director Procurement",
                     f"{slug(last)}paan.com.pk")
    if n == 31:
        given, gg = f.random.choice(UAE_GIVEN)
        family, translit = f.random.choice(UAE_FAMILY)
        return (f"شركة {family} لتجارة الخضروات والفواكه ذ.م.م", f"{given} {family}",
                "مديرة المشتريات" if gg == "f" else "مدير المشتريات",
                f"purchasing@{translit}-veg.ae", f"https://www.{translit}-veg.ae")
    if n == 32:
        return (f"{last} ट्रेडर्स प्रा. लि.", f"{first} {last}", "खरिद प्रमुख",
                "kharid@pant-traders.com.np", "https://www.pant-traders.com.np")
    if n == 33:
        return (f"{last}원소재 주식회사", f"{last}{first}", "원료구매팀 과장",
                "purchasing@jangwon-materials.co.kr", "https://www.jangwon-materials.co.kr")
    if n == 34:
        return (f"{last}金属株式会社", f"{last}{first}", "資材調達課長",
                "shizai@watanabe-kinzoku.co.jp", "https://www.watanabe-kinzoku.co.jp")
    if n == 35:
        return latin(first, last, f"{last} Metals NV", "Aankoopverantwoordelijke grondstoffen",
                     f"{slug(last)}metals.be")
    if n == 36:
        return latin(first, last, f"{last} Timber Flooring Ltd", "Purchasing Manager",
                     f"{slug(last)}timberflooring.co.uk", style="first")
    if n == 37:
        return latin(first, last, f"{last} Parketi d.o.o.",
                     "Voditeljica nabave" if fem else "Voditelj nabave", f"{slug(last)}-parketi.hr")
    if n == 38:
        return (f"{last} Ξυλεία Α.Ε.", f"{first} {last}",
                "Διευθύντρια Προμηθειών" if fem else "Διευθυντής Προμηθειών",
                "promithies@fokadelis-xyleia.gr", "https://www.fokadelis-xyleia.gr")
    if n == 39:
        return latin(first, last, f"{last} Grain Millers Ltd", "Procurement Officer",
                     f"{slug(last)}grainmillers.co.ke", style="flast")
    if n == 40:
        given, gg = f.random.choice(CD_GIVEN)
        family = f.random.choice(CD_FAMILY)
        return latin(given, family, f"Minoterie {family} SARL", "Responsable des achats",
                     f"minoterie{slug(family)}.cd", style="flast")
    raise ValueError(n)


# buyer n: (locale, country, category, note)
ROWS = [
    ("fi_FI", "Finland", "dolomite slabs",
     "Met at Habitare Helsinki in September; wants honed 30 mm slabs for sauna walls and asked "
     "for a price list."),
    ("de_DE", "Germany", "dolomite slabs",
     "Needs CE marking and frost resistance test results (EN 12371) before a first order."),
    ("nl_NL", "Netherlands", "dolomite slabs", ""),
    ("ja_JP", "Japan", "dolomite slabs",
     "Prefers e-mails in English. Met at Japan Home & Building Show (Tokyo Big Sight); asked "
     "about slab sizes for hotel bathrooms."),
    ("he_IL", "Israel", "dolomite slabs", ""),
    ("ko_KR", "South Korea", "birch sap",
     "Sells gorosoe maple sap in spring; wants birch sap for the autumn season and asked which "
     "import documents we can provide."),
    ("zh_CN", "China", "birch sap", ""),
    ("uk_UA", "Ukraine", "birch sap",
     "Met at World Food Ukraine in Kyiv; asked for a price for 0.33 l glass bottles."),
    ("en_US", "United States", "birch sap", ""),
    ("de_DE", "Germany", "birch sap",
     "Auf der BioFach in Nürnberg kennengelernt; braucht das EU-Bio-Zertifikat."),
    ("fi_FI", "Finland", "kama flour", ""),
    ("lv_LV", "Latvia", "kama flour",
     "Met at Riga Food; his shops sell rye and barley mixes, asked for 500 g retail packs."),
    ("uk_UA", "Ukraine", "kama flour", ""),
    ("he_IL", "Israel", "kama flour",
     "Supplies Russian-speaking groceries in Haifa and Ashdod; needs kosher certification."),
    ("pl_PL", "Poland", "kama flour", ""),
    ("it_IT", "Italy", "toquilla straw hats",
     "Met at Pitti Uomo in Florence; wants fino and superfino grades with a 7 cm brim."),
    ("fr_FR", "France", "toquilla straw hats",
     "Rencontré au salon Who's Next à Paris ; souhaite des échantillons en tailles 57 et 58."),
    ("el_GR", "Greece", "toquilla straw hats", ""),
    ("it_IT", "Italy", "tagua nut buttons",
     "Asked for the OEKO-TEX certificate and samples in 24L and 32L."),
    ("zh_CN", "China", "tagua nut buttons", ""),
    ("es_ES", "Spain", "tagua nut buttons", ""),
    ("es_ES", "Spain", "frozen naranjilla pulp",
     "Met at Fruit Attraction in Madrid; supplies Latin American grocers in Madrid and "
     "Barcelona, asked for 1 kg frozen packs."),
    ("nl_NL", "Netherlands", "frozen naranjilla pulp", ""),
    ("fr_FR", "France", "citronella oil",
     "Asked for the IFRA certificate, a CoA and a GC-MS report before any sample."),
    ("mr_IN", "India", "citronella oil", ""),
    ("th_TH", "Thailand", "citronella oil", ""),
    ("pl_PL", "Poland", "solid rubber tyres",
     "Met at LogiMAT in Stuttgart; needs press-on bands 21x7x15 for Jungheinrich trucks."),
    ("bg_BG", "Bulgaria", "solid rubber tyres", ""),
    ("mk_MK", "North Macedonia", "solid rubber tyres", ""),
    ("en_PK", "Pakistan", "fresh betel leaves", ""),
    ("ar_AE", "United Arab Emirates", "fresh betel leaves", ""),
    ("ne_NP", "Nepal", "fresh betel leaves", ""),
    ("ko_KR", "South Korea", "cobalt hydroxide", ""),
    ("ja_JP", "Japan", "cobalt hydroxide",
     "Asked for the cobalt content (min. 30%), Cu and Mn limits and an OECD due-diligence "
     "report."),
    ("nl_BE", "Belgium", "cobalt hydroxide", ""),
    ("en_GB", "United Kingdom", "mukwa parquet",
     "Needs proof of legal harvest for the UKTR; asked about 70 x 280 mm blocks."),
    ("hr_HR", "Croatia", "mukwa parquet", ""),
    ("el_GR", "Greece", "mukwa parquet", ""),
    ("en_KE", "Kenya", "white maize",
     "Met at the Nairobi International Trade Fair; mill needs aflatoxin below 10 ppb and a KEBS "
     "certificate."),
    ("fr_FR", "DR Congo", "white maize",
     "Achète du maïs blanc par camion via Kasumbalesa ; demande un prix rendu Lubumbashi."),
]

COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

SENDERS = """\
# The four exporters of the forty-first fresh set (written by hand; see README.md).
[senders.s1]
company = "Kaali Kivi & Mahl OÜ"
name = "Kadri-Liis Vaher"
title = "Ekspordijuht"
email = "kadri-liis.vaher@kaalikivi.ee"
phone = "+372 453 3127"
website = "https://www.kaalikivi.ee"
country = "Estonia"
city = "Kuressaare"
categories = ["dolomite slabs", "birch sap", "kama flour"]

[senders.s2]
company = "Tomebamba Paja y Tagua Cía. Ltda."
name = "Paola Cristina Quizhpi Guamán"
title = "Gerente de Exportaciones"
email = "pquizhpi@tomebambapaja.com.ec"
phone = "+593 7 284 1592"
website = "https://www.tomebambapaja.com.ec"
country = "Ecuador"
city = "Cuenca"
categories = ["toquilla straw hats", "tagua nut buttons", "frozen naranjilla pulp"]

[senders.s3]
company = "Nilwala Agro & Rubber Industries (Pvt) Ltd"
name = "Tharindu Lakmal Jayasuriya"
title = "Manager, Export Sales"
email = "tharindu.j@nilwala-agro.lk"
phone = "+94 41 222 7385"
website = "https://www.nilwala-agro.lk"
country = "Sri Lanka"
city = "Matara"
categories = ["citronella oil", "solid rubber tyres", "fresh betel leaves"]

[senders.s4]
company = "Nkana Hardwoods & Minerals Limited"
name = "Mutale Chanda Musonda"
title = "Export Sales Manager"
email = "mutale.musonda@nkanahm.co.zm"
phone = "+260 212 228 614"
website = "https://www.nkanahm.co.zm"
country = "Zambia"
city = "Kitwe"
categories = ["cobalt hydroxide", "mukwa parquet", "white maize"]
"""


def main() -> None:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(COLUMNS)
    for n, (locale, country, category, note) in enumerate(ROWS, 1):
        company, contact, title, email, website = row(n, locale)
        w.writerow([f"P{n:03d}", company, contact, title, email, country, category, website, note])
    (HERE / "buyers.csv").write_text(out.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
