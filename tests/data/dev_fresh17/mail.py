"""The two records the e-mail files are written in: a natural e-mail and the one edit its twin gets."""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Twin:
    """One realistic error: `old` becomes `new` in `part` (and in `more`, for company_missing).

    `found` is the labelled text when it is not `new` itself (narrowed to the entity, or "" for a
    dropped part); `expected` is what the record says it should be.
    """

    type: str
    part: str
    old: str
    new: str
    expected: str
    note: str
    found: str | None = None
    more: tuple[tuple[str, str, str], ...] = field(default=())


@dataclass(frozen=True)
class Mail:
    buyer_id: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
