"""The two records the e-mail files are written in.

A `Mail` is one natural e-mail, correct against its buyer's row and its sender, with the one
edit (`Twin`) that makes its injected twin. `old` must occur exactly once in `part` (the edit
replaces it with `new`); `found` (default: `new`) is the text the label names. A company_missing
edit replaces every mention of the company: `more` lists further (old, new) pairs, in either part.
"""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    part: str
    old: str
    new: str
    expected: str
    note: str
    found: str | None = None
    more: list[tuple[str, str, str]] = field(default_factory=list)  # (part, old, new)


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
