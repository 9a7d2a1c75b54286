"""Write buyers.csv (40 fictional buyers) and senders.toml (4 exporters) of the 39th fresh set.

Seeded faker: each row has its own Faker instance of its locale, seeded SEED + row number; the
instance draws the contact's sex, given name and family name. Companies, titles, e-mails,
websites and notes are written per market by hand around the drawn family name (e-mail and web
addresses of native-script rows are hand romanisations of the drawn name). Byte-reproducible
with faker 40.63.0:

    .venv/bin/python tests/data/dev_fresh39/make_buyers.py
"""
from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from faker import Faker

SEED = 3904817
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

CHAGA, HIDES, CLOUD = "dried chaga mushroom", "tanned reindeer hides", "frozen cloudberries"
HYDR, FIQUE, AGUA = "fresh cut hydrangeas", "fique fibre sacks", "aguardiente"
NEST, LAYER, BELACAN = "edible bird's nests", "Sarawak layer cakes", "belacan shrimp paste"
TINGA, MEER, ORANGE = "Tingatinga paintings", "meerschaum pipe bowls", "fresh oranges"

# (locale, country, category, company, title, email, website, note); {fn} {ln} = drawn names.
# A name is written "{fn} {ln}" unless the row gives `order` = "ln fn" (CJK, Hangul).
ROWS = [
    # s1's categories, five buyers each (P001-P015: the model runs' buyers)
    ("de_DE", "Germany", CHAGA, "{ln} Naturwaren GmbH", "Einkaufsleiter",
     "e.soelzer@soelzer-naturwaren.de", "https://www.soelzer-naturwaren.de",
     "Auf der Vitafoods Europe in Barcelona kennengelernt; braucht vor einer Bestellung "
     "Analysenzertifikate zu Schwermetallen und PAK."),
    ("ko_KR", "South Korea", CHAGA, "(주)백두자연", "구매팀 과장",
     "kyungsook.park@baekdunature.co.kr", "https://www.baekdunature.co.kr",
     "Asked for a 1 kg sample of chaga chunks and the documents for MFDS import registration."),
    ("zh_CN", "China", CHAGA, "杭州{ln}氏养生茶业有限公司", "采购主管",
     "purchasing@weishi-tea.com.cn", "https://www.weishi-tea.com.cn", ""),
    ("en_US", "United States", CHAGA, "{ln} Family Botanicals, LLC", "Sourcing Manager",
     "jo@pricebotanicals.com", "https://www.pricebotanicals.com",
     "Met at SupplySide West, Las Vegas; needs an organic certificate and a beta-glucan assay "
     "before a trial order. Sells to US tea and supplement brands."),
    ("ja_JP", "Japan", CHAGA, "株式会社{ln}茶舗", "仕入部長",
     "y.ishikawa@ishikawa-chaho.co.jp", "https://www.ishikawa-chaho.co.jp",
     "Prefers to be written to in Japanese; blends chaga into health teas."),
    ("it_IT", "Italy", HIDES, "{ln} Interni S.r.l.", "Responsabile acquisti",
     "g.ravaglioli@ravaglioliinterni.it", "https://www.ravaglioliinterni.it",
     "Met at Salone del Mobile, Milan; wants hides of at least 120 cm, natural grey-brown."),
    ("fr_FR", "France", HIDES, "Maison {ln} Déco SAS", "Acheteur textile et décoration",
     "alfred.moreau@maisonmoreaudeco.fr", "https://www.maisonmoreaudeco.fr", ""),
    ("el_GR", "Greece", HIDES, "{ln} Δέρματα Μ.Ι.Κ.Ε.", "Υπεύθυνος Αγορών",
     "agores@konstantinidis-dermata.gr", "https://www.konstantinidis-dermata.gr", ""),
    ("en_GB", "United Kingdom", HIDES, "{ln} & Finch Interiors Ltd", "Head of Buying",
     "rachael.powell@powellfinch.co.uk", "https://www.powellfinch.co.uk", ""),
    ("he_IL", "Israel", HIDES, "{ln} עיצוב פנים בע\"מ", "מנהל רכש",
     "purchasing@dahan-design.co.il", "https://www.dahan-design.co.il", ""),
    ("sv_SE", "Sweden", CLOUD, "{ln}s Sylt & Saft AB", "Inköpsansvarig",
     "linnea.johnsson@johnssonssylt.se", "https://www.johnssonssylt.se",
     "Met at Gastronord, Stockholm; needs IQF berries with Brix values and a pesticide "
     "residue analysis."),
    ("da_DK", "Denmark", CLOUD, "{ln} Frost ApS", "Indkøbschef",
     "vh@holmfrost.dk", "https://www.holmfrost.dk", ""),
    ("zh_TW", "Taiwan", CLOUD, "{ln}記烘焙原料股份有限公司", "採購部主任",
     "purchasing@chengji-baking.com.tw", "https://www.chengji-baking.com.tw",
     "Asked for a 5 kg sample shipped frozen to Taoyuan; needs labels in traditional Chinese."),
    ("de_AT", "Austria", CLOUD, "{ln} Feinkost GmbH", "Einkäuferin",
     "e.wandl@wandl-feinkost.at", "https://www.wandl-feinkost.at", ""),
    ("fr_CH", "Switzerland", CLOUD, "Chocolaterie {ln} SA", "Responsable des achats",
     "m.cretton@chocolaterie-cretton.ch", "https://www.chocolaterie-cretton.ch",
     "Rencontrée au salon ISM à Cologne ; cherche des baies pour ses pralinés et demande une "
     "fiche technique."),
    # s2 (Colombia)
    ("nl_NL", "Netherlands", HYDR, "{ln} Bloemenimport B.V.", "Inkoper snijbloemen",
     "lieve.fiere@fierebloemen.nl", "https://www.fierebloemen.nl",
     "Met at the IFTF in Vijfhuizen; wants hydrangeas of 60-70 cm, classic white and antique "
     "green."),
    ("ar_SA", "United Arab Emirates", HYDR, "شركة {ln} للزهور ذ.م.م", "مسؤول المشتريات",
     "procurement@alrafeeflowers.ae", "https://www.alrafeeflowers.ae", ""),
    ("ru_RU", "Russia", HYDR, "ООО «{ln} Флора»", "Менеджер по закупкам",
     "zakupki@rodionov-flora.ru", "https://www.rodionov-flora.ru", ""),
    ("es_ES", "Spain", FIQUE, "Envases {ln} S.L.", "Jefe de Compras",
     "compras@envasescastilla.es", "https://www.envasescastilla.es", ""),
    ("pt_PT", "Portugal", FIQUE, "{ln} & Filhos Embalagens, Lda.", "Responsável de Compras",
     "luna.garcia@garciafilhos.pt", "https://www.garciafilhos.pt", ""),
    ("fr_BE", "Belgium", FIQUE, "{ln} Jardin & Déco SRL", "Acheteuse",
     "rosa.maes@maesjardin.be", "https://www.maesjardin.be", ""),
    ("es_CL", "Chile", AGUA, "Distribuidora {ln} y Cía. Ltda.", "Subgerente de Compras",
     "gurra@distribuidoraurra.cl", "https://www.distribuidoraurra.cl", ""),
    ("pl_PL", "Poland", AGUA, "{ln} Trading Sp. z o.o.", "Kierowniczka zakupów",
     "janina.wika@wikatrading.pl", "https://www.wikatrading.pl",
     "Met at Bar Convent Berlin; their bonded warehouse applies the Polish excise stamps."),
    # s3 (Malaysia)
    ("zh_CN", "China", NEST, "厦门{ln}氏燕窝贸易有限公司", "采购经理",
     "purchasing@loushi-yanwo.cn", "https://www.loushi-yanwo.cn",
     "Needs the GACC registration number of the processing plant and traceability labels on "
     "every box."),
    ("th_TH", "Thailand", NEST, "บริษัท {ln} เฮลท์ฟู้ด จำกัด", "หัวหน้าฝ่ายจัดซื้อ",
     "purchasing@naksuthin-health.co.th", "https://www.naksuthin-health.co.th", ""),
    ("zh_TW", "Hong Kong", NEST, "{ln}記燕窩海味有限公司", "採購主管",
     "purchasing@cheungkee-hk.com", "https://www.cheungkee-hk.com",
     "Met at HOFEX Hong Kong; buys white house nests, grade AA; writes in English or Cantonese."),
    ("en_GB", "United Kingdom", LAYER, "{ln}'s Asian Pantry Ltd", "Category Buyer",
     "gemma.martin@asianpantry.co.uk", "https://www.asianpantry.co.uk", ""),
    ("nl_NL", "Netherlands", LAYER, "Toko {ln} B.V.", "Inkoper",
     "imran@tokovandenbergh.nl", "https://www.tokovandenbergh.nl",
     "Sells spekkoek to Indo-Dutch customers; asked whether Sarawak layer cakes keep six months "
     "unrefrigerated."),
    ("ar_SA", "Saudi Arabia", LAYER, "مؤسسة {ln} للحلويات", "مدير المشتريات",
     "purchasing@almuqta-sweets.sa", "https://www.almuqta-sweets.sa",
     "Requires a JAKIM halal certificate and SFDA product registration."),
    ("de_DE", "Germany", BELACAN, "{ln} Asia Food Großhandel GmbH", "Einkäuferin",
     "l.kaul@kaul-asiafood.de", "https://www.kaul-asiafood.de", ""),
    ("en_AU", "Australia", BELACAN, "{ln} Pacific Foods Pty Ltd", "Procurement Manager",
     "jade.newton@newtonpacific.com.au", "https://www.newtonpacific.com.au", ""),
    ("en_US", "United States", BELACAN, "{ln} Pan-Asian Distributors, Inc.",
     "Purchasing Director", "mdavis@davispanasian.com", "https://www.davispanasian.com", ""),
    # s4 (Tanzania)
    ("de_CH", "Switzerland", TINGA, "Galerie {ln} AG", "Inhaberin",
     "stefanie.frick@galerie-frick.ch", "https://www.galerie-frick.ch",
     "Met at Ornaris Bern; wants canvases of 50x50 and 60x80 cm, unframed."),
    ("sv_SE", "Sweden", TINGA, "{ln}s Konst & Ram AB", "Inköpare",
     "rune@sjobergskonst.se", "https://www.sjobergskonst.se", ""),
    ("fr_FR", "France", TINGA, "{ln} Art Africain SARL", "Gérante",
     "audrey.riou@riou-artafricain.fr", "https://www.riou-artafricain.fr", ""),
    ("it_IT", "Italy", MEER, "Pipe {ln} S.r.l.", "Responsabile approvvigionamenti",
     "i.garrone@pipegarrone.it", "https://www.pipegarrone.it",
     "Met at InterTabac Dortmund; wants block meerschaum bowls, pre-drilled for briar shanks."),
    ("da_DK", "Denmark", MEER, "{ln} Piber ApS", "Indkøber",
     "kim@wintherpiber.dk", "https://www.wintherpiber.dk", ""),
    ("ar_SA", "United Arab Emirates", ORANGE, "شركة {ln} لتجارة الفواكه والخضروات ذ.م.م",
     "مديرة المشتريات", "purchasing@almaghawla-fruits.ae", "https://www.almaghawla-fruits.ae",
     "Asked for a CFR Jebel Ali price per 15 kg carton."),
    ("hi_IN", "India", ORANGE, "{ln} फ्रेश फ्रूट्स प्राइवेट लिमिटेड", "खरीद प्रमुख",
     "purchasing@pillaifreshfruits.in", "https://www.pillaifreshfruits.in", ""),
    ("ru_RU", "Russia", ORANGE, "ООО «{ln} Фрут»", "Директор по закупкам",
     "y.kazakova@kazakova-fruit.ru", "https://www.kazakova-fruit.ru",
     "Пишите по-русски или по-английски; закупает апельсины для сетей Москвы."),
]
LN_FIRST = {"ko_KR", "zh_CN", "zh_TW", "ja_JP"}   # family name first, no space
HARAKAT = re.compile("[\u064b-\u0652]")          # Arabic short-vowel marks: CRMs drop them

