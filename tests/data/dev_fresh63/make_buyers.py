"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters s1-s4) of the
sixty-third fresh set. Seeded: row N draws its names from its own faker instance seeded
SEED + N, so the output is byte-reproducible (faker 40.63.0).

Run:  .venv/bin/python tests/data/dev_fresh63/make_buyers.py
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

HERE = Path(__file__).resolve().parent
SEED = 4417082
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

CHEESE, REBULA, SALT = "Tolminc cheese", "Rebula wine", "Piran fleur de sel"
HEXENE, PIPE, FORMALIN = "1-hexene", "HDPE pipe resin", "formaldehyde solution"
ARRACK, LACE, GHERKIN = "coconut arrack", "Beeralu lace", "gherkins in brine"
ALBARINO, COLONIA, MALT = "Albariño wine", "queso Colonia", "malted barley"

# Egypt: faker's ar_EG gives English names, so a short hand list, drawn with the row's generator.
EG_FIRST = ["شريف", "هشام", "طارق", "مصطفى", "عمرو"]
EG_LAST = ["الشربيني", "المنياوي", "عبد الحميد", "الدمياطي", "حسنين"]
# Romanised forms of the Egyptian family names (for the row's mail domain).
EG_ROMAN = {"الشربيني": "elsherbiny", "المنياوي": "elminyawy", "عبد الحميد": "abdelhamid",
            "الدمياطي": "eldomiaty", "حسنين": "hassanein"}

GERMAN = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


def slug(text: str, german: bool = False) -> str:
    """Lower-case ASCII of a Latin-script name, for mail addresses and domains."""
    if german:
        text = text.translate(GERMAN)
    text = unicodedata.normalize("NFKD", text.replace("ł", "l").replace("Ł", "L").replace("đ", "d"))
    return "".join(c for c in text if c.isascii() and (c.isalnum() or c in "-.")).lower()


