"""The two records the e-mail files are written in.

`Mail` is one natural e-mail (correct as written) and carries the one hand-chosen edit its
injected twin gets. `Twin` is that edit: `edits` are (part, old, new) replacements, each `old`
occurring in that part of the natural e-mail (every occurrence is replaced); the label is
(`type`, `part`, `found`, `expected`, `note`), and `found` must occur in the twin's `part`.
"""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    part: str
    edits: list[tuple[str, str, str]]
    found: str
    expected: str
    note: str


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
    kind: str = field(default="first")  # "first" or "follow-up"


def T(type_, part, old, new, found=None, expected="", note="", more=()):
    """A twin with one replacement (plus `more` (part, old, new) ones); found defaults to new."""
    return Twin(type_, part, [(part, old, new), *more], new if found is None else found, expected, note)
