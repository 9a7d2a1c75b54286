"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit its
injected twin gets (`Twin`)."""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str          # one of fresh_set.TYPES
    part: str          # "subject" or "body": where the label points
    old: str           # text of the natural e-mail, found exactly once in `part`
    new: str           # what the twin writes instead
    expected: str      # what the record or the sender profile says
    note: str          # why it is wrong
    found: str = ""    # the labelled span in the twin (default: `new`)
    also: list = field(default_factory=list)  # company_missing only: more (part, old, new) edits, every occurrence


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
