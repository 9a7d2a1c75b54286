"""The `sales-dlm draft` run: buyer file -> prompts -> drafting core -> journal -> reports.

Every buyer row ends in exactly one journal entry: `passed`, `needs_review` or `invalid`.
A diffusion draft that fails the fact checker is drafted again at the next step count of the
schedule (steps, 2*steps, ... up to max_steps), with all of a batch's redrafts decoded together;
past the ceiling it optionally falls back to AR, and what still fails needs review, shown
with its best attempt (fewest errors), not merely its last.
Nothing here prints: progress goes to a callback, results to the run directory.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from sales_dlm.contract import Attempt, JournalEntry, RunDir, RunSummary
from sales_dlm.drafting.config import DraftConfig, run_fingerprint
from sales_dlm.drafting.core import DecoderPool, best_attempt, escalate, reads_notes
from sales_dlm.drafting.eml import eml_file_name, write_eml
from sales_dlm.drafting.journal import Journal, open_journal, read_journal
from sales_dlm.errors import JournalError
from sales_dlm.facts import context_for_file
from sales_dlm.inputs import RowResult, Sender, read_buyers
from sales_dlm.prompts import load_template, render
from sales_dlm.review.report import write_reports
from sales_dlm.review.summary import read_summary, summarise


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
    """What a run wrote: its typed summary and journal entries (`run_summary`, `journal`);
    `summary` and `entries` are the same as the JSON on disk (summary.json, drafts.jsonl)."""

    run_dir: Path
    run_summary: RunSummary
    resumed_rows: int = 0
    repaired_bytes: int = 0
    journal: list[JournalEntry] = field(default_factory=list)

    @property
    def summary(self) -> dict:
        return self.run_summary.to_json()

    @property
    def entries(self) -> list[dict]:
        return [entry.to_json() for entry in self.journal]


def _invalid_entry(row: RowResult) -> JournalEntry:
    return JournalEntry(
        line=row.line,
        buyer_id=row.buyer_id,
        buyer=row.record,
        status="invalid",
        errors=row.errors,
    )


def _final_entry(row: RowResult, attempts: list[Attempt]) -> JournalEntry:
    """The journal entry of a drafted row: its best attempt, with every attempt kept."""
    final = attempts[best_attempt(attempts)]
    return JournalEntry(
        line=row.line,
        buyer_id=row.buyer_id,
        buyer=row.buyer.model_dump(),
        status="passed" if final.passed else "needs_review",
        subject=final.subject,
        body=final.body,
        decoder=final.decoder,
        model=final.model,
        steps=final.steps,
        attempts=attempts,
        findings=final.findings,
    )


def _batches(rows, size: int):
    batch: list[RowResult] = []
    for row in rows:
        batch.append(row)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


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
    """Draft every row of a buyer CSV into `run_dir` (see the module docstring).

    `checks_dir` (or `config.checks_dir`) is the checker's knowledge folder; it is checked and
    fingerprinted as one. `device_name` is what the summary says the models ran on when the
    pool cannot tell (it loaded no model in this session); a pool with `device_name()` is asked
    after drafting.
    """
    if checks_dir is not None and config.checks_dir is None:
        config = config.model_copy(update={"checks_dir": str(checks_dir)})
    elif checks_dir is not None and Path(config.checks_dir) != Path(checks_dir):
        raise ValueError(f"checks_dir {checks_dir} differs from config.checks_dir")
    checks_dir = Path(config.checks_dir) if config.checks_dir else None
    buyers_path = Path(buyers_path)
    files = RunDir(run_dir)
    template = load_template(config.template)
    # Pass 1: the whole batch of buyers, for the checker's cross-buyer knowledge.
    read = {"encoding": config.encoding, "sheet": config.sheet}  # a CSV's encoding, a sheet
    known = context_for_file(buyers_path, overrides, sender, checks_dir, **read)
    context, rows_total = known.context, known.rows
    del known  # the rows are streamed again below; only the context is kept
    fingerprint = run_fingerprint(buyers_path, overrides, sender, config)
    journal: Journal = open_journal(run_dir, fingerprint, resume=resume)
    resumed = len(journal.done_lines)
    total = rows_total if config.limit is None else min(rows_total, config.limit)
    if config.shard is not None:  # this process's rows only (drafting/shard.py)
        total = len(range(config.shard.index - 1, total, config.shard.count))
    state = Progress(total=total)
    for entry in journal.entries():
        _count(state, entry)
    if progress:
        progress(state)

    started = time.perf_counter()

    # Pass 2: stream the rows, skipping those a previous run finished.
    def todo():
        for index, row in enumerate(read_buyers(buyers_path, overrides, **read)):
            if config.limit is not None and index >= config.limit:
                return
            if config.shard is not None and not config.shard.holds(index):
                continue
            if row.line not in journal.done_lines:
                yield row

    notes = reads_notes(pool, config.schedule())
    for batch in _batches(todo(), config.batch_size):
        valid = [row for row in batch if row.buyer is not None]
        prompts = [render(template, row.buyer, sender, notes=notes) for row in valid]

        def on_round(label: str) -> None:
            state.current = label
            if progress:
                progress(state)

        def on_oom_split() -> None:
            state.oom_splits += 1

        attempts = escalate(
            prompts,
            [row.buyer for row in valid],
            config.schedule(),
            pool,
            context,
            on_round=on_round,
            on_oom_split=on_oom_split,
            repair=config.repair == "on",
        )
        by_line = {
            row.line: _final_entry(row, tried) for row, tried in zip(valid, attempts, strict=True)
        }
        entries = [by_line.get(row.line) or _invalid_entry(row) for row in batch]
        for entry, row in zip(entries, batch, strict=True):
            if entry.status == "passed":
                entry.eml = files.eml_name(eml_file_name(entry.buyer_id))
                write_eml(files.eml(entry.eml), sender, row.buyer, entry.subject, entry.body)
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
        device=_device_used(pool, run_dir, device_name),
        drafted_now=state.done - resumed,
        oom_batch_splits=state.oom_splits,
        previous=read_summary(run_dir),  # its speed stands if this session drafts nothing
    )
    write_reports(run_dir, all_entries, summary)
    return RunResult(
        run_dir=run_dir,
        run_summary=summary,
        resumed_rows=resumed,
        repaired_bytes=journal.repaired_bytes,
        journal=all_entries,
    )


def _device_used(pool: DecoderPool, run_dir: Path, fallback: str) -> str:
    """The device the run's models ran on ("cuda", "cpu", ...), not the one asked for
    ("auto"). Asked of the pool after drafting, since a pool loads its models when a draft
    first needs them (an AR run loads nothing before); a session that loaded none (a resumed
    run with nothing left) keeps the device the run's summary already names."""
    device_name = getattr(pool, "device_name", None)
    used = device_name() if callable(device_name) else ""
    if used:
        return used
    previous = read_summary(run_dir)
    return (previous.device if previous else "") or fallback


def _count(state: Progress, entry: JournalEntry) -> None:
    state.done += 1
    if entry.status == "passed":
        state.passed += 1
    elif entry.status == "needs_review":
        state.needs_review += 1
    else:
        state.invalid += 1


# What only the run knew, kept from its summary when the reports are rebuilt from the journal.
KEPT_FROM_RUN = (*RunSummary.RUN_SETTINGS, "drafts_per_s")


def rewrite_reports(run_dir: Path) -> tuple[list[Path], dict]:
    """`sales-dlm report RUN`: every report again from the journal. Returns the files written
    and summary.json's object."""
    journal = RunDir(run_dir).journal
    if not journal.exists():
        raise JournalError(f"no {journal.name} here: not a run directory", path=str(run_dir))
    entries = list(read_journal(journal))
    previous = read_summary(run_dir) or RunSummary()
    summary = summarise(entries, wall_seconds=previous.wall_seconds, device=previous.device)
    known = previous.model_fields_set
    kept = {key: getattr(previous, key) for key in KEPT_FROM_RUN if key in known}
    summary = summary.model_copy(update=kept)
    return write_reports(run_dir, entries, summary), summary.to_json()
