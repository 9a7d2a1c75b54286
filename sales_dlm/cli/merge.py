"""`merge`: the runs of `draft --shard i/n` joined into one run directory."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from sales_dlm.cli.common import EXIT_FLAGGED, EXIT_OK, exit_codes_epilog

# rows named one by one when some are missing; the rest are counted
SHOWN_MISSING = 10


@click.command(
    epilog=exit_codes_epilog(
        "merged: every row of the buyer file is in exactly one shard's journal",
        "merged, but some rows of the buyer file are in no shard (a shard not finished, or "
        "drafted with --limit): they are listed",
        "bad usage or input: a folder that is not a shard run, shards of different runs or "
        "settings, a shard missing or given twice, or a row in two shards",
    )
)
@click.argument("runs", nargs=-1, required=True, type=click.Path(file_okay=False, exists=True))
@click.option(
    "--out",
    "out_dir",
    required=True,
    type=click.Path(file_okay=False),
    help="The merged run directory (new): its journal, reports and .eml files.",
)
def merge(runs: tuple[str, ...], out_dir: str) -> None:
    """Merge the run folders of `draft --shard 1/N` ... `--shard N/N` into one run."""
    from sales_dlm.drafting.merge import merge_runs

    result = merge_runs([Path(run) for run in runs], Path(out_dir))
    entries = result.entries
    counts = {s: sum(1 for e in entries if e.status == s) for s in ("passed", "needs_review")}
    invalid = len(entries) - sum(counts.values())
    click.echo(
        f"Merged {result.shards} shards into {out_dir}: {len(entries)} rows, {counts['passed']} "
        f"passed, {counts['needs_review']} need review, {invalid} invalid."
    )
    if result.missing is None:
        click.echo("The buyer file moved or changed since: rows in no shard were not counted.")
    elif result.missing:
        first = result.missing[:SHOWN_MISSING]
        shown = ", ".join(f"line {line} ({buyer})" for line, buyer in first)
        more = len(result.missing) - SHOWN_MISSING
        click.echo(
            f"{len(result.missing)} rows of the buyer file are in no shard (resume the unfinished "
            f"shards, then merge again): {shown}" + (f" and {more} more" if more > 0 else "")
        )
        sys.exit(EXIT_FLAGGED)
    sys.exit(EXIT_OK)
