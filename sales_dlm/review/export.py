"""`sales-dlm export`: the drafts a team will send, in files mail tools import.

What goes out: the run's journal with the reviewer's decisions (`RUN/decisions.jsonl`, if any)
replayed over it, the last decision per buyer winning, as the reviewer's desk shows them. By
default every draft that is approved, plus every draft that passed the checker and was not
rejected; `approved_only` for teams that sign off every email. A draft's text is the
reviewer's edit where there is one (an undecided edit counts as passed only when the checker
found no error in the edited text). Invalid rows have no draft and never go out.

Formats, and where their conventions come from:

- `eml`: one RFC 5322 message per draft (the stdlib `email` package, through
  `drafting.eml.build_message`, as the run's own `eml/`), with `X-Unsent: 1`, the header
  Outlook reads as "open as an unsent draft"; Thunderbird opens the file as a message and
  "Edit as New Message" sends it.
- `csv`: one row per draft with the buyer's record, subject and body, for spreadsheets.
- `hubspot`: HubSpot's contact import ("Set up your import files", knowledge.hubspot.com:
  a header row whose names match contact properties; contacts need First name, Last name and
  Email, and email is how contacts are de-duplicated). Default property labels: `Email`,
  `First Name`, `Last Name`, `Company Name`, `Job Title`, `Country/Region`, `Website URL`; the
  draft goes into two columns the import wizard offers to create as custom contact properties,
  `Email Subject` and `Email Body` (HubSpot does not import email engagements from a file).
- `instantly`: Instantly's lead CSV upload (its docs: an `email` column, and the lead fields
  `first_name`, `last_name`, `company_name`, `website`, `personalization`; every other column
  becomes a custom variable). The draft's body is `personalization` and its subject the custom
  variable `subject`, so a campaign step reads `Subject: {{subject}}`, body `{{personalization}}`.

Rows without an email address cannot be imported by HubSpot or Instantly: those two formats
leave them out and say how many. Every CSV goes through `review.safecsv`, so no cell runs as a
spreadsheet formula.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import ValidationError

from sales_dlm.contract import Decision, JournalEntry, RunDir
from sales_dlm.drafting.eml import build_message, eml_file_name
from sales_dlm.drafting.journal import read_journal
from sales_dlm.errors import InputError, JournalError
from sales_dlm.facts import passed
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer, Sender
from sales_dlm.review.app.decisions import latest, read_decisions
from sales_dlm.review.safecsv import write_rows

# The format of .eml files is named by their suffix: the bare word is the run's eml/ folder,
# which only RunDir spells (tests/test_summary.py).
EML_FORMAT = ".eml".removeprefix(".")
FORMATS: tuple[str, ...] = (EML_FORMAT, "csv", "hubspot", "instantly")
NEEDS_EMAIL = ("hubspot", "instantly")


@dataclass(frozen=True)
class Outgoing:
    """One draft to export: the buyer, the text to send, and why it goes out."""

    entry: JournalEntry
    buyer: Buyer
    subject: str
    body: str
    reason: Literal["approved", "passed"]  # approved, or passed the checker and not rejected
    edited: bool = False


@dataclass
class Selection:
    """What export writes, and what it left out and why."""

    drafts: list[Outgoing] = field(default_factory=list)
    rejected: int = 0  # rejected by the reviewer
    not_approved: int = 0  # passed and not rejected, left out by approved_only
    in_review: int = 0  # undecided drafts the checker flagged
    no_email: int = 0  # left out by a format that needs an email address

    @property
    def approved(self) -> int:
        return sum(d.reason == "approved" for d in self.drafts)

    @property
    def passed(self) -> int:
        return sum(d.reason == "passed" for d in self.drafts)

    def summary(self, path: Path | str) -> str:
        """`Exported 12 drafts (3 approved, 9 passed and not rejected; 2 rejected left out)
        to PATH`."""
        kept = [f"{self.approved} approved"]
        if self.passed or not self.not_approved:
            kept.append(f"{self.passed} passed and not rejected")
        out = [
            (self.rejected, "rejected"),
            (self.not_approved, "passed but not approved"),
            (self.in_review, "in review and not approved"),
            (self.no_email, "without an email address"),
        ]
        left = ", ".join(f"{n} {why}" for n, why in out if n)
        detail = ", ".join(kept) + (f"; {left} left out" if left else "")
        noun = "draft" if len(self.drafts) == 1 else "drafts"
        return f"Exported {len(self.drafts)} {noun} ({detail}) to {path}"


def _buyer(entry: JournalEntry) -> Buyer | None:
    try:
        return Buyer.model_validate(entry.buyer)
    except ValidationError:
        return None


def _text(entry: JournalEntry, decision: Decision | None) -> tuple[str, str, bool]:
    if decision is None or decision.decision == "reset" or not decision.edited:
        return entry.subject, entry.body, False
    subject = entry.subject if decision.subject is None else decision.subject
    body = entry.body if decision.body is None else decision.body
    return subject, body, True


def select(run_dir: Path, approved_only: bool = False, fmt: str = "csv") -> Selection:
    """The drafts of `run_dir` to export (see the module docstring)."""
    files = RunDir(Path(run_dir))
    if not files.journal.is_file():
        raise JournalError("not a run directory: it has no drafts.jsonl", path=str(run_dir))
    decisions = latest(read_decisions(files.decisions))
    selection = Selection()
    for entry in read_journal(files.journal):
        buyer = _buyer(entry) if entry.drafted else None
        if buyer is None:
            continue  # an invalid row: no draft
        decision = decisions.get(entry.buyer_id)
        verdict = decision.decision if decision is not None else "reset"
        subject, body, edited = _text(entry, decision)
        if verdict == "rejected":
            selection.rejected += 1
            continue
        if verdict == "approved":
            reason = "approved"
        else:
            if edited:  # the edited text's own findings; a line written by hand has none
                ok = decision.findings is not None and passed(decision.findings)
            else:
                ok = entry.status == "passed"
            if not ok:
                selection.in_review += 1
                continue
            if approved_only:
                selection.not_approved += 1
                continue
            reason = "passed"
        if fmt in NEEDS_EMAIL and not buyer.email:
            selection.no_email += 1
            continue
        selection.drafts.append(Outgoing(entry, buyer, subject, body, reason, edited))
    return selection


def run_sender(run_dir: Path) -> Sender:
    """The sender the run drafted as (its run.json), else the example one."""
    try:
        return Sender.model_validate(RunDir(Path(run_dir)).read_manifest()["sender"])
    except (KeyError, ValidationError):
        return DEFAULT_SENDER


# -- writers ----------------------------------------------------------------------------------


def _csv_rows(drafts: Sequence[Outgoing]) -> tuple[list[str], list[list[str]]]:
    header = [
        "buyer_id", "company", "contact_name", "contact_title", "email", "country",
        "product_category", "website", "subject", "body", "reason", "edited",
    ]  # fmt: skip
    rows = [
        [d.buyer.buyer_id, d.buyer.company, d.buyer.contact_name, d.buyer.contact_title,
         d.buyer.email, d.buyer.country, d.buyer.product_category, d.buyer.website,
         d.subject, d.body, d.reason, "yes" if d.edited else "no"]
        for d in drafts
    ]  # fmt: skip
    return header, rows


def _hubspot_rows(drafts: Sequence[Outgoing]) -> tuple[list[str], list[list[str]]]:
    header = [
        "Email", "First Name", "Last Name", "Company Name", "Job Title", "Country/Region",
        "Website URL", "Email Subject", "Email Body",
    ]  # fmt: skip
    rows = [
        [d.buyer.email, d.buyer.first_name, d.buyer.last_name, d.buyer.company,
         d.buyer.contact_title, d.buyer.country, d.buyer.website, d.subject, d.body]
        for d in drafts
    ]  # fmt: skip
    return header, rows


def _instantly_rows(drafts: Sequence[Outgoing]) -> tuple[list[str], list[list[str]]]:
    header = [
        "email", "first_name", "last_name", "company_name", "website", "personalization",
        "subject", "job_title", "country", "buyer_id",
    ]  # fmt: skip
    rows = [
        [d.buyer.email, d.buyer.first_name, d.buyer.last_name, d.buyer.company,
         d.buyer.website, d.body, d.subject, d.buyer.contact_title, d.buyer.country,
         d.buyer.buyer_id]
        for d in drafts
    ]  # fmt: skip
    return header, rows


TABLES: dict[str, Callable[[Sequence[Outgoing]], tuple[list[str], list[list[str]]]]] = {
    "csv": _csv_rows,
    "hubspot": _hubspot_rows,
    "instantly": _instantly_rows,
}


def write_csv(path: Path, fmt: str, drafts: Sequence[Outgoing]) -> Path:
    """The table of `fmt`, written whole or not at all (a temporary file, then renamed). The
    plain CSV has a BOM so Excel reads it as UTF-8, as review.csv; importers get none."""
    if path.is_dir():
        raise InputError("is a folder; --out names the CSV file to write", path=str(path))
    header, rows = TABLES[fmt](drafts)
    path.parent.mkdir(parents=True, exist_ok=True)
    encoding = "utf-8-sig" if fmt == "csv" else "utf-8"
    handle, temporary = tempfile.mkstemp(prefix=".export-", suffix=".csv", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding=encoding, newline="") as fh:
            write_rows(fh, header, rows)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return path


def write_eml(folder: Path, sender: Sender, drafts: Sequence[Outgoing]) -> Path:
    """One `<buyer_id>.eml` per draft, each opening as an unsent draft. The folder must be new
    or empty: an export never mixes with an older one's files."""
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise InputError(
            "is not an empty folder; --out for .eml files names a new or empty folder",
            path=str(folder),
        )
    folder.mkdir(parents=True, exist_ok=True)
    for draft in drafts:
        message = build_message(sender, draft.buyer, draft.subject, draft.body)
        message["X-Unsent"] = "1"  # open as a draft to edit and send, not a received mail
        (folder / eml_file_name(draft.buyer.buyer_id)).write_bytes(message.as_bytes())
    return folder


def export(run_dir: Path, fmt: str, out: Path, approved_only: bool = False) -> Selection:
    """Select the run's drafts and write them to `out` in `fmt`; the selection says what."""
    if fmt not in FORMATS:
        raise InputError(f"unknown export format {fmt!r}; choose one of {', '.join(FORMATS)}")
    selection = select(Path(run_dir), approved_only, fmt)
    if fmt == EML_FORMAT:
        write_eml(Path(out), run_sender(Path(run_dir)), selection.drafts)
    else:
        write_csv(Path(out), fmt, selection.drafts)
    return selection
