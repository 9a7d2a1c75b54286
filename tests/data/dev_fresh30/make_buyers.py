"""Write buyers.csv (40 fictional buyers P001-P040) and senders.toml of the thirtieth fresh set.

Seeded faker: row n gets its own Faker instance seeded SEED + n, so a row does not change when
another is edited. Companies, titles and notes are written per market by hand around the drawn
names; where faker's locale gives names that do not fit the market (en_BD, ar_AE and the Sri
Lankan row), the name is drawn from a short hand list with the row's seeded generator.
Byte-reproducible with faker 40.63.0:

    .venv/bin/python tests/data/dev_fresh30/make_buyers.py
"""
import csv
import io
from pathlib import Path

from faker import Faker

HERE = Path(__file__).resolve().parent
SEED = 6285019
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]


def names(f, gender):
    """(first, last) of the row's locale, in the drawn gender."""
    if gender == "f":
        return f.first_name_female(), f.last_name_female()
    return f.first_name_male(), f.last_name_male()


def slug(text):
    out = text.replace("İ", "I").lower()
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss"), ("é", "e"), ("è", "e"),
                 ("ç", "c"), ("ã", "a"), ("á", "a"), ("í", "i"), ("ó", "o"), ("ú", "u"),
                 ("ñ", "n"), ("ı", "i"), ("ş", "s"), ("ğ", "g"), ("â", "a"), ("ê", "e"),
                 ("ô", "o"), ("ø", "o"), ("å", "a"), ("æ", "ae"), ("ò", "o"), ("à", "a"),
                 ("ù", "u"), ("ì", "i"), ("î", "i"), ("ï", "i"), ("ë", "e"), (" ", ""),
                 ("'", ""), ("-", "")):
        out = out.replace(a, b)
    return out


# --- one function per row: (locale, builder). Each builder gets the row's seeded Faker. ---

def p001(f):  # Netherlands, licorice root: a drop (liquorice sweets) maker
    first, last = names(f, "m")
    return dict(company=f"{last} Dropfabriek B.V.", contact_name=f"{first} {last}",
                contact_title="Inkoper grondstoffen", email=f"{slug(first)}.{slug(last)}@{slug(last)}drop.nl",
                country="Netherlands", product_category="licorice root",
                website=f"https://www.{slug(last)}drop.nl",
                notes="Met at ISM Cologne; asked for a 2 kg sample of cut root and the glycyrrhizin assay")


def p002(f):  # Japan, licorice root: a kampo (herbal medicine) maker
    first, last = f.first_name_male(), f.last_name()
    return dict(company=f"{last}漢方製薬株式会社", contact_name=f"{last}{first}",
                contact_title="購買部 課長", email="kobai@ohta-kampo.co.jp",
                country="Japan", product_category="licorice root",
                website="https://www.ohta-kampo.co.jp",
                notes="日本薬局方（JP）の甘草規格に適合する分析証明書が必要。連絡は日本語希望")


def p003(f):  # Italy, licorice root: a Calabrian liquorice maker
    first, last = names(f, "m")
    return dict(company=f"Liquirizia {last} S.r.l.", contact_name=f"{first} {last}",
                contact_title="Responsabile Acquisti", email=f"acquisti@liquirizia{slug(last)}.it",
                country="Italy", product_category="licorice root",
                website=f"https://www.liquirizia{slug(last)}.it", notes="")


def p004(f):  # France, licorice root: a pastis / anise spirits distillery
    first, last = names(f, "f")
    return dict(company=f"Distillerie {last} SAS", contact_name=f"{first} {last}",
                contact_title="Acheteuse matières premières",
                email=f"{slug(first)[0]}.{slug(last)}@distillerie-{slug(last)}.fr",
                country="France", product_category="licorice root",
                website=f"https://www.distillerie-{slug(last)}.fr", notes="")


def p005(f):  # United States, licorice root: a tobacco and confectionery flavor house
    first, last = names(f, "m")
    return dict(company=f"{last} Flavor Company, Inc.", contact_name=f"{first} {last}",
                contact_title="Procurement Manager", email=f"{slug(first)[0]}{slug(last)}@{slug(last)}flavor.com",
                country="United States", product_category="licorice root",
                website=f"https://www.{slug(last)}flavor.com",
                notes="Customers: tobacco flavour blenders in North Carolina; wants FOB prices per metric ton")


