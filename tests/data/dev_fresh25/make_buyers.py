"""Write buyers.csv (40 fictional buyers) and senders.toml (4 exporters) of the 25th fresh set.

Seeded and byte-reproducible: every row draws its contact's names from its own Faker instance
seeded SEED + row number (faker 40.63.0), or, for the two markets without a fitting faker locale
(DR Congo, UAE), from a short hand list with random.Random(SEED + row number). The locale and
the contact's gender are fixed per row by hand; companies, titles, notes, e-mail domains and
websites are written per row by hand around the drawn names (romanised by hand where the script
is not Latin).

Run:  .venv/bin/python tests/data/dev_fresh25/make_buyers.py
"""
import csv
import random
from pathlib import Path

from faker import Faker

SEED = 6614729
HERE = Path(__file__).resolve().parent
COLUMNS = ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
           "product_category", "website", "notes"]

# Hand lists for markets whose faker locale gives no fitting names.
CONGO_GIVEN = ["Héritier", "Dieudonné", "Patrice", "Jean-Marie", "Serge", "Trésor"]
CONGO_FAMILY = ["Ilunga", "Kabamba", "Mwamba", "Kalenga", "Tshibangu", "Nkulu"]
UAE_GIVEN = ["سالم", "خالد", "راشد", "سعيد", "حمدان", "ماجد"]
UAE_FAMILY = ["الكعبي", "المهيري", "الشامسي", "النعيمي", "الظاهري", "الفلاسي"]
UAE_LATIN = {"الكعبي": "alkaabi", "المهيري": "almheiri", "الشامسي": "alshamsi",
             "النعيمي": "alnuaimi", "الظاهري": "aldhaheri", "الفلاسي": "alfalasi"}


def faker_names(n: int, locale: str, gender: str) -> tuple[str, str]:
    fake = Faker(locale)
    fake.seed_instance(SEED + n)
    first = fake.first_name_male() if gender == "m" else fake.first_name_female()
    if gender == "m" and hasattr(fake, "last_name_male"):
        last = fake.last_name_male()
    elif gender == "f" and hasattr(fake, "last_name_female"):
        last = fake.last_name_female()
    else:
        last = fake.last_name()
    return first, last


def hand_names(n: int, given: list[str], family: list[str]) -> tuple[str, str]:
    rng = random.Random(SEED + n)
    return rng.choice(given), rng.choice(family)


EMERALD, KAPENTA, PAPRIKA = "rough emeralds", "dried kapenta", "dried paprika pods"
PILES, PEPPERS, SEABOB = "basralocus piles", "Madame Jeanette peppers", "frozen seabob shrimp"
TREES, MUSSELS, LIQUORICE = ("Nordmann fir Christmas trees", "cooked blue mussel meat",
                             "salted liquorice")
PUERH, MATSUTAKE, TIEDYE = "pu-erh tea cakes", "frozen matsutake", "tie-dyed cotton fabric"


