"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit its
injected twin gets (`Twin`)."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Twin:
    """One error: `old` (which must occur exactly once in `part`) becomes `new`.

    `found` is the text the label points at (default: `new`); `expected` is what the record or the
    sender holds. For company_missing, `also` lists further (old, new) pairs applied to subject and
    body alike (every other mention of the company), each of which must occur.
    """
    type: str
    part: str
    old: str
    new: str
    expected: str
    note: str
    found: str | None = None
    also: tuple[tuple[str, str], ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
