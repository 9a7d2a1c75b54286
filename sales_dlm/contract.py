"""The run contract, typed: an attempt, a journal entry, the run summary, and the files of a
run directory.

The JSON on disk is DESIGN.md's contract (extend, never break): fields are only ever added,
with defaults, so a journal written by an older version still reads, and `extra="allow"` keeps
fields a newer version wrote when an older model reads them back.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from sales_dlm.facts import Finding, Severity

Status = Literal["passed", "needs_review", "invalid"]


def attempt_label(decoder: str, steps: int | None) -> str:
    """How reports name one setting: "diffusion@16", or "ar" (AR has no step count)."""
    return f"{decoder}@{steps}" if steps else decoder


def _error_count(findings: list[Finding]) -> int:
    return sum(1 for f in findings if f.severity == Severity.error)


class RequestOutcome(BaseModel):
    """How one draft's request to an OpenAI-compatible endpoint went (absent for in-process
    decoders): what the server reported and what it took to get an answer."""

    model_config = ConfigDict(extra="allow")

    latency_s: float  # from the first send to the answer, retries and their waits included
    retries: int = 0
    # each retried failure in order: an HTTP status ("429", "503"), "timeout" or "connection"
    failures: list[str] = Field(default_factory=list)
    # as the server's `usage` reported them; None when it reported none
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    finish_reason: str | None = None  # "stop", or "length" when max_tokens cut the draft
    temperature: float | None = None  # what the request asked for (an AR ladder's rung)
    seed: int | None = None


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
    # hybrid only: AR forwards that verified the drafts (tokens / ar_forwards = tokens each
    # AR forward yields); None for the other decoders
    ar_forwards: int | None = None
    # "repair" for a span repair of the attempt before it (decoding/repair.py: its flagged
    # spans re-denoised, the rest kept; `forwards` are the repair's own), None for a full draft
    kind: Literal["repair"] | None = None
    remasked: int | None = None  # repair only: the positions re-denoised
    # endpoint only: the request's outcome (latency, tokens, retries); None in-process
    request: RequestOutcome | None = None

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


DecisionKind = Literal["approved", "rejected", "reset", "edited"]


class Decision(BaseModel):
    """One line of `RUN/decisions.jsonl`, the reviewer's log beside the journal (append-only;
    the latest line per buyer wins). Each line is the whole state of its draft: `approved`
    or `rejected` (signed off, or not to be sent), `edited` (the text changed, no verdict
    yet) or `reset` (back to the journal's draft, undecided). `subject`/`body` are the
    reviewer's text, on every line after an edit until a reset; `findings` are the checker's
    on that text, `None` when the text is the journal's own."""

    model_config = ConfigDict(extra="allow")

    buyer_id: str
    decision: DecisionKind
    at: str  # ISO 8601, UTC
    subject: str | None = None
    body: str | None = None
    findings: list[Finding] | None = None
    line: int | None = None  # the journal entry's line, where buyer ids might repeat

    @property
    def edited(self) -> bool:
        return self.subject is not None or self.body is not None

    def to_json(self) -> dict:
        return self.model_dump(mode="json", exclude_none=True)


def steps_order(label: str) -> tuple:
    """Histogram keys in step order: "16" before "128" (numbers, not strings), then the
    settings without a step count ("ar") by name."""
    return (0, int(label), "") if label.isdigit() else (1, 0, label)


class RunSummary(BaseModel):
    """`RUN/summary.json`: what a run did, computed from its journal (review/summary.py), plus
    what only the run itself knows (wall time, device, configuration)."""

    model_config = ConfigDict(extra="allow")

    rows: int = 0
    passed: int = 0
    needs_review: int = 0
    invalid: int = 0
    drafted: int = 0
    review_rate: float = 0.0
    passed_with_warnings: int = 0
    errors_by_type: dict[str, int] = Field(default_factory=dict)
    drafts_by_error_type: dict[str, int] = Field(default_factory=dict)
    drafts_by_warning_type: dict[str, int] = Field(default_factory=dict)
    flagged_attempts_by_type: dict[str, int] = Field(default_factory=dict)
    final_steps_histogram: dict[str, int] = Field(default_factory=dict)  # "16", ..., "ar"
    attempts: int = 0
    ar_fallbacks: int = 0
    mean_diffusion_steps_per_draft: float = 0.0
    decode_seconds: float = 0.0
    # wall time and drafts/s: the latest session that drafted (a resume with nothing left keeps
    # them); drafts/s is null when no session drafted anything
    wall_seconds: float = 0.0
    drafts_per_s: float | None = None
    device: str = ""  # the device the models ran on ("cpu", "cuda", ...), never "auto"
    # The run's settings: absent from a summary that `sales-dlm report` rebuilt without one.
    decoder: str | None = None
    model: str | None = None
    schedule: list[str] | None = None
    config: dict | None = None
    oom_batch_splits: int | None = None

    RUN_SETTINGS: ClassVar[tuple[str, ...]] = (
        "decoder",
        "model",
        "schedule",
        "config",
        "oom_batch_splits",
    )

    @field_validator(
        "errors_by_type",
        "drafts_by_error_type",
        "drafts_by_warning_type",
        "flagged_attempts_by_type",
    )
    @classmethod
    def _by_name(cls, counts: dict[str, int]) -> dict[str, int]:
        return dict(sorted(counts.items()))

    @field_validator("final_steps_histogram")
    @classmethod
    def _by_steps(cls, counts: dict[str, int]) -> dict[str, int]:
        return dict(sorted(counts.items(), key=lambda kv: steps_order(kv[0])))

    def to_json(self) -> dict:
        """summary.json's object: every count always, the run's settings only when known."""
        data = self.model_dump(mode="json")
        for key in self.RUN_SETTINGS:
            if data[key] is None:
                del data[key]
        return data


EML_DIR = "eml"


@dataclass(frozen=True)
class RunDir:
    """Every file of a run directory, named once: nothing else spells these names."""

    root: Path

    @property
    def journal(self) -> Path:
        return self.root / "drafts.jsonl"

    @property
    def manifest(self) -> Path:
        return self.root / "run.json"

    def read_manifest(self) -> dict:
        """run.json as a dict; {} when it is missing, unreadable or not a JSON object (readers
        that only look things up in it fall back to their defaults)."""
        try:
            data = json.loads(self.manifest.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    @property
    def summary(self) -> Path:
        return self.root / "summary.json"

    @property
    def summary_html(self) -> Path:
        """The run at a glance, for the person who opens one file first."""
        return self.root / "summary.html"

    @property
    def decisions(self) -> Path:
        return self.root / "decisions.jsonl"

    @property
    def eml_dir(self) -> Path:
        return self.root / EML_DIR

    @staticmethod
    def eml_name(file_name: str) -> str:
        """How the journal records a draft's .eml: relative to the run directory."""
        return f"{EML_DIR}/{file_name}"

    def eml(self, relative: str) -> Path:
        return self.root / relative

    def review(self, suffix: str) -> Path:
        """review.html, review.md, review.csv, ... (suffix without the dot)."""
        return self.root / f"review.{suffix}"

    @property
    def review_html(self) -> Path:
        return self.review("html")

    @property
    def review_md(self) -> Path:
        return self.review("md")

    @property
    def review_csv(self) -> Path:
        return self.review("csv")

    @property
    def labelstudio(self) -> Path:
        return self.review("labelstudio.json")

    @property
    def reports(self) -> tuple[Path, ...]:
        """What `sales-dlm report` (re)writes from the journal, in that order."""
        return (
            self.summary,
            self.summary_html,
            self.review_html,
            self.review_md,
            self.review_csv,
            self.labelstudio,
        )
