"""The two records the e-mail files of dev_fresh30 are written in.

A `Mail` is one natural e-mail (correct in every fact) with the one edit its injected twin gets.
A `Twin` replaces `old` by `new` in `part` (exactly one occurrence, or every occurrence with
`every=True`), plus any `also` replacements in either part (only company_missing, which removes
every mention of the company, may touch the other part). The label's `found` is `found` or, when
not given, `new`; `expected` is what the buyer record or the sender says.
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
    every: bool = False
    also: tuple = field(default_factory=tuple)  # ((part, old, new), ...), every occurrence


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
