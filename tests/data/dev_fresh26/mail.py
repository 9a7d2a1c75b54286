"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit
its injected twin gets (`Twin`)."""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str            # one of fresh_set.TYPES
    old: str             # text of the natural e-mail that the edit replaces (first occurrence)
    new: str             # what the twin has instead
    expected: str        # what a correct e-mail has there
    note: str            # what the error is
    part: str = "body"   # "subject" or "body"
    found: str = ""      # the labelled span in the twin (default: `new`)
    every: bool = False  # replace every occurrence (company_missing)
    also: tuple = ()     # further (part, old, new) replacements, all occurrences (company_missing)


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
    extra: dict = field(default_factory=dict)
