"""artifact: the buyer's title said of the sender ("As Brand Manager at Danube Cosmetics Kft. I
wanted to contact you directly").

"As <title> at <company>, you know ..." is how a draft ties the contact's title to the contact;
when the phrase runs into "I" or "we" instead, it says the sender holds the buyer's title, and a
dropped comma after a legal form's dot makes it read so twice. Read in the body: "As" + the
record's title (with an article or not) + optionally "at/of/with/for" and up to a few words
(the company), then "I"/"we" before any "you". The sender's own title, or any other title,
is not read ("As Export Manager at Hanbit, I ..." is right).
"""

from __future__ import annotations

import re

from sales_dlm.facts.scan import Scan

# Words of the company after "at/of": up to this many characters, within one line, no comma
# before the sender's pronoun and no "you" (then the phrase is the contact's).
_COMPANY = r"(?: (?:at|of|with|for) [^\n,;:!?]{1,80}?)?"
_SENDER = r",? (?:I|We|we|I'm|I’m|I'd|I’d|I've|I’ve|our team)\b"
# What the sender then guesses of the buyer: the phrase is about "you" after all.
_GUESS = re.compile(
    r"(?: am| are|'m|’m)? (?:sure|certain|believe|know|imagine|expect|think|suspect|bet|trust"
    r"|guess|assume|understand|appreciate) (?:that )?you"
)


_TAIL = re.compile(_COMPANY + _SENDER)
_YOU = re.compile(r"\byou(?:r)?\b", re.IGNORECASE)


def run(scan: Scan) -> None:
    title = scan.profile.buyer.contact_title.strip()
    part = scan.body
    text = part.tokens.text
    if not title or "As " not in text:
        return  # the pattern's "As " (case kept) is absent: no regex to build or run
    # "As" opening a sentence ("Given your role as CEO at X, I thought you ..." is right); the
    # pattern is the title's alone (titles repeat across a batch: re's cache keeps it)
    head = re.compile(
        r"(?:^|(?<=[.!?\n] )|(?<=\n))As (?:the |a |an )?(?i:" + re.escape(title) + r")\b",
        re.MULTILINE,
    )
    buyer = scan.profile.buyer
    # "As Търговски директор Цоцов, I would ...": the contact's name written on after it
    names = [n for n in (buyer.contact_name, buyer.last_name, buyer.first_name) if n]
    for found in _starting_at(head, text, "As "):
        at = found.end()
        ahead = [at] + [at + 1 + len(n) for n in names if text.startswith(" " + n, at)]
        tail = next((m for m in map(lambda k: _TAIL.match(text, k), ahead) if m), None)
        if tail is None or _YOU.search(text, found.start(), tail.end()):
            continue
        if _GUESS.match(text, tail.end()):
            continue  # "As Brand Manager, I am sure you know ...": loose, but about the buyer
        scan.garble(
            part,
            found.start(),
            tail.end(),
            "the buyer's title said of the sender: the phrase runs into 'I'/'we', not 'you'",
        )


def _starting_at(pattern: re.Pattern, text: str, literal: str):
    """`pattern.finditer(text)` for a pattern whose every match starts with `literal`: tried
    only where the literal is (a pattern opening with look-behinds is otherwise tried at every
    character). `match` at a position still sees the text before it, as the look-behinds and
    `^` need."""
    at = text.find(literal)
    while at >= 0:
        found = pattern.match(text, at)
        at = text.find(literal, found.end() if found else at + 1)
        if found:
            yield found
