"""company_missing, company_misspelled, company_foreign.

- The buyer's company counts as named when its core (the name without the legal form) appears
  word for word, in any case, with or without the legal form and a possessive. A name made only
  of common words ("Global Foods") must be capitalised: "the global foods sector" is prose.
- Misspelled: a span that rapidfuzz aligns with the core (`partial_ratio_alignment`, then
  `fuzz.ratio` on the span widened to whole words) scoring at least the threshold, capitalised,
  not the contact's or sender's name. The core followed by a *different* legal form
  ("Acme Steel AG" for Acme Steel GmbH) is misspelled too. Error; a spelling that differs only
  in diacritics or umlaut transliteration ("Ozdemir", "Mueller") is a warning. A name written
  on into stray letters after a dot ("Kestrel Export Ltd.K.") is misspelled, an error. For the
  sender's company each of these is `sender_wrong`.
- Foreign: another batch company's core in full, or one of its distinctive words (capitalised,
  not after "Mr."/"Dear", not a word of the buyer's or sender's names). A distinctive word
  alone (without more of the name or a legal form) must be long enough and must not be a batch
  contact's name ("Grace" of Grace Cosmetics may be Grace Hall). Error: it is wrong and it
  leaks one buyer's relationship to another. The sender's company is fine.
"""

from __future__ import annotations

import re
from functools import lru_cache

from anyascii import anyascii
from rapidfuzz import fuzz
from rapidfuzz.distance import Levenshtein

from sales_dlm.facts.context import (
    F_COMPANY,
    F_CONTACT,
    F_DISTINCT,
    F_GREETING,
    F_HONORIFIC,
    F_NAME,
    Company,
)
from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.judge import is_latin, tokens_of
from sales_dlm.facts.matching import aligned_spans, word_ratio
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.tokens import Tokens, fold, fold_translit, has_attached_form, is_cjk, same_name
from sales_dlm.facts.vocabulary import english_words, local_words

_CONNECTORS = frozenset({"and", "und"})
# The buyer's company referred to without its name: a template's slot left unfilled.
_GENERIC = re.compile(
    r"\byour (?:company|firm|business|organi[sz]ation|shop|store|winery|brewery|distillery"
    r"|bakery|gallery|boutique|establishment)(?:'s)?\b|\bIhr(?:em)? Haus\b|\bεταιρεία σας"
    r"|\b(?:sua|vossa|su|tu|vuestra) empresa\b|\bvotre (?:société|entreprise|galerie|boutique)\b"
    # Arabic "your company" (with "for", "to" written on), Hindi "your company"
    r"|شركتكم|आपकी (?:कंपनी|फर्म)"
    r"|\bIhr(?:e|em|er)? (?:Unternehmen|Firma|Geschäft)\b|\bvotre maison\b"
    r"|\b[Vv]ostr[oa] (?:azienda|ditta|società|lanificio|cantina)\b"
    r"|\bваш(?:а|ей|у|ей)? (?:компани|фирм)\w*"
    r"|\bva(?:š|s)(?:u|e|oj|i) (?:firm|tvrtk|společnost|spolocnost|společnost)\w*"
    r"|\bwasz(?:ej|ą|a) firm\w*|\b(?:Państwa|Pani|Pana) firm\w*"
    r"|\b(?:la )?vostra azienda\b|\buw bedrijf\b"
    r"|\b(?:ditt|dit) (?:företag|firma)\b|\bdin virksomhed\b|\bfirmanız\w*|\bşirketiniz\w*",
    re.IGNORECASE,
)
# "Your company" in Chinese, Japanese and Korean is also the courteous way to name the buyer
# in a letter that follows up ("依照您的要求，我们已将样品寄往貴公司"): a template left unfilled
# only in a first e-mail.
_GENERIC_CJK = re.compile(r"贵公司|貴公司|貴社|御社|귀사")
# A first e-mail: the sender introduces themselves. One that never names the buyer's company
# is not personalised; a follow-up note ("as promised", "Re:") need not name it.
_INTRODUCES = re.compile(
    r"\b(?:I am|I'm|my name is)\s+[A-Z]|\b(?:writing to|let me|allow me to) introduce\b"
    r"|\bgreetings from\b|\bwe are an? (?:[a-z]+ )?[A-Z][a-z]+ \w+"
    r"|\b(?:become|devenir|convertirnos en|diventare|werden) (?:your|votre|su|vostro|Ihr)"
    r" (?:new |nouveau |nuevo |nuovo |neuer )?(?:supplier|fournisseur|proveedor|fornitore"
    r"|Lieferant)\b|\bje me permets de vous (?:écrire|contacter)|\bje m'appelle\b"
    r"|\bme pongo en contacto\b|\bmi chiamo\b|\bmein Name ist\b",
    re.IGNORECASE,
)
_FOLLOW_UP = re.compile(
    r"^(?:re|aw|sv|fw|fwd):|\bfollow(?:ing)? up\b|\bfollowing (?:our|my)\b"
    r"|\bas (?:promised|discussed|agreed)\b"
    r"|\bthanks? (?:you )?(?:again |so much |very much )?for (?:your|the|our)\b"
    r"|\byou asked\b|\bour (?:call|meeting|talk)\b|\bthanks? (?:you )?for asking\b"
    r"|\bis on its way\b|\bas requested\b"
    # in Chinese, Japanese and Korean: "as you asked", "thank you for your enquiry", "glad to
    # have met you"
    r"|[依按]照?您的要求|如您所要求|感[谢謝]您[的]?[询詢]|很高[兴興].{0,30}[见見]面|再次感[谢謝]"
    r"|感[谢謝]您.{0,30}(?:到[访訪]|莅[临臨]|光[临臨])"
    r"|先日|お問い合わせいただき|ご依頼いただ|요청하신|문의하신|지난번",
    re.IGNORECASE | re.MULTILINE,
)
# ". ": "San. ve Tic. A.Ş."; "": a CJK form written on ("陳氏進出口有限公司", see tokens.py)
_AFTER_NAME = frozenset({" ", ", ", " (", ". ", "., ", "", ") "})
_BRACKETS = frozenset({" (", "("})


def _match_core(tokens: Tokens, i: int, core: tuple[str, ...]) -> int | None:
    """Index of the last token of `core` written from token i, or None."""
    keys, n = tokens.keys, tokens.n
    j, k = i, 0
    while k < len(core):
        if j >= n:
            return None
        if keys[j] == core[k]:
            k += 1
        elif not (k and keys[j] in _CONNECTORS):
            return None
        j += 1
    end = j - 1
    if end == i or tokens.soft(i, end):
        return end
    # "Vanua Yaqona (Fiji) Pte Limited": a bracketed word inside the name, as the record has it
    bracketed = all(
        tokens.soft(k - 1, k) or tokens.gaps[k] in _BRACKETS for k in range(i + 1, end + 1)
    )
    return end if bracketed and tokens.gaps[end + 1][:1] == ")" else None


def _capitalised(tokens: Tokens, i: int, j: int) -> bool:
    return all(tokens.cap(k) or tokens.keys[k] in _CONNECTORS for k in range(i, j + 1))


