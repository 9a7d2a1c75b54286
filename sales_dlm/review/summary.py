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
from pathlib import Path

from sales_dlm.contract import attempt_label

SUMMARY_NAME = "summary.json"


def _types(findings: list[dict], severity: str) -> set[str]:
    return {f["type"] for f in findings if f["severity"] == severity}


def _diffusion_steps(entry: dict) -> int:
    return sum(a["steps_used"] or 0 for a in entry["attempts"] if a["decoder"] != "ar")


def summarise(
    entries: list[dict],
    *,
    config=None,
    wall_seconds: float = 0.0,
    device: str = "",
    drafted_now: int | None = None,
) -> dict:
    statuses = Counter(e["status"] for e in entries)
    drafted = [e for e in entries if e["status"] != "invalid"]
    review = [e for e in drafted if e["status"] == "needs_review"]
    # findings: every error finding of the final drafts (a draft with two misspellings adds 2)
    errors_by_type = Counter(
        f["type"] for e in review for f in e["findings"] if f["severity"] == "error"
    )
    # drafts: each final draft once per type of error it has (only drafts in review have any)
    drafts_by_error_type = Counter(t for e in review for t in _types(e["findings"], "error"))
    drafts_by_warning_type = Counter(t for e in drafted for t in _types(e["findings"], "warning"))
    # attempts: each attempt (first draft and every redraft) once per type of error it has
    flagged_by_type = Counter(
        t for e in drafted for a in e["attempts"] for t in _types(a["findings"], "error")
    )
    final_steps = Counter("ar" if e["decoder"] == "ar" else str(e["steps"]) for e in drafted)
    decode_seconds = sum(a["seconds"] for e in drafted for a in e["attempts"])
    attempts = sum(len(e["attempts"]) for e in drafted)
    now = len(drafted) if drafted_now is None else drafted_now
    summary = {
        "rows": len(entries),
        "passed": statuses["passed"],
        "needs_review": statuses["needs_review"],
        "invalid": statuses["invalid"],
        "drafted": len(drafted),
        "review_rate": round(len(review) / len(drafted), 4) if drafted else 0.0,
        "passed_with_warnings": sum(
            1 for e in drafted if e["status"] == "passed" and _types(e["findings"], "warning")
        ),
        "errors_by_type": dict(sorted(errors_by_type.items())),
        "drafts_by_error_type": dict(sorted(drafts_by_error_type.items())),
        "drafts_by_warning_type": dict(sorted(drafts_by_warning_type.items())),
        "flagged_attempts_by_type": dict(sorted(flagged_by_type.items())),
        "final_steps_histogram": dict(sorted(final_steps.items(), key=lambda kv: kv[0])),
        "attempts": attempts,
        # drafts that reached the AR fallback, whichever attempt the entry kept
        "ar_fallbacks": sum(
            1
            for e in drafted
            if len(e["attempts"]) > 1 and any(a["decoder"] == "ar" for a in e["attempts"])
        ),
        "mean_diffusion_steps_per_draft": (
            round(sum(_diffusion_steps(e) for e in drafted) / len(drafted), 2) if drafted else 0.0
        ),
        "decode_seconds": round(decode_seconds, 3),
        "wall_seconds": round(wall_seconds, 3),
        "drafts_per_s": round(now / wall_seconds, 3) if wall_seconds > 0 else None,
        "device": device,
    }
    if config is not None:
        summary["decoder"] = config.decoder
        summary["model"] = config.model
        summary["schedule"] = [attempt_label(d, s) for d, s in config.schedule()]
        summary["config"] = config.model_dump()
    return summary


def write_summary(run_dir: Path, summary: dict) -> Path:
    path = run_dir / SUMMARY_NAME
    path.write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def read_summary(run_dir: Path) -> dict | None:
    path = run_dir / SUMMARY_NAME
    if not path.exists():
        return None
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return None
