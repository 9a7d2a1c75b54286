"""The checker's vocabulary: a draft in, findings out.

`Finding.model_dump(mode="json")` is the JSON contract other tools read (`check --format json`,
the run journal, the reviewer report), so field names and the closed set of `FindingType`
values only ever grow.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class Draft(BaseModel):
    """One email as the decoder wrote it."""

    model_config = ConfigDict(extra="forbid")

    subject: str = ""
    body: str = ""


class FindingType(str, Enum):
    """What is wrong. Closed vocabulary: extend, never rename."""

    company_missing = "company_missing"
    company_misspelled = "company_misspelled"
    company_foreign = "company_foreign"
    contact_wrong = "contact_wrong"
    title_wrong = "title_wrong"
    category_wrong = "category_wrong"
    country_wrong = "country_wrong"
    artifact = "artifact"
    sender_wrong = "sender_wrong"  # the sender's own company, name or title written wrong
    # a meeting or request the draft claims that the buyer's notes do not hold
    note_wrong = "note_wrong"


class Severity(str, Enum):
    """`error` fails the draft; `warning` is shown to the reviewer but lets the draft pass."""

    error = "error"
    warning = "warning"


class Finding(BaseModel):
    """One flagged span. `start`/`end` are character offsets into `part`'s text, and
    `text[start:end] == found` (empty span at 0 for `company_missing`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    type: FindingType
    severity: Severity
    part: Literal["subject", "body"]
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    found: str
    expected: str
    score: float = Field(ge=0.0, le=100.0)
    message: str


def passed(findings: Iterable[Finding]) -> bool:
    """A draft passes iff none of its findings is an error."""
    return all(f.severity is not Severity.error for f in findings)
