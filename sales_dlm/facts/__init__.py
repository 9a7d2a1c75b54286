"""The fact checker: compares every company, person, title, product category and country in a
draft with the buyer's record, the rest of the batch and the sender.

    ctx = CheckContext.build(buyers, sender)        # once per batch
    findings = check(Draft(subject=..., body=...), buyer, ctx)
    passed(findings)                                 # no finding of severity "error"

Severity. A draft passes only if a careful sales manager could send it, so everything that
states a wrong fact, leaks another buyer's data or is not readable English is an `error`: a
missing, misspelled, cut or foreign company (a different legal form included), a wrong person
addressed or named, a different role, seniority or function, a category that is not the
buyer's (a related one too) or a country that is not theirs, the sender's own company, name
or title written wrong, and garble (doubled words and phrases, fused or stuttered words, cut
sentences, broken greetings, impossible punctuation, leftover tokens and placeholders).
`warning`s are what a reviewer should see but what the checker cannot be sure of: names that
differ only in diacritics, a function of the same group (Purchasing/Procurement), an added
scope, a record title outside the vocabulary, a one-word foreign title read as Manager or
Head, an unknown word or name that looks like a real one, a product it cannot place, an
honorific + a name unknown to the batch outside the greeting, a signature without the
sender's name.

Doubts (see scan.py) are signals that also fire on good prose now and then: they are errors when
the draft has another error or another doubt, and a warning when they are its only one.

Findings are sorted by (part, start, end, type) — "body" sorts before "subject".
"""

from __future__ import annotations

from sales_dlm.facts.context import CheckContext, context_for_file
from sales_dlm.facts.findings import Draft, Finding, FindingType, Severity, passed
from sales_dlm.facts.knowledge import Knowledge, load_knowledge
from sales_dlm.facts.rules import (
    address_block,
    articles,
    artifacts,
    categories,
    certificates,
    cjk_names,
    companies,
    connectives,
    contacts,
    countries,
    dangling,
    garble,
    grounding,
    lost_parts,
    notes,
    sender,
    siblings,
    subject_slots,
    titles,
)
from sales_dlm.facts.scan import Scan
from sales_dlm.inputs.records import Buyer

__all__ = [
    "CheckContext",
    "Draft",
    "Finding",
    "FindingType",
    "Knowledge",
    "Severity",
    "check",
    "context_for_file",
    "load_knowledge",
    "passed",
]

# Order matters: each rule claims the words it explains (companies before persons before
# titles before categories and countries), see scan.py; grounding judges what is left.
_RULES = (
    artifacts,
    garble,
    connectives,
    dangling,
    lost_parts,
    articles,
    companies,
    cjk_names,
    contacts,
    titles,
    address_block,
    categories,
    siblings,
    countries,
    grounding,
    sender,
    notes,
    certificates,
    subject_slots,
)


def check(draft: Draft, buyer: Buyer, context: CheckContext) -> list[Finding]:
    """All findings for one draft to one buyer, sorted by (part, start)."""
    scan = Scan(draft, context.profile(buyer), context)
    for rule in _RULES:
        rule.run(scan)
    scan.settle()
    return sorted(scan.findings, key=lambda f: (f.part, f.start, f.end, f.type.value))
