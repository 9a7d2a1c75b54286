"""Write buyers.csv (40 fictional buyers) and senders.toml (4 exporters) of the 27th fresh set.

Seeded faker: row n draws its contact from its own Faker(locale) seeded SEED + n, so the output is
byte-reproducible (faker 40.63.0). Companies, titles and notes are written per market by hand,
mostly around the drawn family name. Run:  .venv/bin/python tests/data/dev_fresh27/make_buyers.py
"""
import csv
import random
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 7329841
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

FONIO, GRIFF, BAUX = "fonio grain", "Griffonia seeds", "bauxite ore"
BALSAM, INDIGO, LOROCO = "Peru balsam", "natural indigo dye", "frozen loroco buds"
VRANEC, FENI, TOBACCO = "Vranec red wine", "ferronickel", "oriental tobacco leaf"
MOON, PEAT, KITHUL = "Ceylon moonstones", "coco peat grow bags", "kithul treacle"

# Egypt: faker's ar_EG gives Latin names here, so the row draws from a short hand list.
EG_FIRST = ["محمود", "هشام", "كريم", "طارق", "أيمن"]
EG_LAST = ["النجار", "الشربيني", "منصور", "الجمال", "عبد الحميد"]
EG_SLUG = {"النجار": "elnaggar", "الشربيني": "elsherbiny", "منصور": "mansour", "الجمال": "elgamal",
           "عبد الحميد": "abdelhamid"}


def slug(s: str) -> str:
    s = unicodedata.normalize("NFKD", s.replace("ś", "s").replace("ł", "l"))
    return "".join(c for c in s if c.isascii() and (c.isalnum() or c == "-")).lower()


