"""The two records the e-mail files of dev_fresh23 are written in.

`Mail` is one natural e-mail (correct: every fact matches the buyer record and the sender);
`Twin` is the one edit that turns it into its injected twin, with the label that edit earns.
"""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str          # one of the 10 label types of tests/data/fresh_set.py
    part: str          # "subject" or "body": where the error is labelled
    edits: list        # [(old, new)]: each `old` occurs exactly once in `part` of the natural e-mail
    found: str         # the labelled text in the twin (the changed text, narrowed to the entity)
    expected: str      # what the record (or the sender, or the note) holds
    note: str          # what the error is
    other: list = field(default_factory=list)  # [(old, new)] in the other part: company_missing only


@dataclass
class Mail:
    buyer: str         # buyer_id
    sender: str        # s1-s4
    kind: str          # cold | reply (first e-mail answering a request the note records) |
                       # fair (first contact after a fair the note records) | follow-up
    lang: str          # the e-mail's language(s), for the README's counts
    subject: str
    body: str
    note: str          # how it was written, its hard-but-right features
    twin: Twin


def T(type_, part, old, new, expected, note, found=None):
    """A twin with one edit; `found` defaults to the new text."""
    return Twin(type_, part, [(old, new)], new if found is None else found, expected, note)