def _form_after(scan: Scan, tokens: Tokens, end: int) -> tuple[int, str] | None:
    nxt = end + 1
    if nxt >= tokens.n or tokens.gaps[nxt] not in _AFTER_NAME:
        return None
    legal = scan.knowledge.legal
    # after a dot a sentence may start: "小林ジュエリー. As 仕入担当" is no Norwegian AS
    dotted = tokens.gaps[nxt].startswith(".")
    found = legal.written_at(tokens, nxt) if dotted else legal.form_at(tokens, nxt)
    return (nxt + found[0] - 1, found[1]) if found else None


def _record_tail(company: Company) -> tuple[str, ...]:
    """The words the record writes after the company's core (its legal forms)."""
    keys, core = tokens_of(company.name.name), company.name.core_keys
    return tuple(keys[len(core) :]) if tuple(keys[: len(core)]) == core else ()


def _form_cut(tokens: Tokens, end: int, last: int, tail: tuple[str, ...]) -> bool:
    """The legal form after the core (tokens end+1..last) is the start of the record's and
    the line stops there without its dot: "Hanbit Trading Co" or "Hanbit Trading Co.," closing
    a signature for Hanbit Trading Co., Ltd. ("Co." alone, with its dot, may be a short form)."""
    written = tuple(tokens.keys[end + 1 : last + 1])
    if not tail or len(written) >= len(tail) or tail[: len(written)] != written:
        return False
    after = tokens.gaps[last + 1] if last + 1 <= tokens.n else ""
    line_ends = last + 1 >= tokens.n or "\n" in after
    return line_ends and after.split("\n", 1)[0].strip() in ("", ",", ".,")


@lru_cache(maxsize=4096)
def _record_tokens(name: str) -> Tokens:
    """A record's company name as tokens, read once per name."""
    return Tokens(name)


def _form_garbled(tokens: Tokens, end: int, tail: tuple[str, ...], company: Company) -> int | None:
    """Index of the last token of a legal form the decoder garbled after the core (tokens up to
    `end`), where no known form is written: the record's dotted form cut at a sentence's end
    ("Ntzsrte Stavebniny k. We supply" for ... k.s., "بدر ذ. As" for بدر ذ.م.م), or its first
    word with a letter dropped or with other letters run on ("Жжще ОД" for Жжще ООД,
    "Khristov DOOın" for Khristov DOOEL). None when the form is right, absent or prose."""
    nxt = end + 1
    # a space, after the name's closing quotation mark if it has one ("Възвъзов" ЕОООД)
    if not tail or nxt >= tokens.n or tokens.gaps[nxt].lstrip("\"»”'") != " ":
        return None
    record = _record_tokens(company.name.name)
    first = record.n - len(tail)  # the record's first token of its form
    written = tokens.keys[nxt]
    if len(tail) > 1 and written == tail[0] and len(written) == 1:
        after = tokens.gaps[nxt + 1]
        dotted = record.gaps[first + 1] == "."  # "k.s.": the form's letters joined by dots
        sentence_ends = after.startswith((". ", ".\n")) or (after == "." and nxt + 1 == tokens.n)
        return nxt if dotted and sentence_ends else None
    form = tail[0]
    if written == form or len(form) < 3 or written in english_words():
        return None
    if tokens.words[nxt][:1] != record.words[first][:1]:
        return None  # "Acme Trading could": the case of a form's first letter is kept
    dropped = len(written) == len(form) - 1 and Levenshtein.distance(written, form) == 1
    run_on = len(written) >= len(form) - 1 and written[: len(form) - 2] == form[: len(form) - 2]
    return nxt if dropped or (run_on and written[:2] == form[:2] and len(form) >= 4) else None


def _generic_tail_dropped(scan: Scan, written, core: tuple[str, ...]) -> bool:
    """The core's first words, exactly, without its last words when those are generic
    ("Mansız Kuruyemiş" for Mansız Kuruyemiş Gıda: 'gıda' is food)."""
    n = len(written)
    return (
        2 <= n < len(core)
        and tuple(written) == core[:n]
        and all(k in scan.knowledge.company_words for k in core[n:])
    )


def _first_form(
    tokens: Tokens, end: int, last: int, tail: tuple[str, ...], company: Company
) -> bool:
    """The form written after the core is the first of the record's two ("Rodriguez Spice
    Company" for Rodriguez Spice Company, Inc.): the name as people say it, not another form.
    Not the first letters of one form ("S.A." for S.A.S.): the record spaces the two apart."""
    written = tuple(tokens.keys[end + 1 : last + 1])
    if not (len(tail) > len(written) and tail[: len(written)] == written):
        return False
    record = _record_tokens(company.name.name)
    cut = record.n - len(tail) + len(written)  # the record's token after the written form
    return 0 < cut < record.n and any(c in record.gaps[cut] for c in " ,")


def _mentions(scan: Scan, part: Part, company: Company, owner: str) -> list[tuple[int, int]]:
    """Spans (token i..j, legal form included) where `company`'s core is written."""
    tokens, core = part.tokens, company.name.core_keys
    found: list[tuple[int, int]] = []
    for i in _positions(scan, part, core[0]):
        end = _match_core(tokens, i, core)
        if end is None or not part.free(i, end):
            continue
        if company.all_common and not _capitalised(tokens, i, end):
            continue
        form = _form_after(scan, tokens, end)
        last = form[0] if form else end
        tail = _record_tail(company)
        if tail and tuple(tokens.keys[end + 1 : end + 1 + len(tail)]) == tail:
            # "Chowdhury Corporation Limited" as the record writes it: two forms, both its own
            form, last = None, max(last, end + len(tail))
        garbled = None if form else _form_garbled(tokens, end, tail, company)
        if garbled is not None:
            last = garbled
        part.claim(i, last, owner)
        found.append((i, last))
        if garbled is not None:
            _miswritten(scan, part, company, owner, i, last, "with its legal form miswritten")
        elif form and _form_cut(tokens, end, last, tail):
            _miswritten(scan, part, company, owner, i, last, "with its legal form cut off")
        elif (
            form
            and company.name.form
            and form[1] != company.name.form
            and not _first_form(tokens, end, last, tail, company)
        ):
            _miswritten(scan, part, company, owner, i, last, "with a different legal form")
        else:
            _stray_letters(scan, part, company, owner, i, last)
    return found


def _miswritten(
    scan: Scan, part: Part, company: Company, owner: str, i: int, last: int, what: str
) -> None:
    """The company at tokens i..last written wrong though its words are there (`what`: "with
    a different legal form")."""
    sender = owner == "sender"
    scan.add_tokens(
        part,
        FindingType.sender_wrong if sender else FindingType.company_misspelled,
        Severity.error,
        i,
        last,
        company.name.name,
        fuzz.ratio(part.tokens.surface(i, last), company.name.name, processor=None),
        f"{'your' if sender else 'the buyer' + chr(39) + 's'} company {what}",
    )


# Letters a decoder fuses onto a name after a dot ("Kestrel Export Ltd.K."): one or two, the
# first a capital; longer runs are words or forms of their own ("Co.Ltd", "Ltd.Şti").
_STRAY_MAX_LETTERS = 2


