"""The records the e-mail files are written in: a natural e-mail and the one edit its twin gets."""
from dataclasses import dataclass, field


@dataclass
class Twin:
    """One error: `edits` (old, new) are replaced in `part` (every occurrence; company_missing may
    also list `subject_edits`). `found` defaults to the last edit's new text, `expected` to its old."""
    type: str
    part: str
    edits: list
    note: str
    found: str | None = None
    expected: str | None = None
    other_edits: list = field(default_factory=list)


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
