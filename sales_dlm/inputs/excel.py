"""Buyer workbooks (.xlsx), read directly with openpyxl: the first sheet, or the one named.

Every number in a message is the row number Excel shows beside the row, so a reviewer can go
straight to it: the header is the first row with any value in it (usually row 1), each row
below it is one `RowResult` with its Excel row number as its `line`, and every row of the sheet
is accounted for in `BuyerReader.lines` (blank rows counted, never read as buyers). Cells are
read as Excel last saved their values (`data_only`: a formula gives its cached result), and
shown as text the way Excel shows them: 1001 not 1001.0, dates as ISO dates, TRUE/FALSE.
The workbook is streamed (`read_only`), so a 100,000-row sheet is never held whole.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sales_dlm.errors import InputError

if TYPE_CHECKING:  # pragma: no cover
    from sales_dlm.inputs.records import BuyerReader, RowResult


@dataclass(frozen=True)
class CellProblem:
    """A row's problem that is the sheet's, not a cell value's (a value without a header)."""

    message: str

    def row_error(self, row_line: int) -> str:
        return self.message


def cell_text(value) -> str:
    """A cell value as the text Excel shows for it."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    if isinstance(value, dt.datetime):
        if value.time() == dt.time(0):
            return value.date().isoformat()
        return value.isoformat(sep=" ", timespec="seconds")
    if isinstance(value, (dt.date, dt.time)):
        return value.isoformat()
    return str(value)


def _column_letter(index: int) -> str:
    from openpyxl.utils import get_column_letter

    return get_column_letter(index + 1)


def open_sheet(path, sheet: str | None):
    """(workbook, worksheet): the first sheet, or the one named `sheet`."""
    try:
        import openpyxl
    except ImportError as exc:  # pragma: no cover - openpyxl is a dependency
        raise InputError(
            "reading .xlsx needs openpyxl: pip install openpyxl", path=str(path)
        ) from exc
    try:
        # a file object, not a name: openpyxl judges a name by its extension, we by the bytes
        workbook = openpyxl.load_workbook(
            path.open("rb"), read_only=True, data_only=True, keep_links=False
        )
    except Exception as exc:  # noqa: BLE001 - a damaged workbook fails in many ways
        raise InputError(f"cannot read this workbook: {exc}", path=str(path)) from exc
    names = workbook.sheetnames
    if sheet is None:
        if not names:
            raise InputError("the workbook has no sheets", path=str(path))
        return workbook, workbook[names[0]]
    if sheet not in names:
        workbook.close()
        listed = ", ".join(repr(n) for n in names)
        raise InputError(f"no sheet named {sheet!r}; the workbook has {listed}", path=str(path))
    return workbook, workbook[sheet]


def xlsx_rows(reader: BuyerReader) -> Iterator[RowResult]:
    """What `BuyerReader` yields for a workbook: one RowResult per non-blank row below the
    header, its `line` the Excel row number."""
    from sales_dlm.inputs.columns import map_columns

    path = str(reader.path)
    workbook, sheet = open_sheet(reader.path, reader.sheet)
    reader.sheet_name = sheet.title
    try:
        sheet.reset_dimensions()  # a stale <dimension> tag would cut rows or columns off
        rows = sheet.iter_rows(min_row=1, values_only=True)
        headers: list[str] | None = None
        header_row = 0
        for number, values in enumerate(rows, start=1):
            cells = [cell_text(v) for v in values]
            reader.lines.total = number
            if headers is None:
                if not any(c.strip() for c in cells):
                    reader.lines.blank += 1
                    continue
                while cells and not cells[-1].strip():
                    cells.pop()
                headers, header_row = cells, number
                reader.lines.header = 1
                reader.columns = map_columns(headers, reader.overrides, path=path, line=number)
                extra = reader.columns.extra_index
                seen_ids: dict[int, int] = {}
                seen_contacts: dict[int, int] = {}
                continue
            if not any(c.strip() for c in cells):
                reader.blank_lines += 1
                reader.lines.blank += 1
                continue
            reader.lines.rows += 1
            problem = _beyond_header(cells, len(headers), header_row)
            cells = cells[: len(headers)]
            yield reader._row(number, cells, len(headers), extra, seen_ids, seen_contacts, problem)
        if headers is None:
            raise InputError(f"sheet {sheet.title!r} is empty (expected a header row)", path=path)
    finally:
        workbook.close()


def _beyond_header(cells: list[str], width: int, header_row: int) -> CellProblem | None:
    filled = [i for i in range(width, len(cells)) if cells[i].strip()]
    if not filled:
        return None
    where = ", ".join(_column_letter(i) for i in filled[:3]) + (" …" if len(filled) > 3 else "")
    return CellProblem(
        f"a value in column {where}, which has no header in row {header_row}: add a header, "
        "or move the value into a named column"
    )
