"""`sales-dlm tune`: step count against manual-review rate, speed and cost, measured.

For each step count of the sweep, a reproducible sample of the team's own buyers is drafted at
that fixed count and fact-checked. Decoding is deterministic at temperature 0, so the escalation
policy starting from each step count (redraft failures at the next count of the sweep) is read
off the same measurements instead of being decoded again.
"""

from __future__ import annotations

import random
import statistics
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator

from sales_dlm.contract import Attempt, attempt_label
from sales_dlm.drafting.config import GroundingChoice
from sales_dlm.drafting.core import Setting, decode_and_check, reads_notes
from sales_dlm.facts import context_for_file
from sales_dlm.inputs.records import Sender
from sales_dlm.prompts import load_template, render
from sales_dlm.tuning.compare import compare_grounding, compare_repair
from sales_dlm.tuning.results import Escalation, Recommendation, TuningResult, TuningRow

# Rented prices as of late 2026, only to turn measured seconds into money; pass your own.
DEFAULT_GPU_HOUR_COST = 2.50  # USD per GPU-hour, an on-demand H100/H200-class instance
DEFAULT_CPU_HOUR_COST = 0.10  # USD per hour for a 2-4 core general-purpose instance


class TuneConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # the step counts to measure: the embedded model's blocks make multiples of 8 natural
    steps: list[int] = Field(default_factory=lambda: [8, 16, 32, 64], min_length=1)
    decoder: str = "diffusion"
    compare_ar: bool = False
    # also measure the hybrid decoder (diffusion drafts, AR verifies: AR's greedy drafts)
    compare_hybrid: bool = False
    # 30 drafts: the 20-30 representative cases a team can afford to review by hand
    sample: int = Field(default=30, ge=1)
    # 5% of drafts in manual review is the default bar: one in twenty needs a human look
    quality_bar: float = Field(default=0.05, ge=0.0, le=1.0)
    gpu_hour_cost: float = Field(default=DEFAULT_GPU_HOUR_COST, ge=0.0)
    cpu_hour_cost: float = Field(default=DEFAULT_CPU_HOUR_COST, ge=0.0)
    batch_size: int = Field(default=16, ge=1)
    seed: int = 0
    template: str = "intro"
    # as draft's --grounding: auto = each model's measured default (reports/grounding.md)
    grounding: GroundingChoice = "auto"
    # also measure every setting with grounding off and on (tuning/compare.py): doubles the work
    compare_grounding: bool = False
    # also measure span repair against full redrafts (tuning/compare.py)
    compare_repair: bool = False
    # an endpoint's price in USD per 1,000 prompt / completion tokens, for the cost of its rows
    # (an endpoint has no hour of ours to price); 0 = not known: pass your provider's (#21)
    price_per_1k_input_tokens: float = Field(default=0.0, ge=0.0)
    price_per_1k_output_tokens: float = Field(default=0.0, ge=0.0)

    @field_validator("steps")
    @classmethod
    def _positive_steps(cls, steps: list[int]) -> list[int]:
        if any(s < 1 for s in steps):
            raise ValueError(f"step counts must be at least 1, got {steps}")
        return steps


class Measured(BaseModel):
    """One draft at one setting."""

    passed: bool
    error_types: list[str]
    seconds: float
    tokens: int
    forwards: int
    steps_used: int
    ar_forwards: int | None = None  # hybrid only
    # endpoint only: the request's latency and the tokens the server counted
    latency_s: float | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def summarise_row(
    decoder: str,
    steps: int | None,
    drafts: list[Measured],
    hour_cost: float,
    token_prices: tuple[float, float] = (0.0, 0.0),
) -> TuningRow:
    """token_prices: USD per 1,000 prompt and completion tokens, the cost of an endpoint's
    rows; their p50/p95 are of the requests' latency (a draft's own wait), not of seconds."""
    if drafts and all(d.latency_s is not None for d in drafts):
        return _endpoint_row(decoder, steps, drafts, hour_cost, token_prices)
    seconds = sum(d.seconds for d in drafts)
    per_draft = seconds / len(drafts) if drafts else 0.0
    errors = Counter(t for d in drafts for t in set(d.error_types))
    ar_forwards = sum(d.ar_forwards or 0 for d in drafts)
    return TuningRow(
        decoder=decoder,
        steps=steps,
        drafts=len(drafts),
        review_rate=round(sum(not d.passed for d in drafts) / len(drafts), 4),
        errors_by_type=dict(sorted(errors.items())),
        drafts_per_s=round(len(drafts) / seconds, 3) if seconds else None,
        tokens_per_s=round(sum(d.tokens for d in drafts) / seconds, 1) if seconds else None,
        p50_s=round(statistics.median(d.seconds for d in drafts), 4),
        p95_s=round(_percentile([d.seconds for d in drafts], 0.95), 4),
        forwards_per_draft=round(sum(d.forwards for d in drafts) / len(drafts), 2),
        mean_steps_used=round(sum(d.steps_used for d in drafts) / len(drafts), 2),
        cost_per_1k=round(per_draft * 1000 / 3600 * hour_cost, 4),
        tokens_per_ar_forward=(
            round(sum(d.tokens for d in drafts) / ar_forwards, 2) if ar_forwards else None
        ),
    )


