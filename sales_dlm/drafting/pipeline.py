"""render -> decode -> check -> escalate -> journal: the `sales-dlm draft` run.

Every buyer row ends in exactly one journal entry: `passed`, `needs_review` or `invalid`.
A diffusion draft that fails the fact checker is drafted again at the next step count of the
schedule (steps, 2*steps, ... up to max_steps), with all of a batch's redrafts decoded together;
past the ceiling it optionally falls back to AR, and what still fails needs review, shown
with its best attempt (fewest errors), not merely its last.
Nothing here prints: progress goes to a callback, results to the run directory.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, model_validator

from sales_dlm.drafting.eml import eml_file_name, write_eml
from sales_dlm.drafting.journal import Journal, file_sha256, open_journal
from sales_dlm.facts import CheckContext, Draft, check, load_knowledge, passed
from sales_dlm.inputs.records import Buyer, RowResult, Sender, read_buyers
from sales_dlm.prompts import load_template, render
from sales_dlm.review.report import write_reports
from sales_dlm.review.summary import attempt_label, summarise

DecoderChoice = Literal["ar", "diffusion", "auto"]


class DraftConfig(BaseModel):
    """What a draft run does. Every field that changes the drafts is in the run fingerprint."""

    model_config = ConfigDict(extra="forbid")

    template: str = "intro"
    # auto = diffusion with AR fallback: fast where diffusion holds, AR where it does not
    decoder: DecoderChoice = "auto"
    model: str = "embedded"
    # the AR model used for --fallback ar when the main model is a diffusion model
    fallback_model: str = "embedded"
    # first and last diffusion step counts; each redraft doubles the steps (see schedule())
    steps: int = Field(default=16, ge=1)
    max_steps: int = Field(default=64, ge=1)
    # None = "ar" for --decoder auto, "none" otherwise
    fallback: Literal["ar", "none"] | None = None
    device: str = "auto"
    # 16 prompts per decode call: batching is where the CPU and GPU speed comes from
    batch_size: int = Field(default=16, ge=1)
    seed: int = 0
    limit: int | None = Field(default=None, ge=0)
    trust_remote_code: bool = False

    @model_validator(mode="after")
    def _steps_order(self) -> DraftConfig:
        if self.max_steps < self.steps:
            raise ValueError(f"--max-steps {self.max_steps} is below --steps {self.steps}")
        return self

    @property
    def resolved_fallback(self) -> str:
        if self.fallback is not None:
            return self.fallback
        return "ar" if self.decoder == "auto" else "none"

    def schedule(self) -> list[tuple[str, int | None]]:
        """The attempts a draft may get, in order: (decoder, steps); AR has no step count."""
        if self.decoder == "ar":
            return [("ar", None)]
        plan: list[tuple[str, int | None]] = []
        steps = self.steps
        while steps < self.max_steps:
            plan.append(("diffusion", steps))
            steps *= 2
        plan.append(("diffusion", self.max_steps))
        if self.resolved_fallback == "ar":
            plan.append(("ar", None))
        return plan

    def fingerprint(self) -> dict:
        """Settings that change the drafts; batch size, device and limit do not (batched
        decoding equals one-by-one decoding at temperature 0, and a limit only stops early)."""
        return self.model_dump(exclude={"batch_size", "device", "limit"})


class DecodeBackend(Protocol):
    """What the pipeline needs of a decoder (sales_dlm.decoding.Decoder satisfies it)."""

    def decode(self, prompts: Sequence[str], options=None) -> list: ...


class DecoderPool(Protocol):
    def get(self, decoder: str, steps: int | None) -> tuple[DecodeBackend, object, str]:
        """(decoder, its options for this step count, model name for the journal)."""
        ...


@dataclass
class Progress:
    total: int
    done: int = 0
    passed: int = 0
    needs_review: int = 0
    invalid: int = 0
    current: str = ""  # e.g. "diffusion@16" while a batch is being decoded
    oom_splits: int = 0  # batches halved after an out-of-memory error


ProgressCallback = Callable[[Progress], None]


@dataclass
class RunResult:
    run_dir: Path
    summary: dict
    resumed_rows: int = 0
    repaired_bytes: int = 0
    entries: list[dict] = field(default_factory=list)


def _attempt_record(decoder: str, steps: int | None, result, findings) -> dict:
    return {
        "decoder": decoder,
        "steps": steps,
        "steps_used": result.steps_used,
        "seconds": round(result.seconds, 6),
        "forwards": result.forwards,
        "tokens": len(result.tokens),
        "passed": passed(findings),
        "subject": result.subject,
        "body": result.body,
        "findings": [f.model_dump(mode="json") for f in findings],
    }


def _invalid_entry(row: RowResult) -> dict:
    return {
        "line": row.line,
        "buyer_id": row.buyer_id,
        "buyer": row.record,
        "status": "invalid",
        "subject": "",
        "body": "",
        "decoder": None,
        "model": None,
        "steps": None,
        "attempts": [],
        "findings": [],
        "errors": row.errors,
    }


def _is_out_of_memory(exc: BaseException) -> bool:
    """CUDA (and MPS) out-of-memory, recognised without importing torch here."""
    return type(exc).__name__ == "OutOfMemoryError" or "out of memory" in str(exc).lower()


def decode_splitting_on_oom(decoder, prompts: list[str], options, on_split=None) -> list:
    """Decode a batch; on out-of-memory, halve it and retry each half (down to one prompt).

    Halving keeps the drafts identical (batched equals one-by-one at temperature 0) and costs
    only speed, so a run on a smaller GPU finishes instead of dying mid-way.
    """
    try:
        return decoder.decode(prompts, options)
    except Exception as exc:
        if not _is_out_of_memory(exc) or len(prompts) == 1:
            raise
    try:
        import torch

        if torch.cuda.is_available():
            torch.cuda.empty_cache()
    except ImportError:  # pragma: no cover - torch is a dependency
        pass
    if on_split:
        on_split()
    half = len(prompts) // 2
    return decode_splitting_on_oom(decoder, prompts[:half], options, on_split) + (
        decode_splitting_on_oom(decoder, prompts[half:], options, on_split)
    )


def _error_count(attempt: dict) -> int:
    return sum(1 for f in attempt["findings"] if f["severity"] == "error")


def best_attempt(attempts: list[dict]) -> int:
    """Index of the attempt that becomes the journal entry: the one that passed (drafting stops
    there, so it is the last), else the one with the fewest error findings, the later on a tie.
    A redraft at more steps can be worse than the one before; the reviewer gets the best."""
    return min(range(len(attempts)), key=lambda n: (_error_count(attempts[n]), -n))


def draft_batch(
    rows: list[RowResult],
    prompts: list[str],
    config: DraftConfig,
    pool: DecoderPool,
    context: CheckContext,
    on_round: Callable[[str], None] | None = None,
    on_oom_split: Callable[[], None] | None = None,
) -> list[dict]:
    """Draft, check and escalate one batch of valid rows; one journal entry per row."""
    buyers: list[Buyer] = [row.buyer for row in rows]  # type: ignore[misc]
    attempts: list[list[dict]] = [[] for _ in rows]
    models: list[list[str]] = [[] for _ in rows]  # the model of each attempt
    pending = list(range(len(rows)))
    for decoder_name, steps in config.schedule():
        if not pending:
            break
        if on_round:
            on_round(attempt_label(decoder_name, steps))
        decoder, options, model_name = pool.get(decoder_name, steps)
        results = decode_splitting_on_oom(
            decoder, [prompts[i] for i in pending], options, on_oom_split
        )
        assert len(results) == len(pending), "a decoder must return one result per prompt"
        still_failing = []
        for i, result in zip(pending, results, strict=True):
            findings = check(Draft(subject=result.subject, body=result.body), buyers[i], context)
            attempts[i].append(_attempt_record(decoder_name, steps, result, findings))
            models[i].append(model_name)
            if not attempts[i][-1]["passed"]:
                still_failing.append(i)
        pending = still_failing
    entries = []
    for i, row in enumerate(rows):
        chosen = best_attempt(attempts[i])
        final = attempts[i][chosen]
        entries.append(
            {
                "line": row.line,
                "buyer_id": row.buyer_id,
                "buyer": buyers[i].model_dump(),
                "status": "passed" if final["passed"] else "needs_review",
                "subject": final["subject"],
                "body": final["body"],
                "decoder": final["decoder"],
                "model": models[i][chosen],
                "steps": final["steps"],
                "attempts": attempts[i],
                "findings": final["findings"],
                "errors": [],
            }
        )
    return entries


def _batches(rows, size: int):
    batch: list[RowResult] = []
    for row in rows:
        batch.append(row)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def default_run_dir(buyers_path: Path, root: Path = Path("runs")) -> Path:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    return root / f"{buyers_path.stem}-{stamp}"


def run_drafts(
    buyers_path: str | Path,
    config: DraftConfig,
    pool: DecoderPool,
    *,
    run_dir: Path,
    sender: Sender,
    resume: bool = False,
    overrides: dict[str, str] | None = None,
    checks_dir: Path | None = None,
    progress: ProgressCallback | None = None,
    device_name: str = "",
) -> RunResult:
    """Draft every row of a buyer CSV into `run_dir` (see the module docstring)."""
    buyers_path = Path(buyers_path)
    template = load_template(config.template)
    # Pass 1: the whole batch of buyers, for the checker's cross-buyer knowledge.
    reader = read_buyers(buyers_path, overrides)
    rows_total = 0
    valid_buyers = []
    for row in reader:
        rows_total += 1
        if row.buyer is not None:
            valid_buyers.append(row.buyer)
    context = CheckContext.build(valid_buyers, sender, load_knowledge(checks_dir))
    del valid_buyers
    fingerprint = {
        "input": str(buyers_path.resolve()),
        "input_sha256": file_sha256(buyers_path),
        "column_map": dict(overrides or {}),
        "sender": sender.model_dump(),
        "config": config.fingerprint(),
    }
    journal: Journal = open_journal(run_dir, fingerprint, resume=resume)
    resumed = len(journal.done_lines)
    total = rows_total if config.limit is None else min(rows_total, config.limit)
    state = Progress(total=total)
    for entry in journal.entries():
        _count(state, entry)
    if progress:
        progress(state)

    started = time.perf_counter()

    # Pass 2: stream the rows, skipping those a previous run finished.
    def todo():
        for index, row in enumerate(read_buyers(buyers_path, overrides)):
            if config.limit is not None and index >= config.limit:
                return
            if row.line not in journal.done_lines:
                yield row

    for batch in _batches(todo(), config.batch_size):
        valid = [row for row in batch if row.buyer is not None]
        prompts = [render(template, row.buyer, sender) for row in valid]

        def on_round(label: str) -> None:
            state.current = label
            if progress:
                progress(state)

        def on_oom_split() -> None:
            state.oom_splits += 1

        drafted = (
            draft_batch(valid, prompts, config, pool, context, on_round, on_oom_split)
            if valid
            else []
        )
        by_line = {entry["line"]: entry for entry in drafted}
        entries = [by_line.get(row.line) or _invalid_entry(row) for row in batch]
        for entry, row in zip(entries, batch, strict=True):
            if entry["status"] == "passed":
                name = eml_file_name(entry["buyer_id"])
                write_eml(
                    run_dir / "eml" / name, sender, row.buyer, entry["subject"], entry["body"]
                )
                entry["eml"] = f"eml/{name}"
        journal.append(entries)
        for entry in entries:
            _count(state, entry)
        if progress:
            progress(state)

    wall = time.perf_counter() - started
    all_entries = journal.entries()
    summary = summarise(
        all_entries,
        config=config,
        wall_seconds=wall,
        device=device_name,
        drafted_now=state.done - resumed,
    )
    summary["oom_batch_splits"] = state.oom_splits
    write_reports(run_dir, all_entries, summary)
    return RunResult(
        run_dir=run_dir,
        summary=summary,
        resumed_rows=resumed,
        repaired_bytes=journal.repaired_bytes,
        entries=all_entries,
    )


def _count(state: Progress, entry: dict) -> None:
    state.done += 1
    if entry["status"] == "passed":
        state.passed += 1
    elif entry["status"] == "needs_review":
        state.needs_review += 1
    else:
        state.invalid += 1