# One spec per row: locale, gender, country, category, and a function of (first, last, f) giving
# company, contact_name, title, email, website, notes. Native-script rows write to a
# purchasing-style mailbox on a hand-romanised domain.
def spec():
    rows = []

    def row(locale, gender, country, category):
        def wrap(fn):
            rows.append((locale, gender, country, category, fn))
            return fn
        return wrap

    # --- s1: Tolminc cheese ---
    @row("it_IT", "f", "Italy", CHEESE)
    def _(fi, la, f):
        d = f"{slug(la)}formaggi.it"
        return (f"{la} Formaggi S.r.l.", f"{fi} {la}", "Responsabile Acquisti",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}",
                "Met at Cibus Parma (May 2024); asked for samples of Tolminc aged 60 days and 12 months.")

    @row("hr_HR", "m", "Croatia", CHEESE)
    def _(fi, la, f):
        d = f"{slug(la)}-delikatese.hr"
        return (f"{la} Delikatese d.o.o.", f"{fi} {la}", "Voditelj nabave",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}", "")

    @row("hr_HR", "f", "Croatia", CHEESE)
    def _(fi, la, f):
        d = f"{slug(la)}-trgovina.hr"
        return (f"Trgovina {la} d.o.o.", f"{fi} {la}", "Direktorica",
                f"{slug(fi)}@{d}", f"https://www.{d}", "")

    @row("ja_JP", "m", "Japan", CHEESE)
    def _(fi, la, f):
        return (f"株式会社{la}商会", f"{la}{fi}", "輸入部 課長",
                "purchasing@maeda-shokai.co.jp", "https://www.maeda-shokai.co.jp",
                "FOODEX JAPAN 2025で面談。輸入には衛生証明書が必要。")

    @row("de_DE", "f", "Germany", CHEESE)
    def _(fi, la, f):
        d = f"kaesehaus-{slug(la, True)}.de"
        return (f"Käsehaus {la} GmbH", f"{fi} {la}", "Einkäuferin Käse",
                f"{slug(fi, True)}.{slug(la, True)}@{d}", f"https://www.{d}", "")

    # --- s1: Rebula wine ---
    @row("en_GB", "m", "United Kingdom", REBULA)
    def _(fi, la, f):
        d = f"{slug(la)}hale.co.uk"
        return (f"{la} & Hale Wine Merchants Ltd", f"{fi} {la}", "Wine Buyer",
                f"{slug(fi)}@{d}", f"https://www.{d}",
                "Met at the London Wine Fair 2025; interested in skin-contact (orange) Rebula for the restaurant trade.")

    @row("sv_SE", "f", "Sweden", REBULA)
    def _(fi, la, f):
        d = f"{slug(la)}vinimport.se"
        return (f"{la} Vinimport AB", f"{fi} {la}", "Inköpsansvarig vin",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}", "")

    @row("pl_PL", "m", "Poland", REBULA)
    def _(fi, la, f):
        d = f"wina-{slug(la)}.pl"
        return (f"Wina {la} Sp. z o.o.", f"{fi} {la}", "Kierownik ds. zakupów",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}",
                "Asked for a quote for 600 bottles (0.75 l), DAP Warsaw.")

    @row("ko_KR", "f", "South Korea", REBULA)
    def _(fi, la, f):
        return ("주식회사 다온와인", f"{la}{fi}", "구매팀장",
                "purchasing@daonwine.co.kr", "https://www.daonwine.co.kr", "")

    @row("he_IL", "m", "Israel", REBULA)
    def _(fi, la, f):
        return (f'{la} יינות בע"מ', f"{fi} {la}", "מנהל רכש",
                "purchasing@marom-wines.co.il", "https://www.marom-wines.co.il",
                "Asked whether the Rebula can be supplied kosher; if not, it is for their restaurant clients in Tel Aviv.")

    # --- s1: Piran fleur de sel ---
    @row("fr_FR", "f", "France", SALT)
    def _(fi, la, f):
        d = f"{slug(la)}-epices.fr"
        return (f"{la} Épices & Sels SAS", f"{fi} {la}", "Acheteuse épicerie fine",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}",
                "Rencontrée au Sirha Lyon 2025 ; souhaite des échantillons en pots de 125 g.")

    @row("ru_RU", "m", "Russia", SALT)
    def _(fi, la, f):
        return (f"ООО «{la} и партнёры»", f"{fi} {la}", "Менеджер по закупкам",
                "zakupki@tarasov-partners.ru", "https://tarasov-partners.ru", "")

    @row("zh_CN", "f", "China", SALT)
    def _(fi, la, f):
        return (f"杭州{la}氏食品贸易有限公司", f"{la}{fi}", "采购经理",
                "purchasing@hushifood.com.cn", "https://www.hushifood.com.cn",
                "Asked for Chinese back labels and a certificate of origin; port of entry Ningbo.")

    @row("sv_SE", "m", "Sweden", SALT)
    def _(fi, la, f):
        d = f"{slug(la)}skryddor.se"
        return (f"{la}s Kryddor AB", f"{fi} {la}", "Inköpschef",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}", "")

    @row("zh_TW", "m", "Taiwan", SALT)
    def _(fi, la, f):
        return (f"{la}記國際食品股份有限公司", f"{la}{fi}", "採購主任",
                "purchasing@leeji-foods.com.tw", "https://www.leeji-foods.com.tw",
                "Met at Food Taipei 2025; wants 100 g tins for retail and 5 kg bags for bakeries.")

    # --- s2: 1-hexene ---
    @row("hi_IN", "m", "India", HEXENE)
    def _(fi, la, f):
        return (f"{la} पॉलिमर्स प्राइवेट लिमिटेड", f"{fi} {la}", "क्रय प्रबंधक",
                "purchase@choprapolymers.in", "https://www.choprapolymers.in",
                "Needs a certificate of analysis with every lot, purity 99.0% min.; discharge port Hazira.")

    @row("nl_BE", "f", "Belgium", HEXENE)
    def _(fi, la, f):
        d = f"{slug(la)}-polymers.be"
        return (f"{la} Polymers NV", f"{fi} {la}", "Hoofd aankoop",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}", "")

    @row("ko_KR", "m", "South Korea", HEXENE)
    def _(fi, la, f):
        return ("대산케미칼 주식회사", f"{la}{fi}", "원료구매 과장",
                "purchasing@daesanchem.co.kr", "https://www.daesanchem.co.kr",
                "Met at the K 2025 fair in Düsseldorf; wants a quote for a 500 t/month term contract.")

    # --- s2: HDPE pipe resin ---
    @row("tr_TR", "m", "Turkey", PIPE)
    def _(fi, la, f):
        d = f"{slug(la)}boru.com.tr"
        return (f"{la} Boru Sanayi ve Ticaret A.Ş.", f"{fi} {la}", "Satın Alma Uzmanı",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}",
                "Met at Plast Eurasia Istanbul 2024; needs PE100 black compound, CIF Mersin.")

    @row("ar_SA", "m", "Egypt", PIPE)
    def _(fi, la, f):
        fi, la = f.random_element(EG_FIRST), f.random_element(EG_LAST)
        d = f"{EG_ROMAN[la]}-pipes.com.eg"
        return (f"شركة {la} لأنابيب البلاستيك ش.م.م", f"{fi} {la}", "رئيس قسم المشتريات",
                f"purchasing@{d}", f"https://www.{d}", "")

    @row("th_TH", "f", "Thailand", PIPE)
    def _(fi, la, f):
        return (f"บริษัท {la} ไปป์ จำกัด", f"{fi} {la}", "ผู้จัดการฝ่ายจัดซื้อ",
                "purchasing@dabpetch-pipe.co.th", "https://www.dabpetch-pipe.co.th",
                "Asked for a quote for 200 t of PE100, delivered via Laem Chabang.")

    # --- s2: formaldehyde solution ---
    @row("vi_VN", "m", "Vietnam", FORMALIN)
    def _(fi, la, f):
        d = f"{slug(la)}gia-wood.vn"
        return (f"Công ty TNHH Gỗ {la} Gia", f"{la} Văn {fi}", "Trưởng phòng Mua hàng",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://{d}",
                "Needs 37% formalin in ISO tanks for the plywood plant in Binh Duong.")

    @row("vi_VN", "f", "Vietnam", FORMALIN)
    def _(fi, la, f):
        d = f"hoachathung{slug(la)}.vn"
        return (f"Công ty Cổ phần Hóa chất Hưng {la}", f"{la} Thị {fi}", "Chuyên viên mua hàng",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://{d}", "")

    # --- s3: coconut arrack ---
    @row("en_GB", "f", "United Kingdom", ARRACK)
    def _(fi, la, f):
        d = f"{slug(la)}pryce.co.uk"
        return (f"{la} & Pryce Spirits Ltd", f"{fi} {la}", "Head of Buying",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}",
                "Met at Imbibe Live London 2025; asked for samples of VSOA and 3-year-old arrack.")

    @row("de_DE", "m", "Germany", ARRACK)
    def _(fi, la, f):
        d = f"spirituosen-{slug(la, True)}.de"
        return (f"Spirituosenkontor {la} e.K.", f"{fi} {la}", "Inhaber",
                f"info@{d}", f"https://www.{d}", "")

    @row("en_AU", "m", "Australia", ARRACK)
    def _(fi, la, f):
        d = f"{slug(la)}liquor.com.au"
        return (f"{la} Liquor Imports Pty Ltd", f"{fi} {la}", "Purchasing Manager",
                f"{slug(fi)}@{d}", f"https://www.{d}", "")

    # --- s3: Beeralu lace ---
    @row("ja_JP", "f", "Japan", LACE)
    def _(fi, la, f):
        return (f"{la}レース株式会社", f"{la}{fi}", "仕入課長",
                "shiire@suzuki-lace.co.jp", "https://www.suzuki-lace.co.jp", "")

    @row("fr_FR", "m", "France", LACE)
    def _(fi, la, f):
        d = f"dentelles-{slug(la)}.fr"
        return (f"Dentelles {la} SARL", f"{fi} {la}", "Gérant",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}", "")

    @row("it_IT", "f", "Italy", LACE)
    def _(fi, la, f):
        d = f"merletti{slug(la)}.it"
        return (f"Merletti {la} S.n.c.", f"{fi} {la}", "Titolare",
                f"{slug(fi)}@{d}", f"https://www.{d}",
                "Met at HOMI Milano 2025; interested in lace collars and table runners.")

    # --- s3: gherkins in brine ---
    @row("ru_RU", "f", "Russia", GHERKIN)
    def _(fi, la, f):
        return ("ООО «Северный засол»", f"{fi} {la}", "Руководитель отдела закупок",
                "zakupki@sevzasol.ru", "https://sevzasol.ru",
                "Needs gherkins graded 30-60 per kg in 200 l drums; delivery via Saint Petersburg.")

    @row("pl_PL", "f", "Poland", GHERKIN)
    def _(fi, la, f):
        d = f"{slug(la)}-warzywa.pl"
        return (f"Przetwórnia Warzyw {la} Sp.j.", f"{fi} {la}", "Specjalistka ds. zakupów",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}", "")

    @row("nl_NL", "m", "Netherlands", GHERKIN)
    def _(fi, la, f):
        short = la.replace("van ", "")
        d = f"vanvoorstconserven.nl" if short == "Voorst" else f"{slug(short)}conserven.nl"
        return (f"{la[0].upper() + la[1:]} Conserven B.V.", f"{fi} {la}", "Inkoper groente",
                f"{slug(fi)}@{d}", f"https://www.{d}",
                "Met at SIAL Paris 2024; wants 40-60 per kg in 200 l drums, CFR Rotterdam.")

    # --- s4: Albariño wine ---
    @row("pt_BR", "f", "Brazil", ALBARINO)
    def _(fi, la, f):
        d = f"{slug(la)}vinhos.com.br"
        return (f"{la} Importadora de Vinhos Ltda.", f"{fi} {la}", "Gerente de Compras",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}",
                "Met at ProWine São Paulo 2025; asked for the price list FOB Montevideo.")

    @row("zh_CN", "m", "China", ALBARINO)
    def _(fi, la, f):
        return (f"深圳{la}氏葡萄酒贸易有限公司", f"{la}{fi}", "采购总监",
                "purchasing@wangswine.cn", "https://www.wangswine.cn", "")

    @row("en_US", "f", "United States", ALBARINO)
    def _(fi, la, f):
        d = f"{slug(la)}coastalwines.com"
        return (f"{la} Coastal Wines LLC", f"{fi} {la}", "Director of Purchasing",
                f"{slug(fi)}@{d}", f"https://www.{d}", "")

    # --- s4: queso Colonia ---
    @row("es_MX", "m", "Mexico", COLONIA)
    def _(fi, la, f):
        d = f"abarrotes{slug(la)}.com.mx"
        return (f"Abarrotes Finos {la} S.A. de C.V.", f"{fi} {la}", "Gerente de Compras",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}", "")

    @row("el_GR", "f", "Greece", COLONIA)
    def _(fi, la, f):
        masc = la + "ς" if la.endswith("ά") else la  # the father's (masculine) form
        return (f"{masc} Τυροκομικά Α.Ε.", f"{fi} {la}", "Υπεύθυνη Προμηθειών",
                "promitheies@damalas-cheese.gr", "https://www.damalas-cheese.gr",
                "Asked for a quote for 2 t of 5 kg wheels, CIF Piraeus.")

    @row("ar_SA", "m", "Saudi Arabia", COLONIA)
    def _(fi, la, f):
        return (f"مؤسسة {la} للمواد الغذائية", f"{fi} {la}", "مدير المشتريات",
                "purchasing@almaghawla-foods.com.sa", "https://www.almaghawla-foods.com.sa",
                "Needs halal certification covering the rennet and SFDA registration; port Jeddah.")

    # --- s4: malted barley ---
    @row("pt_BR", "m", "Brazil", MALT)
    def _(fi, la, f):
        d = f"cervejaria{slug(la)}.com.br"
        return (f"Cervejaria {la} Irmãos Ltda.", f"{fi} {la}", "Comprador de insumos",
                f"{slug(fi)}@{d}", f"https://www.{d}",
                "Met at Brasil Brau 2025; needs Pilsen malt in 1 t big bags.")

    @row("es_MX", "f", "Mexico", MALT)
    def _(fi, la, f):
        d = f"cerveceria{slug(la)}.mx"
        return (f"Cervecería {la} S.A. de C.V.", f"{fi} {la}", "Jefa de Compras",
                f"{slug(fi)}.{slug(la)}@{d}", f"https://www.{d}", "")

    return rows


