"""Seeded faker script -> buyers.csv (40 fictional buyers P001-P040) and senders.toml (s1-s4).

Seed 4471093; row n draws its contact's name from its own Faker(locale) seeded 4471093 + n.
Companies, titles, mailboxes and CRM notes are written per market by hand around the drawn name.
Byte-reproducible:  .venv/bin/python tests/data/dev_fresh18/make_buyers.py
"""
import csv
import warnings
from pathlib import Path

from faker import Faker

warnings.simplefilter("ignore")  # fr_QC is deprecated in faker; it is kept on purpose
HERE = Path(__file__).resolve().parent
SEED = 4471093
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

SENDERS = {
    "s1": dict(company="Zahlé Bustan S.A.L.", name="Georges Abi Rached", title="مدير التصدير",
               email="g.abirached@zahlebustan.com.lb", phone="+961 8 812 447",
               website="https://www.zahlebustan.com.lb", country="Lebanon", city="Zahlé",
               categories=["orange blossom water", "carob molasses", "arak"]),
    "s2": dict(company="Rozova Dolina Trade EOOD", name="Desislava Petkova", title="Мениджър износ",
               email="d.petkova@rozovadolina.bg", phone="+359 431 62218",
               website="https://rozovadolina.bg", country="Bulgaria", city="Kazanlak",
               categories=["rose oil", "yoghurt starter cultures", "copper cathodes"]),
    "s3": dict(company="Tashi Phuentsholing Exim Pvt. Ltd.", name="Karma Yangchen", title="Head of Exports",
               email="karma.yangchen@tashiexim.bt", phone="+975 5 252318",
               website="https://www.tashiexim.bt", country="Bhutan", city="Phuentsholing",
               categories=["ferrosilicon", "red rice", "lemongrass oil"]),
    "s4": dict(company="Cladach Chonamara Teoranta", name="Pádraigín Ní Fhlatharta",
               title="Bainisteoir Easpórtála", email="padraigin@cladach.ie", phone="+353 91 595214",
               website="https://www.cladach.ie", country="Ireland", city="An Cheathrú Rua",
               categories=["dried dulse", "Aran knit sweaters", "ash hurley blanks"]),
}