def p006(f):  # India, crystalline iodine: a povidone-iodine maker (Devanagari)
    first, last = names(f, "m")
    return dict(company=f"{last} फार्मास्युटिकल्स प्राइवेट लिमिटेड", contact_name=f"{first} {last}",
                contact_title="वरिष्ठ क्रय अधिकारी", email="purchase@agarwalpharma.in",
                country="India", product_category="crystalline iodine",
                website="https://www.agarwalpharma.in",
                notes="Met at CPHI India, Greater Noida; asked for a USP-grade price for 500 kg")


def p007(f):  # South Korea, crystalline iodine: a fine-chemicals company (Hangul)
    first, last = f.first_name_male(), f.last_name()
    return dict(company="주식회사 성남정밀화학", contact_name=f"{last}{first}",
                contact_title="구매팀 과장", email="purchase@snfinechem.co.kr",
                country="South Korea", product_category="crystalline iodine",
                website="https://www.snfinechem.co.kr", notes="")


def p008(f):  # Germany, crystalline iodine: a fine-chemicals distributor
    first, last = names(f, "f")
    return dict(company=f"{last} Feinchemie GmbH & Co. KG", contact_name=f"{first} {last}",
                contact_title="Einkaufsleiterin", email=f"{slug(first)}.{slug(last)}@{slug(last)}-feinchemie.de",
                country="Germany", product_category="crystalline iodine",
                website=f"https://www.{slug(last)}-feinchemie.de",
                notes="Prefers German; needs the REACH registration number before any offer")


def p009(f):  # Netherlands, crystalline iodine: a chemicals trader (family name with "van")
    first, last = names(f, "m")
    return dict(company=f"{last.replace('van ', 'Van ')} Chemicaliën B.V.", contact_name=f"{first} {last}",
                contact_title="Hoofd Inkoop", email=f"{slug(first)}@{slug(last)}chemicalien.nl",
                country="Netherlands", product_category="crystalline iodine",
                website=f"https://www.{slug(last)}chemicalien.nl", notes="")


def p010(f):  # China, crystalline iodine: an iodine-compounds maker
    first, last = f.first_name_male(), f.last_name()
    return dict(company="淄博恒碘化工有限公司", contact_name=f"{last}{first}",
                contact_title="采购部经理", email="caigou@hengdian-chem.cn",
                country="China", product_category="crystalline iodine",
                website="https://www.hengdian-chem.cn", notes="")


def p011(f):  # Turkey, combed cotton yarn: a weaving mill in Denizli
    first, last = names(f, "m")
    return dict(company=f"{last} Tekstil San. ve Tic. A.Ş.", contact_name=f"{first} {last}",
                contact_title="Satın Alma Müdürü", email=f"{slug(first)}.{slug(last)}@{slug(last)}tekstil.com.tr",
                country="Turkey", product_category="combed cotton yarn",
                website=f"https://www.{slug(last)}tekstil.com.tr",
                notes="Met at Texhibition Istanbul; asked for Ne 30/1 compact yarn samples")


BD_FIRST = ["Md. Rafiqul", "Md. Shafiqul", "Mohammad Kamrul", "Md. Mahbubur", "A. K. M. Nurul"]
BD_LAST = ["Islam", "Hasan", "Rahman", "Alam", "Haque"]
BD_HOUSE = ["Meghna", "Karnaphuli", "Padma", "Jamuna", "Dhaleshwari"]


def p012(f):  # Bangladesh, combed cotton yarn: a knit composite in Gazipur (hand lists)
    first, last, house = f.random.choice(BD_FIRST), f.random.choice(BD_LAST), f.random.choice(BD_HOUSE)
    return dict(company=f"{house} Knit Composite Ltd.", contact_name=f"{first} {last}",
                contact_title="GM - Commercial", email=f"commercial@{slug(house)}knit.com.bd",
                country="Bangladesh", product_category="combed cotton yarn",
                website=f"https://www.{slug(house)}knit.com.bd",
                notes="Customers: knitwear for European retailers; needs OEKO-TEX Standard 100 and a certificate of origin")


def p013(f):  # Portugal, combed cotton yarn: a weaving mill in Guimarães
    first, last = names(f, "f")
    return dict(company=f"Tecelagem {last}, Lda.", contact_name=f"{first} {last}",
                contact_title="Diretora de Compras", email=f"compras@tecelagem{slug(last)}.pt",
                country="Portugal", product_category="combed cotton yarn",
                website=f"https://www.tecelagem{slug(last)}.pt", notes="")


