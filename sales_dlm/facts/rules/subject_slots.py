"""The embedded models' subject lines: each fills the slots of one of a few templates
(`training/emails.py`: "A new {category} partner for {company}", "{first}, a quick idea for
{company}", "{company} and {my_company}"), so what stands in a slot can be read against the
record it was copied from.

- a product slot of a template only the models write holding a word the record's product
  lacks ("Power materials" for packaging materials, "Texti from ..." for textile machinery,
  "Grocery so foods" for processed foods),
  or, in the offer sentence, the record's product words with one of them replaced ("infusion
  Supplys" for infusion sets): category_wrong;
- a name slot that is no name of the contact ("آرادا, a quick idea for ..." to آراد محمدی):
  contact_wrong;
- a company slot beside the sender's company that is not the buyer's ("佐篤斉社崎綾 and Hanbit
  Trading Co., Ltd." for 有限会社崎綾): company_misspelled.
A slot the other rules judge already (a known product of another category, a misspelled
company in Latin letters) is left to them.
"""

from __future__ import annotations

import re
from functools import lru_cache

from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.judge import tokens_of
from sales_dlm.facts.scan import Scan
from sales_dlm.facts.tokens import singular

# The subject templates, with {buyer} for the buyer's company and {sender} for the sender's.
_TEMPLATES = (
    "Supplying {category} to {buyer}",
    "A new {category} partner for {buyer}",
    "Question about {category} at {buyer}",
    "{category} from {sender}",
    "Reliable {category} supply for {buyer}",
    "For {buyer}: {category} offer",
    "{category} sourcing for {buyer} in {country}",
    "{first}, a quick idea for {buyer}",
    "{first} a quick idea for {buyer}",  # the comma lost: "Tnfuuey a quick idea for Tnfuuey a.s."
    "{company} and {sender}",
    "{sender} x {company}",
    "{category} for {buyer}",  # last: its product slot would take any other's words
)
# Subjects a person writes too ("Kenyan roses for Ben-David Imports"): their product slot
# may name the product in other words.
_NATURAL = frozenset({"{category} for {buyer}"})
_SLOT = {
    "category": r"(?P<category>[^\W\d][\w &/-]{0,40}?)",
    "first": r"(?P<first>[^\W\d][^,\n]{0,40}?)",
    "company": r"(?P<company>\S[^\n]{0,80}?)",
    "buyer": r"(?P<buyer>\S[^\n]{0,80}?)",
    "country": r"[^\n]{1,40}",
}


# "Re: Kestrel Export Ltd and Hanbit Trading Co., Ltd.": a reply's marks before the template.
_REPLY = re.compile(r"^(?:(?:re|fwd?|aw|wg|sv|vs|tr)\s*:\s*)+", re.IGNORECASE)


def _title_in_slot(text: str, title: str) -> bool:
    """Your title where the models' subjects put your company: "{category} from {sender}",
    "{company} and {sender}", "{sender} x {company}"."""
    return text.endswith((f" from {title}", f" and {title}")) or text.startswith(f"{title} x ")


