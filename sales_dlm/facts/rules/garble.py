"""artifact: text a buyer could not read as written English.

Errors, each with its span and a plain reason:
- a phrase repeated back to back ("solar panels solar panels", "to the to the");
- punctuation no writer produces ("S.r..l.", "call?.", "Emre,lm", "Ltd.arez"), outside email
  and web addresses and phone numbers;
- two closed-class words English never puts side by side ("a of", "we the", "to we");
- "ago" after anything but a span of time ("We supply Cape Fresh Beverages ago, may I");
- a sentence that ends on an article, a possessive or a conjunction ("send you a.");
- a body line of several words that stops without a mark before a blank line or the end
  (a sentence cut off);
- a greeting with nobody after it ("Dear\\n,", "Dear ,") or with a lower-case word where the
  name belongs ("Dear morning");
- leftover prompt text: a body line starting with a prompt label ("Buyer company: ...").
Single doubled words are read by `artifacts`; unknown and fused words by `grounding`.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from anyascii import anyascii
from rapidfuzz import fuzz

from sales_dlm.facts.context import F_COUNTRY, F_GREETING, F_HONORIFIC
from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.judge import STUTTER, grade_letter, is_latin, script_of, tokens_of
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.tokens import Tokens, blank_spans, is_cjk, is_hangul, same_name, singular
from sales_dlm.facts.vocabulary import english_words, frequent_english_words

# Longest phrase checked for a back-to-back repeat ("a quick idea for Import Delcroix SRL"
# written twice is 7, "We can offer 500 t in 20' containers, CFR Laem Chabang," 11); single
# words are `artifacts`' job.
_MAX_REPEAT_WORDS = 20
# A whole sentence of this many words written twice in a row is a stutter ("Alle partijen zijn
# iTSCi-getagd. Alle partijen zijn iTSCi-getagd."), however short.
_SENTENCE_REPEAT_WORDS = 4
# A line this many words long is a sentence, so it must end with a mark.
_MIN_SENTENCE_WORDS = 5
# CJK full-width marks end a line too: "。！？）：；，"
_LINE_END_OK = re.compile(
    r"""[.!?:;,)\]}>"'\u201d\u2019\u2026*\u3002\uff01\uff1f\uff09\uff1a\uff1b\uff0c\u060c\u061f\u06d4\u0964\u0965-]\s*$"""
)
# A sentence ends inside the line: a word, a dot, "!" or "?", and a word after it; the word
# after starts with a capital (any script: "ДООЕЛ. We supply").
_SENTENCE_INSIDE = re.compile(r"[^\W_)][.!?]\s+(?=[^\W\d_])")
# The most words a greeting line has ("Laba diena, gerbiamas Robertai,").
_GREETING_WORDS = 5
_BULLET = re.compile(r"^\s*(?:[-*\u2022\u2013]\s|[\u2027\u30fb]\s?|\d+[.)]\s)")
# Every pattern of artifacts.toml's punctuation_patterns matches where one of these cheap ones
# does (a mark followed by something other than a space or digit, a space or newline before a
# mark, a mark opening the text); clean text mostly has none. Three patterns, each starting
# with a narrow class the regex engine scans for quickly: one alternation of them is tried at
# every character, three times slower. Each with how far its hint starts before its match: a
# blank before a mark is found at the mark (a pattern starting with the blank is tried at
# every space) and widened back by the one blank.
_PUNCTUATION_HINTS = (
    (re.compile(r"[.,;:!?][^\s\d]"), 0),
    (re.compile(r"[,;:.!?](?<=\s.)"), 1),
    (re.compile(r"^[,;:.!?]"), 0),
    (re.compile(r"-[,;:.!?]"), 1),  # a hanging hyphen: "lion-, I hope"
)
# Greetings that cannot stand without a name ("Hi," and "Hello," can).
_NEEDS_NAME = frozenset({"dear", "estimado", "estimada", "szanowny"})


def _repeated_phrases(scan: Scan, part: Part) -> None:
    tokens = part.tokens
    keys, gaps = tokens.keys, tokens.gaps
    # A phrase of `size` words written twice starts at i with keys[i] == keys[i + size]:
    # one pass remembering where each word was last seen finds every such i.
    last: dict[str, int] = {}
    starts: set[tuple[int, int]] = set()
    n = tokens.n
    for i, key in enumerate(keys):
        p = last.get(key)
        # a phrase of two words or more: its second word is written twice too, which most
        # common words seen again within ten words ("the", "and") fail
        if (
            p is not None
            and 1 < i - p <= _MAX_REPEAT_WORDS
            and i + 1 < n
            and keys[p + 1] == keys[i + 1]
        ):
            starts.add((p, i - p))
        last[key] = i
    done = -1
    for i, size in sorted(starts, key=lambda s: (s[0], -s[1])):
        j = i + 2 * size
        if i < done or j > tokens.n or keys[i : i + size] != keys[i + size : j]:
            continue
        if len(set(keys[i : i + size])) == 1 or keys[i].isdigit():
            continue  # one word repeated: `artifacts` reports it
        words = tokens.words
        first, second = words[i : i + size], words[i + size : j]
        if second[0][:1].islower() and first[0][:1].isupper():
            first = [first[0].lower(), *first[1:]]  # "Our grade meets ..., our grade meets ..."
        if gaps[i + 1 : i + size] != gaps[i + size + 1 : j] or first != second:
            continue  # written differently ("Ace Ltd. and ACE"): a list, not a stutter
        junction = gaps[i + size]
        sentence = junction.rstrip()[-1:] in (".", "!", "?") and words[i + size][:1].isupper()
        if sentence and not (size >= _SENTENCE_REPEAT_WORDS and tokens.breaks_before(i)):
            continue  # "... to Acme S.A. Acme S.A. may need": a new sentence names it again
        if size == 2 and any(gaps[k] != " " for k in range(i + 1, j) if k != i + size):
            continue  # "No. 5, No. 6": items written with marks; "grade 1, grade 1," is a stutter
        if size == 2 and _x_and_x(keys, i):
            continue  # "and more and more restaurants": "more and more", an English idiom
        if _signed_then_named(scan, part, i, size):
            continue  # "Best,\nMaría Fernanda\n\nMaría Fernanda Quesada Brenes"
        start, end = tokens.span(i, j - 1)
        scan.garble(part, start, end, f"a phrase of {size} words written twice", any_language=True)
        done = j


def _signed_then_named(scan: Scan, part: Part, i: int, size: int) -> bool:
    """The phrase at i is the sender's name signed under the closing, alone on its line, and
    the next line block opens the full name with it again (the signature's name block)."""
    tokens, person = part.tokens, scan.context.sender_person
    if person is None or i < part.signature or "\n" not in tokens.gaps[i + size]:
        return False
    return set(tokens.keys[i : i + size]) <= set(person.keys) and "\n" in tokens.gaps[i]


def _x_and_x(keys: list[str], i: int) -> bool:
    """The doubled pair at i is "and X and X" or "X and X and": the idiom "X and X" ("more and
    more", "again and again", "over and over") inside it."""
    pair = keys[i : i + 2]
    if pair[0] == "and":  # "and more and more": "more and more" follows the first "and"
        return pair[1] in _DOUBLED
    return pair[1] == "and" and pair[0] in _DOUBLED and i > 0 and keys[i - 1] == "and"


# Words English doubles around "and": "more and more", "again and again", "over and over".
_DOUBLED = frozenset("more less again over on round better worse bigger higher".split())


def _korean(c: str) -> bool:
    """A Hangul syllable or jamo."""
    return is_hangul(c) or "\u1100" <= c <= "\u11ff" or "\u3130" <= c <= "\u318f"


# The shortest lower-case Latin run into Chinese or Japanese text read as a garble.
_STRAY_RUN = 5


def _stray_latin(latin: str) -> bool:
    """Latin letters a Korean, Chinese or Japanese word cannot follow or precede (tokens.py
    cuts a word where the scripts meet): lower case or accented ("Ĺik",
    "towitle"); capitals alone are an acronym ("LG전자", "CJ제일제당"), and a Greek letter is a
    symbol of science ("α相转化率", the alpha phase's conversion rate)."""
    letters = [c for c in latin if c.isalpha() and not is_cjk(c) and not "\u0370" <= c <= "\u03ff"]
    return bool(letters) and any(c.islower() or not c.isascii() for c in letters)


