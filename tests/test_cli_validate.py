"""`sales-dlm validate` through CliRunner: exact output and the contract's exit codes."""

from __future__ import annotations

import json

from click.testing import CliRunner

from sales_dlm.cli import cli


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def test_validate_text_lists_rows_then_problems(tmp_path):
    path = tmp_path / "b.csv"
    path.write_text(
        "buyer_id,company,contact_name,email,country\n"
        "B1,Acme Ltd,Jane Roe,jane@acme.com,Ireland\n"
        "B2,,John Doe,john@x.com,Spain\n"
        "B1,Beta GmbH,Max Muster,max@beta.de,Germany\n",
        encoding="utf-8",
    )
    result = run("validate", str(path))
    assert result.exit_code == 1
    assert result.output == (
        "line  buyer_id  company    contact     country  status\n"
        "2     B1        Acme Ltd   Jane Roe    Ireland  valid\n"
        "3     B2                   John Doe    Spain    invalid\n"
        "4     B1        Beta GmbH  Max Muster  Germany  duplicate\n"
        "\n"
        "Problems:\n"
        f"  {path}:3: company is empty\n"
        f"  {path}:4: duplicate buyer_id 'B1' (first on line 2)\n"
        "\n"
        "3 rows: 1 valid, 1 invalid, 1 duplicates\n"
        "Hint: fix the rows above, or map columns with --map field=Header.\n"
    )


def test_validate_json_contract(tmp_path):
    path = tmp_path / "b.csv"
    path.write_text(
        "Company Name;Job Title;Email Address\nAcme Ltd;CEO;ceo@acme.com\nBeta;CFO;nope\n",
        encoding="utf-8",
    )
    result = run("validate", str(path), "--format", "json")
    assert result.exit_code == 1
    doc = json.loads(result.output)
    assert {k: doc["summary"][k] for k in ("rows", "valid", "invalid", "duplicates")} == {
        "rows": 2,
        "valid": 1,
        "invalid": 1,
        "duplicates": 0,
    }
    assert doc["columns"] == {
        "company": "Company Name",
        "contact_title": "Job Title",
        "email": "Email Address",
    }
    first, second = doc["rows"]
    assert (first["line"], first["status"], first["errors"]) == (2, "valid", [])
    assert first["buyer"]["company"] == "Acme Ltd" and first["buyer"]["contact_title"] == "CEO"
    assert second["status"] == "invalid"
    assert second["errors"] == ["email: invalid email address 'nope'"]
    assert second["buyer"] == {"company": "Beta", "contact_title": "CFO", "email": "nope"}


def test_validate_sample_is_all_valid():
    result = run("validate", "buyers/sample.csv")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == "30 rows: 30 valid, 0 invalid, 0 duplicates"


def test_validate_missing_file_is_exit_2(tmp_path):
    result = run("validate", str(tmp_path / "nope.csv"))
    assert result.exit_code == 2
    assert result.output == f"Error: {tmp_path / 'nope.csv'}: file not found\n"


def test_validate_no_company_column_is_exit_2(tmp_path):
    path = tmp_path / "b.csv"
    path.write_text("name,email\nJane,j@x.com\n", encoding="utf-8")
    result = run("validate", str(path))
    assert result.exit_code == 2
    assert result.output == (
        f"Error: {path}:1: no company column found (columns: 'name', 'email'); "
        "name one with --map company=HEADER\n"
    )


def test_validate_map_option(tmp_path):
    path = tmp_path / "b.csv"
    path.write_text("Firma,Land\nBauer AG,Schweiz\n", encoding="utf-8")
    result = run("validate", str(path), "--map", "company=Firma", "--map", "country=Land")
    assert result.exit_code == 0
    assert "Bauer AG" in result.output and "Schweiz" in result.output


def test_bad_map_syntax_is_exit_2(tmp_path):
    result = run("validate", "buyers/sample.csv", "--map", "company")
    assert result.exit_code == 2
    assert result.output == "Error: --map expects field=Header, got 'company'\n"
