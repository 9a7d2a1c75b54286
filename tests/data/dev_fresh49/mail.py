"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit that
makes its injected twin (`Twin`)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Twin:
    """One error: `old` (exactly once in `part` of the natural e-mail) becomes `new`. `found` is the
    labelled text (default `new`; it must occur in the twin's `part`). `also` lists further
    (part, old, new) replacements, used only by company_missing, where every mention of the
    company goes (the subject's too)."""

    type: str
    old: str
    new: str
    expected: str
    note: str
    part: str = "body"
    found: str | None = None
    also: tuple[tuple[str, str, str], ...] = ()


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