# Chinese words that introduce a name, written straight onto it ("俗称cottonii", commonly
# called cottonii): the Latin word after them is the name, not a stray.
_NAMING = ("称", "稱", "称为", "稱為", "叫做", "名为", "名為", "即")


def _scripts_run_together(scan: Scan, part: Part) -> None:
    """Latin letters that are no word run into Korean, Chinese or Japanese ones: "Ĺik영자" for
    the sender 김영자, "towitle레개발공사", "towoswtification会社山本電気"; a name or a word with a
    Korean particle ("Healthcare의", "Siriporn입니다") is Korean grammar."""
    tokens = part.tokens
    if not tokens.has_cjk:
        return
    words, gaps = tokens.words, tokens.gaps
    grounded, vocabulary = scan.profile.grounded, scan.knowledge.vocabulary

    def stray(k: int, korean: bool) -> bool:
        key, word = tokens.keys[k], words[k]
        camel = any(c.isupper() for c in word[1:])  # "iPhoneケース": a brand's own capitals
        known = key in grounded or vocabulary.knows(key)
        if word[:1].isdigit() or (k > 0 and words[k - 1].isdigit() and gaps[k] == ""):
            return False  # "각 3kg씩", "20ml入り": a unit after its number
        # Chinese and Japanese run names and units into their text ("Prima和", "15cmの",
        # "各1kg"): there only a long lower-case run that is no word ("towoswtification")
        long_lower = word.isalpha() and word.islower() and len(word) >= _STRAY_RUN
        accented = not word.isascii()  # "Ś社山本電気": no name of either script
        odd = korean or long_lower or accented
        return _stray_latin(word) and not known and not camel and odd

    for k in range(tokens.n):
        word = words[k]
        # one token: an accented Latin letter stuck to CJK ("Ś社山本電気"), any beside Hangul
        accented = any(c.isalpha() and not c.isascii() and not is_cjk(c) for c in word)
        mixed = any(map(is_cjk, word)) and (accented or any(map(_korean, word)))
        mixed = mixed and _stray_latin(word)
        joined = (
            k > 0
            and gaps[k] == ""
            and (
                (all(map(is_cjk, word)) and stray(k - 1, _korean(word[0])))
                or (
                    all(map(is_cjk, words[k - 1]))
                    and not words[k - 1].endswith(_NAMING)
                    and stray(k, _korean(words[k - 1][-1]))
                )
            )
            and not _named_with_particle(tokens, k)
        )
        if mixed or joined:
            start, end = tokens.span(k - 1 if joined else k, k)
            scan.garble(
                part,
                start,
                end,
                "Latin letters run into Korean, Chinese or Japanese",
                any_language=True,
            )


# Korean particles written straight after a word, a Latin name too ("Mina Abdullah에 기반을 둔").
_KOREAN_PARTICLES = frozenset(
    "에 의 을 를 은 는 이 가 와 과 로 으로 에서 에게 도 만 까지 부터 에는 에서는 과의 와의 "
    "입니다 이다 라는 이라는".split()
)


def _named_with_particle(tokens, k: int) -> bool:
    """Token k is a Korean particle whole, after a capitalised Latin word of three letters or
    more: a name in a Korean sentence ("Abdullah에"), not letters run into Hangul."""
    before = tokens.words[k - 1]
    return (
        tokens.words[k] in _KOREAN_PARTICLES
        and (k + 1 >= tokens.n or tokens.gaps[k + 1] != "")
        and len(before) >= 3
        and before.isascii()
        and before.isalpha()
        and before[0].isupper()
        and before[1:].islower()
    )


# Words that start a product's qualifier a model repeats ("sprats in oils in oil").
_QUALIFIER_STARTS = frozenset({"in", "of", "with", "for"})


def _plural_stutter(scan: Scan, part: Part) -> None:
    """ "Smoked sprats in oils in oil": a qualifier written twice, once in the plural."""
    tokens = part.tokens
    keys, gaps = tokens.keys, tokens.gaps
    for i in range(tokens.n - 3):
        if keys[i] not in _QUALIFIER_STARTS or keys[i + 2] != keys[i]:
            continue
        a, b = keys[i + 1], keys[i + 3]
        if a == b or singular(a) != singular(b) or any(gaps[k] != " " for k in range(i + 1, i + 4)):
            continue
        start, end = tokens.span(i, i + 3)
        scan.garble(part, start, end, "a phrase written twice", any_language=True)


# Opening quotation marks of the languages that write company names in them (UAB „Šiaulių
# Skonis“, ООО «Чайный дом») and brackets, and the marks that close each.
_QUOTES = {"„": '“”"', "«": "»", "(": ")"}
# How much of the paragraph after an unclosed mark a finding covers.
_UNCLOSED_REACH = 40


def _unclosed_quotes(scan: Scan, part: Part, text: str) -> None:
    """A quotation mark or a bracket opened and not closed in its paragraph: a name or a clause
    cut or run on ("to UAB „Šiaulių Skonis we make", "ООО «Восточная ку", "at the London Wine
    Fair (O stands out among buyers"). No clean letter of the tuning sets has one; over a
    hundred model drafts do."""
    marks = [(mark, closers) for mark, closers in _QUOTES.items() if mark in text]
    if not marks:
        return
    start = 0
    for paragraph in text.split("\n\n"):
        for mark, closers in marks:
            if mark not in paragraph:
                continue
            at = _unclosed(paragraph, mark, closers)
            if at >= 0:
                end = start + min(len(paragraph), at + _UNCLOSED_REACH)
                scan.garble(part, start + at, end, "a bracket or quotation mark never closed",
                            any_language=True)  # fmt: skip
        start += len(paragraph) + 2


# A bracket closed twice ("c주))강지우람"), not the end of brackets inside brackets.
_CLOSED_TWICE = re.compile(r"(?<![)(])\)\)")


def _closed_twice(scan: Scan, part: Part, text: str) -> None:
    """ "))" in a text with more closing brackets than opening ones: "our c주))강지우람 a steady
    source" ("(for 10 to 40 kg (dry goods))" has as many of each)."""
    if "))" not in text or text.count("(") >= text.count(")"):
        return
    for m in _CLOSED_TWICE.finditer(text):
        scan.garble(part, m.start(), m.end(), "punctuation no writer produces")


def _unclosed(paragraph: str, mark: str, closers: str) -> int:
    """Where the first mark that nothing after it closes stands in the paragraph, or -1 (no
    mark is its own closer)."""
    open_at: list[int] = []
    for j, c in enumerate(paragraph):
        if c == mark:
            open_at.append(j)
        elif c in closers and open_at:
            open_at.pop()
    return open_at[0] if open_at else -1


def _punctuation(scan: Scan, part: Part, text: str) -> None:
    pattern = scan.knowledge.leftovers.punctuation
    if pattern is None:
        return
    end = -1
    hints = [
        (m.start() - back, m.end())
        for hint, back in _PUNCTUATION_HINTS
        for m in hint.finditer(text)
    ]
    for first, last in sorted(hints, key=lambda h: h[0]) if len(hints) > 1 else hints:
        # The full patterns run only around each hint: a few characters either side.
        for m in pattern.finditer(text, max(first - 2, end, 0), last + 12):
            if m.end() > m.start() and m.start() >= end and text[m.start() : m.end()].strip():
                if _ITALIAN_TITLE.match(text, max(0, m.start() - 5)) or _ITALIAN_TITLE.match(
                    text, max(0, m.start() - 4)
                ):
                    continue  # "Gentile Dott.ssa Lombardi", "Sig.ra": Italian forms of address
                if _QUESTION_AFTER_DOT.fullmatch(m.group()) and _ends_legal_form(
                    scan, part, m.start()
                ):
                    continue  # "Shall I quote Kříž & Ježková s.r.o.?"
                # French puts a space before ; : ? ! ("Paris ; nous", "échantillons ?"): fine
                # in French, a doubt elsewhere
                spaced = _FRENCH_SPACE.fullmatch(m.group()) is not None
                if spaced and _FRENCH.search(text):
                    continue
                message = "punctuation no writer produces"
                scan.garble(part, m.start(), m.end(), message, doubt=spaced)
                end = m.end()


