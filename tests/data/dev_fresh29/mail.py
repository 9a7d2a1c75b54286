"""The two records the e-mail files are written in: `Mail` (a natural e-mail) and `Twin` (the one
edit that makes its injected twin, with its label)."""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    part: str          # "subject" or "body": where the label points
    old: str           # text replaced (must occur in that part)
    new: str           # replacement; also the label's `found` unless `found` is given
    expected: str
    note: str
    found: str | None = None
    also: tuple = ()   # further (part, old, new) edits of the same error (company_missing only)


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin = field(default=None)
