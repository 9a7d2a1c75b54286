"""The `sales-dlm` command: a thin click shell over the library.

Exit codes (the contract): 0 = success and nothing flagged; 1 = finished, but some drafts were
flagged or some rows invalid; 2 = bad usage or unreadable input; 130 = interrupted (Ctrl+C).
Library code raises SalesDlmError; only this package prints or exits. One module per group of
commands: inputs (validate, check), draft (draft, report), tune, train, review, export.
"""

from __future__ import annotations

import click

from sales_dlm import __version__
from sales_dlm.cli.common import EXIT_BAD_INPUT, EXIT_INTERRUPTED, exit_codes_epilog
from sales_dlm.cli.draft import draft, report
from sales_dlm.cli.export import export
from sales_dlm.cli.inputs import check_command, validate
from sales_dlm.cli.merge import merge
from sales_dlm.cli.review import review
from sales_dlm.cli.train import train
from sales_dlm.cli.tune import tune
from sales_dlm.errors import SalesDlmError


class DomainError(click.ClickException):
    """A SalesDlmError shown as `Error: path:line: message`, exit code 2."""

    exit_code = EXIT_BAD_INPUT


# What Ctrl+C leaves behind, said in the one line a command ends with when it is interrupted
# (`draft` says how to resume itself; the desk stops on Ctrl+C as it is meant to, with 0).
INTERRUPTED = {
    "tune": "nothing was written (its reports are written once every setting is measured)",
    "check": "nothing was reported",
    "validate": "nothing was reported",
    "report": "run it again: the reports may be half written",
    "export": "run it again: what it wrote may be incomplete",
    "review": "the desk had not started; decisions already made are in decisions.jsonl",
    "train": "run the same command again to resume from its last checkpoint",
}


class SalesDlmGroup(click.Group):
    """Turns the library's domain errors into one clear line instead of a traceback, and
    Ctrl+C into one line and exit code 130 instead of a traceback or click's "Aborted!"."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except SalesDlmError as exc:
            raise DomainError(str(exc)) from exc
        except KeyboardInterrupt:
            name = ctx.invoked_subcommand or ""
            note = INTERRUPTED.get(name, "it stopped before it finished")
            click.echo(f"\ninterrupted; sales-dlm {name}: {note}.", err=True)
            ctx.exit(EXIT_INTERRUPTED)


# show_default: every command's --help shows each option's default (an option whose default is
# computed, such as draft's --out, says what it is in its help instead).
@click.group(
    cls=SalesDlmGroup,
    context_settings={"help_option_names": ["-h", "--help"], "show_default": True},
)
@click.version_option(__version__, prog_name="sales-dlm")
def cli() -> None:
    """Draft personalised cold emails to foreign buyers, and fact-check every draft."""


# The exit codes of the commands in cli/inputs.py (draft, report and tune state their own).
INPUT_EXIT_CODES = {
    validate: exit_codes_epilog("every row is valid", "some rows are invalid or duplicates"),
    check_command: exit_codes_epilog(
        "every draft passed the checker",
        "some drafts were flagged, or could not be checked (not JSON, unknown buyer_id)",
    ),
}
for command, epilog in INPUT_EXIT_CODES.items():
    command.epilog = command.epilog or epilog

for command in (validate, check_command, draft, report, merge, tune, train, review, export):
    cli.add_command(command)


def main() -> None:
    """Console entry point."""
    cli()


if __name__ == "__main__":
    main()
