"""artifact: a sentence or an email that lost a part a reader needs (seen in the faker-trained
models' passed drafts of 2026-12-05).

- the email stops before its sign-off: the body has no closing and no line with the sender's
  name, and its last line does not end a sentence ("Thành, may I send") or the paragraph just
  stops ("... you know how much reliable supply matters." and nothing after it);
- one company on both sides of "and"/"&" in the subject ("Kestrel Export Ltd and Kestrel Export
  Ltd");
- a question without its verb ("Would a brief call with Cisneros, Lindsey and Adams?");
- "because <company> in <country>." (any clause with no verb) with the verb and product lost;
- "well" stranded after the company where "I hope this finds ... well" lost its start ("to
  introduce Kestrel Export Ltd to Weber, Lawson and Bernard well.");
- a word nobody knows in place of the category's first word ("Pipumer electronics" for
  consumer electronics), or that word cut short ("Fro chicken breast fillets");
- a letter with no sign-off whose last line stops on a comma;
- a greeting ("Dear ...") inside the letter, after its first lines;
- "buys <product> in." with the country lost, "As <title> on time." with the middle of "As
  <title>, you will want partners who deliver on time." lost;
- two subject templates run together ("A new kimchi partner for <company> and <your company>").
"""

from __future__ import annotations

import re

from anyascii import anyascii
from rapidfuzz import fuzz

from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.judge import MODEL_OFFERS, tokens_of
from sales_dlm.facts.rules.subject_slots import one_word_replaced
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.tokens import ATTACHED_FORMS, is_cjk, singular
from sales_dlm.facts.vocabulary import frequent_english_words

_QUESTION_WITHOUT_VERB = re.compile(
    r"\bWould an? (?:brief |short |quick )?(?:call|chat|meeting)(?: with [^?\n]{1,80})?\?"
)
# What makes "Would a call with X ..." a question: "this month be possible", "work for you".
_VERB_AFTER = re.compile(r"\b(?:be|work|suit|help|fit|interest|make sense|possible)\b")
# A signature's lines: name, title, company, address, phone and web.
_SIGNATURE_LINES = 6
_SIGNATURE_LINE_TOKENS = 10  # "Daniel Moreau, Export Manager, Kestrel Export Ltd"
# Sentences that make a whole email (greeting line aside) rather than a note.
_WHOLE_EMAIL_SENTENCES = 3
# a sentence's end: a word of three letters or more and its mark; a capitalised word before a
# dot is an abbreviation's ("San. ve Tic. A.Ş.") and not counted
_SENTENCE = re.compile(r"(\w{3,})[.!?](?:\s|$)")
# How close to a word of the buyer's company a word is the company's misspelling, not the product's.
_COMPANY_WORD_SIMILARITY = 70
_ENDS_SENTENCE = (".", "!", "?", ":", ")", "\u3002")


def run(scan: Scan) -> None:
    body, subject = scan.body, scan.subject
    if not body.tokens.text.strip():
        # a model that wrote its whole e-mail into the subject, or nothing at all
        scan.garble(body, 0, 0, "the body is empty", any_language=True)
    _stops_before_sign_off(scan, body)
    _greeting_inside(scan, body)
    _greeting_runs_on(scan, body)
    _thanks_run_on(scan, body)
    _question_run_on(scan, body)
    _sentence_cut(scan, body)
    _same_company_twice(scan, subject)
    _subjects_fused(scan, subject)
    for part in scan.parts:
        text = part.tokens.text
        # the pattern's literal start: a pattern opening with \b is tried at every character
        questions = _QUESTION_WITHOUT_VERB.finditer(text) if "Would a" in text else ()
        for m in questions:
            if not _VERB_AFTER.search(m.group(0)):
                scan.garble(part, m.start(), m.end(), "a question without its verb")
        _company_without_verb(scan, part)
        _offer_slots(scan, part)
        _stranded_well(scan, part)
        _garbled_category_word(scan, part)
        _cut_category_word(scan, part)


