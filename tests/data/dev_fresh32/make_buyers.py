"""Write buyers.csv (40 fictional buyers) and senders.toml for the thirty-second fresh set.

Seeded faker: seed 8517263, each row its own Faker seeded 8517263 + row number, so the output is
byte-reproducible with the same faker version. Companies, titles, notes and mailboxes are written
per market by hand around the drawn names.

Run:  .venv/bin/python tests/data/dev_fresh32/make_buyers.py
"""
import csv
import unicodedata
from pathlib import Path

from faker import Faker

SEED = 8517263
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

ORCHIDS, KAYA, LAKSA = "fresh cut orchids", "kaya coconut jam", "laksa paste"
ONIONS, TIGER, COWPEAS = "Violet de Galmi onions", "dried tiger nuts", "dried cowpeas"
PEARS, SYRUP, WITLOOF = "fresh Conference pears", "apple-pear syrup", "fresh witloof chicory"
SQUID, TOOTHFISH, ROCKCOD = "frozen Loligo squid", "frozen Patagonian toothfish", "frozen rock cod fillets"

# Hand lists (faker's ar_AE gives US names; there is no Ivorian locale): (Arabic, Latin) pairs.
EMIRATI_GIVEN = [("خالد", "Khalid"), ("سعيد", "Saeed"), ("حمد", "Hamad"), ("راشد", "Rashid"),
                 ("سلطان", "Sultan"), ("ماجد", "Majid"), ("عبدالله", "Abdulla")]
EMIRATI_FAMILY = [("المنصوري", "Al Mansoori"), ("الشامسي", "Al Shamsi"), ("الكتبي", "Al Ketbi"),
                  ("المهيري", "Al Mheiri"), ("الظاهري", "Al Dhaheri"), ("النعيمي", "Al Nuaimi"),
                  ("السويدي", "Al Suwaidi")]
IVORIAN_GIVEN_F = ["Adjoua", "Affoué", "Aya", "Mariam", "Akissi", "Amenan", "Fatoumata"]
IVORIAN_FAMILY = ["Koné", "Kouassi", "Ouattara", "Bamba", "Yao", "N'Guessan", "Coulibaly", "Touré"]


def ascii_(s: str) -> str:
    s = s.replace("ß", "ss").replace("ł", "l").replace("Ł", "L").replace("'", "")
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return s.lower().replace(" ", "")


