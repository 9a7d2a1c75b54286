"""The decode -> check -> escalate core that `draft`, `tune` and held-out evaluation share.

`decode_and_check` decodes prompts at one setting, in batches, and fact-checks every draft; a
batch that runs out of accelerator memory is halved and retried, which changes nothing but
speed (batched decoding equals one-by-one decoding at temperature 0). `escalate` runs a
schedule of settings over a batch: only the drafts that failed go on to the next setting (more
denoising steps, then the AR fallback). A setting that comes again in the schedule is the
next rung of a sampling ladder (an AR endpoint's temperatures, endpoints/schedule.py): the
pool is asked for it with its rung. What a draft ends as is its `best_attempt`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from sales_dlm.contract import Attempt, attempt_label
from sales_dlm.errors import ModelError
from sales_dlm.facts import CheckContext, Draft, check, passed
from sales_dlm.inputs import Buyer

Setting = tuple[str, "int | None"]  # (decoder, denoising steps); AR has no step count


class DecodeBackend(Protocol):
    """What the core needs of a decoder (sales_dlm.decoding.Decoder satisfies it)."""

    def decode(self, prompts: Sequence[str], options=None) -> list: ...


class DecoderPool(Protocol):
    def get(self, decoder: str, steps: int | None) -> tuple[DecodeBackend, object, str]:
        """(decoder, its options for this step count, model name for the journal). A pool
        that serves a sampling ladder also takes `rung=` (how often the setting came before)."""
        ...


def _is_out_of_memory(exc: BaseException) -> bool:
    """CUDA (and MPS) out-of-memory, recognised without importing torch here."""
    return type(exc).__name__ == "OutOfMemoryError" or "out of memory" in str(exc).lower()


def decode_splitting_on_oom(
    decoder, prompts: list[str], options, on_split=None, grounded=None
) -> list:
    """Decode a batch; on out-of-memory, halve it and retry each half (down to one prompt).
    grounded: per prompt, its records' strings, for decoders that ground (`grounds = True`)."""
    try:
        if grounded is not None and getattr(decoder, "grounds", False):
            results = decoder.decode(prompts, options, grounded=grounded)
        else:
            results = decoder.decode(prompts, options)
    except Exception as exc:
        if not _is_out_of_memory(exc) or len(prompts) == 1:
            raise
    else:
        if len(results) != len(prompts):
            raise ModelError(
                f"the decoder returned {len(results)} drafts for {len(prompts)} prompts"
            )
        return results
    try:
        import torch

        if torch.cuda.is_available():
            torch.cuda.empty_cache()
    except ImportError:  # pragma: no cover - torch is a dependency
        pass
    if on_split:
        on_split()
    half = len(prompts) // 2
    first, second = (None, None) if grounded is None else (grounded[:half], grounded[half:])
    return decode_splitting_on_oom(decoder, prompts[:half], options, on_split, first) + (
        decode_splitting_on_oom(decoder, prompts[half:], options, on_split, second)
    )


def decode_and_check(
    prompts: Sequence[str],
    buyers: Sequence[Buyer],
    setting: Setting,
    pool: DecoderPool,
    context: CheckContext,
    *,
    batch_size: int | None = None,
    on_oom_split: Callable[[], None] | None = None,
    rung: int = 0,
) -> list[Attempt]:
    """One checked attempt per prompt at one setting, decoded `batch_size` prompts at a time
    (all at once when None); `rung` > 0: the setting's redraft on a sampling ladder."""
    decoder_name, steps = setting
    extra = {"rung": rung} if rung else {}
    decoder, options, model_name = pool.get(decoder_name, steps, **extra)
    size = batch_size or max(1, len(prompts))
    attempts: list[Attempt] = []
    for start in range(0, len(prompts), size):
        chunk = list(prompts[start : start + size])
        grounded = _grounded(buyers[start : start + size], context)
        results = decode_splitting_on_oom(decoder, chunk, options, on_oom_split, grounded)
        for result, buyer in zip(results, buyers[start : start + size], strict=True):
            attempts.append(_check(result, buyer, context, setting, model_name))
    return attempts


def reads_notes(pool: DecoderPool, schedule: Sequence[Setting]) -> bool:
    """Whether the prompts carry the buyers' notes: when every model of the schedule was trained
    with them (`ModelPool.reads_notes`; a pool that cannot tell: no)."""
    ask = getattr(pool, "reads_notes", None)
    return bool(ask and ask(decoder for decoder, _ in schedule))


def _grounded(buyers: Sequence[Buyer], context: CheckContext) -> list[list[str]]:
    """Per buyer, the records' strings grounded decoding writes exactly (grounding.py)."""
    from sales_dlm.decoding.grounding import grounded_strings  # imports torch: only when drafting

    return [grounded_strings(buyer, context.sender, context.knowledge) for buyer in buyers]


def _check(result, buyer: Buyer, context: CheckContext, setting: Setting, model_name: str):
    decoder_name, steps = setting
    findings = check(Draft(subject=result.subject, body=result.body), buyer, context)
    request = getattr(result, "request", None)  # an endpoint's: tokens as it counted them
    tokens = len(result.tokens)
    if request is not None and request.completion_tokens is not None:
        tokens = request.completion_tokens
    return Attempt(
        decoder=decoder_name,
        steps=steps,
        steps_used=result.steps_used,
        seconds=round(result.seconds, 6),
        forwards=result.forwards,
        tokens=tokens,
        passed=passed(findings),
        subject=result.subject,
        body=result.body,
        findings=findings,
        model=model_name,
        ar_forwards=getattr(result, "ar_forwards", None),
        request=request,
    )


