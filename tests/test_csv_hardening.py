"""Buyer files that lie (#23): a quote that swallows rows, a header that maps twice, Excel's
`sep=` line. Exact messages and exit codes, through the `sales-dlm` CLI (CliRunner)."""

from __future__ import annotations

import json

from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.inputs.records import read_buyers


def write(tmp_path, text: str, name: str = "b.csv", encoding: str = "utf-8"):
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


# --- a header that maps twice ----------------------------------------------------------------


def test_repeated_header_is_an_error_naming_both_and_the_map(tmp_path):
    path = write(tmp_path, "company,email,company\nAcme GmbH,a@b.de,Acme Holding\n")
    result = run("validate", str(path))
    assert result.exit_code == 2
    assert result.output == (
        f"Error: {path}:1: columns 1 'company' and 3 'company' both map to company; say which "
        "to read with --map 'company=#1' or --map 'company=#3'\n"
    )
    result = run("draft", str(path), "--dry-run")
    assert result.exit_code == 2 and "both map to company" in result.output


def test_the_suggested_map_resolves_a_repeated_header(tmp_path):
    path = write(tmp_path, "company,email,company\nAcme GmbH,a@b.de,Acme Holding\n")
    result = run("validate", str(path), "--map", "company=#3", "--format", "json")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["columns"] == {"company": "company", "email": "email"}
    buyer = doc["rows"][0]["buyer"]
    assert buyer["company"] == "Acme Holding"
    assert buyer["extra"] == {"company #1": "Acme GmbH"}  # kept, under its column number


def test_two_aliases_of_one_field_are_an_error(tmp_path):
    path = write(tmp_path, "Company,Account Name,Email\nAcme GmbH,Acme,a@b.de\n")
    result = run("validate", str(path))
    assert result.exit_code == 2
    assert result.output == (
        f"Error: {path}:1: columns 1 'Company' and 2 'Account Name' both map to company; say "
        "which to read with --map company=Company or --map 'company=Account Name'\n"
    )
    result = run("validate", str(path), "--map", "company=Account Name")
    assert result.exit_code == 0, result.output
    assert "2     b-" in result.output and "  Acme  " in result.output


def test_repeated_unmapped_headers_keep_both_values(tmp_path):
    path = write(tmp_path, "company,region,region\nAcme GmbH,EMEA,DACH\n")
    (row,) = read_buyers(path)
    assert row.buyer.extra == {"region #2": "EMEA", "region #3": "DACH"}
