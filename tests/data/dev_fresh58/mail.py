"""The records the e-mail files are written in.

A `Mail` is one natural e-mail (correct against its buyer row and its sender) with the one edit
its injected twin gets. A `Twin` edit replaces `old` by `new` in one part (`subject` or `body`);
`old` must occur exactly once there. company_missing twins give `more`: further (part, old, new)
replacements, so that every mention of the company goes. The label's `found` is `found` or `new`,
its `expected` is `expected` or `old`.
"""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Twin:
    type: str
    part: str
    old: str
    new: str
    note: str
    found: str | None = None
    expected: str | None = None
    more: tuple[tuple[str, str, str], ...] = ()


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
    extra: dict = field(default_factory=dict)