_QUESTION_AFTER_DOT = re.compile(r"\.\s*[?!]")
_ITALIAN_TITLE = re.compile(
    r"(?:Dott|Prof|Sig|Gent|Egr|Spett|Ing|Avv)\.(?:ssa|ra|na|mo|ma|mi|me|le)\b"
)
_FRENCH_SPACE = re.compile(r"[ \u00a0\u202f][;:?!]")
# Words only a French text has (not names or English words): "vous", "nous", "avec" ...
_FRENCH = re.compile(r"\b(?:vous|nous|avec|votre|notre|sommes|êtes|très|je me)\b", re.IGNORECASE)


def _ends_legal_form(scan: Scan, part: Part, offset: int) -> bool:
    """The dot at `offset` closes an abbreviated legal form ("s.r.o.", "Ltd. Şti.")."""
    tokens, forms = part.tokens, scan.knowledge.legal.forms
    i = tokens.index_at(offset - 1)
    if i < 0 or tokens.ends[i] != offset:
        return False
    return any("".join(tokens.keys[k : i + 1]) in forms for k in range(max(0, i - 3), i + 1))


# Verbs whose preposition a relative clause leaves at its end ("the length you asked for"),
# and the subjects the next clause may start with.
_STRANDING_VERBS = frozenset(
    "ask asked looking look looked waiting wait waited talked spoke heard called paid hoped "
    "hoping searching applied".split()
)
_SUBJECTS = frozenset("we i you they he she".split())


# A sentence that lost its verb before "that" and a name: "It that Visgroothandel Miltenburg
# B.V. sources", "I am that Morozov Torg JSC sources", "I am that you introduce" ("I noticed
# that ...", "I am writing because ..." cut).
_LOST_VERB = re.compile(r"(?:^|(?<=[.!?] ))(?:It|I am) that (?=[A-Z]|you |we )", re.MULTILINE)


def _lost_verb(scan: Scan, part: Part) -> None:
    text = part.tokens.text
    if " that " not in text or ("It that" not in text and "I am that" not in text):
        return
    for m in _LOST_VERB.finditer(text):
        scan.garble(part, m.start(), m.end() - 1, "a sentence without its verb")


def _grammar(scan: Scan, part: Part) -> None:
    grammar = scan.knowledge.leftovers.grammar
    tokens = part.tokens
    keys, words, gaps = tokens.keys, tokens.words, tokens.gaps
    last = min(tokens.n, part.signature)
    clashing = grammar.clashing
    # pairs that clash, found first: "of the", "to our" are in both word lists and common
    # (the second word is read by index: zipping the two costs every token a tuple)
    pairs = [
        k
        for k, a in enumerate(keys[: max(0, last - 1)], 1)
        if a in clashing and keys[k] in clashing[a] and gaps[k] == " "
    ]
    for k in pairs:
        if keys[k] == keys[k - 1] or not (words[k].islower() or words[k] == "I"):
            continue  # doubles are `artifacts`'; "in May" is a month
        if words[k - 1].isupper() and (len(words[k - 1]) > 1 or gaps[k - 1] == "-"):
            continue  # "SA de CV", "AS", "MPS-A and": acronyms that spell like words
        if grade_letter(tokens, k - 1) or (gaps[k - 1] == "/" and len(words[k - 1]) <= 2):
            continue  # "Grade A and B", "mixed AA/A for the show trade"
        if keys[k] in grammar.modals and (
            k + 1 >= tokens.n or gaps[k + 1][:1] in ".,;:!?" or keys[k + 1] in ("for", "to")
        ):
            continue  # "the text on the can.", "a must for you": the noun, not the modal
        if keys[k - 1] == "each" and k > 1 and (keys[k - 2] == "of" or "," in gaps[k - 1]):
            # "samples of each to Schwital": "each" ends its phrase; "models for learners, each
            # with a hardwood windchest": it stands alone after a comma
            continue
        if k + 1 < tokens.n and gaps[k + 1] == "-":
            continue  # "a by-product", "our in-shell pecans": the first part of a compound
        if k > 1 and keys[k - 2] in _STRANDING_VERBS and keys[k] in _SUBJECTS:
            continue  # "the length you asked for we can supply": a clause ends on its preposition
        start, end = tokens.span(k - 1, k)
        # "the can", "a must": modals are nouns too; "each" may end its phrase
        doubt = keys[k] in grammar.modals or keys[k - 1] == "each"
        scan.garble(part, start, end, "two words that cannot stand side by side", doubt)
    for k in [k for k in range(1, last) if keys[k] == "ago"] if "ago" in keys else ():
        if keys[k - 1] not in grammar.before_ago and gaps[k] == " ":
            start, end = tokens.span(k, k)
            scan.garble(part, start, end, "'ago' after a word that is not a span of time")
    endings, stops = grammar.bad_endings, (".", "?", "!")
    # only the ones a sentence's end follows ("the", "of" are everywhere)
    for k in [
        k for k, key in enumerate(keys[:last]) if key in endings and gaps[k + 1][:1] in stops
    ]:
        after = gaps[k + 1]
        ends = after[1:2] in (" ", "\n") or (k + 1 == tokens.n and len(after) == 1)
        if after[:1] in (".", "?", "!") and ends and words[k].islower():  # not "a.s."
            if keys[k] in _STRANDABLE and (_asks_which(tokens, k) or _after_infinitive(tokens, k)):
                # "which items you would like samples of.", "a few pieces to look at?"
                continue
            if keys[k] in _WH_WORDS and k and keys[k - 1] in _BEFORE_BARE_WH:
                continue  # "just tell me which.", "let me know who.": cut short on purpose
            start, end = tokens.span(k, k)
            scan.garble(part, start, end + 1, "a sentence that ends mid-phrase")


# Words that are capitalised mid-sentence only by a slip ("... FOB Leixões and We can ..."), or
# where a sentence lost its end ("Happy to send samples Worth a chat?"): pronouns, articles,
# modals and the words that open a request. No given names ("Will", "May") among them.
_LOWER_MID_SENTENCE = frozenset(
    "we our you your the an it they their would could shall should might must please thank "
    "thanks worth let".split()
)


# "I" and "we" of the buyers' languages, written with a capital only where a sentence starts
# (French, German, Dutch, Nordic).
_STARTS_ONLY_ABROAD = frozenset("je nous ich wir ik wij vi".split())


# Countries English names with "the" ("in the Netherlands"); without it a draft reads broken.
_THE_COUNTRIES = (
    ("united", "kingdom"),
    ("united", "states"),
    ("united", "arab", "emirates"),
    ("netherlands",),
    ("philippines",),
    ("czech", "republic"),
    ("dominican", "republic"),
    ("bahamas",),
    ("maldives",),
)
_THE_FIRST_WORDS = frozenset(name[0] for name in _THE_COUNTRIES)
_PLACE_PREPOSITIONS = frozenset({"in", "to", "from", "across", "throughout", "within", "into"})


def _missing_the(scan: Scan, part: Part) -> None:
    tokens = part.tokens
    keys = tokens.keys
    if _THE_FIRST_WORDS.isdisjoint(keys):
        return  # one pass in C; most drafts name none of these countries
    starts = [k for k in range(1, tokens.n) if keys[k] in _THE_FIRST_WORDS]
    for k in starts:
        if keys[k - 1] not in _PLACE_PREPOSITIONS or not tokens.cap(k):
            continue
        for name in _THE_COUNTRIES:
            if tuple(keys[k : k + len(name)]) == name:
                start, end = tokens.span(k - 1, k + len(name) - 1)
                scan.garble(part, start, end, f"'{keys[k - 1]} the ...': the article is missing")
                break


def _bare_honorifics(scan: Scan, part: Part) -> None:
    """A form of address with no name, called out ("Herr, may I send you ...")."""
    tokens = part.tokens
    for i in part.flagged(F_HONORIFIC):
        after = tokens.gaps[i + 1] if i + 1 <= tokens.n else ""
        if tokens.cap(i) and after.startswith(",") and tokens.breaks_before(i):
            start, end = tokens.span(i, i)
            # "Madame," alone on its line is a formal French greeting: a doubt, and none at
            # all in a letter written in French
            alone = "\n" in after and (i == 0 or "\n" in tokens.gaps[i])
            if alone and scan._foreign_at(part, start):
                continue
            _nobody(scan, part, start, end, "a form of address with no name", doubt=alone)


