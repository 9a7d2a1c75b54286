"""`RUN/review.html`: one self-contained page for the reviewer, no external assets, no script.

Every draft is on the page, so nothing reaches an outbox unseen: an index table with one row per
draft (linking to its section), then the drafts that need review (open), the passed ones
(collapsed; those with warnings say so, with the warnings, in the collapsed line), then the
invalid rows with their reasons. A finding is shown as its text in context, never as offsets.

Every value that came from a buyer file or a model is escaped with `html.escape` before it
reaches the page; error spans are highlighted by offset in the escaped text's source, never by
inserting raw strings. What the reports share (order, context, shown attempt) is in views.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from sales_dlm.contract import JournalEntry, RunDir, RunSummary, attempt_label
from sales_dlm.facts import Finding, Severity
from sales_dlm.review.page import page
from sales_dlm.review.views import (
    PASSED_NOTE,
    SECONDS_NOTE,
    STATUS_ORDER,
    STATUS_TITLE,
    attempt_result,
    company_name,
    error_types,
    finding_order,
    in_context,
    review_order,
    severities,
    shown_attempt,
    status_label,
)

SUMMARY_PAGE = RunDir(Path()).summary_html.name  # beside review.html in the run folder

STYLE = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2rem;color:#222}
h1{font-size:1.4rem} h2{font-size:1.15rem;margin-top:1.6rem} h3{font-size:1rem;margin:0 0 .3rem}
table{border-collapse:collapse;margin:.4rem 0} .cols{display:flex;flex-wrap:wrap;gap:0 2.5rem}
td,th{border:1px solid #ccc;padding:.2rem .45rem;text-align:left;vertical-align:top}
details.draft{border:1px solid #bbb;border-radius:6px;padding:.4rem .8rem;margin:.5rem 0}
details.draft[open]{padding-bottom:.8rem} summary{cursor:pointer}
.text{white-space:pre-wrap;background:#fafafa;border:1px solid #eee;padding:.5rem}
mark.error{background:#ffb3b3} mark.warning{background:#ffe08a}
.meta{color:#555;font-size:.9rem} .note{color:#444;background:#f3f6fb;padding:.4rem .6rem}
.st{font-weight:600;white-space:nowrap} .st-needs_review,.st-invalid{color:#b00}
.st-passed{color:#176b2c} .st-warn{color:#8a5a00} .warn{display:block;margin-left:1.2rem}
tr.shown td{background:#eef5ff} .narrow{max-width:40rem}
"""


def highlight(text: str, findings: Sequence[Finding]) -> str:
    """Escaped text with each finding's [start, end) span wrapped in <mark>."""
    spans = sorted(
        (f for f in findings if 0 <= f.start < f.end <= len(text)),
        key=lambda f: (f.start, -f.end),
    )
    out, cursor = [], 0
    for f in spans:
        if f.start < cursor:
            continue  # overlaps a span already marked: its row in the table still shows it
        out.append(escape(text[cursor : f.start]))
        title = f"{f.type.value}: found {f.found!r}, expected {f.expected!r}"
        out.append(
            f'<mark class="{escape(f.severity.value)}" title="{escape(title)}">'
            f"{escape(text[f.start : f.end])}</mark>"
        )
        cursor = f.end
    out.append(escape(text[cursor:]))
    return "".join(out)


def context_html(entry: JournalEntry, finding: Finding) -> str:
    severity = escape(finding.severity.value)
    context = in_context(entry, finding)
    if context is None:
        if finding.found:
            return f'<mark class="{severity}">{escape(finding.found)}</mark>'
        return f"<i>not in the {escape(finding.part)}</i>"
    before, found, after = context
    return f'{escape(before)}<mark class="{severity}">{escape(found)}</mark>{escape(after)}'


def _cells(row: tuple, raw: frozenset[int] = frozenset()) -> str:
    """One table row; cells whose index is in `raw` are HTML already (escaped by the caller)."""
    return "".join(f"<td>{c if n in raw else escape(str(c))}</td>" for n, c in enumerate(row))


