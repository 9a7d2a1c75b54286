"""The two records the e-mail files are written in.

A `Mail` is one natural e-mail, correct in every fact, with the `Twin` edit that turns it into
its injected twin: `old` (which must occur exactly once in `part`) becomes `new`, and the twin's
one label is `found` (default: `new`) where `expected` (default: `old`) should stand. `more`
holds the further edits of a company_missing twin, which replaces every mention of the company
(`(part, old, new)`, each `old` occurring exactly once).
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class Twin:
    type: str
    old: str
    new: str
    note: str
    part: str = "body"
    found: str | None = None
    expected: str | None = None
    more: tuple[tuple[str, str, str], ...] = ()


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
