"""`RUN/summary.html`: the one screen a sales manager opens first, from summary.json alone.

Its own page rather than the top of review.html: review.html is the reviewer's working list of
every draft (thousands of sections on a big run), while the manager wants the run at a glance —
how many rows ended in which state, at what step count the drafts were kept, which errors send
drafts to review, how fast and where it ran — and a link on to the drafts. The two pages link
to each other. Self-contained (page.py): inline SVG bars, no script, every value escaped.
"""

from __future__ import annotations

import shlex
from html import escape
from pathlib import Path

from sales_dlm.contract import RunDir, RunSummary, steps_order
from sales_dlm.review.bars import Bar, bar_chart
from sales_dlm.review.page import page
from sales_dlm.review.views import PASSED_NOTE

# One colour per final state, the same in the bars and nowhere else on the page.
STATE_COLOURS = {
    "passed, no warnings": "#2e7d32",
    "passed with warnings": "#b7791f",
    "needs review": "#c62828",
    "invalid": "#757575",
}
STEPS_COLOUR = "#4c78a8"
AR_COLOUR = "#8e6cc0"  # AR has no step count: its bar stands apart in colour too
ERROR_COLOUR = "#c62828"


def share(count: int, whole: int) -> str:
    """`25.0% (1 of 4)`; `0 of 0` when nothing is in the whole."""
    if whole <= 0:
        return f"{count} of {whole}"
    return f"{count / whole:.1%} ({count} of {whole})"


def setting_label(key: str) -> str:
    """A histogram key as the page names it: "16" -> "16 steps", "ar" -> "AR"."""
    if key.isdigit():
        return f"{key} steps"
    return "AR" if key == "ar" else key


def state_bars(summary: RunSummary) -> list[Bar]:
    """The rows by final state; the four states partition the rows."""
    counts = {
        "passed, no warnings": summary.passed - summary.passed_with_warnings,
        "passed with warnings": summary.passed_with_warnings,
        "needs review": summary.needs_review,
        "invalid": summary.invalid,
    }
    return [
        Bar(state, n, share(n, summary.rows), STATE_COLOURS[state]) for state, n in counts.items()
    ]


def steps_bars(summary: RunSummary) -> list[Bar]:
    """The final setting of every drafted row, in step order, AR (no steps) after them."""
    keys = sorted(summary.final_steps_histogram, key=steps_order)
    return [
        Bar(
            setting_label(key),
            summary.final_steps_histogram[key],
            share(summary.final_steps_histogram[key], summary.drafted),
            STEPS_COLOUR if key.isdigit() else AR_COLOUR,
        )
        for key in keys
    ]


def error_rate_bars(summary: RunSummary) -> list[Bar]:
    """Per error type, the drafts with at least one error of it out of the drafted rows; the
    commonest first (a draft with two types counts under both)."""
    counts = sorted(summary.drafts_by_error_type.items(), key=lambda kv: (-kv[1], kv[0]))
    return [Bar(t, n, share(n, summary.drafted), ERROR_COLOUR) for t, n in counts]


def _duration(seconds: float) -> str:
    minutes, secs = divmod(round(seconds), 60)
    return f"{minutes} min {secs:02d} s" if minutes else f"{seconds:.1f} s"


def _facts_table(summary: RunSummary) -> str:
    speed = f"{summary.drafts_per_s:g}" if summary.drafts_per_s else "— (nothing drafted)"
    rows = [
        # a resumed run's speed and time are its latest drafting session's (summary.json's)
        ("drafts per second, latest session that drafted", speed),
        ("device", summary.device or "—"),
        ("model", summary.model or "—"),
        ("decoder", summary.decoder or "—"),
        ("schedule", " → ".join(summary.schedule) if summary.schedule else "—"),
        ("wall time, latest session that drafted", _duration(summary.wall_seconds)),
        ("mean diffusion steps per draft", f"{summary.mean_diffusion_steps_per_draft:g}"),
        ("attempts (first drafts and redrafts)", str(summary.attempts)),
        ("drafts that reached the AR fallback", str(summary.ar_fallbacks)),
    ]
    cells = "".join(f"<tr><th>{escape(k)}</th><td>{escape(v)}</td></tr>" for k, v in rows)
    return f"<table>{cells}</table>"


def render_summary_html(summary: RunSummary, run_dir: Path) -> str:
    files = RunDir(Path())
    drafted = summary.drafted
    lead = (
        f"{summary.rows} rows: {summary.passed} passed ({summary.passed_with_warnings} with "
        f"warnings), {summary.needs_review} need review, {summary.invalid} invalid. "
        f"Review rate {share(summary.needs_review, drafted)} of the drafted rows."
    )
    error_bars = error_rate_bars(summary)
    errors = (
        bar_chart(error_bars, drafted, "Review rate by error type")
        if error_bars
        else "<p>No draft kept an error.</p>"
    )
    steps = (
        bar_chart(steps_bars(summary), drafted, "Final step count per drafted row")
        if drafted
        else "<p>Nothing was drafted.</p>"
    )
    desk = shlex.join(["sales-dlm", "review", str(run_dir)])
    body = f"""<h1>Run summary: {escape(run_dir.name)}</h1>
<p class="meta">{escape(str(run_dir))}</p>
<p class="lead">{escape(lead)}</p>
<p class="note">{escape(PASSED_NOTE)}</p>
<h2>Rows by final state</h2>
{bar_chart(state_bars(summary), summary.rows, "Rows by final state")}
<h2>Final step count per drafted row</h2>
<p class="meta">The setting of the draft each row kept: diffusion at N denoising steps, or AR.</p>
{steps}
<h2>Review rate by error type</h2>
<p class="meta">Drafts with at least one error of the type, out of the {drafted} drafted rows.
A draft with errors of two types counts under both.</p>
{errors}
<h2>Speed and settings</h2>
{_facts_table(summary)}
<h2>Next</h2>
<p>Every draft, those in review first: <a href="{files.review_html.name}">review.html</a>
(<a href="{files.review_csv.name}">review.csv</a> for a spreadsheet). Sign the drafts off in
the reviewer's desk: <code>{escape(desk)}</code></p>"""
    return page(f"sales-dlm run summary: {run_dir.name}", body)
