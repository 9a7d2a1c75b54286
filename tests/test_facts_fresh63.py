"""Correct e-mails of dev_fresh63/64 (written by people who did not read the checker) that the
checker flagged at their held-out run, each beside the slip it must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors, findings

from sales_dlm.inputs.records import DEFAULT_SENDER, Sender

SIGNED = "\n\nBest regards,\nMinji Park\nExport Sales Manager, Hanbit Trading Co., Ltd."


def _types(body: str, record, sender=DEFAULT_SENDER, subject: str = "Offer") -> list[str]:
    return [t for t, _ in errors(body, record, sender, subject)]


def test_cartons_of_centilitre_bottles_are_the_pack():
    record = buyer("Thompson & Hale Ltd", "Joe Hale", "United Kingdom", "Rebula wine")
    body = "Dear Joe,\n\nFor Thompson & Hale we can ship our Rebula as 6 × 75 cl cartons."
    assert _types(body + SIGNED, record) == []
    slip = "Dear Joe,\n\nWe supply folding cartons to Thompson & Hale." + SIGNED
    assert "category_wrong" in _types(slip, record)


def test_a_french_elision_is_no_piece_of_a_word():
    record = buyer("Verdier Épices & Sels SARL", "Claire Verdier", "France", "fleur de sel")
    body = (
        "Bonjour Madame Verdier,\n\nNotre fleur de sel est plus douce {} sel gris, et elle "
        "conviendra à Verdier Épices & Sels." + SIGNED
    )
    assert _types(body.format("qu'un"), record) == []
    assert "artifact" in _types(body.format("qu un"), record)


def test_a_polish_genitive_plural_drops_the_first_words_ending():
    record = buyer("Wina Żuberek Sp. z o.o.", "Alex Żuberek", "Poland", "Rebula wine")
    body = (
        "Szanowny Panie,\n\nJeśli dla {} pomocna byłaby mniejsza pierwsza dostawa, możemy "
        "zacząć od 300 butelek." + SIGNED
    )
    assert _types(body.format("Win Żuberek"), record) == []
    assert "company_misspelled" in _types(body.format("Wina Żubere"), record)


def test_markets_listed_together_are_references_not_the_buyers():
    record = buyer("Edwards Coastal Wines LLC", "Sara Edwards", "United States", "Albariño wine")
    body = (
        "Dear Ms. Edwards,\n\nEdwards Coastal Wines seems to focus on whites from maritime "
        "regions. Our Albariño already sells to importers in {}." + SIGNED
    )
    assert _types(body.format("the UK and Brazil"), record) == []
    assert "country_wrong" in _types(body.format("the UK"), record)


def test_neighbours_listed_with_a_preposition_each():
    record = buyer("Verdier Épices & Sels SARL", "Claire Verdier", "France", "fleur de sel")
    body = (
        "Bonjour Madame Verdier,\n\nPlusieurs épiceries fines {} les vendent. Notre fleur de "
        "sel plairait à Verdier Épices & Sels." + SIGNED
    )
    assert _types(body.format("en Autriche et en Allemagne"), record) == []
    assert "country_wrong" in _types(body.format("en Allemagne"), record)


def test_a_country_before_and_i_is_no_list():
    record = buyer("Abdel Fattah Frozen Fish Co.", "Ayman Abdel Fattah", "Egypt", "blue whiting")
    body = (
        "Dear Mr Abdel Fattah,\n\nBlue whiting sells well in {}, and I understand that Abdel "
        "Fattah Frozen Fish imports frozen fish for the local market." + SIGNED
    )
    assert _types(body.format("Egypt"), record) == []
    assert "country_wrong" in _types(body.format("Libya"), record)


def test_a_latvian_companys_place_without_its_genitive_s():
    sender = Sender(
        company='SIA "Staldzenes Krasts"',
        name="Ilze Kalniņa",
        title="Export Director",
        country="Latvia",
    )
    record = buyer("Jones & Co. Spirits Ltd", "Kevin Jones", "United Kingdom", "rye whisky")
    body = (
        "Dear Kevin,\n\nFor Jones & Co. Spirits, our {} Rye 4 Years is £24.80 per bottle."
        '\n\nBest wishes,\nIlze Kalniņa\nExport Director | SIA "Staldzenes Krasts"'
    )
    assert _types(body.format("Staldzene"), record, sender) == []
    assert "sender_wrong" in _types(body.format("Staldzenis"), record, sender)


def test_a_list_item_joined_to_the_next_by_or():
    record = buyer("Siam Chemicals Co., Ltd.", "Somchai Siri", "Thailand", "sodium silicate")
    body = (
        "Dear Khun Somchai,\n\nFor Siam Chemicals we suggest:\n"
        "- liquid sodium silicate, ratio 3.2, in 1.4 t IBCs{}\n"
        "- sodium silicate lumps, in 1 t jumbo bags\n\nPrices follow." + SIGNED
    )
    assert _types(body.format(", or"), record) == []
    assert "artifact" in _types(body.format(" in the"), record)


def test_a_hebrew_address_block_before_the_english_greeting():
    record = buyer('לוי יבוא משקאות בע"מ', "תום לוי", "Israel", "rye whisky")
    body = (
        '{}לוי יבוא משקאות בע"מ\n\nDear Tom,\n\nI attach the kosher certificate for our rye '
        "whisky." + SIGNED
    )
    assert _types(body.format("לכבוד\nתום לוי, מנהלת רכש\n"), record) == []
    assert "artifact" in _types(body.format("I attach the certificate, Tom.\n"), record)


def test_an_airport_after_its_city_is_no_event():
    notes = "Rencontrée au Salon des Épices ; veut du poivre rouge IGP, 10 kg"
    record = buyer("Seguin Épices SARL", "Anne Seguin", "France", "Kampot pepper", notes=notes)
    body = (
        "Chère Madame Seguin,\n\nComme promis, voici le prix des 10 kg de poivre rouge pour "
        "Seguin Épices, plus 95 EUR de fret aérien jusqu'à {}." + SIGNED
    )
    assert _types(body.format("Paris-CDG"), record) == []
    assert "note_wrong" in _types(body.format("Gulfood"), record)


def test_a_port_on_the_way_before_and_then_by_sea():
    record = buyer("Seohae Chemical Co., Ltd.", "Kang Seojun", "South Korea", "yellow phosphorus")
    body = (
        "Dear Mr Kang,\n\nOur yellow phosphorus suits Seohae Chemical. Shipments go by rail to "
        "the Chinese port of Lianyungang{}." + SIGNED
    )
    assert _types(body.format(" and then by sea to Ulsan"), record) == []
    assert "country_wrong" in _types(body.format(""), record)


def test_a_follow_up_need_not_name_the_company():
    notes = "met at Milano Unica; wants dehaired baby camel, 17-18 micron"
    record = buyer("Lanificio Salvemini S.p.A.", "Achille Salvemini", "Italy", "camel wool",
                   notes=notes)  # fmt: skip
    body = (
        "Dear Dr Salvemini,\n\nI am writing to {} the 1 kg sample of dehaired baby camel wool "
        "that we sent to Biella after Milano Unica." + SIGNED
    )
    assert _types(body.format("follow up on"), record) == []
    assert "company_missing" in _types(body.format("introduce our camel wool and"), record)


def test_a_figure_and_its_bracket_end_a_sentence():
    record = buyer("Sato Seifun K.K.", "Mai Sato", "Japan", "chestnut flour")
    body = (
        "Dear Ms Sato,\n\nOur chestnut flour for Sato Seifun is tested for moisture (max. 8%). "
        "{} works well in financiers." + SIGNED
    )
    assert [f for f in findings(body.format("It"), record, DEFAULT_SENDER) if f[2] == "It"] == []
    assert "artifact" in _types(body.format("It It"), record)


def test_the_german_abbreviation_for_a_lorry():
    record = buyer("Naser Naturkost GmbH", "Trudel Naser", "Germany", "chestnut flour")
    body = (
        "Sehr geehrte Frau Naser,\n\nwir liefern Kastanienmehl an Naser Naturkost per {} in "
        "etwa fünf Tagen." + SIGNED
    )
    assert [f for f in findings(body.format("Lkw"), record, DEFAULT_SENDER) if f[2] == "Lkw"] == []
    assert "artifact" in _types(body.format("Lkw Lkw"), record)


def test_the_ingredients_of_the_buyers_own_product():
    record = buyer("Morgan Iberian Provisions Ltd", "Michael Morgan", "United Kingdom",
                   "alheira sausages")  # fmt: skip
    body = (
        "Dear Michael,\n\nFor Morgan Iberian Provisions: we make alheira the traditional way, "
        "with wheat bread, olive oil, garlic and sweet paprika{}." + SIGNED
    )
    assert _types(body.format(""), record) == []
    assert "category_wrong" in _types(body.format(", and we also sell olive oil"), record)


def test_a_latin_letter_amid_korean_or_chinese_is_a_vitamin_or_grade():
    record = buyer("대성 화장품 주식회사", "이현숙", "South Korea", "prickly pear seed oil")
    body = (
        "이현숙 님께,\n\n대성 화장품에 선인장 씨앗 오일을 제안합니다. 비타민 {}와 리놀레산이 "
        "풍부합니다." + SIGNED
    )
    assert _types(body.format("E"), record) == []
    slip = "Dear Ms Lee,\n\nOur E prickly pear seed oil suits 대성 화장품." + SIGNED
    assert "artifact" in _types(slip, record)


def test_a_bodys_initials_in_brackets_are_no_legal_form():
    record = buyer("Hamud Food Ltd", "Nitai Hamud", "Israel", "plum jam")
    body = (
        "Shalom Nitai,\n\nOur plum jam line for Hamud Food is supervised by the {}, and the "
        "certificate is renewed each year." + SIGNED
    )
    assert _types(body.format("Orthodox Union (OU)"), record) == []
    assert "company_misspelled" in _types(body.format("Orthodox Union (OÜ) Kashrut OU"), record)


def test_a_quoted_company_that_lost_its_closing_quote():
    sender = Sender(
        company='SIA "Staldzenes Krasts"', name="Ilze Kalniņa", title="Export Director",
        country="Latvia",
    )  # fmt: skip
    record = buyer("Thomsens Røgeri ApS", "Eric Thomsen", "Denmark", "smoked eel")
    body = (
        "Dear Eric Thomsen,\n\nWe would like to offer Thomsens Røgeri ApS a steady source of "
        'smoked eel.\n\nBest regards,\nIlze Kalniņa\nExport Director\nSIA "Staldzenes Krasts{}'
    )
    assert _types(body.format('"'), record, sender) == []
    assert "artifact" in _types(body.format(""), record, sender)


def test_the_notes_clause_fused_onto_the_greeting():
    record = buyer("Julia Foods Ltd", "Julia Evans", "United Kingdom", "chestnut flour")
    body = (
        "Hello Julia,{}\n\nWe would like to offer Julia Foods Ltd a steady source of chestnut "
        "flour. As buyer, you will want{} who deliver on time." + SIGNED
    )
    assert _types(body.format("", " partners"), record) == []
    assert "artifact" in _types(
        body.format(" and I would be glad to discuss it.", " partners"), record
    )
    assert "artifact" in _types(body.format("", ""), record)
