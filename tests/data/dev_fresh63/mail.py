"""The two records the e-mails of the sixty-third fresh set are written in.

A `Mail` is one natural, correct e-mail (to a buyer of buyers.csv, from the sender of senders.toml
that sells the buyer's category). Its `twin` is the one hand-chosen error the injected copy gets:
`old` (which occurs in `part`) becomes `new`, and the label names `found` (text of the changed
part) and `expected` (what the record says). `also` holds further (part, old, new) edits, used
only by company_missing, where every mention of the company is replaced.
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class Twin:
    type: str
    part: str
    old: str
    new: str
    found: str
    expected: str
    note: str
    also: tuple = ()


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
