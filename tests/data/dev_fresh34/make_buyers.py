"""Seeded faker -> buyers.csv (40 buyers P001-P040) and senders.toml (4 exporters), byte-reproducible.

Each row has its own Faker seeded 7046185 + row number. Run: .venv/bin/python tests/data/dev_fresh34/make_buyers.py
"""
import csv
from pathlib import Path

from faker import Faker

SEED = 7046185
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

GJ = "grapefruit juice concentrate"
CONCH = "frozen queen conch meat"
BEANS = "red kidney beans"
PRSUT = "Njeguški pršut"
WINE = "Krstač white wine"
BAY = "dried bay leaves"
SENNA = "senna pods"
SORGHUM = "white sorghum"
MOLASSES = "cane molasses"
TUNA = "frozen yellowfin tuna loins"
CLO = "cinnamon leaf oil"
SWORD = "frozen swordfish steaks"

# Arabic rows: faker's ar_* locales give poor names here, so short hand lists drawn with the row's generator.
AR = {
    "sa": (["عبدالله", "فهد", "سلطان", "ماجد", "تركي"], ["العتيبي", "القحطاني", "الشهري", "الزهراني", "الغامدي"]),
    "eg": (["محمود", "أحمد", "مصطفى", "طارق", "هاني"], ["عبد الحميد", "الجمال", "السيد", "منصور", "البدري"]),
    "ae": (["خالد", "سعيد", "راشد", "حمد", "عمر"], ["المنصوري", "الكعبي", "الظاهري", "النعيمي", "الشامسي"]),
}
AR_LATIN = {"العتيبي": "Al-Otaibi", "القحطاني": "Al-Qahtani", "الشهري": "Al-Shehri", "الزهراني": "Al-Zahrani",
            "الغامدي": "Al-Ghamdi", "عبد الحميد": "Abdelhamid", "الجمال": "El-Gammal", "السيد": "El-Sayed",
            "منصور": "Mansour", "البدري": "El-Badry", "المنصوري": "Al-Mansoori", "الكعبي": "Al-Kaabi",
            "الظاهري": "Al-Dhaheri", "النعيمي": "Al-Nuaimi", "الشامسي": "Al-Shamsi",
            "عبدالله": "Abdullah", "فهد": "Fahad", "سلطان": "Sultan", "ماجد": "Majed", "تركي": "Turki",
            "محمود": "Mahmoud", "أحمد": "Ahmed", "مصطفى": "Mostafa", "طارق": "Tarek", "هاني": "Hany",
            "خالد": "Khalid", "سعيد": "Saeed", "راشد": "Rashid", "حمد": "Hamad", "عمر": "Omar"}


def names(i, loc):
    """(given, family, female) from the row's own seeded faker."""
    if loc.startswith("ar_"):
        f = Faker("en_US")
        f.seed_instance(SEED + i)
        given, family = AR[loc[3:]]
        return f.random.choice(given), f.random.choice(family), False
    f = Faker(loc)
    f.seed_instance(SEED + i)
    female = f.random.random() < 0.5
    given = f.first_name_female() if female else f.first_name_male()
    try:
        family = f.last_name_female() if female else f.last_name_male()
    except AttributeError:
        family = f.last_name()
    return given, family, female


def latin(s):
    return (s.lower().replace("ü", "ue").replace("ö", "oe").replace("ä", "ae").replace("ß", "ss")
            .replace("é", "e").replace("è", "e").replace("š", "s").replace("ć", "c").replace("č", "c")
            .replace("ž", "z").replace("ř", "r").replace("á", "a").replace("í", "i").replace("ý", "y")
            .replace("ě", "e").replace("ú", "u").replace("ů", "u").replace("ó", "o").replace("ł", "l")
            .replace("ń", "n").replace("ś", "s").replace("ż", "z").replace("ź", "z").replace("ą", "a")
            .replace("ę", "e").replace("ã", "a").replace("ç", "c").replace("ê", "e").replace("ñ", "n")
            .replace(" ", "").replace("'", "").replace("-", ""))


# (locale, country, category, company(g, f), contact(g, f), title, email(g, f, dom), website, note)
def westname(g, f):
    return f"{g} {f}"


def eastname(g, f):
    return f"{f}{g}"


