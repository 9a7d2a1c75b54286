"""What every report shows of a journal entry, whatever its format (HTML, Markdown, CSV).

The order of the drafts (needs review, passed, invalid), a finding as its text in context, the
attempt an entry shows (the best one, not always the last) and the status labels. Pure
functions over typed journal entries; the renderers only format what these return.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sales_dlm.contract import Attempt, JournalEntry
from sales_dlm.facts import Finding, Severity

STATUS_ORDER = {"needs_review": 0, "passed": 1, "invalid": 2}
STATUS_TITLE = {"needs_review": "Needs review", "passed": "Passed", "invalid": "Invalid rows"}
CONTEXT_WORDS = 5  # words shown either side of a finding
SECONDS_NOTE = (
    "Attempt seconds are the wall time of the decode call divided by the drafts decoded in it, "
    "so drafts decoded in one batch show the same value."
)
PASSED_NOTE = (
    "Passed means the checker found nothing wrong, not that a person approved the draft: "
    "read it before it is sent."
)


def review_order(entries: Sequence[JournalEntry]) -> list[JournalEntry]:
    """Needs review first, then passed, then invalid rows; file order within each."""
    return sorted(entries, key=lambda e: (STATUS_ORDER.get(e.status, 3), e.line))


def finding_order(finding: Finding) -> tuple:
    """Errors before warnings, the subject before the body, then in reading order."""
    return (finding.severity != Severity.error, finding.part != "subject", finding.start)


def severities(findings: Sequence[Finding], severity: Severity) -> list[Finding]:
    return [f for f in findings if f.severity == severity]


def error_types(findings: Sequence[Finding]) -> str:
    """The types of the errors, each once, by name: "company_missing, title_wrong"."""
    return ", ".join(sorted({f.type.value for f in severities(findings, Severity.error)}))


def finding_context(
    text: str, start: int, end: int, words: int = CONTEXT_WORDS
) -> tuple[str, str, str] | None:
    """(before, found, after): the span [start, end) of `text` with up to `words` words either
    side, whitespace folded to single spaces, "…" where the text goes on. None when the span
    is empty or does not fit the text (e.g. `company_missing`)."""
    if not 0 <= start < end <= len(text):
        return None
    head = text[max(0, start - 400) : start]
    tail = text[end : end + 400]
    before = re.search(rf"(?:\S+\s+){{0,{words}}}\S*$", head).group(0)
    after = re.match(rf"\S*(?:\s+\S+){{0,{words}}}", tail).group(0)
    lead = "…" if text[: start - len(before)].strip() else ""
    trail = "…" if text[end + len(after) :].strip() else ""
    return lead + _fold(before), _fold(text[start:end]), _fold(after) + trail


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def part_text(draft: JournalEntry | Attempt, part: str) -> str:
    return draft.subject if part == "subject" else draft.body


def in_context(entry: JournalEntry, finding: Finding) -> tuple[str, str, str] | None:
    """`finding_context` of a finding of `entry`'s final draft."""
    return finding_context(part_text(entry, finding.part), finding.start, finding.end)


def plain_context(entry: JournalEntry, finding: Finding, mark: tuple[str, str] = ("[", "]")) -> str:
    """A finding in context as plain text: `…said to [Nordhvan] about your…`."""
    context = in_context(entry, finding)
    if context is None:
        return f"(not in the {finding.part})" if not finding.found else finding.found
    before, found, after = context
    return f"{before}{mark[0]}{found}{mark[1]}{after}"


def shown_attempt(entry: JournalEntry) -> int | None:
    """1-based number of the attempt the entry shows (the best one, not always the last)."""
    shown = (entry.decoder, entry.steps, entry.subject, entry.body)
    for n in range(len(entry.attempts), 0, -1):
        a = entry.attempts[n - 1]
        if (a.decoder, a.steps, a.subject, a.body) == shown:
            return n
    return None


def company_name(entry: JournalEntry) -> str:
    return str(entry.buyer.get("company") or "(no company)")


def count_label(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def status_label(entry: JournalEntry) -> str:
    """ "needs review · 3 errors", "passed · 1 warning", "passed", "invalid"."""
    status = entry.status.replace("_", " ")
    errors = len(severities(entry.findings, Severity.error))
    warnings = len(severities(entry.findings, Severity.warning))
    counts = ([count_label(errors, "error")] if errors else []) + (
        [count_label(warnings, "warning")] if warnings else []
    )
    return " · ".join([status, ", ".join(counts)] if counts else [status])


def attempt_result(attempt: Attempt) -> str:
    if attempt.passed:
        warnings = len(severities(attempt.findings, Severity.warning))
        return "pass" + (f" ({count_label(warnings, 'warning')})" if warnings else "")
    errors = severities(attempt.findings, Severity.error)
    return f"{count_label(len(errors), 'error')}: {error_types(errors)}"
