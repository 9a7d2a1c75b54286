"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml (4 exporters) of dev_fresh52.

Seeded faker: row N draws its contact's names from its own Faker instance seeded SEED + N, so the
files are byte-reproducible (faker 40.63.0). Companies, titles, notes and mail domains are written
per market by hand around the drawn names. Jordan and Kazakhstan draw from short hand lists with
the row's seeded generator (faker's ar_JO gives US names; faker has no Kazakh locale).

Run:  .venv/bin/python tests/data/dev_fresh52/make_buyers.py
"""
import csv
import io
from pathlib import Path

from anyascii import anyascii
from faker import Faker

SEED = 4827135
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Hand lists for locales faker cannot give (drawn with the row's seeded generator).
JORDAN_FIRST = ["زيد", "باسل", "رامي", "عمر", "خالد", "مهند"]
JORDAN_LAST = ["النسور", "المجالي", "الطراونة", "العبادي", "الزعبي", "الحياري"]
JORDAN_LATIN = {"النسور": "nsour", "المجالي": "majali", "الطراونة": "tarawneh", "العبادي": "abbadi",
                "الزعبي": "zoubi", "الحياري": "hiyari"}
KAZAKH_FIRST = ["Нурлан", "Ерлан", "Асхат", "Данияр", "Бауыржан", "Серик"]
KAZAKH_LAST = ["Ахметов", "Тулегенов", "Касымов", "Нурпеисов", "Абдрахманов", "Жаксылыков"]

HALLOUMI, COMMANDARIA, ZIVANIA = "halloumi cheese", "Commandaria wine", "zivania"
HELIUM, AMMONIA, NAPHTHA = "liquid helium", "anhydrous ammonia", "naphtha"
HONEY, ROSEHIPS, SHYRDAK = "sainfoin honey", "dried rosehips", "shyrdak felt rugs"
LITHIUM, LLAMA, CANAHUA = "lithium carbonate", "llama fibre", "cañahua"

# locale, gender, name order ("w" given name first, "e" family name first, joined without a
# space for CJK), company, title, country, category, mailbox ("fl" first.last, "il" initial+last,
# "f" first name, or a literal local part), domain, note.
# {L} is the drawn family name, {F} the given name.
ROWS = [
    ("en_GB", "f", "w", "{L} Mediterranean Foods Ltd", "Senior Buyer, Chilled & Dairy",
     "United Kingdom", HALLOUMI, "fl", "{l}foods.co.uk",
     "Met at IFE London in March; asked for a price list for 200 g and 1 kg halloumi blocks."),
    ("sv_SE", "f", "w", "{L}s Delikatesser AB", "Inköpsansvarig", "Sweden", HALLOUMI, "fl",
     "{l}sdelikatesser.se",
     "Supplies ICA stores around Uppsala; wants PDO halloumi with Swedish labels."),
    ("de_DE", "f", "w", "{L} Feinkost GmbH", "Leiterin Einkauf", "Germany", HALLOUMI, "il",
     "{l}-feinkost.de",
     "Met at Anuga in Cologne (October 2025); needs the IFS Food certificate and halal."),
    ("jordan", "m", "w", "شركة {L} للمواد الغذائية", "مسؤول المشتريات", "Jordan", HALLOUMI,
     "purchasing", "{dom}", ""),
    ("en_AU", "m", "w", "{L} Fine Foods Pty Ltd", "Purchasing Manager", "Australia", HALLOUMI,
     "f", "{l}finefoods.com.au", ""),
    ("el_GR", "f", "w", "{F0}. {L} & ΣΙΑ Ο.Ε.", "Υπεύθυνη Αγορών", "Greece", COMMANDARIA,
     "agores", "kyrkoudi-oinoi.gr", ""),
    ("ru_RU", "m", "w", "ООО «Винный дом {L}а»", "Менеджер по закупкам", "Russia",
     COMMANDARIA, "zakupki", "bobrov-wine.ru",
     "Встречались на выставке «Продэкспо» в Москве; просил образцы Коммандарии в бутылках 375 мл."),
    ("zh_CN", "f", "e", "上海{L}氏酒业有限公司", "采购经理", "China", COMMANDARIA, "purchasing",
     "liushi-wine.com.cn",
     "Met at ProWine Shanghai in November; interested in gift boxes for Chinese New Year."),
    ("ja_JP", "m", "e", "{L}酒販株式会社", "仕入部長", "Japan", COMMANDARIA, "shiire",
     "saito-shuhan.co.jp", ""),
    ("fr_BE", "m", "w", "Vins {L} SRL", "Acheteur vins et spiritueux", "Belgium", COMMANDARIA, "fl",
     "vinslouis.be",
     "Rencontré à Wine Paris en février ; ses clients sont des cavistes à Bruxelles et à Liège."),
    ("he_IL", "f", "w", "{L} משקאות בע\"מ", "מנהלת רכש", "Israel", ZIVANIA, "purchasing",
     "barak-drinks.co.il",
     "Needs kosher certification for every spirit; prefers e-mails in English."),
    ("el_GR", "m", "w", "{L} Ποτά Μονοπρόσωπη Ι.Κ.Ε.", "Διευθυντής Αγορών", "Greece", ZIVANIA,
     "info", "tsagliotis-pota.gr", ""),
    ("en_GB", "m", "w", "{L} & Sons Wine Merchants Ltd", "Spirits Buyer", "United Kingdom",
     ZIVANIA, "fl", "{l}andsons.co.uk", ""),
    ("de_DE", "m", "w", "Spirituosen {L} e.K.", "Inhaber", "Germany", ZIVANIA, "fl",
     "spirituosen-{l}.de",
     "Auf der ProWein in Düsseldorf kennengelernt; möchte Zivania in 20-cl-Flaschen."),
    ("pl_PL", "f", "w", "{L} Alkohole Sp. z o.o.", "Kierowniczka ds. zakupów", "Poland", ZIVANIA,
     "fl", "{l}-alkohole.pl", ""),
    ("ko_KR", "m", "e", "주식회사 우진특수가스", "구매팀장", "South Korea", HELIUM, "purchase",
     "woojin-gas.co.kr",
     "Met at SEMICON Korea in Seoul (February); needs 5N helium in ISO containers to Ulsan."),
    ("zh_TW", "f", "e", "{L}氏工業氣體股份有限公司", "採購經理", "Taiwan", HELIUM, "purchasing",
     "lee-gas.com.tw", ""),
    ("it_IT", "m", "w", "{L} Gas Tecnici S.r.l.", "Responsabile Acquisti", "Italy", HELIUM, "il",
     "{l}gastecnici.it",
     "Asks for a certificate of analysis with every container; deliveries to Ravenna."),
    ("hi_IN", "m", "w", "{L} फर्टिलाइज़र्स प्राइवेट लिमिटेड", "वरिष्ठ प्रबंधक (क्रय)", "India",
     AMMONIA, "purchase", "ahluwalia-fertilisers.in", ""),
    ("th_TH", "f", "w", "บริษัท {L} เคมีคอล จำกัด", "ผู้จัดการฝ่ายจัดซื้อ", "Thailand", AMMONIA,
     "purchasing", "thanat-chemical.co.th", ""),
    ("tr_TR", "m", "w", "{L} Gübre Sanayi ve Ticaret A.Ş.", "Satın Alma Müdürü", "Turkey", AMMONIA,
     "fl", "{l}gubre.com.tr", ""),
    ("ja_JP", "f", "e", "{L}化成株式会社", "原料購買課長", "Japan", NAPHTHA, "koubai",
     "sato-kasei.co.jp", ""),
    ("zh_TW", "m", "e", "{L}氏石化股份有限公司", "原料採購主任", "Taiwan", NAPHTHA, "procurement",
     "chiu-petrochem.com.tw",
     "Asked for a CFR Mailiao quote for 25,000 t of open-spec naphtha."),
    ("kazakh", "m", "w", "ТОО «{L} Трейд»", "Менеджер по закупкам", "Kazakhstan", HONEY, "zakup",
     "{dom}",
     "Met at WorldFood Kazakhstan in Almaty; wants honey in 1 kg jars and 300 kg drums."),
    ("ar_SA", "m", "w", "مؤسسة {L} التجارية", "مدير المشتريات", "Saudi Arabia", HONEY,
     "purchasing", "alqusayr-trading.com.sa", ""),
    ("de_CH", "f", "w", "{L} Honig AG", "Einkäuferin", "Switzerland", HONEY, "fl",
     "{l}-honig.ch", ""),
    ("fi_FI", "f", "w", "{LGEN} Luontaistuote Oy", "Ostopäällikkö", "Finland", ROSEHIPS, "fl",
     "{lgen}luontaistuote.fi",
     "Looking for EU organic rosehip shells for tea blends; asked for a 5 kg sample."),
    ("pl_PL", "m", "w", "Zioła {L} Sp.j.", "Specjalista ds. zakupów", "Poland", ROSEHIPS, "il",
     "ziola-{l}.pl", ""),
    ("sv_SE", "m", "w", "{L}s Nypon AB", "Inköpare", "Sweden", ROSEHIPS, "f", "{l}snypon.se",
     "Met at Natural Products Scandinavia in Malmö; uses rosehips for nyponsoppa."),
    ("fr_FR", "f", "w", "Maison {L} Déco SARL", "Acheteuse décoration", "France", SHYRDAK, "fl",
     "maison{l}deco.fr",
     "Met at Maison&Objet in Paris (January); wants rugs of 120 × 180 cm."),
    ("nl_NL", "m", "w", "{L} Interieur B.V.", "Inkoper woonaccessoires", "Netherlands", SHYRDAK,
     "f", "{l}interieur.nl", ""),
    ("fr_CH", "f", "w", "{L} Tapis & Décoration SA", "Gérante", "Switzerland", SHYRDAK, "fl",
     "{l}-tapis.ch", ""),
    ("zh_CN", "m", "e", "江西{L}氏锂业有限公司", "采购总监", "China", LITHIUM, "caigou",
     "tangshi-lithium.cn",
     "Needs battery-grade Li2CO3 (99.5% min.); asked for a 1 kg sample."),
    ("ko_KR", "f", "e", "강산소재 주식회사", "구매과장", "South Korea", LITHIUM, "purchase",
     "kangsan-materials.co.kr", ""),
    ("nl_BE", "m", "w", "{L} Battery Materials NV", "Aankoper grondstoffen", "Belgium", LITHIUM,
     "fl", "{l}-bm.be", ""),
    ("it_IT", "f", "w", "Lanificio {L} S.p.A.", "Responsabile materie prime", "Italy", LLAMA, "il",
     "lanificio{l}.it",
     "Met at Pitti Filati in Florence; wants baby llama under 23 micron."),
    ("fr_FR", "m", "w", "Filature {L} SAS", "Responsable achats", "France", LLAMA, "fl",
     "filature-{l}.fr", ""),
    ("es_ES", "f", "w", "Hilaturas {L} S.L.", "Jefa de Compras", "Spain", LLAMA, "fl",
     "hilaturas{l}.es", ""),
    ("es_ES", "m", "w", "{L} Ecológicos S.L.", "Responsable de Compras", "Spain", CANAHUA, "f",
     "{l}ecologicos.es",
     "Met at Organic Food Iberia in Madrid; interested in organic cañahua in 25 kg bags."),
    ("en_US", "f", "w", "{L} Ancient Grains LLC", "Sourcing Manager", "United States", CANAHUA,
     "fl", "{l}grains.com", ""),
]

SENDERS = """\
# The four exporters of dev_fresh52. `city` and `categories` are this set's own fields (the
# categories each sells); the rest is a sales-dlm sender profile.

