"""The two records the e-mail files are written in.

`Mail` is one natural e-mail (correct as written) to one buyer from one sender; `twin` is the one
hand-chosen edit that makes its injected twin. The edit replaces `old` (which must occur exactly
once in `part`) by `new`; `also` holds further (part, old, new) replacements, used only where
company_missing replaces every mention of the company. `found` is the changed text the label
names (default `new`); `expected` what the record (or the correct text) says.
"""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Twin:
    type: str
    part: str
    old: str
    new: str
    expected: str
    note: str
    found: str | None = None
    also: tuple[tuple[str, str, str], ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
