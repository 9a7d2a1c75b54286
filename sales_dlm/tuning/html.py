"""`tuning.html`: the tuning report as one page to open or mail: the recommendation first, the
table, the errors per setting, and the plot embedded as a data: URI (tuning.png's bytes), so
the page needs no file beside it. Without matplotlib there is no plot, and the page says so
where it would be. Self-contained and strict (review/page.py); every value escaped.
"""

from __future__ import annotations

import base64
from html import escape
from pathlib import Path

from sales_dlm.review.page import BASE_STYLE, page
from sales_dlm.tuning.report import (
    TABLE_HEADER,
    context_line,
    errors_by_setting,
    recommendation,
    table_rows,
)
from sales_dlm.tuning.results import TuningResult

STYLE = (
    BASE_STYLE
    + """
.verdict{font-size:1.1rem;padding:.5rem .8rem;border-radius:6px}
.meets{background:#e6f4ea} .misses{background:#fdecea}
img.plot{max-width:100%;border:1px solid #eee}
"""
)
NO_PLOT = (
    "No plot: matplotlib is not installed, so tuning.png was not drawn "
    "(pip install 'sales-dlm[plot]', then run tune again)."
)


def plot_html(png: Path | None) -> str:
    """The plot as an <img> with its bytes inline, or the reason there is none."""
    if png is None or not png.is_file():
        return f'<p class="note">{escape(NO_PLOT)}</p>'
    data = base64.b64encode(png.read_bytes()).decode("ascii")
    alt = "Review rate and drafts per second against denoising steps, AR as reference lines"
    return f'<img class="plot" alt="{escape(alt)}" src="data:image/png;base64,{data}">'


def render_tuning_html(result: TuningResult, png: Path | None) -> str:
    headline, rest = recommendation(result)
    meets = result.recommendation.meets_bar
    kind, sep = ("meets", " — ") if meets else ("misses", " ")  # as tuning.md words it
    head = "".join(f"<th>{escape(h)}</th>" for h in TABLE_HEADER)
    body_rows = "".join(
        "<tr>" + "".join(f"<td>{escape(c)}</td>" for c in cells) + "</tr>"
        for cells in table_rows(result)
    )
    errors = "".join(
        f"<li>{escape(label)}: {escape(found)}</li>" for label, found in errors_by_setting(result)
    )
    per_forward = "".join(
        f"<p>{escape(r.decoder)}: {r.tokens_per_ar_forward} tokens per AR forward.</p>"
        for r in result.rows
        if r.tokens_per_ar_forward is not None
    )
    body = f"""<h1>sales-dlm tuning</h1>
<p class="meta">{escape(context_line(result))}</p>
<p class="verdict {kind}"><b>{escape(headline)}</b>{sep}{escape(rest)}</p>
<h2>Every setting measured</h2>
<table><tr>{head}</tr>{body_rows}</table>
{per_forward}
<h2>Errors by type (drafts with at least one)</h2>
<ul>{errors}</ul>
<h2>Plot</h2>
{plot_html(png)}"""
    return page("sales-dlm tuning", body, style=STYLE, data_images=png is not None)
