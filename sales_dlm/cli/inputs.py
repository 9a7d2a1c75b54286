"""`validate` and `check`: what is in the buyer file, and what is wrong with the drafts."""

from __future__ import annotations

import json
import sys

import click

from sales_dlm.cli.common import (
    EXIT_FLAGGED,
    EXIT_OK,
    checks_option,
    encoding_option,
    load_sender_or_default,
    map_option,
    overrides_from,
    sender_option,
    sheet_option,
)

# One option, so that validate, check, draft and tune (which import it) judge a buyer file alike.
allow_multiline_option = click.option(
    "--allow-multiline",
    is_flag=True,
    help="Read a quoted line break in a name column (company, contact, title, email, "
    "country), or quoted lines that read as rows, as one value rather than a stray quote's "
    "error. A quote never closed, or closed inside a value, is an error either way.",
)


def judge_buyer_file(buyers, overrides, encoding=None, allow_multiline=False, sheet=None):
    """What draft, tune and check do before they read a buyer file (before a model loads): a
    stray quote that swallows lines is refused (exit 2) unless allowed, and an unsure guess of
    the encoding is said on stderr with the --encoding that overrides it."""
    from sales_dlm.inputs.validation import check_quoting

    note = check_quoting(buyers, overrides, encoding, allow_multiline, sheet=sheet)
    if note:
        click.echo(f"Note: {buyers}: {note}", err=True)


@click.command()
@click.argument("buyers", type=click.Path(dir_okay=False))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@map_option
@encoding_option
@sheet_option
@allow_multiline_option
def validate(
    buyers: str,
    fmt: str,
    column_map: tuple[str, ...],
    encoding: str | None,
    sheet: str | None,
    allow_multiline: bool,
) -> None:
    """Check a buyer file (CSV or .xlsx): which rows are valid, and why the others are not."""
    from sales_dlm.inputs.validation import validate_file

    report = validate_file(
        buyers, overrides_from(column_map), encoding, allow_multiline, sheet=sheet
    )
    if fmt == "json":
        click.echo(json.dumps(report.to_json_dict(), ensure_ascii=False, indent=2))
    else:
        click.echo(report.to_text())
        if not report.all_valid:
            click.echo("Hint: fix the rows above, or map columns with --map field=Header.")
    error = report.file_error()  # a quote that swallows lines: exit 2 after the report, as draft
    if error is not None:
        raise error
    sys.exit(EXIT_OK if report.all_valid else EXIT_FLAGGED)


@click.command("check")
@click.argument("drafts", type=click.Path(dir_okay=False))
@click.option(
    "--buyers",
    "buyers",
    required=True,
    type=click.Path(dir_okay=False),
    help="The buyer file (CSV or .xlsx) the drafts were written for.",
)
@sender_option
@checks_option
@click.option("--format", "fmt", type=click.Choice(["text", "json", "csv"]), default="text")
@map_option
@encoding_option
@sheet_option
@allow_multiline_option
def check_command(
    drafts: str,
    buyers: str,
    sender_path: str | None,
    checks_dir: str | None,
    fmt: str,
    column_map: tuple[str, ...],
    encoding: str | None,
    sheet: str | None,
    allow_multiline: bool,
) -> None:
    """Fact-check a JSONL file of drafts against the buyers they were written for."""
    from sales_dlm.facts.batch import check_drafts

    overrides = overrides_from(column_map)
    judge_buyer_file(buyers, overrides, encoding, allow_multiline, sheet=sheet)
    report = check_drafts(
        drafts,
        buyers,
        sender=load_sender_or_default(sender_path),
        checks_dir=checks_dir,
        overrides=overrides,
        encoding=encoding,
        sheet=sheet,
    )
    if fmt == "json":
        click.echo(json.dumps(report.to_json_dict(), ensure_ascii=False, indent=2))
    elif fmt == "csv":
        click.echo(report.to_csv(), nl=False)
    else:
        click.echo(report.to_text())
    sys.exit(EXIT_OK if report.all_passed else EXIT_FLAGGED)
