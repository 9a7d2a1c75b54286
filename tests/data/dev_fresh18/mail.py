"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit
its injected twin gets (`Twin`)."""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    part: str          # the part the label points at
    old: str           # text of the natural e-mail that the edit replaces (must occur once there)
    new: str           # its replacement; the label's `found`
    note: str
    expected: str = ""  # the label's `expected`; defaults to `old`
    also: list = field(default_factory=list)  # company_missing: further (part, old, new) replacements


@dataclass
class Mail:
    buyer: str
    sender: str
    kind: str          # "first" or "follow"
    note: str          # the hard-but-right features, for the reader of the set
    subject: str
    body: str
    twin: Twin