# Each row: locale (None = hand list), sex, country, category, then company, contact, title, e-mail,
# website, note as format strings over {first}, {last}, {fa}, {la} (ASCII), {romaji}, {ar_*}, {iv_*},
# {clast} (a Dutch family name as it is written without the given name: "Van …"), {last2}.
ROWS = [
    # s1: Singapore, fresh cut orchids
    ("ja_JP", "F", "Japan", ORCHIDS, "株式会社{last}花卉", "{last}{first}", "仕入課長",
     "shiire@{romaji}-kaki.co.jp", "https://www.{romaji}-kaki.co.jp",
     "Met at IFEX (International Flower Expo) Tokyo in October. Wants Mokara and Dendrobium, two "
     "shipments a week into Narita."),
    (None, "M", "United Arab Emirates", ORCHIDS, "{ar_last} لتجارة الزهور ذ.م.م", "{ar_first} {ar_last}",
     "مدير المشتريات", "purchasing@{la}flowers.ae", "https://www.{la}flowers.ae", ""),
    ("it_IT", "F", "Italy", ORCHIDS, "{last} Fiori S.r.l.", "{first} {last}", "Responsabile acquisti",
     "{fa}.{la}@{la}fiori.it", "https://www.{la}fiori.it",
     "Wholesaler at the Pescia flower market (Mefit). Asked for a price list for Dendrobium "
     "sprays by the box."),
    ("en_AU", "M", "Australia", ORCHIDS, "{last} Flower Wholesalers Pty Ltd", "{first} {last}",
     "Purchasing Manager", "{fa}@{la}flowers.com.au", "https://www.{la}flowers.com.au", ""),
    ("ko_KR", "F", "South Korea", ORCHIDS, "주식회사 양재화훼", "{last}{first}", "구매팀 과장",
     "buy@yangjaeflower.co.kr", "https://www.yangjaeflower.co.kr",
     "Stall group at the Yangjae flower market, Seoul. Needs a phytosanitary certificate with "
     "every shipment; samples of Vanda asked for."),
    # s1: kaya coconut jam
    ("zh_TW", "M", "Hong Kong", KAYA, "{last}記南洋食品有限公司", "{last}{first}", "採購主任",
     "purchase@nanyangfoods.com.hk", "https://www.nanyangfoods.com.hk",
     "Met at HOFEX Hong Kong. Wants halal-certified kaya in 250 g jars with Chinese labels."),
    ("zh_CN", "F", "China", KAYA, "上海{last}丰进口食品有限公司", "{last}{first}", "采购主管",
     "caigou@shfengfoods.cn", "https://www.shfengfoods.cn", ""),
    ("en_GB", "F", "United Kingdom", KAYA, "{last} Oriental Foods Ltd", "{first} {last}",
     "Category Buyer", "{fa}.{la}@{la}orientalfoods.co.uk", "https://www.{la}orientalfoods.co.uk",
     ""),
    ("en_AU", "M", "Australia", KAYA, "{last} Pantry Imports Pty Ltd", "{first} {last}",
     "Import Manager", "{fa}.{la}@{la}pantry.com.au", "https://www.{la}pantry.com.au", ""),
    ("nl_NL", "F", "Netherlands", KAYA, "Oosterse Groothandel {clast} B.V.", "{first} {last}", "Inkoper",
     "{fa}@groothandel{la}.nl", "https://www.groothandel{la}.nl",
     "Spreekt liever Nederlands; vraagt naar houdbaarheid en EAN-codes."),
    # s1: laksa paste
    ("de_DE", "M", "Germany", LAKSA, "{last} Asia-Feinkost GmbH", "{first} {last}", "Einkaufsleiter",
     "{fa}.{la}@{la}-asiafeinkost.de", "https://www.{la}-asiafeinkost.de",
     "Auf der Anuga in Köln getroffen; möchte Laksa-Paste ohne Geschmacksverstärker, Etikett auf "
     "Deutsch."),
    ("en_US", "F", "United States", LAKSA, "{last} Asian Food Distributors LLC", "{first} {last}",
     "Director of Purchasing", "{fa}@{la}asianfoods.com", "https://www.{la}asianfoods.com",
     ""),
    ("zh_TW", "F", "Taiwan", LAKSA, "{last}興食品股份有限公司", "{last}{first}", "採購專員",
     "service@xingfoods.com.tw", "https://www.xingfoods.com.tw", ""),
    ("he_IL", "M", "Israel", LAKSA, "{last} יבוא מזון בע\"מ", "{first} {last}", "מנהל יבוא",
     "import@asiafood-il.co.il", "https://www.asiafood-il.co.il",
     "Requires a kosher certificate before listing; the paste must be parve."),
    ("ru_RU", "F", "Russia", LAKSA, "ООО «Восточная кухня»", "{first} {last}", "Менеджер по закупкам",
     "zakupki@vostochnaya-kuhnya.ru", "https://www.vostochnaya-kuhnya.ru",
     "Met at Prodexpo Moscow. Needs an EAC declaration and a Russian back label."),
    # s2: Niger, Violet de Galmi onions
    ("tw_GH", "M", "Ghana", ONIONS, "{last} Agro Ventures Ltd", "{first} {last}", "Procurement Manager",
     "{fa}.{la}@{la}agroventures.com.gh", "https://www.{la}agroventures.com.gh",
     "Sells at the Agbogbloshie onion market in Accra; trucks come via Burkina Faso. Wants 25 kg "
     "mesh bags."),
    (None, "F", "Côte d'Ivoire", ONIONS, "Ets {iv_last} Distribution SARL", "{iv_first} {iv_last}",
     "Responsable des achats", "{fa}.{la}@ets{la}.ci", "https://www.ets{la}.ci",
     "Rencontrée au SARA d'Abidjan ; veut des sacs de 25 kg livrés par camion à Adjamé."),
    ("yo_NG", "M", "Nigeria", ONIONS, "{last} Global Links Nigeria Limited", "{first} {last}",
     "Procurement Officer", "{fa}.{la}@{la}globallinks.com.ng", "https://www.{la}globallinks.com.ng", ""),
    # s2: dried tiger nuts
    ("es_ES", "M", "Spain", TIGER, "Horchatas {last} S.L.", "{first} {last}", "Jefe de Compras",
     "compras@horchatas{la}.es", "https://www.horchatas{la}.es",
     "Horchata maker in Alboraya (Valencia). Needs an aflatoxin analysis for every lot; the nuts "
     "are not for the Chufa de Valencia PDO line."),
    ("pl_PL", "F", "Poland", TIGER, "{last} Naturalnie Sp. z o.o.", "{first} {last}",
     "Specjalistka ds. zakupów", "{fa}.{la}@{la}naturalnie.pl", "https://www.{la}naturalnie.pl",
     "Met at BIOFACH Nuremberg. Needs the EU organic certificate for every lot."),
    ("en_GB", "M", "United Kingdom", TIGER, "{last} Wholefoods Ltd", "{first} {last}", "Buying Manager",
     "{fa}@{la}wholefoods.co.uk", "https://www.{la}wholefoods.co.uk", ""),
    # s2: dried cowpeas
    ("ha_NG", "M", "Nigeria", COWPEAS, "{last} Grains and Commodities Limited", "{first} {last}",
     "Chief Buyer", "{fa}.{la}@{la}grains.com.ng", "https://www.{la}grains.com.ng",
     "Based in Kano. Prefers Hausa or English; wants white beans from the Maradi area, free of "
     "weevils."),
    ("tw_GH", "F", "Ghana", COWPEAS, "{first} {last} Enterprise", "{first} {last}", "Proprietress",
     "{fa}{la}@gmail.com", "", "Sells to chop bars and waakye vendors in Kumasi."),
    # s3: Belgium, fresh Conference pears
    ("pt_BR", "M", "Brazil", PEARS, "Comercial {last} de Frutas Ltda.", "{first} {last}",
     "Gerente de Compras", "{fa}.{la}@{la}frutas.com.br", "https://www.{la}frutas.com.br",
     "Met at Fruit Logistica Berlin. Wants 65+ mm fruit in 12 kg cartons, reefer to Santos."),
    ("mr_IN", "M", "India", PEARS, "{last} फ्रूट्स प्रायव्हेट लिमिटेड", "{first} {last}",
     "खरेदी व्यवस्थापक", "purchase@vashifruits.in", "https://www.vashifruits.in",
     ""),
    (None, "M", "United Arab Emirates", PEARS, "{ar_last} للفواكه والخضروات ذ.م.م", "{ar_first} {ar_last}",
     "رئيس قسم المشتريات", "procurement@{la}fruits.ae", "https://www.{la}fruits.ae",
     ""),
    # s3: apple-pear syrup
    ("de_DE", "F", "Germany", SYRUP, "{last} Naturkost GmbH", "{first} {last}",
     "Leiterin Einkauf Trockensortiment", "{fa}.{la}@{la}-naturkost.de", "https://www.{la}-naturkost.de", ""),
    ("de_LU", "M", "Luxembourg", SYRUP, "Épicerie fine {last} S.à r.l.", "{first} {last}", "Gérant",
     "{fa}@epicerie{la}.lu", "https://www.epicerie{la}.lu",
     "Prefers French. Stocks regional products from Luxembourg and the Belgian provinces."),
    ("nl_NL", "M", "Netherlands", SYRUP, "{clast} Delicatessen B.V.", "{first} {last}", "Inkoper",
     "{fa}@{la}delicatessen.nl", "https://www.{la}delicatessen.nl", ""),
    # s3: fresh witloof chicory
    ("fr_FR", "F", "France", WITLOOF, "{last} Primeurs SAS", "{first} {last}", "Cheffe de produit légumes",
     "{fa}.{la}@{la}-primeurs.fr", "https://www.{la}-primeurs.fr",
     "At the Rungis market (MIN). Looking for soil-grown chicons, class Extra."),
    ("de_CH", "M", "Switzerland", WITLOOF, "{last} Gemüse AG", "{first} {last}", "Einkaufsleiter Gemüse",
     "{fa}.{la}@{la}gemuese.ch", "https://www.{la}gemuese.ch", ""),
    ("it_IT", "M", "Italy", WITLOOF, "{last} Ortofrutta S.p.A.", "{first} {last}", "Buyer ortofrutta",
     "{fa}.{la}@{la}ortofrutta.it", "https://www.{la}ortofrutta.it",
     ""),
    # s4: Falkland Islands, frozen Loligo squid
    ("es_ES", "M", "Spain", SQUID, "Congelados {last} S.A.", "{first} {last} {last2}", "Director de Compras",
     "{fa}.{la}@congelados{la}.es", "https://www.congelados{la}.es",
     "Met at Conxemar in Vigo. Wants Loligo in sizes M and L."),
    ("el_GR", "M", "Greece", SQUID, "{last} Θαλασσινά Α.Ε.", "{first} {last}", "Υπεύθυνος Προμηθειών",
     "promithies@thalassina-piraeus.gr", "https://www.thalassina-piraeus.gr",
     ""),
    ("th_TH", "F", "Thailand", SQUID, "บริษัท {last} ซีฟู้ด จำกัด", "{first} {last}", "เจ้าหน้าที่จัดซื้อ",
     "purchasing@samutseafood.co.th", "https://www.samutseafood.co.th",
     ""),
    # s4: frozen Patagonian toothfish
    ("en_US", "M", "United States", TOOTHFISH, "{last} Seafood Company", "{first} {last}", "Seafood Buyer",
     "{fa}.{la}@{la}seafood.com", "https://www.{la}seafood.com",
     "Met at Seafood Expo North America in Boston. Needs MSC chain of custody and the CCAMLR catch "
     "documents."),
    ("ja_JP", "M", "Japan", TOOTHFISH, "{last}水産株式会社", "{last}{first}", "輸入部長",
     "import@{romaji}-suisan.co.jp", "https://www.{romaji}-suisan.co.jp",
     ""),
    ("zh_CN", "M", "China", TOOTHFISH, "大连{last}氏水产有限公司", "{last}{first}", "进口部经理",
     "import@dlshuichan.cn", "https://www.dlshuichan.cn", ""),
    # s4: frozen rock cod fillets
    ("ru_RU", "M", "Russia", ROCKCOD, "ООО «Балтийская рыбная компания»", "{first} {last}",
     "Директор по закупкам", "info@baltfish.ru", "https://www.baltfish.ru", ""),
    ("uk_UA", "F", "Ukraine", ROCKCOD, "ПП «{last}»", "{first} {last}", "Менеджерка із закупівель",
     "zakupivli@rybnyi-odesa.com.ua", "https://www.rybnyi-odesa.com.ua",
     ""),
]

