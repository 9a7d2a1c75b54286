"""Work the checker's rules share or skip for speed gives what the plain way gives (#16)."""

from __future__ import annotations

import re

import pytest

from sales_dlm.facts.rules.dangling import _starting_at
from sales_dlm.facts.rules.garble import _LINE_END_OK, _ends_with_mark
from sales_dlm.facts.scan import Part

BODIES = (
    "Dear Ms. Weber,\n\nWe supply valves.\nMay I send our catalogue?\n\nBest regards,\nMinji Park",
    "\n\nDear Anna,\r\nthe best of\nboth worlds\n",
    "One line, no break at all.",
    "Hi Tomas,\n \n- 25 kg bags\n- 50 kg bags \n\n\nKind regards\n",
    "陈经理，您好！\n我们是Hanbit Trading。\n",
    "",
)


@pytest.mark.parametrize("text", BODIES)
def test_line_ends_are_the_tokens_whose_gap_after_holds_a_line_break(text):
    part = Part("body", text, {})
    gaps = part.tokens.gaps
    expected = [k for k in range(part.tokens.n) if "\n" in gaps[k + 1]]
    assert part.line_ends == expected


LINES = (
    "We supply valves.",
    "We supply valves",
    "Best regards,",
    "Could we talk?   ",
    "  ",
    "",
    "(see the price list)",
    "他说：“好。”",
    "Delivery: by air to Kyiv -",
    "a line ending in a tab\t",
)


@pytest.mark.parametrize("line", LINES)
def test_a_line_ends_with_a_mark_as_the_pattern_says(line):
    assert _ends_with_mark(line) == (_LINE_END_OK.search(line) is not None)


AS_PATTERN = re.compile(
    r"(?:^|(?<=[.!?\n] )|(?<=\n))As (?:the |a )?(?i:buyer)\b,? (?:I|we)\b", re.MULTILINE
)
AS_TEXTS = (
    "As Buyer I wanted to write. As the buyer, we know.\nAs a buyer we agree",
    "Has Buyer I. was As buyer we",
    "No such phrase here.",
    "As buyer I As buyer I",
)


@pytest.mark.parametrize("text", AS_TEXTS)
def test_matches_tried_at_their_literal_start_are_finditers(text):
    fast = [m.span() for m in _starting_at(AS_PATTERN, text, "As ")]
    assert fast == [m.span() for m in AS_PATTERN.finditer(text)]
