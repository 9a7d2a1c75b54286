"""The record type the e-mail files fill: one natural e-mail and the one edit its twin gets."""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Edit:
    """One realistic error: `old` becomes `new` in `part` (every occurrence, in both parts, for
    company_missing, where `old`/`new` may be tuples of several wordings)."""

    type: str
    part: str
    old: str | tuple[str, ...]
    new: str | tuple[str, ...]
    note: str
    expected: str = ""  # empty: the old text (company_missing: the company as recorded)
    found: str = ""  # empty: the new text; set it to narrow the label to the entity


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    edit: Edit
    extra: dict = field(default_factory=dict)