def _stray_letters(scan: Scan, part: Part, company: Company, owner: str, i: int, last: int) -> None:
    """A company written on into stray letters after a dot, with no space ("Kestrel Export
    Ltd.K."): the name is misspelled, though its words are all there."""
    tokens = part.tokens
    nxt = last + 1
    if nxt >= tokens.n or tokens.gaps[nxt] != "." or not tokens.words[nxt][0].isupper():
        return
    if len(tokens.words[nxt]) > _STRAY_MAX_LETTERS or tokens.words[nxt].isdigit():
        return
    if scan.knowledge.legal.form_at(tokens, nxt):
        return  # "Co.KG": the letters are a legal form of their own
    _miswritten(scan, part, company, owner, i, nxt, "written on into stray letters")
    part.claim(nxt, nxt, owner)


# Verbs a company does in a sales email ("Kestrel Export produces ...").
_COMPANY_VERBS = frozenset(
    "produces supplies makes offers exports sells manufactures provides ships delivers "
    "stands sources buys imports distributes is has needs".split()
)


# Job titles' head words: one right after a company's name, capitalised, ran into it.
_ROLE_WORDS = frozenset("manager director officer buyer head coordinator".split())


def _fused_after(scan: Scan, part: Part, spans: list[tuple[int, int]]) -> None:
    """A company that ends one clause and starts the next: "introduce Kestrel Export Ltd to
    Puga Group S.A. de C.V. produces sports equipment" (two sentences fused, one lost)."""
    tokens = part.tokens
    for i, j in spans:
        nxt = j + 1
        if (
            nxt + 1 < tokens.n
            and tokens.gaps[nxt] == "."
            and len(tokens.words[nxt]) <= _STRAY_MAX_LETTERS
            and tokens.words[nxt].islower()
            and tokens.gaps[nxt + 1] == " "
            and tokens.keys[nxt + 1] in _COMPANY_VERBS
        ):
            # "to الزيدانية الصناعية ذ.م.م.s produces dry bags": letters glued on, then a verb
            start, end = tokens.span(i, nxt + 1)
            scan.garble(part, start, end, "letters run on after the company's name")
            continue
        if nxt < tokens.n and tokens.gaps[nxt] == " " and tokens.keys[nxt] in _ROLE_WORDS:
            if tokens.cap(nxt) and (nxt + 1 >= tokens.n or tokens.keys[nxt + 1] != "of"):
                # "Krkonoše Trade Manager at Te Hsing": a company run into a job title
                start, end = tokens.span(i, nxt)
                scan.garble(part, start, end, "a company's name run into a job title")
                continue
        if i > 0 and tokens.keys[i - 1] == "to" and nxt < tokens.n and _introduced(tokens, i):
            # ". ": the dot of a legal form ("S.A. de C.V. produces"); the verb in lower case
            # shows no sentence ended there
            if (
                tokens.keys[nxt] in _COMPANY_VERBS
                and tokens.gaps[nxt] in (" ", ". ")
                and tokens.words[nxt].islower()
            ):
                start, end = tokens.span(i - 1, nxt)
                scan.garble(
                    part,
                    start,
                    end,
                    "two sentences fused: the company ends one and starts the next",
                )


def _introduced(tokens, i: int) -> bool:
    """The sentence before token i introduces one company to another ("introduce X to"); not
    "The offer to चोपरा फर्टिलाइज़र्स is valid until Friday"."""
    start = tokens.sentence_start(i)
    return any(k.startswith("introduc") for k in tokens.keys[start:i])


# How close (fuzz.ratio) each written word must be to the record's word in Latin letters.
_TRANSLITERATION_SCORE = 80
# Scripts whose letters anyascii writes as a reader would (Cyrillic, Greek, Armenian,
# Georgian); Chinese characters come back as syllables a writer would not join that way.
_ALPHABETS = ("\u0370", "\u058f")  # Greek and Coptic .. Armenian
_GEORGIAN = ("\u10a0", "\u10ff")


def _alphabetic(word: str) -> bool:
    return all(
        _ALPHABETS[0] <= c <= _ALPHABETS[1] or _GEORGIAN[0] <= c <= _GEORGIAN[1] for c in word
    )


def _latin_core(company: Company) -> tuple[str, ...] | None:
    """The core in Latin letters when the record writes it in Cyrillic, Greek, Armenian or
    Georgian ("ТОВ «Вольт Захід»" -> volt zakhid), else None."""
    core = company.name.core_keys
    if not core or not all(_alphabetic(k) for k in core):
        return None
    return tuple(fold(anyascii(k).replace("'", "")) for k in core)


def _latin_mentions(scan: Scan, part: Part, company: Company) -> list[tuple[int, int]]:
    """Spans where the core is written in Latin letters, word for word ("Could TOV Volt Zakhid
    use ..." for ТОВ «Вольт Захід»), a legal form before or after included."""
    latin = _latin_core(company)
    if latin is None:
        return _domain_mentions(scan, part, company)
    tokens, n = part.tokens, part.tokens.n
    declines = scan.profile.country in scan.knowledge.language.declined_names
    found: list[tuple[int, int]] = []
    for i in range(n - len(latin) + 1):
        end = i + len(latin) - 1
        if not part.free(i, end) or not (end == i or tokens.soft(i, end)):
            continue
        if not all(tokens.cap(i + k) and is_latin(tokens.words[i + k]) for k in range(len(latin))):
            continue
        pairs = [(fold(tokens.keys[i + k]), r) for k, r in enumerate(latin)]
        if min(fuzz.ratio(w, r) for w, r in pairs) < _TRANSLITERATION_SCORE:
            continue
        # another case of a word is no misspelling: "Vinariju" for Винарија in Serbian
        exact = all(_romanised(w) == _romanised(r) or same_name(w, r, declines) for w, r in pairs)
        first, last = i, end
        form = _form_after(scan, tokens, end)
        if form:
            last = form[0]
        if i > 0 and tokens.soft(i - 1, i):
            before = scan.knowledge.legal.form_at(tokens, i - 1)
            if before and before[0] == 1:
                first = i - 1  # "TOV Volt Zakhid": the prefix form in Latin letters too
        part.claim(first, last, "own")
        found.append((first, last))
        if not exact:  # "Volt Zakhod" for Вольт Захід: a letter changed, not another spelling
            _miswritten(scan, part, company, "own", first, last, "in Latin letters, misspelled")
    return found


# Arabic prepositions and conjunctions written onto the next word: "لدار المهيري" (for Dar
# Al-Muhairi), "وشركة", "بمؤسسة".
_PROCLITICS = "لبوفك"
# Hebrew's: "שולחים לגואטה גינון" (to Guata Ginun), "ב־DHL" (by DHL), with or without the maqaf.
_HEBREW_PREFIXES = "בהוכלמש"


def _with_proclitic(written: str, core: str) -> bool:
    """The name in Arabic or Hebrew letters with a one-letter proclitic written onto it
    ("لدار ..." for دار ..., "לגואטה ..." for גואטה ...), or ل before its article (ل + ال =
    لل: "للعود" for العود)."""
    if len(written) < 3:
        return False
    if written[0] in _HEBREW_PREFIXES and "\u05d0" <= core[:1] <= "\u05ea":
        return written[1:].removeprefix("\u05be") == core
    if written[0] not in _PROCLITICS or not "\u0600" <= core[:1] <= "\u06ff":
        return False
    rest = written[1:]
    return rest == core or (written.startswith("لل") and core.startswith("ال") and rest == core[1:])


