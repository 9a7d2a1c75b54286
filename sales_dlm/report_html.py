"""`RUN/review.html`: one self-contained page for the reviewer, no external assets.

Every value that came from a buyer file or a model is escaped with `html.escape` before it
reaches the page; error spans are highlighted by offset in the escaped text's source, never by
inserting raw strings.
"""

from __future__ import annotations

from html import escape

STYLE = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2rem;color:#222}
h1{font-size:1.4rem} h2{font-size:1.15rem;margin-top:2rem} table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
.draft{border:1px solid #bbb;border-radius:6px;padding:1rem;margin:1rem 0}
.text{white-space:pre-wrap;background:#fafafa;border:1px solid #eee;padding:.5rem}
mark.error{background:#ffb3b3} mark.warning{background:#ffe08a}
.meta{color:#555;font-size:.9rem} .status-needs_review{color:#b00;font-weight:600}
"""


def highlight(text: str, findings: list[dict]) -> str:
    """Escaped text with each finding's [start, end) span wrapped in <mark>."""
    spans = sorted(
        (f for f in findings if 0 <= f["start"] < f["end"] <= len(text)),
        key=lambda f: (f["start"], -f["end"]),
    )
    out, cursor = [], 0
    for f in spans:
        if f["start"] < cursor:
            continue  # overlaps a span already marked: its row in the table still shows it
        out.append(escape(text[cursor : f["start"]]))
        title = f"{f['type']}: found {f['found']!r}, expected {f['expected']!r}"
        out.append(
            f'<mark class="{escape(f["severity"])}" title="{escape(title)}">'
            f"{escape(text[f['start'] : f['end']])}</mark>"
        )
        cursor = f["end"]
    out.append(escape(text[cursor:]))
    return "".join(out)


def _table(rows: list[tuple], header: tuple) -> str:
    head = "".join(f"<th>{escape(str(h))}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"


def _draft_section(entry: dict) -> str:
    findings = entry["findings"]
    parts = [
        f'<div class="draft" id="{escape(entry["buyer_id"])}">',
        f"<h3>{escape(entry['buyer'].get('company', ''))} "
        f'<span class="meta">{escape(entry["buyer_id"])}, line {entry["line"]}</span> '
        f'<span class="status-{escape(entry["status"])}">{escape(entry["status"])}</span></h3>',
    ]
    if entry["status"] == "invalid":
        parts.append(_table([(e,) for e in entry["errors"]], ("why the row is invalid",)))
    else:
        subject = [f for f in findings if f["part"] == "subject"]
        body = [f for f in findings if f["part"] == "body"]
        parts.append(f"<p><b>Subject:</b> {highlight(entry['subject'], subject)}</p>")
        parts.append(f'<div class="text">{highlight(entry["body"], body)}</div>')
        parts.append(
            _table(
                [
                    (
                        f["severity"],
                        f["type"],
                        f["part"],
                        f"{f['start']}-{f['end']}",
                        f["found"],
                        f["expected"],
                    )
                    for f in findings
                ],
                ("severity", "type", "part", "span", "found", "expected"),
            )
        )
        parts.append("<p><b>Attempts</b></p>")
        parts.append(
            _table(
                [
                    (
                        n,
                        a["decoder"],
                        a["steps"] if a["steps"] is not None else "—",
                        a["steps_used"],
                        f"{a['seconds']:.3f}",
                        "pass"
                        if a["passed"]
                        else ", ".join(sorted({f["type"] for f in a["findings"]})),
                    )
                    for n, a in enumerate(entry["attempts"], start=1)
                ],
                ("#", "decoder", "steps", "steps used", "seconds", "result"),
            )
        )
    parts.append("<p><b>Buyer record</b></p>")
    parts.append(_table(list(entry["buyer"].items()), ("field", "value")))
    parts.append("</div>")
    return "\n".join(parts)


def render_html(entries: list[dict], summary: dict) -> str:
    flagged = [e for e in entries if e["status"] != "passed"]
    counts = [
        ("rows", summary["rows"]),
        ("passed", summary["passed"]),
        ("needs review", summary["needs_review"]),
        ("invalid", summary["invalid"]),
        ("review rate", f"{summary['review_rate']:.1%}"),
        ("mean diffusion steps per draft", summary["mean_diffusion_steps_per_draft"]),
        ("device", summary.get("device", "")),
        ("model", summary.get("model", "")),
    ]
    errors = sorted(summary["errors_by_type"].items())
    steps = sorted(summary["final_steps_histogram"].items())
    sections = "\n".join(_draft_section(e) for e in flagged) or "<p>Nothing flagged.</p>"
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>sales-dlm review</title><style>{STYLE}</style></head><body>
<h1>sales-dlm review</h1>
<h2>Summary</h2>{_table(counts, ("", "value"))}
<h2>Errors by type (drafts in review)</h2>{_table(errors, ("type", "drafts"))}
<h2>Steps of the final drafts</h2>{_table(steps, ("steps", "drafts"))}
<h2>Flagged and invalid rows ({len(flagged)})</h2>
{sections}
</body></html>
"""
