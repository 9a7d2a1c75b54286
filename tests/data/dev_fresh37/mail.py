"""The two records the e-mail files are written in.

`Mail` is one natural e-mail (correct in every fact), with the one `Twin` edit that turns it into
its injected twin. A `Twin` replaces `old` by `new` in `part` (each `old` must occur exactly once
there); `more` holds further (part, old, new) replacements, used only by company_missing, where
every mention of the company goes. `found` is the labelled text (default: `new`).
"""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    part: str
    old: str
    new: str
    expected: str
    note: str
    found: str | None = None
    more: list[tuple[str, str, str]] = field(default_factory=list)


@dataclass
class Mail:
    buyer: str
    sender: str
    kind: str          # "first" or "follow-up"
    subject: str
    body: str
    note: str
    twin: Twin


def text(s: str) -> str:
    """A body written as a triple-quoted string: drop the first newline and the trailing ones."""
    return s.removeprefix("\n").rstrip() + "\n"