# row: (locale, country, category, company, title, mailbox, domain, note). {f} first name, {l} family name.
ROWS = [
    ("fr_FR", "France", "orange blossom water", "Maison {l} SAS", "Acheteur épicerie fine",
     "leon.julien", "maison-julien.fr", "Rencontré au Sirha Lyon ; veut de l'eau de fleur d'oranger en bouteilles de 1 L."),
    ("fr_QC", "Canada", "orange blossom water", "Les Importations {l} inc.", "Directeur des achats",
     "amartel", "importationsmartel.ca", "A demandé un échantillon; étiquetage bilingue exigé (ACIA)."),
    ("en_US", "United States", "orange blossom water", "{l} Mediterranean Pantry LLC", "Senior Buyer",
     "melissa", "robinsonpantry.com", "Met at the Winter Fancy Food Show, Las Vegas."),
    ("el_GR", "Greece", "orange blossom water", "Α. Πολέμη & Σια Ο.Ε.", "Υπεύθυνη Προμηθειών",
     "a.polemi", "polemi-zacharoplastiki.gr", ""),
    ("ar_SA", "Saudi Arabia", "orange blossom water", "مؤسسة آل جعفر للتجارة", "مديرة المشتريات",
     "purchasing", "aljaafar-trading.com.sa", "Needs a halal certificate and SFDA registration; asked for the 250 ml bottle price."),
    ("de_DE", "Germany", "carob molasses", "{l} Feinkost GmbH", "Einkaufsleiter",
     "f.weihmann", "weihmann-feinkost.de", "Met at Anuga, Cologne; interested in organic carob molasses."),
    ("hy_AM", "Armenia", "carob molasses", "«Ճոճկանյան Ֆուդ» ՍՊԸ", "Գնումների մենեջեր",
     "info", "chochkanyan-food.am", ""),
    ("sv_SE", "Sweden", "carob molasses", "{l}s Livs AB", "Inköpare",
     "emanuel.karlsson", "karlssonslivs.se", ""),
    ("en_AU", "Australia", "carob molasses", "{l} Continental Foods Pty Ltd", "Purchasing Manager",
     "ken.burton", "burtoncontinental.com.au", ""),
    ("ar_AA", "Kuwait", "carob molasses", "شركة بنو معقل للمواد الغذائية ذ.م.م.", "مسؤولة المشتريات",
     "purchasing", "banumaqil-food.com.kw", ""),
    ("pt_BR", "Brazil", "arak", "{l} Bebidas Importadas Ltda.", "Gerente de Compras",
     "gustavo.fonseca", "fonsecabebidas.com.br", "Pediu cotação FOB Beirute, caixas de 12 garrafas."),
    ("es_MX", "Mexico", "arak", "Distribuidora {l}, S.A. de C.V.", "Director de Compras",
     "mgodinez", "distribuidoragodinez.com.mx", ""),
    ("el_GR", "Cyprus", "arak", "Ποτά Τσουκιά Λτδ", "Διευθύντρια Αγορών",
     "p.tsoukia", "tsoukia-drinks.com.cy", "Met at ProWein Düsseldorf; asked for a price on 70 cl bottles."),
    ("ja_JP", "Japan", "arak", "株式会社石井洋酒", "輸入課長",
     "c.ishii", "ishii-yoshu.co.jp", "Prefers e-mail in Japanese; asked for a quote on 12 x 70 cl cases."),
    ("en_GB", "United Kingdom", "arak", "{l} & Young Wine Merchants Ltd", "Spirits Buyer",
     "jacob", "martinandyoung.co.uk", ""),
    ("he_IL", "Israel", "rose oil", "קליין ניחוחות בע\"מ", "מנהל רכש",
     "alon", "klein-scents.co.il", "Met at in-cosmetics Global, Paris; needs the IFRA certificate and a GC-MS report."),
    ("hi_IN", "India", "rose oil", "Lobo Aromatics Pvt. Ltd.", "क्रय प्रबंधक",
     "rajeev.lobo", "loboaromatics.in", ""),
    ("ko_KR", "South Korea", "rose oil", "(주)한결코스메틱", "구매팀장",
     "yujin.kim", "hangyeol-cos.co.kr", ""),
    ("zh_CN", "China", "yoghurt starter cultures", "内蒙古张氏乳业有限公司", "采购经理",
     "zhangguiying", "zhangshi-dairy.cn", "Wants freeze-dried DVS cultures in 50U sachets; needs GACC registration."),
    ("sw", "Kenya", "yoghurt starter cultures", "{l} Dairy Farmers Co-operative Society Ltd", "Meneja wa Ununuzi",
     "anasa.nazari", "nazaridairy.co.ke", "Asked for a sample of a thermophilic culture for mala."),
    ("az_AZ", "Azerbaijan", "yoghurt starter cultures", "Vəlizadə Süd MMC", "Satınalma meneceri",
     "b.velizade", "velizade-sud.az", ""),
    ("tr_TR", "Turkey", "copper cathodes", "{l} Kablo Sanayi ve Ticaret A.Ş.", "Hammadde Satın Alma Şefi",
     "ozsozlu.bilge", "bilgekablo.com.tr", "Met at wire Düsseldorf; needs LME Grade A cathodes of a registered brand."),
    ("cs_CZ", "Czech Republic", "copper cathodes", "{l} Měď a.s.", "Vedoucí nákupu",
     "kratochvil", "kratochvil-med.cz", ""),
    ("or_IN", "India", "copper cathodes", "Kishan Cables & Conductors Pvt. Ltd.", "କ୍ରୟ ପରିଚାଳକ",
     "purchase", "kishancables.in", "Cuttack, Odisha; asked for a CIF Paradip price for 100 t a month."),
    ("ja_JP", "Japan", "ferrosilicon", "長谷川合金株式会社", "購買部長",
     "o.hasegawa", "hasegawa-gokin.co.jp", ""),
    ("bn_BD", "Bangladesh", "ferrosilicon", "হুরাইরা স্টিল মিলস লিমিটেড", "ক্রয় ব্যবস্থাপক",
     "purchase", "hurairasteel.com.bd", "Chattogram mill; buys by truck through the Burimari land port."),
    ("th_TH", "Thailand", "ferrosilicon", "บริษัท ธรรมฤดี เมทัล จำกัด", "ผู้จัดการฝ่ายจัดซื้อ",
     "kitikan", "thammaruedee-metal.co.th", ""),
    ("en_US", "United States", "red rice", "{l} Whole Grains LLC", "Category Buyer",
     "carla", "leonwholegrains.com", "Met at Natural Products Expo West, Anaheim; needs USDA Organic."),
    ("nl_NL", "Netherlands", "red rice", "{l} Natuurvoeding B.V.", "Inkoper",
     "joelle.groen", "groen-natuurvoeding.nl", ""),
    ("da_DK", "Denmark", "red rice", "{l} Ris & Korn ApS", "Indkøbschef",
     "vb", "bergriskorn.dk", ""),
    ("fr_FR", "France", "lemongrass oil", "{l} Aromatiques SARL", "Responsable achats matières premières",
     "g.besnard", "besnard-aromatiques.fr", "Grasse ; demande le COA, le certificat IFRA et la teneur en citral."),
    ("pl_PL", "Poland", "lemongrass oil", "{l} Aroma Sp. z o.o.", "Kierownik ds. zakupów",
     "t.ryznar", "ryznar-aroma.pl", ""),
    ("uk_UA", "Ukraine", "lemongrass oil", "ТОВ «Шморгун Косметик»", "Менеджер із закупівель",
     "r.shmorhun", "shmorhun-cosmetic.ua", ""),
    ("de_AT", "Austria", "dried dulse", "{l} Naturkost GmbH", "Einkäuferin",
     "a.obermayr", "obermayr-naturkost.at", "Met at Biofach Nürnberg; needs EU organic certification."),
    ("fr_BE", "Belgium", "dried dulse", "{l} & Fils SRL", "Acheteur",
     "pierre", "lefevre-fils.be", ""),
    ("zh_TW", "Taiwan", "dried dulse", "林氏海藻股份有限公司", "採購經理",
     "kh.lin", "linseaweed.com.tw", ""),
    ("en_US", "United States", "Aran knit sweaters", "{l}'s Irish Shop, Inc.", "Owner",
     "joe", "jacksonsirishshop.com", "Met at Showcase Ireland, Dublin; asked for the wholesale price list."),
    ("it_IT", "Italy", "Aran knit sweaters", "{l} Maglieria S.r.l.", "Responsabile acquisti",
     "paloma.boito", "boitomaglieria.it", ""),
    ("en_GB", "United Kingdom", "ash hurley blanks", "{l} Hurleys Ltd", "Director",
     "peter", "wilkinshurleys.co.uk", ""),
    ("en_CA", "Canada", "ash hurley blanks", "{l} Sporting Goods Inc.", "Purchasing Manager",
     "gina.campos", "campossporting.ca", ""),
]


