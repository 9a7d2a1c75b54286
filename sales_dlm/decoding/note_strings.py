"""The strings of a buyer's notes that grounded decoding writes exactly (grounding.py).

A model that writes one sentence of the notes ("Met at Hannover Messe; asked for DN50-DN200
ball valves") rewords the sentence but must copy its names and codes: "DN70DN", "FDA
off10(k)" or "Hannover Messext" tell the buyer at once that nobody read their request. Those
are the runs of marked words of each clause of the notes:

  clause  the text between , ; : . ! ? (followed by a space or the end) and line breaks
  marked  a word with a digit ("DN50-DN200", "510(k)"), with two or more upper-case letters
          ("FDA"), or with an upper-case first letter when it is not the clause's first word
          ("Hannover Messe"; "Met" and "Needs" open their sentence and are no names)
  run     consecutive marked words of one clause, joined by single spaces

Quotes around a word are no part of it; a word keeps its own brackets and hyphens.
"""

from __future__ import annotations

import re

# where a clause ends: punctuation before a space or the end, or a line break
_CLAUSE_END = re.compile(r"[,;:.!?](?=\s|$)|\n")
_QUOTES = "\"'“”‘’«»"


def _marked(word: str, first: bool) -> bool:
    if any(ch.isdigit() for ch in word):
        return True
    if sum(ch.isupper() for ch in word) >= 2:
        return True
    return not first and word[:1].isupper()


def note_strings(notes: str) -> list[str]:
    """The runs of marked words of the notes, in order, each once (see the module docstring)."""
    found: list[str] = []
    for clause in _CLAUSE_END.split(notes or ""):
        words = [w.strip(_QUOTES) for w in clause.split()]
        run: list[str] = []
        for n, word in enumerate(words + [""]):
            if word and _marked(word, first=n == 0):
                run.append(word)
                continue
            text = " ".join(run)
            if text and text not in found:
                found.append(text)
            run = []
    return found
