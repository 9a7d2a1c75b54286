"""The records the e-mail files are written in: a natural e-mail and the one edit its twin gets."""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    part: str          # "subject" or "body"
    old: str           # the text replaced (every occurrence for company_missing, else exactly one)
    new: str
    note: str = ""
    found: str | None = None      # default: new
    expected: str | None = None   # default: old


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
    kind: str = "first"   # first | follow_up
