"""The two records the e-mail files are written in.

`Mail`: one natural e-mail (buyer id, sender id, subject, body, a note on what makes it hard but
right) and the one edit its injected twin gets. `Twin`: that edit: the finding type, the part
(subject or body), the text replaced and its replacement, what the label's `expected` holds, and
its note. `found` is the replacement unless given (narrowed to the entity). `also` lists further
(part, old, new) replacements, only for company_missing, where every mention is replaced.
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
    also: tuple = field(default=())


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
