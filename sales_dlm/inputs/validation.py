"""`sales-dlm validate`: read a buyer file and say what became of every row, and of every line.

A workbook's rows are named by their Excel row numbers, and its lines are its sheet's rows.

A quote that runs across lines where it should not (lines.py) is an error on its row and on the
file: `validate` lists it and exits 2, and `draft` refuses to start (`check_quoting`), unless
`--allow-multiline` says the line breaks are meant; a quote never closed refuses either way.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from sales_dlm.errors import InputError
from sales_dlm.inputs.lines import LINE_BREAK, LineCount, QuoteProblem
from sales_dlm.inputs.records import RowResult, read_buyers

# The text table shows this many rows; every problem is always listed, whatever the count.
TEXT_TABLE_ROWS = 50


def _one_line(value: str) -> str:
    """A cell as one table line: a line break shows as ↵ rather than breaking the table."""
    return LINE_BREAK.sub("↵", value)


class ValidationReport(BaseModel):
    model_config = ConfigDict(extra="forbid")

    path: str
    encoding: str  # "" for a workbook
    delimiter: str  # "" for a workbook
    kind: str = "csv"  # "csv" or "xlsx"
    sheet: str | None = None  # the sheet read, for a workbook
    columns: dict[str, str]
    rows: list[RowResult]
    blank_lines: int = 0
    lines: LineCount = Field(default_factory=LineCount)  # every physical line, by what it held
    quote_problems: list[QuoteProblem] = Field(default_factory=list)
    encoding_note: str | None = None  # an unsure encoding guess: what was chosen, how to override

    @property
    def counts(self) -> dict[str, int]:
        return {
            "rows": len(self.rows),
            "valid": sum(r.status == "valid" for r in self.rows),
            "invalid": sum(r.status == "invalid" for r in self.rows),
            "duplicates": sum(r.status == "duplicate" for r in self.rows),
        }

    @property
    def all_valid(self) -> bool:
        return all(r.ok for r in self.rows)

    def file_error(self) -> InputError | None:
        """The file-level error its quote problems make (None without any): the first, with a
        count of the others."""
        if not self.quote_problems:
            return None
        return self.quote_problems[0].error(self.path, len(self.quote_problems) - 1)

    def lines_summary(self) -> str:
        """`3 lines: 1 header, 2 in rows`, when lines and rows differ in any way, else ''."""
        count = self.lines
        plain = not (count.sep or count.blank or count.unaccounted) and count.header == 1
        if plain and count.rows == len(self.rows):
            return ""
        return count.describe(self.unit)

    @property
    def unit(self) -> str:
        """What the file is made of: a CSV's lines, a sheet's rows."""
        return "rows" if self.kind == "xlsx" else "lines"

    def to_json_dict(self) -> dict:
        summary = {
            **self.counts,
            "blank_lines": self.blank_lines,
            "encoding": self.encoding,
            "delimiter": self.delimiter,
            "format": self.kind,
            **({"sheet": self.sheet} if self.sheet is not None else {}),
            **({"encoding_note": self.encoding_note} if self.encoding_note else {}),
            "lines": self.lines.to_dict(),
        }
        return {
            "summary": summary,
            "columns": self.columns,
            "file_errors": [{"line": p.line, "error": p.message} for p in self.quote_problems],
            "rows": [
                {
                    "line": r.line,
                    "buyer_id": r.buyer_id,
                    "status": r.status,
                    "errors": r.errors,
                    "buyer": r.buyer.model_dump() if r.buyer else r.record,
                }
                for r in self.rows
            ],
        }

    def to_text(self) -> str:
        out: list[str] = []
        header = (
            "row" if self.kind == "xlsx" else "line",
            "buyer_id",
            "company",
            "contact",
            "country",
            "status",
        )
        table = [
            (
                str(r.line),
                r.buyer_id,
                *(_one_line(r.record.get(f, "")) for f in ("company", "contact_name", "country")),
                r.status,
            )
            for r in self.rows[:TEXT_TABLE_ROWS]
        ]
        widths = [
            min(32, max([len(h)] + [len(row[i]) for row in table])) for i, h in enumerate(header)
        ]

        def fmt(cells: Sequence[str]) -> str:
            clipped = [
                c if len(c) <= w else c[: w - 1] + "…" for c, w in zip(cells, widths, strict=True)
            ]
            return "  ".join(c.ljust(w) for c, w in zip(clipped, widths, strict=True)).rstrip()

        out.append(fmt(header))
        out.extend(fmt(row) for row in table)
        if len(self.rows) > TEXT_TABLE_ROWS:
            hidden = len(self.rows) - TEXT_TABLE_ROWS
            out.append(f"… {hidden} more rows (--format json lists them all)")
        problems = [r for r in self.rows if not r.ok]
        if problems:
            out.append("")
            out.append("Problems:")
            for r in problems:
                for error in r.errors:
                    out.append(f"  {self.path}:{r.line}: {error}")
        c = self.counts
        out.append("")
        out.append(
            (f"Sheet {self.sheet!r}: " if self.sheet is not None else "")
            + f"{c['rows']} rows: {c['valid']} valid, {c['invalid']} invalid, "
            f"{c['duplicates']} duplicates"
            + (f" ({self.blank_lines} blank {self.unit} skipped)" if self.blank_lines else "")
            + (f"; {lines}" if (lines := self.lines_summary()) else "")
        )
        if self.encoding_note:
            out.append(f"Note: {self.path}: {self.encoding_note}")
        return "\n".join(out)


def validate_file(
    path: str | Path,
    overrides: dict[str, str] | None = None,
    encoding: str | None = None,
    allow_multiline: bool = False,
    sheet: str | None = None,
) -> ValidationReport:
    reader = read_buyers(path, overrides, encoding, allow_multiline=allow_multiline, sheet=sheet)
    rows = list(reader)
    assert reader.columns is not None, "header was read"
    return ValidationReport(
        path=str(path),
        encoding=reader.format.encoding if reader.format else "",
        delimiter=reader.format.delimiter if reader.format else "",
        kind=reader.kind or "csv",
        sheet=reader.sheet_name,
        columns=reader.columns.columns(),
        rows=rows,
        blank_lines=reader.blank_lines,
        lines=reader.lines,
        quote_problems=reader.quote_problems,
        encoding_note=reader.format.note if reader.format else None,
    )


def check_quoting(
    path: str | Path,
    overrides: dict[str, str] | None = None,
    encoding: str | None = None,
    allow_multiline: bool = False,
    sheet: str | None = None,
) -> str | None:
    """Read the whole file and raise the first quote problem as an InputError. `draft` calls
    this before it loads a model: a file that lies stops the run before its first draft, not
    after rows were drafted from it. Only a digest per row is kept, as in any read. Returns
    the encoding guess's note when the guess was unsure."""
    reader = read_buyers(path, overrides, encoding, allow_multiline=allow_multiline, sheet=sheet)
    for _ in reader:
        pass
    if reader.quote_problems:
        raise reader.quote_problems[0].error(str(path), len(reader.quote_problems) - 1)
    return reader.format.note if reader.format else None