SENDERS = {
    "s1": {
        "company": "Napapiirin Luonnonantimet Oy", "name": "Marjut Annikki Ylitalo",
        "title": "Vientimyyntipäällikkö", "email": "marjut.ylitalo@napapiirinantimet.fi",
        "phone": "+358 16 342 7718", "website": "https://www.napapiirinantimet.fi",
        "country": "Finland", "city": "Rovaniemi", "categories": [CHAGA, HIDES, CLOUD],
    },
    "s2": {
        "company": "Aburrá Flor y Fique S.A.S.", "name": "Luisa Fernanda Zuluaga Arango",
        "title": "Directora de Negocios Internacionales",
        "email": "lzuluaga@aburraflorfique.com.co", "phone": "+57 604 448 3192",
        "website": "https://www.aburraflorfique.com.co", "country": "Colombia",
        "city": "Medellín", "categories": [HYDR, FIQUE, AGUA],
    },
    "s3": {
        "company": "Warisan Sungai Sarawak Sdn Bhd",
        "name": "Dayang Nur Syahirah binti Abang Jamil", "title": "Pengurus Eksport",
        "email": "syahirah@warisansarawak.com.my", "phone": "+60 82-245 617",
        "website": "https://www.warisansarawak.com.my", "country": "Malaysia",
        "city": "Kuching", "categories": [NEST, LAYER, BELACAN],
    },
    "s4": {
        "company": "Pangani Sanaa & Mazao Limited", "name": "Neema Zuberi Shekimweri",
        "title": "Meneja wa Mauzo ya Nje", "email": "neema@panganisanaa.co.tz",
        "phone": "+255 27 264 3190", "website": "https://www.panganisanaa.co.tz",
        "country": "Tanzania", "city": "Tanga", "categories": [TINGA, MEER, ORANGE],
    },
}