SENDERS = {
    "s1": dict(name="Urška Kravanja", title="Vodja izvoza", company="Krn Zakladi d.o.o.",
               phone="+386 5 388 41 62", email="urska.kravanja@krn-zakladi.si",
               website="https://www.krn-zakladi.si", country="Slovenia", city="Kobarid",
               categories=[CHEESE, REBULA, SALT]),
    "s2": dict(name="Noora Khalid Al-Sulaiti", title="Manager, Olefins & Polymers Sales",
               company="Lusail Olefins Trading W.L.L.", phone="+974 4412 7730",
               email="noora.alsulaiti@lusail-olefins.com.qa",
               website="https://www.lusail-olefins.com.qa", country="Qatar", city="Lusail",
               categories=[HEXENE, PIPE, FORMALIN]),
    "s3": dict(name="Nirosha Madushani Wickramasinghe", title="Manager - Export Marketing",
               company="Seetha Eliya Heritage Exports (Pvt) Ltd", phone="+94 52 222 4815",
               email="nirosha@seethaeliya-exports.lk", website="https://www.seethaeliya-exports.lk",
               country="Sri Lanka", city="Nuwara Eliya", categories=[ARRACK, LACE, GHERKIN]),
    "s4": dict(name="Valentina Rodríguez Acosta", title="Encargada de Exportaciones",
               company="Cerro Arequita Exportaciones S.A.", phone="+598 4442 3187",
               email="vrodriguez@arequita.com.uy", website="https://www.arequita.com.uy",
               country="Uruguay", city="Minas", categories=[ALBARINO, COLONIA, MALT]),
}


def toml_value(v):
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    out = []
    for n, (locale, gender, country, category, fn) in enumerate(spec(), 1):
        f = Faker(locale)
        f.seed_instance(SEED + n)
        g = "female" if gender == "f" else "male"
        first = getattr(f, f"first_name_{g}")()
        last_fn = getattr(f, f"last_name_{g}", f.last_name)
        last = last_fn()
        company, contact, title, email, website, notes = fn(first, last, f)
        out.append(dict(buyer_id=f"P{n:03d}", company=company, contact_name=contact,
                        contact_title=title, email=email, country=country,
                        product_category=category, website=website, notes=notes))
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(out)
    lines = []
    for sid, s in SENDERS.items():
        lines.append(f"[senders.{sid}]")
        lines += [f"{k} = {toml_value(v)}" for k, v in s.items()]
        lines.append("")
    (HERE / "senders.toml").write_text("\n".join(lines), encoding="utf-8")
    print(f"{len(out)} buyers, {len(SENDERS)} senders")


if __name__ == "__main__":
    main()
