"""Two helpers of the natural e-mails: one e-mail (`mail`) and the one edit its twin gets (`edit`)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Edit:
    """Replace `old` by `new` in `part`; for company_missing, every pair in `more` too."""

    type: str
    part: str
    old: str
    new: str
    note: str
    more: tuple[tuple[str, str, str], ...] = ()  # (part, old, new) of further mentions
    expected: str | None = None  # what the label expects when it is not `old`
    found: str | None = None  # the label's narrower span inside `new`, when not all of it


@dataclass(frozen=True)
class Mail:
    buyer_id: str
    sender: str
    subject: str
    body: str
    note: str
    edit: Edit


def mail(buyer_id: str, sender: str, subject: str, body: str, note: str, edit: Edit) -> Mail:
    return Mail(buyer_id, sender, subject, body.strip("\n"), note, edit)


def edit(kind: str, part: str, old: str, new: str, note: str, **kw: object) -> Edit:
    return Edit(kind, part, old, new, note, **kw)
