"""The reviewer's desk: the run's journal with the reviewer's decisions replayed over it.

The journal is read once and never written; `RUN/decisions.jsonl` is the only file the desk
writes, one fsynced line per action. The state of a draft is its journal entry plus the latest
decision for its buyer, replayed at start and again whenever the decisions file changes under
the desk (another process), so every tab and every restart shows the same state.

Drafts are in review order (needs review, passed, invalid rows; file order within each, as the
reports) and stay in that order while they are decided or edited, so `j`/`k` never jump.
Invalid rows are shown (with why) but take no verdict: there is no draft to send.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

from sales_dlm.contract import Decision, JournalEntry, RunDir
from sales_dlm.errors import InputError
from sales_dlm.facts import FindingType, passed
from sales_dlm.review.app.decisions import append_decision, latest, now, read_decisions
from sales_dlm.review.app.index import Indexed, index_journal, read_entry
from sales_dlm.review.app.recheck import Rechecker
from sales_dlm.review.app.suggest import Suggestion, apply, suggestions
from sales_dlm.review.views import STATUS_ORDER, review_order

PAGE_SIZE = 50
VERDICTS = ("undecided", "approved", "rejected")
VERDICT_FILTERS = (*VERDICTS, "edited")
FINDING_TYPES = tuple(t.value for t in FindingType)


@dataclass
class Item:
    """One row of the run as the reviewer sees it now."""

    entry: JournalEntry  # the journal's, as drafted
    current: JournalEntry  # with the reviewer's text and its findings, if edited
    verdict: str = "undecided"  # undecided | approved | rejected
    edited: bool = False
    at: str | None = None  # when the latest decision was made
    search: str = ""  # the buyer record, lower-cased, for the search box
    types: frozenset[str] = frozenset()  # finding types of the current text
    where: Indexed | None = None  # the entry's line in the journal (for its attempts)

    @property
    def line(self) -> int:
        return self.entry.line

    @property
    def decidable(self) -> bool:
        return self.entry.drafted


@dataclass(frozen=True)
class Filter:
    """What the list shows and `j`/`k` walk through; unknown values are ignored."""

    status: str = ""  # needs_review | passed | invalid (of the current text)
    verdict: str = ""  # undecided | approved | rejected | edited
    type: str = ""  # a finding type of the current text
    q: str = ""  # a piece of the buyer record

    @classmethod
    def from_args(cls, args: Mapping[str, str]) -> Filter:
        def pick(key: str, allowed) -> str:
            value = str(args.get(key) or "")
            return value if value in allowed else ""

        return cls(
            status=pick("status", STATUS_ORDER),
            verdict=pick("verdict", VERDICT_FILTERS),
            type=pick("type", FINDING_TYPES),
            q=str(args.get("q") or "").strip()[:200],
        )

    def query(self) -> str:
        """The filter as a query string ("" when it shows everything)."""
        pairs = [(k, v) for k, v in vars(self).items() if v]
        return urlencode(pairs)

    def matches(self, item: Item) -> bool:
        if self.status and item.current.status != self.status:
            return False
        if self.verdict == "edited":
            if not item.edited:
                return False
        elif self.verdict and (item.verdict != self.verdict or not item.decidable):
            return False
        if self.type and self.type not in item.types:
            return False
        return not self.q or self.q.lower() in item.search


@dataclass
class Page:
    items: list[Item]
    number: int
    pages: int
    total: int


@dataclass
class Neighbours:
    prev: Item | None
    next: Item | None
    position: int | None  # 1-based, in the filtered list; None when the item is outside it
    total: int


@dataclass
class Progress:
    drafts: int = 0
    verdicts: Counter = field(default_factory=Counter)
    edited: int = 0
    statuses: Counter = field(default_factory=Counter)

    @property
    def decided(self) -> int:
        return self.verdicts["approved"] + self.verdicts["rejected"]


def _search_text(entry: JournalEntry) -> str:
    values = [entry.buyer_id, *(str(v) for v in entry.buyer.values() if v)]
    return " ".join(values).lower()


class Desk:
    """The state of one run's review; thread-safe (the server is threaded)."""

    def __init__(self, run_dir: Path, checks_dir: str | Path | None = None):
        self.run = RunDir(Path(run_dir))
        if not self.run.journal.is_file():
            raise InputError("not a run directory: it has no journal", path=str(self.run.journal))
        indexed = {i.entry.line: i for i in index_journal(self.run.journal)}
        entries = [i.entry for i in indexed.values()]
        self.items = [
            Item(e, e, search=_search_text(e), where=indexed[e.line]) for e in review_order(entries)
        ]
        self.position = {item.line: n for n, item in enumerate(self.items)}
        self.by_buyer: dict[str, list[Item]] = {}
        for item in self.items:
            if item.decidable:
                self.by_buyer.setdefault(item.entry.buyer_id, []).append(item)
        self.recheck = Rechecker(self.run.root, entries, checks_dir)
        self._lock = threading.RLock()
        self._stamp: tuple[int, int] | None | str = "unread"
        self.refresh()

    # -- state -------------------------------------------------------------------------------

    def _file_stamp(self) -> tuple[int, int] | None:
        try:
            st = self.run.decisions.stat()
        except FileNotFoundError:
            return None
        return st.st_size, st.st_mtime_ns

    def refresh(self) -> None:
        """Replay the decisions file if it changed since this desk last read or wrote it."""
        with self._lock:
            stamp = self._file_stamp()
            if stamp == self._stamp:
                return
            for item in self.items:
                self._apply(item, None)
            for decision in latest(read_decisions(self.run.decisions)).values():
                for item in self.by_buyer.get(decision.buyer_id, ()):
                    self._apply(item, decision)
            self._stamp = stamp

    def _apply(self, item: Item, decision: Decision | None) -> None:
        if decision is None or decision.decision == "reset":
            item.current, item.verdict, item.edited = item.entry, "undecided", False
        else:
            item.verdict = decision.decision if decision.decision in VERDICTS else "undecided"
            item.edited = decision.edited
            item.current = item.entry
            if decision.edited:
                subject = item.entry.subject if decision.subject is None else decision.subject
                body = item.entry.body if decision.body is None else decision.body
                findings = decision.findings
                if findings is None:  # a line written by hand: check it now
                    findings = self.recheck.check(item.entry, subject, body)
                item.current = item.entry.model_copy(
                    update={
                        "subject": subject,
                        "body": body,
                        "findings": findings,
                        "status": "passed" if passed(findings) else "needs_review",
                    }
                )
        item.at = decision.at if decision is not None else None
        item.types = frozenset(f.type.value for f in item.current.findings)

    def full(self, item: Item) -> JournalEntry:
        """The item's journal entry with its attempts (the desk keeps them on disk)."""
        return read_entry(self.run.journal, item.where) if item.where else item.entry

    def item(self, line: int) -> Item | None:
        n = self.position.get(line)
        return None if n is None else self.items[n]

    # -- actions -----------------------------------------------------------------------------

    def decide(self, item: Item, verdict: str) -> Item:
        """approved, rejected (an edited text goes with the verdict) or reset."""
        if verdict not in ("approved", "rejected", "reset"):
            raise ValueError(f"unknown decision {verdict!r}")
        with self._lock:
            self.refresh()
            keep = verdict != "reset" and item.edited
            self._write(
                item,
                Decision(
                    buyer_id=item.entry.buyer_id,
                    decision=verdict,
                    at=now(),
                    subject=item.current.subject if keep else None,
                    body=item.current.body if keep else None,
                    findings=item.current.findings if keep else None,
                    line=item.line,
                ),
            )
        return item

    def edit(self, item: Item, subject: str, body: str) -> Item:
        """Save the reviewer's text, re-checked; the draft is undecided until a verdict."""
        subject, body = _clean(subject), _clean(body)
        drafted = (_clean(item.entry.subject), _clean(item.entry.body))
        if not item.edited and (subject, body) == drafted:
            return item  # nothing changed: nothing to record
        findings = self.recheck.check(item.entry, subject, body)  # outside the lock: slow once
        with self._lock:
            self.refresh()
            decision = Decision(
                buyer_id=item.entry.buyer_id,
                decision="edited",
                at=now(),
                subject=subject,
                body=body,
                findings=findings,
                line=item.line,
            )
            self._write(item, decision)
        return item

    def suggestions(self, item: Item) -> list[Suggestion]:
        """The corrections offered for the item's current text (none for an invalid row)."""
        if not item.decidable:
            return []
        return suggestions(item.current, self.recheck.sender, self.recheck.context().knowledge)

    def accept(self, item: Item, part: str, start: int, end: int, value: str) -> Item:
        """Write a suggestion's value over its span and save the text as the reviewer's edit,
        re-checked (so the next suggestions point into the new text). The suggestion must be
        one the current text offers: a page shown before another acceptance (another tab)
        names offsets of an older text, and is refused with `StaleSuggestion`."""
        with self._lock:  # one acceptance at a time: each reads the text the last one wrote
            self.refresh()
            offered = self.suggestions(item)
            chosen = next(
                (
                    s
                    for s in offered
                    if (s.part, s.start, s.end, s.value) == (part, start, end, value)
                ),
                None,
            )
            if chosen is None:
                raise StaleSuggestion(
                    f"line {item.line}: the draft offers no such suggestion now; reload the page"
                )
            subject, body = apply(item.current.subject, item.current.body, chosen)
            return self.edit(item, subject, body)

    def _write(self, item: Item, decision: Decision) -> None:
        if not item.decidable:
            raise ValueError(f"line {item.line} is an invalid row: there is no draft to decide")
        append_decision(self.run.decisions, decision)
        for same in self.by_buyer.get(decision.buyer_id, ()):
            self._apply(same, decision)
        self._stamp = self._file_stamp()

    # -- views -------------------------------------------------------------------------------

    def filtered(self, flt: Filter) -> list[Item]:
        return [item for item in self.items if flt.matches(item)]

    def page(self, flt: Filter, number: int, size: int = PAGE_SIZE) -> Page:
        items = self.filtered(flt)
        pages = max(1, -(-len(items) // size))
        number = min(max(1, number), pages)
        return Page(items[(number - 1) * size : number * size], number, pages, len(items))

    def neighbours(self, item: Item, flt: Filter) -> Neighbours:
        """The items before and after `item` in the filtered review order."""
        n = self.position[item.line]
        before = [i for i in self.items[:n] if flt.matches(i)]
        after = (i for i in self.items[n + 1 :] if flt.matches(i))
        shown = flt.matches(item)
        total = len(before) + shown + sum(1 for i in self.items[n + 1 :] if flt.matches(i))
        return Neighbours(
            prev=before[-1] if before else None,
            next=next(after, None),
            position=len(before) + 1 if shown else None,
            total=total,
        )

    def next_undecided(self, item: Item | None = None, flt: Filter | None = None) -> Item | None:
        """The first undecided draft after `item` (wrapping round) that `flt` shows."""
        flt = flt or Filter()
        n = self.position[item.line] + 1 if item is not None else 0
        for candidate in self.items[n:] + self.items[:n]:
            if candidate.decidable and candidate.verdict == "undecided" and flt.matches(candidate):
                return candidate
        return None

    def progress(self) -> Progress:
        p = Progress()
        for item in self.items:
            p.statuses[item.current.status] += 1
            if item.decidable:
                p.drafts += 1
                p.verdicts[item.verdict] += 1
                p.edited += item.edited
        return p


class StaleSuggestion(ValueError):
    """A suggestion that the draft's current text does not offer (any more)."""


def _clean(text: str) -> str:
    """A browser's form text: CRLF line breaks as the journal's LF, trailing blanks off."""
    return text.replace("\r\n", "\n").replace("\r", "\n").rstrip()
