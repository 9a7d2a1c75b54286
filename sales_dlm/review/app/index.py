"""The journal, indexed for the desk: every entry without its attempts, and where its line is.

A 10,000-row journal with four attempts per draft is ~100 MB of JSON and most of it is the
attempts, which the desk shows for one draft at a time. So the desk keeps each entry's final
draft, findings and buyer record in memory (read once, ~1 s and ~100 MB for that journal,
against ~7 s and ~750 MB for the whole entries) and reads the one line again, by its byte
offset, when a draft's page shows the attempts. The journal is append-only and never written
by the desk, so an offset stays valid. Reading follows `drafting.journal.read_journal`: a torn
last line is skipped, any other bad line is an error naming it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from sales_dlm.contract import JournalEntry
from sales_dlm.errors import JournalError


@dataclass(frozen=True)
class Indexed:
    entry: JournalEntry  # attempts left out
    offset: int
    length: int


def _error(exc: ValidationError, path: Path, number: int) -> JournalError:
    first = exc.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "entry"
    return JournalError(
        f"not a journal entry: {where}: {first['msg']}", path=str(path), line=number
    )


def index_journal(path: Path) -> list[Indexed]:
    out, offset = [], 0
    with path.open("rb") as fh:
        for number, raw in enumerate(fh, start=1):
            start, offset = offset, offset + len(raw)
            if not raw.strip():
                continue
            try:
                obj = json.loads(raw)
            except json.JSONDecodeError as exc:
                if not raw.endswith(b"\n"):
                    break  # a torn last line: the run was killed while writing it
                raise JournalError(
                    f"corrupt journal entry: {exc.msg}", path=str(path), line=number
                ) from exc
            if isinstance(obj, dict):
                obj["attempts"] = []
            try:
                entry = JournalEntry.model_validate(obj)
            except ValidationError as exc:
                raise _error(exc, path, number) from None
            out.append(Indexed(entry, start, len(raw)))
    return out


def read_entry(path: Path, at: Indexed) -> JournalEntry:
    """The whole entry, attempts included, from its line."""
    with path.open("rb") as fh:
        fh.seek(at.offset)
        raw = fh.read(at.length)
    return JournalEntry.model_validate_json(raw)
