"""The speed pre-tests never skip a regex that would match (pretest.py, #16)."""

from __future__ import annotations

import re
import sys

import pytest

from sales_dlm.facts.pretest import ASCII_TWINS, may_contain
from sales_dlm.facts.rules import notes
from sales_dlm.facts.rules.lost_parts import _capital_before

# One sentence per alternative of the notes rule's patterns, as drafts write them.
MEETINGS = (
    "It was a pleasure to meet you at Gulfood.",
    "Great seeing you in Dubai last month.",
    "We met briefly at the Canton Fair.",
    "Thank you for meeting you colleagues at our stand.",
    "I enjoyed your time at the show.",
    "Thanks for stopping by our booth at Anuga.",
    "You dropped by our pavilion on Tuesday.",
    "Your visit to our stall was a highlight.",
    "Our conversation at SIAL Paris stayed with me.",
    "Following up on our call about valves.",
    "FOLLOWING OUR DISCUSSION, here are the prices.",
)
VISITS = (
    "Thank you for your visit to our factory in Incheon.",
    "When you visited our vineyards last spring",
    "Anyone coming to our warehouse is welcome.",
    "Since you came to our premises in May",
)
REQUESTS = (
    "As you asked, here is the price list.",
    "You enquired about 25 kg bags.",
    "Following your inquiry about valves",
    "As discussed, samples ship on Monday.",
    "You mentioned a second source.",
    "YOU REQUESTED A QUOTE.",
)
KNOWN = (
    "I understand you are interested in ball valves.",
    "I see you're looking for a second supplier.",
    "I note that you need FDA 510(k) certification.",
    "I know you require REACH documentation.",
)


@pytest.mark.parametrize(
    ("pattern", "words", "text"),
    [(notes._MEETING, notes._MEETING_WORDS, t) for t in MEETINGS]
    + [(notes._PREMISES_VISIT, notes._VISIT_WORDS, t) for t in VISITS]
    + [(notes._REQUEST, notes._REQUEST_WORDS, t) for t in REQUESTS],
)
def test_a_phrase_the_pattern_finds_passes_its_pretest(pattern, words, text):
    assert pattern.search(text)
    assert may_contain(text, words)


@pytest.mark.parametrize("text", KNOWN)
def test_what_the_sender_knows_passes_its_pretest(text):
    assert notes._KNOWN.search(text)
    assert "I " in text and any(w in text for w in notes._KNOWN_WORDS)


def test_a_draft_without_the_words_is_skipped():
    text = "We supply industrial valves from Busan. May I send our catalogue?"
    assert not may_contain(text, notes._MEETING_WORDS)
    assert not may_contain(text, notes._REQUEST_WORDS)


def test_ascii_twins_are_all_the_letters_ignorecase_pairs_with_ascii_ones():
    letter = re.compile("[a-z]", re.IGNORECASE)
    found = {chr(c) for c in range(128, sys.maxunicode + 1) if letter.fullmatch(chr(c))}
    assert found == ASCII_TWINS


def test_text_with_an_ascii_twin_is_never_skipped():
    # IGNORECASE pairs "ſ" with "s": lower() does not, so no shortcut for such text
    assert notes._REQUEST.search("As diſcussed, samples ship on Monday.")
    assert may_contain("As diſcussed, samples ship on Monday.", notes._REQUEST_WORDS)
    assert notes._PREMISES_VISIT.search("Your VİSİT to our factory in Łódź")
    assert may_contain("Your VİSİT to our factory in Łódź", notes._VISIT_WORDS)


def test_other_text_that_is_not_ascii_is_tested_too():
    assert may_contain("Świetnie było Pana poznać: a pleasure to MEET you in Łódź", ("mee",))
    assert not may_contain("Dziękuję za uwagę, Łódź", notes._MEETING_WORDS)


def test_capital_before_the_category_words():
    assert _capital_before("Pipumer electronics for Acme", "electronics")
    assert _capital_before("our range of cables. Solar Panels ship weekly", "panels")
    assert not _capital_before("reliable consumer electronics for your stores", "electronics")
    assert not _capital_before("Electronics for you", "electronics")  # no word before it
    assert _capital_before("Pipumer électronique", "electronics")  # not ASCII: no shortcut
