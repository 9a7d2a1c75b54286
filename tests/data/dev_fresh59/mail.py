"""The two records the e-mail files are written in.

`Mail` is one natural e-mail (correct as written); `Twin` is the one hand-chosen edit its injected
twin gets: `old` -> `new` in `part` (the first occurrence), plus, for company_missing, `more`
further (part, old, new) replacements so that every mention goes. `found` (default `new`) and
`expected` (default `old`) become the twin's label.
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
    more: tuple[tuple[str, str, str], ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
