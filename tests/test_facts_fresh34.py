"""What dev_fresh34's model drafts showed (read after its one held-out run): slips of the
embedded models the checker passed, each beside the good letter it must still pass."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

STANN_CREEK = Sender(
    company="Stann Creek Valley Exports Ltd.",
    name="Marisol Andrea Cho Usher",
    title="Export Sales Manager",
    country="Belize",
)
SIGNED = "\n\nKind regards,\nMarisol Andrea Cho Usher\nStann Creek Valley Exports Ltd."


def test_an_unknown_word_in_the_product_s_slot() -> None:
    # M022, M024, M025 "We supply frozen moteen conch meat from Belize" for frozen queen conch
    record = buyer("Marée Meyer SAS", "Frédérique Meyer", "France", "frozen queen conch meat")
    body = (
        "Dear Frédérique Meyer,\n\nAs a buyer at Marée Meyer SAS, you know how much reliable "
        "supply matters. We supply frozen {} conch meat from Belize with short lead times."
        + SIGNED
    )
    assert errors(body.format("queen"), record, STANN_CREEK) == []
    assert ("artifact", "moteen") in errors(body.format("moteen"), record, STANN_CREEK)


def test_an_answer_to_a_request_never_made() -> None:
    # M016 "It was good to meet you at Anuga Cologne; so I am happy to send details."
    note = "Met at Anuga Cologne; asked for a 58 °Brix spec sheet and a 20 kg sample."
    record = buyer("Berger Fruchtsaft GmbH", "Freya Berger", "Germany",
                   "grapefruit juice concentrate", notes=note)  # fmt: skip
    body = (
        "Dear Freya Berger,\n\nIt was good to meet you at Anuga Cologne{} so I am happy to send "
        "details. We supply grapefruit juice concentrate to Berger Fruchtsaft GmbH." + SIGNED
    )
    asked = ". You asked for a 58 °Brix spec sheet,"
    assert errors(body.format(asked), record, STANN_CREEK) == []
    wrong = errors(body.format(";"), record, STANN_CREEK)
    assert any(t == "artifact" for t, _ in wrong)


def test_a_kosher_certifier_is_no_legal_form() -> None:
    # N047 "Our new OU kosher certificate for the 2025 crop" (OU: an Estonian OÜ's form too)
    note = "Needs a kosher certificate for each shipment."
    record = buyer("Aharon Legumes Ltd", "Noga Aharon", "Israel", "red kidney beans", notes=note)
    body = (
        "Hi Noga,\n\nOur new {} kosher certificate for the 2025 crop of red kidney beans is "
        "attached for Aharon Legumes." + SIGNED
    )
    assert errors(body.format("OU"), record, STANN_CREEK) == []
    wrong = errors(body.format("OU") + "\nStann Creek Valley Exports OU", record, STANN_CREEK)
    assert any(t == "sender_wrong" for t, _ in wrong)
