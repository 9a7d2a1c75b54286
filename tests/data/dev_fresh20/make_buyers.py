"""Twentieth fresh set: 40 fictional buyers and 4 senders, seeded and byte-reproducible.

Run:  .venv/bin/python tests/data/dev_fresh20/make_buyers.py
Each row draws its contact from its own Faker seeded SEED + row number; companies, titles and
notes are written per market by hand, most holding the drawn family name.
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 5729163
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Hand lists for markets whose faker locale has no fitting (or no romanised) names.
HAND = {
    "ja_rom": [("Kenji", "Morimoto"), ("Takuya", "Ishikawa"), ("Hiroshi", "Nakagawa")],
    "bd": [("Rafiqul", "Islam"), ("Shahidul", "Alam"), ("Mahbubur", "Rahman")],
    "in_n": [("Rajesh", "Malhotra"), ("Sunil", "Bhatia"), ("Vikram", "Arora")],
    "in_t": [("Karthikeyan", "Subramaniam"), ("Senthil", "Murugan"), ("Arun", "Natarajan")],
    "lk": [("Dilshan", "Wickramasinghe"), ("Chaminda", "Jayasuriya"), ("Ruwan", "Dissanayake")],
}

# (locale, hand list, sex, family-first, country, category, company, title, mailbox, domain, note)
# company/domain use {L} (family name), {l} (its ASCII slug); mailbox None = first.last
ROWS = [
    ("de_DE", None, "m", 0, "Germany", "plum brandy", "{L} Spirituosen GmbH & Co. KG", "Leiter Einkauf Spirituosen", None, "{l}-spirituosen.de",
     "Met at ProWein Düsseldorf; asked for a price list for 0.7 l bottles."),
    ("en_US", None, "f", 0, "United States", "plum brandy", "{L} Fine Spirits Imports LLC", "Director of Purchasing", None, "{l}finespirits.com", ""),
    ("ja_JP", "ja_rom", "m", 0, "Japan", "plum brandy", "{L} Shuhan Co., Ltd.", "Import Manager", None, "{l}-shuhan.co.jp",
     "Prefers Japanese for written correspondence."),
    ("fr_QC", None, "f", 0, "Canada", "plum brandy", "Agence {L} inc.", "Directrice des achats", None, "agence{l}.ca", ""),
    ("de_LU", None, "m", 0, "Luxembourg", "plum brandy", "Caves {L} S.à r.l.", "Gérant", None, "caves{l}.lu", ""),
    ("it_IT", None, "m", 0, "Italy", "dried porcini mushrooms", "{L} Funghi S.r.l.", "Responsabile Acquisti", None, "{l}funghi.it",
     "Ha chiesto un campione di porcini secchi, qualità extra."),
    ("fr_FR", None, "f", 0, "France", "dried porcini mushrooms", "{L} Épicerie Fine SAS", "Acheteuse produits secs", None, "{l}-epiceriefine.fr",
     "Met at Sirha Lyon."),
    ("it_CH", None, "m", 0, "Switzerland", "dried porcini mushrooms", "{L} Alimentari Sagl", "Titolare", None, "{l}alimentari.ch", ""),
    ("da_DK", None, "f", 0, "Denmark", "dried porcini mushrooms", "{L} Delikatesser ApS", "Indkøbschef", None, "{l}delikatesser.dk",
     "Needs the EU organic certificate for the mushroom range."),
    ("ko_KR", None, "m", 1, "South Korea", "dried porcini mushrooms", "(주)청솔푸드", "구매팀장", "purchasing", "cheongsolfood.co.kr", ""),
    ("sv_SE", None, "m", 0, "Sweden", "ajvar", "{L}s Livs AB", "Inköpschef", None, "{l}slivs.se",
     "Runs a Balkan grocery chain in Malmö; asked for a quote for 12 pallets of mild ajvar."),
    ("sl_SI", None, "f", 0, "Slovenia", "ajvar", "{L} d.o.o.", "Vodja nabave", None, "{l}.si", ""),
    ("de_CH", None, "f", 0, "Switzerland", "ajvar", "{L} Feinkost GmbH", "Einkäuferin", None, "{l}-feinkost.ch", ""),
    ("el_GR", None, "m", 0, "Greece", "ajvar", "{L} Τρόφιμα Α.Ε.", "Διευθυντής Προμηθειών", "purchasing", "trofima-ae.gr", ""),
    ("bg_BG", None, "f", 0, "Bulgaria", "ajvar", "„{L} Фуудс“ ЕООД", "Мениджър покупки", "purchasing", "foods-eood.bg",
     "Предпочита кореспонденция на български."),
    ("bn_BD", "bd", "m", 0, "Bangladesh", "cumin seeds", "{L} Spice Traders Ltd.", "Director (Import)", None, "{l}spice.com.bd",
     "Asked for a quote for 2 x 20' containers, CFR Chattogram."),
    ("es_MX", None, "m", 0, "Mexico", "cumin seeds", "Especias {L} S.A. de C.V.", "Gerente de Compras", None, "especias{l}.mx", ""),
    ("ar_AA", None, "m", 0, "United Arab Emirates", "cumin seeds", "{L} للتوابل ذ.م.م", "مدير المشتريات", "purchasing", "spices-uae.ae",
     "Met at Gulfood Dubai."),
    ("en_US", None, "f", 0, "United States", "Aleppo pepper flakes", "{L} Spice Company, Inc.", "Category Buyer, Spices", None, "{l}spice.com",
     "Asked for a 1 kg sample."),
    ("nl_NL", None, "m", 0, "Netherlands", "Aleppo pepper flakes", "{L} Specerijen B.V.", "Inkoper kruiden", None, "{l}specerijen.nl", ""),
    ("ga_IE", None, "f", 0, "Ireland", "Aleppo pepper flakes", "{L} Fine Foods DAC", "Head of Purchasing", None, "{l}finefoods.ie", ""),
    ("ar_SA", None, "m", 0, "Saudi Arabia", "nigella seeds", "شركة {L} التجارية", "مدير المشتريات", "purchasing", "trading-sa.com.sa", ""),
    ("en_GB", None, "m", 0, "United Kingdom", "nigella seeds", "{L} Wholefoods Ltd", "Buyer", None, "{l}wholefoods.co.uk",
     "Needs a COA with each lot."),
    ("it_IT", None, "m", 0, "Italy", "durum wheat", "Pastificio {L} S.p.A.", "Responsabile Approvvigionamento Grano", None, "pastificio{l}.it",
     "Ha chiesto le specifiche: proteine min. 13%."),
    ("fr_DZ", None, "m", 0, "Algeria", "durum wheat", "EURL Moulins {L}", "Directeur des approvisionnements", None, "moulins{l}.dz",
     "Demande une offre CFR Alger pour 5 000 t."),
    ("az_AZ", None, "m", 0, "Azerbaijan", "durum wheat", "\"{L} Un\" MMC", "Satınalma şöbəsinin müdiri", None, "{l}un.az", ""),
    ("zh_CN", None, "m", 1, "China", "malting barley", "青岛海丰麦芽有限公司", "采购经理", "purchasing", "haifengmalt.cn", ""),
    ("fa_IR", None, "m", 0, "Iran", "malting barley", "شرکت {L} مالت (سهامی خاص)", "مدیر خرید", "purchasing", "maltco.ir", ""),
    ("th_TH", None, "f", 0, "Thailand", "malting barley", "บริษัท {L} มอลต์ จำกัด", "ผู้จัดการฝ่ายจัดซื้อ", "purchasing", "siammalt.co.th", ""),
    ("ja_JP", None, "m", 1, "Japan", "buckwheat groats", "株式会社{L}製粉", "購買部長", "purchasing", "seifun.co.jp",
     "Asked for a sample of unroasted buckwheat groats."),
    ("lv_LV", None, "f", 0, "Latvia", "buckwheat groats", "SIA \"{L} Graudi\"", "Iepirkumu vadītāja", None, "{l}graudi.lv", ""),
    ("he_IL", None, "m", 0, "Israel", "buckwheat groats", "{L} מזון בע\"מ", "מנהל רכש", "purchasing", "mazon.co.il",
     "Prefers Russian for correspondence."),
    ("hi_IN", "in_n", "m", 0, "India", "pine nuts", "{L} Dry Fruits Pvt. Ltd.", "Director", None, "{l}dryfruits.in",
     "Asked for the price per kg of chilgoza, CIF Delhi by air."),
    ("zh_CN", None, "f", 1, "China", "pine nuts", "上海{L}记坚果有限公司", "进口部经理", "purchasing", "jianguo-sh.cn", ""),
    ("tr_TR", None, "m", 0, "Turkey", "pine nuts", "{L} Kuruyemiş Gıda San. ve Tic. A.Ş.", "Satın Alma Müdürü", None, "{l}kuruyemis.com.tr", ""),
    ("de_DE", None, "f", 0, "Germany", "dried mulberries", "{L} Naturkost GmbH", "Einkäuferin Trockenfrüchte", None, "{l}-naturkost.de",
     "Needs the EU organic certificate and a pesticide analysis."),
    ("pl_PL", None, "f", 0, "Poland", "dried mulberries", "{L} Bakalie Sp. z o.o.", "Kierownik ds. zakupów", None, "{l}bakalie.pl", ""),
    ("ta_IN", "in_t", "m", 0, "India", "asafoetida", "{L} Perungayam Pvt. Ltd.", "Managing Director", None, "{l}perungayam.in",
     "Buys white (Hadda) hing; asked for a 5 kg sample."),
    ("ne_NP", None, "m", 0, "Nepal", "asafoetida", "{L} ट्रेडर्स प्रा. लि.", "खरिद प्रमुख", "purchasing", "traders.com.np", ""),
    ("si_LK", "lk", "m", 0, "Sri Lanka", "asafoetida", "{L} Spices (Pvt) Ltd", "Purchasing Manager", None, "{l}spices.lk", ""),
]

SENDERS = """\
[senders.s1]
company = "Podrinje Voće d.o.o."
name = "Jelena Radovanović-Marković"
title = "Menadžerka izvoza"
email = "jelena.radovanovic@podrinjevoce.rs"
phone = "+381 15 882 417"
website = "https://www.podrinjevoce.rs"
country = "Serbia"
city = "Loznica"
categories = ["plum brandy", "dried porcini mushrooms", "ajvar"]