def _declined(scan: Scan, part: Part, i: int, keys: list[str], core: tuple[str, ...]) -> bool:
    """The name's words, each in another case of a language that declines names: written in
    Greek or Cyrillic, or in Latin letters inside a sentence of that language, with a case
    ending of its own ("dla Herbaciarni Pyś" for Herbaciarnia Pyś); in an English sentence a
    dropped last letter is as often a slip ("Georgiu")."""
    if scan.profile.country not in scan.knowledge.language.declined_names:
        return False
    if any(is_latin(k) for k in keys):
        if len(keys) != len(core) or keys == list(core):
            return False
        if not scan._foreign_at(part, part.tokens.starts[i]):
            return False
        if scan.profile.country in _FINNIC:  # the ending on the last word only: "Viinitalon"
            return keys[:-1] == list(core[:-1]) and _finnic_case_form(keys[-1], core[-1])
        # the genitive plural drops the ending of a word before the last ("dla Win Żuberek"
        # for Wina Żuberek); a family name last keeps its letters
        return all(
            _case_form(k, c) or (n < len(core) - 1 and _genitive_plural(k, c))
            for n, (k, c) in enumerate(zip(keys, core, strict=True))
        )
    # a case ending added ("Σπογγεμπορικής"), not a letter dropped ("Σικαλίδη" for Σικαλίδης);
    # in Cyrillic an adjective's or noun's ending changed ("Винной галереи" for Винная галерея),
    # but not the last word's: a family name there keeps its case ("Юдиной" for Юдина, "Величко"
    # for Величка name another person)
    last = len(core) - 1
    return len(keys) == len(core) and all(
        (k.startswith(c) and same_name(k, c))
        or (n < last and (_cyrillic_case_form(k, c) or _greek_case_form(k, c)))
        for n, (k, c) in enumerate(zip(keys, core, strict=True))
    )


# Articles and pronouns of the German genitive: "des Weinhandels Börner", "Ihres Kontors".
_GENITIVE_ARTICLES = frozenset("des eines ihres meines unseres dieses".split())
_GERMAN_SPEAKING = frozenset({"DE", "AT", "CH", "LI", "LU"})


def _german_genitive(scan: Scan, part: Part, i: int, keys: list[str], core) -> bool:
    """The name after a German genitive article, its first word with the genitive's s or es:
    "Als Inhaber des Weinhandels Börner" for Weinhandel Börner."""
    if scan.profile.country not in _GERMAN_SPEAKING or i == 0 or len(keys) != len(core):
        return False
    if part.tokens.keys[i - 1] not in _GENITIVE_ARTICLES:
        return False
    first, rest = keys[0], keys[1:]
    return rest == list(core[1:]) and first in (core[0] + "s", core[0] + "es")


# Case endings Slavic languages written in Latin letters put on a noun or adjective
# (Polish, Czech, Slovak, Slovene, Croatian): "Winnicy i Handlu Botor" for Winnica i Handel Botor.
_CASE_ENDINGS = frozenset(
    "a e i y u o ę ą ě é ú ie iu owi em om ego emu ej iej ym im ou ého ému ým ím ovi "
    "ach ów ami ách ích ov och ům".split()  # plurals: "w Herbatach", "Zegarów" (Herbaty, Zegary)
)
_LATIN_CASE_VOWELS = "aeiouyąęěéú"
# A stem shorter than this takes too many words for case forms ("Pol" + "a")
_CASE_STEM = 3


def _case_form(written: str, core: str) -> bool:
    """`written` is `core` with a Slavic case ending: its last vowel replaced ("winnicy"),
    an ending added ("botorem"), or a fleeting e dropped before it ("handlu" for handel)."""
    if written == core:
        return True
    stems = {core}
    if core[-1] in _LATIN_CASE_VOWELS:
        stems.add(core[:-1])
        if core.endswith("ia"):
            stems.add(core[:-2])  # "herbaciarni" for herbaciarnia
    elif len(core) > 3 and core[-2] == "e":
        stems.add(core[:-2] + core[-1])  # "handl" of handel
    return _stem_and_ending(written, stems, _CASE_ENDINGS)


def _genitive_plural(written: str, core: str) -> bool:
    """`written` is `core` without its last vowel, as a Slavic genitive plural writes a noun in
    -a, -o or -e ("win" for wina, "winnic" for winnica)."""
    return len(written) >= _CASE_STEM and core[-1:] in "aoe" and written == core[:-1]


def _stem_and_ending(written: str, stems, endings: frozenset[str]) -> bool:
    """`written` is one of `stems` (long enough to be a stem) and one of `endings`."""
    return any(
        len(stem) >= _CASE_STEM and written.startswith(stem) and written[len(stem) :] in endings
        for stem in stems
    )


# Russian, Ukrainian, Belarusian and Bulgarian case endings of nouns and adjectives, and the
# vowels (with й, ь) a word's nominative ending is made of.
_CYRILLIC_CASE_ENDINGS = frozenset(
    "а я у ю е и і ы о ой ей ою ею ую юю ое ее ого его ому ему ым им ом ем ых их ими ыми ами "
    "ями ах ях".split()
)
_CYRILLIC_ENDING_LETTERS = "аяеиіыоуюйь"


# Finnish and Estonian add their case endings to the last word as it stands: "Laineen
# Viinitalon varastoon" (to Laineen Viinitalo's warehouse), "Tallinna Veinimajale".
_FINNIC = frozenset({"FI", "EE"})
_FINNIC_ENDINGS = frozenset(
    "n ssa ssä sta stä lla llä lta ltä lle ksi na nä a ä ta tä "  # Finnish
    "le l lt s st sse ga ks ni d".split()  # Estonian
)


def _finnic_case_form(written: str, core: str) -> bool:
    """`core` with a Finnic ending, its double stop made single before it as Finnish does
    ("viinitukulle" for viinitukku)."""
    stems = [core]
    if len(core) > 3 and core[-3:-1] in ("kk", "pp", "tt"):
        stems.append(core[:-2] + core[-1])
    return _stem_and_ending(written, stems, _FINNIC_ENDINGS)


# The cases of a Greek masculine plural noun ("Αλευρόμυλοι" -> "στους Αλευρόμυλους", "των
# Αλευρόμυλων"), final sigma as token keys write it (σ). Singular words are left alone: a family
# name keeps its case ("Ξανθάκη Τρόφιμα" for Ξανθάκης Τρόφιμα names another person).
_GREEK_PLURAL_CASES = frozenset(("οι", "ουσ", "ων"))


def _greek_case_form(written: str, core: str) -> bool:
    """`written` is `core`, a Greek plural in -οι, in another case."""
    if not core.endswith("οι") or not ("\u0370" <= written[:1] <= "\u03ff"):
        return False
    return _stem_and_ending(written, (core[:-2],), _GREEK_PLURAL_CASES)


