"""`train`: rebuild the embedded default models on this machine."""

from __future__ import annotations

import click


@click.command()
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    default=None,
    help="Where to write tokenizer/, ar/ and dlm/ (default: the package's embedded "
    "folder, replacing the shipped models).",
)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option(
    "--time-budget",
    "time_budget",
    type=click.FloatRange(min=0.1),
    default=None,
    help="Minutes of training in all; checkpoints let a later run continue.",
)
@click.option("--fresh", is_flag=True, help="Ignore checkpoints and start from scratch.")
def train(out_dir: str | None, seed: int, time_budget: float | None, fresh: bool) -> None:
    """Rebuild the embedded default: corpus, tokenizer, AR and diffusion models (CPU)."""
    from pathlib import Path

    from sales_dlm.models.loading import EMBEDDED_DIR
    from sales_dlm.training import train_embedded

    target = Path(out_dir) if out_dir else EMBEDDED_DIR
    record = train_embedded(
        target,
        seed=seed,
        time_budget_minutes=time_budget,
        resume=not fresh,
        progress=lambda line: click.echo(line, err=True),
    )
    click.echo(f"Wrote {target}")
    click.echo(str(record))
