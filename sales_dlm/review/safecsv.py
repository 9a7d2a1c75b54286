"""CSV output that is safe to open in a spreadsheet.

A cell that begins with = + - @ (or a tab / carriage return) is run as a formula by Excel,
LibreOffice and Google Sheets: a buyer called `=HYPERLINK("http://evil", "click")` would become
a live link. Such cells get a leading apostrophe, which spreadsheets show as plain text.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable
from typing import TextIO

FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")


def neutralise(value: object) -> object:
    if isinstance(value, str) and value.startswith(FORMULA_PREFIXES):
        return "'" + value
    return value


def write_rows(fh: TextIO, header: list[str], rows: Iterable[Iterable[object]]) -> None:
    writer = csv.writer(fh, lineterminator="\n")
    writer.writerow([neutralise(h) for h in header])
    for row in rows:
        writer.writerow([neutralise(v) for v in row])
