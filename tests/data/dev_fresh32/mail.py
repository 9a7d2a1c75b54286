"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit
that makes its injected twin (`Twin`)."""
from dataclasses import dataclass


@dataclass
class Twin:
    type: str  # one of the ten label types of tests/data/fresh_set.py
    part: str  # "subject" or "body": where the label points
    old: str  # the text of the natural e-mail that is replaced (exactly once, unless `every`)
    new: str  # what replaces it
    expected: str  # what the record (or the sender profile, or the clean text) says
    note: str  # why this is an error
    found: str | None = None  # the label's `found`; default `new`
    every: bool = False  # replace every occurrence in subject and body (company_missing)


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin


def text(s: str) -> str:
    """A body written as an indented-free triple-quoted block: drop the first newline."""
    return s[1:] if s.startswith("\n") else s