# Places whose name starts with a capital "The".
_THE_NAMES = frozenset({"hague", "gambia", "bahamas"})


def _stray_capitals(scan: Scan, part: Part) -> None:
    tokens = part.tokens
    words, keys, gaps = tokens.words, tokens.keys, tokens.gaps
    for k in [k for k in range(1, tokens.n) if keys[k] in _LOWER_MID_SENTENCE]:
        if words[k][0].isupper() and gaps[k] == " " and words[k - 1].islower():
            if keys[k] == "the" and k + 1 < tokens.n and keys[k + 1] in _THE_NAMES:
                continue  # "bring one to The Hague": the article is part of the name
            start, end = tokens.span(k, k)
            scan.garble(part, start, end, "a capital letter in the middle of a sentence")
    for k in [k for k in range(1, tokens.n) if keys[k] in _STARTS_ONLY_ABROAD]:
        if words[k][0].isupper() and gaps[k] == " " and words[k - 1].islower():
            # "une première commande de Je vous joins": a sentence cut off, the next run on
            start, end = tokens.span(k - 1, k)
            scan.garble(part, start, end, "a sentence cut off and run into the next",
                        any_language=True)  # fmt: skip


# Scripts that end a sentence without a mark: Thai, Lao.
_UNSTOPPED = re.compile(r"[\u0e00-\u0eff]")


def _cut_lines(scan: Scan, part: Part) -> None:
    text = part.tokens.text
    limit = part.signature_start
    lines = text[:limit].split("\n")
    pos = 0
    for n, line in enumerate(lines):
        start = pos
        pos += len(line) + 1
        nxt = lines[n + 1] if n + 1 < len(lines) else ""
        if nxt.strip() or not line.strip() or _BULLET.match(line):
            continue
        previous = lines[n - 1] if n > 0 else ""
        if previous.strip() and not _ends_with_mark(previous):
            continue  # the last line of a list or table without marks ("... EUR 71 per 1,000")
        if previous.strip() and _LABELLED.match(line):
            continue  # "Validity: until the end of next month" closing a list of terms
        if _ends_with_mark(line) and not (line.rstrip().endswith(",") and n > 0):
            continue  # a paragraph may end on a mark, but not on a comma (the greeting may)
        if _UNSTOPPED.match(line.strip()[0]) and _UNSTOPPED.match(line.rstrip()[-1]):
            continue  # Thai and Lao end a sentence with a space, not a mark
        words = line.split()  # after the cheaper tests: most paragraphs end on a mark
        if len(words) < _MIN_SENTENCE_WORDS:
            continue
        if "|" in line or any(start <= a < pos for a, _ in part.web):
            continue  # a contact line: "+372 742 3318 | www.emajoepuit.ee"
        if sum(w[:1].isupper() for w in words) * 5 >= len(words) * 4:
            continue  # names and places, not a sentence: "Žák Trade s.r.o., Czech Republic"
        if _record_line(scan, line):
            continue  # the addressee's title and company in a script without capitals
        if part.signature < part.tokens.n and n == len(lines) - 1:
            continue  # the closing line itself ("Best regards")
        offset = len(line) - len(line.lstrip())
        # One phrase ending on a name or a figure may be a heading or a list line ("Delivery:
        # by air to Kyiv"): a doubt. A line of sentences, or one ending on a lower-case or
        # stuttered word, is a sentence cut off.
        last = words[-1].strip("\"'\u201d\u2019)")
        doubt = (
            (last[:1].isupper() or last[:1].isdigit())
            and not any(line[m.end()].isupper() for m in _SENTENCE_INSIDE.finditer(line))
            and not STUTTER.search(last.casefold())
        )
        # an article or preposition last ("fournir tous les") is cut in any language
        open_end = last.casefold() in _OPEN_ENDINGS
        scan.garble(
            part,
            start + offset,
            start + len(line.rstrip()),
            "a sentence cut off",
            doubt=doubt,
            any_language=open_end,
        )


# Words besides the record's title and company that an address line may hold ("–", "شركة").
_ADDRESS_LINE_REST = 2


def _record_line(scan: Scan, line: str) -> bool:
    """The line is the buyer's title and company as the record writes them, and hardly
    anything else: "مدير المشتريات – تغلب بن وائل للتوابل ذ.م.م" under an Arabic greeting."""
    profile = scan.profile
    rest, found = line, False
    # the company as the record writes it or without its legal form ("– النعيمي للمواد الغذائية")
    for value in (*profile.company.name.spellings, profile.buyer.contact_title):
        if value.strip() and value.strip() in rest:
            rest, found = rest.replace(value.strip(), " "), True
    return found and len(re.findall(r"\w+", rest)) <= _ADDRESS_LINE_REST


# A list line that names its field first: "Loading: Lae, within 30 days".
_LABELLED = re.compile(r"\s*[^\W\d][\w ./()&'-]{0,30}:\s")


def _ends_with_mark(line: str) -> bool:
    """`_LINE_END_OK` searched from the line's last visible character: its marks are single
    characters, and a search from the start would try every character of a long paragraph."""
    return _LINE_END_OK.search(line, max(0, len(line.rstrip()) - 1)) is not None


# Prepositions a relative or a question leaves at the sentence's end, and the words that
# start such a clause.
_STRANDABLE = frozenset({"of", "at", "as"})
_WH_WORDS = frozenset({"which", "what", "who", "whom", "where"})
# A bare "which" or "who" ends a sentence after these: the question's rest is understood.
_BEFORE_BARE_WH = frozenset({"me", "us", "know", "decide", "choose", "sure", "matter", "say"})


def _asks_which(tokens, k: int) -> bool:
    return not _WH_WORDS.isdisjoint(tokens.keys[tokens.sentence_start(k) : k])


def _after_infinitive(tokens, k: int) -> bool:
    """ "to look at": the preposition closes an infinitive's phrasal verb."""
    return k >= 2 and tokens.keys[k - 2] == "to" and tokens.keys[k - 1] in english_words()


# A line does not stop on these without a mark: "so fruit ripens evenly in your\n- reefer".
_OPEN_ENDINGS = frozenset(
    "a an the your our my their its his her this these those and or but of to for with from "
    "by at in into as than that which whose".split()
    # the articles and prepositions of the buyers' languages a letter may be in ("fournir
    # tous les\n"); none of them ends a phrase there either
    + "les des du aux pour avec sur dans los las del para con por una der die das den dem "
    "und mit für zur zum della degli dello per".split()
)


# Characters of a line that a plain-text mailer or a careful writer wraps at about 72: a line
# this long that goes on in the next line of its paragraph is wrapped, not cut.
_WRAPPED_LINE = 50


def _open_line_ends(scan: Scan, part: Part) -> None:
    """A line (a list item too) whose last word cannot end a phrase: cut off."""
    tokens = part.tokens
    keys, gaps, words = tokens.keys, tokens.gaps, tokens.words
    last = min(tokens.n, part.signature)
    for k in part.line_ends:
        if k >= last:
            break
        after = gaps[k + 1]
        if k < 1 or keys[k] not in _OPEN_ENDINGS or not words[k].islower():
            continue
        if "\n" not in after or after.split("\n", 1)[0].strip():
            continue  # a mark or more text on the line
        if after.count("\n") > 1 and not _BULLET.match(tokens.text, _line_start(tokens, k)):
            continue  # a paragraph's last line: `_cut_lines` reads it
        wrapped = after.count("\n") == 1 and not after.strip()
        if k + 1 < tokens.n and words[k + 1][:1].islower() and wrapped:
            continue  # a sentence wrapped by hand: "the best of\nboth"
        start = _line_start(tokens, k)
        if (
            keys[k] in _LIST_JOINS
            and gaps[k].startswith(",")
            and _BULLET.match(tokens.text[start : start + _BULLET_WIDTH])
            and _BULLET.match(tokens.text[tokens.ends[k] :].lstrip("\n")[:_BULLET_WIDTH])
        ):
            continue  # "- ... in 1.4 t IBCs, or\n- sodium silicate lumps": the next item
        if (
            wrapped
            and tokens.ends[k] - start >= _WRAPPED_LINE
            and not _BULLET.match(tokens.text, tokens.text.find("\n", tokens.ends[k]) + 1)
        ):
            continue  # a paragraph wrapped at a fixed width: "I handle exports at\nBreiðafjörður"
        scan.garble(part, _line_start(tokens, k), tokens.ends[k], "a line that stops mid-phrase")


