"""What dev_fresh27's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors, findings

from sales_dlm.inputs.records import Sender

BALSAMO = Sender(
    company="Bálsamo del Pacífico, S.A. de C.V.",
    name="Rafael Antonio Menjívar Alvarado",
    title="Jefe de Ventas Internacionales",
    country="El Salvador",
)
SIGNED = "\n\nBest regards,\nRafael Menjívar\n{}\nBálsamo del Pacífico, S.A. de C.V."


def test_the_senders_title_translated_into_english() -> None:
    # N018, N022 "International Sales Manager" signed under "Jefe de Ventas Internacionales"
    record = buyer("Hodges Hispanic Foods, Inc.", "Caroline Hodges", "United States",
                   "frozen loroco buds")  # fmt: skip
    body = "Dear Ms Hodges,\n\nWe offer Hodges Hispanic Foods frozen loroco buds." + SIGNED
    assert errors(body.format("International Sales Manager"), record, BALSAMO) == []
    wrong = errors(body.format("International Purchasing Manager"), record, BALSAMO)
    assert any(t == "sender_wrong" for t, _ in wrong)


def test_a_product_named_after_a_country_in_the_letters_language() -> None:
    # N017 "un échantillon de 500 g de baume du Pérou brut" to a Peru balsam buyer in France
    note = "Rencontrée au salon SIMPPAR à Paris. Demande un échantillon de 500 g."
    body = (
        "Madame,\n\nsuite à notre rencontre au salon SIMPPAR à Paris, je vous confirme l'envoi "
        "d'un échantillon de 500 g de baume du Pérou brut pour Morel Matières Aromatiques."
        + SIGNED.format("Jefe de Ventas Internacionales")
    )
    record = buyer("Morel Matières Aromatiques SARL", "Emmanuelle Morel", "France", "Peru balsam",
                   notes=note)  # fmt: skip
    assert errors(body, record, BALSAMO) == []
    record = buyer("Morel Matières Aromatiques SARL", "Emmanuelle Morel", "France", "tolu balsam",
                   notes=note)  # fmt: skip
    assert any(f == "Pérou" for _, _, f in findings(body, record, BALSAMO))


def test_german_words_that_are_english_category_words() -> None:
    # N016 "es hat mich gefreut" (a verb, not a hat), to a Swiss buyer
    record = buyer("Egli Duftstoffe AG", "Séverine Egli", "Switzerland", "Peru balsam",
                   notes="Met at in-cosmetics Global in Paris")  # fmt: skip
    body = (
        "Grüezi Frau Egli,\n\nes hat mich gefreut, Sie an der in-cosmetics Global in Paris "
        "kennenzulernen. Sie hatten nach den IFRA-Grenzwerten gefragt: zulässig sind nur "
        "Extrakte und Destillate, die bestimmte Grenzwerte einhalten. Unser Destillat erfüllt "
        "diese Vorgaben, das Zertifikat lege ich bei.\n\nGerne sende ich der Egli Duftstoffe AG "
        "ein Muster von 100 g." + SIGNED.format("Jefe de Ventas")
    )
    assert errors(body, record, BALSAMO) == []
    assert not any(f == "hat" for _, _, f in findings(body, record, BALSAMO))  # not even a doubt
    hats = body.replace("Gerne sende", "We can also supply hats. Gerne sende")
    assert any(t == "category_wrong" for t, _ in errors(hats, record, BALSAMO))


def test_a_german_meeting_at_another_fair() -> None:
    # I016 "es hat mich gefreut, Sie an der Vitafoods Europe in Genf kennenzulernen" for a note
    # on in-cosmetics Global in Paris
    note = "Met at in-cosmetics Global in Paris; asked about the IFRA limits for Peru balsam."
    record = buyer("Egli Duftstoffe AG", "Séverine Egli", "Switzerland", "Peru balsam",
                   notes=note)  # fmt: skip
    body = (
        "Grüezi Frau Egli,\n\nes hat mich gefreut, Sie an der {} kennenzulernen. Für die Egli "
        "Duftstoffe AG lege ich das IFRA-Zertifikat bei." + SIGNED.format("Jefe de Ventas")
    )
    assert errors(body.format("in-cosmetics Global in Paris"), record, BALSAMO) == []
    wrong = errors(body.format("Vitafoods Europe in Genf"), record, BALSAMO)
    assert any(t == "note_wrong" for t, _ in wrong)