SENDERS = """\
[senders.s1]
company = "Kranji Garden Provisions Pte. Ltd."
name = "Serene Lim Hui Min"
title = "Senior Manager, Export Sales"
email = "serene.lim@kranjigarden.com.sg"
phone = "+65 6368 2194"
website = "https://www.kranjigarden.com.sg"
country = "Singapore"
city = "Singapore"
categories = ["fresh cut orchids", "kaya coconut jam", "laksa paste"]

[senders.s2]
company = "Maggia Agro-Sahel SARL"
name = "Rakiatou Hamani Garba"
title = "Responsable des ventes export"
email = "r.hamani@maggia-agrosahel.ne"
phone = "+227 20 61 03 47"
website = "https://www.maggia-agrosahel.ne"
country = "Niger"
city = "Birni-N'Konni"
categories = ["Violet de Galmi onions", "dried tiger nuts", "dried cowpeas"]

[senders.s3]
company = "Haspengouw Fruit & Stroop BV"
name = "Liesbeth Vanherck"
title = "Exportverantwoordelijke"
email = "liesbeth.vanherck@haspengouwfruit.be"
phone = "+32 11 68 42 90"
website = "https://www.haspengouwfruit.be"
country = "Belgium"
city = "Sint-Truiden"
categories = ["fresh Conference pears", "apple-pear syrup", "fresh witloof chicory"]

[senders.s4]
company = "Port William Fisheries Ltd"
name = "Kerry-Ann Berntsen"
title = "Sales & Logistics Manager"
email = "sales@portwilliamfisheries.co.fk"
phone = "+500 22481"
website = "https://www.portwilliamfisheries.co.fk"
country = "Falkland Islands"
city = "Stanley"
categories = ["frozen Loligo squid", "frozen Patagonian toothfish", "frozen rock cod fillets"]
"""