[senders.s2]
company = "Qalaat Halab Trading Co. L.L.C."
name = "Rasha Al-Jabri"
title = "مديرة التصدير"
email = "rasha.aljabri@qalaathalab.com"
phone = "+963 21 266 4810"
website = "https://www.qalaathalab.com"
country = "Syria"
city = "Aleppo"
categories = ["cumin seeds", "Aleppo pepper flakes", "nigella seeds"]

[senders.s3]
company = "TOO \\"Esil Astyq\\""
name = "Aigerim Seitkali"
title = "Экспорт бөлімінің басшысы"
email = "a.seitkali@esilastyq.kz"
phone = "+7 7152 46 19 03"
website = "https://esilastyq.kz"
country = "Kazakhstan"
city = "Petropavl"
categories = ["durum wheat", "malting barley", "buckwheat groats"]

[senders.s4]
company = "Spin Ghar Meva Trading Co. Ltd."
name = "Ahmad Shah Noorzai"
title = "مدیر صادرات"
email = "ahmadshah.noorzai@spingharmeva.af"
phone = "+93 20 230 1745"
website = "https://spingharmeva.af"
country = "Afghanistan"
city = "Kabul"
categories = ["pine nuts", "dried mulberries", "asafoetida"]
"""


def slug(s: str) -> str:
    s = unicodedata.normalize("NFKD", s.replace("ß", "ss").replace("ø", "o").replace("æ", "ae").replace("ı", "i").replace("ə", "e"))
    return "".join(c for c in s.lower() if c.isascii() and c.isalnum())


def main() -> None:
    out = []
    for i, (loc, hand, sex, fam_first, country, cat, comp, title, box, dom, note) in enumerate(ROWS, 1):
        fk = Faker(loc)
        fk.seed_instance(SEED + i)
        if hand:
            first, last = fk.random_element(HAND[hand])
        elif sex == "f":
            first, last = fk.first_name_female(), fk.last_name_female()
        else:
            first, last = fk.first_name_male(), fk.last_name_male()
        name = f"{last}{'' if loc in ('zh_CN', 'ja_JP') and fam_first else ' '}{first}" if fam_first else f"{first} {last}"
        if loc == "ja_JP" and fam_first:
            name = f"{last} {first}"
        company = comp.format(L=last)
        l = slug(last)
        domain = dom.format(l=l)
        email = f"{box}@{domain}" if box else f"{slug(first)}.{l}@{domain}"
        out.append({"buyer_id": f"P{i:03d}", "company": company, "contact_name": name, "contact_title": title,
                    "email": email, "country": country, "product_category": cat,
                    "website": f"https://www.{domain}", "notes": note})
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(out)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