def draw(row: int, locale: str) -> str:
    f = Faker(locale)
    f.seed_instance(SEED + row)
    gender = ("female", "male")[f.random_int(0, 1)]
    first = getattr(f, f"first_name_{gender}")()
    last = getattr(f, f"last_name_{gender}", f.last_name)()
    return first, last


def name_order(locale: str, first: str, last: str) -> str:
    if locale in ("ja_JP", "ko_KR", "zh_CN", "zh_TW"):
        return f"{last} {first}" if locale == "ja_JP" else f"{last}{first}"
    return f"{first} {last}"


def main() -> None:
    out = []
    for n, (loc, country, cat, company, title, box, domain, note) in enumerate(ROWS, 1):
        first, last = draw(n, loc)
        out.append({"buyer_id": f"P{n:03d}", "company": company.format(f=first, l=last),
                    "contact_name": name_order(loc, first, last), "contact_title": title,
                    "email": f"{box}@{domain}", "country": country, "product_category": cat,
                    "website": f"https://www.{domain}", "notes": note})
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(out)
    lines = []
    for sid, s in SENDERS.items():
        lines.append(f"[senders.{sid}]")
        for k, v in s.items():
            val = "[" + ", ".join(f'"{c}"' for c in v) + "]" if isinstance(v, list) else f'"{v}"'
            lines.append(f"{k} = {val}")
        lines.append("")
    (HERE / "senders.toml").write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
