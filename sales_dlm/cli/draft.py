"""`draft` and `report`: the main job, and its reports regenerated from the journal."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import click
from click.core import ParameterSource

from sales_dlm.cli.common import (
    EXIT_FLAGGED,
    EXIT_INTERRUPTED,
    EXIT_OK,
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
    repair_option,
    seed_option,
    sender_option,
    sheet_option,
    template_option,
    trust_remote_code_option,
)
from sales_dlm.cli.endpoint import endpoint_config, endpoint_options
from sales_dlm.cli.inputs import allow_multiline_option, judge_buyer_file
from sales_dlm.drafting.config import DraftConfig

DRAFT_EXIT_CODES = exit_codes_epilog(
    "every row drafted and passed the checker (--dry-run: every row valid)",
    "finished, but some drafts need review or some rows are invalid or duplicates",
    "bad usage or input: a file that cannot be read (the message names the file and line), a "
    "model that cannot be loaded, or a --resume of a run started with other settings",
    "interrupted (Ctrl+C): the run resumes with --resume",
)


@click.command(epilog=DRAFT_EXIT_CODES)
@click.argument("buyers", type=click.Path(dir_okay=False))
@template_option(DraftConfig)
@sender_option
@config_option(
    DraftConfig,
    "decoder",
    "--decoder",
    type=click.Choice(["ar", "diffusion", "auto", "hybrid"]),
    help="auto = diffusion with AR fallback; hybrid = the diffusion model drafts and the AR "
    "model verifies (AR's greedy drafts, faster).",
)
@model_option(
    help="embedded, a local model folder, or a hub id (a copy already in the local hub cache, "
    "unless downloads are allowed)."
)
@config_option(
    DraftConfig,
    "steps",
    "--steps",
    type=click.IntRange(min=1),
    help="Diffusion (denoising) steps of the first draft; given alone, every draft is drafted "
    "at this count (add --max-steps to redraft what fails at doubled counts).",
)
@config_option(
    DraftConfig,
    "max_steps",
    "--max-steps",
    type=click.IntRange(min=1),
    help="Ceiling of the step escalation (each redraft doubles the steps); when --steps is "
    "given without it, it is --steps.",
)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    default=None,
    help="Run directory (default: runs/<csv name>-<UTC time>).",
)
@device_option
@batch_size_option(DraftConfig)
@seed_option(DraftConfig)
@config_option(
    DraftConfig,
    "limit",
    "--limit",
    type=click.IntRange(min=0),
    help="Only the first N rows (default: all).",
)
@click.option("--resume", is_flag=True, help="Continue the run in --out where it stopped.")
@config_option(
    DraftConfig,
    "fallback",
    "--fallback",
    type=click.Choice(["ar", "none"]),
    help="After the step ceiling: redraft with AR, or send to review (default: ar "
    "for --decoder auto, none otherwise).",
)
@click.option(
    "--dry-run",
    is_flag=True,
    help="Render and validate only, every option as the run would: no weights are loaded "
    "(the model's config is read to check --steps) and nothing is drafted.",
)
@grounding_option(DraftConfig)
@repair_option
@trust_remote_code_option
@allow_download_option
@checks_option
@map_option
@encoding_option
@sheet_option
@allow_multiline_option
# endpoints and shards (#21)
@endpoint_options
@config_option(
    DraftConfig,
    "shard",
    "--shard",
    metavar="I/N",
    help="Draft only shard I of N of the rows (row positions I-1, I-1+N, ...), into its own "
    "--out; `sales-dlm merge` joins the shards' runs. Default: every row.",
)
def draft(
    buyers: str,
    template: str,
    sender_path: str | None,
    decoder: str,
    model: str,
    steps: int,
    max_steps: int,
    out_dir: str | None,
    device: str,
    batch_size: int,
    seed: int,
    limit: int | None,
    resume: bool,
    fallback: str | None,
    dry_run: bool,
    grounding: str,
    repair: str,
    trust_remote_code: bool,
    allow_download: bool,
    checks_dir: str | None,
    column_map: tuple[str, ...],
    encoding: str | None,
    sheet: str | None,
    allow_multiline: bool,
    shard: str | None,
    **endpoint_values,
) -> None:
    """Draft a fact-checked email for every buyer of a CSV or .xlsx file."""

    from pydantic import ValidationError

    from sales_dlm.drafting.config import default_run_dir

    sender = load_sender_or_default(sender_path)
    overrides = overrides_from(column_map)
    settings = {
        "template": template,
        "decoder": decoder,
        "model": model,
        "steps": steps,
        "max_steps": max_steps,
        "device": device,
        "batch_size": batch_size,
        "seed": seed,
        "limit": limit,
        "fallback": fallback,
        "trust_remote_code": trust_remote_code,
        "allow_download": allow_download,
        "checks_dir": checks_dir,
        "encoding": encoding,
        "sheet": sheet,
        "grounding": grounding,
        "repair": repair,
        "shard": shard,
    }
    ctx = click.get_current_context()
    unset = {k for k in settings if ctx.get_parameter_source(k) is ParameterSource.DEFAULT}
    kept = _run_settings(Path(out_dir), unset) if resume and out_dir else {}
    settings.update(kept)
    if "max_steps" in unset and "max_steps" not in kept and "steps" not in unset:
        settings["max_steps"] = settings["steps"]  # --steps N alone drafts at N, no ladder
    changed = {k: v for k, v in kept.items() if DraftConfig.model_fields[k].default != v}
    if changed:
        shown = ", ".join(f"{k.replace('_', '-')} {v}" for k, v in sorted(changed.items()))
        click.echo(f"Resuming with the run's own settings: {shown}.")
    given = {k for k in endpoint_values if ctx.get_parameter_source(k) != ParameterSource.DEFAULT}
    previous = _run_settings(Path(out_dir), {"endpoint"}) if resume and out_dir else {}
    settings["endpoint"] = endpoint_config(
        [settings["model"]], endpoint_values, given, previous.get("endpoint")
    )
    try:
        config = DraftConfig(**settings)
    except ValidationError as exc:
        raise click.UsageError(
            "; ".join(e["msg"].removeprefix("Value error, ") for e in exc.errors())
        ) from exc
    if resume and out_dir is None:
        raise click.UsageError("--resume needs --out RUN_DIR (the run to continue)")
    _check_model_names(config)  # a mistyped hub id fails now, not after the file is read
    read = {"encoding": config.encoding, "sheet": config.sheet}
    judge_buyer_file(buyers, overrides, allow_multiline=allow_multiline, **read)  # before a model
    run_dir = Path(out_dir) if out_dir else None if dry_run else default_run_dir(Path(buyers))
    _run_checks(buyers, config, sender, overrides, run_dir, resume)
    if dry_run:
        _check_steps(config, dry_run=True)
        _example_sender_notice(sender)
        _dry_run(buyers, config, sender, overrides)
        return
    _draft_run(buyers, config, sender, overrides, run_dir, resume)


def _run_checks(buyers, config, sender, overrides, run_dir, resume) -> None:
    """What the run checks before its first draft, checked before any model loads (and by a
    dry run, which drafts nothing): the device, the template and checks (the fingerprint
    reads them) and the run folder (a run there and no --resume, or a --resume with other
    settings). The step counts are checked against the model next (`_check_steps`)."""
    from sales_dlm.drafting.config import run_fingerprint
    from sales_dlm.drafting.journal import check_run_dir
    from sales_dlm.models.device import resolve_device

    resolve_device(config.device)
    fingerprint = run_fingerprint(Path(buyers), overrides, sender, config)
    if run_dir is not None:
        check_run_dir(run_dir, fingerprint, resume=resume)


def _example_sender_notice(sender) -> None:
    """Say so, on stderr, when the drafts would go out in the example exporter's name."""
    from sales_dlm.inputs.records import DEFAULT_SENDER

    if sender == DEFAULT_SENDER:
        click.echo(
            f"Note: drafting as the example sender ({sender.name}, {sender.company}). For "
            "your own: cp sender.example.toml sender.toml, edit it, add --sender sender.toml.",
            err=True,
        )


