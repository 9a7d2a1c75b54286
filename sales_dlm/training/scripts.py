"""Script families of names, the groups the held-out evaluation reports by.

A name belongs to the family of its first letter outside the Latin script (a Japanese company
with a Latin legal form is CJK); a name all in Latin letters is `latin_diacritics` when any
letter is not plain ASCII, else `latin`.
"""

from __future__ import annotations

import unicodedata

FAMILIES = ("latin", "latin_diacritics", "cjk", "cyrillic_greek", "other_scripts")
# Unicode name prefixes of each non-Latin family. "other_scripts" is the Arabic / Persian
# / Thai / Hangul group, with the Indic scripts and Hebrew that faker's locales also write.
_PREFIXES = {
    "cjk": ("CJK", "HIRAGANA", "KATAKANA", "IDEOGRAPHIC", "HALFWIDTH KATAKANA"),
    "cyrillic_greek": ("CYRILLIC", "GREEK"),
    "other_scripts": ("ARABIC", "THAI", "HANGUL", "DEVANAGARI", "TAMIL", "HEBREW", "PERSIAN"),
}


def script_family(text: str) -> str:
    """The family of `text` (one of FAMILIES)."""
    diacritics = False
    for char in text:
        if not char.isalpha():
            continue
        name = unicodedata.name(char, "")
        for family, prefixes in _PREFIXES.items():
            if name.startswith(prefixes):
                return family
        if not char.isascii():
            diacritics = True
    return "latin_diacritics" if diacritics else "latin"