@lru_cache(maxsize=256)
def _pattern(template: str, sender: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    out = []
    for n, piece in enumerate(parts):
        if n % 2 == 0:
            out.append(re.escape(piece))
        else:
            out.append(re.escape(sender) if piece == "sender" else _SLOT[piece])
    return re.compile("".join(out) + r"\Z", re.IGNORECASE)


def _words(text: str) -> list[str]:
    return [singular(k) for k in tokens_of(text)]


def one_word_replaced(written: list[str], record: list[str], scan: Scan) -> bool:
    """As many words as the record's product, all but one the same, in the same places, and
    the other no place's ("Kenyan roses" for cut roses says where they grow)."""
    if len(written) != len(record) or len(record) < 2:
        return False
    other = [w for w, r in zip(written, record, strict=True) if w != r]
    return len(other) == 1 and other[0] not in scan.knowledge.vocabulary.places


def _unknown_product(scan: Scan, slot: str, start: int) -> None:
    """ "Fabriage for <company>" for cabbage: the product slot of a subject a person writes too,
    holding one word that no vocabulary, record or batch knows (a person names a variety with
    the product: "Kesar mangoes for ...")."""
    words = slot.split()
    if len(words) != 1 or not words[0].isalpha():
        return
    key = words[0].casefold()
    record = _words(scan.profile.buyer.product_category)
    ctx, vocabulary = scan.context, scan.knowledge.vocabulary
    if singular(key) in record or vocabulary.knows(key) or key in scan.profile.grounded:
        return
    if key in ctx.plain_words or key in ctx.batch_words:
        return
    if scan.reported_between(scan.subject, start, start + len(slot)):
        return
    scan.add(scan.subject, FindingType.category_wrong, Severity.error, start, start + len(slot),
             scan.profile.buyer.product_category, 0.0,
             "the subject's product is a word nobody knows")  # fmt: skip


def run(scan: Scan) -> None:
    subject = scan.subject
    text = _REPLY.sub("", subject.tokens.text.strip())
    sender = scan.context.sender.company
    buyer = scan.profile.buyer
    if not text or not sender:
        return
    title = " ".join(scan.context.sender.title.split())
    if title and title not in sender and _title_in_slot(text, title):
        # "Brennivín from Sölustjóri erlendra markaða", "Jensen Vinimport ApS and Sölustjóri
        # erlendra markaða": the models' subjects with your title in your company's place
        at = subject.tokens.text.find(title)
        scan.add(subject, FindingType.sender_wrong, Severity.error, at, at + len(title),
                 sender, 0.0, "your title where your company belongs")  # fmt: skip
        return
    first = buyer.first_name
    if first and text.startswith(f"{first}.:"):
        # "Ναθαναήλ.: Kachkéis cooked cheese": a full stop between the name and its colon
        at = subject.tokens.text.find(text) + len(first)
        scan.garble(subject, at, at + 2, "a stray full stop after the name")
    for template in _TEMPLATES:
        m = _pattern(template, sender).match(text)
        if m is None:
            continue
        slots = m.groupdict()
        at = subject.tokens.text.find(text)
        if slots.get("buyer") is not None and slots["buyer"].strip(" .") not in buyer.company:
            return  # not the template filled for this buyer: the other rules read it
        if slots.get("category") and buyer.product_category and template in _NATURAL:
            _unknown_product(scan, slots["category"], at + m.start("category"))
        if slots.get("category") and buyer.product_category and template not in _NATURAL:
            written, record = _words(slots["category"]), _words(buyer.product_category)
            index = scan.knowledge.taxonomy.index
            # a product the lexicon knows in the replaced word's place is the categories rule's
            known = any(
                w != r and index.match([w], 0) is not None
                for w, r in zip(written, record, strict=False)
            )
            # the models copy the product whole: a slot word the record's product lacks is
            # a slip ("Texti from ...", "Fice bals from ..." for frozen meals), unless it is an
            # English word beside the product's head ("baby care products" for baby products)
            vocabulary = scan.knowledge.vocabulary
            headless = record[-1] not in written
            foreign = any(
                w not in record
                and w not in vocabulary.places
                and (headless or not vocabulary.is_english(w))
                for w in written
            )
            # ... or the product cut before its head word ("Frozen from ..." for frozen pastizzi)
            cut = 0 < len(written) < len(record) and written == record[: len(written)]
            # ... or words of it written over by others ("Grocery so foods" for processed foods)
            swapped = any(r not in written for r in record) and any(
                w not in record for w in written
            )
            if (
                one_word_replaced(written, record, scan) or foreign or cut or swapped
            ) and not known:
                start = at + m.start("category")
                scan.add(subject, FindingType.category_wrong, Severity.error, start,
                         start + len(slots["category"]), buyer.product_category, 0.0,
                         "the subject's product is not the record's")  # fmt: skip
        if slots.get("first") and buyer.contact_name:
            names = set(tokens_of(buyer.contact_name))
            start = at + m.start("first")
            seen = scan.reported_between(subject, start, start + len(slots["first"]))
            if not set(tokens_of(slots["first"])) <= names and not seen:
                scan.add(subject, FindingType.contact_wrong, Severity.error, start,
                         start + len(slots["first"]), buyer.contact_name, 0.0,
                         "the subject greets someone the record does not name")  # fmt: skip
        if slots.get("company") and buyer.company:
            written = slots["company"].strip()
            person = buyer.contact_name and written in buyer.contact_name
            if written.rstrip(" .") not in buyer.company and not person:
                start = at + m.start("company")
                if not scan.reported_between(subject, start, start + len(written)):
                    scan.add(subject, FindingType.company_misspelled, Severity.error, start,
                             start + len(written), buyer.company, 0.0,
                             "the subject names another company beside yours")  # fmt: skip
        return
