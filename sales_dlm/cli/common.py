"""Options and helpers shared by the commands."""

from __future__ import annotations

import click

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


def overrides_from(column_map: tuple[str, ...]) -> dict[str, str]:
    from sales_dlm.columns import parse_overrides

    return parse_overrides(column_map)


def load_sender_or_default(path: str | None):
    from sales_dlm.records import DEFAULT_SENDER, load_sender

    return load_sender(path) if path else DEFAULT_SENDER
