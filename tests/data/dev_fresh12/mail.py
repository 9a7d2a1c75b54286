"""One natural e-mail and the one edit its injected twin gets."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Edit:
    """Replace `old` by `new` in `part`; `found` defaults to `new`."""

    type: str
    part: str
    old: str
    new: str
    expected: str
    why: str
    found: str = ""


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    edit: Edit