def rows() -> list[dict[str, str]]:
    out = []

    def add(n, names, company, contact, title, email, country, category, website, notes=""):
        out.append(dict(zip(COLUMNS, [f"P{n:03d}", company, contact, title, email, country,
                                      category, website, notes])))

    # --- s1's categories: 5 buyers each (P001-P015, the model runs' buyers) ---
    f, l = faker_names(1, "hi_IN", "m")          # धनञ्जय प्रसाद
    add(1, None, f"{l} रत्न उद्योग प्राइवेट लिमिटेड", f"{f} {l}", "निदेशक",
        "purchase@prasadratna.in", "India", EMERALD, "www.prasadratna.in",
        "Met at the Jaipur Jewellery Show (December). Cuts emeralds in Jaipur; wants rough of "
        "1-5 ct and asked for a parcel list with prices per carat.")
    f, l = faker_names(2, "he_IL", "f")          # דימא עמר
    add(2, None, f"{l} אבני חן בע\"מ", f"{f} {l}", "מנהלת רכש",
        "office@amar-gems.co.il", "Israel", EMERALD, "www.amar-gems.co.il")
    f, l = faker_names(3, "th_TH", "f")          # พันเกล้า บุนยาภิสนท์
    add(3, None, "ห้างหุ้นส่วนจำกัด บุนยาอัญมณี", f"{f} {l}", "หุ้นส่วนผู้จัดการ",
        "contact@bunyagems.co.th", "Thailand", EMERALD, "www.bunyagems.co.th")
    f, l = faker_names(4, "de_DE", "m")          # Matteo Dörschner
    add(4, None, f"{l} Edelsteinschleiferei e.K.", f"{f} {l}", "Leiter Rohsteineinkauf",
        "m.doerschner@doerschner-edelsteine.de", "Germany", EMERALD,
        "https://www.doerschner-edelsteine.de",
        "Met at inhorgenta Munich. Cuts calibrated emeralds for jewellers; wants to view rough "
        "in Idar-Oberstein before buying.")
    f, l = faker_names(5, "zh_TW", "m")          # 彭承翰
    add(5, None, f"{l}氏寶石貿易有限公司", f"{l}{f}", "董事總經理",
        "purchasing@pangsgems.com.hk", "Hong Kong", EMERALD, "www.pangsgems.com.hk")
    f, l = faker_names(6, "zu_ZA", "m")          # Njabulo Mbunjwa
    add(6, None, f"{l} Foods (Pty) Ltd", f"{f} {l}", "Procurement Manager",
        "njabulo@mbunjwafoods.co.za", "South Africa", KAPENTA, "www.mbunjwafoods.co.za",
        "Wants 10 kg cartons for wholesalers in Gauteng; asked about road freight via Chirundu "
        "and Beitbridge.")
    f, l = faker_names(7, "en_GB", "f")          # Lynn Chadwick
    add(7, None, f"{l} World Foods Ltd", f"{f} {l}", "Buying Manager",
        "lynn.chadwick@chadwickworldfoods.co.uk", "United Kingdom", KAPENTA,
        "https://chadwickworldfoods.co.uk",
        "Supplies African grocers in south London. Needs UK labels and the approval number of "
        "the processing plant for fishery products.")
    f, l = faker_names(8, "fr_BE", "m")          # Gilles Boulanger
    add(8, None, f"{l} Exotic Food SRL", f"{f} {l}", "Gérant",
        "gilles@boulanger-exotic.be", "Belgium", KAPENTA, "www.boulanger-exotic.be",
        "Magasin et grossiste à Matonge (Ixelles). Préfère les e-mails en français ; a demandé "
        "un échantillon de 2 kg.")
    f, l = faker_names(9, "fr_FR", "f")          # Manon Coste
    add(9, None, f"{l} Distribution SAS", f"{f} {l}", "Acheteuse produits de la mer",
        "m.coste@coste-distribution.fr", "France", KAPENTA, "https://www.coste-distribution.fr")
    f, l = hand_names(10, CONGO_GIVEN, CONGO_FAMILY)
    add(10, None, f"Ets {l} et Fils SARL", f"{f} {l}", "Responsable des achats",
        f"contact@ets{l.lower()}.cd", "Democratic Republic of the Congo", KAPENTA, "",
        "Lubumbashi wholesaler. Buys by the 30 t truck through Kasumbalesa; pays in USD.")
    f, l = faker_names(11, "es_ES", "f")         # Lilia Alvarez
    add(11, None, f"Pimentones {l} S.L.", f"{f} {l}", "Jefa de Compras",
        "compras@pimentonesalvarez.es", "Spain", PAPRIKA, "www.pimentonesalvarez.es",
        "Met at Alimentaria Barcelona. Needs ASTA colour 160 or more, aflatoxin and "
        "ochratoxin within EU limits.")
    f, l = faker_names(12, "hu_HU", "m")         # Nagy Máté (Hungarian order)
    add(12, None, f"{l} Fűszerpaprika Kft.", f"{l} {f}", "Beszerzési vezető",
        "nagy.mate@nagyfuszer.hu", "Hungary", PAPRIKA, "www.nagyfuszer.hu")
    f, l = faker_names(13, "en_US", "f")         # Amber Rice
    add(13, None, f"{l} Ingredients, LLC", f"{f} {l}", "Senior Buyer",
        "amber.rice@riceingredients.com", "United States", PAPRIKA,
        "https://www.riceingredients.com")
    f, l = faker_names(14, "de_DE", "f")         # Veronica Henk
    add(14, None, f"{l} Gewürzmühle GmbH & Co. KG", f"{f} {l}", "Einkäuferin Rohware",
        "v.henk@henk-gewuerze.de", "Germany", PAPRIKA, "https://www.henk-gewuerze.de",
        "Kennengelernt auf der Anuga in Köln. Braucht je Charge eine Rückstandsanalyse "
        "(Pestizide) und möchte Muster von 5 kg.")
    f, l = faker_names(15, "bg_BG", "m")         # Бойко Поаков
    add(15, None, f"{l} Пипер ООД", f"{f} {l}", "Управител",
        "office@poakov-piper.bg", "Bulgaria", PAPRIKA, "www.poakov-piper.bg")

    # --- s2's categories: 3 buyers each ---
    f, l = faker_names(16, "nl_NL", "m")         # Felix Ernst
    add(16, None, f"{l} Houtimport B.V.", f"{f} {l}", "Hoofd inkoop",
        "f.ernst@ernsthout.nl", "Netherlands", PILES, "www.ernsthout.nl")
    f, l = faker_names(17, "nl_BE", "f")         # Maria Van Gorp
    add(17, None, f"Houthandel {l} NV", f"{f} {l}", "Aankoopverantwoordelijke",
        "maria@vangorp-hout.be", "Belgium", PILES, "www.vangorp-hout.be")
    f, l = faker_names(18, "fr_FR", "m")         # Guillaume Guilbert
    add(18, None, f"{l} Bois Tropicaux SAS", f"{f} {l}", "Responsable achats bois",
        "g.guilbert@guilbert-bois.fr", "France", PILES, "https://www.guilbert-bois.fr",
        "Met at the Carrefour International du Bois in Nantes; asked for the EUDR due diligence "
        "file and FSC certificates.")
    f, l = faker_names(19, "nl_NL", "f")         # Elisa Hofman
    add(19, None, f"{l} Tropische Groenten B.V.", f"{f} {l}", "Inkoper exoten",
        "e.hofman@hofmantropisch.nl", "Netherlands", PEPPERS, "www.hofmantropisch.nl",
        "Wants 2 pallets a week by air to Schiphol; GlobalG.A.P. required.")
    f, l = faker_names(20, "en_GB", "m")         # Philip Edwards
    add(20, None, f"{l} Caribbean Produce Ltd", f"{f} {l}", "Produce Buyer",
        "p.edwards@edwardscaribbean.co.uk", "United Kingdom", PEPPERS,
        "www.edwardscaribbean.co.uk")
    f, l = faker_names(21, "en_US", "m")         # Mark Delgado
    add(21, None, f"{l} Tropical Imports, Inc.", f"{f} {l}", "Purchasing Manager",
        "mdelgado@delgadotropical.com", "United States", PEPPERS,
        "https://www.delgadotropical.com",
        "Met at the New York Produce Show; asked whether the peppers are admissible under "
        "USDA APHIS rules.")
    f, l = faker_names(22, "it_IT", "m")         # Azeglio Guidone
    add(22, None, f"{l} Surgelati S.r.l.", f"{f} {l}", "Buyer ittico",
        "a.guidone@guidonesurgelati.it", "Italy", SEABOB, "www.guidonesurgelati.it",
        "Met at Seafood Expo Global in Barcelona; needs MSC chain of custody.")
    f, l = faker_names(23, "es_ES", "m")         # Rogelio Tejada
    add(23, None, f"Congelados {l} S.A.", f"{f} {l}", "Director de Compras",
        "rtejada@congeladostejada.es", "Spain", SEABOB, "www.congeladostejada.es")
    f, l = hand_names(24, UAE_GIVEN, UAE_FAMILY)
    add(24, None, f"شركة {l} للمأكولات البحرية ذ.م.م", f"{f} {l}", "مسؤول المشتريات",
        f"purchasing@{UAE_LATIN[l]}seafood.ae", "United Arab Emirates", SEABOB,
        f"www.{UAE_LATIN[l]}seafood.ae",
        "Met at Gulfood Dubai; needs halal certificate and a health certificate in Arabic.")

    # --- s3's categories ---
    f, l = faker_names(25, "de_DE", "m")         # Kornelius Weimer
    add(25, None, f"{l} Weihnachtsbaum-Handel GmbH", f"{f} {l}", "Geschäftsführer",
        "k.weimer@weimer-baeume.de", "Germany", TREES, "www.weimer-baeume.de",
        "Met at IPM Essen; wants Nordmann 150-175 cm and 175-200 cm, netted, delivered by "
        "1 December.")
    f, l = faker_names(26, "nl_NL", "m")         # Teun van der Noot
    add(26, None, f"{l[0].upper()}{l[1:]} Kerstbomen B.V.", f"{f} {l}", "Inkoper",
        "teun@vandernoot-kerstbomen.nl", "Netherlands", TREES, "www.vandernoot-kerstbomen.nl")
    f, l = faker_names(27, "en_GB", "f")         # Leah Brown
    add(27, None, f"{l}'s Garden Centres Ltd", f"{f} {l}", "Seasonal Buyer",
        "leah.brown@brownsgardencentres.co.uk", "United Kingdom", TREES,
        "https://www.brownsgardencentres.co.uk")
    f, l = faker_names(28, "fr_FR", "f")         # Océane Auger
    add(28, None, f"{l} Marée SAS", f"{f} {l}", "Responsable achats produits de la mer",
        "o.auger@auger-maree.fr", "France", MUSSELS, "www.auger-maree.fr")
    f, l = faker_names(29, "it_IT", "f")         # Fernanda Sabatini
    add(29, None, f"{l} Conserve Ittiche S.p.A.", f"{f} {l}", "Responsabile approvvigionamenti",
        "f.sabatini@sabatiniconserve.it", "Italy", MUSSELS, "www.sabatiniconserve.it")
    f, l = faker_names(30, "el_GR", "m")         # Παυσανίας Ζιάκας
    add(30, None, f"{l} Θαλασσινά Α.Ε.", f"{f} {l}", "Υπεύθυνος Προμηθειών",
        "info@ziakas-seafood.gr", "Greece", MUSSELS, "www.ziakas-seafood.gr")
    f, l = faker_names(31, "fi_FI", "f")         # Katriina Saarinen
    add(31, None, f"{l[:-3]}sen Makeistukku Oy", f"{f} {l}", "Ostopäällikkö",
        "katriina.saarinen@saarisenmakeiset.fi", "Finland", LIQUORICE,
        "www.saarisenmakeiset.fi",
        "Met at ISM Cologne; asked for the ammonium chloride content of each salmiakki grade.")
    f, l = faker_names(32, "is_IS", "m")         # Jónar Fannbergsson
    add(32, None, f"{l[:-4]} Heildverslun ehf.", f"{f} {l}", "Innkaupastjóri",
        "jonar@fannberg.is", "Iceland", LIQUORICE, "www.fannberg.is")

    # --- s4's categories ---
    f, l = faker_names(33, "zh_TW", "f")         # 谷麗珍
    add(33, None, f"{l}記茶莊有限公司", f"{l}{f}", "採購專員",
        "service@kuji-tea.com.tw", "Taiwan", PUERH, "www.kuji-tea.com.tw")
    f, l = faker_names(34, "ru_RU", "f")         # Евдокия Кононова
    add(34, None, f"ООО «Чайный дом {l[:-1]}ой»", f"{f} {l}", "Директор по закупкам",
        "zakupki@kononova-tea.ru", "Russia", PUERH, "www.kononova-tea.ru")
    f, l = faker_names(35, "zh_TW", "m")         # 林冠霖
    add(35, None, f"{l}氏普洱茶行有限公司", f"{l}{f}", "經理",
        "info@lamspuerh.com.hk", "Hong Kong", PUERH, "www.lamspuerh.com.hk",
        "Met at the Hong Kong International Tea Fair; ages cakes in Hong Kong warehouses, "
        "wants 357 g cakes.")
    f, l = faker_names(36, "ja_JP", "m")         # 伊藤 涼平
    add(36, None, f"株式会社{l}商店", f"{l} {f}", "仕入担当",
        "shiire@ito-shoten.co.jp", "Japan", MATSUTAKE, "www.ito-shoten.co.jp",
        "Met at FOODEX JAPAN in Tokyo; wants frozen matsutake sorted by grade (closed caps "
        "apart from open ones).")
    f, l = faker_names(37, "ko_KR", "f")         # 서지영
    add(37, None, f"주식회사 {l}진푸드", f"{l}{f}", "구매담당 과장",
        "purchase@seojinfood.co.kr", "South Korea", MATSUTAKE, "www.seojinfood.co.kr",
        "Met at Seoul Food (KINTEX); needs a phytosanitary certificate and MFDS import "
        "registration.")
    f, l = faker_names(38, "ja_JP", "f")         # 伊藤 真綾
    add(38, None, f"{l}フーズ株式会社", f"{l} {f}", "購買部 主任",
        "kobai@itofoods.co.jp", "Japan", MATSUTAKE, "www.itofoods.co.jp")
    f, l = faker_names(39, "en_AU", "f")         # Nicole Martinez
    add(39, None, f"{l} Textiles Pty Ltd", f"{f} {l}", "Fabric Buyer",
        "nicole@martineztextiles.com.au", "Australia", TIEDYE, "www.martineztextiles.com.au")
    f, l = faker_names(40, "en_US", "f")         # Andrea Lewis
    add(40, None, f"{l} Fabric House, LLC", f"{f} {l}", "Owner",
        "andrea@lewisfabrichouse.com", "United States", TIEDYE,
        "https://www.lewisfabrichouse.com")
    return out