def _cyrillic_case_form(written: str, core: str) -> bool:
    """`written` is `core` with its Cyrillic case ending (one or two of its last letters)
    replaced by another: "винной" (of) for винная, "галереи" for галерея; not cut short
    ("юдин" for юдина)."""
    if not written or not ("\u0400" <= written[0] <= "\u04ff"):
        return False
    stems = {core}
    for cut in (1, 2):
        if len(core) > cut and all(c in _CYRILLIC_ENDING_LETTERS for c in core[-cut:]):
            stems.add(core[:-cut])
    return _stem_and_ending(written, stems, _CYRILLIC_CASE_ENDINGS)


def _romanised(word: str) -> str:
    """A word in Latin letters with the choices romanisation systems differ in made one way:
    "Zakhid", "Zahid" and "Zachid" are one spelling; "Zakhod" is another."""
    word = re.sub(r"kh|ch|h", "h", word.replace("'", ""))
    for a, b in (("ts", "c"), ("tz", "c"), ("zh", "z"), ("j", "i"), ("y", "i"), ("w", "v")):
        word = word.replace(a, b)
    return re.sub(r"(.)\1", r"\1", word)


# The shortest word of a domain that names the company ("denzai" of denzai-trade.co.jp).
_DOMAIN_WORD = 4


def _domain_mentions(scan: Scan, part: Part, company: Company) -> list[tuple[int, int]]:
    """Capitalised Latin words, one of them a word of the buyer's own web or mail domain or,
    for Hebrew and Arabic, the consonants of a word of the record, for a company the record
    writes in a script the checker cannot romanise: "Yamazaki Denzai" for 株式会社山崎電材
    (denzai-trade.co.jp), "Feldman Food Import" for פלדמן יבוא מזון."""
    if is_latin(company.name.core_text):
        return []
    buyer = scan.profile.buyer
    domains = " ".join(a.rsplit("@", 1)[-1] for a in (buyer.email, buyer.website) if a).lower()
    # Hebrew and Arabic write few vowels: "Feldman" is פלדמן's consonants (anyascii "fldmn")
    skeletons = {_consonants(anyascii(k)) for k in company.name.core_keys if _abjad(k)}
    skeletons = {k for k in skeletons if len(k) >= 3}
    if not domains and not skeletons:
        return []
    tokens, vocabulary = part.tokens, scan.knowledge.vocabulary
    sender = scan.context.sender_company
    theirs = set(sender.name.core_keys) if sender else set()

    def names(k: int) -> bool:  # a word of the domain or the record that no dictionary holds
        key = tokens.keys[k]
        if len(key) < _DOMAIN_WORD or key in theirs or vocabulary.knows(key):
            return False
        return (bool(domains) and key in domains) or _consonants(key) in skeletons

    found: list[tuple[int, int]] = []
    i = 0
    while i < tokens.n:
        j = i
        while j < tokens.n and tokens.cap(j) and is_latin(tokens.words[j]) and part.free(j, j):
            if j > i and not tokens.soft(j - 1, j):
                break
            j += 1
        run = range(i, j)
        if any(names(k) for k in run):
            part.claim(i, j - 1, "own")
            found.append((i, j - 1))
        i = max(j, i + 1)
    return found


def _abjad(word: str) -> bool:
    """Hebrew or Arabic letters."""
    return all("\u0590" <= c <= "\u06ff" for c in word)


def _consonants(word: str) -> str:
    """A word's consonants, doubled ones once: "Feldman" and "fldmn" are both "fldmn"."""
    letters = re.sub(r"[^a-z]|[aeiouy]", "", fold(word))
    return re.sub(r"(.)\1", r"\1", letters)


def _positions(scan: Scan, part: Part, key: str) -> list[int]:
    """Indices of the tokens whose key is `key` (via the flags when the batch knows it)."""
    keys = part.tokens.keys
    if scan.context.lexicon.get(key, 0) & F_COMPANY:
        return [i for i in part.flagged(F_COMPANY) if keys[i] == key]
    return [i for i, k in enumerate(keys) if k == key]


def _foreign_full(scan: Scan, part: Part, own: str, sender: str) -> None:
    ctx, tokens = scan.context, part.tokens
    for i in part.flagged(F_COMPANY):
        if i in part.claimed:
            continue
        hit = ctx.company_index.match(tokens.keys, i, tokens)
        if hit is None:
            continue
        company = ctx.companies[hit[1]]
        end = i + hit[0] - 1
        if company.name.core_norm in (own, sender) or not part.free(i, end):
            continue
        if company.all_common and not _capitalised(tokens, i, end):
            continue
        form = _form_after(scan, tokens, end)
        if form is None and not _surely_company(scan, part, i, end):
            continue
        _report_foreign(scan, part, i, form[0] if form else end, company)


def _surely_company(scan: Scan, part: Part, i: int, j: int) -> bool:
    """Whether tokens i..j, written without a legal form, name a company and not a person.

    Not when every word belongs to the buyer's or the sender's people ("Hobro" is the
    contact's first name and the core of "Hobro KG"), or when one word alone is short or a
    batch contact's name ("Grace" of Grace Cosmetics may be Grace Hall), or sits in a full name.
    """
    tokens = part.tokens
    if all(k in scan.profile.people for k in tokens.keys[i : j + 1]):
        return False
    if i == j:
        short = len(tokens.keys[i]) < scan.knowledge.thresholds.company_distinctive_min_length
        if short or part.flag(i) & F_NAME or _in_full_name(scan, part, i):
            return False
        if i and part.flag(i - 1) & (F_HONORIFIC | F_GREETING) and not tokens.breaks_before(i):
            return False
        if tokens.keys[i] in english_words() or tokens.keys[i] in local_words(scan.profile.country):
            # "used in Persian and Gulf cooking", "handgerollte Zigarren" (Zigarren Kälin AG
            # is another buyer): a word of English or of the buyer's language, alone
            return False
    return True


def _in_full_name(scan: Scan, part: Part, i: int) -> bool:
    """Token i is inside the full name of a batch contact or the sender."""
    tokens, contacts = part.tokens, scan.context.contacts
    for start in range(max(0, i - 3), i + 1):
        if part.flag(start) & F_CONTACT:
            hit = contacts.match(tokens.keys, start, tokens)
            if hit is not None and start + hit[0] > i:
                return True
    return False


def _foreign_words(scan: Scan, part: Part, own: str, sender: str) -> None:
    ctx, tokens, profile = scan.context, part.tokens, scan.profile
    min_len = scan.knowledge.thresholds.company_distinctive_min_length
    for i in part.flagged(F_DISTINCT):
        key = tokens.keys[i]
        if i in part.claimed or key in profile.own_words or not tokens.cap(i):
            continue
        if i and part.flag(i - 1) & (F_HONORIFIC | F_GREETING) and not tokens.breaks_before(i):
            continue  # "Mr. Hoffmann", "Dear Hoffmann": a person
        if _in_full_name(scan, part, i):
            continue  # "Thomas Hoffmann": a person; the contact rule reads it
        for index in ctx.distinctive.get(key, ()):
            company = ctx.companies[index]
            if company.name.core_norm in (own, sender):
                break
            if len(key) < min_len and tokens.words[i] not in company.name.core_text.split():
                continue  # short words count only as the record writes them ("LG", not "Lg")
            lo, hi = i, i
            core = set(company.name.core_keys)
            while lo > 0 and tokens.keys[lo - 1] in core and tokens.soft(lo - 1, lo):
                lo -= 1
            while hi + 1 < tokens.n and tokens.keys[hi + 1] in core and tokens.soft(hi, hi + 1):
                hi += 1
            if not part.free(lo, hi):
                break
            form = _form_after(scan, tokens, hi)
            if form is None and not _surely_company(scan, part, lo, hi):
                break
            _report_foreign(scan, part, lo, form[0] if form else hi, company)
            break


