"""The records the e-mail files are written in: a natural e-mail (`Mail`) and the one hand-chosen
edit its injected twin gets (`Twin`)."""
from dataclasses import dataclass, field


@dataclass
class Twin:
    """One error: in `part`, `old` becomes `new`. `found` (default `new`) is the labelled span,
    `expected` what the record or the natural e-mail holds there. For company_missing, `more` lists
    further (old, new) replacements made in both parts (every mention of the company)."""
    type: str
    part: str
    old: str
    new: str
    expected: str
    note: str
    found: str = ""
    more: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
