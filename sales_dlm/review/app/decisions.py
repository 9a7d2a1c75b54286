"""`RUN/decisions.jsonl`: the reviewer's decisions, beside the journal, never in it.

Append-only: each decision is one JSON line, written with flush + fsync, so a crash loses at
most the line being written; a torn last line is skipped when read and cut off before the
next append (as the journal's is). The latest line per buyer wins, and each line carries the
draft's whole reviewed state (see `contract.Decision`), so replaying is a dictionary update.
"""

from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from pathlib import Path

from pydantic import ValidationError

from sales_dlm.contract import Decision
from sales_dlm.drafting.journal import repair_torn_tail
from sales_dlm.errors import JournalError


def now() -> str:
    """The `at` of a decision: UTC, to the millisecond."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def read_decisions(path: Path) -> list[Decision]:
    """Every complete decision in file order; [] when there is no file yet. A line that is
    not a decision is an error naming it, except a torn last line (a crash mid-write)."""
    if not path.exists():
        return []
    lines = path.read_bytes().split(b"\n")
    out = []
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        last = number == len(lines)
        try:
            out.append(Decision.model_validate_json(raw))
        except ValidationError as exc:
            if last and _torn(raw):
                break
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "line"
            raise JournalError(
                f"not a reviewer decision: {where}: {first['msg']}", path=str(path), line=number
            ) from None
    return out


def _torn(raw: bytes) -> bool:
    try:
        json.loads(raw)
    except json.JSONDecodeError:
        return True
    return False


def latest(decisions: list[Decision]) -> dict[str, Decision]:
    """The decision in force per buyer: the last line wins."""
    return {d.buyer_id: d for d in decisions}


def append_decision(path: Path, decision: Decision) -> None:
    """Append one decision, flushed and fsynced before this returns."""
    if path.exists():
        repair_torn_tail(path)
    line = json.dumps(decision.to_json(), ensure_ascii=False) + "\n"
    with path.open("a", encoding="utf-8") as fh:
        fh.write(line)
        fh.flush()
        os.fsync(fh.fileno())
