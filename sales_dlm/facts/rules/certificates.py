"""note_wrong: a certificate the buyer asks for, quoted as another one.

A note says what the buyer needs ("Requires a kosher certificate", "Wants certified organic
spearmint"); a draft that tells the buyer they need another scheme ("I understand that you can
list it only with a halal certificate", "you were looking for Fairtrade-certified spearmint")
misquotes it. Only a scheme said of the buyer's wish counts: the sender may hold others ("our
plant is also certified halal").
"""

from __future__ import annotations

import re

from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.scan import Part, Scan

# Certification schemes a buyer's note may ask for, each with the spellings of one scheme.
_SCHEMES = {
    "halal": ("halal",),
    "kosher": ("kosher", "parve", "pareve"),
    "organic": ("organic", "bio", "biologique", "ökologisch", "orgânico", "orgánico"),
    "fairtrade": ("fairtrade", "fair trade", "fair-trade"),
    "msc": ("msc",),
    "asc": ("asc",),
    "globalgap": ("globalg.a.p.", "globalgap", "global gap"),
    "brc": ("brc", "brcgs"),
    "ifs": ("ifs",),
    "fsc": ("fsc",),
    "rainforest": ("rainforest alliance",),
    "demeter": ("demeter",),
}
_SPELLINGS = {s: scheme for scheme, spellings in _SCHEMES.items() for s in spellings}
_SCHEME = re.compile(
    r"(?<![\w.])(" + "|".join(map(re.escape, sorted(_SPELLINGS, key=len, reverse=True))) + r")"
    r"(?![\w])",
    re.IGNORECASE,
)
# The buyer's wish before the scheme in one clause: "you were looking for", "needs a",
# "can list it only with a", "asked for".
_WISH = re.compile(
    r"\b(?:you(?:'re| are| were)? (?:looking for|after|need|require|want)|"
    r"(?:needs?|requires?|wants?|asked for|only with|insists? on)(?: an?| the| your)?)"
    r"\s+(?:[\w-]+\s+){0,2}$",
    re.IGNORECASE,
)


def _schemes(text: str) -> set[str]:
    return {_SPELLINGS[m.group(1).lower()] for m in _SCHEME.finditer(text)}


def run(scan: Scan) -> None:
    notes = scan.profile.buyer.notes
    if not notes:
        return
    noted = _schemes(notes)
    if not noted:
        return
    for part in scan.parts:
        _misquoted(scan, part, notes, noted)


def _misquoted(scan: Scan, part: Part, notes: str, noted: set[str]) -> None:
    text = part.tokens.text
    for m in _SCHEME.finditer(text):
        scheme = _SPELLINGS[m.group(1).lower()]
        if scheme in noted:
            continue
        clause = re.split(r"[.;:!?\n]", text[max(0, m.start() - 80) : m.start()])[-1]
        if _WISH.search(clause) is None:
            continue
        scan.add(
            part,
            FindingType.note_wrong,
            Severity.error,
            m.start(),
            m.end(),
            notes,
            0.0,
            f"the buyer's wish quoted with another certificate; the notes say: {notes!r}",
        )
        return
