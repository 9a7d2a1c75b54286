"""The `sales-dlm` command: a thin click shell over the library.

Exit codes (the contract): 0 = success and nothing flagged; 1 = finished, but some drafts were
flagged or some rows invalid; 2 = bad usage or unreadable input. Library code raises
SalesDlmError; only this module prints or exits.
"""

from __future__ import annotations

import json
import sys
from contextlib import contextmanager

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


@cli.command()
@click.argument("buyers", type=click.Path(dir_okay=False))
@click.option(
    "--template",
    default="intro",
    show_default=True,
    help="Built-in template name (intro, follow_up) or path to a .j2 file.",
)
@click.option(
    "--sender",
    "sender_path",
    type=click.Path(dir_okay=False),
    default=None,
    help="Sender profile (TOML). Default: the example exporter in sender.example.toml.",
)
@click.option(
    "--decoder",
    type=click.Choice(["ar", "diffusion", "auto"]),
    default="auto",
    show_default=True,
    help="auto = diffusion with AR fallback.",
)
@click.option(
    "--model",
    default="embedded",
    show_default=True,
    help="embedded, a local model folder, or a hub id.",
)
@click.option(
    "--steps",
    type=click.IntRange(min=1),
    default=None,
    help="Diffusion steps of the first draft (default: measured, see README).",
)
@click.option(
    "--max-steps",
    type=click.IntRange(min=1),
    default=None,
    help="Ceiling of the step escalation (each redraft doubles the steps).",
)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    default=None,
    help="Run directory (default: runs/<csv name>-<UTC time>).",
)
@click.option("--device", default="auto", show_default=True, help="auto, cpu, cuda or mps.")
@click.option("--batch-size", type=click.IntRange(min=1), default=16, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--limit", type=click.IntRange(min=0), default=None, help="Only the first N rows.")
@click.option("--resume", is_flag=True, help="Continue the run in --out where it stopped.")
@click.option(
    "--fallback",
    type=click.Choice(["ar", "none"]),
    default=None,
    help="After the step ceiling: redraft with AR, or send to review (default: ar "
    "for --decoder auto, none otherwise).",
)
@click.option("--dry-run", is_flag=True, help="Render and validate only; load no model.")
@click.option(
    "--trust-remote-code",
    is_flag=True,
    help="Allow a model's own Python code to run (only for models you trust).",
)
@click.option(
    "--checks",
    "checks_dir",
    type=click.Path(file_okay=False),
    default=None,
    help="Folder of checker knowledge (TOML) to use instead of the shipped checks/.",
)
@map_option
def draft(
    buyers: str,
    template: str,
    sender_path: str | None,
    decoder: str,
    model: str,
    steps: int | None,
    max_steps: int | None,
    out_dir: str | None,
    device: str,
    batch_size: int,
    seed: int,
    limit: int | None,
    resume: bool,
    fallback: str | None,
    dry_run: bool,
    trust_remote_code: bool,
    checks_dir: str | None,
    column_map: tuple[str, ...],
) -> None:
    """Draft a fact-checked email for every buyer of a CSV."""
    from pathlib import Path

    from pydantic import ValidationError

    from sales_dlm.pipeline import DraftConfig, default_run_dir

    sender = _load_sender(sender_path)
    overrides = _overrides(column_map)
    settings = {
        "template": template,
        "decoder": decoder,
        "model": model,
        "device": device,
        "batch_size": batch_size,
        "seed": seed,
        "limit": limit,
        "fallback": fallback,
        "trust_remote_code": trust_remote_code,
    }
    if steps is not None:
        settings["steps"] = steps
    if max_steps is not None:
        settings["max_steps"] = max_steps
    elif steps is not None:
        settings["max_steps"] = max(steps, DraftConfig().max_steps)
    try:
        config = DraftConfig(**settings)
    except ValidationError as exc:
        raise click.UsageError(
            "; ".join(e["msg"].removeprefix("Value error, ") for e in exc.errors())
        ) from exc
    if dry_run:
        _dry_run(buyers, config, sender, overrides)
        return
    if resume and out_dir is None:
        raise click.UsageError("--resume needs --out RUN_DIR (the run to continue)")
    run_dir = Path(out_dir) if out_dir else default_run_dir(Path(buyers))
    _draft_run(buyers, config, sender, overrides, run_dir, resume, checks_dir)


def _dry_run(buyers: str, config, sender, overrides) -> None:
    from sales_dlm.prompts import load_template, render
    from sales_dlm.records import read_buyers

    template = load_template(config.template)
    counts = {"valid": 0, "invalid": 0, "duplicate": 0}
    first_prompt = None
    for index, row in enumerate(read_buyers(buyers, overrides)):
        if config.limit is not None and index >= config.limit:
            break
        counts[row.status] += 1
        if row.buyer is not None:
            prompt = render(template, row.buyer, sender)
            first_prompt = first_prompt or prompt
        else:
            for error in row.errors:
                click.echo(f"{buyers}:{row.line}: {error}")
    if first_prompt:
        click.echo(f"First prompt ({template.name}):")
        click.echo(first_prompt.rstrip())
    click.echo(
        f"Dry run: {counts['valid']} rows would be drafted, {counts['invalid']} invalid, "
        f"{counts['duplicate']} duplicates; schedule "
        + " -> ".join(f"{d}@{s}" if s else d for d, s in config.schedule())
    )
    sys.exit(EXIT_OK if counts["invalid"] + counts["duplicate"] == 0 else EXIT_FLAGGED)


@contextmanager
def _progress_bar():
    """A progress callback: a bar on an interactive terminal (stderr), silence otherwise, so
    piped and logged output holds only the results."""
    if not sys.stderr.isatty():
        yield None
        return
    with click.progressbar(length=1, label="drafting", file=sys.stderr, show_pos=True) as bar:
        seen = {"done": 0}

        def progress(state) -> None:
            bar.length = max(state.total, 1)
            bar.label = f"passed {state.passed}, review {state.needs_review}, " + (
                f"invalid {state.invalid}" + (f" | {state.current}" if state.current else "")
            )
            bar.update(state.done - seen["done"])
            seen["done"] = state.done

        yield progress


def _draft_run(buyers, config, sender, overrides, run_dir, resume, checks_dir) -> None:
    from pathlib import Path

    from sales_dlm.backends import ModelPool
    from sales_dlm.pipeline import run_drafts

    pool = ModelPool(config)
    with _progress_bar() as progress:
        result = run_drafts(
            buyers,
            config,
            pool,
            run_dir=run_dir,
            sender=sender,
            resume=resume,
            overrides=overrides,
            checks_dir=Path(checks_dir) if checks_dir else None,
            progress=progress,
            device_name=pool.device_name() or config.device,
        )
    s = result.summary
    if result.resumed_rows:
        click.echo(
            f"Resumed: {result.resumed_rows} rows were already done"
            + (
                f"; repaired a torn last journal line ({result.repaired_bytes} bytes)"
                if result.repaired_bytes
                else ""
            )
            + "."
        )
    click.echo(
        f"{s['rows']} rows: {s['passed']} passed, {s['needs_review']} need review, "
        f"{s['invalid']} invalid (review rate {s['review_rate']:.1%})."
    )
    rate = f"{s['drafts_per_s']:.2f} drafts/s" if s.get("drafts_per_s") else "no new drafts"
    click.echo(
        f"Mean diffusion steps per draft {s['mean_diffusion_steps_per_draft']} "
        f"(ceiling {config.max_steps}); {rate} on {pool.device_name() or config.device}."
    )
    click.echo(f"Review report: {run_dir / 'review.html'}")
    if s["passed"]:
        click.echo(f"Emails ready to send: {run_dir / 'eml'}/ ({s['passed']} .eml files)")
    click.echo(
        f"Hint: continue an interrupted run with: sales-dlm draft {buyers} --out {run_dir} --resume"
    )
    sys.exit(EXIT_OK if s["needs_review"] + s["invalid"] == 0 else EXIT_FLAGGED)


def _step_list(ctx, param, value: str) -> list[int]:
    try:
        steps = sorted({int(v) for v in value.split(",") if v.strip()})
    except ValueError:
        raise click.BadParameter(f"expected numbers separated by commas, got {value!r}") from None
    if not steps or steps[0] < 1:
        raise click.BadParameter("step counts must be positive")
    return steps


@cli.command()
@click.argument("buyers", type=click.Path(dir_okay=False))
@click.option(
    "--steps",
    "steps",
    default="8,16,32,64",
    show_default=True,
    callback=_step_list,
    help="Step counts to sweep, comma-separated.",
)
@click.option("--decoder", type=click.Choice(["diffusion"]), default="diffusion", show_default=True)
@click.option("--compare-ar", is_flag=True, help="Measure AR on the same sample too.")
@click.option(
    "--sample",
    type=click.IntRange(min=1),
    default=30,
    show_default=True,
    help="Buyers drafted per setting (a reproducible sample).",
)
@click.option(
    "--quality-bar",
    type=click.FloatRange(0, 1),
    default=0.05,
    show_default=True,
    help="Highest acceptable share of drafts in manual review.",
)
@click.option(
    "--gpu-hour-cost",
    type=click.FloatRange(min=0),
    default=None,
    help="USD per GPU-hour for the cost column (default 2.50).",
)
@click.option(
    "--cpu-hour-cost",
    type=click.FloatRange(min=0),
    default=None,
    help="USD per CPU-machine hour when measured on CPU (default 0.10).",
)
@click.option(
    "--out", "out_dir", type=click.Path(file_okay=False), default="tuning", show_default=True
)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@click.option("--model", default="embedded", show_default=True)
@click.option(
    "--ar-model",
    default="embedded",
    show_default=True,
    help="The AR model measured by --compare-ar.",
)
@click.option("--template", default="intro", show_default=True)
@click.option("--sender", "sender_path", type=click.Path(dir_okay=False), default=None)
@click.option("--device", default="auto", show_default=True)
@click.option("--batch-size", type=click.IntRange(min=1), default=16, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--trust-remote-code", is_flag=True)
@map_option
def tune(
    buyers: str,
    steps: list[int],
    decoder: str,
    compare_ar: bool,
    sample: int,
    quality_bar: float,
    gpu_hour_cost: float | None,
    cpu_hour_cost: float | None,
    out_dir: str,
    fmt: str,
    model: str,
    ar_model: str,
    template: str,
    sender_path: str | None,
    device: str,
    batch_size: int,
    seed: int,
    trust_remote_code: bool,
    column_map: tuple[str, ...],
) -> None:
    """Sweep step counts on a sample of your buyers and recommend the smallest that holds."""
    from pathlib import Path

    from sales_dlm.backends import ModelPool
    from sales_dlm.pipeline import DraftConfig
    from sales_dlm.tuning import TuneConfig, run_tuning
    from sales_dlm.tuning_report import write_tuning

    costs = {
        k: v
        for k, v in (("gpu_hour_cost", gpu_hour_cost), ("cpu_hour_cost", cpu_hour_cost))
        if v is not None
    }
    config = TuneConfig(
        steps=steps,
        decoder=decoder,
        compare_ar=compare_ar,
        sample=sample,
        quality_bar=quality_bar,
        batch_size=batch_size,
        seed=seed,
        template=template,
        **costs,
    )
    pool = ModelPool(
        DraftConfig(
            decoder="diffusion",
            model=model,
            fallback_model=ar_model,
            device=device,
            seed=seed,
            steps=steps[0],
            max_steps=steps[-1],
            trust_remote_code=trust_remote_code,
        )
    )

    def progress(label: str) -> None:
        if fmt == "text":
            click.echo(f"measuring {label} ...", err=True)

    # the device is known once a model is loaded: load the diffusion model first
    pool.get(decoder, steps[0])
    result = run_tuning(
        buyers,
        config,
        pool,
        sender=_load_sender(sender_path),
        device=pool.device_name(),
        model=model,
        overrides=_overrides(column_map),
        progress=progress,
    )
    paths = write_tuning(Path(out_dir), result)
    if fmt == "json":
        click.echo(json.dumps(result, indent=2))
        return
    from sales_dlm.tuning_report import render_markdown

    click.echo(render_markdown(result))
    click.echo(
        f"Wrote {paths['json']}, {paths['md']}"
        + (
            f", {paths['png']}"
            if paths["png"]
            else " (no plot: pip install 'sales-dlm[plot]' for tuning.png)"
        )
    )


@cli.command()
@click.argument("run_dir", type=click.Path(file_okay=False))
def report(run_dir: str) -> None:
    """Regenerate a run's reports (HTML, Markdown, CSV, Label Studio) from its journal."""
    from pathlib import Path

    from sales_dlm.report import regenerate

    paths, summary = regenerate(Path(run_dir))
    for path in paths:
        click.echo(str(path))
    click.echo(
        f"{summary['rows']} rows: {summary['passed']} passed, "
        f"{summary['needs_review']} need review, {summary['invalid']} invalid."
    )


@cli.command()
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


def main() -> None:
    """Console entry point."""
    cli()


if __name__ == "__main__":
    main()