_CJK_NAMED: dict[int, tuple[object, list[Company]]] = {}


def _cjk_companies(ctx) -> list[Company]:
    """The batch's companies whose name is written in Chinese, Japanese or Korean characters,
    found once per batch."""
    cached = _CJK_NAMED.get(id(ctx.companies))
    if cached is None or cached[0] is not ctx.companies:
        named = [
            c
            for c in ctx.companies
            if len(c.name.core_text) >= _CJK_SLIP_MIN
            and all(is_cjk(ch) for ch in c.name.core_text.replace(" ", ""))
        ]
        cached = (ctx.companies, named)
        _CJK_NAMED[id(ctx.companies)] = cached
    return cached[1]


def _foreign_cjk(scan: Scan, part: Part, own: Company, sender: str) -> None:
    """Another buyer's company written inside a run of Chinese or Japanese characters
    ("得知鍾氏健康食品有限公司專注於居家用品" to 杜家居家用品): no word boundary to match at."""
    text = part.tokens.text
    if text.isascii():
        return
    for company in _cjk_companies(scan.context):
        core = company.name.core_text
        if company.name.core_norm in (own.name.core_norm, sender) or core in own.name.name:
            continue
        start = text.find(core)
        if start < 0:
            continue
        full = company.name.name
        end = start + (len(full) if text.startswith(full, start) else len(core))
        if any(f.part == part.name and f.start < end and f.end > start for f in scan.findings):
            continue  # found already where spaces set the name apart
        scan.add(
            part,
            FindingType.company_foreign,
            Severity.error,
            start,
            end,
            scan.profile.buyer.company,
            fuzz.ratio(text[start:end], scan.profile.buyer.company, processor=None),
            f"names another buyer's company ({full}): wrong, and a data leak",
        )
        return


def _report_foreign(scan: Scan, part: Part, i: int, j: int, company: Company) -> None:
    part.claim(i, j, "foreign")
    scan.add_tokens(
        part,
        FindingType.company_foreign,
        Severity.error,
        i,
        j,
        scan.profile.buyer.company,
        fuzz.ratio(part.tokens.surface(i, j), scan.profile.buyer.company, processor=None),
        f"names another buyer's company ({company.name.name}): wrong, and a data leak",
    )


# Case endings Nepali and Hindi write onto a name.
_POSTPOSITIONS = frozenset("लाई को का की के ले मा बाट ने से में सँग".split())


def _misspelled(scan: Scan, part: Part, company: Company, sender: bool = False) -> int:
    """Report near misses of the buyer's (or with `sender`, the sender's) core name in
    `part`; returns how many, with the mentions written exactly as the record writes a name
    the word-by-word match cannot join (a comma inside it)."""
    th = scan.knowledge.thresholds
    core = company.name
    if core.letters < th.company_misspelled_min_length:
        return 0
    tokens, people = part.tokens, scan.profile.people
    honorifics = scan.knowledge.language.honorifics
    reported = 0
    # Aligned on folded text, so "Lodz Meble" meets "Łódź Meble" (and is then a warning).
    spans = aligned_spans(
        core.core_text,
        tokens,
        part.claimed,
        th.company_alignment_cutoff,
        th.company_max_misspelled_per_part * 2,
    )
    for i, j in spans:
        if not part.free(i, j) or abs((j - i + 1) - len(core.core_keys)) > 1:
            continue
        candidate = tokens.normal(i, j)
        written = tokens.text[tokens.starts[i] : tokens.ends[j]]
        # as written: "global foods" is prose; in Chinese or Japanese the name may run on from
        # the word before it ("寄往宏碩材料科技" = "sent to" + the name)
        cjk_inside = not core.core_text.isascii() and core.core_text in written
        # Nepali and Hindi write case endings onto the name: "गौतम ट्रेडर्सलाई" (to Gautam Traders)
        ending = written[len(core.core_text) :] if written.startswith(core.core_text) else None
        if ending in _POSTPOSITIONS:
            part.claim(i, j, "sender" if sender else "own")
            reported += 1
            continue
        if _with_proclitic(written, core.core_text):
            form = _form_after(scan, tokens, j)
            part.claim(i, form[0] if form else j, "sender" if sender else "own")
            reported += 1
            continue
        if written in (core.name, core.core_text) or (cjk_inside and "\u4e00" <= core.core_text[0]):
            # "致魏海产贸易" + "有限公司": its form follows; one already inside ("...股份有限公司")
            # leaves a second one to the legal-form rule
            has_form = has_attached_form(written)
            form = _form_after(scan, tokens, j) if cjk_inside and not has_form else None
            part.claim(i, form[0] if form else j, "sender" if sender else "own")
            _fused_after(scan, part, [(i, j)])
            reported += 1  # named (the caller counts mentions by this)
            continue  # the name as the record writes it, commas and all ("Weber, Lawson and ...")
        if any("\n" in tokens.gaps[k] for k in range(i + 1, j + 1)):
            continue  # "Mansız Kuruyemiş.\n\nGrades": a name does not run across lines
        if _generic_tail_dropped(scan, tokens.keys[i : j + 1], core.core_keys):
            part.claim(i, j, "sender" if sender else "own")
            reported += 1  # "Mansız Kuruyemiş" for Mansız Kuruyemiş Gıda: a short form
            continue
        if _cjk_short(written, core.core_text):
            part.claim(i, j, "sender" if sender else "own")
            reported += 1  # "湖南郭氏槟榔" for 湖南郭氏槟榔食品: `_cjk_short_forms` warns
            continue
        keys = tokens.keys[i : j + 1]
        if not sender and (
            _declined(scan, part, i, keys, core.core_keys)
            or _german_genitive(scan, part, i, keys, core.core_keys)
        ):
            form = _form_after(scan, tokens, j)
            part.claim(i, form[0] if form else j, "own")
            reported += 1  # "της Σπογγεμπορικής Σικαλίδης": the name in the genitive
            continue
        score = word_ratio(company.folded, tokens, i, j)
        if score < th.company_misspelled_min_score or candidate == core.core_norm:
            continue
        if not tokens.cap(i) or (company.all_common and not _capitalised(tokens, i, j)):
            continue
        keys = tokens.keys[i : j + 1]
        if all(k in people or part.flag(n) & F_NAME for n, k in enumerate(keys, i)):
            continue  # "Ms. Kowalska" is the contact, not a misspelled Kowalski
        contact = scan.profile.contact
        shared = set(contact.keys) & set(core.core_keys) if contact else set()
        if shared and all(any(same_name(k, c) for c in shared) for k in keys):
            continue  # "κύριε Μεταξά": Μεταξάς of Μεταξάς Α.Ε. called by name, declined
        if honorifics & set(keys) and not honorifics & set(core.core_keys):
            continue  # "Mr. Chartrand," greets a person, not "Import Chartrand"
        last_cap = core.core_text.split()[-1][:1].isupper()
        spaced = not tokens.gaps[j].strip(" ,\n")  # not "Industrie-technik"
        if j > i and tokens.words[j][:1].islower() and last_cap and spaced:
            # "Ritmo y Papel exports:", "from Breiðafjörður, dried": a word after the name
            # (past a comma or a line break too), not its last word
            continue
        same_letters = (
            fold(candidate) == company.folded or fold_translit(candidate) == company.translit
        ) and _only_dropped(tokens.surface(i, j), company.name.name)
        # diacritics dropped from the buyer's name ("Sa Importacoes") misspell it to the
        # reader who owns it; from the sender's own, a warning ("Thu Ha" writes hers so)
        whose = "your" if sender else "the buyer's"
        form = _form_after(scan, tokens, j)
        part.claim(i, form[0] if form else j, "sender" if sender else "misspelled")
        scan.add_tokens(
            part,
            FindingType.sender_wrong if sender else FindingType.company_misspelled,
            Severity.warning if same_letters and sender else Severity.error,
            i,
            j,
            company.name.name,
            score,
            f"{whose} company spelled without its diacritics"
            if same_letters
            else f"a misspelling of {whose} company",
        )
        reported += 1
        if reported >= th.company_max_misspelled_per_part:
            break
    return reported


