"""The two records the e-mail files of dev_fresh57 are written in.

`Mail` is one natural e-mail (buyer, sender, subject, body, a note on what it is); `Twin` is the one
hand-chosen error its injected twin gets: `old` (which must occur exactly once in `part`) becomes
`new`. `found` (default: `new`) is the wrong text the label points at, `expected` (default: `old`)
what the record says. `extra` holds further (part, old, new) edits, used only where every mention
of the company is replaced (company_missing).
"""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Twin:
    type: str
    part: str
    old: str
    new: str
    note: str
    found: str | None = None
    expected: str | None = None
    extra: tuple = field(default_factory=tuple)


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
