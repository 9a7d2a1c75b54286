"""Reviewer reports of a run, all rendered from its journal: `sales-dlm report RUN` redoes them.

summary.html              the run at a glance (summary_html.py): states, step counts, review
                          rate per error type, speed
review.html               one self-contained page (html.py): every draft, those in review
                          first, passed ones collapsed, then invalid rows
review.md                 the same for a terminal or a pull request
review.csv                one row per finding of every draft (one per draft without findings,
                          one per invalid-row reason), formula-safe
review.labelstudio.json   Label Studio tasks with the findings as span predictions
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path

from sales_dlm.contract import JournalEntry, RunDir, RunSummary, attempt_label
from sales_dlm.facts import Finding
from sales_dlm.review.html import render_html
from sales_dlm.review.safecsv import write_rows
from sales_dlm.review.summary import write_summary
from sales_dlm.review.summary_html import render_summary_html
from sales_dlm.review.views import (
    PASSED_NOTE,
    SECONDS_NOTE,
    STATUS_TITLE,
    attempt_result,
    company_name,
    error_types,
    finding_order,
    in_context,
    plain_context,
    review_order,
    shown_attempt,
    status_label,
)


def _md_cell(value: object) -> str:
    return str(value).replace("|", "\\|").replace("\n", " ")


def _md_text(value: object) -> str:
    """A cell that holds model text: Markdown emphasis characters shown as themselves."""
    return _md_cell(re.sub(r"([\\`*_\[\]<>])", r"\\\1", str(value)))


def _md_context(entry: JournalEntry, finding: Finding) -> str:
    context = in_context(entry, finding)
    if context is None:
        found = finding.found
        return f"**{_md_text(found)}**" if found else f"*(not in the {finding.part})*"
    before, found, after = context
    return f"{_md_text(before)}**{_md_text(found)}**{_md_text(after)}"


def _md_findings(entry: JournalEntry) -> list[str]:
    lines = [
        "| severity | type | in | found, in context | expected | why |",
        "|---|---|---|---|---|---|",
    ]
    ordered = sorted(entry.findings, key=finding_order)
    lines += [
        f"| {f.severity.value} | {f.type.value} | {f.part} | {_md_context(entry, f)} | "
        f"{_md_text(f.expected) or '—'} | {_md_cell(f.message)} |"
        for f in ordered
    ]
    return lines


def _md_attempts(entry: JournalEntry) -> str:
    shown = shown_attempt(entry)
    tried = len(entry.attempts)
    steps = [
        f"{n}. {attempt_label(a.decoder, a.steps)} {a.seconds:.3f} s: "
        f"{attempt_result(a)}" + (" (shown)" if n == shown and tried > 1 else "")
        for n, a in enumerate(entry.attempts, start=1)
    ]
    return "Attempts: " + "; ".join(steps)


def render_markdown(entries: Sequence[JournalEntry], summary: RunSummary) -> str:
    ordered = review_order(entries)
    lines = [
        "# sales-dlm review",
        "",
        f"{summary.rows} rows: {summary.needs_review} need review, {summary.passed} "
        f"passed ({summary.passed_with_warnings} with warnings), "
        f"{summary.invalid} invalid; review rate {summary.review_rate:.1%}; "
        f"mean diffusion steps per draft {summary.mean_diffusion_steps_per_draft}.",
        "",
        PASSED_NOTE + " " + SECONDS_NOTE,
        "",
    ]
    drafts = summary.drafts_by_error_type
    findings = summary.errors_by_type
    attempts = summary.flagged_attempts_by_type
    types = sorted(set(drafts) | set(findings) | set(attempts))
    if types:
        lines += [
            "| error type | drafts in review | findings in them | attempts flagged |",
            "|---|---|---|---|",
        ]
        lines += [
            f"| {t} | {drafts.get(t, 0)} | {findings.get(t, 0)} | {attempts.get(t, 0)} |"
            for t in types
        ]
        lines.append("")
    if summary.drafts_by_warning_type:
        lines += ["| warning type | drafts |", "|---|---|"]
        lines += [f"| {t} | {n} |" for t, n in summary.drafts_by_warning_type.items()]
        lines.append("")
    if ordered:
        lines += ["| line | buyer | company | status | errors |", "|---|---|---|---|---|"]
        for e in ordered:
            errors = "; ".join(e.errors) if e.status == "invalid" else error_types(e.findings)
            lines.append(
                f"| {e.line} | {_md_cell(e.buyer_id)} | "
                f"{_md_cell(e.buyer.get('company', ''))} | {status_label(e)} | "
                f"{_md_cell(errors)} |"
            )
        lines.append("")
    group = None
    for e in ordered:
        if e.status != group:
            group = e.status
            count = sum(1 for x in ordered if x.status == group)
            lines += [f"## {STATUS_TITLE.get(group, group)} ({count})", ""]
        company = _md_cell(company_name(e))
        lines.append(f"### {company} ({_md_cell(e.buyer_id)}, line {e.line}): {status_label(e)}")
        lines.append("")
        if e.status == "invalid":
            lines += [f"- {_md_cell(err)}" for err in e.errors]
        else:
            lines.append(f"**Subject:** {_md_text(e.subject)}")
            lines.append("")
            lines += [f"> {line}" if line else ">" for line in e.body.splitlines()] or [">"]
            lines.append("")
            if e.findings:
                lines += _md_findings(e)
                lines.append("")
            lines.append(_md_attempts(e))
        lines.append("")
    return "\n".join(lines) + "\n"


CSV_HEADER = [
    "line",
    "buyer_id",
    "company",
    "status",
    "type",
    "severity",
    "part",
    "start",
    "end",
    "found",
    "expected",
    "message",
    "attempts",
    "context",  # the found text with a few words either side: `…at [Nodrhavn] Seafood…`
]


def csv_rows(entries: Sequence[JournalEntry]) -> list[list[object]]:
    """One row per finding of every draft (a draft without findings gets one row with its
    status), then one per reason a row is invalid; needs review first, then passed, invalid."""
    rows: list[list[object]] = []
    for e in review_order(entries):
        head = [e.line, e.buyer_id, e.buyer.get("company", ""), e.status]
        for f in e.findings:
            rows.append(
                head
                + [f.type.value, f.severity.value, f.part, f.start, f.end, f.found, f.expected]
                + [f.message, len(e.attempts), plain_context(e, f)]
            )
        if e.drafted and not e.findings:
            rows.append(head + [""] * 8 + [len(e.attempts), ""])
        for err in e.errors:
            rows.append(head + [""] * 7 + [err, 0, ""])
    return rows


def write_csv(path: Path, entries: Sequence[JournalEntry]) -> None:
    with path.open("w", encoding="utf-8-sig", newline="") as fh:  # BOM: Excel reads UTF-8
        write_rows(fh, CSV_HEADER, csv_rows(entries))


def labelstudio_tasks(entries: Sequence[JournalEntry]) -> list[dict]:
    """Label Studio import format: one task per drafted row, findings as span predictions."""
    tasks = []
    for e in entries:
        if not e.drafted:
            continue
        results = [
            {
                "id": f"{e.buyer_id}-{n}",
                "from_name": "label",
                "to_name": f.part,
                "type": "labels",
                "value": {
                    "start": f.start,
                    "end": f.end,
                    "text": f.found,
                    "labels": [f.type.value],
                },
            }
            for n, f in enumerate(e.findings)
        ]
        tasks.append(
            {
                "data": {
                    "buyer_id": e.buyer_id,
                    "subject": e.subject,
                    "body": e.body,
                    "status": e.status,
                    "company": e.buyer.get("company", ""),
                },
                "predictions": [{"model_version": "sales-dlm-checker", "result": results}],
            }
        )
    return tasks


def write_reports(
    run_dir: Path, entries: Sequence[JournalEntry], summary: RunSummary
) -> list[Path]:
    """Every report of a run (RunDir.reports), from its journal entries and summary."""
    files = RunDir(run_dir)
    write_summary(run_dir, summary)
    files.summary_html.write_text(render_summary_html(summary, run_dir), encoding="utf-8")
    files.review_html.write_text(render_html(entries, summary), encoding="utf-8")
    files.review_md.write_text(render_markdown(entries, summary), encoding="utf-8")
    write_csv(files.review_csv, entries)
    files.labelstudio.write_text(
        json.dumps(labelstudio_tasks(entries), ensure_ascii=False, indent=1) + "\n",
        encoding="utf-8",
    )
    return list(files.reports)