def repairable(attempt: Attempt) -> bool:
    """A failed diffusion draft whose every error finding has a span (repair.py)."""
    from sales_dlm.decoding.repair import spans_of

    return (
        attempt.decoder == "diffusion" and not attempt.passed and bool(spans_of(attempt.findings))
    )


def repair_and_check(
    prompts: Sequence[str],
    buyers: Sequence[Buyer],
    failed: Sequence[Attempt],
    pool: DecoderPool,
    context: CheckContext,
    *,
    batch_size: int | None = None,
) -> list[Attempt | None]:
    """Span repair of each failed diffusion attempt (repairable ones; None for the others and
    for a draft the decoder cannot repair), at the attempt's own step count, checked again (and
    once more after `written_once` where its only errors are doubled words)."""
    from sales_dlm.decoding.repair import spans_of

    out: list[Attempt | None] = [None] * len(prompts)
    by_steps: dict[int | None, list[int]] = {}
    for n, attempt in enumerate(failed):
        if repairable(attempt):
            by_steps.setdefault(attempt.steps, []).append(n)
    size = batch_size or max(1, len(prompts))
    for steps, todo in by_steps.items():
        decoder, options, model_name = pool.get("diffusion", steps)
        if not getattr(decoder, "repairs", False):
            continue
        for start in range(0, len(todo), size):
            chunk = todo[start : start + size]
            drafts = [
                (failed[n].subject, failed[n].body, spans_of(failed[n].findings)) for n in chunk
            ]
            grounded = _grounded([buyers[n] for n in chunk], context)
            results = decoder.repair([prompts[n] for n in chunk], drafts, options, grounded)
            for n, repaired in zip(chunk, results, strict=True):
                if repaired is None:
                    continue
                result, remasked = repaired
                attempt = _check(result, buyers[n], context, ("diffusion", steps), model_name)
                _write_doubles_once(attempt, buyers[n], context)
                attempt.kind, attempt.remasked = "repair", remasked
                out[n] = attempt
    return out


def escalate(
    prompts: Sequence[str],
    buyers: Sequence[Buyer],
    schedule: Sequence[Setting],
    pool: DecoderPool,
    context: CheckContext,
    *,
    on_round: Callable[[str], None] | None = None,
    on_oom_split: Callable[[], None] | None = None,
    repair: bool = False,
) -> list[list[Attempt]]:
    """Every attempt of every draft: each setting of the schedule in turn, for the drafts that
    have not passed yet (all of a round's redrafts decoded together). With `repair`, a
    diffusion draft that failed only on flagged spans gets a span repair at the same step count
    (decoding/repair.py) before a full redraft at the next setting."""
    attempts: list[list[Attempt]] = [[] for _ in prompts]
    pending = list(range(len(prompts)))
    for round_index, setting in enumerate(schedule):
        if not pending:
            break
        rung = list(schedule[:round_index]).count(setting)
        if on_round:
            on_round(attempt_label(*setting))
        results = decode_and_check(
            [prompts[i] for i in pending],
            [buyers[i] for i in pending],
            setting,
            pool,
            context,
            on_oom_split=on_oom_split,
            rung=rung,
        )
        for i, attempt in zip(pending, results, strict=True):
            attempts[i].append(attempt)
        pending = [i for i in pending if not attempts[i][-1].passed]
        todo = [i for i in pending if repair and repairable(attempts[i][-1])]
        if todo:
            if on_round:
                on_round(attempt_label("repair", setting[1]))
            repaired = repair_and_check(
                [prompts[i] for i in todo],
                [buyers[i] for i in todo],
                [attempts[i][-1] for i in todo],
                pool,
                context,
            )
            for i, attempt in zip(todo, repaired, strict=True):
                if attempt is not None:
                    attempts[i].append(attempt)
            pending = [i for i in pending if not attempts[i][-1].passed]
    return attempts


def best_attempt(attempts: Sequence[Attempt]) -> int:
    """Index of the attempt that becomes the journal entry: the one that passed (drafting stops
    there, so it is the last), else the one with the fewest error findings, the later on a tie.
    A redraft at more steps can be worse than the one before; the reviewer gets the best."""
    return min(range(len(attempts)), key=lambda n: (attempts[n].errors, -n))


def _write_doubles_once(attempt: Attempt, buyer: Buyer, context: CheckContext) -> None:
    """A repair whose only errors are words written twice (a word doubled at its seam, where
    the model had more masks to fill than the right words need) is written once and checked
    again: no forward."""
    from sales_dlm.decoding.repair import spans_of, written_once

    spans = None if attempt.passed else spans_of(attempt.findings)
    once = written_once(attempt.subject, attempt.body, spans) if spans else None
    if once is not None:
        attempt.subject, attempt.body = once
        attempt.findings = check(Draft(subject=once[0], body=once[1]), buyer, context)
        attempt.passed = passed(attempt.findings)