def p014(f):  # Russia, combed cotton yarn: an Ivanovo weaving mill (Cyrillic)
    first, last = names(f, "m")
    return dict(company="ООО «Ивановская ткацкая фабрика»", contact_name=f"{first} {last}",
                contact_title="Руководитель отдела закупок", email="zakupki@ivtf.ru",
                country="Russia", product_category="combed cotton yarn",
                website="https://www.ivtf.ru",
                notes="Просит образцы пряжи Ne 40/1 и сертификат происхождения СТ-1")


def p015(f):  # Vietnam, combed cotton yarn: a knitting company in Đà Nẵng
    first, last = f.first_name_female(), f.last_name()
    middle = "Thị"
    return dict(company=f"Công ty Cổ phần Dệt kim {last} Gia", contact_name=f"{last} {middle} {first}",
                contact_title="Trưởng phòng Cung ứng", email=f"cungung@detkim{slug(last)}gia.vn",
                country="Vietnam", product_category="combed cotton yarn",
                website=f"https://www.detkim{slug(last)}gia.vn", notes="")


def p016(f):  # Ukraine, Kinnow mandarins: a fruit importer in Odesa (Cyrillic)
    first, last = names(f, "m")
    return dict(company="ТОВ «Чорноморфрукт»", contact_name=f"{first} {last}",
                contact_title="Директор з закупівель", email="import@chornomorfrukt.ua",
                country="Ukraine", product_category="Kinnow mandarins",
                website="https://chornomorfrukt.ua",
                notes="Met at Fruit Logistica Berlin; needs the phytosanitary certificate, delivery to Odesa")


def p017(f):  # Indonesia, Kinnow mandarins: a fruit importer in Jakarta
    first, last = names(f, "m")
    return dict(company=f"PT {last} Buah Nusantara", contact_name=f"{first} {last}",
                contact_title="Manajer Pengadaan", email=f"{slug(first)}@{slug(last)}buah.co.id",
                country="Indonesia", product_category="Kinnow mandarins",
                website=f"https://www.{slug(last)}buah.co.id",
                notes="")


def p018(f):  # Russia, Kinnow mandarins: a Moscow fruit importer (Cyrillic)
    first, last = names(f, "m")
    return dict(company="АО «Фрукт-Импорт Подмосковье»", contact_name=f"{first} {last}",
                contact_title="Менеджер по закупкам", email=f"s.popov@fruktimport.ru",
                country="Russia", product_category="Kinnow mandarins",
                website="https://fruktimport.ru", notes="")


def p019(f):  # United States, Himalayan pink salt: a gourmet salt brand
    first, last = names(f, "f")
    return dict(company=f"{last} & Hale Salt Co. LLC", contact_name=f"{first} {last}",
                contact_title="Senior Buyer", email=f"{slug(first)}@{slug(last)}hale.com",
                country="United States", product_category="Himalayan pink salt",
                website=f"https://www.{slug(last)}hale.com",
                notes="Customers: natural food stores and spice shops; needs kosher certification and FDA food facility registration")


def p020(f):  # Germany, Himalayan pink salt: a salt and spice shop, owner
    first, last = names(f, "f")
    return dict(company=f"Salzkontor {last} e.K.", contact_name=f"{first} {last}",
                contact_title="Inhaberin", email=f"info@salzkontor-{slug(last)}.de",
                country="Germany", product_category="Himalayan pink salt",
                website=f"https://www.salzkontor-{slug(last)}.de", notes="")


def p021(f):  # Canada (Quebec), Himalayan pink salt: a fine-food distributor
    first, last = names(f, "m")
    return dict(company=f"Épices {last} inc.", contact_name=f"{first} {last}",
                contact_title="Acheteur principal", email=f"{slug(first)[0]}{slug(last)}@epices{slug(last)}.ca",
                country="Canada", product_category="Himalayan pink salt",
                website=f"https://www.epices{slug(last)}.ca",
                notes="Rencontré au SIAL Canada à Montréal; veut du sel fin 0,5-1 mm en sacs de 25 kg")


LK_FIRST = ["Chaminda", "Ruwan", "Nuwan", "Lasantha", "Sampath"]
LK_LAST = ["Wijesekara", "Gunawardena", "Jayawardena", "Rajapaksha", "Senanayake"]