def _stops_before_sign_off(scan: Scan, part: Part) -> None:
    tokens = part.tokens
    text = tokens.text.rstrip()
    if not text or part.signature < tokens.n:
        return  # a closing line starts the signature
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    person, company = scan.context.sender_person, scan.context.sender.company
    names = set(person.keys) if person is not None else set()
    names |= {k for k in tokens_of(company) if len(k) > 3}
    for line in lines[-_SIGNATURE_LINES:]:
        keys = tokens_of(line)
        # "Мадина Гаджиева" for Madina Gadzhieva: the name in the letter's script
        latin = {anyascii(k).lower() for k in keys if not k.isascii()}
        if len(keys) <= _SIGNATURE_LINE_TOKENS and names & (set(keys) | latin):
            return  # signed: a short line with the sender's name or company (any closing)
        if is_cjk(line[-1]) and line.endswith(ATTACHED_FORMS):
            return  # "大理蒼山貿易有限公司": the sender's company as Chinese letters write it
    last = lines[-1]
    start = len(text) - len(last)
    if not last.endswith(_ENDS_SENTENCE) and (last[-1:].isalpha() or last.endswith(",")):
        scan.garble(part, start, len(text), "the email stops mid-sentence")
    elif _sentences(text) >= _WHOLE_EMAIL_SENTENCES:
        # an email of several sentences with no sign-off was cut; a two-line note may be whole
        scan.garble(part, start, len(text), "the email stops before its sign-off")


# "Dear" opening a line this many lines into the body or later is no opening greeting
_GREETING_LINE = re.compile(r"\n[ \t]*Dear [^\n]{1,80}")
_OPENING_LINES = 3


def _greeting_inside(scan: Scan, part: Part) -> None:
    """ "Dear ..." opening a line inside the letter, after a sentence and before the signature: a
    second greeting (an address block above the greeting has no sentence)."""
    text = part.tokens.text
    if "\nDear " not in text and "\n Dear " not in text:
        return
    for m in _GREETING_LINE.finditer(text, 0, part.signature_start):
        if text.count("\n", 0, m.start() + 1) >= _OPENING_LINES and _sentences(text[: m.start()]):
            scan.garble(part, m.start() + 1, m.end(), "a greeting inside the letter")
            return


# The opening line: a greeting word, the name, a comma, and what follows on the same line
_OPENING_LINE = re.compile(r"\A\s*(\w+)[^\n,]{1,80},[ \t]+(\S[^\n]*?)[ \t]*(?:\n|\Z)")
# "Dear Chen, you" is cut; "Dear Anna, I hope this finds you well." and "Hi Anna, hope all is
# well" are whole, and "Dear Ms Chen, Purchasing Manager" is an address with a title
_RUN_ON_WORDS = 2


def _greeting_runs_on(scan: Scan, part: Part) -> None:
    """ "Dear CHIEN-LIANG CHEN, you" then a line break: the greeting line goes on, in lower
    case, into a sentence of a word or two that stops without its end."""
    m = _OPENING_LINE.match(part.tokens.text)
    if m is None or not scan.knowledge.language.greetings.starts_with(m.group(1).lower()):
        return
    rest = m.group(2)
    if (
        rest[0].islower()
        and not rest.endswith((*_ENDS_SENTENCE, ",", ";"))
        and len(rest.split()) <= _RUN_ON_WORDS
    ):
        scan.garble(part, m.start(2), m.end(2), "the greeting line runs on into a cut sentence")


# "Thank you ... at <event> I ...": the thanks is a sentence; "I" after the event's name,
# with no stop between, starts the next one
_THANKS_RUN_ON = re.compile(
    r"\bThank you[^.!?\n]{0,120}? at (?:[A-Z][\w&'-]*|\d{4})(?: (?:[A-Z][\w&'-]*|\d{4}))*"
    r" I [a-z]+"
)