SENDERS = """\
# The four exporters of the 25th fresh set. `categories` and `city` are for the set only; the
# model runs get s1 without them (run_inputs.py).

[senders.s1]
company = "Kafubu Gems & Produce Limited"
name = "Chileshe Mwape Bwalya"
title = "Export & Marketing Manager"
email = "chileshe.bwalya@kafubugems.co.zm"
phone = "+260 212 617 408"
website = "https://www.kafubugems.co.zm"
country = "Zambia"
city = "Ndola"
categories = ["rough emeralds", "dried kapenta", "dried paprika pods"]

[senders.s2]
company = "Coppename Tropenhandel N.V."
name = "Sharmila Ramkisoensing"
title = "Hoofd Export"
email = "s.ramkisoensing@coppename-tropen.sr"
phone = "+597 471 356"
website = "https://www.coppename-tropen.sr"
country = "Suriname"
city = "Paramaribo"
categories = ["basralocus piles", "Madame Jeanette peppers", "frozen seabob shrimp"]

[senders.s3]
company = "Salling Fjord Export ApS"
name = "Mette Højgaard Kristiansen"
title = "Eksportchef"
email = "mhk@sallingfjord.dk"
phone = "+45 97 52 31 84"
website = "https://www.sallingfjord.dk"
country = "Denmark"
city = "Skive"
categories = ["Nordmann fir Christmas trees", "cooked blue mussel meat", "salted liquorice"]

[senders.s4]
company = "Dali Cangshan Trading Co., Ltd."
name = "Duan Lihua"
title = "外贸部经理"
email = "duanlihua@cangshantrade.cn"
phone = "+86 872 218 3406"
website = "https://www.cangshantrade.cn"
country = "China"
city = "Dali"
categories = ["pu-erh tea cakes", "frozen matsutake", "tie-dyed cotton fabric"]
"""


def main() -> None:
    with open(HERE / "buyers.csv", "w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS, lineterminator="\n")
        wr.writeheader()
        wr.writerows(rows())
    (HERE / "senders.toml").write_text(SENDERS, encoding="utf-8", newline="\n")


if __name__ == "__main__":
    main()
