"""The two records the e-mail files of the fortieth fresh set are written in.

A `Mail` is one natural e-mail (correct: every fact as the buyer's row and the sender's profile
give it) together with the one edit its injected twin gets (`Twin`). `make_sets.py` numbers them
and applies the edits.
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class Twin:
    """One error, made by replacing `old` with `new` in `part` (`old` must occur there once).

    type      one of fresh_set.TYPES
    expected  what the record (or the sender's profile, or the note) says
    note      what was changed and why it is wrong
    found     the labelled text in the twin when narrower than `new` (default: `new`)
    more      company_missing only: further (part, old, new) edits, every other mention of the
              company, so that the twin names it nowhere
    """

    type: str
    part: str
    old: str
    new: str
    expected: str
    note: str
    found: str = ""
    more: tuple = ()


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
