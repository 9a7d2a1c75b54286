"""Two helpers for the e-mail files: one natural e-mail, and the one edit its twin gets."""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Edit:
    """The twin's one error: `old` becomes `new` in `part` (the first occurrence).

    `found` defaults to `new` and `expected` to `old`; a wider or narrower span is given where
    the edit needs context. A company_missing edit lists every (old, new) pair in `everywhere`,
    applied to both parts, and its `expected` is the company as recorded.
    """

    type: str
    part: str
    old: str
    new: str
    note: str
    found: str | None = None
    expected: str | None = None
    everywhere: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Mail:
    buyer_id: str
    sender: str
    subject: str
    body: str
    note: str
    edit: Edit
    extra: dict = field(default_factory=dict)


def mail(buyer_id: str, sender: str, subject: str, body: str, note: str, edit: Edit) -> Mail:
    return Mail(buyer_id, sender, subject.strip("\n"), body.strip("\n") + "\n", note, edit)
