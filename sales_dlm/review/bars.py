"""Horizontal bar charts as inline SVG: a label, a bar and its value per row, nothing to load.

A bar's length is its share of `whole` (the rows, or the drafted rows), so bars of different
charts on one page compare, and a chart of shares ends at 100%. Labels and values are escaped;
lengths and positions are attributes, which a strict Content-Security-Policy allows. Inline SVG
in HTML needs no namespace, so the page names no URL at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

LABEL_WIDTH = 170  # px for the label column: "company_misspelled" at 12px fits
BAR_WIDTH = 320  # px of a bar that is the whole
VALUE_WIDTH = 150  # px for the value after the longest bar: "100.0% (1000 of 1000)"
ROW_HEIGHT = 24
BAR_HEIGHT = 16


@dataclass(frozen=True)
class Bar:
    label: str
    count: int
    shown: str  # the value as the page prints it: "3", "25.0% (1 of 4)"
    colour: str = "#4c78a8"


def bar_length(count: int, whole: int) -> float:
    """Pixels of a bar of `count` out of `whole` (0 when there is no whole)."""
    return round(BAR_WIDTH * count / whole, 1) if whole > 0 else 0.0


def bar_chart(bars: Sequence[Bar], whole: int, title: str) -> str:
    """One SVG; `title` names the chart for screen readers and as its tooltip."""
    width = LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH
    height = ROW_HEIGHT * max(len(bars), 1)
    rows = []
    for n, bar in enumerate(bars):
        y = n * ROW_HEIGHT
        length = bar_length(bar.count, whole)
        text_y = y + ROW_HEIGHT / 2 + 4
        rows.append(
            f'<g class="bar"><text x="0" y="{text_y}">{escape(bar.label)}</text>'
            f'<rect x="{LABEL_WIDTH}" y="{y + (ROW_HEIGHT - BAR_HEIGHT) / 2}" '
            f'width="{length}" height="{BAR_HEIGHT}" fill="{escape(bar.colour)}"/>'
            f'<text x="{LABEL_WIDTH + length + 6}" y="{text_y}">{escape(bar.shown)}</text></g>'
        )
    return (
        f'<svg role="img" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" aria-label="{escape(title)}"><title>{escape(title)}'
        f"</title>{''.join(rows)}</svg>"
    )
