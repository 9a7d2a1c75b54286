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
@click.option(
    "--phases",
    type=click.Choice(["ar,dlm", "ar", "dlm"]),
    default="ar,dlm",
    show_default=True,
    help="Which models to train (dlm needs an ar/ model in --out).",
)
@click.option(
    "--warm-start",
    is_flag=True,
    help="Continue from the models already in --out (fresh optimiser) on corpus examples "
    "from --corpus-start on, instead of building new ones.",
)
@click.option(
    "--corpus-start",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="First corpus example to train on (a warm start uses examples not seen before).",
)
@click.option(
    "--learning-rate",
    type=click.FloatRange(min=0, min_open=True),
    default=None,
    help="Peak learning rate of every phase (default: 2e-3 AR, 1e-3 diffusion).",
)
@click.option(
    "--drill-share",
    type=click.FloatRange(0, 1),
    default=0.0,
    show_default=True,
    help="Share of examples whose buyer names are spelt with tokenizer pieces, so rare "
    "tokens get trained (training/drill.py).",
)
@click.option(
    "--suffix-share",
    type=click.FloatRange(0, 1),
    default=0.0,
    show_default=True,
    help="Share of diffusion blocks masked from a random cut to their end: the state "
    "left-to-right decoding meets (training/diffusion.py).",
)
@click.option("--ar-steps", type=click.IntRange(min=1), default=None, help="AR optimiser steps.")
@click.option(
    "--dlm-steps", type=click.IntRange(min=1), default=None, help="Diffusion optimiser steps."
)
@click.option("--batch-size", type=click.IntRange(min=1), default=None, help="Examples per step.")
def train(
    out_dir: str | None,
    seed: int,
    time_budget: float | None,
    fresh: bool,
    phases: str,
    warm_start: bool,
    corpus_start: int,
    learning_rate: float | None,
    drill_share: float,
    suffix_share: float,
    ar_steps: int | None,
    dlm_steps: int | None,
    batch_size: int | None,
) -> None:
    """Rebuild the embedded default: corpus, tokenizer, AR and diffusion models (CPU)."""
    from pathlib import Path

    from sales_dlm.models.loading import EMBEDDED_DIR
    from sales_dlm.training import train_embedded
    from sales_dlm.training.train import TrainPlan

    plan = TrainPlan(
        warm_start=warm_start,
        corpus_start=corpus_start,
        drill_share=drill_share,
        suffix_share=suffix_share,
    )
    for field, value in (
        ("ar_steps", ar_steps),
        ("dlm_steps", dlm_steps),
        ("batch_size", batch_size),
    ):
        if value is not None:
            setattr(plan, field, value)
    if learning_rate is not None:
        plan.ar_learning_rate = plan.dlm_learning_rate = learning_rate
    target = Path(out_dir) if out_dir else EMBEDDED_DIR
    record = train_embedded(
        target,
        seed=seed,
        time_budget_minutes=time_budget,
        resume=not fresh,
        progress=lambda line: click.echo(line, err=True),
        phases=tuple(phases.split(",")),
        plan=plan,
    )
    click.echo(f"Wrote {target}")
    click.echo(str(record))
