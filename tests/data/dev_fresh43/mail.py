"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit
its injected twin gets (`Twin`)."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Twin:
    """One error: `old` (which must occur exactly once in `part`) becomes `new`. `found` is the
    labelled text (default `new`), `expected` what the buyer record or the sender holds.
    `more` holds further (part, old, new) edits, for company_missing only (every mention)."""

    type: str
    old: str
    new: str
    expected: str
    note: str
    part: str = "body"
    found: str | None = None
    more: tuple[tuple[str, str, str], ...] = ()


@dataclass(frozen=True)
class Mail:
    """A correct e-mail from `sender` to `buyer`; `note` lists its hard-but-right features."""

    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
    kind: str = field(default="first")  # first | follow-up
