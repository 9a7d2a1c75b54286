"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit
its injected twin gets (`Twin`)."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Twin:
    """One error: replace `old` by `new` in `part` (exactly one occurrence of `old`).

    `found` is the labelled text in the twin (default: `new`); `expected` what the record or
    the sender holds. `also` holds further (part, old, new) edits, only for company_missing,
    where every mention of the company is replaced."""

    type: str
    part: str
    old: str
    new: str
    expected: str
    note: str
    found: str | None = None
    also: list[tuple[str, str, str]] = field(default_factory=list)


@dataclass
class Mail:
    buyer_id: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
