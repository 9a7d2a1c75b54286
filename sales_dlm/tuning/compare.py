"""What grounded decoding and span repair buy, measured by `tune` on its sample
(`--compare-grounding`, `--compare-repair`): review rate, drafts/s and forwards per passing draft.

Grounding: every setting of the sweep (and AR/hybrid when compared) drafted again with grounding
forced off and forced on. Repair: the drafts of the sweep that failed only on flagged spans are
repaired once at their step count (drafting/core.repair_and_check); each escalation from a step
count is then read off the same measurements twice, as the sweep's own escalation is: by full
redrafts at the next step count, and with a repair tried before each redraft.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from pydantic import BaseModel

from sales_dlm.contract import Attempt, attempt_label
from sales_dlm.drafting.core import decode_and_check, repair_and_check
from sales_dlm.tuning.results import GroundingComparison, PolicyMeasure, RepairComparison


class GroundingPool:
    """A pool whose decoders' options have grounding forced on or off."""

    def __init__(self, pool, on: bool):
        self.pool, self.on = pool, on

    def get(self, decoder: str, steps: int | None):
        backend, options, model = self.pool.get(decoder, steps)
        if isinstance(options, BaseModel) and "grounding" in type(options).model_fields:
            options = options.model_copy(update={"grounding": self.on})
        return backend, options, model


def policy_measure(drafts: Sequence[Sequence[Attempt]]) -> PolicyMeasure:
    """Each draft's attempts under one policy (the last one is what the draft ends as)."""
    count = len(drafts)
    passed = sum(bool(tried) and tried[-1].passed for tried in drafts)
    forwards = sum(a.forwards for tried in drafts for a in tried)
    later = sum(a.forwards for tried in drafts for a in tried[1:])
    seconds = sum(a.seconds for tried in drafts for a in tried)
    errors = Counter(
        f.type.value
        for tried in drafts
        if tried
        for f in {f.type: f for f in tried[-1].findings if f.severity.value == "error"}.values()
    )
    return PolicyMeasure(
        review_rate=round((count - passed) / count, 4) if count else 0.0,
        drafts_per_s=round(count / seconds, 3) if seconds else None,
        forwards_per_draft=round(forwards / count, 2) if count else 0.0,
        forwards_per_passing_draft=round(forwards / passed, 2) if passed else None,
        escalation_forwards_per_draft=round(later / count, 2) if count else 0.0,
        errors_by_type=dict(sorted(errors.items())),
    )


def compare_grounding(
    pool, settings: Sequence[tuple[str, int | None]], prompts, buyers, context, batch_size,
    progress=None,
) -> list[GroundingComparison]:  # fmt: skip
    out = []
    for decoder, steps in settings:
        measured = {}
        for on in (False, True):
            if progress:
                progress(f"{attempt_label(decoder, steps)} grounding {'on' if on else 'off'}")
            attempts = decode_and_check(
                prompts, buyers, (decoder, steps), GroundingPool(pool, on), context,
                batch_size=batch_size,
            )  # fmt: skip
            measured[on] = policy_measure([[a] for a in attempts])
        out.append(
            GroundingComparison(
                decoder=decoder, steps=steps, off=measured[False], on=measured[True]
            )
        )
    return out


def _escalate(sweep: dict[int, list[Attempt]], ladder, repairs=None) -> list[list[Attempt]]:
    """Each draft's attempts when escalating along `ladder` (with a repair before each redraft
    where `repairs` holds one)."""
    drafts = []
    for i in range(len(sweep[ladder[0]])):
        tried: list[Attempt] = []
        for steps in ladder:
            tried.append(sweep[steps][i])
            if tried[-1].passed:
                break
            repaired = repairs[steps][i] if repairs is not None else None
            if repaired is not None:
                tried.append(repaired)
                if repaired.passed:
                    break
        drafts.append(tried)
    return drafts


def compare_repair(
    pool, sweep: dict[int, list[Attempt]], prompts, buyers, context, batch_size, progress=None
) -> list[RepairComparison]:
    repairs: dict[int, list[Attempt | None]] = {}
    for steps in sorted(sweep):
        if progress:
            progress(attempt_label("repair", steps))
        repairs[steps] = repair_and_check(
            prompts, buyers, sweep[steps], pool, context, batch_size=batch_size
        )
    out = []
    for start in sorted(sweep):
        ladder = [s for s in sorted(sweep) if s >= start]
        with_repair = _escalate(sweep, ladder, repairs)
        made = [a for tried in with_repair for a in tried if a.kind == "repair"]
        out.append(
            RepairComparison(
                start=start,
                ladder=ladder,
                redraft=policy_measure(_escalate(sweep, ladder)),
                repair=policy_measure(with_repair),
                repairs=len(made),
                repairs_passed=sum(a.passed for a in made),
            )
        )
    return out


def _cells(m: PolicyMeasure) -> str:
    dash = "—"
    rate = dash if m.drafts_per_s is None else m.drafts_per_s
    per_pass = dash if m.forwards_per_passing_draft is None else m.forwards_per_passing_draft
    return f"{m.review_rate:.1%} | {rate} | {m.forwards_per_draft} | {per_pass}"


def render_comparisons(result) -> list[str]:
    """tuning.md's sections for the comparisons (none when not asked for)."""
    lines: list[str] = []
    head = "review rate | drafts/s | forwards/draft | forwards/passing draft"
    if result.grounding_comparison:
        lines += ["", "Grounded decoding (`--compare-grounding`):", ""]
        lines += [f"| setting | grounding | {head} |", "|---|---|---|---|---|---|"]
        for c in result.grounding_comparison:
            label = attempt_label(c.decoder, c.steps)
            lines += [f"| {label} | off | {_cells(c.off)} |", f"| {label} | on | {_cells(c.on)} |"]
    if result.repair_comparison:
        lines += ["", "Span repair against full redrafts (`--compare-repair`):", ""]
        lines += [f"| escalation | policy | {head} |", "|---|---|---|---|---|---|"]
        for c in result.repair_comparison:
            ladder = " → ".join(str(s) for s in c.ladder)
            lines += [
                f"| {ladder} | full redraft | {_cells(c.redraft)} |",
                f"| {ladder} | repair first ({c.repairs_passed}/{c.repairs} repairs passed) "
                f"| {_cells(c.repair)} |",
            ]
    return lines
