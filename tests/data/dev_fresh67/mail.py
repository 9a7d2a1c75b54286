"""The two records the e-mail files of the sixty-seventh fresh set are written in."""
from dataclasses import dataclass, field


@dataclass
class Twin:
    """The one edit that makes the injected twin: `old` -> `new` in `part` (first occurrence).

    `found` (default: `new`) is the label's found text; `extra` holds further (part, old, new)
    replacements, used by company_missing only (every mention of the company goes)."""
    type: str
    part: str
    old: str
    new: str
    expected: str
    note: str
    found: str | None = None
    extra: tuple = field(default_factory=tuple)


@dataclass
class Mail:
    """A natural e-mail: buyer id, sender id, kind, subject, body, what is hard-but-right in it."""
    buyer: str
    sender: str
    kind: str
    subject: str
    body: str
    note: str
    twin: Twin
