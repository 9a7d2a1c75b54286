"""What dev_fresh10's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.facts import CheckContext, Draft, check
from sales_dlm.inputs.records import Sender

MARINE = Sender(
    company="Breiðafjörður Marine ehf.", name="Guðrún Ósk Sigurðardóttir", country="Iceland"
)
TERANGA = Sender(company="Teranga Saloum Export SUARL", name="Awa Ndiaye", country="Senegal")
SIGNED = "\n\nBest regards,\nGuðrún Ósk Sigurðardóttir\nBreiðafjörður Marine ehf."


def _buyer(company, contact, country, category, notes=""):
    return buyer(company, contact, country, category, notes=notes)


def _errors(body: str, record, sender: Sender = MARINE) -> list:
    return errors(body, record, sender)


OIL = _buyer("Lagos Pharma Ltd", "Ngozi Okafor", "Nigeria", "cod liver oil")
KELP = _buyer("Bach Foder ApS", "Mads Bach", "Denmark", "kelp meal")


def test_a_paragraph_wrapped_at_a_fixed_width_is_not_cut() -> None:
    # N005, N035, N045 ...: plain-text letters wrapped at about 72 characters
    body = (
        "Dear Ms Okafor,\n\nGood day. My name is Guðrún Ósk Sigurðardóttir and I handle "
        "exports at\n"
        "Breiðafjörður Marine ehf., an Icelandic refiner of cod liver oil for Lagos Pharma."
        + SIGNED
    )
    assert _errors(body, OIL) == []
    # a short line that stops on "at" before a list item is still cut
    cut = body.replace("I handle exports at\n", "I handle exports at\n- ")
    assert any(t == "artifact" for t, _ in _errors(cut.replace("Good day. My name is ", ""), OIL))


def test_vitamins_abbreviations_and_packs_are_no_offers() -> None:
    # N001, N004, N005, N014, N016: what the oil holds, the pharmacopoeia, the bags it comes in
    body = (
        "Dear Ms Okafor,\n\nLagos Pharma may like our refined cod liver oil with natural vitamins "
        "A and D, refined to the Ph. Eur. monograph, from Citrus-free farms. We ship it in "
        "190 kg drums or 1 t big bags, with a pesticide residue report." + SIGNED
    )
    assert _errors(body, OIL) == []
    offer = body.replace("with a pesticide residue report", "and we also sell pesticides")
    assert any(t == "category_wrong" for t, _ in _errors(offer, OIL))


def test_a_region_after_from_the_is_no_cut_company_name() -> None:
    # N029: "Our new crop from the Saloum" for Teranga Saloum Export SUARL
    buyer = _buyer("Tea House Co., Ltd.", "Lin Mei", "Taiwan", "dried hibiscus flowers")
    body = (
        "Dear Ms Lin,\n\nOur new crop from the Saloum is now dried, and Tea House may like it."
        "\n\nBest regards,\nAwa Ndiaye\nTeranga Saloum Export SUARL"
    )
    assert _errors(body, buyer, TERANGA) == []
    found = check(Draft(subject="Hibiscus", body=body), buyer, CheckContext.build([buyer], TERANGA))
    assert [f.message for f in found if f.found == "Saloum"] == []  # not even a doubt


def test_a_call_claimed_without_a_note() -> None:
    # T035: "Thank you for the call last Thursday." to a buyer whose record has no note
    body = (
        "Dear Mr Bach,\n\nThank you for the call last Thursday. Bach Foder may like our kelp meal."
    )
    assert ("note_wrong", "the call last") in _errors(body + SIGNED, KELP)
    noted = _buyer("Bach Foder ApS", "Mads Bach", "Denmark", "kelp meal", "Call on 4 Dec")
    assert _errors(body + SIGNED, noted) == []


def test_labels_grades_places_and_abbreviations_of_a_trade_letter() -> None:
    # N020 "documents\nDocuments:", N039 "A to AAA", N012 "from Breiðafjörður, dried",
    # N053 "a UK organic logo", "into your printed pouches"
    body = (
        "Dear Mr Bach,\n\nPayment: 30% advance, balance against documents\nDocuments: invoice, "
        "packing list\n\nEach parcel is sorted by colour (A to AAA). Our kelp from "
        "Breiðafjörður, dried at low heat, goes into your printed pouches for Bach Foder, with "
        "a UK organic logo." + SIGNED
    )
    uk = _buyer("Bach Foder Ltd", "Mads Bach", "United Kingdom", "kelp meal")
    assert _errors(body, uk) == []
    assert ("artifact", "documents documents") in _errors(
        body.replace("documents\nDocuments", "documents documents"), uk
    )
    assert any(
        t == "artifact" for t, _ in _errors(body.replace("a UK organic", "a Japan organic"), KELP)
    )


def test_fresh10_letters_of_the_second_session() -> None:
    # N051 "Caro Senhor Costa Pires"; N028 a country the notes name; N046 a question wrapped at
    # a fixed width; N005 "Apapa and Tin Can Island"; N054 "flor de jamaica"
    tannin = _buyer("Curtumes Abreu, Lda.", "António Costa Pires", "Portugal", "quebracho extract")
    body = (
        "Caro Senhor Costa Pires,\n\nProponho uma amostra de quebracho extract para a "
        "Curtumes Abreu.\n\nCom os melhores cumprimentos,\nAwa Ndiaye"
    )
    assert _errors(body, tannin, TERANGA) == []
    assert any(
        t == "contact_wrong"
        for t, _ in _errors(body.replace("Costa Pires", "Costa Lopes"), tannin, TERANGA)
    )
    hibiscus = _buyer(
        "Distribuidora Alarcón S.A. de C.V.",
        "Jacobo Mares",
        "Mexico",
        "dried hibiscus flowers",
        notes="Buys flor de jamaica from Nigeria now",
    )
    note = (
        "Estimado Sr. Mares:\n\nDistribuidora Alarcón compra flor de jamaica de {}; la "
        "nuestra es de Senegal.\n\nSaludos cordiales,\nAwa Ndiaye"
    )
    assert _errors(note.format("Nigeria"), hibiscus, TERANGA) == []
    assert ("country_wrong", "Ghana") in _errors(note.format("Ghana"), hibiscus, TERANGA)
    roe = _buyer("Heinrich Feinkost GmbH", "Jan Margraf", "Germany", "lumpfish roe")
    wrapped = (
        "Dear Mr Margraf,\n\nEaster is the high season for lumpfish roe. Would Heinrich "
        "Feinkost like us to reserve jars of black and red roe for\ndelivery in March?" + SIGNED
    )
    assert _errors(wrapped, roe, MARINE) == []
    assert any(t == "artifact" for t, _ in _errors(wrapped.replace("?", "."), roe, MARINE))
    ports = (
        "Dear Ms Okafor,\n\nWe ship cod liver oil to Apapa and Tin Can Island for Lagos "
        "Pharma." + SIGNED
    )
    assert _errors(ports, OIL, MARINE) == []
    assert any(
        t == "category_wrong"
        for t, _ in _errors(
            ports.replace(
                "We ship cod liver oil to Apapa and Tin Can Island", "We also offer Tin Cans"
            ),
            OIL,
            MARINE,
        )
    )
