"""The run contract, typed: an attempt, a journal entry, and the files of a run directory.

The JSON on disk is DESIGN.md's contract (extend, never break): fields are only ever added,
with defaults, so a journal written by an older version still reads, and `extra="allow"` keeps
fields a newer version wrote when an older model reads them back.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from sales_dlm.facts import Finding, Severity

Status = Literal["passed", "needs_review", "invalid"]


def attempt_label(decoder: str, steps: int | None) -> str:
    """How reports name one setting: "diffusion@16", or "ar" (AR has no step count)."""
    return f"{decoder}@{steps}" if steps else decoder


def _error_count(findings: list[Finding]) -> int:
    return sum(1 for f in findings if f.severity == Severity.error)


class Attempt(BaseModel):
    """One decode of one draft at one setting, and what the checker found in it."""

    model_config = ConfigDict(extra="allow")

    decoder: str  # "ar", "diffusion", ...
    steps: int | None = None  # denoising steps allowed; None for AR
    steps_used: int = 0  # denoising forwards spent (early exit stops short of `steps`)
    seconds: float = 0.0
    forwards: int = 0
    tokens: int = 0
    passed: bool = False
    subject: str = ""
    body: str = ""
    findings: list[Finding] = Field(default_factory=list)
    model: str | None = None  # the model that decoded it (absent in journals before 0.2)

    @property
    def errors(self) -> int:
        return _error_count(self.findings)


class JournalEntry(BaseModel):
    """One buyer row of a run: its final draft, every attempt, or why the row is invalid."""

    model_config = ConfigDict(extra="allow")

    line: int  # the physical line of the buyer file the row starts on
    buyer_id: str
    buyer: dict = Field(default_factory=dict)  # the record as read
    status: Status
    subject: str = ""
    body: str = ""
    decoder: str | None = None
    model: str | None = None
    steps: int | None = None
    attempts: list[Attempt] = Field(default_factory=list)
    findings: list[Finding] = Field(default_factory=list)
    errors: list[str] = Field(default_factory=list)  # why an invalid row is invalid
    eml: str | None = None  # the passed draft's .eml, relative to the run directory

    @property
    def drafted(self) -> bool:
        return self.status != "invalid"

    def to_json(self) -> dict:
        return self.model_dump(mode="json", exclude_none=False)


@dataclass(frozen=True)
class RunDir:
    """Every file of a run directory, named once."""

    root: Path

    @property
    def journal(self) -> Path:
        return self.root / "drafts.jsonl"

    @property
    def manifest(self) -> Path:
        return self.root / "run.json"

    @property
    def summary(self) -> Path:
        return self.root / "summary.json"

    @property
    def decisions(self) -> Path:
        return self.root / "decisions.jsonl"

    @property
    def eml_dir(self) -> Path:
        return self.root / "eml"

    def eml(self, relative: str) -> Path:
        return self.root / relative

    def review(self, suffix: str) -> Path:
        """review.html, review.md, review.csv, ... (suffix without the dot)."""
        return self.root / f"review.{suffix}"
