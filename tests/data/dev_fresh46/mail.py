"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit
that turns it into its injected twin (`Twin`)."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Twin:
    """One error: `old` (which must occur exactly once in `part`) becomes `new`. `found` is the
    label's `found` (default `new`); `more` holds further (part, old, new) edits, used only by
    company_missing, where every mention of the company goes."""

    type: str
    part: str
    old: str
    new: str
    expected: str
    note: str
    found: str = ""
    more: tuple[tuple[str, str, str], ...] = ()


@dataclass(frozen=True)
class Mail:
    """A correct e-mail. `kind` is `first` or `follow-up`; `lang` the language(s) it is in."""

    buyer: str
    sender: str
    kind: str
    lang: str
    subject: str
    body: str
    note: str
    twin: Twin


def text(s: str) -> str:
    """A body written in a triple-quoted string: without the first and last newlines."""
    return s.strip("\n")
