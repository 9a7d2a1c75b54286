"""artifact: decoding and templating leftovers.

Errors: special and mask tokens ("[MASK]", "<|mdm_mask|>", "</s>", any "<|...|>"),
unrendered placeholders ("{{ company }}", "{contact_name}", "{% if %}", "[Your Name]"), stray
WordPiece marks, Unicode replacement characters, and a word written twice or more in a row
("GmbH GmbH", "valves valves", in Chinese characters "已將已將") except the doubles English
allows ("had had"), which are errors only from `repeat_error_count` (4) repeats on.
Warnings: what artifacts.toml lists as such.
"""

from __future__ import annotations

import re
from operator import eq

from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.vocabulary import english_words


def _patterns(scan: Scan, part: Part) -> list[tuple[int, int]]:
    leftovers = scan.knowledge.leftovers
    text = part.tokens.text
    spans: list[tuple[int, int]] = []
    if not leftovers.may_occur_in(text):
        return spans
    if leftovers.errors is not None:
        for m in leftovers.errors.finditer(text):
            if m.end() > m.start():
                spans.append((m.start(), m.end()))
                scan.add(
                    part,
                    FindingType.artifact,
                    Severity.error,
                    m.start(),
                    m.end(),
                    "",
                    100.0,
                    "a special token or unrendered placeholder",
                    any_language=True,
                )
    if leftovers.warnings is not None:
        for m in leftovers.warnings.finditer(text):
            if m.end() > m.start():
                scan.add(
                    part,
                    FindingType.artifact,
                    Severity.warning,
                    m.start(),
                    m.end(),
                    "",
                    100.0,
                    "a detokenisation leftover",
                )
    return spans


def _opens_company(scan: Scan, part: Part, k: int) -> bool:
    """Token k starts the buyer's or the sender's company name: its first two words as the
    record writes them."""
    at, text = part.tokens.starts[k], part.tokens.text
    for name in (scan.profile.buyer.company, scan.context.sender.company):
        head = " ".join(name.split()[:2])
        if " " in head and text.startswith(head, at):
            return True
    return False


def _repeats(scan: Scan, part: Part, taken: list[tuple[int, int]]) -> None:
    tokens = part.tokens
    keys, gaps = tokens.keys, tokens.gaps
    # same[k - 1]: token k repeats token k - 1 (operator.eq: twice as fast as str.__eq__)
    same = list(map(eq, keys, keys[1:]))
    if True not in same:
        return
    doubles = [k for k, repeat in enumerate(same, 1) if repeat]
    leftovers = scan.knowledge.leftovers
    limit = scan.knowledge.thresholds.artifact_repeat_error_count
    k = 0
    while k < len(doubles):
        first = doubles[k] - 1
        last = doubles[k]
        while k + 1 < len(doubles) and doubles[k + 1] == last + 1:
            k += 1
            last = doubles[k]
        k += 1
        # repeated words separated by blanks only ("the the"), not "Hoffmann. Hoffmann" or "1-1"
        run_ok = all(
            gaps[m].strip() == "" and gaps[m].count("\n") < 2 for m in range(first + 1, last + 1)
        )
        # a loop writes the same mark between its words too: "Nuremberg (February (February
        # (February"; two are a list's ("1-1", "Hoffmann. Hoffmann")
        loop = last - first >= 2 and len({gaps[m] for m in range(first + 1, last + 1)}) == 1
        if not run_ok and not (loop and "\n" not in gaps[last]):
            continue
        start, end = tokens.span(first, last)
        if any(s < end and start < e for s, e in taken):
            continue
        count = last - first + 1
        key = keys[first]
        if count == 2 and _signed_twice(scan, part, first):
            continue  # "Best regards,\nElif\nElif Yıldırım": the first name, then the name line
        if count == 2 and "\n" in gaps[last] and tokens.words[last][:1].isupper():
            if tokens.words[first][:1].islower():
                continue  # "balance against documents\nDocuments: invoice": a line's label
        if count == 2 and last + 1 < tokens.n and gaps[last + 1] == "-":
            continue  # "para para-brisa": the second word opens a compound
        if count == 2 and gaps[first] in ("'", "\u2019"):
            continue  # "Ambarlı'ya ya da": a Turkish case ending, then the word itself
        if count == 2 and tokens.words[first].islower() and _opens_company(scan, part, last):
            continue  # "het assortiment van Van Enschot Dranken": a preposition, then the name
        allowed = key in leftovers.allowed_doubles or key.isdigit()  # "had had", "very, very"
        if key == "is" and not _what_it_is(tokens, first):
            allowed = False  # "our liqueur is is certified": only "what it is is" doubles it
        if count < limit and allowed:
            continue
        if count == 2 and f"{key} {key}" in scan.profile.record_text.lower():
            continue  # "the Tong Tong Fair" as the buyer's notes write it
        scan.garble(part, start, end, f"a word written {count} times in a row", any_language=True)


# Words before a doubled "is" that make it the idiom: "What it is is", "The thing is is".
_IS_IS_SUBJECTS = frozenset("what thing point problem question issue reason truth".split())
# How far back (tokens) such a word may stand: "What our customers want is is".
_IS_IS_REACH = 6


def _what_it_is(tokens, first: int) -> bool:
    """The doubled "is" at token `first` follows "what ..." or "the thing" in its sentence."""
    low = max(tokens.sentence_start(first), first - _IS_IS_REACH)
    return any(tokens.keys[m] in _IS_IS_SUBJECTS for m in range(low, first))


