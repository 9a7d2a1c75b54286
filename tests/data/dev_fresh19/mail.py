"""The records the e-mail files are written in.

`Mail` is one natural e-mail; `Twin` is the one hand-chosen edit its injected twin gets: in `part`,
`old` is replaced by `new` (the first occurrence), and `new` (or `found`, where the label names a
narrower or wider span) is what the label's `found` holds. For company_missing, `also` lists
further (part, old, new) replacements, since every mention of the company goes.
"""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    part: str
    old: str
    new: str
    note: str
    expected: str = ""
    found: str = ""
    also: list = field(default_factory=list)


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