def p022(f):  # Sri Lanka, table potatoes: an importer at the Pettah market (hand lists)
    first, last = f.random.choice(LK_FIRST), f.random.choice(LK_LAST)
    return dict(company=f"{last} Trading Company (Pvt) Ltd", contact_name=f"{first} {last}",
                contact_title="Director", email=f"{slug(first)}@{slug(last)}trading.lk",
                country="Sri Lanka", product_category="table potatoes",
                website=f"https://www.{slug(last)}trading.lk", notes="")


AE_FIRST = ["سالم", "خالد", "راشد", "سعيد", "ماجد"]
AE_LAST = ["المزروعي", "الكعبي", "الظاهري", "النعيمي", "الشامسي"]


def p023(f):  # UAE, table potatoes: a vegetable importer at Al Aweer (Arabic, hand lists)
    first, last = f.random.choice(AE_FIRST), f.random.choice(AE_LAST)
    return dict(company=f"شركة {last} لتجارة الخضار والفواكه ذ.م.م", contact_name=f"{first} {last}",
                contact_title="مدير قسم الاستيراد", email="import@nuaimi-veg.ae",
                country="United Arab Emirates", product_category="table potatoes",
                website="https://www.nuaimi-veg.ae",
                notes="Met at Gulfood Dubai; sells at the Al Aweer central market")


def p024(f):  # UAE, table potatoes: a Sharjah re-exporter with an Indian-born buyer
    first, last = names(f, "m")
    return dict(company="Gulf Greens General Trading L.L.C.", contact_name=f"{first} {last}",
                contact_title="Procurement Manager - Fresh Produce", email=f"{slug(first)}.{slug(last)}@gulfgreens.ae",
                country="United Arab Emirates", product_category="table potatoes",
                website="https://www.gulfgreens.ae", notes="")


def p025(f):  # China, dried seaweed: a carrageenan maker in Fujian
    first, last = f.first_name_male(), f.last_name()
    return dict(company="福建石狮海源海藻工业有限公司", contact_name=f"{last}{first}",
                contact_title="原料采购主管", email="purchase@haiyuan-seaweed.cn",
                country="China", product_category="dried seaweed",
                website="https://www.haiyuan-seaweed.cn",
                notes="")


def p026(f):  # France, dried seaweed: a Breton hydrocolloid maker
    first, last = names(f, "m")
    return dict(company=f"{last} Algues & Colloïdes SAS", contact_name=f"{first} {last}",
                contact_title="Acheteur algues", email=f"{slug(first)}.{slug(last)}@{slug(last)}-algues.fr",
                country="France", product_category="dried seaweed",
                website=f"https://www.{slug(last)}-algues.fr", notes="")


def p027(f):  # Chile, dried seaweed: a carrageenan processor near Puerto Montt
    first, last = names(f, "f")
    return dict(company="Hidrocoloides del Sur SpA", contact_name=f"{first} {last}",
                contact_title="Jefa de Abastecimiento", email=f"{slug(first)[0]}{slug(last)}@hidrocoloidesdelsur.cl",
                country="Chile", product_category="dried seaweed",
                website="https://www.hidrocoloidesdelsur.cl", notes="")


def p028(f):  # Taiwan, live aquarium fish: an aquarium wholesaler in Kaohsiung
    first, last = f.first_name_male(), f.last_name()
    return dict(company="海悅水族股份有限公司", contact_name=f"{last}{first}",
                contact_title="採購主任", email="purchase@haiyue-aqua.com.tw",
                country="Taiwan", product_category="live aquarium fish",
                website="https://www.haiyue-aqua.com.tw",
                notes="Met at Interzoo Nuremberg; wants the angelfish price list")


def p029(f):  # Israel, live aquarium fish: a marine aquarium importer (Hebrew)
    first, last = names(f, "m")
    return dict(company=f"{last} אקווריומים בע\"מ", contact_name=f"{first} {last}",
                contact_title="מנהל רכש", email="rechesh@hasson-aqua.co.il",
                country="Israel", product_category="live aquarium fish",
                website="https://www.hasson-aqua.co.il",
                notes="Asked about the dead-on-arrival policy and the weekly flight from Kiritimati")


def p030(f):  # Germany, live aquarium fish: a marine aquarium wholesaler
    first, last = names(f, "m")
    return dict(company=f"Aquaristik {last} GmbH", contact_name=f"{first} {last}",
                contact_title="Einkäufer Meerwasser", email=f"{slug(first)}.{slug(last)}@aquaristik-{slug(last)}.de",
                country="Germany", product_category="live aquarium fish",
                website=f"https://www.aquaristik-{slug(last)}.de", notes="")


