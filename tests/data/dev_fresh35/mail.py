"""The two records the e-mail files are written in: a natural e-mail (`Mail`) and the one edit
that turns it into its injected twin (`Twin`)."""
from dataclasses import dataclass, field


@dataclass
class Twin:
    """One error. `edits` are (part, old, new) replacements applied to the natural e-mail, each
    `old` occurring exactly `count` times in its part (company_missing may touch both parts);
    the label is (`type`, `part` of the first edit, `found`, `expected`, `why`)."""
    type: str
    edits: list
    found: str
    expected: str
    why: str
    count: int = 1


@dataclass
class Mail:
    """A correct e-mail from `sender` to `buyer`, with what makes it hard in `note`."""
    buyer: str
    sender: str
    subject: str
    body: str
    note: str
    twin: Twin = field(default=None)
