"""`export`: what the team signed off, in the files mail tools import (review/export.py)."""

from __future__ import annotations

import click

from sales_dlm.cli.common import EXIT_OK, exit_codes_epilog
from sales_dlm.review.export import EML_FORMAT, FORMATS


@click.command(
    epilog=exit_codes_epilog(
        "the file or folder was written (the message counts what went in and what was left out)",
        None,
        "bad usage or input: not a run folder, an unreadable journal or decisions file, or an "
        "--out that is a folder for a CSV, or a folder that is not empty for .eml files",
    )
)
@click.argument("run_dir", type=click.Path(file_okay=False))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(FORMATS),
    default=EML_FORMAT,
    help="eml: one draft per .eml file (opens as an unsent draft in Outlook, Thunderbird); "
    "csv: a spreadsheet; hubspot: HubSpot's contact import; instantly: Instantly's lead upload.",
)
@click.option(
    "--out",
    "out",
    required=True,
    type=click.Path(),
    help="The CSV file to write, or for eml a new (or empty) folder.",
)
@click.option(
    "--approved-only",
    is_flag=True,
    help="Only drafts a reviewer approved (default: approved ones, and every draft that passed "
    "the checker and was not rejected).",
)
def export(run_dir: str, fmt: str, out: str, approved_only: bool) -> None:
    """Export a run's drafts: approved ones, and those that passed and were not rejected.

    The reviewer's decisions (RUN/decisions.jsonl, from `sales-dlm review`) are replayed over
    the journal: the last decision per buyer wins, and an edited draft goes out as edited.
    """
    import sys
    from pathlib import Path

    from sales_dlm.review.export import export as write_export

    selection = write_export(Path(run_dir), fmt, Path(out), approved_only=approved_only)
    click.echo(selection.summary(out))
    sys.exit(EXIT_OK)
