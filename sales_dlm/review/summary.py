"""`RUN/summary.json`: what a run did, computed from its journal (so resumed runs add up).

Per-type counts say what they count in their names: `drafts_by_error_type` counts final drafts
(each once per type of error it has), `errors_by_type` counts the error findings in those
drafts, `flagged_attempts_by_type` counts attempts (first drafts and redrafts), each once per
type. A passed draft is one the checker found no error in; it may still carry warnings
(`passed_with_warnings`, `drafts_by_warning_type`), and a person still signs it off.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from pydantic import ValidationError

from sales_dlm.contract import JournalEntry, RunDir, RunSummary, attempt_label
from sales_dlm.facts import Finding, Severity


def _types(findings: list[Finding], severity: Severity) -> set[str]:
    return {f.type.value for f in findings if f.severity == severity}


def _diffusion_steps(entry: JournalEntry) -> int:
    return sum(a.steps_used or 0 for a in entry.attempts if a.decoder == "diffusion")


def _final_setting(entry: JournalEntry) -> str:
    """The histogram key of a final draft: its step count, or its decoder ("ar") if none."""
    if entry.decoder == "ar" or entry.steps is None:
        return entry.decoder or ""
    return str(entry.steps)


def summarise(
    entries: Sequence[JournalEntry],
    *,
    config=None,
    wall_seconds: float = 0.0,
    device: str = "",
    drafted_now: int | None = None,
    oom_batch_splits: int | None = None,
    previous: RunSummary | None = None,
) -> RunSummary:
    """The summary of a journal. `config` (a DraftConfig), the wall time, the device and the
    out-of-memory splits are what only the run knows; `drafted_now` counts the drafts of this
    session (a resumed run's speed is over those), all drafted rows when None. A session that
    drafted nothing (a resume of a finished run) keeps the speed of the latest session that
    did, from `previous` (the summary the run wrote before): resuming to look loses nothing."""
    statuses = Counter(e.status for e in entries)
    drafted = [e for e in entries if e.drafted]
    review = [e for e in drafted if e.status == "needs_review"]
    error, warning = Severity.error, Severity.warning
    now = len(drafted) if drafted_now is None else drafted_now
    # null, not 0.0, when no session drafted anything (a run of invalid rows only)
    speed = round(now / wall_seconds, 3) if now and wall_seconds > 0 else None
    if now == 0 and previous is not None and previous.drafts_per_s is not None:
        wall_seconds, speed = previous.wall_seconds, previous.drafts_per_s
        oom_batch_splits = previous.oom_batch_splits
    summary = RunSummary(
        rows=len(entries),
        passed=statuses["passed"],
        needs_review=statuses["needs_review"],
        invalid=statuses["invalid"],
        drafted=len(drafted),
        review_rate=round(len(review) / len(drafted), 4) if drafted else 0.0,
        passed_with_warnings=sum(
            1 for e in drafted if e.status == "passed" and _types(e.findings, warning)
        ),
        # findings: every error finding of the final drafts (a draft with two misspellings adds 2)
        errors_by_type=Counter(
            f.type.value for e in review for f in e.findings if f.severity == error
        ),
        # drafts: each final draft once per type of error it has (only drafts in review have any)
        drafts_by_error_type=Counter(t for e in review for t in _types(e.findings, error)),
        drafts_by_warning_type=Counter(t for e in drafted for t in _types(e.findings, warning)),
        # attempts: each attempt (first draft and every redraft) once per type of error it has
        flagged_attempts_by_type=Counter(
            t for e in drafted for a in e.attempts for t in _types(a.findings, error)
        ),
        final_steps_histogram=Counter(_final_setting(e) for e in drafted),
        attempts=sum(len(e.attempts) for e in drafted),
        # drafts that reached the AR fallback, whichever attempt the entry kept
        ar_fallbacks=sum(
            1 for e in drafted if len(e.attempts) > 1 and any(a.decoder == "ar" for a in e.attempts)
        ),
        mean_diffusion_steps_per_draft=(
            round(sum(_diffusion_steps(e) for e in drafted) / len(drafted), 2) if drafted else 0.0
        ),
        decode_seconds=round(sum(a.seconds for e in drafted for a in e.attempts), 3),
        wall_seconds=round(wall_seconds, 3),
        drafts_per_s=speed,
        device=device,
        oom_batch_splits=oom_batch_splits,
    )
    if config is not None:
        summary.decoder = config.decoder
        summary.model = config.model
        summary.schedule = [attempt_label(d, s) for d, s in config.schedule()]
        summary.config = config.model_dump()
    return summary


def write_summary(run_dir: Path, summary: RunSummary) -> Path:
    path = RunDir(run_dir).summary
    text = json.dumps(summary.to_json(), indent=2, ensure_ascii=False) + "\n"
    path.write_text(text, encoding="utf-8")
    return path


def read_summary(run_dir: Path) -> RunSummary | None:
    """The summary a run wrote, or None when there is none or it does not read."""
    path = RunDir(run_dir).summary
    if not path.exists():
        return None
    try:
        return RunSummary.model_validate_json(path.read_bytes())
    except (OSError, ValidationError):
        return None