# Characters a list item's mark may take at the start of its line ("  12. ").
_BULLET_WIDTH = 8
# Words that join one list item to the next after a comma: "in 1.4 t IBCs, or".
_LIST_JOINS = frozenset("or and".split())


def _line_start(tokens, k: int) -> int:
    return tokens.text.rfind("\n", 0, tokens.starts[k]) + 1


def _mostly_latin(words: list[str]) -> bool:
    return sum(map(is_latin, words)) * 2 > len(words)


def _greeting(scan: Scan, part: Part) -> None:
    """The opening greeting: "Dear" needs a name; no greeting may greet a lower-case word."""
    tokens, lang = part.tokens, scan.knowledge.language
    for i in part.flagged(F_GREETING):
        if i > 3 or not tokens.breaks_before(i):
            continue
        found = lang.greetings.match(tokens.keys, i, tokens)
        if found is None:
            continue
        k = i + found[0]
        address = k
        while k < tokens.n and not tokens.cap(k) and tokens.keys[k] in lang.honorifics:
            k += 1  # "Kính gửi chị Hương": a lower-case form of address before the name
        gap = tokens.gaps[k] if k <= tokens.n else ""
        start, end = tokens.span(i, k - 1)
        if gap.strip()[:1] in ("{", "[", "<"):
            return  # a placeholder: `artifacts` reports it
        if k >= tokens.n or "\n" in gap or gap.strip():
            named_by_address = k > address  # "Dobrý deň, pani,": a form of address, no name
            if (tokens.keys[i] in _NEEDS_NAME or named_by_address) and not gap.strip().startswith(
                "!"
            ):
                _nobody(scan, part, start, end + len(gap.rstrip()), "a greeting with no name")
        elif not tokens.cap(k) and tokens.keys[k] not in lang.generic_addressees:
            if tokens.keys[k] == "from":
                return  # "Greetings from Owendo, Gabon.": where the writer is, no one greeted
            _nobody(scan, part, start, tokens.ends[k], "a greeting that names nobody")
        return
    # A whole letter (it has a sign-off) opens with a greeting; a snippet need not.
    whole = part.signature < tokens.n
    if part.name == "body" and whole and not _opens_with_name(scan, part):
        # a short first line in Latin letters may be a greeting in a language the checker
        # does not know ("Hyvää päivää Markus,"): a doubt; a sentence is no greeting
        first = tokens.text.lstrip().split("\n", 1)[0].strip()
        # a letter in another script may open with a formal address block ("Начальнику
        # отдела закупок\nООО «Марков Металл»"): a doubt too
        if is_latin(first):
            doubt = len(first.split()) <= _GREETING_WORDS and not first.endswith((".", "?"))
        else:
            doubt = not _mostly_latin(tokens.words)
        if not tokens.text[: part.signature_start].strip():
            doubt = False  # the first line is the closing: a letter of nothing but its sign-off
        end = tokens.ends[min(2, tokens.n - 1)]
        scan.garble(part, 0, end, "the email opens without a greeting", doubt=doubt)


def _opens_with_name(scan: Scan, part: Part) -> bool:
    """The body opens with the contact's name as a vocative ("Lukas," / "Ms. Weber,")."""
    tokens, contact = part.tokens, scan.profile.contact
    if contact is None:
        return False
    k = 0
    lang = scan.knowledge.language
    allowed = set(contact.keys) | lang.honorifics | lang.name_suffixes
    while k < min(tokens.n, 4) and tokens.keys[k] in allowed:
        k += 1
    if 0 < k < tokens.n and tokens.gaps[k].startswith((",", "!", " -", " —")):
        return True
    return _greeting_line(scan, tokens.text)


# The longest first line read as a greeting in any language ("木村様", "Hyvää päivää Markus,",
# "Laba diena, Robertai,", "السيد رفيق الحجار المحترم،").
_GREETING_LINE_CHARS = 60
_GREETING_LINE_WORDS = 8


def _greeting_line(scan: Scan, text: str) -> bool:
    """The first line greets the contact in whatever language: it is short and holds a word
    of the contact's name, declined or not ("Robertai" for Robertas); in Chinese a name's first
    character, the family name, is enough ("陈经理，您好！" to 陈静)."""
    lines = text.lstrip().split("\n", 2)
    line = lines[0].strip()
    company = scan.profile.buyer.company.strip()
    if company and line == company and len(lines) > 1:
        # "青岛海丰麦芽有限公司\n吴雷经理：": the company's line above the greeting
        line = lines[1].strip()
    name = scan.profile.buyer.contact_name.strip()
    if not line or not name or len(line) > _GREETING_LINE_CHARS:
        return False
    if len(line.split()) > _GREETING_LINE_WORDS:
        return False
    parts = [p for p in name.split() if not p.isascii()]
    if len(parts) == 1 and all("\u4e00" <= c <= "\u9fff" for c in parts[0]):
        parts.append(parts[0][0])  # 陈静 -> 陈
    elif len(parts) == 1 and 2 < len(parts[0]) < 5 and all(is_hangul(c) for c in parts[0]):
        parts.append(parts[0][0])  # "손 대표님께," to 손영숙: the family name, one syllable
    if any(p in line for p in parts):
        return True
    contact = scan.profile.contact
    if contact is None:
        return False
    words = Tokens(line).keys
    if any(same_name(w, k) for w in words for k in contact.keys if len(k) > 1):
        return True
    if line.isascii():
        return False
    suffixes = [s for s in scan.knowledge.language.name_suffixes if not s.isascii()]
    bare = line.rstrip(",、，")
    for suffix in suffixes:
        if bare.endswith(suffix) and len(bare) > len(suffix):
            # "山口様" to Naoto Yamaguchi: a name and its form of address, which a record in
            # Latin letters cannot confirm; a record in the same script must start with it
            # ("木村様" to 佐藤 陽子 greets someone else)
            said = bare[: -len(suffix)].strip()
            return name.isascii() or name.replace(" ", "").startswith(said)
    # "王经理您好" to Xiaoyan Wang: the name in the line's own script, read in Latin letters
    latin = anyascii(line).casefold()
    return any(len(k) > 2 and k.isascii() and k in latin for k in contact.keys)


def _nobody(
    scan: Scan, part: Part, start: int, end: int, message: str, doubt: bool = False
) -> None:
    contact = scan.profile.buyer.contact_name
    error = Severity.error
    scan.add(part, FindingType.contact_wrong, error, start, end, contact, 0.0, message, doubt)


def _subject_end(scan: Scan, part: Part) -> None:
    text = part.tokens.text.rstrip()
    if text and text[-1] in ",;:&-":
        scan.garble(part, len(text) - 1, len(text), "a subject line that stops mid-phrase")
    tokens = part.tokens
    if tokens.n and not tokens.gaps[0].strip() and tokens.words[0].islower():
        if tokens.keys[0] in english_words():  # not a brand written small ("interpack")
            # sloppy, but read by three labellers as sendable ("rough emeralds for ..."): a
            # doubt, an error only beside another sign of a careless draft
            start, end = tokens.span(0, 0)
            scan.garble(part, start, end, "a subject line that starts in lower case", doubt=True)


# Endings of English adjectives no given name has ("skinless", "seamless", "washable").
_ADJECTIVE_SUFFIXES = ("less", "ful", "ous", "able", "ible")


