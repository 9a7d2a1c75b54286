"""What dev_fresh25's one held-out run showed (tuning data since): slips the checker let
through and good letters it failed, each beside its counterpart."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

KAFUBU = Sender(
    company="Kafubu Gems & Produce Limited",
    name="Chileshe Mwape Bwalya",
    title="Export & Marketing Manager",
    country="Zambia",
)
COPPENAME = Sender(
    company="Coppename Tropenhandel N.V.",
    name="Sharmila Ramkisoensing",
    title="Hoofd Export",
    country="Suriname",
)
SALLING = Sender(
    company="Salling Fjord Export ApS",
    name="Mette Højgaard Kristiansen",
    title="Eksportchef",
    country="Denmark",
)
DALI = Sender(
    company="Dali Cangshan Trading Co., Ltd.",
    name="Duan Lihua",
    title="外贸部经理",
    country="China",
)
SIGNED = "\n\nKind regards,\nChileshe Mwape Bwalya\nKafubu Gems & Produce Limited"


def test_a_fair_the_notes_do_not_name() -> None:
    # I001 "the time you gave us at the India International Jewellery Show in Mumbai", I031
    # "the good talk at ProSweets in Cologne", I052 "At the PMA Fresh Summit in Anaheim you
    # asked", each for another fair in the notes
    note = "Met at the Jaipur Jewellery Show (December); asked for a parcel list."
    record = buyer("Prasad Ratna Udyog Pvt. Ltd.", "Dhananjay Prasad", "India",
                   "rough emeralds", notes=note)  # fmt: skip
    for opening in (
        "Thank you for the time you gave us at the {}.",
        "Thank you for the good talk at the {}.",
        "At the {} you asked for a parcel list.",
    ):
        body = (
            "Dear Dhananjay,\n\n" + opening + " Here are our rough emeralds for Prasad Ratna "
            "Udyog." + SIGNED
        )
        assert errors(body.format("Jaipur Jewellery Show"), record, KAFUBU) == []
        wrong = errors(body.format("India International Jewellery Show"), record, KAFUBU)
        assert any(t == "note_wrong" for t, _ in wrong), opening


def test_a_dutch_reply_signed_with_the_first_name_then_the_full_name() -> None:
    # N019 "Je vroeg om twee pallets", N051 "Groet,\nSharmila\nSharmila Ramkisoensing | ..."
    note = "Wants 2 pallets a week by air to Schiphol; GlobalG.A.P. required."
    record = buyer("Hofman Tropische Groenten B.V.", "Elisa Hofman", "Netherlands",
                   "Madame Jeanette peppers", notes=note)  # fmt: skip
    body = (
        "Hoi Elisa,\n\nJe vroeg om twee pallets Madame Jeanette per week per luchtvracht naar "
        "Schiphol. Dat kunnen wij voor Hofman Tropische Groenten leveren.\n\nGroet,\nSharmila\n"
        "{} | Coppename Tropenhandel N.V. | +597 471 356"
    )
    assert errors(body.format("Sharmila Ramkisoensing"), record, COPPENAME) == []
    assert any(
        t == "sender_wrong" for t, _ in errors(body.format("Sharmila Ramkisoen"), record,
                                               COPPENAME)
    )  # fmt: skip


def test_a_property_named_after_a_part_of_the_product() -> None:
    # N027 "good needle retention" of Christmas trees, not needles offered
    record = buyer("Brown's Garden Centres Ltd", "Leah Brown", "United Kingdom",
                   "Nordmann fir Christmas trees")  # fmt: skip
    body = (
        "Dear Leah,\n\nWe grow Nordmann fir Christmas trees for Brown's Garden Centres and "
        "know what matters to a seasonal buyer: even grading, good {} and trees that arrive "
        "fresh." + SIGNED
    )
    assert errors(body.format("needle retention"), record, KAFUBU) == []
    offer = "Dear Leah,\n\nFor Brown's Garden Centres we can also supply syringes." + SIGNED
    assert ("category_wrong", "syringes") in errors(offer, record, KAFUBU)


def test_a_place_built_on_a_word_of_the_senders_name() -> None:
    # N028-N030 "Limfjord" from Salling Fjord Export ApS
    record = buyer("Sabatini Conserve Ittiche S.p.A.", "Fernanda Sabatini", "Italy",
                   "cooked blue mussel meat")  # fmt: skip
    body = (
        "Dear Ms Sabatini,\n\nWe offer Sabatini Conserve Ittiche cooked blue mussel meat from "
        "the {} in Denmark.\n\nKind regards,\nMette Højgaard Kristiansen\n"
        "Salling Fjord Export ApS"
    )
    assert errors(body.format("Limfjord"), record, SALLING) == []
    assert any(t == "sender_wrong" for t, _ in errors(body.format("Salling Fjrod"), record,
                                                       SALLING))  # fmt: skip


def test_the_senders_name_in_cyrillic_with_the_profiles_in_brackets() -> None:
    # N034 "Дуань Лихуа (Duan Lihua)" on the name line of a Russian letter
    record = buyer("ООО «Чайный дом Кононовой»", "Евдокия Кононова", "Russia",
                   "pu-erh tea cakes")  # fmt: skip
    body = (
        "Уважаемая Евдокия,\n\nмы хотели бы предложить ООО «Чайный дом Кононовой» пуэр.\n\n"
        "С уважением,\n{}\nDali Cangshan Trading Co., Ltd."
    )
    assert errors(body.format("Дуань Лихуа (Duan Lihua)"), record, DALI) == []
    wrong = errors(body.format("Дуань Лихуа (Duan Lihui)"), record, DALI)
    assert any(t == "sender_wrong" for t, _ in wrong)


def test_japanese_iteration_mark_and_a_chinese_company_line() -> None:
    # N036 "開きを別々に梱包いたします" (々 repeats the character before it); N057 a Chinese
    # note signed "段麗華\n大理蒼山貿易有限公司", the company as Chinese letters write it
    record = buyer("株式会社伊藤商店", "伊藤 涼平", "Japan", "frozen matsutake")
    body = (
        "株式会社伊藤商店\n伊藤涼平様\n\n冷凍松茸は、つぼみと開きを別々に梱包いたします。\n\n"
        "大理蒼山貿易有限公司\n段麗華（Duan Lihua）"
    )
    assert errors(body, record, DALI) == []
    record = buyer("林氏普洱茶行有限公司", "林冠霖", "Hong Kong", "pu-erh tea cakes")
    note = (
        "林經理您好：\n\n上週寄上的普洱茶餅報價，林氏普洱茶行有限公司不知是否已過目？\n\n段麗華\n{}"
    )
    assert errors(note.format("大理蒼山貿易有限公司"), record, DALI) == []
    assert ("artifact", "大理蒼山貿易") in errors(note.format("大理蒼山貿易"), record, DALI)


def test_what_the_buyer_needs_counted_before_it_is_listed() -> None:
    # N044 "I know you need two things: the approval number of our processing plant ... and
    # UK-compliant labels"
    note = "Needs UK labels and the approval number of the processing plant for fishery products."
    record = buyer("Chadwick World Foods Ltd", "Lynn Chadwick", "United Kingdom", "dried kapenta",
                   notes=note)  # fmt: skip
    body = (
        "Hello Lynn,\n\nWe would like Chadwick World Foods to carry our dried kapenta. I know you "
        "need {}: the approval number of our processing plant and UK-compliant labels." + SIGNED
    )
    assert errors(body.format("two things"), record, KAFUBU) == []
    assert any(t == "note_wrong" for t, _ in errors(body.format("halal certificates"), record,
                                                     KAFUBU))  # fmt: skip


def test_another_kind_of_chilli_or_nut_than_the_records() -> None:
    # I013 "dried guajillo chile pods" for dried paprika pods; fresh24 I058 "macadamia
    # kernels" for canarium nuts
    record = buyer("Rice Ingredients, LLC", "Amber Rice", "United States", "dried paprika pods")
    body = "Hi Amber,\n\nKafubu exports {} to Rice Ingredients." + SIGNED
    assert errors(body.format("dried paprika pods"), record, KAFUBU) == []
    assert any(t == "category_wrong" for t, _ in errors(body.format("dried guajillo chile pods"),
                                                         record, KAFUBU))  # fmt: skip
    record = buyer("Gonzalez Nut Co. Pty Ltd", "Carolyn Gonzalez", "Australia", "canarium nuts")
    body = "Hi Carolyn,\n\nWe can supply raw and dry-roasted {} to Gonzalez Nut Co." + SIGNED
    assert errors(body.format("canarium kernels"), record, KAFUBU) == []
    assert any(t == "category_wrong" for t, _ in errors(body.format("macadamia kernels"),
                                                         record, KAFUBU))  # fmt: skip


def test_a_french_sentence_cut_off_and_run_into_the_next() -> None:
    # I045 "nous pouvons préparer une première commande de Je vous joins nos prix"
    record = buyer("Boulanger Exotic Food SRL", "Gilles Boulanger", "Belgium", "dried kapenta")
    body = (
        "Bonjour Monsieur Boulanger,\n\nSi la qualité convient à Boulanger Exotic Food, nous "
        "pouvons préparer une première commande de {} vous joins nos prix." + SIGNED
    )
    assert errors(body.format("kapenta séché. Je"), record, KAFUBU) == []
    assert ("artifact", "de Je") in errors(body.format("Je"), record, KAFUBU)


def test_an_icelandic_greeting_to_another_given_name() -> None:
    # I032 "Sæll Jónas," for Jónar Fannbergsson
    record = buyer("Fannberg Heildverslun ehf.", "Jónar Fannbergsson", "Iceland",
                   "salted liquorice")  # fmt: skip
    body = (
        "Sæll {},\n\nFor Fannberg Heildverslun ehf. we can pack salted liquorice in 5 kg bulk "
        "cartons.\n\nBestu kveðjur,\nMette Højgaard Kristiansen\nSalling Fjord Export ApS"
    )
    assert errors(body.format("Jónar"), record, SALLING) == []
    assert any(t == "contact_wrong" for t, _ in errors(body.format("Jónas"), record, SALLING))


def test_a_spanish_sales_title_for_a_purchasing_director() -> None:
    # I023 "Me dirijo a usted como director comercial de Congelados Tejada"
    record = buyer("Congelados Tejada S.A.", "Rogelio Tejada", "Spain", "frozen seabob shrimp",
                   title="Director de Compras")  # fmt: skip
    body = (
        "Estimado Sr. Tejada:\n\nMe dirijo a usted como {} de Congelados Tejada para "
        "presentarle el seabob congelado.\n\nAtentamente,\nSharmila Ramkisoensing\n"
        "Coppename Tropenhandel N.V."
    )
    assert errors(body.format("director de compras"), record, COPPENAME) == []
    wrong = errors(body.format("director comercial"), record, COPPENAME)
    assert ("title_wrong", "director comercial") in wrong
