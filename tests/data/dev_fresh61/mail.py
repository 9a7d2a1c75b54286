"""The two records the e-mail files are written in.

`Mail` is one natural e-mail (correct, written for one buyer by the sender that sells its
category) together with the one edit its injected twin gets; `Twin` is that edit: `edits` are
(old, new) replacements in the labelled `part` (each old string must occur exactly once);
`other` are replacements in the other part, only for company_missing (every mention of the
company goes). The label's `found` is `found` when given, else the last edit's new text.
"""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    part: str
    edits: list[tuple[str, str]]
    expected: str
    note: str
    found: str | None = None
    other: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
