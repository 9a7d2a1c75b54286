"""The two records the e-mail files are written in: `Mail` (one natural e-mail) and `Twin`
(the one hand-chosen edit that turns it into its injected twin)."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Twin:
    type: str  # one of the ten label types of tests/data/fresh_set.py
    old: str  # text of the natural e-mail's `part` that the edit replaces (occurs exactly once)
    new: str  # what replaces it
    expected: str  # the label's `expected`: the fact as the records hold it
    note: str  # the label's note: what was changed and why it is wrong
    part: str = "body"
    found: str = ""  # the label's `found` (default: `new`), narrowed to the entity if needed
    # company_missing only: further (part, old, new) edits, every other mention of the company
    also: tuple = field(default_factory=tuple)


@dataclass(frozen=True)
class Mail:
    buyer: str  # buyer_id
    sender: str  # s1-s4
    subject: str
    body: str
    note: str  # what kind of e-mail it is and what is hard-but-right in it
    twin: Twin
