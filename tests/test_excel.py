"""Buyer workbooks (.xlsx) read directly, with Excel's row numbers in every message; and files
that are neither CSV nor XLSX refused in one line, their bytes never shown."""

from __future__ import annotations

import csv
import datetime as dt
import json
from pathlib import Path

import openpyxl
import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.errors import InputError
from sales_dlm.inputs.excel import cell_text
from sales_dlm.inputs.records import read_buyers
from tests.fake_decoder import FakePool, install_pool

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "buyers" / "sample.csv"


def workbook(path: Path, rows, title: str = "Buyers", more_sheets=()) -> Path:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = title
    for row in rows:
        sheet.append(list(row))
    for name, extra in more_sheets:
        other = book.create_sheet(name)
        for row in extra:
            other.append(list(row))
    book.save(path)
    return path


def sample_rows() -> list[list[str]]:
    with SAMPLE.open(encoding="utf-8-sig", newline="") as fh:
        return list(csv.reader(fh))


@pytest.fixture
def sample_xlsx(tmp_path) -> Path:
    return workbook(tmp_path / "buyers.xlsx", sample_rows())


@pytest.fixture
def fake_pool(monkeypatch):
    return install_pool(monkeypatch, FakePool())


def test_the_sample_as_xlsx_reads_as_the_csv_does(sample_xlsx):
    from_csv = list(read_buyers(SAMPLE))
    reader = read_buyers(sample_xlsx)
    from_xlsx = list(reader)
    assert [r.buyer for r in from_xlsx] == [r.buyer for r in from_csv]
    assert [r.line for r in from_xlsx] == list(range(2, 32))  # Excel's row numbers
    assert reader.kind == "xlsx" and reader.sheet_name == "Buyers"
    assert reader.lines.to_dict() == {
        "total": 31,
        "sep": 0,
        "header": 1,
        "rows": 30,
        "blank": 0,
        "unaccounted": 0,
    }