def draw(n: int, locale: str) -> tuple[str, str]:
    fake = Faker(locale)
    fake.seed_instance(SEED + n)
    if fake.random.random() < 0.5:
        fn, ln = fake.first_name_female(), fake.last_name_female()
    else:
        fn, ln = fake.first_name_male(), fake.last_name_male()
    return HARAKAT.sub("", fn), HARAKAT.sub("", ln)


def buyers_csv() -> str:
    out = io.StringIO()
    wr = csv.writer(out, lineterminator="\n")
    wr.writerow(COLUMNS)
    for n, (loc, country, cat, company, title, email, web, note) in enumerate(ROWS, 1):
        fn, ln = draw(n, loc)
        name = f"{ln}{fn}" if loc in LN_FIRST else f"{fn} {ln}"
        wr.writerow([f"P{n:03d}", company.format(fn=fn, ln=ln), name, title, email, country, cat,
                     web, note])
    return out.getvalue()


def q(value) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(q(v) for v in value) + "]"
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def senders_toml() -> str:
    lines = ["# The four exporters of the 39th fresh set (see README.md)."]
    for sid, s in SENDERS.items():
        lines += ["", f"[senders.{sid}]"] + [f"{k} = {q(v)}" for k, v in s.items()]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    (HERE / "buyers.csv").write_text(buyers_csv(), encoding="utf-8")
    (HERE / "senders.toml").write_text(senders_toml(), encoding="utf-8")
