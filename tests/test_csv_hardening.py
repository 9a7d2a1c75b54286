"""Buyer files that lie (#23): a quote that swallows rows, a header that maps twice, Excel's
`sep=` line. Exact messages and exit codes, through the `sales-dlm` CLI (CliRunner)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.errors import InputError
from sales_dlm.inputs.records import read_buyers
from sales_dlm.inputs.validation import check_quoting
from tests.fake_decoder import FakePool, install_pool

UNCLOSED = 'company,email\n"Acme GmbH,a@b.de\nBeta AG,b@c.de\n'
# The stray quote in a notes cell is closed by an inch mark two rows on: the row in between
# would vanish into Acme's notes.
INCH_MARK = 'company,email,notes\nAcme,a@b.de,"stray\nBeta,b@c.de,12"\nGamma,g@c.de,x\n'
# The same stray quote closed by the next quoted value: csv itself calls that malformed.
MID_VALUE = 'company,email,notes\nAcme,a@b.de,"stray\nBeta,b@c.de,"12 valves"\nGamma,g@c.de,x\n'
# A line break in a company cell (Alt+Enter in Excel): meant, or a stray quote's doing.
BROKEN_NAME = 'company,email\n"Acme GmbH\nEinkauf",a@b.de\nBeta AG,b@c.de\n'
NOTES = 'company,email,notes\nAcme GmbH,a@b.de,"Met at Anuga\nwants samples"\nBeta AG,b@c.de,\n'


def write(tmp_path, text: str, name: str = "b.csv", encoding: str = "utf-8"):
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


# --- an unbalanced quote ---------------------------------------------------------------------


def test_unclosed_quote_is_reported_by_validate_exit_2(tmp_path):
    path = write(tmp_path, UNCLOSED)
    result = run("validate", str(path))
    assert result.exit_code == 2
    assert result.stdout == (
        "line  buyer_id      company                           contact  country  status\n"
        "2     b-3108001399  Acme GmbH,a@b.de↵Beta AG,b@c.de↵                    invalid\n"
        "\n"
        "Problems:\n"
        f"  {path}:2: a quote opened here is never closed; it swallows line 3\n"
        "\n"
        "1 rows: 0 valid, 1 invalid, 0 duplicates; 3 lines: 1 header, 2 in rows\n"
        "Hint: fix the rows above, or map columns with --map field=Header.\n"
    )
    assert result.stderr == (
        f"Error: {path}:2: a quote opened here is never closed; it swallows line 3\n"
    )


def test_unclosed_quote_names_every_swallowed_line(tmp_path):
    path = write(tmp_path, UNCLOSED + "Gamma SA,g@d.fr\nDelta BV,d@e.nl\n")
    result = run("validate", str(path), "--format", "json")
    assert result.exit_code == 2
    doc = json.loads(result.stdout)
    message = "a quote opened here is never closed; it swallows lines 3–5"
    assert doc["file_errors"] == [{"line": 2, "error": message}]
    ((row),) = doc["rows"]
    assert (row["line"], row["status"], row["errors"]) == (2, "invalid", [message])
    assert doc["summary"]["lines"] == {
        "total": 5,
        "sep": 0,
        "header": 1,
        "rows": 4,
        "blank": 0,
        "unaccounted": 0,
    }
    assert result.stderr == f"Error: {path}:2: {message}\n"


@pytest.mark.parametrize("allow", [[], ["--allow-multiline"]])
def test_draft_refuses_a_file_with_an_unclosed_quote(tmp_path, allow):
    path = write(tmp_path, UNCLOSED)
    # The file is judged before any model loads: this model does not exist.
    result = run("draft", str(path), "--model", str(tmp_path / "no-model"), *allow)
    assert result.exit_code == 2
    assert result.output == (
        f"Error: {path}:2: a quote opened here is never closed; it swallows line 3\n"
    )
    assert not (tmp_path / "runs").exists()
    result = run("draft", str(path), "--dry-run", *allow)
    assert result.exit_code == 2
    assert "never closed" in result.output


def test_quote_closed_mid_value_is_an_error_even_when_multiline_is_allowed(tmp_path):
    path = write(tmp_path, MID_VALUE)
    message = "a quote opened here swallows line 3 and leaves a malformed row (a stray quote?)"
    for allow in ([], ["--allow-multiline"]):
        result = run("validate", str(path), *allow)
        assert result.exit_code == 2
        assert f"  {path}:2: {message}\n" in result.stdout
        assert result.stderr == f"Error: {path}:2: {message}\n"
        assert result.stdout.splitlines()[-2] == (
            "2 rows: 1 valid, 1 invalid, 0 duplicates; 4 lines: 1 header, 3 in rows"
        )


def test_swallowed_row_closed_cleanly_is_an_error_unless_allowed(tmp_path):
    path = write(tmp_path, INCH_MARK)
    message = (
        "a quote opened here swallows line 3; line 3 reads as a row of its own: a stray quote? "
        "(--allow-multiline reads it as one value)"
    )
    result = run("validate", str(path))
    assert result.exit_code == 2
    assert result.stderr == f"Error: {path}:2: {message}\n"
    result = run("draft", str(path), "--dry-run")
    assert (result.exit_code, result.output) == (2, f"Error: {path}:2: {message}\n")
    # Allowed, the notes are read as the quotes say; every line is still accounted for.
    result = run("validate", str(path), "--allow-multiline", "--format", "json")
    assert result.exit_code == 0
    doc = json.loads(result.stdout)
    assert [r["buyer"]["notes"] for r in doc["rows"]] == ["stray\nBeta,b@c.de,12", "x"]
    assert doc["summary"]["lines"]["rows"] == 3 and doc["file_errors"] == []


INCH_MARK_MESSAGE = (
    "a quote opened here swallows line 3; line 3 reads as a row of its own: a stray quote? "
    "(--allow-multiline reads it as one value)"
)


def test_check_refuses_a_stray_quote_unless_allowed(tmp_path):
    """`check` judges the buyer file as draft does: refused (exit 2) before any draft is
    checked, unless --allow-multiline; a quote never closed is refused either way."""
    # INCH_MARK with ids, to check a draft against
    path = write(
        tmp_path, 'id,company,email,notes\nA1,Acme,a@b.de,"stray\nB1,Beta,b@c.de,12"\n'
        "G1,Gamma,g@c.de,x\n"
    )
    drafts = tmp_path / "drafts.jsonl"
    body = "Dear buyer,\n\nWe supply Gamma with valves.\n\nBest regards,\nMinji Park"
    drafts.write_text(json.dumps({"buyer_id": "G1", "subject": "Valves", "body": body}) + "\n")
    args = ("check", str(drafts), "--buyers", str(path))
    result = run(*args)
    assert (result.exit_code, result.output) == (2, f"Error: {path}:2: {INCH_MARK_MESSAGE}\n")
    result = run(*args, "--allow-multiline")
    assert (result.exit_code, result.output) == (
        0,
        "G1  passed\n\n1 drafts: 1 passed, 0 flagged, 0 unchecked; 0 findings\n",
    )
    unclosed = write(tmp_path, UNCLOSED, name="u.csv")
    for allow in ([], ["--allow-multiline"]):
        result = run("check", str(drafts), "--buyers", str(unclosed), *allow)
        assert (result.exit_code, result.output) == (
            2,
            f"Error: {unclosed}:2: a quote opened here is never closed; it swallows line 3\n",
        )


def test_tune_refuses_a_stray_quote_unless_allowed(tmp_path, monkeypatch):
    """`tune` judges the buyer file as draft does, before a model loads (this model does not
    exist); with --allow-multiline it tunes on the file's rows, read as the quotes say."""
    path = write(tmp_path, INCH_MARK)
    args = ("tune", str(path), "--steps", "16", "--sample", "2", "--out", str(tmp_path / "t"))
    result = run(*args, "--model", str(tmp_path / "no-model"))
    assert (result.exit_code, result.output) == (2, f"Error: {path}:2: {INCH_MARK_MESSAGE}\n")
    assert not (tmp_path / "t").exists()
    install_pool(monkeypatch, FakePool())
    result = run(*args, "--allow-multiline", "--format", "json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["sample"] == 2


def test_line_break_in_a_name_column_is_an_error_unless_allowed(tmp_path):
    path = write(tmp_path, BROKEN_NAME)
    message = (
        "a quote opened here puts a line break into company, running to line 3: a stray quote? "
        "(--allow-multiline accepts it)"
    )
    result = run("validate", str(path))
    assert result.exit_code == 2
    assert f"  {path}:2: {message}\n" in result.stdout
    assert result.stderr == f"Error: {path}:2: {message}\n"
    result = run("draft", str(path), "--dry-run")
    assert (result.exit_code, result.output) == (2, f"Error: {path}:2: {message}\n")

    result = run("validate", str(path), "--allow-multiline")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == (
        "2 rows: 2 valid, 0 invalid, 0 duplicates; 4 lines: 1 header, 3 in rows"
    )
    result = run("draft", str(path), "--dry-run", "--allow-multiline")
    assert result.exit_code == 0, result.output
    assert "Buyer company: Acme GmbH Einkauf" in result.output
    assert "Dry run: 2 rows would be drafted, 0 invalid, 0 duplicates" in result.output


def test_multiline_notes_are_data(tmp_path):
    path = write(tmp_path, NOTES)
    result = run("validate", str(path))
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == (
        "2 rows: 2 valid, 0 invalid, 0 duplicates; 4 lines: 1 header, 3 in rows"
    )
    assert run("draft", str(path), "--dry-run").exit_code == 0
    check_quoting(path)  # the check draft runs first: nothing to refuse


def test_a_later_quote_problem_is_named_with_its_own_line(tmp_path):
    # The company's line break is allowed data here; the notes quote of the same row opens on
    # line 3 and is never closed.
    path = write(tmp_path, 'company,notes\n"Acme\nGmbH","x\nBeta,y\n')
    (row,) = read_buyers(path, allow_multiline=True)
    assert row.line == 2
    assert row.errors == ["line 3: a quote opened here is never closed; it swallows line 4"]


def test_several_problems_are_counted_in_the_file_error(tmp_path):
    path = write(tmp_path, BROKEN_NAME + '"Gamma\nSA",g@d.fr\n' + INCH_MARK.split("\n", 1)[1])
    with pytest.raises(InputError) as caught:
        check_quoting(path)
    assert str(caught.value) == (
        f"{path}:2: a quote opened here puts a line break into company, running to line 3: a "
        "stray quote? (--allow-multiline accepts it) (and 2 more quote problems: "
        "`sales-dlm validate` lists them)"
    )


def test_quote_in_the_header_that_never_closes(tmp_path):
    path = write(tmp_path, '"company,email\nAcme,a@b.de\nBeta,b@c.de\n')
    result = run("validate", str(path))
    assert result.exit_code == 2
    assert result.output == (
        f"Error: {path}:1: a quote opened here is never closed; it swallows lines 2–3\n"
    )


def test_header_that_swallows_a_row_is_refused_even_when_allowed(tmp_path):
    path = write(tmp_path, 'company,"email\nAcme,a@b.de",notes\nBeta,b@c.de,x\n')
    result = run("validate", str(path), "--allow-multiline")
    assert result.exit_code == 2
    assert result.output == (
        f"Error: {path}:1: a quote opened here swallows line 2 into the header; line 2 reads "
        "as a row of its own (a stray quote?)\n"
    )


def test_one_line_rows_keep_csv_leniency(tmp_path):
    # A stray quote that cannot reach another line swallows nothing: the row reads as before.
    path = write(tmp_path, 'company,email\nAcme "Best" Ltd,a@b.de\n"Beta" AG,b@c.de\n')
    rows = list(read_buyers(path, allow_multiline=False))
    assert [(r.status, r.buyer.company) for r in rows] == [
        ("valid", 'Acme "Best" Ltd'),
        ("valid", "Beta AG"),
    ]


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


# --- Excel's sep= line -----------------------------------------------------------------------


def test_sep_line_is_honoured(tmp_path):
    path = write(tmp_path, "sep=;\ncompany;email\nAcme GmbH;a@b.de\n")
    result = run("validate", str(path))
    assert result.exit_code == 0, result.output
    assert result.output == (
        "line  buyer_id      company    contact  country  status\n"
        "3     b-a26348d0f4  Acme GmbH                    valid\n"
        "\n"
        "1 rows: 1 valid, 0 invalid, 0 duplicates; 3 lines: 1 sep=, 1 header, 1 in rows\n"
    )
    doc = json.loads(run("validate", str(path), "--format", "json").stdout)
    assert doc["summary"]["delimiter"] == ";"
    assert doc["summary"]["lines"]["sep"] == 1


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "cp1252"])
def test_sep_line_wins_over_the_sniffer(tmp_path, encoding):
    # The header alone would sniff as ",": Excel reads "|" because the file says so.
    text = "SEP=|\r\ncompany|notes\r\nAcme, Inc.|a, b\r\n"
    reader = read_buyers(write(tmp_path, text, encoding=encoding))
    (row,) = list(reader)
    assert (reader.format.delimiter, row.line, row.buyer.company) == ("|", 3, "Acme, Inc.")