def _thanks_run_on(scan: Scan, part: Part) -> None:
    """ "Thank you again for stopping by our stand at Gulfood 2026 I send details.": two
    sentences run together after the event's name."""
    text = part.tokens.text
    if "Thank you" not in text:
        return
    for m in _THANKS_RUN_ON.finditer(text):
        scan.garble(part, m.start(), m.end(), "two sentences run together")


# The models' closing question, "Would a brief call with <company> this month be possible?",
# and how far back its "Would" may stand
_CLOSING_TAIL = " this month be possible?"
_CLOSING_REACH = 120


def _question_run_on(scan: Scan, part: Part) -> None:
    """ "As VP of Quality at Wblpdxh Sangyo Inc. this month be possible?": a sentence runs into
    the closing question, whose first words are lost (dev_fresh49 M027)."""
    text = part.tokens.text
    at = text.find(_CLOSING_TAIL)
    while at >= 0:
        line = text.rfind("\n", 0, at) + 1
        before = text[max(line, at - _CLOSING_REACH) : at]
        if "Would" not in before and "would" not in before:
            start = text.rfind("As ", line, at)
            start = start if start >= 0 else line
            scan.garble(part, start, at + len(_CLOSING_TAIL), "a sentence runs into the question")
        at = text.find(_CLOSING_TAIL, at + 1)


# The models' "... buys <product> in <country>." with nothing after "in".
_BUYS_IN_NOTHING = re.compile(r"\bbuys [\w &/-]{1,40} in\.")


def _sentence_cut(scan: Scan, part: Part) -> None:
    """The models' sentences with a part lost: the country after "in", the middle or the main
    clause of the title sentence ("As Υπεύθυνος Αγορών.")."""
    text = part.tokens.text
    if " in." in text:
        for m in _BUYS_IN_NOTHING.finditer(text):
            scan.garble(part, m.start(), m.end(), 'the country is missing after "in"')
    title = " ".join(scan.profile.buyer.contact_title.split())
    if not title or f"As {title}" not in text:
        return
    cut = f"As {title} on time."
    at = text.find(cut)
    if at >= 0:
        scan.garble(part, at, at + len(cut), "the sentence lost its middle")
    company = " ".join(scan.profile.buyer.company.split())
    ends = [f"As {title}."]
    if company and not company.endswith("."):  # "Co." would end the sentence and the name
        ends.append(f"As {title} at {company}.")
    for cut in ends:
        for m in re.finditer(rf"\b{re.escape(cut)}(?=\s|$)", text):
            scan.garble(part, m.start(), m.end(), "the sentence has no main clause")
    for m in re.finditer(rf"\bAs {re.escape(title)}( [A-Za-z]{{1,3}}) at ", text):
        scan.add(
            part, FindingType.title_wrong, Severity.error, m.start(1) + 1, m.end(1),
            scan.profile.buyer.contact_title, 0.0, "stray letters after the title",
        )  # fmt: skip


def _subjects_fused(scan: Scan, part: Part) -> None:
    """ "... for <the buyer's company> and <your company>": a subject that addresses the buyer
    ("A new kimchi partner for X") run on into the one that pairs the two companies."""
    text = part.tokens.text.rstrip()
    company, sender = scan.profile.buyer.company.strip(), scan.context.sender.company.strip()
    tail = f" for {company} and {sender}"
    if company and sender and text.endswith(tail) and len(text) > len(tail):
        at = len(text) - len(sender) - len("and ")
        scan.garble(part, at, len(text), "two subject lines run together")


def _sentences(text: str) -> int:
    return sum(not word[0].isupper() for word in _SENTENCE.findall(text))


# "Our home range is made to order ..." to a textiles buyer: another word in the offer's slot
_OFFER_SLOTS = re.compile("|".join(MODEL_OFFERS))