def test_validate_xlsx_accounts_for_every_row(sample_xlsx):
    result = CliRunner().invoke(cli, ["validate", str(sample_xlsx)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].split() == ["row", "buyer_id", "company", "contact", "country", "status"]
    assert lines[1].split()[:2] == ["2", "B001"] and lines[30].split()[:2] == ["31", "B030"]
    assert lines[-1] == "Sheet 'Buyers': 30 rows: 30 valid, 0 invalid, 0 duplicates"
    doc = json.loads(
        CliRunner().invoke(cli, ["validate", str(sample_xlsx), "--format", "json"]).output
    )
    assert doc["summary"]["format"] == "xlsx" and doc["summary"]["sheet"] == "Buyers"
    assert doc["summary"]["lines"]["unaccounted"] == 0


def test_messages_name_the_excel_row(tmp_path):
    rows = [
        ["Company", "Email", "Country"],
        ["Acme GmbH", "anna@acme.example", "Germany"],
        [None, None, None],  # a blank row: counted, not a buyer
        ["", "nobody@x.example", "Spain"],  # no company: row 4
        ["Beta Ltd", "not-an-email", "UK", "stray"],  # a value beyond the header: row 5
    ]
    path = workbook(tmp_path / "b.xlsx", rows)
    result = CliRunner().invoke(cli, ["validate", str(path)])
    assert result.exit_code == 1
    problems = [line.strip() for line in result.output.splitlines() if line.startswith("  ")]
    assert problems == [
        f"{path}:4: company is empty",
        f"{path}:5: a value in column D, which has no header in row 1: add a header, or move "
        "the value into a named column",
        f"{path}:5: email: invalid email address 'not-an-email'",
    ]
    assert result.output.splitlines()[-2] == (
        "Sheet 'Buyers': 3 rows: 1 valid, 2 invalid, 0 duplicates (1 blank rows skipped); "
        "5 rows: 1 header, 3 in rows, 1 blank"
    )


def test_header_below_blank_rows_and_a_named_sheet(tmp_path):
    rows = [[None], [None], ["company", "country"], ["Acme GmbH", "Germany"]]
    path = workbook(
        tmp_path / "b.xlsx", [["notes"], ["x"]], title="Notes", more_sheets=[("Export", rows)]
    )
    reader = read_buyers(path, sheet="Export")
    [row] = list(reader)
    assert (row.line, row.buyer.company) == (4, "Acme GmbH")
    assert reader.lines.describe("rows") == "4 rows: 1 header, 1 in rows, 2 blank"
    result = CliRunner().invoke(cli, ["validate", str(path), "--sheet", "Nope"])
    assert result.exit_code == 2
    assert result.output == (
        f"Error: {path}: no sheet named 'Nope'; the workbook has 'Notes', 'Export'\n"
    )
    first = CliRunner().invoke(cli, ["validate", str(path)])  # the first sheet: no company
    assert first.exit_code == 2
    assert "no company column found" in first.output


def test_cells_read_as_excel_shows_them():
    assert cell_text(1001.0) == "1001"
    assert cell_text(12.5) == "12.5"
    assert cell_text(True) == "TRUE"
    assert cell_text(dt.datetime(2024, 3, 1)) == "2024-03-01"
    assert cell_text(dt.datetime(2024, 3, 1, 9, 30)) == "2024-03-01 09:30:00"
    assert cell_text(None) == ""


def test_sheet_and_encoding_each_only_where_they_mean_something(sample_xlsx):
    result = CliRunner().invoke(cli, ["validate", str(sample_xlsx), "--encoding", "cp949"])
    assert result.exit_code == 2
    assert (
        result.output == f"Error: {sample_xlsx}: --encoding is for CSV files; a workbook has none\n"
    )
    result = CliRunner().invoke(cli, ["validate", str(SAMPLE), "--sheet", "Buyers"])
    assert result.exit_code == 2
    assert result.output == (
        f"Error: {SAMPLE}: --sheet 'Buyers' names a worksheet, but this is a CSV file\n"
    )


def test_draft_an_xlsx(sample_xlsx, tmp_path, fake_pool):
    out = tmp_path / "run"
    result = CliRunner().invoke(
        cli, ["draft", str(sample_xlsx), "--decoder", "ar", "--out", str(out), "--limit", "3"]
    )
    assert result.exit_code in (0, 1), result.output
    assert result.stdout.splitlines()[0].startswith("3 rows: ")
    entries = [json.loads(line) for line in (out / "drafts.jsonl").read_text().splitlines()]
    assert [e["line"] for e in entries] == [2, 3, 4]
    assert entries[0]["buyer"]["company"] == "Hoffmann Industrietechnik GmbH"


def test_dry_run_of_an_xlsx_accounts_for_every_row(sample_xlsx):
    result = CliRunner().invoke(cli, ["draft", str(sample_xlsx), "--dry-run", "--decoder", "ar"])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == (
        "Dry run: 30 rows would be drafted, 0 invalid, 0 duplicates; schedule ar"
    )


BINARIES = {
    "old.xls": (
        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(range(256)) * 4,
        "Excel 97-2003 .xls, or a password-protected workbook",
    ),
    "report.pdf": (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" + bytes(range(256)), "PDF"),
    "random.csv": (bytes((i * 7919 + 13) % 256 for i in range(4000)), "not text in any encoding"),
}


@pytest.mark.parametrize("name", sorted(BINARIES))
@pytest.mark.parametrize("command", ["validate", "draft"])
def test_a_binary_file_is_one_clear_line(tmp_path, name, command):
    data, what = BINARIES[name]
    path = tmp_path / name
    path.write_bytes(data)
    result = CliRunner().invoke(cli, [command, str(path)])
    assert result.exit_code == 2
    assert result.output == (
        f"Error: {path}: this looks like a binary ({what}) file, not a CSV or XLSX; save it "
        "from your spreadsheet or CRM as .xlsx or CSV\n"
    )


def test_a_zip_that_is_no_workbook(tmp_path):
    import zipfile

    path = tmp_path / "buyers.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("buyers.csv", "company\nAcme\n")
    with pytest.raises(InputError, match=r"binary \(ZIP archive\) file, not a CSV or XLSX"):
        list(read_buyers(path))


def test_an_xlsx_named_csv_is_read_as_a_workbook(tmp_path):
    path = workbook(tmp_path / "export.csv", [["company"], ["Acme GmbH"]])
    [row] = list(read_buyers(path))
    assert (row.line, row.buyer.company) == (2, "Acme GmbH")


def test_a_csv_with_one_nul_stays_a_row_error(tmp_path):
    path = tmp_path / "b.csv"
    path.write_bytes(b"company,notes\nAcme GmbH,ok\nBeta Ltd,bad\x00byte\n")
    rows = list(read_buyers(path))
    assert [r.status for r in rows] == ["valid", "invalid"]


def test_the_shipped_sample_xlsx_is_the_sample_csv():
    shipped = list(read_buyers(ROOT / "buyers" / "sample.xlsx"))
    assert [r.buyer for r in shipped] == [r.buyer for r in read_buyers(SAMPLE)]
    assert [r.line for r in shipped] == [r.line for r in read_buyers(SAMPLE)]