# The shortest word whose one changed letter makes a short form of a name a misspelling.
_TYPO_WORD = 4


# The shortest run of a Chinese name's first characters compared for a slip: three characters
# are often a family name and a common word ("石氏中" would not be written alone).
_CJK_SLIP_MIN = 4


def _han(name: str) -> bool:
    """Every character is a Chinese one (the CJK Unified Ideographs block)."""
    return all("\u4e00" <= c <= "\u9fff" for c in name)


def _cjk_slip(scan: Scan, part: Part, company: Company, sender: bool) -> int:
    """A Chinese name's first characters written with one character changed, not the last
    ("贵司石式中药材有兴趣" for 石氏中药材进出口有限公司: 式 for 氏, a homophone): Chinese
    letters write the name inside a run of characters, where no fuzzy word match reaches."""
    name = company.name.core_text
    if len(name) < _CJK_SLIP_MIN or not _han(name):
        return 0
    tokens, found = part.tokens, 0
    for i, word in enumerate(tokens.words):
        if len(word) < _CJK_SLIP_MIN or i in part.claimed or not "\u4e00" <= word[0] <= "\u9fff":
            continue
        if name[:_CJK_SLIP_MIN] in word:
            continue  # written right, whatever follows
        for length in range(len(name), _CJK_SLIP_MIN - 1, -1):
            target = name[:length]
            at = next(
                (
                    a
                    for a in range(len(word) - length + 1)
                    if _one_off_inside(word[a : a + length], target)
                ),
                None,
            )
            if at is None:
                continue
            start = tokens.starts[i] + at
            part.claim(i, i, "sender" if sender else "misspelled")
            score = fuzz.ratio(word[at : at + length], target)
            _report_slip(scan, part, company, sender, start, start + length, score)
            found += 1
            break
    return found


# Characters a Chinese letter may leave off the end of a company's core when it names the
# company short: an industry word ("謝興化學" for 謝興化學工業股份有限公司)
_CJK_SHORT_DROP = 2


def _cjk_short(written: str, core: str) -> bool:
    """`written` is a Chinese core's first characters, all but an industry word's at its end."""
    return (
        _han(core)
        and len(written) >= _CJK_SLIP_MIN
        and 0 < len(core) - len(written) <= _CJK_SHORT_DROP
        and core.startswith(written)
    )


def _cjk_short_forms(scan: Scan, company: Company) -> int:
    """Mentions of a Chinese company by its core's first characters, all but an industry
    word's at the end ("相信對謝興化學的產品線會有幫助"): a writer's short form, a warning."""
    name = company.name.core_text
    if len(name) <= _CJK_SLIP_MIN or not _han(name):
        return 0
    found = 0
    for part in scan.parts:
        text = part.tokens.text
        for length in range(len(name) - 1, max(_CJK_SLIP_MIN, len(name) - _CJK_SHORT_DROP) - 1, -1):
            at = text.find(name[:length])
            if at >= 0:
                scan.add(
                    part, FindingType.company_misspelled, Severity.warning, at, at + length,
                    company.name.name, 100.0 * length / len(name),
                    "the buyer's company in a short form: check",
                )  # fmt: skip
                found += 1
                break
    return found


def _cjk_whole_slip(scan: Scan, part: Part, company: Company, sender: bool) -> int:
    """The whole name, legal form and all, written with one character of its core left out
    ("侯陳慧股份有限公司" for 侯陳陳慧股份有限公司: no one shortens a name and keeps its
    form) or two of them swapped ("台中孫氏焙烘原料有限公司" for 台中孫氏烘焙原料有限公司)."""
    name, core = company.name.name, company.name.core_text
    at = name.find(core)
    if len(name) < _CJK_SLIP_MIN or len(core) < 3 or at < 0 or not all(map(is_cjk, name)):
        return 0
    text, found = part.tokens.text, 0
    whole = [(m.start(), m.end()) for m in re.finditer(re.escape(name), text)]
    inside = range(at, at + len(core))
    dropped = [name[:k] + name[k + 1 :] for k in inside]
    swapped = [name[:k] + name[k + 1] + name[k] + name[k + 2 :] for k in inside[:-1]]
    for slip in dict.fromkeys(w for w in dropped + swapped if w != name):
        for match in re.finditer(re.escape(slip), text):
            start = match.start()
            if any(a <= start < b for a, b in whole):
                continue  # "陳陳慧股份有限公司" inside the name written whole
            score = fuzz.ratio(slip, name)
            _report_slip(scan, part, company, sender, start, start + len(slip), score)
            found += 1
    return found


def _report_slip(
    scan: Scan, part: Part, company: Company, sender: bool, start: int, end: int, score: float
) -> None:
    """A misspelling of the buyer's (or the sender's own) company over characters start..end."""
    scan.add(
        part,
        FindingType.sender_wrong if sender else FindingType.company_misspelled,
        Severity.error,
        start,
        end,
        company.name.name,
        score,
        f"a misspelling of {'your' if sender else 'the buyer' + chr(39) + 's'} company",
    )


def _one_off_inside(written: str, name: str) -> bool:
    """One character differs, neither the first nor the last: "石式中药材" for 石氏中药材."""
    off = [n for n, (a, b) in enumerate(zip(written, name, strict=True)) if a != b]
    return len(off) == 1 and 0 < off[0] < len(name) - 1


