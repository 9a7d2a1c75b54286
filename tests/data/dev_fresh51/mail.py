"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit
its injected twin gets (`Twin`)."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Twin:
    """One error: `old` (which must occur exactly once in `part`) becomes `new`. The label's
    `found` is `found` (a narrower span inside `new`) or `new`; `expected` is what the record
    holds. `also` lists further (part, old, new) edits, for company_missing only, where every
    mention of the company is replaced."""

    type: str
    old: str
    new: str
    expected: str
    note: str
    part: str = "body"
    found: str | None = None
    also: tuple[tuple[str, str, str], ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class Mail:
    """A natural, correct e-mail from `sender` to `buyer`; `note` says what kind of e-mail it is
    and what is hard but right in it."""

    sender: str
    buyer: str
    subject: str
    body: str
    note: str
    twin: Twin