def _offer_slots(scan: Scan, part: Part) -> None:
    category = [singular(k) for k in tokens_of(scan.profile.buyer.product_category)]
    record = set(category)
    if not record:
        return
    index = scan.knowledge.taxonomy.index
    for m in _OFFER_SLOTS.finditer(part.tokens.text):
        group = "a" if m.group("a") else "b"
        keys = [singular(k) for k in tokens_of(m.group(group))]
        if any(index.match(keys, k) is not None for k in range(len(keys))):
            continue  # a product the lexicon knows ("dried fruit"): the categories rule judges
        replaced = one_word_replaced(keys, category, scan)  # "infusion Supplys" for ... sets
        if keys and (not set(keys) & record or replaced):
            start, end = m.start(group), m.end(group)
            scan.add(
                part,
                FindingType.category_wrong,
                Severity.error,
                start,
                end,
                scan.profile.buyer.product_category,
                0.0,
                "the offer names something else where the record's product belongs",
            )


def _same_company_twice(scan: Scan, part: Part) -> None:
    text = part.tokens.text.strip()
    company = scan.profile.buyer.company.strip()
    garbled = any(f.part == part.name and f.type is FindingType.artifact for f in scan.findings)
    if part.name == "subject" and company and text.count(company) > 1 and not garbled:
        # "For Carter Spice Company, LLC: dried oregano for Carter Spice Company, LLC"
        at = part.tokens.text.rfind(company)
        scan.garble(part, at, at + len(company), "the company named twice in one subject")
        return
    for joiner in (" and ", " & "):
        left, found, right = text.partition(joiner)
        if found and left.strip() and left.strip().casefold() == right.strip().casefold():
            scan.garble(part, 0, len(text), f"one company on both sides of {joiner.strip()!r}")
            return


def _company_without_verb(scan: Scan, part: Part) -> None:
    """ "because <company>" with no verb in the rest of its clause ("because Jacuzzi, Muratori e
    Impastato Group in Italy.", "because Mai Công ty Trách nhiệm hữu hạn and in Vietnam."):
    the verb and the product were lost."""
    company = scan.profile.buyer.company
    text = part.tokens.text
    if not company or f"because {company}" not in text:
        return  # the pattern's literal start is absent: no regex to build for this buyer
    for m in re.finditer(rf"because {re.escape(company)}([^.;!?\n]*)[.;!?]?", text):
        words = re.findall(r"[^\W\d_]+", m.group(1))
        if not words or any(
            w in _CLAUSE_VERBS or (w.islower() and w.endswith(("s", "ed"))) for w in words
        ):
            continue  # "because Acme Ltd buys valves", "... has grown", "... imported"
        scan.garble(part, m.start(), m.end(), "a clause without its verb and product")


# Words that make a clause after "because <company>" one: "is", "has", "can"; a lower-case
# word in -s or -ed is taken as a verb too ("buys", "imported").
_CLAUSE_VERBS = frozenset(
    "is are was were has have had buy can could will would may might must should do does did "
    "need want sell source import stock carry make run operate work serve supply".split()
)


def _stranded_well(scan: Scan, part: Part) -> None:
    company = scan.profile.buyer.company
    if not company:
        return
    text = part.tokens.text
    needle = f"{company} well."
    at = text.find(needle)
    while at >= 0:
        start = max(text.rfind(".", 0, at), text.rfind("\n", 0, at)) + 1
        if "hope" not in text[start:at].lower():
            scan.garble(part, at, at + len(needle), "'well' left of a sentence that lost its start")
        at = text.find(needle, at + 1)


# How like the category's first word a word must be to be it garbled ("Pipumer" / consumer is
# 53; a variety before the head, "Galia" / fresh, is 0).
_REPLACED_LIKE = 40


