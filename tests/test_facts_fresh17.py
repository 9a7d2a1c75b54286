"""What dev_fresh17's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

POCOCI = Sender(
    company="Agrícola Tierra de Pococí S.A.",
    name="José Pablo Vargas Solano",
    title="Gerente de Exportaciones",
    email="jpvargas@tierrapococi.example",
    country="Costa Rica",
)
ORKHON = Sender(
    company="Orkhon Nooluur ХХК",
    name="Tsetsegmaa Batsaikhan",
    title="Экспортын менежер",
    email="tsetsegmaa@orkhon-nooluur.example",
    country="Mongolia",
)
HUON = Sender(
    company="Huon Gulf Marine Products (PNG) Ltd",
    name="Kila Wapi Tamarua",
    title="Export Marketing Manager",
    country="Papua New Guinea",
)
JOSE = "\n\nBest,\nJosé Pablo\n{} | Costa Rica"
TSETSEGMAA = "\n\nKind regards,\n\n{} Tsetsegmaa\nExport Manager\nOrkhon Nooluur ХХК"


def test_a_note_kept_in_french_holds_the_meeting() -> None:
    # N001: "Rencontrée au SIAL Paris" is a meeting at SIAL Paris
    record = buyer(
        "Moreno Épicerie Fine SAS", "Laure Moreno", "France", "hearts of palm",
        notes="Rencontrée au SIAL Paris; veut des cœurs de palmier en bocal de 400 g",
    )  # fmt: skip
    body = (
        "Bonjour Madame Moreno,\n\nMerci encore pour votre visite sur notre stand au SIAL Paris."
        " Comme convenu, voici notre offre pour Moreno Épicerie Fine."
        + JOSE.format("Agrícola Tierra de Pococí S.A.")
    )
    assert errors(body, record, POCOCI) == []
    unmet = record.model_copy(update={"notes": "Veut des cœurs de palmier en bocal de 400 g"})
    assert any(t == "note_wrong" for t, _ in errors(body, unmet, POCOCI))


def test_a_short_form_of_the_contact_and_the_senders_name_without_a_generic_word() -> None:
    # N003: "Hi Chris" for Christopher Russell; "Tierra de Pococí | Costa Rica" signs for
    # Agrícola Tierra de Pococí S.A.
    record = buyer(
        "Russell Specialty Foods LLC", "Christopher Russell", "United States", "hearts of palm"
    )
    body = "Hi {},\n\nOnce the Russell Specialty Foods team has tasted them, we can talk." + JOSE
    assert errors(body.format("Chris", "Tierra de Pococí"), record, POCOCI) == []
    assert any(
        t == "contact_wrong"
        for t, _ in errors(body.format("Chloe", "Tierra de Pococí"), record, POCOCI)
    )
    slip = errors(body.format("Chris", "Tierra de Pocosí"), record, POCOCI)
    assert any(t == "sender_wrong" for t, _ in slip)


def test_a_word_of_the_notes_is_no_legal_form_and_a_german_common_noun_no_cut_name() -> None:
    # N005: "our OU letter" for a note "Needs kosher certification (OU or Badatz)"; N007:
    # "für Ihren Großhandel" to Blumengroßhandel Kreusel GmbH
    notes = "Needs kosher certification (OU or Badatz)"
    record = buyer("Hadar Import Ltd", "Mila Hadar", "Israel", "hearts of palm", notes=notes)
    body = "Dear Mila,\n\nMay I send our OU letter of certification to Hadar Import?" + JOSE
    body = body.format("Agrícola Tierra de Pococí S.A.")
    assert errors(body, record, POCOCI) == []
    bare = record.model_copy(update={"notes": "Needs kosher certification"})
    assert any(t == "company_misspelled" for t, _ in errors(body, bare, POCOCI))
    german = buyer("Blumengroßhandel Kreusel GmbH", "Franca Kreusel", "Germany", "leatherleaf fern")
    letter = (
        "Sehr geehrte Frau Kreusel,\n\nfür den Blumengroßhandel Kreusel könnten wir Lederfarn "
        "anbieten." + JOSE.format("Agrícola Tierra de Pococí S.A.")
    )
    assert errors(letter, german, POCOCI, subject="Lederfarn für Ihren Großhandel") == []


def test_the_last_line_of_a_list_of_terms_is_no_cut_sentence() -> None:
    # N010, N042, N047: "Validity: until the end of next month" closes a price list
    record = buyer("Kalvelis Gėlės UAB", "Irma Kalvelis", "Lithuania", "leatherleaf fern")
    body = (
        "Laba diena, Irma,\n\nHere is the price for Kalvelis Gėlės:\n\nLeatherleaf fern, 25 bunches"
        " per box: USD 38.50 per box\nMinimum: 120 boxes (one 40' reefer share)\n{}\n\nThe fern"
        " travels well." + JOSE.format("Agrícola Tierra de Pococí S.A.")
    )
    assert errors(body.format("Validity: until the end of next month"), record, POCOCI) == []
    cut = errors(body.format("We can hold this price until the end of"), record, POCOCI)
    assert any(t == "artifact" for t, _ in cut)


def test_the_notes_place_names_the_buyers_market() -> None:
    # N031: a yurt set up "for a campsite in Germany" and the price "delivered to Drenthe",
    # the place the notes give
    record = buyer(
        "Glamping Geerling V.O.F.", "Marinus Geerling", "Netherlands", "felt yurts",
        notes="Wants 6 m yurts for a campsite in Drenthe",
    )  # fmt: skip
    body = (
        "Hi Marinus,\n\nI attach photos of a 6 m yurt we set up for a campsite in Germany, and"
        " our price for Glamping Geerling: EUR 7,900 per yurt, or EUR 8,950 delivered to {}."
        + TSETSEGMAA.format("B.")
    )
    assert errors(body.format("Drenthe"), record, ORKHON) == []
    assert any(t == "country_wrong" for t, _ in errors(body.format("your site"), record, ORKHON))


def test_a_mongolian_signature_with_the_patronymics_initial() -> None:
    # N021: "B. Tsetsegmaa" signs for Tsetsegmaa Batsaikhan
    record = buyer("Filatura Paganini S.p.A.", "Nino Paganini", "Italy", "dehaired cashmere fibre")
    body = "Dear Mr Paganini,\n\nThe samples for Filatura Paganini leave on Monday." + TSETSEGMAA
    assert errors(body.format("B."), record, ORKHON) == []
    assert any(t == "sender_wrong" for t, _ in errors(body.format("D."), record, ORKHON))


def test_filter_cake_and_acidspar_are_grades_of_fluorspar() -> None:
    # N025: "acid grade fluorspar concentrate (acidspar), filter cake"
    record = buyer(
        "Patil Fluorochem Pvt. Ltd.", "Sandeep Patil", "India", "fluorspar concentrate",
        notes="Needs acid grade, CaF2 97% min",
    )  # fmt: skip
    body = (
        "Dear Mr Patil,\n\nPlease find our offer for Patil Fluorochem below.{}\n\nProduct: acid"
        " grade fluorspar concentrate (acidspar), filter cake\nPacking: 1.5 t jumbo bags\n\n"
        "Regards,\nTsetsegmaa Batsaikhan\nOrkhon Nooluur ХХК"
    )
    assert errors(body.format(""), record, ORKHON) == []
    cakes = errors(body.format(" We also offer chocolate cakes."), record, ORKHON)
    assert any(t == "category_wrong" for t, _ in cakes)


def test_a_bracketed_place_goes_with_the_legal_form() -> None:
    # N048: "Huon Gulf Marine Products in Lae" for Huon Gulf Marine Products (PNG) Ltd
    record = buyer("Wilkinson Stockfeeds Limited", "Stephen Wilkinson", "New Zealand", "copra meal")
    body = (
        "Kia ora Stephen,\n\nI'm Kila Tamarua from {} in Lae. Would Wilkinson Stockfeeds like a"
        " trial shipment?\n\nCheers,\nKila\nHuon Gulf Marine Products (PNG) Ltd"
    )
    assert errors(body.format("Huon Gulf Marine Products"), record, HUON) == []
    assert any(
        t == "sender_wrong"
        for t, _ in errors(body.format("Huon Gulf Marine Produce"), record, HUON)
    )


def test_as_promised_in_russian_answers_the_writers_own_mail() -> None:
    # N032: "Направляю, как обещала, цены" to a buyer with no notes; "как договорились" (as
    # agreed) still claims a talk the record does not hold
    record = buyer("ООО «ПестовХим»", "Харитон Пестов", "Russia", "fluorspar concentrate")
    body = (
        "Харитон, добрый день!\n\nНаправляю, {}, цены на флюоритовый концентрат для ООО "
        "«ПестовХим».\n\nС уважением,\nЦэцэгмаа Батсайхан\nOrkhon Nooluur ХХК"
    )
    assert not any(t == "note_wrong" for t, _ in errors(body.format("как обещала"), record, ORKHON))
    assert any(
        t == "note_wrong" for t, _ in errors(body.format("как договорились"), record, ORKHON)
    )


def test_a_letter_of_the_product_changed_in_the_subject() -> None:
    # M012-M015: "Fhayote from Agrícola Tierra de Pococí S.A." for fresh chayote; "Lupinus"
    # (the genus) and "dehair" (the verb) are other words, not slips
    record = buyer("Simpson Exotic Veg Ltd", "Stephen Simpson", "United Kingdom", "fresh chayote")
    body = "Dear Stephen,\n\nWe grow fresh chayote for Simpson Exotic Veg." + JOSE
    body = body.format("Agrícola Tierra de Pococí S.A.")
    subject = "{} from Agrícola Tierra de Pococí S.A."
    assert errors(body, record, POCOCI, subject=subject.format("Chayote")) == []
    slip = errors(body, record, POCOCI, subject=subject.format("Fhayote"))
    assert ("artifact", "Fhayote") in slip
    lupin = buyer("Pasze Dyszkiewicz sp. z o.o.", "Igor Dyszkiewicz", "Poland", "sweet lupin seeds")
    text = "Dear Igor,\n\nOur Lupinus angustifolius seeds suit Pasze Dyszkiewicz." + JOSE
    assert errors(text.format("Agrícola Tierra de Pococí S.A."), lupin, POCOCI) == []


def test_the_models_note_sentences_copy_the_note() -> None:
    # M018 "You asked about a soon, so I am happy to send details."; M003 "You asked about a
    # set of Russell Specialty Foods LLC stands out among buyers ..."; M001 "It was good to meet
    # you at palm." for a buyer met at SIAL Paris
    notes = "Asked for a sample of organic hearts of palm at Summer Fancy Food Show"
    record = buyer(
        "Russell Specialty Foods LLC", "Christopher Russell", "United States", "hearts of palm",
        notes=notes,
    )  # fmt: skip
    body = (
        "Dear Christopher,\n\n{} I am writing to introduce Agrícola Tierra de Pococí S.A. to "
        "Russell Specialty Foods LLC.\n\nKind regards,\nJosé Pablo Vargas Solano\nAgrícola "
        "Tierra de Pococí S.A."
    )
    good = "You asked about a sample of organic hearts of palm, so I am happy to send details."
    assert errors(body.format(good), record, POCOCI) == []
    for slip in (
        "You asked about a soon, so I am happy to send details.",
        "You asked about a set of Russell Specialty Foods LLC stands out among buyers.",
        "You asked about a sample of Russell Specialty Foods LLC.",
        "You asked about avte list for distributors abroad.",  # fresh15 M008
        "It was good to meet you; asked about palm grade stands out among buyers.",  # fresh16
    ):
        assert any(t == "artifact" for t, _ in errors(body.format(slip), record, POCOCI)), slip
    met = record.model_copy(update={"notes": "Met at SIAL Paris; wants 400 g jars"})
    assert errors(body.format("It was good to meet you at SIAL Paris."), met, POCOCI) == []
    palm = errors(body.format("It was good to meet you at palm."), met, POCOCI)
    assert any(t == "artifact" for t, _ in palm)
    cosmetics = record.model_copy(update={"notes": "Met at in-cosmetics Global, Paris"})
    fair = "It was a pleasure to meet you at in-cosmetics Global in Paris."
    assert errors(body.format(fair), cosmetics, POCOCI) == []


def test_another_feed_meal() -> None:
    # I055 "our offer for 500 t of palm kernel meal" to a copra-meal buyer
    huon = Sender(
        company="Huon Gulf Marine Products (PNG) Ltd",
        name="Kila Tamarua",
        country="Papua New Guinea",
    )
    record = buyer("Le Feed Co., Ltd.", "Le Thi Thu Trang", "Vietnam", "copra meal")
    body = (
        "Dear Ms Trang,\n\nJust checking whether our offer for 500 t of {} meal CFR Ho Chi Minh "
        "City reached Le Feed.\n\nBest regards,\nKila Tamarua\nHuon Gulf Marine Products (PNG) Ltd"
    )
    assert errors(body.format("copra"), record, huon) == []
    assert any(t == "category_wrong" for t, _ in errors(body.format("palm kernel"), record, huon))


def test_the_start_of_the_products_word_garbled() -> None:
    # M022 subject "Bath papleaf fern from Agrícola Tierra de Pococí S.A." for leatherleaf fern
    record = buyer("Blumengroßhandel Kreusel GmbH", "Franca Kreusel", "Germany", "leatherleaf fern")
    body = "Dear Franca,\n\nWe grow leatherleaf fern for Blumengroßhandel Kreusel." + JOSE
    body = body.format("Agrícola Tierra de Pococí S.A.")
    subject = "{} fern from Agrícola Tierra de Pococí S.A."
    assert errors(body, record, POCOCI, subject=subject.format("Leatherleaf")) == []
    assert ("artifact", "papleaf") in errors(
        body, record, POCOCI, subject=subject.format("papleaf")
    )
