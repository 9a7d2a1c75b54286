"""`review`: the reviewer's desk, a local web app over a run directory (review/app/)."""

from __future__ import annotations

import click

from sales_dlm.cli.common import EXIT_OK, config_option, exit_codes_epilog
from sales_dlm.drafting.config import DraftConfig


@click.command(
    epilog=exit_codes_epilog(
        "the desk was stopped (Ctrl+C); every decision is already in the run's decisions file",
        None,
        "bad usage, a folder with no journal, an unreadable decisions file, or a port in use",
        "interrupted (Ctrl+C) while the run was read, before the desk started",
    )
)
@click.argument("run_dir", type=click.Path(file_okay=False))
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=0,
    help="Port on 127.0.0.1 (0 = a free one, chosen when the desk starts).",
)
@click.option("--open", "open_browser", is_flag=True, help="Open the desk in a web browser.")
@config_option(
    DraftConfig,
    "checks_dir",
    "--checks",
    "checks_dir",
    type=click.Path(file_okay=False),
    help="Checker knowledge (TOML) to re-check edits with. Default: the run's own "
    "(its summary's checks folder), else the shipped checks/.",
)
def review(run_dir: str, port: int, open_browser: bool, checks_dir: str | None) -> None:
    """Review a run's drafts in the browser: approve, reject or edit each one (keys: a, x, e),
    or accept the checker's suggestion for a flagged span (s).

    Edits are re-checked by the fact checker; decisions are appended to the run's
    decisions.jsonl, never to the journal. Reopening resumes at the first undecided draft.
    """
    import sys
    import webbrowser
    from pathlib import Path

    from sales_dlm.review.app.desk import Desk
    from sales_dlm.review.app.recheck import run_checks_dir
    from sales_dlm.review.app.web import desk_server

    desk = Desk(Path(run_dir), checks_dir or run_checks_dir(Path(run_dir)))
    server = desk_server(desk, port)
    url = f"http://{server.host}:{server.server_port}/"
    p = desk.progress()
    click.echo(
        f"{p.drafts} drafts: {p.decided} decided ({p.verdicts['approved']} approved, "
        f"{p.verdicts['rejected']} rejected), {p.verdicts['undecided']} to go."
    )
    if desk.recheck.note:
        click.echo(f"Note: {desk.recheck.note}.")
    click.echo(f"Reviewer's desk: {url}   (Ctrl+C stops it)")
    click.echo("Keys: a approve, x reject, e edit, u reset, j/k next/previous, ? all keys.")
    desk.recheck.warm()
    if open_browser:
        webbrowser.open(url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    p = desk.progress()
    click.echo(f"\nStopped: {p.decided} of {p.drafts} drafts decided, in {desk.run.decisions}.")
    sys.exit(EXIT_OK)