def p031(f):  # New Zealand, coconut toddy syrup: an organic grocery distributor
    first, last = names(f, "f")
    return dict(company=f"{last} Wholefoods Limited", contact_name=f"{first} {last}",
                contact_title="Category Buyer", email=f"{slug(first)}@{slug(last)}wholefoods.co.nz",
                country="New Zealand", product_category="coconut toddy syrup",
                website=f"https://www.{slug(last)}wholefoods.co.nz",
                notes="Asked for shelf life and prices for 250 ml bottles; customers are organic shops across the North Island")


def p032(f):  # United States, coconut toddy syrup: a Honolulu natural-food shop, owner
    first, last = names(f, "m")
    return dict(company="Mānoa Pantry LLC", contact_name=f"{first} {last}",
                contact_title="Owner", email=f"{slug(first)}@manoapantry.com",
                country="United States", product_category="coconut toddy syrup",
                website="https://www.manoapantry.com", notes="")


def p033(f):  # Italy, mullet botargo: a Sardinian bottarga house
    first, last = names(f, "m")
    return dict(company=f"Bottarghe {last} S.p.A.", contact_name=f"{first} {last}",
                contact_title="Responsabile Acquisti Ittico", email=f"{slug(first)[0]}.{slug(last)}@bottarghe{slug(last)}.it",
                country="Italy", product_category="mullet botargo",
                website=f"https://www.bottarghe{slug(last)}.it",
                notes="Conosciuto al TuttoFood di Milano; vuole baffe intere, non bottarga grattugiata")


def p034(f):  # Greece, mullet botargo: an avgotaracho importer (Greek)
    first, last = names(f, "f")
    return dict(company=f"{last}ς Θαλασσινά Α.Ε.", contact_name=f"{first} {last}",
                contact_title="Υπεύθυνη Αγορών", email="agores@armatas-seafood.gr",
                country="Greece", product_category="mullet botargo",
                website="https://www.armatas-seafood.gr",
                notes="Met at Seafood Expo Global in Barcelona; asked for a price for 200 kg of beeswax-coated roe")


def p035(f):  # Taiwan, mullet botargo: a karasumi (烏魚子) processor in Kaohsiung
    first, last = f.first_name_male(), f.last_name()
    return dict(company=f"{last}家烏魚子食品有限公司", contact_name=f"{last}{first}",
                contact_title="總經理", email="service@lijia-wuyuzi.com.tw",
                country="Taiwan", product_category="mullet botargo",
                website="https://www.lijia-wuyuzi.com.tw", notes="")


def p036(f):  # Norway, crude fish oil: a salmon-feed ingredient buyer
    first, last = names(f, "f")
    return dict(company=f"{last} Fôrråvarer AS", contact_name=f"{first} {last}",
                contact_title="Innkjøpssjef", email=f"{slug(first)}.{slug(last)}@{slug(last)}foravarer.no",
                country="Norway", product_category="crude fish oil",
                website=f"https://www.{slug(last)}foravarer.no",
                notes="")


def p037(f):  # Chile, crude fish oil: a salmon-feed mill in Puerto Montt
    first, last = names(f, "m")
    return dict(company="Alimentos Acuícolas Reloncaví S.A.", contact_name=f"{first} {last}",
                contact_title="Gerente de Compras", email=f"{slug(first)[0]}{slug(last)}@reloncavi-feed.cl",
                country="Chile", product_category="crude fish oil",
                website="https://www.reloncavi-feed.cl", notes="")


def p038(f):  # Thailand, crude fish oil: a shrimp-feed mill in Samut Sakhon (Thai)
    first, last = names(f, "f")
    return dict(company="บริษัท สาครอาหารสัตว์น้ำ จำกัด", contact_name=f"{first} {last}",
                contact_title="ผู้จัดการฝ่ายจัดซื้อวัตถุดิบ", email="purchasing@sakhonaquafeed.co.th",
                country="Thailand", product_category="crude fish oil",
                website="https://www.sakhonaquafeed.co.th",
                notes="")