# locale, gender, country, category, company, title, domain, mailbox, note.
# {l} = the drawn family name, {f} = the drawn given name, {ls} = the family name as ASCII.
# mailbox None = first.last@domain; a string = that mailbox.
ROWS = [
    ("fr_FR", "F", "France", FONIO, "{l} Saveurs du Monde SAS", "Acheteuse épicerie fine",
     "{ls}-saveurs.fr", None,
     "Met at SIAL Paris in October. Wants the Ecocert organic certificate before a first order; sells to organic shops in the Lyon area."),
    ("nl_BE", "M", "Belgium", FONIO, "{l} Wereldvoeding BV", "Aankoper droge voeding",
     "{ls}-wereldvoeding.be", None, ""),
    ("en_US", "F", "United States", FONIO, "{l} Ancient Grains LLC", "Purchasing Manager",
     "{ls}ancientgrains.com", None,
     "Asked for two 1 kg samples and a gluten-free test report. Supplies bakeries in Brooklyn and New Jersey."),
    ("de_DE", "F", "Germany", FONIO, "{l} Naturkost GmbH", "Einkaufsleiterin",
     "{ls}-naturkost.de", None,
     "Auf der BIOFACH in Nürnberg kennengelernt. Möchte Preise für 25-kg-Säcke; bitte auf Deutsch schreiben."),
    ("en_CA", "M", "Canada", FONIO, "{l} Fine Foods Inc.", "Category Buyer, Grains",
     "{ls}finefoods.ca", None, ""),
    ("it_IT", "M", "Italy", GRIFF, "{l} Estratti Vegetali S.r.l.", "Responsabile Acquisti",
     "{ls}estratti.it", None,
     "Needs 5-HTP content of at least 6% per lot with an HPLC certificate; buys about 20 tonnes a year."),
    ("es_ES", "F", "Spain", GRIFF, "Extractos {l} S.L.", "Jefa de Compras",
     "extractos{ls}.es", None, ""),
    ("hi_IN", "M", "India", GRIFF, "{l} हर्बल एक्सट्रैक्ट्स प्राइवेट लिमिटेड", "क्रय प्रबंधक",
     "sharmaherbal.in", "purchase", ""),
    ("pl_PL", "M", "Poland", GRIFF, "{l} Fitofarm Sp. z o.o.", "Kierownik Działu Zakupów",
     "{ls}-fitofarm.pl", None, ""),
    ("ko_KR", "M", "South Korea", GRIFF, "주식회사 {l}산바이오", "구매팀장",
     "kimsanbio.co.kr", "purchasing", ""),
    ("zh_CN", "M", "China", BAUX, "山东{l}氏氧化铝有限公司", "采购经理",
     "guoshi-alumina.cn", "purchasing",
     "Wants Al2O3 of 45% or more and SiO2 below 3% on the assay; discharge at Qingdao or Yantai."),
    ("uk_UA", "M", "Ukraine", BAUX, "ТОВ «{l} Глинозем»", "Начальник відділу закупівель",
     "avramchuk-glynozem.com.ua", "zakupivli", ""),
    ("en_IE", "F", "Ireland", BAUX, "{l} Shannon Minerals Ltd", "Raw Materials Procurement Manager",
     "{ls}shannonminerals.ie", None,
     "Prefers CFR Foynes in Panamax lots; asked for the trihydrate/monohydrate split of the ore."),
    ("el_GR", "M", "Greece", BAUX, "{l} Ορυκτά Α.Ε.", "Διευθυντής Προμηθειών",
     "giapatzis-minerals.gr", "procurement", ""),
    ("ar_SA", "M", "Saudi Arabia", BAUX, "شركة {l} للتعدين", "مدير المشتريات",
     "alaskari-mining.com.sa", "purchasing", ""),
    ("de_CH", "F", "Switzerland", BALSAM, "{l} Duftstoffe AG", "Leiterin Rohstoffeinkauf",
     "{ls}-duftstoffe.ch", None,
     "Met at in-cosmetics Global in Paris; asked about the IFRA limits for Peru balsam."),
    ("fr_FR", "F", "France", BALSAM, "{l} Matières Aromatiques SARL", "Responsable achats matières premières",
     "{ls}-aromatiques.fr", None,
     "Rencontrée au salon SIMPPAR à Paris. Demande un échantillon de 500 g et la fiche de données de sécurité."),
    ("ja_JP", "M", "Japan", BALSAM, "{l}香料株式会社", "購買課長",
     "yamazaki-koryo.co.jp", "kobai", ""),
    ("zh_TW", "F", "Taiwan", INDIGO, "{l}氏藍染工坊有限公司", "採購經理",
     "hungs-indigo.com.tw", "purchasing",
     "Asked for the indigotin content and a 1 kg sample; sells to dye workshops in Sanxia."),
    ("it_IT", "F", "Italy", INDIGO, "Tessitura {l} S.p.A.", "Responsabile Acquisti Tinture",
     "tessitura{ls}.it", None, ""),
    ("en_US", "M", "United States", INDIGO, "{l} Denim Works, Inc.", "Sourcing Manager",
     "{ls}denimworks.com", None,
     "Met at Kingpins New York. Needs a natural dye its GOTS certifier accepts."),
    ("en_US", "F", "United States", LOROCO, "{l} Hispanic Foods, Inc.", "Purchasing Director",
     "{ls}hispanicfoods.com", None,
     "Supplies pupuserías in Los Angeles; asked for the FDA registration number and prices per 1 lb bag."),
    ("en_CA", "F", "Canada", LOROCO, "{l} Specialty Foods Ltd.", "Buyer",
     "{ls}specialtyfoods.ca", None, ""),
    ("es_ES", "M", "Spain", LOROCO, "Alimentación Latina {l} S.A.", "Responsable de Compras",
     "alimentacionlatina{ls}.es", None, ""),
    ("de_DE", "M", "Germany", VRANEC, "Weinhandel {l} e.K.", "Inhaber",
     "weinhandel-{ls}.de", None,
     "Met at ProWein in Düsseldorf; interested in a barrique Vranec at up to 8 euros a bottle ex cellar."),
    ("pl_PL", "F", "Poland", VRANEC, "{l} Wina Bałkańskie Sp. z o.o.", "Kierowniczka Zakupów",
     "{ls}-wina.pl", None, ""),
    ("zh_CN", "F", "China", VRANEC, "上海{l}氏酒业有限公司", "进口部经理",
     "zhaoshi-wine.cn", "import",
     "Wants Chinese back labels and CIF Shanghai prices for a mixed container."),
    ("fi_FI", "M", "Finland", FENI, "{l} Metalli Oy", "Ostopäällikkö",
     "{ls}metalli.fi", None, ""),
    ("ko_KR", "M", "South Korea", FENI, "{l}산특수강 주식회사", "원료구매팀장",
     "kosan-steel.co.kr", "rawmaterials", ""),
    ("fr_BE", "M", "Belgium", FENI, "Aciéries {l} SRL", "Acheteur matières premières",
     "acieries-{ls}.be", None, ""),
    ("tr_TR", "M", "Turkey", TOBACCO, "{l} Yaprak Tütün A.Ş.", "Yaprak Tütün Alım Müdürü",
     "{ls}tutun.com.tr", None,
     "Buys Prilep-type leaf for blends; wants samples of the 2024 crop and the moisture data."),
    ("ar_EG", "M", "Egypt", TOBACCO, "شركة {l} لتجارة الدخان", "مدير المشتريات",
     "{eg}-tobacco.com.eg", "purchasing", ""),
    ("bg_BG", "F", "Bulgaria", TOBACCO, "{l} Тютюн ЕООД", "Мениджър покупки",
     "mangafova-tutun.bg", "office",
     "Met at the Plovdiv International Fair; prefers to write in Bulgarian or English."),
    ("th_TH", "F", "Thailand", MOON, "บริษัท {l} อัญมณี จำกัด", "ผู้จัดการฝ่ายจัดซื้อ",
     "lekhaphan-gems.co.th", "purchasing", ""),
    ("he_IL", "M", "Israel", MOON, "{l} אבני חן בע\"מ", "מנהל רכש",
     "reznik-gems.co.il", "purchasing", ""),
    ("ru_RU", "F", "Russia", MOON, "ООО «{l} Самоцветы»", "Менеджер по закупкам",
     "fedorova-samocvety.ru", "zakupki", ""),
    ("nl_NL", "M", "Netherlands", PEAT, "{l} Substraten B.V.", "Inkoper substraten",
     "{ls}substraten.nl", None,
     "Met at GreenTech Amsterdam. Needs RHP-certified grow bags with an EC below 0.5 mS/cm."),
    ("en_AU", "F", "Australia", PEAT, "{l} Hydroponics Pty Ltd", "Procurement Manager",
     "{ls}hydroponics.com.au", None,
     "Asked about the import permit and treatment certificate, and for a 40ft high-cube price CIF Brisbane."),
    ("en_GB", "M", "United Kingdom", KITHUL, "{l} World Foods Ltd", "Buyer",
     "{ls}worldfoods.co.uk", None,
     "Supplies Sri Lankan grocers in Tooting and Wembley; asked for prices of the 350 g glass bottle."),
    ("ja_JP", "F", "Japan", KITHUL, "{l}ナチュラルフーズ株式会社", "仕入担当",
     "miura-naturalfoods.co.jp", "shiire", ""),
]

