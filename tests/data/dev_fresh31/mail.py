"""The two records the e-mail files are written in.

`Mail`: one natural e-mail (correct in every fact) and the one edit its twin gets.
`Twin`: that edit. `edits` are (old, new) pairs applied to the labelled `part` only, each `old`
occurring exactly once there; a `company_missing` twin applies its pairs to every occurrence in
both parts (every mention of the company goes). `found` is the changed text the label points at
(default: the `new` of the first pair), `expected` what the record or the sender says.
"""
from dataclasses import dataclass, field


@dataclass
class Twin:
    type: str
    part: str
    edits: list[tuple[str, str]]
    expected: str
    note: str
    found: str | None = None


@dataclass
class Mail:
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin
    extra: dict = field(default_factory=dict)


def B(text: str) -> str:
    """A body or subject written as an indented triple-quoted block -> the text as sent."""
    import textwrap
    return textwrap.dedent(text).strip("\n")
