"""The two records the e-mail files of dev_fresh55 are written in.

`Mail` is one natural e-mail (correct, written for one buyer by the sender that sells the buyer's
category) with the one edit its injected twin gets. `Twin` is that edit: each (old, new) pair is
replaced in `part` (an `old` that is not in the text, or is there more than once, is an error,
except for company_missing, where every occurrence is replaced and `other` may edit the other part
too); `found` is the wrong text as it reads in the twin, `expected` what the record or the sender
profile holds.
"""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Twin:
    type: str
    part: str
    edits: list[tuple[str, str]]
    found: str
    expected: str
    note: str
    other: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin


def apply(text: str, edits: list[tuple[str, str]], every: bool) -> str:
    for old, new in edits:
        n = text.count(old)
        if n == 0 or (n > 1 and not every):
            raise ValueError(f"{old!r} occurs {n} times")
        text = text.replace(old, new)
    return text
