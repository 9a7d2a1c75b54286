"""The two records the e-mail files are written in: a natural e-mail and the one edit its twin gets."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Twin:
    type: str  # a finding type of DESIGN.md, or sender_wrong / note_wrong as the older sets use them
    part: str  # "subject" or "body": where the label points
    old: str  # text of the natural e-mail that the edit replaces (first occurrence in `part`)
    new: str  # what the twin says instead
    expected: str  # what the record holds
    note: str
    found: str = ""  # the labelled span when it is narrower than `new`; default `new`
    everywhere: bool = False  # company_missing: replace every occurrence, subject and body


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str  # its style and the hard-but-right features
    twin: Twin