def _endpoint_row(decoder, steps, drafts, hour_cost, token_prices) -> TuningRow:
    row = summarise_row(
        decoder, steps, [d.model_copy(update={"latency_s": None}) for d in drafts], hour_cost
    )
    latencies = [d.latency_s for d in drafts]
    prompt = sum(d.prompt_tokens or 0 for d in drafts) / len(drafts)
    completion = sum(d.completion_tokens or 0 for d in drafts) / len(drafts)
    price_in, price_out = token_prices
    return row.model_copy(
        update={
            "p50_s": round(statistics.median(latencies), 4),
            "p95_s": round(_percentile(latencies, 0.95), 4),
            # 1,000 drafts of `prompt` tokens at price_in per 1,000 tokens: prompt * price_in
            "cost_per_1k": round(prompt * price_in + completion * price_out, 4),
            "prompt_tokens_per_draft": round(prompt, 1),
            "completion_tokens_per_draft": round(completion, 1),
        }
    )


def escalation(sweep: dict[int, list[Measured]], start: int) -> Escalation:
    """Final review rate and mean steps spent when drafting at `start` and redrafting each
    failure at the next step count of the sweep, up to the largest."""
    ladder = [s for s in sorted(sweep) if s >= start]
    count = len(sweep[start])
    failures, steps_spent, seconds = 0, 0, 0.0
    for i in range(count):
        for steps in ladder:
            draft = sweep[steps][i]
            steps_spent += draft.steps_used
            seconds += draft.seconds
            if draft.passed:
                break
        else:
            failures += 1
    return Escalation(
        start=start,
        ladder=ladder,
        final_review_rate=round(failures / count, 4),
        mean_steps_spent=round(steps_spent / count, 2),
        mean_seconds=round(seconds / count, 4),
    )


def recommend(rows: list[TuningRow], quality_bar: float) -> Recommendation:
    """The smallest swept step count whose review rate meets the bar, with its speed against
    AR; when none does, say so and point at the fastest reference that does (hybrid, AR) or at
    the setting with the fewest drafts in review."""
    diffusion = sorted((r for r in rows if r.steps is not None), key=lambda r: r.steps)
    ar = next((r for r in rows if r.decoder == "ar"), None)
    references = [r for r in rows if r.steps is None]  # hybrid and AR: no step count swept

    def speedup(row: TuningRow) -> float | None:
        if row is ar:
            return 1.0
        if ar is None or not ar.drafts_per_s or not row.drafts_per_s:
            return None
        return round(row.drafts_per_s / ar.drafts_per_s, 2)

    def choice(row: TuningRow, meets_bar: bool, reason: str) -> Recommendation:
        return Recommendation(
            decoder=row.decoder,
            steps=row.steps,
            review_rate=row.review_rate,
            speedup_vs_ar=speedup(row),
            meets_bar=meets_bar,
            reason=reason,
        )

    for row in diffusion:
        if row.review_rate <= quality_bar:
            return choice(
                row,
                True,
                f"smallest step count with review rate {row.review_rate:.1%} <= {quality_bar:.1%}",
            )
    meeting = [r for r in references if r.review_rate <= quality_bar]
    if meeting:
        best = max(meeting, key=lambda r: r.drafts_per_s or 0)
        name = "AR" if best is ar else best.decoder
        return choice(
            best,
            True,
            f"no diffusion step count meets {quality_bar:.1%}; {name} does "
            f"({best.review_rate:.1%})",
        )
    candidates = diffusion + references
    best = min(candidates, key=lambda r: (r.review_rate, -(r.drafts_per_s or 0)))
    return choice(
        best,
        False,
        f"nothing meets {quality_bar:.1%}; lowest review rate is {best.review_rate:.1%} — "
        "raise the bar, use a stronger model, or review these drafts by hand",
    )


