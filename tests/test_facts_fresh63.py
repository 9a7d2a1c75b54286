"""Correct e-mails of dev_fresh63/64 (written by people who did not read the checker) that the
checker flagged at their held-out run, each beside the slip it must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors

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