ROWS = [
    ("de_DE", "Germany", GJ, lambda g, f: f"{f} Fruchtsaft GmbH", westname, "Leiterin Einkauf Rohware",
     "{g}.{f}@{f}-fruchtsaft.de", "https://www.{f}-fruchtsaft.de",
     "Met at Anuga Cologne; asked for a 58 °Brix spec sheet and a 20 kg sample."),
    ("nl_NL", "Netherlands", GJ, lambda g, f: f"{f} Sappen B.V.", westname, "Inkoper grondstoffen",
     "{g0}.{f}@{f}sappen.nl", "https://www.{f}sappen.nl", ""),
    ("ja_JP", "Japan", GJ, lambda g, f: f"株式会社{f}飲料", eastname, "購買部 課長",
     "kobai@takahashi-inryo.co.jp", "https://www.takahashi-inryo.co.jp",
     "Needs the concentrate packed in 250 kg aseptic drums; prefers e-mail in English."),
    ("pl_PL", "Poland", GJ, lambda g, f: f"Tłocznia {f} Sp. z o.o.", westname, "Kierownik ds. zakupów",
     "{g}.{f}@tlocznia-{f}.pl", "https://www.tlocznia-{f}.pl", ""),
    ("en_CA", "Canada", GJ, lambda g, f: f"{f} Beverage Co. Inc.", westname, "Procurement Manager",
     "{g0}{f}@{f}beverage.ca", "https://www.{f}beverage.ca",
     "Bureau à Montréal; préfère recevoir les offres en français."),
    ("en_US", "United States", CONCH, lambda g, f: f"{f} Seafood Distributors, LLC", westname, "Seafood Buyer",
     "{g0}{f}@{f}seafood.com", "https://www.{f}seafood.com",
     "Met at Seafood Expo North America in Boston; needs a CITES export permit with every lot."),
    ("fr_FR", "France", CONCH, lambda g, f: f"Marée {f} SAS", westname, "Acheteuse produits de la mer",
     "{g}.{f}@maree-{f}.fr", "https://www.maree-{f}.fr", ""),
    ("zh_TW", "Taiwan", CONCH, lambda g, f: f"{f}記海產股份有限公司", eastname, "採購經理",
     "purchasing@wuji-seafood.com.tw", "https://www.wuji-seafood.com.tw",
     ""),
    ("ko_KR", "South Korea", CONCH, lambda g, f: f"주식회사 {f}씨푸드", eastname, "구매팀 과장",
     "purchase@anseafood.co.kr", "https://www.anseafood.co.kr", ""),
    ("zh_CN", "China", CONCH, lambda g, f: f"厦门{f}氏水产贸易有限公司", eastname, "采购经理",
     "caigou@nieshi-seafood.cn", "https://www.nieshi-seafood.cn",
     "Met at China Fisheries & Seafood Expo Qingdao; wants 5 kg blocks."),
    ("en_GB", "United Kingdom", BEANS, lambda g, f: f"{f} Pulses Ltd", westname, "Commodity Buyer",
     "{g}.{f}@{f}pulses.co.uk", "https://www.{f}pulses.co.uk",
     "Asked for a sample of light speckled and dark red kidney beans, 25 kg bags."),
    ("en_AU", "Australia", BEANS, lambda g, f: f"{f} Wholefoods Pty Ltd", westname, "Purchasing Manager",
     "{g}@{f}wholefoods.com.au", "https://www.{f}wholefoods.com.au", ""),
    ("cs_CZ", "Czech Republic", BEANS, lambda g, f: f"{f} Luštěniny s.r.o.", westname, "Nákupčí",
     "{f}@lusteniny-{f}.cz", "https://www.lusteniny-{f}.cz", ""),
    ("he_IL", "Israel", BEANS, lambda g, f: f'קטניות {f} בע"מ', westname, "מנהלת רכש",
     "rechesh@aharon-foods.co.il", "https://www.aharon-foods.co.il",
     "Needs a kosher certificate for each shipment; main customers are supermarket chains."),
    ("en_GB", "United Kingdom", BEANS, lambda g, f: f"{f} & Sons (Wholesale) Limited", westname, "Purchasing Director",
     "{g0}.{f}@{f}andsons.co.uk", "https://www.{f}andsons.co.uk", ""),
    ("de_AT", "Austria", PRSUT, lambda g, f: f"Feinkost {f} GmbH", westname, "Einkäuferin Feinkost",
     "{g0}.{f}@feinkost-{f}.at", "https://www.feinkost-{f}.at",
     "Auf der Messe Alles für den Gast in Salzburg kennengelernt; möchte Preise für ganze Keulen."),
    ("hr_HR", "Croatia", PRSUT, lambda g, f: f"{f} Delikatese d.o.o.", westname, "Voditelj nabave",
     "{g}.{f}@{f}-delikatese.hr", "https://www.{f}-delikatese.hr", ""),
    ("en_US", "United States", PRSUT, lambda g, f: f"{f} Imports Inc.", westname, "Owner",
     "{g}@{f}imports.com", "https://www.{f}imports.com",
     "Sells to Balkan delis in Chicago and St. Louis; asked for USDA import eligibility."),
    ("de_DE", "Germany", WINE, lambda g, f: f"Weinhandel {f} e.K.", westname, "Inhaber",
     "{g}.{f}@weinhandel-{f}.de", "https://www.weinhandel-{f}.de",
     "Met at ProWein Düsseldorf; interested in a mixed pallet."),
    ("pt_BR", "Brazil", WINE, lambda g, f: f"{f} Importadora de Vinhos Ltda.", westname, "Gerente de Compras",
     "{g}.{f}@{f}vinhos.com.br", "https://www.{f}vinhos.com.br", ""),
    ("ja_JP", "Japan", WINE, lambda g, f: f"有限会社{f}洋酒店", eastname, "代表取締役",
     "info@tanaka-yoshu.jp", "https://www.tanaka-yoshu.jp", ""),
    ("it_IT", "Italy", BAY, lambda g, f: f"Spezie {f} S.r.l.", westname, "Responsabile acquisti",
     "{g}.{f}@spezie{f}.it", "https://www.spezie{f}.it",
     "Ha chiesto un campione di 1 kg, foglie intere, e il certificato di analisi."),
    ("es_ES", "Spain", BAY, lambda g, f: f"Especias {f} S.L.", westname, "Jefa de Compras",
     "{g}.{f}@especias{f}.es", "https://www.especias{f}.es", ""),
    ("el_GR", "Greece", BAY, lambda g, f: f"Μπαχαρικά {f} Α.Ε.", westname, "Υπεύθυνος Προμηθειών",
     "promitheies@fountzoulas-spices.gr", "https://www.fountzoulas-spices.gr", ""),
    ("hi_IN", "India", SENNA, lambda g, f: f"{f} हर्बल्स प्राइवेट लिमिटेड", westname, "क्रय प्रबंधक",
     "purchase@narayanherbals.in", "https://www.narayanherbals.in",
     "Needs sennoside content of at least 2.5%; met at CPHI India, Greater Noida."),
    ("de_DE", "Germany", SENNA, lambda g, f: f"{f} Phytopharm GmbH", westname, "Einkäuferin pflanzliche Rohstoffe",
     "{g}.{f}@{f}-phytopharm.de", "https://www.{f}-phytopharm.de", ""),
    ("zh_CN", "China", SENNA, lambda g, f: f"安徽{f}氏中药材有限公司", eastname, "采购部主管",
     "caigou@xiongshi-herbs.cn", "https://www.xiongshi-herbs.cn",
     ""),
    ("ar_sa", "Saudi Arabia", SORGHUM, lambda g, f: f"شركة {f} للأعلاف", westname, "مدير المشتريات",
     "purchasing@{lf}-feed.com.sa", "https://www.{lf}-feed.com.sa", ""),
    ("ar_eg", "Egypt", SORGHUM, lambda g, f: f"{f} للمطاحن والأعلاف ش.م.م", westname, "مدير المشتريات",
     "purchasing@{lf}-mills.com.eg", "https://www.{lf}-mills.com.eg",
     "Wants 50 kg PP bags, FOB Port Sudan; buys for poultry feed mills."),
    ("ar_ae", "United Arab Emirates", MOLASSES, lambda g, f: f"{f} للتجارة العامة ذ.م.م", westname, "Procurement Manager",
     "{gl}@{lf}-trading.ae", "https://www.{lf}-trading.ae", ""),
    ("ar_sa", "Saudi Arabia", MOLASSES, lambda g, f: f"مصنع {f} للخميرة", westname, "Purchasing Manager",
     "{gl}@{lf}-yeast.com.sa", "https://www.{lf}-yeast.com.sa",
     "Uses molasses for baker's yeast; asked about sugar content (TSAI)."),
    ("th_TH", "Thailand", TUNA, lambda g, f: f"บริษัท {f} ซีฟู้ด จำกัด", westname, "ผู้จัดการฝ่ายจัดซื้อ",
     "purchasing@nanayon-seafood.co.th", "https://www.nanayon-seafood.co.th",
     "Met at THAIFEX Bangkok; processes loins for the Japanese market."),
    ("it_IT", "Italy", TUNA, lambda g, f: f"Conserve {f} S.p.A.", westname, "Buyer materie prime",
     "{g}.{f}@conserve{f}.it", "https://www.conserve{f}.it", ""),
    ("es_ES", "Spain", TUNA, lambda g, f: f"Conservas {f} S.A.", westname, "Directora de Compras",
     "{g}.{f}@conservas{f}.es", "https://www.conservas{f}.es",
     "Needs MSC or another sustainability certificate; asked for frozen -35 °C."),
    ("fr_FR", "France", CLO, lambda g, f: f"Arômes {f} SAS", westname, "Acheteur matières premières",
     "{g}.{f}@aromes-{f}.fr", "https://www.aromes-{f}.fr",
     "A demandé une fiche IFRA et un échantillon de 100 ml."),
    ("uk_UA", "Ukraine", CLO, lambda g, f: f"ТОВ «{f} Аромат»", westname, "Менеджерка з закупівель",
     "zakupivli@kolodub-aroma.com.ua", "https://www.kolodub-aroma.com.ua", ""),
    ("en_US", "United States", CLO, lambda g, f: f"{f} Essential Oils, Inc.", westname, "Purchasing Manager",
     "{g}.{f}@{f}oils.com", "https://www.{f}oils.com", ""),
    ("vi_VN", "Vietnam", SWORD, lambda g, f: f"Công ty TNHH Hải sản {f}", None, "Trưởng phòng Thu mua",
     "thumua@haisanbui.vn", "https://www.haisanbui.vn",
     "Asked for steaks 180-220 g, vacuum packed, CFR Hai Phong."),
    ("nl_NL", "Netherlands", SWORD, lambda g, f: f"Visgroothandel {f} B.V.", westname, "Inkoper vis",
     "{g0}.{f}@visgroothandel{f}.nl", "https://www.visgroothandel{f}.nl", ""),
    ("en_AU", "Australia", SWORD, lambda g, f: f"{f} Seafoods Pty Ltd", westname, "Seafood Category Manager",
     "{g}.{f}@{f}seafoods.com.au", "https://www.{f}seafoods.com.au",
     "Met at Fine Food Australia in Melbourne; supplies restaurants in Sydney."),
]