def row(n: int, spec) -> dict:
    loc, sex, country, cat, company, contact, title, email, web, note = spec
    f = Faker(loc or "en_US")
    f.seed_instance(SEED + n)
    ctx = {}
    if loc is None and country == "Côte d'Ivoire":
        ctx["iv_first"] = f.random.choice(IVORIAN_GIVEN_F)
        ctx["iv_last"] = f.random.choice(IVORIAN_FAMILY)
        ctx["fa"], ctx["la"] = ascii_(ctx["iv_first"]), ascii_(ctx["iv_last"])
    elif loc is None:
        (ctx["ar_first"], lat_first) = f.random.choice(EMIRATI_GIVEN)
        (ctx["ar_last"], lat_last) = f.random.choice(EMIRATI_FAMILY)
        ctx["fa"], ctx["la"] = ascii_(lat_first), ascii_(lat_last.replace("Al ", ""))
    elif loc == "ja_JP":
        first = (f.first_name_female_pair() if sex == "F" else f.first_name_male_pair())[0]
        last, _, romaji = f.last_name_pair()
        ctx.update(first=first, last=last, romaji=romaji.lower())
    else:
        first = f.first_name_female() if sex == "F" else f.first_name_male()
        if sex == "F" and hasattr(f, "last_name_female"):
            last = f.last_name_female()
        elif sex == "M" and hasattr(f, "last_name_male"):
            last = f.last_name_male()
        else:
            last = f.last_name()
        ctx.update(first=first, last=last, fa=ascii_(first), la=ascii_(last))
        if loc == "nl_NL":  # a Dutch family name without the given name is written "Van …"
            ctx["clast"] = last[0].upper() + last[1:]
        if "{last2}" in contact:
            ctx["last2"] = f.last_name()
    return {
        "buyer_id": f"P{n:03d}", "company": company.format(**ctx), "contact_name": contact.format(**ctx),
        "contact_title": title, "email": email.format(**ctx), "country": country,
        "product_category": cat, "website": web.format(**ctx), "notes": note,
    }


def main() -> None:
    rows = [row(n, spec) for n, spec in enumerate(ROWS, 1)]
    assert len(rows) == 40
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
