"""Helpers for checker tests written as whole letters: a buyer record and a draft's errors."""

from __future__ import annotations

from sales_dlm.facts import CheckContext, Draft, Severity, check
from sales_dlm.inputs.records import Buyer, Sender


def buyer(company, contact, country, category, title="", notes="") -> Buyer:
    return Buyer(
        buyer_id="Q1",
        company=company,
        contact_name=contact,
        contact_title=title,
        country=country,
        product_category=category,
        notes=notes,
    )


def errors(body: str, record: Buyer, sender: Sender, subject: str = "Offer") -> list:
    """(type, found) of every error the checker finds in the draft, in order."""
    return check_batch(body, record, [], sender, subject)


def findings(body: str, record: Buyer, sender: Sender, subject: str = "Offer") -> list:
    """(type, severity, found) of every finding, warnings too, in order."""
    found = check(Draft(subject=subject, body=body), record, CheckContext.build([record], sender))
    return [(f.type.value, f.severity.value, f.found) for f in found]


def check_batch(body: str, record: Buyer, others: list, sender: Sender, subject: str = "Offer"):
    """`errors`, with the other buyers of the batch indexed too (for company_foreign)."""
    context = CheckContext.build([record, *others], sender)
    found = check(Draft(subject=subject, body=body), record, context)
    return [(f.type.value, f.found) for f in found if f.severity is Severity.error]
