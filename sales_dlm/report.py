"""Reviewer reports of a run, all rendered from its journal: `sales-dlm report RUN` redoes them.

review.html               one self-contained page (report_html.py)
review.md                 the same for a terminal or a pull request
review.csv                one row per finding (and per invalid-row reason), formula-safe
review.labelstudio.json   Label Studio tasks with the findings as span predictions
"""

from __future__ import annotations

import json
from pathlib import Path

from sales_dlm.errors import JournalError
from sales_dlm.journal import JOURNAL_NAME, read_journal
from sales_dlm.report_html import render_html
from sales_dlm.safecsv import write_rows
from sales_dlm.summary import attempt_label, read_summary, summarise, write_summary

REPORT_FILES = ("summary.json", "review.html", "review.md", "review.csv", "review.labelstudio.json")


def _md_cell(value: object) -> str:
    return str(value).replace("|", "\\|").replace("\n", " ")


def render_markdown(entries: list[dict], summary: dict) -> str:
    lines = [
        "# sales-dlm review",
        "",
        f"{summary['rows']} rows: {summary['passed']} passed, {summary['needs_review']} need "
        f"review, {summary['invalid']} invalid; review rate {summary['review_rate']:.1%}; "
        f"mean diffusion steps per draft {summary['mean_diffusion_steps_per_draft']}.",
        "",
    ]
    if summary["errors_by_type"]:
        lines += ["| error type | drafts in review |", "|---|---|"]
        lines += [f"| {t} | {n} |" for t, n in summary["errors_by_type"].items()]
        lines.append("")
    for e in entries:
        if e["status"] == "passed":
            continue
        company = _md_cell(e["buyer"].get("company", ""))
        lines.append(f"## {company} ({_md_cell(e['buyer_id'])}, line {e['line']}): {e['status']}")
        lines.append("")
        if e["status"] == "invalid":
            lines += [f"- {_md_cell(err)}" for err in e["errors"]]
        else:
            lines.append(f"**Subject:** {_md_cell(e['subject'])}")
            lines.append("")
            lines += ["> " + line for line in e["body"].splitlines()] or ["> "]
            lines.append("")
            lines += ["| type | part | span | found | expected |", "|---|---|---|---|---|"]
            lines += [
                f"| {f['type']} | {f['part']} | {f['start']}-{f['end']} | "
                f"{_md_cell(f['found'])} | {_md_cell(f['expected'])} |"
                for f in e["findings"]
            ]
            history = ", ".join(attempt_label(a["decoder"], a["steps"]) for a in e["attempts"])
            lines.append("")
            lines.append(f"Attempts: {history}")
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
]


def write_csv(path: Path, entries: list[dict]) -> None:
    rows = []
    for e in entries:
        company = e["buyer"].get("company", "")
        for f in e["findings"] if e["status"] != "passed" else []:
            rows.append(
                [
                    e["line"],
                    e["buyer_id"],
                    company,
                    e["status"],
                    f["type"],
                    f["severity"],
                    f["part"],
                    f["start"],
                    f["end"],
                    f["found"],
                    f["expected"],
                    f.get("message", ""),
                    len(e["attempts"]),
                ]
            )
        for err in e["errors"]:
            rows.append(
                [e["line"], e["buyer_id"], company, e["status"], "", "", "", "", "", "", "", err, 0]
            )
    with path.open("w", encoding="utf-8-sig", newline="") as fh:  # BOM: Excel reads UTF-8
        write_rows(fh, CSV_HEADER, rows)


def labelstudio_tasks(entries: list[dict]) -> list[dict]:
    """Label Studio import format: one task per drafted row, findings as span predictions."""
    tasks = []
    for e in entries:
        if e["status"] == "invalid":
            continue
        results = [
            {
                "id": f"{e['buyer_id']}-{n}",
                "from_name": "label",
                "to_name": f["part"],
                "type": "labels",
                "value": {
                    "start": f["start"],
                    "end": f["end"],
                    "text": f["found"],
                    "labels": [f["type"]],
                },
            }
            for n, f in enumerate(e["findings"])
        ]
        tasks.append(
            {
                "data": {
                    "buyer_id": e["buyer_id"],
                    "subject": e["subject"],
                    "body": e["body"],
                    "status": e["status"],
                    "company": e["buyer"].get("company", ""),
                },
                "predictions": [{"model_version": "sales-dlm-checker", "result": results}],
            }
        )
    return tasks


def write_reports(run_dir: Path, entries: list[dict], summary: dict) -> list[Path]:
    write_summary(run_dir, summary)
    (run_dir / "review.html").write_text(render_html(entries, summary), encoding="utf-8")
    (run_dir / "review.md").write_text(render_markdown(entries, summary), encoding="utf-8")
    write_csv(run_dir / "review.csv", entries)
    (run_dir / "review.labelstudio.json").write_text(
        json.dumps(labelstudio_tasks(entries), ensure_ascii=False, indent=1) + "\n",
        encoding="utf-8",
    )
    return [run_dir / name for name in REPORT_FILES]


def regenerate(run_dir: Path) -> tuple[list[Path], dict]:
    """`sales-dlm report RUN`: every report again from the journal."""
    journal = run_dir / JOURNAL_NAME
    if not journal.exists():
        raise JournalError(f"no {JOURNAL_NAME} here: not a run directory", path=str(run_dir))
    entries = list(read_journal(journal))
    previous = read_summary(run_dir) or {}
    summary = summarise(
        entries, wall_seconds=previous.get("wall_seconds", 0.0), device=previous.get("device", "")
    )
    for key in ("decoder", "model", "schedule", "config", "drafts_per_s"):
        if key in previous:
            summary[key] = previous[key]
    return write_reports(run_dir, entries, summary), summary
