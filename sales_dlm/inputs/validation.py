"""`sales-dlm validate`: read a buyer CSV and say what became of every row."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from sales_dlm.inputs.records import RowResult, read_buyers

# The text table shows this many rows; every problem is always listed, whatever the count.
TEXT_TABLE_ROWS = 50


class ValidationReport(BaseModel):
    model_config = ConfigDict(extra="forbid")

    path: str
    encoding: str
    delimiter: str
    columns: dict[str, str]
    rows: list[RowResult]
    blank_lines: int = 0

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

    def to_json_dict(self) -> dict:
        summary = {
            **self.counts,
            "blank_lines": self.blank_lines,
            "encoding": self.encoding,
            "delimiter": self.delimiter,
        }
        return {
            "summary": summary,
            "columns": self.columns,
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
        header = ("line", "buyer_id", "company", "contact", "country", "status")
        table = [
            (
                str(r.line),
                r.buyer_id,
                r.record.get("company", ""),
                r.record.get("contact_name", ""),
                r.record.get("country", ""),
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
            f"{c['rows']} rows: {c['valid']} valid, {c['invalid']} invalid, "
            f"{c['duplicates']} duplicates"
            + (f" ({self.blank_lines} blank lines skipped)" if self.blank_lines else "")
        )
        return "\n".join(out)


def validate_file(
    path: str | Path, overrides: dict[str, str] | None = None, encoding: str | None = None
) -> ValidationReport:
    reader = read_buyers(path, overrides, encoding)
    rows = list(reader)
    assert reader.format is not None and reader.columns is not None, "header was read"
    return ValidationReport(
        path=str(path),
        encoding=reader.format.encoding,
        delimiter=reader.format.delimiter,
        columns=reader.columns.columns(),
        rows=rows,
        blank_lines=reader.blank_lines,
    )
