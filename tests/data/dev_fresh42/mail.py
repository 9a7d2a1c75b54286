"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit that
makes its injected twin (`Twin`)."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Twin:
    """One error: `old` (exactly once in `part`) becomes `new`. `found` is the labelled text (default
    `new`), `expected` what the record or sender holds. `also`: more (part, old, new) edits of the
    same error (company_missing replaces every mention, in the subject too)."""

    type: str
    part: str
    old: str
    new: str
    expected: str
    note: str
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
