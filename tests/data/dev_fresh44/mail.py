"""The two records the e-mail files are written in.

A `Mail` is one correct e-mail (it becomes a line of natural.jsonl); its `twin` is the one edit
that turns it into its injected twin (a line of injected.jsonl) with exactly one error.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Twin:
    """One error. `edits` are (part, old, new) replacements, each `old` occurring exactly once in
    its part (company_missing may replace several mentions, in both parts); the label is
    (`type`, `part`, `found`, `expected`, `note`), where `found` is in the edited `part`."""

    type: str
    part: str
    edits: tuple[tuple[str, str, str], ...]
    found: str
    expected: str
    note: str


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
    kind: str = field(default="first")  # first | follow_up (for the README's counts)


def twin(type_: str, part: str, old: str, new: str, expected: str, note: str,
         found: str | None = None) -> Twin:
    """The usual twin: one replacement in one part; `found` defaults to the new text."""
    return Twin(type_, part, ((part, old, new),), new if found is None else found, expected, note)