def _vocative(scan: Scan, part: Part) -> None:
    """A subject or body that opens by calling someone ("Maison, a quick idea") must call the
    contact, not a word of the company."""
    tokens = part.tokens
    if tokens.n < 2 or not tokens.gaps[1].startswith(",") or tokens.gaps[0].strip():
        return
    if not tokens.cap(0) or scan.profile.contact is None:
        return
    key = tokens.keys[0]
    lang = scan.knowledge.language
    if key in scan.profile.contact.keys or key in lang.generic_addressees:
        return
    if not key.isascii() and anyascii(key) in {anyascii(k) for k in scan.profile.contact.keys}:
        return  # "Иване, добрый день!" to ივანე: the contact's name in the letter's script
    if part.name == "body" and _greeting_line(scan, tokens.text):
        return  # "Соломіє, добрий день!", "Здравейте, Милена,": the contact, greeted
    if lang.greetings.starts_with(key) or lang.closings.starts_with(key):
        return
    if key.endswith(_ADJECTIVE_SUFFIXES):
        return  # "Skinless, boneless grouper fillets": a property, listed
    if singular(key) in {singular(k) for k in tokens_of(scan.profile.buyer.product_category)}:
        return  # "Ginjinha, Portugal's sour cherry liqueur": the buyer's product, named
    ctx = scan.context
    if (
        key in scan.profile.company.name.core_keys
        or (key not in ctx.plain_words and key not in ctx.batch_words)
        or _rare_name(part, key)
        or key in ctx.contact_names  # another buyer's contact ("Lukas, ..." to Sarah)
    ):
        start, end = tokens.span(0, 0)
        contact = scan.profile.buyer.contact_name
        scan.add(
            part,
            FindingType.contact_wrong,
            Severity.error,
            start,
            end,
            contact,
            0.0,
            "opens by calling someone who is not the contact",
        )


def _rare_name(part: Part, key: str) -> bool:
    """A word the dictionary has but no frequent English word and no word of the trade, before a
    phrase in lower case ("Mari, a quick idea for ..."): a given name, not an opening word
    ("Reminder, ...", "Samples, ...")."""
    tokens = part.tokens
    return (
        tokens.n > 2
        and tokens.words[1][:1].islower()
        and not part.flag(0)
        and key not in frequent_english_words()
    )


def _prompt_lines(scan: Scan, part: Part) -> None:
    pattern = scan.knowledge.leftovers.prompt_lines
    if pattern is None or ":" not in part.tokens.text:
        return  # every prompt line has its label's colon; most drafts have no colon at all
    text, buyer_email = part.tokens.text, scan.profile.buyer.email.strip().casefold()
    for m in pattern.finditer(text):
        end = text.find("\n", m.end())
        rest = text[m.end() : end if end >= 0 else len(text)].strip().casefold()
        if "@" in rest and (not buyer_email or buyer_email not in rest):
            continue  # "Email: n.huseynova@sekibereket.az": the sender's own, under the name
        scan.garble(part, m.start(), m.end(), "prompt text copied into the draft")


# Abbreviations a lower-case word may follow ("e.g. kettles", "approx. 5 kg", "incl. VAT").
# Legal forms ("Ltd.", "Co.") are not among them: the record says whether its name has the dot.
_LOWER_AFTER = frozenset(
    "eg ie etc vs no approx dept incl excl ca pcs pc min max resp cf viz al nos qty eur var "
    "ssp spp ds vol шт тыс млн г ул см мм кг".split()
)  # "Ph. Eur. monograph", "Citrus aurantium var. amara", "spp. of", Polish "ds. eksportu",
# "40 % vol. in der Flasche"


# a lower-case letter of the Latin, Cyrillic or Greek alphabets after ". "
_STOP_THEN_LOWER = re.compile(r"\. (?=[a-zß-öø-ÿā-žа-яёіїєґα-ω])")


def _stop_inside_sentence(scan: Scan, part: Part) -> None:
    """A full stop followed by a lower-case word: a sentence does not start in lower case, so
    the stop is wrong ("We would like to offer Commerciale Vidoni Sagl. a steady source" for a
    record without the dot). Abbreviations, initials ("a.m."), and a legal form the record or
    the sender writes with its dot ("Acme Co., Ltd. a steady source") are not stops."""
    tokens = part.tokens
    record = scan.profile.record_text
    for m in _STOP_THEN_LOWER.finditer(tokens.text):
        k = bisect_left(tokens.starts, m.end())
        if k == 0 or k >= tokens.n or tokens.starts[k] != m.end():
            continue
        word = tokens.words[k]
        if not word.isalpha() or not word.islower():
            continue
        prev_word, prev = tokens.words[k - 1], tokens.keys[k - 1]
        if len(prev) <= 1 or prev in _LOWER_AFTER or prev_word.isdigit():
            continue
        if prev in scan.knowledge.language.honorifics:
            continue  # "Mr. van Ommeren"
        if prev_word.lower() in scan.knowledge.legal.dotted:
            continue  # "Ltd.", "Pvt.", "Inc.": forms written with their dot somewhere
        before = tokens.text[tokens.starts[max(0, k - 2)] : m.end()].strip()
        if before in record or (k == 1 and f"{prev_word}." in record):
            continue  # the record's own "Co., Ltd.": the name's last words with the dot
        start = tokens.starts[k - 1]
        scan.garble(part, start, tokens.ends[k], "a full stop inside a sentence")


# Words after which a country's name is expected ("from South with" is a cut "South Korea").
_COUNTRY_CUES = frozenset("from in to across".split())


# One-word countries English names with "the" ("the Netherlands", "the Gambia") or did until
# lately ("the Ukraine", "the Lebanon"): after "the" they are no cut name.
_THE_ONE_WORD = frozenset(name[0] for name in _THE_COUNTRIES if len(name) == 1) | frozenset(
    "gambia seychelles comoros congo sudan ukraine lebanon yemen vatican argentine crimea".split()
)


# Last words of many-word countries English names with "the" besides _THE_COUNTRIES.
_THE_LAST_WORDS = frozenset("islands republic coast emirates states kingdom isles see".split())


# Words that follow a place, not a noun it would qualify: "from the Croatia with short lead
# times" is the country with a stray "the"; "the Croatia office" is not.
_AFTER_A_PLACE = frozenset("with to for in at from by since where which is are was were".split())


def _the_country(scan: Scan, part: Part) -> None:
    """ "the" before a one-word country that takes none, ending the clause or before a word
    that follows a place: "It was a pleasure to meet you at the Japan." is an event's name cut
    after its country; "We supply kulen from the Croatia with short lead times" a stray "the"."""
    tokens, countries = part.tokens, scan.knowledge.countries
    for k in part.flagged(F_COUNTRY):
        if k == 0 or tokens.keys[k - 1] != "the" or not tokens.cap(k):
            continue
        hit = countries.index.match(tokens.keys, k, tokens)
        if hit is None or hit[1].demonym or hit[1].code is None:
            continue
        last = k + hit[0] - 1  # "the New Zealand" as "the Chile"
        if tokens.keys[k] in _THE_ONE_WORD or tuple(tokens.keys[k : last + 1]) in _THE_COUNTRIES:
            continue
        if hit[0] > 1 and tokens.keys[last] in _THE_LAST_WORDS:
            continue  # "the Solomon Islands", "the Ivory Coast"
        nxt = tokens.gaps[last + 1] if last + 1 <= tokens.n else ""
        verb = last + 1 < tokens.n and nxt == " " and tokens.keys[last + 1] in _AFTER_A_PLACE
        if not (verb or nxt[:1] in (".", ",", ";", "!", "?")):
            continue
        if tokens.surface(k, last) != countries.names.get(hit[1].code):
            continue  # only the English name in an English sentence
        if scan._foreign_at(part, tokens.starts[k]):
            continue
        start, end = tokens.span(k - 1, last)
        why = (
            "'the' before a country that takes none" if verb else "a name cut off after its country"
        )
        scan.garble(part, start, end, why)


# A last line of one short word and a full stop: "So." under the signature.
_STRAY_LAST = re.compile(r"\n[ \t]*([A-Za-z]{1,4})\.[ \t]*\Z")


def _stray_last_line(scan: Scan, part: Part) -> None:
    """A word of English prose left alone on the last line, after the signature ("Margarida
    Correia\nSo."): the decoder began a sentence and stopped."""
    text = part.tokens.text.rstrip()
    m = _STRAY_LAST.search(text)
    if m is None or m.group(1).lower() not in frequent_english_words():
        return
    if m.group(1).lower() in scan.context.sender_words:
        return  # a word of the sender's own name or company
    scan.garble(part, m.start(1), m.end(1) + 1, "a stray word after the signature")


