"""The `sales-dlm` command: a thin click shell over the library.

Exit codes (the contract): 0 = success and nothing flagged; 1 = finished, but some drafts were
flagged or some rows invalid; 2 = bad usage or unreadable input. Library code raises
SalesDlmError; only this module prints or exits.
"""

from __future__ import annotations

import json
import sys

import click

from sales_dlm import __version__
from sales_dlm.errors import SalesDlmError

EXIT_OK = 0
EXIT_FLAGGED = 1
EXIT_BAD_INPUT = 2

map_option = click.option(
    "--map",
    "column_map",
    multiple=True,
    metavar="FIELD=HEADER",
    help="Read FIELD from the column HEADER (repeatable), e.g. --map company='Firma'.",
)
encoding_option = click.option(
    "--encoding", default=None, help="Encoding of the buyer CSV (default: detected)."
)


def _overrides(column_map: tuple[str, ...]) -> dict[str, str]:
    from sales_dlm.columns import parse_overrides

    return parse_overrides(column_map)


def _load_sender(path: str | None):
    from sales_dlm.records import DEFAULT_SENDER, load_sender

    return load_sender(path) if path else DEFAULT_SENDER


class DomainError(click.ClickException):
    """A SalesDlmError shown as `Error: path:line: message`, exit code 2."""

    exit_code = EXIT_BAD_INPUT


class SalesDlmGroup(click.Group):
    """Turns the library's domain errors into one clear line instead of a traceback."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except SalesDlmError as exc:
            raise DomainError(str(exc)) from exc


@click.group(cls=SalesDlmGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="sales-dlm")
def cli() -> None:
    """Draft personalised cold emails to foreign buyers, and fact-check every draft."""


@cli.command()
@click.argument("buyers", type=click.Path(dir_okay=False))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@map_option
@encoding_option
def validate(buyers: str, fmt: str, column_map: tuple[str, ...], encoding: str | None) -> None:
    """Check a buyer CSV: which rows are valid, and why the others are not."""
    from sales_dlm.validation import validate_file

    report = validate_file(buyers, _overrides(column_map), encoding)
    if fmt == "json":
        click.echo(json.dumps(report.to_json_dict(), ensure_ascii=False, indent=2))
    else:
        click.echo(report.to_text())
        if not report.all_valid:
            click.echo("Hint: fix the rows above, or map columns with --map field=Header.")
    sys.exit(EXIT_OK if report.all_valid else EXIT_FLAGGED)


@cli.command("check")
@click.argument("drafts", type=click.Path(dir_okay=False))
@click.option(
    "--buyers",
    "buyers",
    required=True,
    type=click.Path(dir_okay=False),
    help="The buyer CSV the drafts were written for.",
)
@click.option(
    "--sender",
    "sender_path",
    type=click.Path(dir_okay=False),
    default=None,
    help="Sender profile (TOML); your own company, title and country are never flagged.",
)
@click.option(
    "--checks",
    "checks_dir",
    type=click.Path(file_okay=False),
    default=None,
    help="Folder of checker knowledge (TOML) to use instead of the shipped checks/.",
)
@click.option("--format", "fmt", type=click.Choice(["text", "json", "csv"]), default="text")
@map_option
def check_command(
    drafts: str,
    buyers: str,
    sender_path: str | None,
    checks_dir: str | None,
    fmt: str,
    column_map: tuple[str, ...],
) -> None:
    """Fact-check a JSONL file of drafts against the buyers they were written for."""
    from sales_dlm.batch_check import check_drafts

    report = check_drafts(
        drafts,
        buyers,
        sender=_load_sender(sender_path),
        checks_dir=checks_dir,
        overrides=_overrides(column_map),
    )
    if fmt == "json":
        click.echo(json.dumps(report.to_json_dict(), ensure_ascii=False, indent=2))
    elif fmt == "csv":
        click.echo(report.to_csv(), nl=False)
    else:
        click.echo(report.to_text())
    sys.exit(EXIT_OK if report.all_passed else EXIT_FLAGGED)


def main() -> None:
    """Console entry point."""
    cli()


if __name__ == "__main__":
    main()
