"""The records the e-mail files are written in.

`Mail` is one natural e-mail (correct in every fact) and `Twin` the one edit that makes its
injected twin: each `(part, old, new)` replaces the one occurrence of `old` in that part (every
occurrence for company_missing, whose edits may touch both parts). The label's `part` is the
first edit's, its `found` is `found` or else the first edit's `new`.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    edits: list[tuple[str, str, str]]
    expected: str
    note: str
    found: str | None = None


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
    extra: dict = field(default_factory=dict)


def T(type_: str, part: str, old: str, new: str, expected: str, note: str,
      found: str | None = None, more: list[tuple[str, str, str]] | None = None) -> Twin:
    return Twin(type_, [(part, old, new)] + (more or []), expected, note, found)


def M(buyer: str, sender: str, subject: str, body: str, note: str, twin: Twin) -> Mail:
    """A natural e-mail; the body is written in a triple-quoted string, its outer blank lines
    dropped."""
    return Mail(buyer, sender, subject, body.strip("\n"), note, twin)
