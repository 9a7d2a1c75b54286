"""A company name written on into stray letters after a dot (#16): "Kestrel Export Ltd.K." of a
real run (/tmp/final_b L017) passed the checker, every word of the sender's name being there.
Beside it, twins that use the same names and dots correctly."""

from __future__ import annotations

import pytest

from sales_dlm.facts import CheckContext, Draft, Severity, check
from sales_dlm.inputs.records import Buyer
from tests.test_facts_articles import KESTREL, SIGNATURE  # the sender of the same real run


def _buyer(company: str) -> Buyer:
    return Buyer(
        buyer_id="L017",
        company=company,
        contact_name="Arin Lall",
        contact_title="Senior Buyer",
        country="India",
        product_category="auto parts",
    )


def _errors(buyer: Buyer, middle: str) -> list[tuple[str, str, str]]:
    company = buyer.company if buyer.company.endswith(".") else buyer.company + "."
    body = (
        f"Dear Arin,\n\nI am writing to introduce Kestrel Export Ltd to {company} {middle}"
        " We can prepare samples of our auto parts for your review.\n\n"
        "Arin, may I send you a few samples?" + SIGNATURE
    )
    ctx = CheckContext.build([buyer], KESTREL)
    found = check(Draft(body=body), buyer, ctx)
    return [(f.type.value, f.found, f.expected) for f in found if f.severity is Severity.error]


def test_the_senders_company_run_on_into_letters_is_sender_wrong():
    # the run's draft: "... to Pingle Inc. Kestrel Export Ltd.K. We can prepare samples ..."
    buyer = _buyer("Pingle Inc")
    errors = _errors(buyer, "Kestrel Export Ltd.K.")
    assert errors == [("sender_wrong", "Kestrel Export Ltd.K", "Kestrel Export Ltd")]


def test_the_buyers_company_run_on_into_letters_is_misspelled():
    buyer = _buyer("Pingle Inc")
    errors = _errors(buyer, "Pingle Inc.Q. stands out among importers.")
    assert errors == [("company_misspelled", "Pingle Inc.Q", "Pingle Inc")]


@pytest.mark.parametrize(
    ("company", "middle"),
    [
        # the legal form's own dots ("S.A.", "Co. KG"), a sentence after the name
        ("Pingle Inc", "Kestrel Export Ltd. We know the Indian market."),
        ("Auto Pecas S.A.", "Kestrel Export Ltd. ships to Auto Pecas S.A. every month."),
        ("Lall Motoren GmbH & Co. KG", "Lall Motoren GmbH & Co.KG buys brake pads from Pune."),
        ("Pingle Inc", "Kestrel Export Ltd.\nWe ship from Felixstowe."),
        # a form of many letters written as the record writes it (/tmp/final_b L003's buyer)
        ("Isabel Andreu Vara S.L.N.E.", "Isabel Andreu Vara S.L.N.E. may need brake pads."),
    ],
)
def test_names_with_their_own_dots_stay_clean(company, middle):
    assert _errors(_buyer(company), middle) == []
