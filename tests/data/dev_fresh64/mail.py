"""The records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit that
makes its injected twin (`Twin`)."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Twin:
    """One hand-chosen error: `old` (which must occur once in `part`) becomes `new`. `found` is the
    labelled text (default: `new`), `expected` what the buyer's or sender's record holds (default:
    `old`). `more` holds further (part, old, new) replacements of the same error (company_missing
    replaces every mention of the company, in the subject too)."""

    type: str
    old: str
    new: str
    part: str = "body"
    found: str | None = None
    expected: str | None = None
    note: str = ""
    more: tuple[tuple[str, str, str], ...] = ()


@dataclass(frozen=True)
class Mail:
    """A natural e-mail as written to buyer `buyer` by sender `sender`, with its twin's edit."""

    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
    kind: str = field(default="first")  # "first" or "follow-up"
