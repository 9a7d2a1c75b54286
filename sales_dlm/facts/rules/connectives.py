"""artifact: a sentence whose small words were lost or swapped between its slots, so it no longer
reads (seen in the embedded diffusion model's drafts at 64 steps, decoded left to right, that
the checker passed; faker selection split, 2026-12-07):

- "Would I send open to a short call next week?", "Would export paperwork open to ...": "open
  to" in a question that has no "be" (or another linking verb) before it;
- "Please I send know a good time to talk.": "Please" straight before "I" or "we";
- "We can pocket knives from South Korea", "We desk lamps from ...": the buyer's product
  straight after "we" or "we can" (the verb lost);
- "Thank regards,": a closing's word after "Thank";
- "Italy to introduce Haliaetum Delikatese d.o.o. to ...": a name where "I am writing" belongs;
- "I  that Жжще ООД sources ...": "I" or "we" before "that"; "our steam  Korea": two spaces
  between two words (seen in span repairs at 128 steps, the same split);
- "Italy 12-month was good to meet you", "Italy was a pleasure to meet you": a word other
  than "It" before the meeting sentence's "was"; "in MR S urīt need I would be glad to discuss
  it": "need" straight before "I would", its object lost; "meet you at Gnatz Wohnkultur GmbH
  stands out among buyers": two sentences run together (dev_fresh28, 50, 57, 59 and 60), and
  so "I understand you are interested in <garble> <company> stands out" and "you need blue
  poppy seed to meet you at ..." (the note's sentence run into the next; dev_fresh62);
  "Hello Julia, and I would be glad to discuss it." (the note's clause fused onto the
  greeting) and "you will want who deliver on time" (dev_fresh66); the follow-ups' "Is you
  asked about wine, ...", "Our offer for X stands, free samples." and "We still have capacity
  for new orders of makeup?" (faker selection split, --template follow_up);
- "深圳曾氏葡萄酒进口有限公司.o.o. makes", "Бележкова ЕООД.o.o.": the end of a dotted legal form
  (the sender's "d.o.o.") glued to another name (the embedded AR model's drafts for senders in
  Slovenia and Croatia, dev_fresh42, 58 and 60).

The grammar pairs "a be", "to of" and "the it" are `garble._grammar`'s (leftovers.Grammar).
"""

from __future__ import annotations

import re

from sales_dlm.facts.scan import Part, Scan

