"""`RUN/summary.json`: what a run did, computed from its journal (so resumed runs add up)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

SUMMARY_NAME = "summary.json"


def attempt_label(decoder: str, steps: int | None) -> str:
    """How reports name one attempt: "diffusion@16", or "ar" (AR has no step count)."""
    return f"{decoder}@{steps}" if steps else decoder


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
    errors_by_type = Counter(
        f["type"] for e in review for f in e["findings"] if f["severity"] == "error"
    )
    flagged_by_type = Counter(
        f["type"]
        for e in drafted
        for a in e["attempts"]
        for f in a["findings"]
        if f["severity"] == "error"
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
        "errors_by_type": dict(sorted(errors_by_type.items())),
        "flagged_attempts_by_type": dict(sorted(flagged_by_type.items())),
        "final_steps_histogram": dict(sorted(final_steps.items(), key=lambda kv: kv[0])),
        "attempts": attempts,
        "ar_fallbacks": sum(1 for e in drafted if e["decoder"] == "ar" and len(e["attempts"]) > 1),
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
