"""The two records the e-mail files are written in.

`Mail` is one natural e-mail (correct against its buyer row and sender); `Twin` is the one edit its
injected twin gets: `old` -> `new` in `part` (first occurrence; every occurrence with `every`), plus
`more` edits ((part, old, new), every occurrence) for a company that is dropped from both parts.
The label's `found` is `found` or else `new`.
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
    found: str = ""
    every: bool = False
    more: tuple = field(default_factory=tuple)


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
