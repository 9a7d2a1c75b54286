"""The fact checker: compares every company, person, title, product category and country in a
draft with the buyer's record, the rest of the batch and the sender.

    ctx = CheckContext.build(buyers, sender)        # once per batch
    findings = check(Draft(subject=..., body=...), buyer, ctx)
    passed(findings)                                 # no finding of severity "error"

Severity. Everything that states a wrong fact or leaks another buyer's data is an `error`:
a missing, misspelled or foreign company (a different legal form included), a wrong person
addressed or named, a different role or seniority, an unrelated function, a category or
country that is not the buyer's, leftover tokens, placeholders and 4+ repeats. `warning`s are
what a reviewer should see but what does not state a wrong fact, or what the checker cannot
be sure of: names that differ only in diacritics or umlaut transliteration, a function of the
same group (Purchasing/Procurement) or an added scope (Regional), a record title outside the
vocabulary, a related category (skincare for a cosmetics buyer) or a category named as a
market ("the textile industry"), an honorific + a name unknown to the batch outside the
greeting, doubled words ("Dear Dear"), stray WordPiece marks and replacement characters.

Findings are sorted by (part, start, end, type) — "body" sorts before "subject".
"""

from __future__ import annotations

from sales_dlm.facts.context import CheckContext
from sales_dlm.facts.findings import Draft, Finding, FindingType, Severity, passed
from sales_dlm.facts.knowledge import Knowledge, load_knowledge
from sales_dlm.facts.rules import (
    artifacts,
    categories,
    companies,
    contacts,
    countries,
    garble,
    grounding,
    sender,
    titles,
)
from sales_dlm.facts.scan import Scan
from sales_dlm.records import Buyer

__all__ = [
    "CheckContext",
    "Draft",
    "Finding",
    "FindingType",
    "Knowledge",
    "Severity",
    "check",
    "load_knowledge",
    "passed",
]

# Order matters: each rule claims the words it explains (companies before persons before
# titles before categories and countries), see scan.py; grounding judges what is left.
_RULES = (
    artifacts,
    garble,
    companies,
    contacts,
    titles,
    categories,
    countries,
    grounding,
    sender,
)


def check(draft: Draft, buyer: Buyer, context: CheckContext) -> list[Finding]:
    """All findings for one draft to one buyer, sorted by (part, start)."""
    scan = Scan(draft, context.profile(buyer), context)
    for rule in _RULES:
        rule.run(scan)
    return sorted(scan.findings, key=lambda f: (f.part, f.start, f.end, f.type.value))