def _cut_country(scan: Scan, part: Part) -> None:
    """The first word of a country's multi-word name with nothing of the rest after it: "We
    supply cosmetics from South with short lead times"."""
    tokens, index = part.tokens, scan.knowledge.countries.index
    for k in part.flagged(F_COUNTRY):
        if k == 0 or tokens.keys[k - 1] not in _COUNTRY_CUES or not tokens.cap(k):
            continue
        if index.longest(tokens.keys[k]) < 2 or index.match(tokens.keys, k, tokens) is not None:
            continue
        after = tokens.words[k + 1] if k + 1 < tokens.n else ""
        # "in South. As Head of ...": an English word ends the sentence, the name cut there
        ended = "." in tokens.gaps[k + 1] and tokens.keys[k] in english_words()
        if after[:1].isupper() and tokens.soft(k, k + 1) and not ended:
            continue  # "from South America": another place
        if after.lower() in ("and", "or", "&"):
            continue  # "in Central and Eastern Europe"
        scan.garble(part, tokens.starts[k], tokens.ends[k], "a country's name cut off")


def _country_firsts(scan: Scan) -> set[str]:
    """The first words, four letters or longer, of the sender's and the buyer's countries."""
    names = [scan.context.sender.country, scan.profile.buyer.country]
    return {w.lower() for n in names if n for w in n.split()[:1] if len(w) > 3}


def _cut_country_word(scan: Scan, part: Part) -> None:
    """The sender's or the buyer's country cut inside its first word: "We supply dried fish
    from Far with short lead times" for the Faroe Islands."""
    tokens = part.tokens
    firsts = _country_firsts(scan)
    cuts = {f[:n] for f in firsts for n in range(2, len(f))}  # "fa", "far", "faro" of Faroe
    keys = tokens.keys[: min(tokens.n, part.signature)]
    for k in [k for k, key in enumerate(keys) if key in cuts]:
        if k == 0 or keys[k - 1] not in _COUNTRY_CUES or not tokens.cap(k) or tokens.gaps[k] != " ":
            continue
        key = keys[k]
        if tokens.words[k].isupper() or scan.knowledge.cities.index.get((key,)) is not None:
            continue  # "to IS 13488" (a standard) for Israel, "from Tunis" (a city) for Tunisia
        after = tokens.words[k + 1] if k + 1 < tokens.n else ""
        if after[:1].isupper() or scan.knowledge.countries.index.match(tokens.keys, k, tokens):
            continue  # "from Far East Trading": another name
        scan.garble(part, tokens.starts[k], tokens.ends[k], "a country's name cut off")


# How like the country's name a word nobody knows is, to be that name garbled ("in Bamiin" for
# Bahrain scores 62, "in Bluin" 50).
_GARBLED_COUNTRY_LIKE = 50
# Where the embedded models write a country: "... buys drinking glasses in Bahrain.", "We
# supply fidget toys from South Korea with short lead times".
_COUNTRY_SLOTS = re.compile(r"\bbuys [^.\n]{1,60} in (\w+)\.|\bfrom (\w+) with short lead times")
# ... with a "the" the country does not take: "We supply drinking glass from the Korea with".
_THE_IN_SLOT = re.compile(r"\bfrom (the (\w+)) with short lead times")


def _garbled_country_word(scan: Scan, part: Part) -> None:
    """A word no vocabulary, place list or record knows in a template's country slot, spelled
    like the sender's or the buyer's country: "buys drinking glasses in Bluin" for Bahrain.
    Only there: real prose names towns and regions no list holds ("from Chiloé")."""
    text = part.tokens.text
    if "buys " not in text and "short lead" not in text:
        return
    for m in _THE_IN_SLOT.finditer(text):
        if m.group(2).casefold() not in _THE_ONE_WORD:
            scan.garble(part, m.start(1), m.end(1), "'the' before a country that takes none")
    firsts = _country_firsts(scan)
    vocabulary, ctx = scan.knowledge.vocabulary, scan.context
    for m in _COUNTRY_SLOTS.finditer(text):
        group = 1 if m.group(1) else 2
        word = m.group(group)
        key = word.casefold()
        if not word[:1].isupper() or key in firsts:
            continue
        if key in scan.profile.grounded or key in ctx.batch_words:
            continue
        if vocabulary.knows(key):
            if not _a_place(scan, key) and key not in _TIME_WORDS:
                # "buys drinking glasses in Blue.", "from Blues with short lead times"
                scan.garble(part, m.start(group), m.end(group), "a word where a country belongs")
            continue
        if any(fuzz.ratio(key, first) >= _GARBLED_COUNTRY_LIKE for first in firsts):
            scan.garble(part, m.start(group), m.end(group), "a country's name garbled")


# Capitalised words that end "buys ... in X." and are no place: months and days
_TIME_WORDS = frozenset(
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday spring summer autumn winter".split()
)


def _a_place(scan: Scan, key: str) -> bool:
    """A country, region or city of the checker's knowledge, one word long."""
    knowledge = scan.knowledge
    return (
        knowledge.countries.index.get((key,)) is not None
        or key in knowledge.vocabulary.one_word_places
    )


_FINDS_YOU = re.compile(r"\bfinds you\b")
# How "I hope this finds you ..." ends: "well", "in good health", "thriving".
_FINDS_YOU_HOW = re.compile(
    r"\b(?:well|fine|good|great|healthy|health|spirits|thriving|safe|busy|rested)\b"
)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")


def _finds_you(scan: Scan, part: Part) -> None:
    """ "I hope this finds you and the team at Kiwi Harvest Foods Ltd." lost its end ("well"):
    the sentence stops before saying how the letter finds them."""
    text = part.tokens.text
    if "finds you" not in text:
        return
    # the dots inside the record's and the profile's company names end no sentence; a last
    # one may ("at Nagy Kft. We grow")
    for name in (scan.profile.buyer.company, scan.context.sender.company):
        if name and "." in name[:-1]:
            text = text.replace(name, "x" * (len(name) - 1) + name[-1])
    for m in _FINDS_YOU.finditer(text):
        limit = text.find("\n", m.end())
        limit = len(text) if limit < 0 else limit
        end = limit
        for stop in _SENTENCE_END.finditer(text, m.end(), limit):
            if text[stop.end() : stop.end() + 2].lstrip()[:1].islower():
                continue  # "at Nagy Kft. well.", "Sp. j. well": a dot that ends no sentence
            end = stop.end()
            break
        if not _FINDS_YOU_HOW.search(text, m.end(), end):
            scan.garble(part, m.start(), end, "a sentence cut off: how the letter finds them")


# A sentence this many words long written twice in one draft is a loop, not emphasis.
_MIN_REPEATED_SENTENCE_WORDS = 6
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")


def _repeated_sentences(scan: Scan, part: Part) -> None:
    """A whole sentence written twice, anywhere before the signature ("Our plant is Halal
    certified ... Our plant is Halal certified ..."), or again as the opening of a sentence
    before it, cut at a word ("Our new crop is harvested in May and June and can reach Busan
    ... Our new crop is harvested in May and June."), or as a clause of one ("For your
    restaurants, we pack dried limes, whole or crushed, in cartons. We pack dried limes, whole
    or crushed.")."""
    tokens = part.tokens
    limit = part.signature_start
    seen: set[str] = set()
    for m in _SENTENCE.finditer(tokens.text, 0, limit):
        sentence = m.group()
        if sentence.count(" ") < _MIN_REPEATED_SENTENCE_WORDS:
            continue
        key = sentence.strip().lower()
        opening = key.rstrip(".!?")
        if key in seen or (_prose(sentence) and any(_within(opening, k) for k in seen)):
            start = m.start() + len(m.group()) - len(m.group().lstrip())
            scan.garble(part, start, m.end(), "a sentence written twice", any_language=True)
        seen.add(key)


def _prose(sentence: str) -> bool:
    """Most words in lower case: a clause, not a name line ("Cap Blanc Produits de la Mer SARL"
    under a letter that named the company)."""
    words = sentence.split()
    return sum(w[:1].islower() for w in words) * 2 > len(words)


_WORD_ENDS = frozenset(("", " ", ",", ".", ";", ":", "!", "?"))


def _within(words: str, sentence: str) -> bool:
    """`words` stand whole in `sentence` (both lower case), from a word's start to a word's end."""
    at = sentence.find(words)
    while at >= 0:
        after = sentence[at + len(words) : at + len(words) + 1]
        if (at == 0 or sentence[at - 1] == " ") and after in _WORD_ENDS:
            return True
        at = sentence.find(words, at + 1)
    return False


# Words that open a question when they open a sentence ("Would a short call suit you?").
_QUESTION_OPENERS = frozenset("would could shall can will".split())
_QUESTION_HINT = re.compile(r"(?:Would|Could|Shall|Can|Will) ")


