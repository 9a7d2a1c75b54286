"""note_wrong: meetings and requests a draft claims must be in the buyer's notes."""

from __future__ import annotations

import pytest

from sales_dlm.facts import CheckContext, Draft, check
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer

NOTE = "Met at Hannover Messe; asked for DN50-DN200 ball valves."
BUYER = Buyer(
    buyer_id="X1",
    company="Kowalski Budownictwo Sp. z o.o.",
    contact_name="Anna Kowalska",
    contact_title="Purchasing Manager",
    country="Poland",
    product_category="industrial valves",
    notes=NOTE,
)
NO_NOTES = BUYER.model_copy(update={"notes": ""})
REST = (
    " Hanbit Trading Co., Ltd. supplies industrial valves to importers across Europe, and"
    " Kowalski Budownictwo Sp. z o.o. could be a good partner for us.\n\nWould a short call next"
    " week suit you?\n\nBest regards,\nMinji Park\nExport Sales Manager\nHanbit Trading Co., Ltd."
)


def _notes_findings(first: str, buyer: Buyer, subject: str = "Industrial valves for you"):
    draft = Draft(subject=subject, body="Dear Anna,\n\n" + first + REST)
    findings = check(draft, buyer, CheckContext.build([buyer], DEFAULT_SENDER))
    return [(f.severity.value, f.found) for f in findings if f.type.value == "note_wrong"]


@pytest.mark.parametrize(
    "sentence",
    [
        # the corpus's note sentences (training/data/notes.toml) for this note
        "It was a pleasure to meet you at Hannover Messe.",
        "Thank you for your time at Hannover Messe.",
        "As you asked about DN50-DN200 ball valves, I would be glad to prepare an offer.",
        # as people write them
        "Great meeting you at Hannover Messe last month.",
        "Following our conversation at Hannover Messe, here are the details you asked for.",
    ],
)
def test_what_the_notes_say_passes(sentence):
    assert _notes_findings(sentence, BUYER) == []


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        ("It was a pleasure to meet you at Hannover Messe.", "pleasure to meet you"),
        ("Thank you for visiting our booth at Gulfood.", "for visiting our booth"),
        ("Following our call last week, I am sending our price list.", "Following our call"),
    ],
)
def test_a_meeting_the_record_does_not_hold_is_an_error(sentence, found):
    assert _notes_findings(sentence, NO_NOTES) == [("error", found)]


def test_a_meeting_at_another_event_is_an_error():
    assert _notes_findings("It was good to meet you at the Canton Fair.", BUYER) == [
        ("error", "Canton Fair")
    ]
    assert _notes_findings("Thank you again for stopping by our stand at Anuga.", BUYER) == [
        ("error", "Anuga")
    ]


def test_a_request_without_notes_is_a_doubt_alone_and_an_error_beside_another():
    alone = _notes_findings("As you asked about ball valves, here is our offer.", NO_NOTES)
    assert alone == [("warning", "As you asked")]
    both = _notes_findings(
        "It was good to meet you at Gulfood. As you asked about ball valves, here is our offer.",
        NO_NOTES,
    )
    assert both == [("error", "good to meet you"), ("error", "As you asked")]


def test_claims_in_the_subject_and_after_the_signature_are_read_invitations_are_not():
    assert _notes_findings("", NO_NOTES, subject="Great to meet you at Gulfood") == [
        ("error", "Great to meet you")
    ]
    for tail, found in (("P.S. We met at Gulfood.", ["We met"]), ("Meet us at Gulfood 2027!", [])):
        draft = Draft(subject="Valves", body="Dear Anna,\n\n" + REST + "\n\n" + tail)
        findings = check(draft, NO_NOTES, CheckContext.build([NO_NOTES], DEFAULT_SENDER))
        assert [f.found for f in findings if f.type.value == "note_wrong"] == found


def test_interest_guessed_from_the_category_is_not_read():
    sentence = "I understand you are interested in industrial valves."
    assert _notes_findings(sentence, NO_NOTES) == []


def _sample(buyer_id: str) -> tuple[Buyer, CheckContext]:
    from sales_dlm.inputs.records import read_buyers

    rows = [row.buyer for row in read_buyers("buyers/sample.csv") if row.buyer is not None]
    return next(b for b in rows if b.buyer_id == buyer_id), CheckContext.build(rows)


@pytest.mark.parametrize(
    ("buyer_id", "sentence", "found"),
    [
        # drafts of the faker-trained diffusion and AR models (sample.csv) that passed
        ("B005", "I understand you are interested in English, I am reaching out.", "English"),
        (
            "B011",
            "I note that you need FDA  off10(k) certification; happy to talk it through.",
            "FDA  off10(k)",
        ),
        # what the notes and the record say
        ("B011", "I note that you need FDA 510(k) certification; happy to talk it through.", None),
        ("B003", "I understand you are interested in frozen squid and octopus.", None),
        ("B002", "I understand you are interested in consumer electronics.", None),
    ],
)
def test_what_the_sender_says_they_know_of_the_buyer_is_in_the_notes(buyer_id, sentence, found):
    buyer, ctx = _sample(buyer_id)
    body = f"Dear {buyer.contact_name.split()[0]},\n\n{sentence}" + REST
    findings = check(Draft(subject="Hello", body=body), buyer, ctx)
    assert [f.found for f in findings if f.type.value == "note_wrong"] == ([found] if found else [])
