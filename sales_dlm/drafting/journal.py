"""The run journal: `RUN/drafts.jsonl`, one line per finished buyer row, crash-safe.

Each batch is appended with flush + fsync, so after a crash (even kill -9) the file holds every
finished row, plus at most one torn last line, which `open_journal` detects and cuts off before
appending again. `RUN/run.json` fingerprints the input file and the configuration; resuming with
a different one is refused, because mixing two runs' drafts would make the journal a lie.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from sales_dlm.contract import JournalEntry, RunDir
from sales_dlm.drafting.config import fingerprint_changes
from sales_dlm.errors import JournalError

HASH_CHUNK = 1 << 20


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while chunk := fh.read(HASH_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def _entry(raw: bytes, path: Path, number: int) -> JournalEntry:
    try:
        return JournalEntry.model_validate_json(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "entry"
        raise JournalError(
            f"not a journal entry: {where}: {first['msg']}", path=str(path), line=number
        ) from None


def read_journal(path: Path) -> Iterator[JournalEntry]:
    """Every complete entry of a journal (a torn last line is skipped, not an error)."""
    with path.open("rb") as fh:
        data = fh.read()
    lines = data.split(b"\n")
    complete, last = lines[:-1], lines[-1]
    for number, raw in enumerate(complete, start=1):
        if not raw.strip():
            continue
        try:
            json.loads(raw)
        except json.JSONDecodeError as exc:
            raise JournalError(
                f"corrupt journal entry: {exc.msg}", path=str(path), line=number
            ) from exc
        yield _entry(raw, path, number)
    if last.strip():
        try:
            json.loads(last)  # a final line that only lacks its newline is still whole
        except json.JSONDecodeError:
            return
        yield _entry(last, path, len(complete) + 1)


def repair_torn_tail(path: Path) -> int:
    """Cut an incomplete last line off the journal; returns the number of bytes removed."""
    size = path.stat().st_size
    if size == 0:
        return 0
    with path.open("rb+") as fh:
        data = fh.read()
        if data.endswith(b"\n"):
            return 0
        cut = data.rfind(b"\n") + 1  # 0 when the only line is torn
        tail = data[cut:]
        try:
            json.loads(tail)
        except json.JSONDecodeError:
            fh.truncate(cut)
            os.fsync(fh.fileno())
            return len(tail)
        fh.write(b"\n")  # a whole entry that lost only its newline: keep it
        os.fsync(fh.fileno())
        return 0


@dataclass
class Journal:
    """Appends finished rows; knows which input lines are already done."""

    run_dir: Path
    done_lines: set[int] = field(default_factory=set)
    repaired_bytes: int = 0

    @property
    def path(self) -> Path:
        return RunDir(self.run_dir).journal

    def append(self, entries: Iterable[JournalEntry]) -> None:
        entries = list(entries)
        payload = "".join(json.dumps(e.to_json(), ensure_ascii=False) + "\n" for e in entries)
        if not payload:
            return
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        for entry in entries:
            self.done_lines.add(entry.line)

    def entries(self) -> list[JournalEntry]:
        return list(read_journal(self.path)) if self.path.exists() else []


def check_run_dir(run_dir: Path, fingerprint: dict, *, resume: bool) -> None:
    """JournalError when `run_dir` cannot take this run: it holds a run and `resume` is not
    set, or `resume` is set and the run there began with another input or configuration.
    Writes nothing (`draft --dry-run` asks it too)."""
    files = RunDir(run_dir)
    manifest = files.manifest
    has_run = files.journal.exists() and files.journal.stat().st_size > 0
    if has_run and not resume:
        raise JournalError(
            "already holds a run; continue it with --resume, or choose another --out",
            path=str(run_dir),
        )
    if resume and manifest.exists():
        try:
            previous = json.loads(manifest.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise JournalError(f"unreadable run manifest: {exc}", path=str(manifest)) from exc
        changed = fingerprint_changes(previous, fingerprint)
        if changed:
            detail = "; ".join(changed)
            raise JournalError(
                "cannot resume: this run was started with another input or configuration "
                f"({detail}); start a new run with another --out",
                path=str(run_dir),
            )
    elif has_run:
        raise JournalError("cannot resume: the run manifest run.json is missing", path=str(run_dir))


def open_journal(run_dir: Path, fingerprint: dict, *, resume: bool) -> Journal:
    """Start a new run in `run_dir`, or continue the one there when `resume` is set."""
    check_run_dir(run_dir, fingerprint, resume=resume)
    run_dir.mkdir(parents=True, exist_ok=True)
    journal = Journal(run_dir=run_dir)
    manifest = RunDir(run_dir).manifest
    manifest.write_text(json.dumps(fingerprint, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    if journal.path.exists():
        journal.repaired_bytes = repair_torn_tail(journal.path)
        journal.done_lines = {entry.line for entry in read_journal(journal.path)}
    return journal
