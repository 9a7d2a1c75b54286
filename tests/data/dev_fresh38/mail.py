"""The two records the e-mail files of dev_fresh38 are written in.

A `Mail` is one natural e-mail (correct in every fact) with the one edit its injected twin gets:
`Twin` replaces `old` by `new` in `part` (`old` must occur there exactly once), except for
company_missing, where every form in `forms` is replaced by `new` wherever it occurs (subject and
body), `found` being `new` as it stands in `part`. `found` defaults to `new`; give it where the
label's span is narrower than the edit.
"""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    part: str  # "subject" or "body"
    old: str
    new: str
    expected: str
    note: str
    found: str | None = None
    forms: tuple[str, ...] = field(default_factory=tuple)  # company_missing: every form replaced


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
