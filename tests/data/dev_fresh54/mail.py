"""The two records the e-mail files of dev_fresh54 are written in.

A `Mail` is one natural e-mail (correct against its buyer's row and its sender), with the one edit
its injected twin gets: a `Twin` names the error type, the part it is in, the text replacements
that make it, and the label's `found` / `expected` / `note`. A twin changes only its labelled
part, except company_missing, whose replacements remove every mention of the company (subject
included, `subject_edits`).
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class Twin:
    type: str
    edits: tuple[tuple[str, str], ...]
    found: str
    expected: str
    note: str
    part: str = "body"
    subject_edits: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin


def twin(type_: str, old: str, new: str, found: str, expected: str, note: str,
         part: str = "body") -> Twin:
    """A twin with one replacement (`old` must occur exactly once in `part`)."""
    return Twin(type_, ((old, new),), found, expected, note, part)


def text(s: str) -> str:
    """A body written as a triple-quoted string: without its first and last newline."""
    return s.strip("\n")