SENDERS = """\
# The 27th fresh set's four exporters. s1 sells the three categories of the model runs.
[senders.s1]
company = "Fouta Labé Agro-Minerais SARLU"
name = "Mariama Djouldé Diallo"
title = "Chargée des exportations"
email = "m.diallo@foutalabe.gn"
phone = "+224 622 41 87 30"
website = "https://www.foutalabe.gn"
country = "Guinea"
city = "Labé"
categories = ["fonio grain", "Griffonia seeds", "bauxite ore"]

[senders.s2]
company = "Bálsamo del Pacífico, S.A. de C.V."
name = "Rafael Antonio Menjívar Alvarado"
title = "Jefe de Ventas Internacionales"
email = "rmenjivar@balsamopacifico.com.sv"
phone = "+503 2451 7820"
website = "https://www.balsamopacifico.com.sv"
country = "El Salvador"
city = "Sonsonate"
categories = ["Peru balsam", "natural indigo dye", "frozen loroco buds"]

[senders.s3]
company = "Crna Reka Trade DOOEL"
name = "Biljana Stojanovska"
title = "Менаџер за извоз"
email = "biljana.stojanovska@crnareka.mk"
phone = "+389 43 412 655"
website = "https://www.crnareka.mk"
country = "North Macedonia"
city = "Kavadarci"
categories = ["Vranec red wine", "ferronickel", "oriental tobacco leaf"]

[senders.s4]
company = "Sabaragamuwa Gem & Coir (Private) Limited"
name = "Nadeeka Kumari Wickramasinghe"
title = "අපනයන කළමනාකරු"
email = "nadeeka@sabaragamuwagemcoir.lk"
phone = "+94 45 222 3847"
website = "https://www.sabaragamuwagemcoir.lk"
country = "Sri Lanka"
city = "Ratnapura"
categories = ["Ceylon moonstones", "coco peat grow bags", "kithul treacle"]
"""


def main() -> None:
    out = []
    for n, (loc, g, country, cat, company, title, domain, box, note) in enumerate(ROWS, 1):
        if loc == "ar_EG":
            rng = random.Random(SEED + n)
            first, last = rng.choice(EG_FIRST), rng.choice(EG_LAST)
            eg = EG_SLUG[last]
        else:
            f = Faker(loc)
            f.seed_instance(SEED + n)
            first = f.first_name_female() if g == "F" else f.first_name_male()
            last_f = getattr(f, "last_name_female" if g == "F" else "last_name_male", f.last_name)
            last = last_f()
            eg = ""
        eastern = loc in ("zh_CN", "zh_TW", "ja_JP", "ko_KR")
        contact = f"{last}{first}" if eastern else f"{first} {last}"
        ls = slug(last)
        fields = {"l": last, "f": first, "ls": ls, "eg": eg}
        dom = domain.format(**fields)
        mail = f"{box}@{dom}" if box else f"{slug(first)}.{ls}@{dom}"
        out.append({"buyer_id": f"P{n:03d}", "company": company.format(**fields), "contact_name": contact,
                    "contact_title": title, "email": mail, "country": country, "product_category": cat,
                    "website": f"https://www.{dom}", "notes": note})
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(out)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
