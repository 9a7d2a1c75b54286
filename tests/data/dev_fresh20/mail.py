"""The records the e-mail files are written in: a natural e-mail `E` and the one edit `T` its twin gets."""
from dataclasses import dataclass


@dataclass
class T:
    type: str
    part: str          # the labelled part
    old: object        # text replaced (str), or for company_missing a list of (old, new) pairs over both parts
    new: str           # replacement; for company_missing the wording that stands in for the company
    expected: str
    note: str
    found: str = ""    # narrowed `found` where the edit needed context (defaults to `new`)


@dataclass
class E:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: T
