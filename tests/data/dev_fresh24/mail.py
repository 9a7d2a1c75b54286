"""The record the e-mail files are written in: `Mail` is one natural e-mail with its twin's edit.

`Mail.edit` is the twin's one error: `old` (text of `part`, found exactly once unless
`every` is set) becomes `new`; `found` is the label's span (default `new`), `expected` what the
e-mail had, `why` the twin's note. `every=True` (company_missing only) replaces every occurrence
of `old` in the subject and the body, and `more` lists further (old, new) pairs replaced the same
way (another inflected form of the same company).
"""
from dataclasses import dataclass, field


@dataclass
class Edit:
    type: str
    part: str
    old: str
    new: str
    expected: str
    why: str
    found: str | None = None
    every: bool = False
    more: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    edit: Edit