# A question that opens with "Would" and reaches "open to" within its clause.
_WOULD_OPEN = re.compile(r"(?:^|(?<=[.!?] )|(?<=\n))Would ([^.?!\n]{1,60}?) open to\b", re.M)
# Verbs that can carry "open to" ("Would you be open to", "would your team remain open to").
_LINKING = frozenset("be been being remain stay feel seem keep are is".split())
_PLEASE_PRONOUN = re.compile(r"\bPlease (?:I|we|We)\b")
# "Italy to introduce Haliaetum Delikatese d.o.o. to ...": a sentence that opens with a name
# and "to introduce" lost its subject and verb ("I am writing"); these words may open it so.
_TO_INTRODUCE = re.compile(r"(?:^|(?<=[.!?] )|(?<=\n))([A-Z][\w'-]*) to introduce\b", re.M)
_OPEN_TO_INTRODUCE = frozenset(
    "happy pleased glad delighted writing hoping excited proud honoured honored time nice great "
    "just want wanted wishing keen eager".split()
)
# "I  that Жжще ООД sources frozen octopus": "I" or "we" straight before "that" (a verb lost)
_PRONOUN_THAT = re.compile(r"\b(?:I|[Ww]e) +that\b")
# Two spaces or more between two words of a line ("samples of our steam  Korea"): a word lost
# there. Not after a sentence's mark ("sent.  Next"), where some writers type two.
_SPACES_INSIDE = re.compile(r"(?<=[^\W\d_]) {2,}(?=[^\W\d_])")
# Single lower-case letters with dots ("o.o." of "d.o.o.", "r.o." of "s.r.o."), the end of a
# dotted legal form; glued to a word (not standing as "d.o.o." or "z o.o." do) it is a seam.
_DOTTED_TAIL = re.compile(r"\.(?:[a-z]\.){2,}")
# "<word> was good to meet you": what may stand before "was" there ("It", "That", "it really").
_MET_WAS = re.compile(
    r"\b([\w-]+) was (?:good|great|nice|lovely|a pleasure|a real pleasure) to meet you\b"
)
_MET_SUBJECTS = frozenset("it that this really truly certainly also so such indeed".split())
# "meet you at Gnatz Wohnkultur GmbH stands out among buyers": the fair lost and two sentences
# run together at the company (a clause of its own, after a comma, may say what stands out).
_MET_STANDS_OUT = re.compile(r"\bmeet you at [^.,;:!?\n]{1,80}? stands out\b")
# "I understand you are interested in TPAN ogy0RLons 山口洋酒株式会社 stands out among buyers":
# the note's sentence runs into the next one at the company, as `_MET_STANDS_OUT`.
_NOTE_STANDS_OUT = re.compile(
    r"\bI understand you (?:are interested in|need) [^.,;:!?\n]{1,80}? stands out\b"
)
# "you need blue poppy seed to meet you at a morphine content": the note's need runs into
# the meeting sentence.
_NEED_MEET = re.compile(r"\byou need [^.,;:!?\n]{1,60}? to meet you\b")
# "Hello Julia, and I would be glad to discuss it.": the note's clause fused onto the greeting.
_GREETING_AND = re.compile(
    r"^(?:Dear|Hello|Hi|Good (?:morning|afternoon|day)) [^\n,.]{1,60}, and (?:I|we)\b", re.M
)
# "you will want who deliver on time": the noun before "who" lost.
_WANT_WHO = re.compile(r"\bwant who\b")
# The follow-ups' sentences with a word lost or swapped: "Is you asked about wine, so ..." (for
# "As you asked"), "Our offer for X stands, free samples." (the span: "stands,"), "We still have
# capacity for new orders of X?".
_IS_YOU = re.compile(r"(?:^|(?<=[.!?] ))Is you(?= [a-z])", re.MULTILINE)
_STANDS_WITHOUT = re.compile(r"\bOur offer for [^\n]{1,80}? (?P<span>stands,) (?!including\b)")
_CAPACITY_ASKED = re.compile(r"\bWe still have capacity for new orders of [^.?!\n]{1,80}\?")
# "you need <what> and I would be glad": the need lost, "need" runs into the next clause.
_NEED_CLAUSE = re.compile(r"\bneed (?:I|we) (?:would|will|can|could|am|are)\b")
# Closing words ("Best regards", "Kind wishes") that "Thank" never takes ("Thank you").
_THANK_CLOSING = re.compile(r"\bThank (?:regards|wishes|best|kind|sincerely)\b", re.IGNORECASE)
# What may stand between "we" and the product: nothing, or one modal (a verb is lost).
_WE_MODAL = r"\bwe(?: (?:can|could|will|would|also))? "
# Food is canned: "where we can corned beef from grass-fed cattle" is a cannery's verb.
_WE_MODAL_FOOD = r"\bwe(?: (?:could|will|would|also))? "
_FOOD = frozenset(
    "processed_foods beverages alcoholic_beverages coffee_tea frozen_seafood frozen_foods meat "
    "dairy grains fresh_produce confectionery edible_oils spices nuts_dried_fruit pet_food".split()
)