def _typo_short_form(scan: Scan, part: Part, company: Company, sender: bool) -> int:
    """The first words of a name of three words or more, one of them a letter off ("Ghor
    Al-Safa can guarantee" for Ghor Al-Safi Trading Co.) or the last of them cut ("Onio Frutta
    Sec" for Onio Frutta Secca): too short a span for the fuzzy match of the whole name, and
    no short form a writer would choose."""
    core = company.name.core_keys
    tokens = part.tokens
    if len(core) < 3:
        return 0
    found = 0
    for i in _positions(scan, part, core[0]):
        if not part.free(i, i) or not tokens.cap(i):
            continue
        k, typo = 1, None
        while i + k < tokens.n and k < len(core) and tokens.soft(i + k - 1, i + k):
            written, record = tokens.keys[i + k], core[k]
            if written != record and typo is None and _cut_word(written, record):
                typo, k = i + k, k + 1
                break  # "Onio Frutta Sec needs them" for Onio Frutta Secca: cut off
            if written != record:
                near = len(record) >= _TYPO_WORD and Levenshtein.distance(written, record) == 1
                if typo is not None or not near or not tokens.cap(i + k):
                    break
                typo = i + k
            k += 1
        end = i + k - 1
        if typo is None or k < 3 or not part.free(i, end):
            continue
        part.claim(i, end, "sender" if sender else "misspelled")
        score = fuzz.ratio(tokens.surface(i, end), company.name.core_text)
        _report_slip(scan, part, company, sender, *tokens.span(i, end), score)
        found += 1
    return found


def _cut_word(written: str, record: str) -> bool:
    """The written word is the record's word cut short by two letters or more ("sec" of
    "secca")."""
    return len(written) >= 3 and len(record) - len(written) >= 2 and record.startswith(written)


def _only_dropped(written: str, record: str) -> bool:
    """Every letter of `written` that differs from the record's is a plain letter: diacritics
    left out ("Kovacevic"), not one put for another ("Kovačevič" for Kovačević)."""
    letters = [c for c in written if c.isalpha()]
    record_letters = [c for c in record if c.isalpha()]
    folded = fold("".join(letters))
    for start in range(len(record_letters) - len(letters) + 1):
        theirs = record_letters[start : start + len(letters)]
        if fold("".join(theirs)) == folded:
            return all(a == b or a.isascii() for a, b in zip(letters, theirs, strict=True))
    return {c for c in written if not c.isascii()} <= set(record)


def _short_forms(scan: Scan, company: Company) -> int:
    """Mentions of the company by the first words of its name ("Wang Beverage" for Wang
    Beverage Trading Co., Ltd.), at least two: a writer's short form, a warning to check."""
    core = company.name.core_keys
    contact = scan.profile.contact
    person = set(contact.keys) if contact else set()
    found = 0
    for k in range(len(core) - 1, 1, -1):
        if set(core[:k]) <= person:
            continue  # "Mr Al Ghamdi": the contact's name, not the company's
        for part in scan.parts:
            tokens = part.tokens
            for i in _positions(scan, part, core[0]):
                end = _match_core(tokens, i, core[:k])
                if end is None or not part.free(i, end) or not _capitalised(tokens, i, end):
                    continue
                nxt = end + 1
                if nxt < tokens.n and tokens.soft(end, nxt) and tokens.cap(nxt):
                    continue  # "Wang Beverage Holdings": another company
                part.claim(i, end, "own")
                found += 1
                scan.add_tokens(
                    part,
                    FindingType.company_misspelled,
                    Severity.warning,
                    i,
                    end,
                    company.name.name,
                    100.0 * k / len(core),
                    "the buyer's company in a short form: check",
                )
        if found:
            return found
    return 0


def _dotted_prefix(scan: Scan, part: Part, company: str) -> None:
    """A full stop after a legal form the record writes before the name, without one ("to Oy.
    Nordic Industrial Ltd." for Oy Nordic Industrial Ltd): it reads as a sentence ending."""
    words = company.split()
    legal = scan.knowledge.legal
    first = words[0].lower() if len(words) > 1 else ""
    if (
        not first
        or first.endswith(".")
        or (first not in legal.prefixes and first not in legal.forms)
    ):
        return
    written = f"{words[0]}. {words[1]}"
    at = part.tokens.text.find(written)
    if at >= 0:
        scan.add(
            part,
            FindingType.company_misspelled,
            Severity.error,
            at,
            at + len(written),
            company,
            90.0,
            "a full stop after the legal form the record writes before the name",
        )


def introduces(text: str) -> bool:
    """The text introduces the sender ("I am writing to introduce", "my name is"): a first
    e-mail."""
    return _INTRODUCES.search(text) is not None


def run(scan: Scan) -> None:
    profile, ctx = scan.profile, scan.context
    own = profile.company
    sender = ctx.sender_company
    sender_core = sender.name.core_norm if sender else ""
    named = 0
    for part in scan.parts:
        found = _mentions(scan, part, own, "own") or _latin_mentions(scan, part, own)
        named += len(found)
        if part.name == "subject" and len(found) > 1 and found[1][0] - found[0][1] <= 3:
            # "Al Ketbi Flowers for Al Ketbi Flowers L.L.C.": a slot filled with the name twice
            first, last = found[0][0], found[-1][1]
            scan.garble(
                part,
                part.tokens.starts[first],
                part.tokens.ends[last],
                "the subject names the buyer's company twice",
            )
        for (_, last), (nxt, end) in zip(found, found[1:], strict=False):
            if nxt == last + 1 and not part.tokens.gaps[nxt].strip(" «»\"'"):
                # "Для ООО «Одинцов Орехторг» «Одинцов Орехторг» можем": a stutter
                tokens = part.tokens
                where = (tokens.starts[nxt], tokens.ends[end])
                scan.garble(part, *where, "the company named twice in a row", any_language=True)
        if sender is not None and sender_core != own.name.core_norm:
            found += _mentions(scan, part, sender, "sender")
        _fused_after(scan, part, found)
    for part in scan.parts:
        _dotted_prefix(scan, part, profile.buyer.company)
        _foreign_full(scan, part, own.name.core_norm, sender_core)
        _foreign_words(scan, part, own.name.core_norm, sender_core)
        _foreign_cjk(scan, part, own, sender_core)
    for part in scan.parts:
        named += _misspelled(scan, part, own)
        named += _typo_short_form(scan, part, own, sender=False)
        named += _cjk_slip(scan, part, own, sender=False)
        named += _cjk_whole_slip(scan, part, own, sender=False)
        if sender is not None and sender_core != own.name.core_norm:
            _misspelled(scan, part, sender, sender=True)
            _typo_short_form(scan, part, sender, sender=True)
    if not named:
        named = _short_forms(scan, own) or _cjk_short_forms(scan, own)
    if not named:
        # "your company" where the name belongs is a template left unfilled, and a first
        # e-mail must say whom it is for; a short note between people who have met may not
        # name the company (a doubt)
        texts = [part.tokens.text for part in scan.parts]
        follow_up = any(_FOLLOW_UP.search(t) for t in texts)
        generic = any(_GENERIC.search(t) for t in texts) or (
            not follow_up and any(_GENERIC_CJK.search(t) for t in texts)
        )
        first = not follow_up and any(introduces(t) for t in texts)
        scan.add(
            scan.body,
            FindingType.company_missing,
            Severity.error,
            0,
            0,
            profile.buyer.company,
            0.0,
            "the buyer's company is never named"
            + (": 'your company' stands where its name belongs" if generic else ""),
            doubt=not (generic or first),
        )
