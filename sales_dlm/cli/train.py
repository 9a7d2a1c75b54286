"""`train`: train the tokenizer, AR and diffusion models a recipe describes (CPU is enough)."""

from __future__ import annotations

from pathlib import Path

import click

from sales_dlm.cli.common import exit_codes_epilog
from sales_dlm.training.outputs import DEFAULT_OUT


@click.command(
    epilog=exit_codes_epilog(
        "trained (and evaluated, if the recipe asks); a rerun resumes where this one stopped",
        None,
        "a recipe that does not read or validate, an --out inside the installed package, or a "
        "checkpoint folder that is not private to you",
    )
)
@click.option(
    "--recipe",
    "recipe_name",
    default="embedded",
    show_default=True,
    metavar="NAME|PATH",
    help="A shipped recipe (embedded: how the shipped default models were made) or a recipe "
    "TOML file (docs/training.md).",
)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=DEFAULT_OUT,
    show_default=True,
    help="Folder for tokenizer/, ar/, diffusion/, training.json, heldout.json and the run's "
    "checkpoints; a rerun of the same recipe resumes there.",
)
@click.option("--fresh", is_flag=True, help="Delete this recipe's checkpoints and start over.")
@click.option(
    "--install",
    is_flag=True,
    help="After training, copy the models over the ones shipped inside the installed package "
    "(replacing the embedded default).",
)
def train(recipe_name: str, out_dir: Path, fresh: bool, install: bool) -> None:
    """Train the models a recipe describes: tokenizer, AR and diffusion rounds, evaluation."""
    from sales_dlm.training import load_recipe, train_recipe
    from sales_dlm.training.outputs import install as install_models

    recipe, path = load_recipe(recipe_name)
    record = train_recipe(
        recipe,
        out_dir,
        name=path.stem,
        recipe_text=path.read_text(encoding="utf-8-sig"),
        fresh=fresh,
        progress=lambda line: click.echo(line, err=True),
    )
    written = sorted(p.name + ("/" if p.is_dir() else "") for p in out_dir.iterdir())
    click.echo(f"Wrote {out_dir}: {', '.join(written)}")
    for row in record.evaluation:
        steps = "greedy" if row["steps"] is None else f"{row['steps']} steps"
        click.echo(f"  held-out {row['decoder']} {steps}: {row['passed']}/{row['drafts']} passed")
    if install:
        targets = install_models(out_dir)
        click.echo(f"Installed into the package, replacing the shipped models: {targets[0].parent}")