[senders.s1]
company = "Troodos Gefseis Ltd"
name = "Andri Charalambous"
title = "Head of Export Sales"
email = "andri.charalambous@troodosgefseis.com.cy"
phone = "+357 22 445 180"
website = "https://www.troodosgefseis.com.cy"
country = "Cyprus"
city = "Nicosia"
categories = ["halloumi cheese", "Commandaria wine", "zivania"]

[senders.s2]
company = "Simaisma Energy Trading W.L.L."
name = "Maryam Abdulla Al-Mannai"
title = "Senior Marketing Manager"
email = "maryam.almannai@simaisma-energy.com.qa"
phone = "+974 4411 2375"
website = "https://www.simaisma-energy.com.qa"
country = "Qatar"
city = "Al Khor"
categories = ["liquid helium", "anhydrous ammonia", "naphtha"]

[senders.s3]
company = 'OsOO "Terskey Tabiyat"'
name = "Aizada Toktosunova"
title = "Экспорт бөлүмүнүн башчысы"
email = "aizada.toktosunova@terskey-tabiyat.kg"
phone = "+996 3922 5 14 07"
website = "https://terskey-tabiyat.kg"
country = "Kyrgyzstan"
city = "Karakol"
categories = ["sainfoin honey", "dried rosehips", "shyrdak felt rugs"]