def _table(rows: list[tuple], header: tuple, raw: frozenset[int] = frozenset()) -> str:
    head = "".join(f"<th>{escape(str(h))}</th>" for h in header)
    body = "".join(f"<tr>{_cells(row, raw)}</tr>" for row in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def _anchor(entry: JournalEntry) -> str:
    return f"line-{entry.line}"  # line numbers are unique in a run; buyer ids may not be


def _findings_table(entry: JournalEntry) -> str:
    rows = [
        (
            f.severity.value,
            f.type.value,
            f.part,
            context_html(entry, f),
            f.expected or "—",
            f.message,
        )
        for f in sorted(entry.findings, key=finding_order)
    ]
    return _table(
        rows, ("severity", "type", "in", "found, in context", "expected", "why"), frozenset({3})
    )


def _attempts_table(entry: JournalEntry) -> str:
    shown = shown_attempt(entry)
    tried = len(entry.attempts)
    rows = []
    for n, a in enumerate(entry.attempts, start=1):
        cells = (
            n,
            attempt_label(a.decoder, a.steps),
            a.steps_used if a.steps is not None else "—",
            f"{a.seconds:.3f}",
            attempt_result(a) + (" — shown" if n == shown and tried > 1 else ""),
        )
        rows.append(f"<tr{' class=shown' if n == shown else ''}>{_cells(cells)}</tr>")
    head = "".join(
        f"<th>{h}</th>"
        for h in ("#", "attempt", "steps used", "seconds (batch ÷ drafts)", "checker")
    )
    note = ""
    if shown is not None and shown != tried:
        note = (
            f'<p class="meta">Shown: attempt {shown} of {tried}, the one with '
            "the fewest errors (later attempts had more).</p>"
        )
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>{note}"


def _buyer_line(entry: JournalEntry) -> str:
    fields = " · ".join(
        f"{escape(str(k))}: {escape(str(v))}"
        for k, v in entry.buyer.items()
        if v not in ("", None, {}, [])
    )
    return f'<p class="meta">Buyer record — {fields}</p>'


def _summary_line(entry: JournalEntry) -> str:
    status = entry.status
    warn = status == "passed" and severities(entry.findings, Severity.warning)
    cls = "st-warn" if warn else f"st-{escape(status)}"
    line = (
        f"<b>{escape(company_name(entry))}</b> "
        f'<span class="meta">{escape(str(entry.buyer_id))}, line {entry.line}</span> '
        f'<span class="st {cls}">{escape(status_label(entry))}</span>'
    )
    if status != "invalid":
        line += f" — {escape(entry.subject)}"
    if warn:
        line += "".join(
            f'<span class="warn">warning {escape(f.type.value)}: {context_html(entry, f)}'
            + (f" (expected {escape(f.expected)})" if f.expected else "")
            + "</span>"
            for f in warn
        )
    return f"<summary>{line}</summary>"


def _draft_section(entry: JournalEntry) -> str:
    open_ = " open" if entry.status != "passed" else ""
    parts = [f'<details class="draft" id="{_anchor(entry)}"{open_}>', _summary_line(entry)]
    if entry.status == "invalid":
        parts.append(_table([(e,) for e in entry.errors], ("why the row is invalid",)))
    else:
        findings = entry.findings
        subject = [f for f in findings if f.part == "subject"]
        body = [f for f in findings if f.part == "body"]
        parts.append(f"<p><b>Subject:</b> {highlight(entry.subject, subject)}</p>")
        parts.append(f'<div class="text">{highlight(entry.body, body)}</div>')
        if findings:
            parts.append(_findings_table(entry))
        parts.append(_attempts_table(entry))
    parts.append(_buyer_line(entry))
    parts.append("</details>")
    return "\n".join(parts)


def _index_table(ordered: list[JournalEntry]) -> str:
    rows = []
    for e in ordered:
        errors = "; ".join(e.errors) if e.status == "invalid" else error_types(e.findings)
        warnings = len(severities(e.findings, Severity.warning))
        shown = shown_attempt(e)
        attempt = (
            f"{attempt_label(e.decoder, e.steps)} ({shown}/{len(e.attempts)})" if e.attempts else ""
        )
        link = f'<a href="#{_anchor(e)}">{escape(str(e.buyer_id) or "(none)")}</a>'
        cells = (
            e.line,
            link,
            e.buyer.get("company", ""),
            status_label(e).split(" · ")[0],
            errors,
            warnings or "",
            attempt,
        )
        rows.append(cells)
    return _table(
        rows,
        ("line", "buyer", "company", "status", "errors", "warnings", "shown attempt"),
        frozenset({1}),
    )


def _by_type_table(summary: RunSummary) -> str:
    drafts = summary.drafts_by_error_type
    findings = summary.errors_by_type
    attempts = summary.flagged_attempts_by_type
    types = sorted(set(drafts) | set(findings) | set(attempts))
    if not types:
        return "<p>No errors in any attempt.</p>"
    rows = [(t, drafts.get(t, 0), findings.get(t, 0), attempts.get(t, 0)) for t in types]
    header = ("type", "drafts in review", "findings in them", "attempts flagged")
    return _table(rows, header) + (
        '<p class="meta narrow">drafts in review: final drafts with at least '
        "one error of the type; findings: the errors of the type in those drafts; attempts "
        "flagged: first drafts and redrafts with at least one error of the type.</p>"
    )


def render_html(entries: Sequence[JournalEntry], summary: RunSummary) -> str:
    ordered = review_order(entries)
    groups = {s: [e for e in ordered if e.status == s] for s in STATUS_ORDER}
    counts = [
        ("rows", summary.rows),
        ("needs review", summary.needs_review),
        ("passed (checker found no error)", summary.passed),
        ("passed with warnings", summary.passed_with_warnings),
        ("invalid", summary.invalid),
        ("review rate", f"{summary.review_rate:.1%}"),
        ("mean diffusion steps per draft", summary.mean_diffusion_steps_per_draft),
        ("device", summary.device),
        ("model", summary.model or ""),
    ]
    warnings = list(summary.drafts_by_warning_type.items())
    steps = list(summary.final_steps_histogram.items())  # in step order: 16 before 128
    sections = []
    for status, group in groups.items():
        if group:
            sections.append(f"<h2>{STATUS_TITLE[status]} ({len(group)})</h2>")
            sections.extend(_draft_section(e) for e in group)
    warning_table = (
        f"<div><h2>Warnings by type</h2>{_table(warnings, ('type', 'drafts'))}</div>"
        if warnings
        else ""
    )
    body = f"""<h1>sales-dlm review</h1>
<p>The run at a glance: <a href="{SUMMARY_PAGE}">{SUMMARY_PAGE}</a></p>
<p class="note">{escape(PASSED_NOTE)}</p>
<div class="cols">
<div><h2>Summary</h2>{_table(counts, ("", "value"))}</div>
<div><h2>Steps of the final drafts</h2>{_table(steps, ("steps", "drafts"))}</div>
</div>
<div class="cols">
<div><h2>Errors by type</h2>{_by_type_table(summary)}</div>
{warning_table}
</div>
<h2>All drafts ({len(ordered)})</h2>
<p class="meta">{escape(SECONDS_NOTE)}</p>
{_index_table(ordered) if ordered else "<p>No rows.</p>"}
{chr(10).join(sections)}"""
    return page("sales-dlm review", body, style=STYLE)
