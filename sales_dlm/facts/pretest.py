"""Cheap tests that let a rule skip a regex pass which cannot match.

Most rules look for phrases that a draft seldom holds ("pleasure to meet you", "your visit to
our factory"); a case-insensitive regex with many alternatives still walks the whole text. A
plain substring test on lower-cased text says "cannot match" far faster. It must never say so
wrongly: the needles are words every alternative of the regex contains, and the test is only
trusted on ASCII text, where `str.lower` pairs exactly the letters that `re.IGNORECASE` pairs
(elsewhere IGNORECASE also pairs letters `lower` does not: "ſ" with "s", "ı" with "i").
"""

from __future__ import annotations


def may_contain(text: str, needles: tuple[str, ...], lowered: str | None = None) -> bool:
    """False only when no needle (lower-case ASCII) occurs in `text`, case ignored; always
    True for text that is not ASCII. `lowered` is `text.lower()` when the caller has it."""
    if not text.isascii():
        return True
    if lowered is None:
        lowered = text.lower()
    for needle in needles:  # a plain loop: cheaper than any() over a generator here
        if needle in lowered:
            return True
    return False