def test_sep_line_naming_no_delimiter_is_an_error(tmp_path):
    path = write(tmp_path, "sep=\ncompany,email\nAcme,a@b.de\n")
    result = run("validate", str(path))
    assert result.exit_code == 2
    assert result.output == f"Error: {path}:1: 'sep=' names no delimiter a CSV can use\n"


def test_sep_line_file_without_header(tmp_path):
    result = run("validate", str(write(tmp_path, "sep=;\n")))
    assert result.exit_code == 2
    assert "file is empty (expected a header row)" in result.output


# --- every line accounted for ----------------------------------------------------------------


def test_every_line_is_accounted_for(tmp_path):
    text = 'sep=,\ncompany,notes\n\nAcme,"a\nb\nc"\n,\n\n"Beta",x\n"\n"\n'
    reader = read_buyers(write(tmp_path, text))
    rows = list(reader)
    assert [r.line for r in rows] == [4, 9]
    assert reader.lines.to_dict() == {
        "total": 11,
        "sep": 1,
        "header": 1,
        "rows": 4,  # Acme's three lines and Beta's one
        "blank": 5,  # two empty lines, a row of empty cells, and a quoted line break (2 lines)
        "unaccounted": 0,
    }
    assert reader.blank_lines == 4


def test_plain_file_summary_is_unchanged_and_json_counts_lines(tmp_path):
    path = write(tmp_path, "company,email\nAcme,a@b.de\nBeta,b@c.de\n")
    result = run("validate", str(path))
    assert result.output.splitlines()[-1] == "2 rows: 2 valid, 0 invalid, 0 duplicates"
    doc = json.loads(run("validate", str(path), "--format", "json").stdout)
    assert doc["summary"]["lines"] == {
        "total": 3,
        "sep": 0,
        "header": 1,
        "rows": 2,
        "blank": 0,
        "unaccounted": 0,
    }
    assert doc["file_errors"] == []