def _like_company(scan: Scan, key: str) -> bool:
    words = tokens_of(scan.profile.buyer.company.casefold())
    return any(fuzz.ratio(key, word) >= _COMPANY_WORD_SIMILARITY for word in words)


# After these a capital inside a sentence may still be the product's word garbled ("our Åkly
# pear cordial" for prickly pear cordial), when it is spelled much like it.
_DETERMINERS = frozenset("our your the".split())
_GARBLED_LIKE = 50


def _garbled_category_word(scan: Scan, part: Part) -> None:
    """ "Pipumer electronics" for consumer electronics: the category's first word replaced by a
    word no vocabulary, record or batch knows."""
    words = scan.profile.buyer.product_category.split()
    if len(words) < 2:
        return
    rest = " ".join(words[1:]).casefold()
    tokens, ctx = part.tokens, scan.context
    if not _capital_before(tokens.text, rest):
        return  # the regex below walks every word; only a capitalised one can be reported
    vocabulary = scan.knowledge.vocabulary
    for m in re.finditer(rf"\b(\w+) {re.escape(rest)}\b", tokens.text, re.IGNORECASE):
        word = m.group(1)
        key = word.casefold()
        if key == words[0].casefold() or not word.isalpha() or not word[:1].isupper():
            continue
        before = tokens.text[: m.start(1)].rstrip(" ")
        ours = before.rsplit(" ", 1)[-1].casefold() in _DETERMINERS
        like = fuzz.ratio(key, words[0].casefold()) >= _GARBLED_LIKE
        if part.name == "body" and before and before[-1] not in ".!?\n" and not (ours and like):
            continue  # a capital inside a sentence is a name ("Kent mango slices")
        if vocabulary.knows(key) or key in ctx.plain_words or key in ctx.batch_words:
            continue
        if key in scan.profile.grounded or _like_company(scan, key):
            continue  # "Globel Foods" for Global Foods Trading: the company rule's
        if word.isupper() or fuzz.ratio(key, words[0].casefold()) < _REPLACED_LIKE:
            continue  # "FCV tobacco leaf", "Galia melons": an acronym, a variety, not garble
        if scan._foreign_at(part, m.start(1)):
            continue  # "Färsk okra från Nicaragua" over a Swedish letter: the word translated
        scan.garble(part, m.start(1), m.end(1), "a garbled word of the product")


def _cut_category_word(scan: Scan, part: Part) -> None:
    """ "Fro chicken breast fillets" for frozen chicken breast fillets: the category's first
    word cut to its first letters (two or more short of the word), the rest written whole."""
    words = scan.profile.buyer.product_category.split()
    if len(words) < 2 or len(words[0]) < 4:
        return
    rest, first = " ".join(words[1:]), words[0]
    text = part.tokens.text
    if words[-1][1:] not in text or rest.casefold() not in text.casefold():
        return  # first a quick test: the last word but its first letter (not in all capitals)
    cuts = "|".join(re.escape(first[:n]) for n in range(len(first) - 2, 1, -1))
    for m in re.finditer(rf"(?<![\w-])({cuts}) {re.escape(rest)}\b", text, re.IGNORECASE):
        if m.group(1).casefold() not in frequent_english_words():  # "can ackee", "sheep leather"
            scan.garble(part, m.start(1), m.end(1), "a word of the product cut off")


def _capital_before(text: str, rest: str) -> bool:
    """Whether "<Word> <rest>" (rest case ignored) may be in `text` with a capital starting
    the word: a quick, exact pre-test for ASCII text and `rest`, where `str.lower` pairs the
    letters `re.IGNORECASE` does and `str.isalnum` is `\\w` but for "_"; True otherwise."""
    if not (text.isascii() and rest.isascii()):
        return True
    lowered, needle = text.lower(), " " + rest
    at = lowered.find(needle)
    while at >= 0:
        start = at
        while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
            start -= 1
        if start < at and text[start].isupper():
            return True
        at = lowered.find(needle, at + 1)
    return False