def _signed_twice(scan: Scan, part: Part, first: int) -> bool:
    """Token `first` is a word of the sender's name alone on its line in the signature, and the
    next line starts with it."""
    tokens, person = part.tokens, scan.context.sender_person
    if person is None or first < part.signature:
        return False
    key = tokens.keys[first]
    if key not in person.keys and key not in scan.context.sender_short_forms:
        return False  # "All the best,\nAvi\nAvi Ben-Shimol" for Avraham Ben-Shimol too
    return "\n" in tokens.gaps[first] and "\n" in tokens.gaps[first + 1]


# Two or more Chinese characters written twice in a row inside a run of them ("已將已將"): a
# word doubled where no space shows it. One character doubled ("謝謝", "常常") is the
# language's own, and so are kana names that repeat a sound ("フィフィタ", Fifita). Figures
# may stand inside the run: "至少18个月至少18个月", and kana: "無事お手元に無事お手元に".
_CJK_DOUBLE = re.compile(r"([\u3040-\u30ff\u4e00-\u9fff\d]{2,})\1")
# A sentence in Chinese or Japanese written twice in a row, full stop and all
_CJK_SENTENCE_TWICE = re.compile(r"([^。！？\n]{4,}[。！？])\1")
_HAN = re.compile(r"[\u4e00-\u9fff]")


def _cjk_doubles(scan: Scan, part: Part) -> None:
    names = scan.profile.buyer.company + scan.context.sender.company
    for m in _CJK_DOUBLE.finditer(part.tokens.text):
        if len(_HAN.findall(m.group(1))) < 2:
            continue  # "11", "1年1年": figures, or one character with them
        if m.group(1) in scan.knowledge.legal.forms or m.group(1) in names:
            continue  # "有限公司有限公司": the company rules report a name's words doubled
        scan.garble(part, m.start(), m.end(), "a word written twice in a row", any_language=True)
    text = part.tokens.text
    if "。" not in text and "！" not in text and "？" not in text:
        return  # the pattern walks every line: only where a CJK full stop is
    for m in _CJK_SENTENCE_TWICE.finditer(text):
        if len(_HAN.findall(m.group(1))) >= 4:
            where = (m.start() + len(m.group(1)), m.end())
            scan.garble(part, *where, "a sentence written twice", any_language=True)


# Letters that stand alone as words: English "a" and "I", "x" between sizes or names ("120 x
# 120 cm", "Hanbit x Kestrel"), and the one-letter words of the languages buyers write in
# ("CIF Vigo o Valencia", "z Blantyre w Malawi").
_WORD_LETTERS = frozenset("aixoyeuwzv")
# Words after which a lone letter is a lost word whatever follows: "our f Maj packaging".
_DETERMINERS = frozenset("our your the their its".split())
# Words a letter may follow as a mark or a unit: "Ex d" (explosion protection), "per t".
_MARKED = frozenset({"ex", "per"})


_PRONOUNS = frozenset("i we you they he she".split())


def _lone_letters(scan: Scan, part: Part) -> None:
    """A lower-case letter standing alone between two English words ("our f cons packaging",
    "Reliable f mat"): a piece of a word the decoder lost. Not after a figure or "per" (a
    unit: "50 g", "per t")."""
    tokens = part.tokens
    keys, gaps, english = tokens.keys, tokens.gaps, english_words()
    for k in range(1, tokens.n - 1):
        key = keys[k]
        if len(key) != 1 or key in _WORD_LETTERS or not tokens.words[k].islower():
            continue
        if gaps[k] != " " or gaps[k + 1] != " " or not key.isascii():
            continue
        before, after = keys[k - 1], keys[k + 1]
        if before in _MARKED or not (before.isalpha() and after.isalpha()):
            continue
        # "I g 주식회사 최가푸드 stands out": after a pronoun a letter is no word, whatever follows;
        # nor between the record's product and a lower-case word ("the kvass n sellstificate")
        if (
            before in _PRONOUNS
            or (before in english and (after in english or before in _DETERMINERS))
            or (before in scan.profile.grounded and tokens.words[k + 1].islower())
        ):
            start, end = tokens.span(k, k)
            scan.garble(part, start, end, "a letter standing alone where a word belongs")


# One letter four times in a row, in any script: "ل؄تجارو؄برغغغغ" (Latin ones, "Hoffffn", are
# read with the rest of a word's spelling by `grounding`).
_LETTER_RUN = re.compile(r"([^\W\d_])\1{3,}")


def _letter_runs(scan: Scan, part: Part) -> None:
    text = part.tokens.text
    if text.isascii():
        return
    for m in _LETTER_RUN.finditer(text):
        if not m.group(1).isascii():
            scan.garble(part, m.start(), m.end(), "a letter written four times in a row",
                        any_language=True)  # fmt: skip


# Quotes that close a name a record writes in them: SIA "Staldzenes Krasts", ООО «Марков».
_CLOSING_QUOTES = "\"»”’'"


def _quote_left_open(scan: Scan, part: Part) -> None:
    """A company the record or profile writes in quotes, written without its closing quote
    (SIA "Staldzenes Krasts at the end of a draft): the name cut at its last character."""
    text = part.tokens.text
    for name in (scan.context.sender.company.strip(), scan.profile.buyer.company.strip()):
        if len(name) < 3 or name[-1] not in _CLOSING_QUOTES:
            continue
        head, at = name[:-1], 0
        while (at := text.find(head, at)) >= 0:
            end = at + len(head)
            if not text.startswith(name[-1], end):
                scan.garble(part, at, end, "a name's closing quote lost", any_language=True)
            at = end


def run(scan: Scan) -> None:
    for part in scan.parts:
        _quote_left_open(scan, part)
        taken = _patterns(scan, part)
        _repeats(scan, part, taken)
        _lone_letters(scan, part)
        _letter_runs(scan, part)
        if not part.tokens.text.isascii():
            _cjk_doubles(scan, part)