[senders.s4]
company = "Tunupa Recursos Andinos S.R.L."
name = "Wilma Choque Mamani"
title = "Responsable de Exportaciones"
email = "wchoque@tunupa.com.bo"
phone = "+591 2 622 4418"
website = "https://www.tunupa.com.bo"
country = "Bolivia"
city = "Potosí"
categories = ["lithium carbonate", "llama fibre", "cañahua"]
"""


def slug(text: str) -> str:
    return "".join(c for c in anyascii(text).lower() if c.isalnum())


def draw(n: int, locale: str, gender: str) -> tuple[str, str]:
    """(given name, family name) of row n, from its own generator seeded SEED + n."""
    if locale == "jordan":
        fake = Faker("ar_SA")
        fake.seed_instance(SEED + n)
        return fake.random_element(JORDAN_FIRST), fake.random_element(JORDAN_LAST)
    if locale == "kazakh":
        fake = Faker("ru_RU")
        fake.seed_instance(SEED + n)
        return fake.random_element(KAZAKH_FIRST), fake.random_element(KAZAKH_LAST)
    fake = Faker(locale)
    fake.seed_instance(SEED + n)
    first = fake.first_name_female() if gender == "f" else fake.first_name_male()
    family = getattr(fake, "last_name_female" if gender == "f" else "last_name_male", fake.last_name)
    return first, family()


def main() -> None:
    out = io.StringIO()
    wr = csv.writer(out, lineterminator="\n")
    wr.writerow(COLUMNS)
    for n, (loc, gender, order, company, title, country, cat, box, dom, note) in enumerate(ROWS, 1):
        first, last = draw(n, loc, gender)
        if order == "e":
            contact = last + first
        else:
            contact = f"{first} {last}"
        lgen = last[:-3] + "sen" if last.endswith("nen") else last
        fields = {"L": last, "F": first, "F0": first[0], "LGEN": lgen,
                  "l": slug(last), "lgen": slug(lgen)}
        if loc == "jordan":
            fields["dom"] = f"al{JORDAN_LATIN[last]}-foods.jo"
        if loc == "kazakh":
            fields["dom"] = f"{slug(last)}-trade.kz"
        domain = dom.format(**fields)
        local = {"fl": f"{slug(first)}.{slug(last)}", "il": f"{slug(first)[0]}{slug(last)}",
                 "f": slug(first)}.get(box, box)
        wr.writerow([f"P{n:03d}", company.format(**fields), contact, title, f"{local}@{domain}",
                     country, cat, f"https://www.{domain}", note])
    (HERE / "buyers.csv").write_text(out.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
