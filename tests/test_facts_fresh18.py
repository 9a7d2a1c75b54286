"""What dev_fresh18's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors, findings

from sales_dlm.inputs.records import Sender

ROZOVA = Sender(
    company="Rozova Dolina Trade EOOD",
    name="Desislava Petkova",
    title="Мениджър износ",
    email="d.petkova@rozovadolina.bg",
    country="Bulgaria",
)
ZAHLE = Sender(
    company="Zahlé Bustan S.A.L.",
    name="Georges Abi Rached",
    title="مدير التصدير",
    email="g.abirached@zahlebustan.com.lb",
    country="Lebanon",
)
TASHI = Sender(
    company="Tashi Phuentsholing Exim Pvt. Ltd.",
    name="Karma Yangchen",
    title="Head of Exports",
    email="karma.yangchen@tashiexim.bt",
    country="Bhutan",
)
CLADACH = Sender(
    company="Cladach Chonamara Teoranta",
    name="Pádraigín Ní Fhlatharta",
    title="Bainisteoir Easpórtála",
    email="padraigin@cladach.ie",
    country="Ireland",
)


def test_a_note_signed_with_the_short_form_the_sender_goes_by() -> None:
    # N023: "Best,\nDesi" for Desislava Petkova closing a note on documents sent; in a first
    # e-mail that introduces her, the same end reads as a name cut
    record = buyer("Klein Scents Ltd", "Alon Klein", "Israel", "rose oil")
    note = "Hi Alon,\n\nPlease find attached the IFRA certificate for Klein Scents.\n\nBest,\nDesi"
    assert errors(note, record, ROZOVA) == []
    first = note.replace("Please find", "My name is Desislava Petkova. Please find")
    assert any(t == "sender_wrong" for t, _ in errors(first, record, ROZOVA))


def test_closings_in_french_and_japanese() -> None:
    # N003 "Au plaisir de vous lire," before the name; N020 a Japanese note ending
    # "よろしくお願いいたします。" and the sender's name in katakana
    record = buyer(
        "Les Importations Martel inc.", "Alexandre Martel", "Canada", "orange blossom water"
    )
    body = (
        "Bonjour M. Martel,\n\nDeux bouteilles partent cette semaine pour Les Importations "
        "Martel.\n\n{}\n\nGeorges Abi Rached\nZahlé Bustan S.A.L."
    )
    assert errors(body.format("Au plaisir de vous lire,"), record, ZAHLE) == []
    cut = findings(body.format("Nous pouvons aussi vous envoyer"), record, ZAHLE)
    assert ("artifact", "warning", "Nous pouvons aussi vous envoyer") in cut
    ishii = buyer("株式会社石井洋酒", "石井 千代", "Japan", "arak")
    note = "石井様\n\nサンプルが必要でしたら、すぐにお送りいたします。\n\n"
    note += "よろしくお願いいたします。\nジョルジュ"
    assert not any(t == "artifact" for t, _ in errors(note, ishii, ZAHLE))
    stops = note.replace("\n\nよろしくお願いいたします。\nジョルジュ", "株式会社石井洋酒の")
    assert any(t == "artifact" for t, _ in errors(stops, ishii, ZAHLE))


def test_the_senders_title_in_french_reads_either_way() -> None:
    # N045: "Responsable export" for Head of Exports ("responsable" is manager or head);
    # another function is still wrong
    record = buyer("Besnard Aromatiques SARL", "Gabriel Besnard", "France", "lemongrass oil")
    body = (
        "Bonjour Monsieur Besnard,\n\nVoici le COA pour Besnard Aromatiques.\n\nBien cordialement,"
        "\nKarma Yangchen\n{}, Tashi Phuentsholing Exim Pvt. Ltd."
    )
    assert errors(body.format("Responsable export"), record, TASHI) == []
    wrong = errors(body.format("Responsable achats"), record, TASHI)
    assert any(t == "sender_wrong" for t, _ in wrong)


def test_a_ukrainian_vocative_and_an_irish_county() -> None:
    # N048 "Шановний пане Романе" for Роман Шморгун; N050 "Co. na Gaillimhe" on the address
    record = buyer("ТОВ «Шморгун Косметик»", "Роман Шморгун", "Ukraine", "lemongrass oil")
    body = (
        "Шановний пане {},\n\nДля ТОВ «Шморгун Косметик» ми можемо запропонувати каністри."
        "\n\nЗ повагою,\nKarma Yangchen\nTashi Phuentsholing Exim Pvt. Ltd."
    )
    assert errors(body.format("Романе"), record, TASHI) == []
    assert any(t == "contact_wrong" for t, _ in errors(body.format("Ромуне"), record, TASHI))
    austria = buyer("Obermayr Naturkost GmbH", "Andjelina Obermayr", "Austria", "dried dulse")
    letter = (
        "Sehr geehrte Frau Obermayr,\n\nfür Obermayr Naturkost könnten wir nach Linz liefern."
        "\n\nMit freundlichen Grüßen\nPádraigín Ní Fhlatharta\nCladach Chonamara Teoranta\n"
        "An Cheathrú Rua, {} na Gaillimhe, Irland"
    )
    assert errors(letter.format("Co."), austria, CLADACH) == []
    assert any(
        t == "company_misspelled" for t, _ in errors(letter.format("GmbH"), austria, CLADACH)
    )


def test_species_after_the_genus_initial_and_another_word_of_the_trade() -> None:
    # N028: "S. thermophilus and L. bulgaricus"; "a mesophilic culture" beside a note's "a
    # thermophilic culture" is another culture, not the note's word garbled
    record = buyer(
        "Nazari Dairy Farmers Co-operative Society Ltd", "Anasa Nazari", "Kenya",
        "yoghurt starter cultures", notes="Asked for a sample of a thermophilic culture for mala.",
    )  # fmt: skip
    body = (
        "Habari Anasa,\n\nAs you asked, we send Nazari Dairy Farmers Co-operative Society our "
        "thermophilic culture (S. thermophilus and L. bulgaricus), and a {} culture too."
        "\n\nAsante sana,\nDesislava Petkova\nRozova Dolina Trade EOOD"
    )
    assert errors(body.format("sample of a mesophilic"), record, ROZOVA) == []
    slip = errors(body.format("sample of a thermophlic"), record, ROZOVA)
    assert any(t == "artifact" for t, _ in slip)


def test_a_portuguese_article_is_no_stray_letter() -> None:
    # N014: "O transit time até Santos é de cerca de 35 dias." in a letter in Portuguese
    record = buyer("Fonseca Bebidas Importadas Ltda.", "Gustavo Fonseca", "Brazil", "arak")
    body = (
        "Prezado Gustavo,\n\nConforme solicitado, segue a nossa cotação de arak para a Fonseca "
        "Bebidas Importadas:\n\n- garrafa de 70 cl, caixa com 12 garrafas\n- pedido mínimo: 100 "
        "caixas\n- validade da cotação: 60 dias\n\n{} transit time até Santos é de cerca de 35 "
        "dias. Fico à disposição para qualquer dúvida.\n\nAtenciosamente,\nGeorges Abi Rached\n"
        "Zahlé Bustan S.A.L."
    )
    assert errors(body.format("O"), record, ZAHLE) == []
    english = (
        "Dear Gustavo,\n\nWe quote arak for Fonseca Bebidas Importadas. O transit time to "
        "Santos is about 35 days.\n\nRegards,\nGeorges Abi Rached\nZahlé Bustan S.A.L."
    )
    assert ("artifact", "O") in errors(english, record, ZAHLE)


def test_a_czech_greeting_with_its_form_of_address_after_a_comma() -> None:
    # I033: "Dobrý den, pane Kučero," greets someone else than Michal Kratochvíl
    record = buyer("Kratochvíl Měď a.s.", "Michal Kratochvíl", "Czech Republic", "copper cathodes")
    body = (
        "Dobrý den, pane {},\n\nWe sell copper cathodes to Kratochvíl Měď.\n\nS pozdravem,\n"
        "Desislava Petkova\nRozova Dolina Trade EOOD"
    )
    assert errors(body.format("Kratochvíle"), record, ROZOVA) == []
    assert ("contact_wrong", "Kučero") in errors(body.format("Kučero"), record, ROZOVA)


def test_an_empty_body_a_table_at_the_fair_and_the_senders_address() -> None:
    # M022: a subject and no body; I040: "Thanks for stopping at our table at the Summer Fancy
    # Food Show" for a buyer met at Expo West; I034: "Kazanlak, Romania" under a Bulgarian's name
    record = buyer(
        "Leon Whole Grains LLC", "Carla Leon", "United States", "red rice",
        notes="Met at Natural Products Expo West, Anaheim; needs USDA Organic.",
    )  # fmt: skip
    body = (
        "Hi Carla,\n\nThanks for stopping at our table at {}. Here is our red rice for Leon Whole "
        "Grains.\n\nBest,\nDesislava Petkova\nRozova Dolina Trade EOOD\nKazanlak, {}"
    )
    assert errors(body.format("Expo West", "Bulgaria"), record, ROZOVA) == []
    fair = errors(body.format("the Summer Fancy Food Show", "Bulgaria"), record, ROZOVA)
    assert any(t == "note_wrong" for t, _ in fair)
    address = errors(body.format("Expo West", "Romania"), record, ROZOVA)
    assert ("sender_wrong", "Romania") in address
    assert ("artifact", "") in errors("", record, ROZOVA, subject="Red rice for Leon Whole Grains")


def test_sales_titles_in_turkish_dutch_and_chinese_for_buyers() -> None:
    # I032 "you are satış müdürü at" for Hammadde Satın Alma Şefi; I042 "als verkoper bij
    # Groen" for Inkoper; I053 "業務經理" for 採購經理
    sign = "\n\nRegards,\nDesislava Petkova\nRozova Dolina Trade EOOD"
    bilge = buyer(
        "Bilge Kablo Sanayi ve Ticaret A.Ş.", "Özsözlü Bilge", "Turkey", "copper cathodes",
        title="Hammadde Satın Alma Şefi",
    )  # fmt: skip
    body = "Dear Özsözlü Bilge,\n\nAs you are {} at Bilge Kablo, you know copper." + sign
    assert errors(body.format("hammadde satın alma şefi"), bilge, ROZOVA) == []
    assert any(t == "title_wrong" for t, _ in errors(body.format("satış müdürü"), bilge, ROZOVA))
    groen = buyer(
        "Groen Natuurvoeding B.V.", "Joëlle Groen", "Netherlands", "red rice", title="Inkoper"
    )
    text = "Beste Joëlle,\n\nAls {} bij Groen Natuurvoeding kent u rode rijst." + sign
    assert errors(text.format("inkoper"), groen, ROZOVA) == []
    assert any(t == "title_wrong" for t, _ in errors(text.format("verkoper"), groen, ROZOVA))
    lin = buyer("林氏海藻股份有限公司", "林冠宏", "Taiwan", "dried dulse", title="採購經理")
    letter = "林氏海藻股份有限公司\n{} 林冠宏先生\n\n您好！我們出口紅藻。" + sign
    assert errors(letter.format("採購經理"), lin, ROZOVA) == []
    assert any(t == "title_wrong" for t, _ in errors(letter.format("業務經理"), lin, ROZOVA))


def test_another_colour_of_rice_and_another_anise_spirit() -> None:
    # I043 "try our black rice" to a red-rice buyer; I021 "I think our ouzo could interest" an
    # arak buyer; fresh7 N004 "you stock coconut sugar and whole cane sugar but no panela yet"
    sign = "\n\nBest regards,\nGeorges Abi Rached\nZahlé Bustan S.A.L."
    groen = buyer("Groen Natuurvoeding B.V.", "Joëlle Groen", "Netherlands", "red rice")
    body = "Dear Joëlle,\n\nIf Groen Natuurvoeding would like to try our {} rice, we ship in March."
    assert errors(body.format("red") + sign, groen, ZAHLE) == []
    black = errors(body.format("black") + sign, groen, ZAHLE)
    assert ("category_wrong", "black rice") in black
    spirits = buyer("Martin & Young Wine Merchants Ltd", "Jacob Martin", "United Kingdom", "arak")
    text = "Dear Jacob,\n\nI think our {} could interest Martin & Young Wine Merchants." + sign
    assert errors(text.format("arak"), spirits, ZAHLE) == []
    assert ("category_wrong", "ouzo") in errors(text.format("ouzo"), spirits, ZAHLE)
    panela = buyer("Žibert Bio Trgovina d.o.o.", "Kristijan Žibert", "Slovenia", "panela")
    shop = "Dear Kristijan,\n\nŽibert Bio Trgovina stocks coconut sugar and cane sugar." + sign
    assert not any(t == "category_wrong" for t, _ in errors(shop, panela, ZAHLE))


def test_where_goods_enter_is_the_buyers_country() -> None:
    # I029 "the KEBS documents needed for import into Tanzania" to a Kenyan buyer; fresh17
    # I023 "DAP Hawick, cleared in Ireland" to a British one
    record = buyer("Nazari Dairy Farmers Ltd", "Anasa Nazari", "Kenya", "yoghurt starter cultures")
    body = (
        "Hi Anasa,\n\nFor Nazari Dairy Farmers we can supply the documents needed for import into"
        " {}.\n\nBest regards,\nDesislava Petkova\nRozova Dolina Trade EOOD"
    )
    assert errors(body.format("Kenya"), record, ROZOVA) == []
    assert ("country_wrong", "Tanzania") in errors(body.format("Tanzania"), record, ROZOVA)
    cleared = body.replace("needed for import into", "cleared in")
    assert ("country_wrong", "Tanzania") in errors(cleared.format("Tanzania"), record, ROZOVA)


def test_dutch_and_german_greetings_and_a_closing_that_starts_like_one() -> None:
    # fresh17 I027 "Beste Martinus," for Marinus Geerling; "Beste Grüße," closes a letter
    record = buyer("Glamping Geerling V.O.F.", "Marinus Geerling", "Netherlands", "felt yurts")
    body = (
        "{},\n\nFor Glamping Geerling we make felt yurts.\n\nBeste Grüße,\nDesislava Petkova\n"
        "Rozova Dolina Trade EOOD"
    )
    assert errors(body.format("Beste Marinus"), record, ROZOVA) == []
    assert errors(body.format("Hallo Marinus"), record, ROZOVA) == []
    assert ("contact_wrong", "Martinus") in errors(body.format("Beste Martinus"), record, ROZOVA)


def test_a_neighbour_where_the_buyers_country_belongs() -> None:
    # fresh3 I025 "Sweden's weather is a good test" to a Norwegian buyer, who is never placed
    # in Norway; markets listed together and routes stay clean (fresh10 N024, fresh18 N037)
    sign = "\n\nBest regards,\nDesislava Petkova\nRozova Dolina Trade EOOD"
    record = buyer("Sæther Handel AS", "Kari Sæther", "Norway", "wool socks")
    body = "Dear Kari,\n\n{}'s weather is a good test, so I would send Sæther Handel two pairs."
    assert errors(body.format("Norway") + sign, record, ROZOVA) == []
    assert ("country_wrong", "Sweden") in errors(body.format("Sweden") + sign, record, ROZOVA)
    belgian = buyer("Van Landeghem BV", "Diane Daems", "Belgium", "dried stevia leaves")
    listed = "Dear Diane,\n\nWe produce for tea packers in Germany and the Netherlands, and Van "
    listed += "Landeghem could be next." + sign
    assert not any(t == "country_wrong" for t, _ in errors(listed, belgian, ROZOVA))
    steel = buyer("Hurayra Steel Mills Ltd", "Kunal Hurayra", "Bangladesh", "ferrosilicon")
    route = "Dear Kunal,\n\nOur trucks to Hurayra Steel Mills cross India's border in a day." + sign
    assert not any(t == "country_wrong" for t, _ in errors(route, steel, ROZOVA))
