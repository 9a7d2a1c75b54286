"""`tune`: sweep step counts on a sample of the team's buyers and recommend one."""

from __future__ import annotations

import json

import click
from click.core import ParameterSource

from sales_dlm.cli.common import (
    allow_download_option,
    batch_size_option,
    checks_option,
    config_option,
    device_option,
    encoding_option,
    exit_codes_epilog,
    grounding_option,
    load_sender_or_default,
    map_option,
    model_option,
    overrides_from,
    seed_option,
    sender_option,
    sheet_option,
    template_option,
    trust_remote_code_option,
)
from sales_dlm.cli.endpoint import endpoint_config, endpoint_options
from sales_dlm.cli.inputs import allow_multiline_option, judge_buyer_file
from sales_dlm.tuning.sweep import TuneConfig


def _step_list(ctx, param, value: str) -> list[int]:
    try:
        steps = sorted({int(v) for v in value.split(",") if v.strip()})
    except ValueError:
        raise click.BadParameter(f"expected numbers separated by commas, got {value!r}") from None
    if not steps or steps[0] < 1:
        raise click.BadParameter("step counts must be positive")
    return steps


@click.command(
    epilog=exit_codes_epilog(
        "measured and recommended (also when no setting meets --quality-bar: the "
        "recommendation says so)",
        None,
        "bad usage or input: a file that cannot be read (the message names the file and "
        "line), no valid buyer row, or a model that cannot be loaded",
    )
)
@click.argument("buyers", type=click.Path(dir_okay=False))
@config_option(
    TuneConfig,
    "steps",
    "--steps",
    callback=_step_list,
    help="Diffusion (denoising) step counts to sweep, comma-separated.",
)
@config_option(
    TuneConfig,
    "decoder",
    "--decoder",
    type=click.Choice(["diffusion", "hybrid"]),
    help="The decoder whose steps are swept: diffusion (denoising steps per draft) or hybrid "
    "(the drafter's steps per drafted window). AR has none; --compare-ar measures it.",
)
@config_option(
    TuneConfig,
    "compare_ar",
    "--compare-ar",
    is_flag=True,
    help="Measure AR on the same sample too.",
)
@config_option(
    TuneConfig,
    "compare_hybrid",
    "--compare-hybrid",
    is_flag=True,
    help="Measure the hybrid decoder (diffusion drafts, AR verifies) on the same sample too.",
)
@config_option(
    TuneConfig,
    "compare_grounding",
    "--compare-grounding",
    is_flag=True,
    help="Measure every setting with grounded decoding off and on too.",
)
@config_option(
    TuneConfig,
    "compare_repair",
    "--compare-repair",
    is_flag=True,
    help="Measure span repair of failed diffusion drafts against full redrafts.",
)
@config_option(
    TuneConfig,
    "sample",
    "--sample",
    type=click.IntRange(min=1),
    help="Buyers drafted per setting (a reproducible sample).",
)
@config_option(
    TuneConfig,
    "quality_bar",
    "--quality-bar",
    type=click.FloatRange(0, 1),
    help="Highest acceptable share of drafts in manual review.",
)
@config_option(
    TuneConfig,
    "gpu_hour_cost",
    "--gpu-hour-cost",
    type=click.FloatRange(min=0),
    help="USD per GPU-hour for the cost column.",
)
@config_option(
    TuneConfig,
    "cpu_hour_cost",
    "--cpu-hour-cost",
    type=click.FloatRange(min=0),
    help="USD per CPU-machine hour when measured on CPU.",
)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    default="tuning",
    show_default=True,
    help="Folder for tuning.json, tuning.md, tuning.html and tuning.png.",
)
@click.option(
    "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@model_option(help="The diffusion model: embedded, a local model folder, or a hub id.")
@model_option(
    "--ar-model",
    field="fallback_model",
    help="The AR model measured by --compare-ar (draft's --decoder auto falls back to it).",
)
@template_option(TuneConfig)
@sender_option
@checks_option
@device_option
@batch_size_option(TuneConfig)
@seed_option(TuneConfig, help="Seed of the sample of buyers and of the decoders' sampling.")
@grounding_option(TuneConfig)
@trust_remote_code_option
@allow_download_option
@map_option
@encoding_option
@sheet_option
@allow_multiline_option
# endpoints (#21)
@endpoint_options
@config_option(
    TuneConfig,
    "price_per_1k_input_tokens",
    "--price-per-1k-input-tokens",
    type=click.FloatRange(min=0),
    help="USD per 1,000 prompt tokens: the cost column of an openai:MODEL endpoint.",
)
@config_option(
    TuneConfig,
    "price_per_1k_output_tokens",
    "--price-per-1k-output-tokens",
    type=click.FloatRange(min=0),
    help="USD per 1,000 completion tokens: the cost column of an openai:MODEL endpoint.",
)
def tune(
    buyers: str,
    steps: list[int],
    decoder: str,
    compare_ar: bool,
    compare_hybrid: bool,
    compare_grounding: bool,
    compare_repair: bool,
    sample: int,
    quality_bar: float,
    gpu_hour_cost: float,
    cpu_hour_cost: float,
    out_dir: str,
    fmt: str,
    model: str,
    ar_model: str,
    template: str,
    sender_path: str | None,
    checks_dir: str | None,
    device: str,
    batch_size: int,
    seed: int,
    grounding: str,
    trust_remote_code: bool,
    allow_download: bool,
    column_map: tuple[str, ...],
    encoding: str | None,
    sheet: str | None,
    allow_multiline: bool,
    price_per_1k_input_tokens: float,
    price_per_1k_output_tokens: float,
    **endpoint_values,
) -> None:
    """Sweep step counts on a sample of your buyers and recommend the smallest that holds."""
    from pathlib import Path

    from sales_dlm.decoding.pool import ModelPool
    from sales_dlm.drafting.config import GROUNDING_OPTION
    from sales_dlm.tuning.report import write_tuning
    from sales_dlm.tuning.sweep import run_tuning

    judge_buyer_file(buyers, overrides_from(column_map), encoding, allow_multiline, sheet=sheet)

    if compare_repair and decoder != "diffusion":
        raise click.UsageError("--compare-repair measures the diffusion decoder's span repair")
    config = TuneConfig(
        steps=steps,
        decoder=decoder,
        compare_ar=compare_ar,
        compare_hybrid=compare_hybrid,
        compare_grounding=compare_grounding,
        compare_repair=compare_repair,
        sample=sample,
        quality_bar=quality_bar,
        batch_size=batch_size,
        seed=seed,
        template=template,
        gpu_hour_cost=gpu_hour_cost,
        cpu_hour_cost=cpu_hour_cost,
        grounding=grounding,
        price_per_1k_input_tokens=price_per_1k_input_tokens,
        price_per_1k_output_tokens=price_per_1k_output_tokens,
    )
    ctx = click.get_current_context()
    given = {k for k in endpoint_values if ctx.get_parameter_source(k) != ParameterSource.DEFAULT}
    endpoint = endpoint_config([model, ar_model], endpoint_values, given)
    pool = ModelPool(
        diffusion_model=model,
        ar_model=ar_model,
        device=device,
        seed=seed,
        trust_remote_code=trust_remote_code,
        allow_download=allow_download,
        grounding=GROUNDING_OPTION[grounding],
        endpoint=endpoint,
    )

    if decoder == "diffusion":
        pool.check_steps(list(steps))

    def progress(label: str) -> None:
        if fmt == "text":
            click.echo(f"measuring {label} ...", err=True)

    # the device is known once a model is loaded: load the diffusion model first
    pool.get(decoder, steps[0])
    result = run_tuning(
        buyers,
        config,
        pool,
        sender=load_sender_or_default(sender_path),
        device=pool.device_name(),
        model=model,
        overrides=overrides_from(column_map),
        checks_dir=Path(checks_dir) if checks_dir else None,
        progress=progress,
        encoding=encoding,
        sheet=sheet,
    )
    paths = write_tuning(Path(out_dir), result)
    if fmt == "json":
        click.echo(json.dumps(result.to_json(), indent=2))
        return
    from sales_dlm.tuning.report import render_markdown

    click.echo(render_markdown(result))
    click.echo(
        f"Wrote {paths['json']}, {paths['md']}"
        + (
            f", {paths['png']}"
            if paths["png"]
            else " (no plot: pip install 'sales-dlm[plot]' for tuning.png)"
        )
    )
    click.echo(f"Tuning report: {paths['html']}")
