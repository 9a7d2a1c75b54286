"""The two records the e-mail files are written in.

`Mail`: one natural e-mail (buyer id, sender id, subject, body, a note on what is hard but right)
and the one edit its injected twin gets (`Twin`). `Twin.old` is replaced by `Twin.new` in
`Twin.part` (it must occur there exactly once); `found` (default: `new`) is the label's `found`,
the changed text, narrowed to the entity where the edit needed context. `more` holds further
(part, old, new) replacements, used only by company_missing, which takes every mention out.
"""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    old: str
    new: str
    expected: str
    note: str
    part: str = "body"
    found: str | None = None
    more: tuple = field(default_factory=tuple)


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
