"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit
its injected twin gets (`Twin`)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Twin:
    """One hand-chosen error. `old` (exactly once in `part` of the natural e-mail) becomes `new`;
    `found` (default `new`) is the label's text. `more` holds further (part, old, new) edits, used
    only by company_missing, whose every mention of the company is replaced."""

    type: str
    old: str
    new: str
    expected: str
    note: str
    part: str = "body"
    found: str = ""
    more: tuple[tuple[str, str, str], ...] = ()


@dataclass(frozen=True)
class Mail:
    """A correct e-mail: buyer id, sender id, subject, body, what it is (kind, language, the
    hard-but-right features it has), and its twin's edit."""

    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
