"""Cheap tests that let a rule skip a regex pass which cannot match.

Most rules look for phrases that a draft seldom holds ("pleasure to meet you", "your visit to
our factory"); a case-insensitive regex with many alternatives still walks the whole text. A
plain substring test on lower-cased text says "cannot match" far faster. It must never say so
wrongly: the needles are words every alternative of the regex contains, in lower-case ASCII,
and `re.IGNORECASE` pairs an ASCII letter with the same letter in either case and with four
other characters only (`ASCII_TWINS`, checked over all of Unicode by the tests); a text with
one of those always says "may match".
"""

from __future__ import annotations

# "İ" and "ı" match "i", "ſ" matches "s" and the Kelvin sign "K" matches "k" under IGNORECASE,
# though `str.lower` does not make them those letters.
ASCII_TWINS = frozenset("\u0130\u0131\u017f\u212a")


def may_contain(text: str, needles: tuple[str, ...], lowered: str | None = None) -> bool:
    """False only when no needle (lower-case ASCII) occurs in `text` under IGNORECASE.
    `lowered` is `text.lower()` when the caller has it."""
    if not text.isascii() and not ASCII_TWINS.isdisjoint(text):
        return True
    if lowered is None:
        lowered = text.lower()
    for needle in needles:  # a plain loop: cheaper than any() over a generator here
        if needle in lowered:
            return True
    return False
