"""The record the e-mail files are written in: one natural e-mail and the one edit its twin gets.

edit = (type, part, old, new, note): the twin replaces `old` (exactly once) by `new` in `part`;
the label's `found` is `new` (or `found` when given, a narrower substring) and `expected` is `old`
(or `expected` when given). company_missing: `old` is a list of (text, replacement) pairs applied
across subject and body, `new` is the wording that stands in `part` (the label's `found`).
"""
from dataclasses import dataclass, field


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    kind: str  # first | follow_up
    lang: str  # en | part | <language>
    edit: tuple
    found: str | None = None
    expected: str | None = None
    extra: dict = field(default_factory=dict)
