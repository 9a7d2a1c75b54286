"""What dev_fresh31's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors, findings

from sales_dlm.inputs.records import Sender

STRELASUND = Sender(
    company="Strelasund Handelskontor GmbH & Co. KG",
    name="Wiebke Mareike Thießen",
    title="Leitung Export",
    country="Germany",
)
MUHARRAQ = Sender(
    company="Muharraq Lulu Trading W.L.L.",
    name="Maryam Jassim Al-Mannai",
    title="Sales & Export Manager",
    country="Bahrain",
)
MAZARUNI = Sender(
    company="Mazaruni Woods & Provisions Inc.",
    name="Shondelle Marisa Yhap",
    title="Export Marketing Officer",
    country="Guyana",
)
SIGNED = "\n\nBest regards,\nWiebke Thießen\nStrelasund Handelskontor GmbH & Co. KG"


def test_an_arabic_family_name_with_its_article() -> None:
    # N011 "Dear Mr El-Banna" for حسام البنا (anyascii "lbn": the article and two letters)
    record = buyer("شركة البنا للتقاوي والتجارة", "حسام البنا", "Egypt", "certified seed potatoes")
    body = "Dear Mr {},\n\nPlease find our offer of certified seed potatoes below." + SIGNED
    assert errors(body.format("El-Banna"), record, STRELASUND) == []
    assert ("contact_wrong", "El-Badri") in errors(body.format("El-Badri"), record, STRELASUND)


def test_seed_potato_classes_are_no_legal_form() -> None:
    # N012 "en classes SE, E et A" (SE: a European company's form too)
    record = buyer("Pommes de Terre Lavallée SAS", "Luc Lavallée", "France",
                   "certified seed potatoes")  # fmt: skip
    body = (
        "Bonjour Monsieur Lavallée,\n\nPour Pommes de Terre Lavallée, nos plants certifiés "
        "sont disponibles en classes {}, E et A, calibres 28/35 à 45/55 mm." + SIGNED
    )
    assert errors(body.format("SE"), record, STRELASUND) == []
    wrong = errors(body.format("SE") + "\nStrelasund SE", record, STRELASUND)
    assert any(t == "sender_wrong" for t, _ in wrong)


def test_a_tree_named_in_latin_after_from() -> None:
    # N020 "hand-split from Eperua falcata" (Eperua is no misspelled Peru)
    record = buyer("Curtis Roofing Supply LLC", "Joanne Curtis", "United States",
                   "wallaba roofing shingles")  # fmt: skip
    body = (
        "Dear Ms Curtis,\n\nOur wallaba roofing shingles for Curtis Roofing Supply are "
        "hand-split from {}, 24 inches long.\n\nRegards,\nShondelle Yhap\n"
        "Mazaruni Woods & Provisions Inc."
    )
    assert errors(body.format("Eperua falcata"), record, MAZARUNI) == []
    assert any(t == "country_wrong" for t, _ in errors(body.format("Eperua"), record, MAZARUNI))


def test_an_engineer_greeted_by_title() -> None:
    # N032 "Dear Eng. Dalia Fawzy"
    record = buyer("Fawzy Steel Co.", "Dalia Fawzy", "Egypt", "iron ore pellets")
    body = (
        "Dear {} Dalia Fawzy,\n\nWe supply iron ore pellets to Fawzy Steel Co.\n\nBest regards,"
        "\nMaryam Al-Mannai\nMuharraq Lulu Trading W.L.L."
    )
    assert errors(body.format("Eng."), record, MUHARRAQ) == []
    assert any(t == "contact_wrong" for t, _ in errors(body.format("Emma"), record, MUHARRAQ))


def test_the_hague_and_a_figure_of_the_notes() -> None:
    # N041 "I could bring one to The Hague"; I041 "the 60 two-seater chairs" for a note
    # "wants 40 two-seater chairs"
    note = "Met at spoga+gafa Cologne; wants 40 two-seater chairs for a beach pavilion."
    record = buyer("Haack Strandinrichting B.V.", "Tessa Haack", "Netherlands",
                   "roofed wicker beach chairs", notes=note)  # fmt: skip
    body = (
        "Hi Tessa,\n\nI'm following up on the price list I sent after spoga+gafa for the {} "
        "two-seater chairs. If Haack Strandinrichting B.V. would like to see a chair, I could "
        "bring one to The Hague in January." + SIGNED
    )
    assert errors(body.format("40"), record, STRELASUND) == []
    assert ("note_wrong", "60 two-seater") in errors(body.format("60"), record, STRELASUND)


def test_a_city_in_another_case() -> None:
    # N005 "Strelasund Handelskontor GmbH & Co. KG ze Stralsundu" (from Stralsund, in Polish)
    record = buyer("Mueller Wypoczynek Sp. z o.o.", "Jan Mueller", "Poland",
                   "roofed wicker beach chairs")  # fmt: skip
    body = (
        "Szanowny Panie Janie,\n\npiszę do Pana z firmy Strelasund Handelskontor GmbH & Co. KG "
        "ze {}. Produkujemy wiklinowe kosze plażowe z daszkiem, które wysyłamy do hoteli i "
        "kempingów nad Bałtykiem, także dla firmy Mueller Wypoczynek.\n\n"
        "Z poważaniem\nWiebke Thießen\nStrelasund Handelskontor GmbH & Co. KG"
    )
    assert errors(body.format("Stralsundu"), record, STRELASUND) == []
    wrong = errors(body.format("Strelasond"), record, STRELASUND)
    assert any(t == "sender_wrong" for t, _ in wrong)


def test_a_colour_and_what_the_wood_holds() -> None:
    # N024 "- Lot ML-17: 12 button pearls, 7–9 mm, cream"; N051 "the wood's natural resins"
    pearls = buyer("Gawde Jewellers Pvt. Ltd.", "Gotam Gawde", "India", "natural Gulf pearls")
    body = (
        "Dear Gotam,\n\nOur current lots of natural Gulf pearls for Gawde Jewellers:\n- Lot "
        "ML-17: 12 button pearls, 7–9 mm, {}\n\nWith best regards,\nMaryam Al-Mannai\n"
        "Muharraq Lulu Trading W.L.L."
    )
    assert errors(body.format("cream"), pearls, MUHARRAQ) == []
    wrong = errors(body.format("and our cream cheese"), pearls, MUHARRAQ)
    assert any(t == "category_wrong" for t, _ in wrong)
    shingles = buyer("Curtis Roofing Supply LLC", "Joanne Curtis", "United States",
                     "wallaba roofing shingles")  # fmt: skip
    body = (
        "Dear Ms Curtis,\n\nOur wallaba roofing shingles for Curtis Roofing Supply are untreated:"
        " {} protect it.\n\nRegards,\nShondelle Yhap\nMazaruni Woods & Provisions Inc."
    )
    assert errors(body.format("the wood's natural resins"), shingles, MAZARUNI) == []
    wrong = errors(body.format("we also supply resins that"), shingles, MAZARUNI)
    assert any(t == "category_wrong" for t, _ in wrong)


def test_a_closing_in_two_languages() -> None:
    # N002 "Med venlig hilsen / Kind regards" before the signature
    record = buyer("Mathiasen Strand & Have ApS", "Nicolaj Mathiasen", "Denmark",
                   "roofed wicker beach chairs")  # fmt: skip
    body = (
        "Kære Nicolaj Mathiasen,\n\nWe build roofed wicker beach chairs for Mathiasen Strand & "
        "Have ApS. Would a catalogue with prices in DKK be {}\n\nMed venlig hilsen / Kind "
        "regards\n\nWiebke Thießen\nStrelasund Handelskontor GmbH & Co. KG"
    )
    # not even a doubt of a sentence cut off: the closing starts the signature
    assert findings(body.format("useful?"), record, STRELASUND) == []
    # the paragraph before such a closing is still read for a sentence cut off
    wrong = errors(body.format("useful to your shops and the"), record, STRELASUND)
    assert any(t == "artifact" for t, _ in wrong)


def test_your_company_in_arabic_hindi_and_french() -> None:
    # I036 "En tant que gérant de votre galerie", I047 "لشركتكم", I053 "आपकी कंपनी" where the
    # name belongs, in a letter that does not introduce its writer
    record = buyer("Galerie Toussaint SRL", "Esteban Toussaint", "Belgium",
                   "serpentine stone sculptures", title="Gérant")  # fmt: skip
    body = (
        "Monsieur Toussaint,\n\nNous exportons des sculptures en serpentine de 30 cm à près de "
        "deux mètres. En tant que gérant de {}, vous pourriez être intéressé par une "
        "exposition consacrée à la sculpture shona.\n\nPuis-je vous envoyer notre catalogue ?"
        "\n\nCordialement,\nShondelle Yhap\nMazaruni Woods & Provisions Inc."
    )
    named = errors(body.format("la Galerie Toussaint"), record, MAZARUNI)
    assert not any(t == "company_missing" for t, _ in named)
    assert ("company_missing", "") in errors(body.format("votre galerie"), record, MAZARUNI)
