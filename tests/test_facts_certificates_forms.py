"""A note's certificate quoted as another; the record's material in another form; a title
that runs on into the next clause (dev_fresh11, 18, 23, 32, 34, 35, 36's missed drafts)."""

from __future__ import annotations

from facts_letters import buyer, errors, findings

from sales_dlm.inputs.records import Sender

STANN_CREEK = Sender(company="Stann Creek Valley Exports Ltd.", name="Marisol Cho",
                     title="Export Sales Manager", country="Belize")  # fmt: skip
SIGNED = "\n\nKind regards,\nMarisol Cho\nStann Creek Valley Exports Ltd."


def test_a_note_s_certificate_quoted_as_another() -> None:
    # dev_fresh34 I014 "I know that ... needs a halal certificate" for a note's kosher one
    note = "Needs a kosher certificate for each shipment; main customers are supermarkets."
    record = buyer("Aharon Legumes Ltd", "Noga Aharon", "Israel", "red kidney beans", notes=note)
    body = (
        "Dear Ms Aharon,\n\nI know that Aharon Legumes Ltd needs a {} certificate with every "
        "shipment, so let me start there: our red kidney beans are packed in a certified "
        "plant, and a certificate is issued for each lot." + SIGNED
    )
    assert errors(body.format("kosher"), record, STANN_CREEK) == []
    assert ("note_wrong", "halal") in errors(body.format("halal"), record, STANN_CREEK)
    # the sender's own schemes are no quote of the buyer's wish
    also = body.format("kosher").replace("certified plant", "plant certified halal too")
    assert errors(also, record, STANN_CREEK) == []


def test_the_record_s_material_in_another_form() -> None:
    # dev_fresh35 I026 "We supply zinc concentrate" for zinc ingots; dev_fresh11 I053
    record = buyer("Demir Metal A.Ş.", "Ayşe Demir", "Turkey", "zinc ingots")
    body = "Dear Ms Demir,\n\nWe supply {} to galvanizers such as Demir Metal A.Ş." + SIGNED
    assert errors(body.format("SHG zinc ingots"), record, STANN_CREEK) == []
    assert ("category_wrong", "zinc concentrate") in errors(
        body.format("zinc concentrate"), record, STANN_CREEK
    )
    juice = buyer("Nar Gida Ltd", "Ali Nar", "Turkey", "pomegranate juice")
    letter = "Dear Mr Nar,\n\nWe offer {} to Nar Gida Ltd from our orchards." + SIGNED
    assert errors(letter.format("pomegranate juice concentrate"), juice, STANN_CREEK) == []
    assert ("category_wrong", "pomegranate wine") in errors(
        letter.format("pomegranate wine"), juice, STANN_CREEK
    )


def test_the_material_s_other_form_only_mentioned_is_a_doubt() -> None:
    # "we smelt our own zinc concentrate": a raw material named, not offered
    record = buyer("Demir Metal A.Ş.", "Ayşe Demir", "Turkey", "zinc ingots")
    body = (
        "Dear Ms Demir,\n\nOur smelter refines zinc concentrate from our own mine, and we "
        "supply zinc ingots to Demir Metal A.Ş. and other galvanizers." + SIGNED
    )
    assert errors(body, record, STANN_CREEK) == []
    assert ("category_wrong", "warning", "zinc concentrate") in findings(
        body, record, STANN_CREEK
    )


def test_a_title_running_on_into_the_next_clause() -> None:
    # dev_fresh36 M030 "As Category Manager, Spirits partners who deliver on time."
    record = buyer("Beasley Fine Wines Inc.", "Angela Beasley", "Canada", "rum",
                   title="Category Manager, Spirits")  # fmt: skip
    body = (
        "Dear Angela,\n\nWe supply rum to Beasley Fine Wines Inc. As Category Manager, Spirits"
        "{} partners who deliver on time." + SIGNED
    )
    assert errors(body.format(", you value"), record, STANN_CREEK) == []
    assert [e[0] for e in errors(body.format(""), record, STANN_CREEK)] == ["artifact"]