def _unasked_questions(scan: Scan, part: Part) -> None:
    """A sentence opened like a question ends with a question mark; one that stops at a full
    stop or a line break lost its verb or its end ("Would a brief call with Nagy Kft.")."""
    tokens = part.tokens
    for m in _QUESTION_HINT.finditer(tokens.text):
        k = bisect_left(tokens.starts, m.start())
        if k >= min(tokens.n, part.signature) or tokens.starts[k] != m.start():
            continue
        if not tokens.breaks_before(k):
            continue
        end = tokens.sentence_end(k)
        while (
            end < tokens.n
            and len(tokens.keys[end - 1]) == 1
            and not any(c in tokens.gaps[end] for c in "\n?")
        ):
            end = tokens.sentence_end(end)  # "S.p.A. this month": a dotted form, not an end
        while (
            end < tokens.n
            and tokens.gaps[end] == "\n"
            and tokens.words[end][:1].islower()
            and tokens.ends[end - 1] - _line_start(tokens, end - 1) >= _WRAPPED_LINE
        ):
            end = tokens.sentence_end(end)  # a question wrapped at a fixed width: "roe for\nde.."
        gap = tokens.gaps[end] if end <= tokens.n else ""
        if "?" in gap or end - k < 3:
            continue
        scan.garble(
            part, tokens.starts[k], tokens.ends[end - 1], "a question without its question mark"
        )


# Words that open a clause which needs a main clause after it ("As Buyer at X, you ...").
_SUBORDINATE = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=\n))(?:As|Since|Because|While|When|If|Although)\s"
)
# The same words without the look-behinds: a pattern that starts with a literal is scanned
# for quickly, one that starts with look-behinds is tried at every character.
_SUBORDINATE_HINT = re.compile(r"(?:As|Since|Because|While|When|If|Although)\s")


def _same_on_both_sides(scan: Scan, part: Part) -> None:
    """A subject "A x A": the template's "sender x buyer" with one company twice."""
    text = part.tokens.text
    if part.name != "subject" or " x " not in text:
        return
    left, _, right = text.partition(" x ")
    if left.strip() and left.strip().casefold() == right.strip().casefold():
        scan.garble(part, 0, len(text.rstrip()), "one company on both sides of 'x'")


# "..., so I am happy to send details": the second half of a sentence that answers a request
# ("You asked about a COA, so ..."); without the request, a clause left over from a template.
_SO_DETAILS = re.compile(r"[^.!?\n]*\bso I am happy to send details", re.IGNORECASE)
_REQUESTED = re.compile(r"\b(?:asked|ask|need|needs|requested|mentioned|interested|wanted)\b")


def _answer_without_request(scan: Scan, part: Part) -> None:
    """ "It was good to meet you at Anuga Cologne; so I am happy to send details": no request
    before the answer to it."""
    text = part.tokens.text
    if "happy to send details" not in text:
        return
    for m in _SO_DETAILS.finditer(text):
        if not _REQUESTED.search(m.group()):
            start = m.start() + len(m.group()) - len(m.group().lstrip())
            scan.garble(part, start, m.end(), "an answer to a request the sentence never makes")
            return


def _lone_clause(scan: Scan, part: Part) -> None:
    """A sentence that stops after its opening clause, on the buyer's company ("As
    Procurement Director at Cisneros, Lindsey and Adams."): the template lost its main clause."""
    text = part.tokens.text
    limit = part.signature_start
    names = scan.profile.company.name.spellings
    for hint in _SUBORDINATE_HINT.finditer(text, 0, limit):
        m = _SUBORDINATE.match(text, hint.start(), limit)
        if m is None:
            continue
        for name in names:
            at = text.find(name, m.end(), limit)
            if at < 0 or "," in text[m.end() : at] or "\n" in text[m.end() : at]:
                continue
            end = at + len(name)
            if text[end : end + 1] == "." and not name.endswith("."):
                end += 1  # the full stop after "Adams"
            elif not name.endswith("."):
                continue
            after = text[end:limit].lstrip(" ")
            # "S.A. you know", "Inc. I wanted": the form's dot, and the sentence goes on
            stops = not after or after[:1] == "\n" or after[:1].isupper()
            if stops and after[:2] not in ("I ", "I'", "I\u2019"):
                message = "a sentence that stops after its first clause"
                scan.garble(part, m.start(), end, message)
                return


# Words that may follow "As <title>" in a whole sentence: "As Category Manager, Spirits at
# Beasley", "As Head of Purchasing you know", "As buyer for ...".
_AFTER_AS_TITLE = frozenset("at of for in with and you your i we on to from who here there".split())


def _title_runs_on(scan: Scan, part: Part) -> None:
    """ "As <the record's title>" followed by a lower-case word of no clause ("As Category
    Manager, Spirits partners who deliver on time."): the main clause's subject and verb were
    dropped, so the sentence has none."""
    title = scan.profile.buyer.contact_title.strip()
    text = part.tokens.text
    if not title or "As " + title not in text:
        return
    opening = r"(?:^|(?<=[.!?\n] )|(?<=\n))As " + re.escape(title) + r" ([a-z]\w*)"
    for m in re.finditer(opening, text):
        if m.group(1) in _AFTER_AS_TITLE:
            continue
        message = "a sentence with no subject and verb after its clause"
        scan.garble(part, m.start(), m.end(), message)
        return


# Alphabets a word is never written half in with Latin letters (Chinese, Japanese and Korean
# are read by `_scripts_run_together`, whose words do run into Latin ones).
_ALPHABETS = frozenset(
    "ARABIC HEBREW CYRILLIC GREEK THAI DEVANAGARI ARMENIAN GEORGIAN BENGALI TAMIL SINHALA "
    "MYANMAR KHMER LAO ETHIOPIC GUJARATI GURMUKHI TELUGU KANNADA MALAYALAM".split()
)


def _mixed_alphabets(scan: Scan, part: Part) -> None:
    """A word of Latin letters and another alphabet's ("ąديرة", "Ċعńقur" for the sender's
    Arabic title and name): a decoder that lost its place between two scripts."""
    tokens = part.tokens
    if tokens.text.isascii():
        return
    for k, word in enumerate(tokens.words):
        if word.isascii():
            continue
        scripts = {script_of(c) for c in word if c.isalpha()}
        if (
            "LATIN" in scripts
            and scripts & _ALPHABETS
            and not _unit(word)
            and not _hebrew_prefixed(word)
        ):
            start, end = tokens.span(k, k)
            scan.garble(part, start, end, "a word written half in another alphabet",
                        any_language=True)  # fmt: skip


def _hebrew_prefixed(word: str) -> bool:
    """A Hebrew prefix joined by a maqaf to a Latin name ("ב־DHL": by DHL)."""
    return len(word) > 2 and "\u05d0" <= word[0] <= "\u05ea" and word[1] == "\u05be"


def _unit(word: str) -> bool:
    """A unit with the Greek mu for micro ("μm", "μg/kg")."""
    return word[:1] in ("\u03bc", "\u00b5") and word[1:].isascii()


def run(scan: Scan) -> None:
    for part in scan.parts:
        text = blank_spans(part.tokens.text, part.web)
        _mixed_alphabets(scan, part)
        _repeated_phrases(scan, part)
        _plural_stutter(scan, part)
        _scripts_run_together(scan, part)
        _punctuation(scan, part, text)
        _unclosed_quotes(scan, part, text)
        _closed_twice(scan, part, text)
        _stop_inside_sentence(scan, part)
        _cut_country(scan, part)
        _cut_country_word(scan, part)
        _garbled_country_word(scan, part)
        _the_country(scan, part)
        _unasked_questions(scan, part)
        _lone_clause(scan, part)
        _title_runs_on(scan, part)
        _answer_without_request(scan, part)
        _same_on_both_sides(scan, part)
        _repeated_sentences(scan, part)
        _finds_you(scan, part)
        _grammar(scan, part)
        _lost_verb(scan, part)
        _vocative(scan, part)
        if part.name == "subject":
            _subject_end(scan, part)
        if part.name == "body":
            _stray_capitals(scan, part)
            _bare_honorifics(scan, part)
            _cut_lines(scan, part)
            _open_line_ends(scan, part)
            _greeting(scan, part)
            _prompt_lines(scan, part)
            _stray_last_line(scan, part)
        _missing_the(scan, part)