def sample_buyers(valid: list, size: int, seed: int):
    """A reproducible sample of `size` buyers (all of them when there are fewer)."""
    if len(valid) <= size:
        return valid, valid
    chosen = sorted(random.Random(seed).sample(range(len(valid)), size))
    return [valid[i] for i in chosen], valid


def measure(
    pool, setting: Setting, prompts, buyers, context, batch_size: int, on_oom_split=None
) -> list[Measured]:
    """Every prompt drafted and checked at one fixed setting, through the drafting core."""
    attempts = decode_and_check(
        prompts, buyers, setting, pool, context, batch_size=batch_size, on_oom_split=on_oom_split
    )
    return as_measured(attempts)


def as_measured(attempts: list[Attempt]) -> list[Measured]:
    return [
        Measured(
            passed=a.passed,
            error_types=sorted({f.type.value for f in a.findings if f.severity.value == "error"}),
            seconds=a.seconds,
            tokens=a.tokens,
            forwards=a.forwards,
            steps_used=a.steps_used,
            ar_forwards=a.ar_forwards,
            latency_s=a.request.latency_s if a.request else None,
            prompt_tokens=a.request.prompt_tokens if a.request else None,
            completion_tokens=a.request.completion_tokens if a.request else None,
        )
        for a in attempts
    ]


def run_tuning(
    buyers_path,
    config: TuneConfig,
    pool,
    *,
    sender: Sender,
    device: str,
    model: str,
    overrides=None,
    checks_dir: Path | None = None,
    progress=None,
    encoding: str | None = None,
    sheet: str | None = None,
) -> TuningResult:
    template = load_template(config.template)
    known = context_for_file(
        buyers_path, overrides, sender, checks_dir, encoding=encoding, sheet=sheet
    )
    sample, _ = sample_buyers(known.buyers, config.sample, config.seed)
    if not sample:
        from sales_dlm.errors import InputError

        raise InputError("no valid buyer rows to tune on", path=str(buyers_path))
    context = known.context
    oom_splits = 0

    def on_split() -> None:
        nonlocal oom_splits
        oom_splits += 1

    # one prompt per buyer for every setting measured: with notes when each model reads them
    references = [("ar", config.compare_ar), ("hybrid", config.compare_hybrid)]
    decoders = [config.decoder] + [name for name, wanted in references if wanted]
    notes = reads_notes(pool, [(decoder, None) for decoder in decoders])
    prompts = [render(template, b, sender, notes=notes) for b in sample]
    on_gpu = device.startswith("cuda")
    hour_cost = config.gpu_hour_cost if on_gpu else config.cpu_hour_cost
    prices = (config.price_per_1k_input_tokens, config.price_per_1k_output_tokens)
    sweep: dict[int, list[Measured]] = {}
    drafted: dict[int, list[Attempt]] = {}
    rows = []
    for steps in sorted(set(config.steps)):
        if progress:
            progress(attempt_label(config.decoder, steps))
        drafted[steps] = decode_and_check(
            prompts,
            sample,
            (config.decoder, steps),
            pool,
            context,
            batch_size=config.batch_size,
            on_oom_split=on_split,
        )
        sweep[steps] = as_measured(drafted[steps])
        rows.append(summarise_row(config.decoder, steps, sweep[steps], hour_cost, prices))
    for row in rows:
        row.escalation = escalation(sweep, row.steps)
    for decoder in [name for name, wanted in references if wanted]:
        if progress:
            progress(decoder)
        measured = measure(
            pool, (decoder, None), prompts, sample, context, config.batch_size, on_split
        )
        rows.append(summarise_row(decoder, None, measured, hour_cost, prices))
    grounding, repair = [], []
    if config.compare_grounding:
        settings = [(config.decoder, s) for s in sorted(drafted)]
        settings += [(name, None) for name, wanted in references if wanted]
        grounding = compare_grounding(
            pool, settings, prompts, sample, context, config.batch_size, progress
        )
    if config.compare_repair and config.decoder == "diffusion":
        repair = compare_repair(
            pool, drafted, prompts, sample, context, config.batch_size, progress
        )
    return TuningResult(
        rows=rows,
        recommendation=recommend(rows, config.quality_bar),
        device=device,
        model=model,
        sample=len(sample),
        quality_bar=config.quality_bar,
        hour_cost_usd=hour_cost,
        hour_cost_kind="gpu" if on_gpu else "cpu",
        config=config.model_dump(),
        oom_batch_splits=oom_splits,
        grounding_comparison=grounding,
        repair_comparison=repair,
    )