def _check_model_names(config) -> None:
    from sales_dlm.models.names import check_available

    names = {config.model}
    if any(name != "diffusion" for name, _ in config.schedule()):
        names.add(config.model if config.decoder == "ar" else config.fallback_model)
    for name in sorted(names):
        check_available(name, config.allow_download)


def _check_steps(config, dry_run: bool, pool=None) -> None:
    """ModelError now if the diffusion model cannot decode at a step count of the schedule. A
    dry run builds the model from its config alone (no weights), the run loads it."""
    steps = [steps for name, steps in config.schedule() if name == "diffusion"]
    if not steps or config.endpoint is not None:  # an endpoint's steps are the server's to check
        return
    if not dry_run:
        pool.check_steps(steps)
        return
    from sales_dlm.decoding import get_decoder
    from sales_dlm.models import load

    loaded = load(
        config.model,
        kind="diffusion",
        device="cpu",
        trust_remote_code=config.trust_remote_code,
        allow_download=config.allow_download,
        weights=False,
    )
    backend = get_decoder(
        "diffusion_gemma" if loaded.kind == "diffusion_gemma" else "diffusion", loaded
    )
    resolve = getattr(backend, "resolve_options", None)
    for count in steps:
        if resolve is not None:
            resolve(backend.default_options().model_copy(update={"steps": count}))


