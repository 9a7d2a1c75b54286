"""The two records the e-mail files are written in: a natural e-mail and the one edit its twin gets."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Twin:
    """One hand-chosen error: replace `old` by `new` in `part` (it must occur there exactly once).

    `found` is the labelled text (default: `new`); it must lie inside the edited part.
    company_missing twins replace every mention: `more` lists further (part, old, new) edits,
    each applied to every occurrence.
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
    """A correct e-mail from `sender` to `buyer`; `note` says its kind, language and hard parts."""

    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
