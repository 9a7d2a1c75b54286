"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit
that makes its injected twin (`Twin`)."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Twin:
    """Replace `old` (once) by `new` in `part`; `also` holds further (part, old, new) edits, which
    only company_missing uses (every mention of the company goes). `found` is the labelled text
    (default: `new`)."""

    type: str
    part: str
    old: str
    new: str
    expected: str
    note: str
    found: str = ""
    also: tuple = ()


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