def _run_settings(run_dir, unset: set[str]) -> dict:
    """The settings a run was started with (its run.json), for the options not given now: a
    resume continues the run as it began, whatever the defaults have become since."""
    import json

    from sales_dlm.contract import RunDir

    manifest = RunDir(run_dir).manifest
    try:
        previous = json.loads(manifest.read_text(encoding="utf-8")).get("config", {})
    except (OSError, ValueError, AttributeError):
        return {}  # no or unreadable manifest: open_journal says what is wrong
    return {k: v for k, v in previous.items() if k in unset}


def _dry_run(buyers: str, config, sender, overrides) -> None:
    from sales_dlm.contract import attempt_label
    from sales_dlm.decoding.pool import ModelPool
    from sales_dlm.drafting.core import reads_notes
    from sales_dlm.inputs.records import read_buyers
    from sales_dlm.prompts import load_template, render

    template = load_template(config.template)
    notes = reads_notes(ModelPool.for_run(config), config.schedule())
    counts = {"valid": 0, "invalid": 0, "duplicate": 0}
    first_prompt = None
    read = {"encoding": config.encoding, "sheet": config.sheet}
    for index, row in enumerate(read_buyers(buyers, overrides, **read)):
        if config.limit is not None and index >= config.limit:
            break
        counts[row.status] += 1
        if row.buyer is not None:
            prompt = render(template, row.buyer, sender, notes=notes)
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
        + " -> ".join(attempt_label(d, s) for d, s in config.schedule())
    )
    sys.exit(EXIT_OK if counts["invalid"] + counts["duplicate"] == 0 else EXIT_FLAGGED)


def _resume_line(buyers, run_dir, config) -> str:
    """The command that continues this run (an endpoint's URL is not kept by the run, nor a
    limit: without it, the resumed run would draft the whole file)."""
    again = ["sales-dlm", "draft", str(buyers), "--out", str(run_dir), "--resume"]
    if config.limit is not None:
        again += ["--limit", str(config.limit)]
    if config.endpoint is not None:
        again += ["--base-url", config.endpoint.base_url]
    return shlex.join(again)


def _draft_run(buyers, config, sender, overrides, run_dir, resume) -> None:

    from sales_dlm.cli.progress import progress_reporter
    from sales_dlm.contract import RunDir
    from sales_dlm.decoding.pool import ModelPool
    from sales_dlm.drafting.run import run_drafts
    from sales_dlm.errors import EndpointError

    pool = ModelPool.for_run(config)
    _check_steps(config, dry_run=False, pool=pool)
    _example_sender_notice(sender)
    try:
        with progress_reporter() as progress:
            result = run_drafts(
                buyers,
                config,
                pool,
                run_dir=run_dir,
                sender=sender,
                resume=resume,
                overrides=overrides,
                checks_dir=Path(config.checks_dir) if config.checks_dir else None,
                progress=progress,
                device_name=pool.device_name() or config.device,
            )
    except KeyboardInterrupt:
        click.echo(f"\ninterrupted; resume with: {_resume_line(buyers, run_dir, config)}", err=True)
        sys.exit(EXIT_INTERRUPTED)
    except EndpointError as exc:  # the finished rows are journalled; the rest can be resent
        raise EndpointError(
            f"{exc}; the rows finished so far are kept, resume with: "
            + _resume_line(buyers, run_dir, config)
        ) from exc
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
    device = s["device"] or config.device
    if config.decoder in ("ar", "hybrid"):
        kind = "AR" if config.decoder == "ar" else "Hybrid (AR-verified)"
        click.echo(f"{kind} drafts; {rate} on {device}.")
    else:
        click.echo(
            f"Diffusion steps spent per draft {s['mean_diffusion_steps_per_draft']} "
            f"(all attempts; one draft at the ceiling is {config.max_steps}); {rate} on {device}."
        )
    click.echo(f"Run summary: {RunDir(run_dir).summary_html}")
    click.echo(f"Review report: {RunDir(run_dir).review_html}")
    if s["passed"]:
        eml = f"{RunDir(run_dir).eml_dir}/ ({s['passed']} .eml files)"
        click.echo(f"Passed drafts, to sign off before sending: {eml}")
    sys.exit(EXIT_OK if s["needs_review"] + s["invalid"] == 0 else EXIT_FLAGGED)


@click.command(
    epilog=exit_codes_epilog("the reports were written (whatever the drafts' verdicts)", None)
)
@click.argument("run_dir", type=click.Path(file_okay=False))
def report(run_dir: str) -> None:
    """Regenerate a run's reports (HTML, Markdown, CSV, Label Studio) from its journal."""

    from sales_dlm.drafting.run import rewrite_reports

    paths, summary = rewrite_reports(Path(run_dir))
    for path in paths:
        click.echo(str(path))
    click.echo(
        f"{summary['rows']} rows: {summary['passed']} passed, "
        f"{summary['needs_review']} need review, {summary['invalid']} invalid."
    )
