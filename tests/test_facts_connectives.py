"""artifact: sentences whose small words were lost or swapped (passed drafts of the embedded
diffusion model at 64 steps, decoded left to right; faker selection split, 2026-12-07), each
beside the sentence a writer means."""

from __future__ import annotations

import pytest
from facts_letters import buyer, errors

from sales_dlm.inputs.records import DEFAULT_SENDER

SIGN = "\n\nSincerely,\nMinji Park\nExport Sales Manager, Hanbit Trading Co., Ltd."


def _garble(record, sentence: str) -> list[str]:
    first = record.contact_name.split()[0]
    body = f"Dear {first},\n\nWe supply {record.product_category} from South Korea.\n\n{sentence}"
    found = errors(body + SIGN, record, DEFAULT_SENDER)
    return [text for kind, text in found if kind == "artifact"]


KASPAR = buyer("Bailey Distribution Holdings Ltd", "Kathryn Bailey", "United Kingdom",
               "vinyl flooring", "Managing Director")  # fmt: skip


@pytest.mark.parametrize(
    "slip, right",
    [
        (
            "Would export paperwork open to a short call next week?",
            "Would you be open to a short call next week?",
        ),
        (
            "Would I send open to a short call next week?",
            "Would your team be more open to a short call next week?",
        ),
        (
            "Would a brief open to Bailey Distribution Holdings Ltd this month be possible?",
            "Would a brief call with Bailey Distribution Holdings Ltd this month be possible?",
        ),
    ],
)
def test_open_to_with_no_verb_before_it(slip, right):
    assert _garble(KASPAR, slip) != []
    assert _garble(KASPAR, right) == []


def test_a_be_and_to_of():
    slip = "Would a be open with Bailey Distribution Holdings Ltd this month?"
    assert "a be" in _garble(KASPAR, slip)
    assert "to of" in _garble(KASPAR, "We can like to of our vinyl flooring for your review.")
    for right in (
        "We would like to offer samples of our vinyl flooring for your review.",
        "Our range is the be-all of vinyl flooring, made out of recycled PVC.",
        "We ship to about 30 countries, most of them in Europe.",
    ):
        assert _garble(KASPAR, right) == [], right


def test_please_before_i_or_we():
    assert _garble(KASPAR, "Please I send know a good time to talk.") != []
    assert _garble(KASPAR, "Please let me know a good time to talk.") == []
    assert _garble(KASPAR, "Please, we would welcome a call.") == []


def test_the_product_straight_after_we():
    knives = buyer("Kolárová s.r.o.", "Júlia Rišková", "Slovakia", "pocket knives")
    lamps = buyer("Dfuakd Strojárne s.r.o.", "Júlia Rišková", "Slovakia", "desk lamps")
    seals = buyer("李實業有限公司", "王子睿", "Taiwan", "gaskets and seals")
    assert _garble(knives, "We can pocket knives from South Korea with short lead times.")
    assert _garble(lamps, "We desk lamps from South Korea with short lead times.")
    assert _garble(seals, "We can gaskets and seals from South Korea.")
    assert _garble(knives, "We can supply pocket knives from South Korea.") == []
    assert _garble(lamps, "Like you, we design desk lamps for hotels.") == []
    # canned food: "can" is the cannery's verb, not a lost one
    beef = buyer("Mahajna Food Import Ltd.", "Maya Mahajna", "Israel", "corned beef")
    assert _garble(beef, "In Paysandú we can corned beef from grass-fed cattle.") == []
    assert _garble(beef, "We corned beef from Uruguay.") != []


def test_a_closing_that_is_no_closing():
    body = "Dear Kathryn,\n\nWe supply vinyl flooring from South Korea.\n\n"
    slip = body + "Thank regards,\nMinji Park\nHanbit Trading Co., Ltd."
    right = body + "Thank you,\nMinji Park\nHanbit Trading Co., Ltd."
    assert ("artifact", "Thank regards") in errors(slip, KASPAR, DEFAULT_SENDER)
    assert errors(right, KASPAR, DEFAULT_SENDER) == []


def test_i_am_that_you():
    slip = "I am that you introduce Hanbit Trading Co., Ltd. sources vinyl flooring."
    assert _garble(KASPAR, slip) != []
    assert _garble(KASPAR, "I am glad that you asked about vinyl flooring.") == []


# Model drafts of dev_fresh57/58 the checker passed at their held-out run (labelled by people
# who did not read the checker), each beside what a writer puts there.


def test_a_name_where_i_am_writing_belongs():
    slip = "Italy to introduce Hanbit Trading Co., Ltd. to Bailey Distribution Holdings Ltd."
    assert _garble(KASPAR, slip) == ["Italy to introduce"]
    for right in ("Happy to introduce", "I am writing to introduce", "Allow me to introduce"):
        sentence = f"{right} Hanbit Trading Co., Ltd. to Bailey Distribution Holdings Ltd."
        assert _garble(KASPAR, sentence) == [], right


def test_a_letter_after_i_and_the_it():
    korean = buyer("주식회사 최가푸드", "최영환", "South Korea", "frozen dumplings")
    slip = "I g 주식회사 최가푸드 stands out among buyers of frozen dumplings in South Korea."
    assert _garble(korean, slip) == ["g"]
    assert _garble(korean, slip.replace("I g ", "")) == []
    slip = "You asked about a spec sheet and the it easy way to order."
    assert "the it" in _garble(KASPAR, slip)
    assert _garble(KASPAR, "You asked about a spec sheet; the quality team will send it.") == []


def test_marks_no_writer_leaves():
    slip = "I gather you are looking at Dublin;usts lion-, I hope this might interest you."
    found = _garble(KASPAR, slip)
    assert ";u" in found and "-," in found
    assert _garble(KASPAR, "We make lion- and dolphin-head vinyl flooring; ask us.") == []
    german = buyer("Werkzeug Kunz GmbH", "Anna Kunz", "Germany", "end mills")
    body = (
        "Sehr geehrte Frau Kunz,\n\nwir fertigen Schaftfräser mit AlTiN-, TiSiN- oder "
        "DLC-Beschichtung für die Werkzeug Kunz GmbH.\n\nMit freundlichen Grüßen\nMinji Park"
    )
    assert [t for t, _ in errors(body, german, DEFAULT_SENDER) if t == "artifact"] == []


# Span repairs at 128 steps the checker passed (faker selection split), beside a writer's text.


def test_a_pronoun_before_that_and_a_word_lost_between_two_spaces():
    octopus = buyer("Жжще ООД", "Божидар Бранков", "Bulgaria", "frozen octopus")
    slip = "I  that Жжще ООД sources frozen octopus, and I believe we can help."
    assert "I  that" in _garble(octopus, slip)
    assert _garble(octopus, "I noticed that Жжще ООД sources frozen octopus.") == []
    assert _garble(KASPAR, "We can prepare samples of our steam  Korea with short lead times.")
    assert _garble(KASPAR, "We make vinyl flooring in Korea.  Lead times are short.") == []


def test_a_bracket_closed_twice():
    korean = buyer("(주)강지우람", "강지우", "South Korea", "cartoning machines")
    slip = "We can prepare samples of our c주))강지우람 a steady source of cartoning machines."
    assert "))" in _garble(korean, slip)
    nested = "We make cartoning machines (for cartons of 10 to 40 kg (dry goods)) for (주)강지우람."
    assert _garble(korean, nested) == []
