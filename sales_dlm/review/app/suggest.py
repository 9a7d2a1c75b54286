"""Suggestions: flagged spans the checker can correct, each with the value to write over it.

A finding is a suggestion when its `expected` is the value the buyer's record or the sender
profile holds for the span it flags, so writing that value over the span is the correction:
- company_misspelled and company_foreign: the record's company (the buyer's, not another's);
- contact_wrong, title_wrong, country_wrong, category_wrong: the record's contact name, title,
  country and product category;
- sender_wrong: the profile's company, name, title, country or phone.
Never note_wrong (`expected` is the buyer's notes, no replacement), company_missing (an empty
span: there is nothing to replace, the name needs a sentence) or artifact (garble has no value).

Some of those findings flag a span that is not the value's slot, and writing the value there
would make the text worse; they are not offered:
- a legal form alone ("toilemaschinen AG" flagged at "AG"): the whole name written over it
  would keep the garbled words before it;
- the closing line of a signature without the sender's name ("Best regards,"): the name
  belongs under it, not in its place.
And some are fitted to the value's slot:
- one word of a name after a form of address ("Dear Mr. Hofman"): the record's word nearest
  it ("Hoffmann"), not the whole name;
- a misspelled company followed by a legal form ("Acme Tradng Ltd" flagged at "Acme Tradng"):
  the form is taken in, so the record's "Acme Trading Ltd" does not leave "Ltd Ltd";
- a country said with its preposition ("from China" for the sender's goods): the preposition
  stays;
- a value in lower case ("kitchenware") where the span opens the subject, a line or a
  sentence: its first letter capitalised;
- a value ending in a full stop ("Sp. z o.o.") before the full stop that ends the sentence:
  one full stop serves both, as a writer would write it.

Offsets are character offsets into the part's text as the findings were made on; after a
suggestion is accepted the text is re-checked, and the next suggestions come from those
findings, so they always point into the text as it stands.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rapidfuzz import fuzz

from sales_dlm.contract import JournalEntry
from sales_dlm.facts import Finding, FindingType, Knowledge, Severity
from sales_dlm.facts.tokens import Tokens
from sales_dlm.inputs.records import Sender

# The record's field whose value corrects each type's span.
_RECORD_FIELD = {
    FindingType.company_misspelled: "company",
    FindingType.company_foreign: "company",
    FindingType.contact_wrong: "contact_name",
    FindingType.title_wrong: "contact_title",
    FindingType.country_wrong: "country",
    FindingType.category_wrong: "product_category",
}
# The sender profile's fields that are a span's value (email and website are not: the
# checker names one for the other when the profile lacks it).
_SENDER_FIELDS = ("company", "name", "title", "country", "phone")


@dataclass(frozen=True)
class Suggestion:
    """Write `value` over characters start..end of `part` (whose text there is `found`)."""

    type: str  # the finding's type
    severity: str  # the finding's severity: errors are offered first
    part: Literal["subject", "body"]
    start: int
    end: int
    found: str
    value: str


def suggestions(entry: JournalEntry, sender: Sender, knowledge: Knowledge) -> list[Suggestion]:
    """The corrections the checker offers for `entry`'s current findings: errors first, then
    in reading order (subject, then body); a span that overlaps one offered before it waits
    for the re-check after that one is accepted (its finding stays in the table)."""
    texts = {"subject": entry.subject, "body": entry.body}
    candidates = []
    for finding in entry.findings:
        found = _suggestion(finding, texts[finding.part], entry.buyer, sender, knowledge)
        if found is not None:
            candidates.append(found)
    candidates.sort(
        key=lambda s: (s.severity != Severity.error.value, s.part != "subject", s.start)
    )
    offered: list[Suggestion] = []
    for s in candidates:
        if not any(o.part == s.part and o.start < s.end and s.start < o.end for o in offered):
            offered.append(s)
    return offered


def apply(subject: str, body: str, s: Suggestion) -> tuple[str, str]:
    """The text with the suggestion's value written over its span."""
    text = subject if s.part == "subject" else body
    if text[s.start : s.end] != s.found:
        raise ValueError(f"the {s.part} no longer reads {s.found!r} at {s.start}")
    text = text[: s.start] + s.value + text[s.end :]
    return (text, body) if s.part == "subject" else (subject, text)


def _value(finding: Finding, buyer: dict, sender: Sender) -> tuple[str, str] | None:
    """(where the value comes from, the value) when `expected` is one the span can take."""
    expected = finding.expected.strip()
    field = _RECORD_FIELD.get(finding.type)
    if field is not None:
        return (field, expected) if expected == str(buyer.get(field) or "").strip() else None
    if finding.type is FindingType.sender_wrong:
        for name in _SENDER_FIELDS:
            if expected == getattr(sender, name).strip():
                return f"sender_{name}", expected
    return None


def _suggestion(
    finding: Finding, text: str, buyer: dict, sender: Sender, knowledge: Knowledge
) -> Suggestion | None:
    source = _value(finding, buyer, sender)
    start, end = finding.start, finding.end
    if source is None or not source[1] or end <= start or text[start:end] != finding.found:
        return None
    field, value = source
    span = Tokens(text[start:end])
    if field in ("company", "sender_company"):
        if _legal_form_only(span, knowledge):
            return None
        end = _over_legal_form(text, end, value, knowledge)
    if field == "sender_name" and knowledge.language.closings.match(span.keys, 0, span):
        return None
    if field in ("contact_name", "sender_name") and span.n == 1:
        value = _after_honorific(text[:start], span.words[0], value, knowledge)
    if field in ("country", "sender_country") and span.n > 1 and span.words[0].islower():
        start += span.starts[1]  # "from China": the preposition stays
    if value[:1].islower() and text[start : start + 1].isupper() and _opens(text, start):
        value = value[0].upper() + value[1:]  # "Kimchi sourcing ..." -> "Kitchenware sourcing"
    if value.endswith(".") and text[end : end + 1] == ".":
        end += 1  # "... Sp. z o.o." ending a sentence: one full stop serves both
    found = text[start:end]
    if found == value:
        return None
    return Suggestion(
        finding.type.value, finding.severity.value, finding.part, start, end, found, value
    )


def _after_honorific(before: str, word: str, value: str, knowledge: Knowledge) -> str:
    """After "Mr." or "Frau" one word of a name stands for it: the value's word nearest the
    one written ("Dear Mr. Hofman" -> "Hoffmann", not "Dear Mr. Lukas Hoffmann")."""
    names = Tokens(value).words
    previous = Tokens(before)
    if len(names) < 2 or not previous.n or previous.keys[-1] not in knowledge.language.honorifics:
        return value
    return max(names, key=lambda name: fuzz.ratio(name.casefold(), word.casefold()))


def _opens(text: str, start: int) -> bool:
    """Whether characters from `start` open the text, a line or a sentence."""
    before = text[:start].rstrip(" \t")
    return not before or before[-1] in ".!?\n"


def _legal_form_only(span: Tokens, knowledge: Knowledge) -> bool:
    form = knowledge.legal.written_at(span, 0) if span.n else None
    return form is not None and form[0] == span.n


def _over_legal_form(text: str, end: int, value: str, knowledge: Knowledge) -> int:
    """`end`, moved past a legal form written right after it when the value carries its own."""
    if knowledge.legal.split(value).form is None:
        return end
    rest = Tokens(text[end:])
    if not rest.n or rest.gaps[0] != " ":
        return end
    form = knowledge.legal.written_at(rest, 0)
    return end + rest.ends[form[0] - 1] if form else end
