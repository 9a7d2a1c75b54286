"""The checker for edited drafts: the run's own context, built once per app.

The context is the one `draft` built: every valid row of the run's buyer file, read as the run
read it (`run.json` records its path, sha256 and column map, and the `--encoding` or `--sheet`
the run was given), with the run's sender and checks. When that file is gone, or changed since
the run, the buyers the journal recorded stand in (the drafted rows: rows past a `--limit` are
then missing from the cross-buyer knowledge), and `note` says so.
Building takes a second or two, so it happens on the first re-check (or `warm()`), not before
the first page.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from pydantic import ValidationError

from sales_dlm.contract import JournalEntry, RunDir
from sales_dlm.facts import CheckContext, Draft, Finding, check, context_for_file, load_knowledge
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer, Sender
from sales_dlm.review.summary import read_summary


def run_checks_dir(run_dir: Path) -> str | None:
    """The checks folder the run was drafted with (summary.json's config), if it still exists."""
    summary = read_summary(run_dir)
    checks = ((summary.config or {}) if summary else {}).get("checks_dir")
    return checks if checks and Path(checks).is_dir() else None


def journal_buyer(entry: JournalEntry) -> Buyer | None:
    """The record a drafted entry was written for, as a Buyer (None for an invalid row's)."""
    try:
        return Buyer.model_validate(entry.buyer)
    except ValidationError:
        return None


class Rechecker:
    """`check(entry, subject, body)`: the findings of a reviewer's text for that buyer."""

    def __init__(
        self, run_dir: Path, entries: Sequence[JournalEntry], checks_dir: str | Path | None = None
    ):
        self.entries = entries
        self.checks_dir = Path(checks_dir) if checks_dir else None
        manifest = RunDir(run_dir).read_manifest()
        self.sender = _sender(manifest.get("sender"))
        self.column_map = dict(manifest.get("column_map") or {})
        # how the run read its buyer file: settings it left at the default are absent
        settings = manifest.get("config") if isinstance(manifest.get("config"), dict) else {}
        self.encoding: str | None = settings.get("encoding")
        self.sheet: str | None = settings.get("sheet")
        self.buyers_path: Path | None = None
        self.note = ""  # why the journal's buyers stand in for the buyer file, if they do
        recorded = manifest.get("input")
        if not recorded:
            self.note = "run.json does not name the buyer file"
        elif not Path(recorded).is_file():
            self.note = f"the run's buyer file {recorded} is gone"
        elif manifest.get("input_sha256") and _sha256(Path(recorded)) != manifest["input_sha256"]:
            self.note = f"the run's buyer file {recorded} changed since the run"
        else:
            self.buyers_path = Path(recorded)
        if self.note:
            self.note += (
                ": edits are re-checked against the buyers in the journal (drafted rows only)"
            )
        self._context: CheckContext | None = None
        self._lock = threading.Lock()

    @property
    def source(self) -> str:
        return str(self.buyers_path) if self.buyers_path else "the journal's buyer records"

    def context(self) -> CheckContext:
        with self._lock:
            if self._context is None:
                self._context = self._build()
            return self._context

    def warm(self) -> None:
        """Build the context in a background thread, so the first save does not wait."""
        threading.Thread(target=self.context, name="recheck-warm", daemon=True).start()

    def _build(self) -> CheckContext:
        if self.buyers_path is not None:
            return context_for_file(
                self.buyers_path,
                self.column_map or None,
                self.sender,
                self.checks_dir,
                encoding=self.encoding,
                sheet=self.sheet,
            ).context
        buyers = [b for e in self.entries if e.drafted and (b := journal_buyer(e)) is not None]
        return CheckContext.build(buyers, self.sender, load_knowledge(self.checks_dir))

    def check(self, entry: JournalEntry, subject: str, body: str) -> list[Finding]:
        buyer = journal_buyer(entry)
        if buyer is None:
            raise ValueError(f"line {entry.line}: the buyer record does not read as a buyer")
        return check(Draft(subject=subject, body=body), buyer, self.context())


def _sender(data) -> Sender:
    try:
        return Sender.model_validate(data) if data else DEFAULT_SENDER
    except ValidationError:
        return DEFAULT_SENDER


def _sha256(path: Path) -> str:
    from sales_dlm.drafting.journal import file_sha256

    return file_sha256(path)
