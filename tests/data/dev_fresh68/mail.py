"""The two records the e-mail files of dev_fresh68 are written in.

`Mail` is one natural e-mail; `Twin` is the one hand-chosen edit its injected twin gets: `old`
replaced by `new` (once, in `part`), or, for company_missing, every pair of `repl` replaced in
both parts. `found` defaults to `new`, `expected` to `old`.
"""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    part: str
    old: str | None
    new: str | None
    note: str
    found: str | None = None
    expected: str | None = None
    repl: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class Mail:
    buyer: str
    sender: str
    kind: str  # "first" or "follow-up"
    subject: str
    body: str
    note: str
    twin: Twin