SENDERS = '''[senders.s1]
company = "Stann Creek Valley Exports Ltd."
name = "Marisol Andrea Cho Usher"
title = "Export Sales Manager"
email = "marisol.usher@stanncreekexports.bz"
phone = "+501 522 3417"
website = "https://www.stanncreekexports.bz"
country = "Belize"
city = "Dangriga"
categories = ["grapefruit juice concentrate", "frozen queen conch meat", "red kidney beans"]

[senders.s2]
company = "Lovćen Gourmet d.o.o."
name = "Milica Vukotić Radonjić"
title = "Menadžerka za izvoz"
email = "milica.vukotic@lovcengourmet.me"
phone = "+382 41 231 560"
website = "https://www.lovcengourmet.me"
country = "Montenegro"
city = "Cetinje"
categories = ["Njeguški pršut", "Krstač white wine", "dried bay leaves"]

[senders.s3]
company = "Gash Delta Agricultural Trading Co. Ltd."
name = "Amna Osman Abdelrahim"
title = "Head of Export Department"
email = "amna.osman@gashdelta-trading.sd"
phone = "+249 411 822 304"
website = "https://www.gashdelta-trading.sd"
country = "Sudan"
city = "Kassala"
categories = ["senna pods", "white sorghum", "cane molasses"]

[senders.s4]
company = "Anse Royale Marine & Spice (Pty) Ltd"
name = "Marie-Josée Hoareau"
title = "Export & Sales Manager"
email = "mj.hoareau@anseroyale.sc"
phone = "+248 437 1925"
website = "https://www.anseroyale.sc"
country = "Seychelles"
city = "Victoria"
categories = ["frozen yellowfin tuna loins", "cinnamon leaf oil", "frozen swordfish steaks"]
'''


def main():
    rows = []
    for i, (loc, country, cat, comp, cname, title, mail, web, note) in enumerate(ROWS, 1):
        g, f, _ = names(i, loc)
        if loc == "vi_VN":
            contact = f"{f} Thị {g}"
        elif cname is None:
            contact = westname(g, f)
        elif loc.startswith("ar_"):
            contact = f"{g} {f}"
        else:
            contact = cname(g, f)
        lf = latin(AR_LATIN.get(f, f)).replace("al", "al-", 1) if loc.startswith("ar_") else latin(f)
        lf = lf.replace("al-", "al", 1) if loc.startswith("ar_") else lf
        gl = latin(AR_LATIN.get(g, g))
        vals = {"g": latin(g), "g0": latin(g)[0], "f": latin(f), "lf": lf, "gl": gl}
        rows.append({"buyer_id": f"P{i:03d}", "company": comp(g, f), "contact_name": contact,
                     "contact_title": title, "email": mail.format(**vals), "country": country,
                     "product_category": cat, "website": web.format(**vals), "notes": note})
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