def p039(f):  # Spain, frozen meagre: a seafood importer in Vigo
    first, last = names(f, "m")
    return dict(company=f"Congelados {last} S.L.", contact_name=f"{first} {last}",
                contact_title="Jefe de Compras", email=f"{slug(first)}.{slug(last)}@congelados{slug(last)}.es",
                country="Spain", product_category="frozen meagre",
                website=f"https://www.congelados{slug(last)}.es",
                notes="Met at Conxemar in Vigo; wants whole gutted fish of 2-4 kg")


def p040(f):  # Portugal, frozen meagre: a fish wholesaler in Matosinhos
    first, last = names(f, "f")
    return dict(company=f"{last} & Filhos - Comércio de Pescado, S.A.", contact_name=f"{first} {last}",
                contact_title="Responsável de Compras", email=f"{slug(first)}.{slug(last)}@{slug(last)}filhos.pt",
                country="Portugal", product_category="frozen meagre",
                website=f"https://www.{slug(last)}filhos.pt", notes="")


ROWS = [
    ("nl_NL", p001), ("ja_JP", p002), ("it_IT", p003), ("fr_FR", p004), ("en_US", p005),
    ("hi_IN", p006), ("ko_KR", p007), ("de_DE", p008), ("nl_NL", p009), ("zh_CN", p010),
    ("tr_TR", p011), ("en_BD", p012), ("pt_PT", p013), ("ru_RU", p014), ("vi_VN", p015),
    ("uk_UA", p016), ("id_ID", p017), ("ru_RU", p018), ("en_US", p019), ("de_DE", p020),
    ("fr_CA", p021), ("en_IN", p022), ("ar_AE", p023), ("en_IN", p024), ("zh_CN", p025),
    ("fr_FR", p026), ("es_CL", p027), ("zh_TW", p028), ("he_IL", p029), ("de_DE", p030),
    ("en_NZ", p031), ("en_US", p032), ("it_IT", p033), ("el_GR", p034), ("zh_TW", p035),
    ("no_NO", p036), ("es_CL", p037), ("th_TH", p038), ("es_ES", p039), ("pt_PT", p040),
]

SENDERS = '''# The four exporters of dev_fresh30 (fictional). `city` and `categories` are this set's own keys;
# run_inputs.py writes s1 without them as the --sender profile of the model runs.

[senders.s1]
company = "\\"Amyderýa Söwda\\" HJ"
name = "Jeren Orazowa"
title = "Eksport bölüminiň müdiri"
email = "j.orazowa@amyderyasowda.tm"
phone = "+993 422 6 41 37"
website = "https://amyderyasowda.tm"
country = "Turkmenistan"
city = "Türkmenabat"
categories = ["licorice root", "crystalline iodine", "combed cotton yarn"]

[senders.s2]
company = "Kirana Hills Agro Traders (SMC-Pvt.) Ltd."
name = "Usman Tariq Cheema"
title = "Manager Exports"
email = "usman.cheema@kiranahillsagro.pk"
phone = "+92 48 3761 522"
website = "https://www.kiranahillsagro.pk"
country = "Pakistan"
city = "Sargodha"
categories = ["Kinnow mandarins", "Himalayan pink salt", "table potatoes"]

[senders.s3]
company = "Kiritimati Reef & Palm Ltd"
name = "Tinaai Ruta Tekeiaki"
title = "Export & Marketing Officer"
email = "tinaai@kiritimatireefpalm.ki"
phone = "+686 7523 4418"
website = "https://www.kiritimatireefpalm.ki"
country = "Kiribati"
city = "London, Kiritimati"
categories = ["dried seaweed", "live aquarium fish", "coconut toddy syrup"]

[senders.s4]
company = "Cap Blanc Produits de la Mer SARL"
name = "Mohamed Lemine Ould Ahmed Salem"
title = "Chef des ventes export"
email = "mlemine@capblanc-mer.mr"
phone = "+222 45 74 28 61"
website = "https://www.capblanc-mer.mr"
country = "Mauritania"
city = "Nouadhibou"
categories = ["mullet botargo", "crude fish oil", "frozen meagre"]
'''


def main():
    out = io.StringIO()
    wr = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    wr.writeheader()
    for n, (locale, build) in enumerate(ROWS, 1):
        f = Faker(locale)
        f.seed_instance(SEED + n)
        row = build(f)
        wr.writerow({"buyer_id": f"P{n:03d}", **row})
    (HERE / "buyers.csv").write_text(out.getvalue(), encoding="utf-8")
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8")


if __name__ == "__main__":
    main()
