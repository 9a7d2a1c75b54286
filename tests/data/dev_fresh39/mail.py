"""The two records the e-mail files of the 39th fresh set are written in.

A `Mail` is one correct, natural e-mail (its `note` says what kind it is and what is hard but
right about it); its `twin` is the one edit that makes its injected twin wrong.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Twin:
    type: str                     # one of fresh_set.TYPES
    part: str                     # "subject" or "body": where the label points
    old: str | tuple[str, ...]    # text of the natural e-mail that the edit replaces
    new: str | tuple[str, ...]    # what replaces it (a tuple pairs with a tuple `old`)
    expected: str                 # what the record (or the correct text) has
    note: str                     # what the error is
    found: str = ""               # the label's `found`; default `new` (the first, for a tuple)
    every: bool = False           # replace every occurrence in subject and body (company_missing)


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
