"""The two records the e-mail files of dev_fresh48 are written in.

A `Mail` is one natural e-mail (correct in every fact) with the one edit its injected twin gets:
`Twin` replaces `old` by `new` in `part` (every one of `count` occurrences), plus any further
edits in `also` (company_missing replaces every mention of the company, subject included), and
carries the twin's label (`found` defaults to `new`).
"""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    old: str
    new: str
    expected: str
    note: str
    part: str = "body"
    found: str | None = None
    count: int = 1
    also: tuple = field(default_factory=tuple)  # ((part, old, new, count), ...)


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