# (a literal every match holds, so a text without it is skipped; the pattern; the reason); the
# span reported is the match, or its group "span" where the pattern has one
_PHRASES = (
    ("Please ", _PLEASE_PRONOUN, "'Please' before 'I' or 'we': words lost"),
    ("hank ", _THANK_CLOSING, "a closing that is no closing"),
    ("that", _PRONOUN_THAT, "a sentence without its verb"),
    ("need ", _NEED_CLAUSE, "a sentence whose need was lost"),
    ("stands out", _NOTE_STANDS_OUT, "two sentences run together"),
    ("meet you", _NEED_MEET, "a need run into a meeting"),
    (", and ", _GREETING_AND, "a clause fused onto the greeting"),
    ("want who", _WANT_WHO, "a sentence that lost its noun"),
    ("Is you", _IS_YOU, "a sentence that lost its first word"),
    (" stands, ", _STANDS_WITHOUT, "a word lost after the comma"),
    ("capacity for new orders", _CAPACITY_ASKED, "a statement that ends in a question mark"),
)


def run(scan: Scan) -> None:
    for part in scan.parts:
        text = part.tokens.text
        if " open to" in text and "Would " in text:
            _open_without_be(scan, part, text)
        _product_after_we(scan, part, text)
        for literal, pattern, reason in _PHRASES:
            group = "span" if "span" in pattern.groupindex else 0
            for m in pattern.finditer(text) if literal in text else ():
                scan.garble(part, *m.span(group), reason)
        if "  " in text:
            for m in _SPACES_INSIDE.finditer(text):
                start, end = m.start() - 1, m.end() + 1  # the letters either side: a visible span
                scan.garble(part, start, end, "a word lost between two spaces", any_language=True)
        for m in _DOTTED_TAIL.finditer(text):
            if _glued(scan, text, m.start(), m.end()):
                scan.garble(part, m.start() - 1, m.end(), "the end of a legal form glued to a name")
        if " to meet you" in text:
            for m in _MET_WAS.finditer(text):
                if m.group(1).casefold() not in _MET_SUBJECTS:
                    scan.garble(part, m.start(), m.end(), "a sentence that lost its 'It'")
            for m in _MET_STANDS_OUT.finditer(text):
                scan.garble(part, m.start(), m.end(), "two sentences run together")
        if " to introduce" in text:
            for m in _TO_INTRODUCE.finditer(text):
                if m.group(1).casefold() not in _OPEN_TO_INTRODUCE:
                    scan.garble(part, m.start(), m.end(), "a sentence without its subject and verb")


def _glued(scan: Scan, text: str, at: int, end: int) -> bool:
    """The dotted letters from `at` to `end` follow a word of two letters or more ("ЕООД.",
    'בע"מ.') with which they make no legal form ("Sh.p.k." does), not one letter standing
    alone ("d.o.o.")."""
    if at < 2 or not text[at - 1].isalpha():
        return False
    if not (text[at - 2].isalpha() or text[at - 2] in "\"'\u05f4"):
        return False
    start = at - 1
    while start > 0 and text[start - 1].isalpha():
        start -= 1
    compact = (text[start:at] + text[at:end].replace(".", "")).lower()
    return compact not in scan.knowledge.legal.forms


def _open_without_be(scan: Scan, part: Part, text: str) -> None:
    for m in _WOULD_OPEN.finditer(text):
        if _LINKING.isdisjoint(m.group(1).casefold().split()):
            scan.garble(part, m.start(), m.end(), "'open to' with no verb before it")


def _product_after_we(scan: Scan, part: Part, text: str) -> None:
    """The buyer's product (two words or more, or a plural) right after "we" or "we can":
    "We can pocket knives from South Korea". A one-word product may be a verb ("we ship")."""
    product = scan.profile.buyer.product_category.strip()
    words = product.split()
    if not words or (len(words) < 2 and not product.endswith("s")):
        return
    if product.casefold() not in text.casefold():
        return
    food = not _FOOD.isdisjoint(scan.profile.categories)
    pattern = (_WE_MODAL_FOOD if food else _WE_MODAL) + re.escape(product) + r"\b"
    for m in re.finditer(pattern, text, re.IGNORECASE):
        scan.garble(part, m.start(), m.end(), "the product straight after 'we': a verb is lost")
