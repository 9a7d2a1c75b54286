"""The names and codes of a buyer's notes that grounded decoding writes exactly
(decoding/note_strings.py, used by grounding.grounded_strings)."""

from __future__ import annotations

import pytest
from tiny_models import tiny_tokenizer

from sales_dlm.decoding.grounding import grounded_strings, make_matchers
from sales_dlm.decoding.note_strings import note_strings
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer


@pytest.mark.parametrize(
    ("notes", "expected"),
    [
        # buyers/sample.csv's notes
        (
            "Met at Hannover Messe; asked for DN50-DN200 ball valves.",
            ["Hannover Messe", "DN50-DN200"],
        ),
        ("Needs FDA 510(k) documentation.", ["FDA 510(k)"]),
        ("Prefers email in English, not French.", ["English", "French"]),
        ("Interested in frozen squid and octopus.", []),
        ("", []),
        # a sentence's first word is no name; a code opening it is
        ("Asked for samples. ISO 9001 certified", ["ISO 9001"]),
        # quotes are no part of a name; a line break ends a clause
        ('Liked our "Gulfood" stand\nWants 25 kg bags', ["Gulfood", "25"]),
        # Cyrillic has case as Latin has; scripts without it: only digits mark a word
        ("Встреча на выставке Иннопром 2024", ["Иннопром 2024"]),
        ("สนใจข้าวหอมมะลิ 5 ตัน", ["5"]),
        # one string once, however often the notes repeat it
        ("Met at Anuga. Will visit Anuga again", ["Anuga"]),
    ],
)
def test_note_strings(notes, expected):
    assert note_strings(notes) == expected


def _buyer(notes: str) -> Buyer:
    return Buyer(
        buyer_id="b1",
        company="Brightline Medical Supplies Inc.",
        contact_name="Sarah Mitchell",
        contact_title="Vice President of Procurement",
        country="United States",
        product_category="medical devices",
        notes=notes,
    )


def test_grounded_strings_hold_the_notes_codes_but_no_subject_opens_with_them():
    strings = grounded_strings(_buyer("Needs FDA 510(k) documentation."), DEFAULT_SENDER)
    assert "FDA 510(k)" in strings
    assert "FDA 510(k)" not in strings.openers
    assert "FDA 510(k)" not in grounded_strings(_buyer(""), DEFAULT_SENDER)


def test_a_started_note_code_is_written_to_its_end():
    """What the embedded AR model did to B011's note ("FDA  off10(k)"): once the draft has
    started the code, the grounded decoders may only continue it as the notes spell it."""
    tok = tiny_tokenizer()
    strings = grounded_strings(_buyer("Needs FDA 510(k) documentation."), DEFAULT_SENDER)
    code = list(tok(" FDA 510(k)", add_special_tokens=False)["input_ids"])
    (matcher,) = make_matchers(tok, [strings])
    for token in code[:2]:
        matcher.feed(token)
    for token in code[2:]:
        assert matcher.forced() == token
        matcher.feed(token)
    assert matcher.allowed() is None  # the code is complete: the draft goes on freely
    (unnoted,) = make_matchers(tok, [grounded_strings(_buyer(""), DEFAULT_SENDER)])
    for token in code[:2]:
        unnoted.feed(token)
    assert unnoted.allowed() is None  # without the notes nothing holds the code
