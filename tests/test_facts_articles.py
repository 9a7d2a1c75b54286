"""A singular count noun without its article (#16): the real drafts of two runs where the
decoder dropped the "a" after a company name, each beside well-written twins using the same
words, which must stay clean."""

from __future__ import annotations

import pytest

from sales_dlm.facts import CheckContext, Draft, Severity, check
from sales_dlm.inputs.records import Buyer, Sender

KESTREL = Sender(
    company="Kestrel Export Ltd",
    name="Daniel Moreau",
    title="Export Manager",
    country="United Kingdom",
)
SIGNATURE = "\n\nWarm regards,\nDaniel Moreau\nExport Manager | Kestrel Export Ltd"
CARDENAS = Buyer(
    buyer_id="L023",
    company="Familia Cárdenas S.Coop.",
    contact_name="Juan Manuel Diez",
    contact_title="Category Manager",
    country="Spain",
    product_category="packaging materials",
)
OCEANIC = Buyer(
    buyer_id="B012",
    company="Oceanic Marine Hardware Ltd",
    contact_name="James O'Connor",
    contact_title="Operations Manager",
    country="United Kingdom",
    product_category="marine hardware",
)


def _errors(buyer: Buyer, body: str, subject: str = "") -> list[tuple[str, str, str]]:
    ctx = CheckContext.build([buyer], KESTREL)
    found = check(Draft(subject=subject, body=body + SIGNATURE), buyer, ctx)
    return [(f.type.value, f.found, f.message) for f in found if f.severity is Severity.error]


def _letter(buyer: Buyer, sentence: str) -> str:
    first = buyer.contact_name.split()[0]
    company = buyer.company if buyer.company.endswith(".") else buyer.company + "."
    return (
        f"Dear {first},\n\nI am writing to introduce Kestrel Export Ltd to {company} "
        f"{sentence} As {buyer.contact_title}, you will want partners who deliver on time.\n\n"
        "Would you be open to a short call next week?"
    )


@pytest.mark.parametrize(
    ("buyer", "sentence"),
    [
        # /tmp/final_b L023 (diffusion) and /tmp/final_a B012, as the runs wrote them
        (
            CARDENAS,
            "We would like to offer Familia Cárdenas S.Coop. steady source of packaging materials.",
        ),
        (
            OCEANIC,
            "We would like to offer Oceanic Marine Hardware Ltd steady source of marine hardware.",
        ),
        (OCEANIC, "We could send you quick quote for deck fittings."),
        (OCEANIC, "Oceanic Marine Hardware Ltd could count on us for reliable partner in Asia."),
    ],
)
def test_a_count_noun_without_its_article_fails(buyer, sentence):
    errors = _errors(buyer, _letter(buyer, sentence))
    assert [e[0] for e in errors] == ["artifact"]
    assert errors[0][2].endswith("needs an article ('a')")


@pytest.mark.parametrize(
    ("buyer", "sentence"),
    [
        # the good form of the same sentences
        (
            CARDENAS,
            "We would like to offer Familia Cárdenas S.Coop. a steady source of packaging"
            " materials.",
        ),
        (
            OCEANIC,
            "We would like to offer Oceanic Marine Hardware Ltd our steady supply of marine"
            " hardware.",
        ),
        # plurals and mass nouns stand without an article
        (OCEANIC, "We would like to offer Oceanic Marine Hardware Ltd samples of deck fittings."),
        (OCEANIC, "We can offer Oceanic Marine Hardware Ltd competitive pricing on cleats."),
        (OCEANIC, "We can send you quick quotes and free samples of stainless cleats."),
        (OCEANIC, "We could supply Oceanic Marine Hardware Ltd stainless deck hardware."),
        # a compound goes on past the listed noun
        (OCEANIC, "Happy to send Oceanic Marine Hardware Ltd price lists for review."),
        # after a preposition a noun alone is often right; a phrase with "a" always is
        (OCEANIC, "We are ready for review of your specs and work with a reliable partner."),
        (OCEANIC, "Marine hardware is available on request, with short lead times."),
    ],
)
def test_the_same_words_written_well_stay_clean(buyer, sentence):
    assert _errors(buyer, _letter(buyer, sentence)) == []


def test_a_title_and_a_headline_subject_are_not_read():
    subject = "Offer Oceanic Marine Hardware Ltd steady source of marine hardware"
    body = _letter(OCEANIC, "As Operations Manager, Steady Source Partner may interest you.")
    assert _errors(OCEANIC, body, subject=subject) == []
