"""artifact: sentences and emails that lost a part (passed drafts of the faker-trained models on
benchmarks/multilocale, 2026-12-05), and the well-formed text beside each."""

from __future__ import annotations

import sys

import pytest

from sales_dlm.facts import CheckContext, Draft, check
from sales_dlm.inputs.records import Sender, read_buyers

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROWS = [r.buyer for r in read_buyers("benchmarks/multilocale/buyers.csv") if r.buyer is not None]
with open("benchmarks/multilocale/sender.toml", "rb") as f:
    SENDER = Sender(**{k: v for k, v in tomllib.load(f).items() if k in Sender.model_fields})
CTX = CheckContext.build(ROWS, SENDER)
BY_ID = {b.buyer_id: b for b in ROWS}
SIGN = "\n\nSincerely,\nDaniel Moreau\nExport Manager, Kestrel Export Ltd"


def _artifacts(buyer_id: str, body: str, subject: str = "Hello") -> list[str]:
    findings = check(Draft(subject=subject, body=body), BY_ID[buyer_id], CTX)
    return [f.found for f in findings if f.type.value == "artifact" and f.severity.value == "error"]


def test_a_question_without_its_verb():
    body = "Dear Aaron,\n\nCisneros, Lindsey and Adams buys home textiles.\n\n{}" + SIGN
    cut = "Would a brief call with Cisneros, Lindsey and Adams?"
    whole = "Would a brief call with Cisneros, Lindsey and Adams this month be possible?"
    assert _artifacts("L019", body.format(cut)) == [cut]
    assert _artifacts("L019", body.format(whole)) == []


def test_a_hook_without_its_verb():
    body = (
        "Dear Annalisa,\n\nI am reaching out because Jacuzzi, Muratori e Impastato Group {}"
        " We can prepare samples of our industrial valves." + SIGN
    )
    found = "because Jacuzzi, Muratori e Impastato Group in Italy."
    assert _artifacts("L005", body.format("in Italy.")) == [found]
    assert _artifacts("L005", body.format("buys industrial valves in Italy.")) == []


def test_one_company_on_both_sides_of_and_in_the_subject():
    body = "Dear Joshua,\n\nDe Rijke Group buys kitchenware in the Netherlands." + SIGN
    subject = "Kestrel Export Ltd and Kestrel Export Ltd"
    assert _artifacts("L008", body, subject) == [subject]
    assert _artifacts("L008", body, "De Rijke Group and Kestrel Export Ltd") == []


def test_well_left_of_a_lost_sentence():
    body = "Dear Alexander,\n\nI am writing to introduce Kestrel Export Ltd to {}" + SIGN
    assert _artifacts("L039", body.format("Weber, Lawson and Bernard well.")) == [
        "Weber, Lawson and Bernard well."
    ]
    hope = "Weber, Lawson and Bernard. I hope this finds Weber, Lawson and Bernard well."
    assert _artifacts("L039", body.format(hope)) == []


def test_a_garbled_first_word_of_the_category():
    body = "Dear Philippe,\n\nVerdier buys consumer electronics in France." + SIGN
    assert _artifacts("L022", body, "Pipumer electronics from Kestrel Export Ltd") == ["Pipumer"]
    assert _artifacts("L022", body, "Consumer electronics from Kestrel Export Ltd") == []


LAST = "As General Manager at Mai Công ty Trách nhiệm hữu hạn, you know how much supply matters."


@pytest.mark.parametrize(
    ("ending", "found"),
    [
        ("\n\nThành, may I send", "Thành, may I send"),  # cut mid-sentence
        ("", LAST),  # a whole email's paragraph and no sign-off (L034)
        ("\n\nThành, may I send you samples?" + SIGN, None),
        ("\n\nThành, may I send you samples?\n\nDaniel", None),  # signed with the first name
    ],
)
def test_an_email_that_stops_before_its_sign_off(ending, found):
    body = (
        "Dear Thành Bùi,\n\nI am writing to introduce Kestrel Export Ltd to Mai Công ty Trách"
        " nhiệm hữu hạn. We can prepare samples of our auto parts for your review.\n"
        + LAST
        + ending
    )
    assert _artifacts("L040", body) == ([found] if found else [])


def test_a_letter_of_nothing_but_its_sign_off():
    # the shipped diffusion model at 160 steps, a long Cyrillic company (faker selection buyers):
    # the subject, then straight to the closing
    subject = "A new home textiles partner for Cisneros, Lindsey and Adams"
    assert _artifacts("L019", SIGN.lstrip(), subject) == ["Sincerely,\nDaniel Moreau"]
    assert _artifacts("L019", "Dear Aaron,\n\nI hope this finds you well." + SIGN, subject) == []


def test_a_signature_that_names_neither_the_sender_nor_the_company():
    # the shipped diffusion model at 160 steps (this file's buyers): the name lost after the
    # closing, the phone number cut
    body = "Dear Aaron,\n\nCisneros, Lindsey and Adams buys home textiles.\n\nThank you,\n\n{}"

    def errors(signature: str) -> list[tuple[str, str]]:
        found = check(Draft(subject="Hello", body=body.format(signature)), BY_ID["L019"], CTX)
        return [(f.type.value, f.found) for f in found if f.severity.value == "error"]

    assert errors("+44 161") == [("sender_wrong", "Thank you,")]
    # a company may sign a note; the name alone too
    for signature in ("Daniel Moreau", "Daniel", "Kestrel Export Ltd"):
        assert errors(signature) == [], signature
