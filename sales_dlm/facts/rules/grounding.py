"""Grounding: every word a draft uses must come from somewhere.

Runs last, over the words no other rule explained. A word is grounded when it is English or a
word of the trade or a known place (`vocabulary`), a word of the buyer's record or the sender
profile, a word of the batch (the company and contact rules judge those), or the checker's
own knowledge (titles, categories, countries, legal forms, greetings). Errors:
- a word that is none of these and looks garbled or fused ("youffmann", "whoim",
  "Tradingeaeafood", a name run into other letters), or is close to a name. Close to a word
  of the buyer's company it is `company_misspelled`, of the contact's name `contact_wrong`,
  of the sender's company or name `sender_wrong`; otherwise `artifact`;
- the example sender profile ("Hanbit", "Minji") in a draft from another sender:
  `sender_wrong`;
- a stray letter ("Pacific R Co.") or a capitalised fragment ("Bel", "Ph") mid-sentence;
- part of a company's name without the rest ("Industrietechnik" alone, "Maison Bel SAS"):
  the first word alone is a short name and fine;
- a legal form no named company carries ("We Trading Co., of"): `company_misspelled`, or
  `sender_wrong` right after the sender's name.
Warnings: an unknown word or name that looks like a real one (a brand, a variety, a small
town: "Shimano", "Arabica", "oolong"): the checker cannot tell whether it belongs, a person can.
"""

from __future__ import annotations

import re

from anyascii import anyascii
from rapidfuzz import fuzz

from sales_dlm.facts.context import F_GREETING
from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.judge import (
    DOUBT,
    ERROR,
    FRAGMENT_LETTERS,
    ROLE_CUES,
    Judge,
    Verdict,
    is_latin,
    odd_capitals,
    stray_pair,
    tokens_in,
    tokens_of,
    web_tokens,
)
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.tokens import Tokens, is_cjk
from sales_dlm.facts.vocabulary import local_words


def reported(scan: Scan, part: Part, errors_only: bool = False) -> set[int]:
    """Tokens inside spans other rules already reported ("[SEP]", "<|im_start|>")."""
    spans = [
        (f.start, f.end)
        for f in scan.findings
        if f.part == part.name
        and f.end > f.start
        and (not errors_only or f.severity is Severity.error)
    ]
    return tokens_in(part.tokens, spans)


def _words(scan: Scan, part: Part, judge: Judge, skip: set[int]) -> None:
    tokens = part.tokens
    keys, words = tokens.keys, tokens.words
    ctx = scan.context
    glance, frequent = ctx.glance_words, ctx.frequent_words
    grounded, claimed = scan.profile.grounded, part.claimed
    # Most words are frequent English (a small set, fast); only the others and short
    # capitalised ones need a look.
    # (the word is read only for short keys: zipping words in costs every token a tuple)
    candidates = [
        i
        for i, k in enumerate(keys)
        if (k not in frequent and k not in grounded and k not in glance)
        or (len(k) <= FRAGMENT_LETTERS and (words[i][0].isupper() or stray_pair(k, words[i])))
    ]
    # and English words in odd capitals ("AeriaL"), which the frequent words would hide
    odd = [i for i, w in enumerate(words) if odd_capitals(w) and keys[i] not in grounded]
    if odd:
        candidates = sorted(set(candidates).union(odd))
    found = []
    for i in candidates:
        if i not in claimed and i not in skip:
            verdict = judge.verdict(part, i)
            if verdict is not None:
                found.append((i, verdict))
    if not found:
        return
    greeting_end = _greeting_end(part) if part.name == "body" else 0
    runs: list[list[tuple[int, Verdict]]] = []
    for i, verdict in found:
        last = runs[-1][-1] if runs else None
        if last and last[0] == i - 1 and last[1] == verdict and tokens.soft(i - 1, i):
            runs[-1].append((i, verdict))
        else:
            runs.append([(i, verdict)])
    for run in runs:
        first, last = run[0][0], run[-1][0]
        ftype, expected, reason, severity = run[0][1]
        doubt = severity == DOUBT
        if doubt:
            severity = ERROR
        if ftype is FindingType.artifact and severity is ERROR and tokens.cap(first):
            if first < greeting_end:
                ftype, expected = FindingType.contact_wrong, scan.profile.buyer.contact_name
                reason = "the greeting names someone the record does not: " + reason
            elif first >= part.signature:
                ftype, expected = FindingType.sender_wrong, scan.context.sender.name
                reason = "your signature names something your profile does not: " + reason
                if _title_run_on(scan, tokens.keys[first]):
                    # "Export Salesvo, Hanbit Trading" for Export Sales Manager: sure
                    expected, doubt = scan.context.sender.title, False
                    reason = "your title run into other letters in your signature"
                elif _joined_to_own_name(scan, tokens, first, last):
                    doubt = False  # "FemiiÛfer-Goergen" for Tessy Kieffer-Goergen
        part.claim(first, last, "ungrounded")
        scan.add_tokens(part, ftype, severity, first, last, expected, 0.0, reason, doubt)


def _joined_to_own_name(scan: Scan, tokens, first: int, last: int) -> bool:
    """The unknown words first..last are joined by a hyphen to a word of the sender's name."""
    own = set(tokens_of(scan.context.sender.name))
    before = first > 0 and tokens.gaps[first] == "-" and tokens.keys[first - 1] in own
    after = last + 1 < tokens.n and tokens.gaps[last + 1] == "-" and tokens.keys[last + 1] in own
    return before or after


def _title_run_on(scan: Scan, key: str) -> bool:
    """The word is a word of the sender's title (four letters or more) with letters after."""
    title = tokens_of(scan.context.sender.title)
    return any(len(w) >= 4 and key.startswith(w) and len(key) > len(w) for w in title)


def _greeting_end(part: Part) -> int:
    """One past the last token of the opening greeting line (0 when there is none)."""
    tokens = part.tokens
    opening = [i for i in part.flagged(F_GREETING) if i <= 3 and tokens.breaks_before(i)]
    if not opening:
        return 0
    k = opening[0] + 1
    while k < tokens.n and "\n" not in tokens.gaps[k]:
        k += 1
    return k


# Words before a name's word that make it the place the company is named after.
_PLACE_CUES = frozenset("in from near around across our dans en aus im du del".split())
# Articles a region's name may take: "the Saloum", "les Niayes", "la Mancha".
_ARTICLES = frozenset("the les la le el los las".split())


def _fragments(scan: Scan, part: Part, judge: Judge, skip: set[int]) -> None:
    """Words of the buyer's or sender's company name written without the rest of it."""
    tokens = part.tokens
    targets = []
    own = scan.profile.company.name
    if len(own.core_keys) > 1:
        targets.append((own, FindingType.company_misspelled, scan.profile.buyer.company))
    sender = scan.context.sender_company
    if sender is not None and len(sender.name.core_keys) > 1:
        targets.append((sender.name, FindingType.sender_wrong, scan.context.sender.company))
    names = {k for name, _, _ in targets for k in name.core_keys}
    if names.isdisjoint(tokens.keys):
        return
    noted = _noted_phrases(scan.profile.buyer.notes)
    # "Jefa de Exportaciones" of Cerro Irazú Exportaciones S.R.L.: a word of a title too
    titled = {*tokens_of(scan.context.sender.title), *tokens_of(scan.profile.buyer.contact_title)}
    for i in [i for i, k in enumerate(tokens.keys) if k in names and k not in titled]:
        if i in part.claimed or i in skip or not tokens.cap(i):
            continue
        key = tokens.keys[i]
        if i + 1 < tokens.n and (key, tokens.keys[i + 1]) in noted:
            continue  # "the Pasifika Festival" as the notes say, for Toms Pasifika Arts
        if _known(scan, judge, key):
            continue
        if not is_latin(tokens.words[i]):
            continue  # Thai, Hebrew, CJK names split into pieces the checker cannot weigh
        if key in local_words(scan.profile.country) and scan._foreign_at(part, tokens.starts[i]):
            continue  # "Éponges fines et éponges de toilette": a French word, in French
        nxt = i + 1
        if nxt < tokens.n and tokens.gaps[nxt] == "-" and tokens.words[nxt][:1].isupper():
            continue  # "Ihr Orientfeinkost-Sortiment": a German compound with the name
        alone = i + 1 >= tokens.n or not tokens.cap(i + 1) or not tokens.soft(i, i + 1)
        if alone and i > 0 and tokens.keys[i - 1] in _PLACE_CUES and tokens.gaps[i] == " ":
            continue  # "cooperatives in Manabí", "our Manabí lots": the place the name is of
        regional = i > 1 and tokens.keys[i - 1] in _ARTICLES and tokens.keys[i - 2] in _PLACE_CUES
        if alone and regional:
            continue  # "our new crop from the Saloum", "dans les Niayes": a region
        if _before_country(scan, tokens, i):
            continue  # "Hidd, Kingdom of Bahrain" under Khor Hidd Trading: the town
        for name, ftype, expected in targets:
            if key not in name.core_keys:
                continue
            if _leading(tokens, i, name.core_keys):
                break  # "Nordhavn", "Al Noor": the name's first words, a short name
            if _trailing(tokens, i, name.core_keys, scan.knowledge.company_words):
                break  # "Tierra de Pococí" of Agrícola Tierra de Pococí: a generic word dropped
            part.claim(i, i, "fragment")
            if _garbled_head(scan, part, judge, i, expected):
                # "for Markerikov Pišút s.r.o." to Masáriková & Pišút s.r.o.: the name's
                # first words written over, not a word of it used on its own
                why = "part of a name, the words before it garbled"
                scan.add_tokens(part, ftype, Severity.error, i - 1, i, expected, 0.0, why)
                break
            # a word of a name may be a place or a word of its own ("our Manabí lots"): a doubt
            scan.add_tokens(
                part, ftype, Severity.error, i, i, expected, 0.0, "part of a name, cut", True
            )
            break


def _garbled_head(scan: Scan, part: Part, judge: Judge, i: int, company: str) -> bool:
    """Token i is a word of `company` followed by the rest of it as written ("Pišút s.r.o."),
    and right before it, in the same name, stands a capitalised word nobody knows: no word of
    the record, the profile, a vocabulary or a place."""
    tokens = part.tokens
    if i == 0 or not tokens.cap(i - 1) or not tokens.soft(i - 1, i) or (i - 1) in part.claimed:
        return False
    at = company.find(tokens.words[i])
    rest = company[at + len(tokens.words[i]) :] if at >= 0 else ""
    if not rest.strip() or not tokens.text.startswith(rest, tokens.ends[i]):
        return False  # "von der Weihnachtsinsel Kiritimati." for Kiritimati Reef & Palm Ltd
    key = tokens.keys[i - 1]
    known = _known(scan, judge, key) or key in scan.context.sender_words
    return not known and is_latin(tokens.words[i - 1])


def _known(scan: Scan, judge: Judge, key: str) -> bool:
    """A word of the record's people, a vocabulary, or the words common to names."""
    return key in scan.profile.people or judge.vocabulary.knows(key) or key in judge.common


# How an address names a country in full: "Kingdom of Bahrain", "Republic of Korea"
_STATE_WORDS = frozenset("kingdom republic state sultanate emirate principality".split())


def _before_country(scan: Scan, tokens, i: int) -> bool:
    """Token i is followed by a comma and a country: a town of an address line."""
    nxt = i + 1
    if nxt >= tokens.n or not tokens.gaps[nxt].startswith(","):
        return False
    if tokens.keys[nxt] in _STATE_WORDS:
        return True
    return scan.knowledge.countries.index.match(tokens.keys, nxt, tokens) is not None


def _noted_phrases(notes: str) -> set[tuple[str, str]]:
    """The notes' pairs of neighbouring words."""
    keys = Tokens(notes).keys if notes else ()
    return set(zip(keys, keys[1:], strict=False))


def _leading(tokens, i: int, core: tuple[str, ...]) -> bool:
    """Token i ends the first words of `core`, written in order and followed by no other
    capitalised word."""
    p = core.index(tokens.keys[i])
    first = i - p
    if first < 0 or tuple(tokens.keys[first : i + 1]) != core[: p + 1]:
        return False
    if first < i and not tokens.soft(first, i):
        return False
    nxt = i + 1
    if nxt < tokens.n and p + 1 < len(core) and tokens.keys[nxt] == core[p + 1]:
        return True  # "Montado Verde" of "Montado Verde Exportações, Lda.": its last word decides
    return nxt >= tokens.n or not tokens.soft(i, nxt) or not tokens.cap(nxt)


def _in_notes(written: str, notes: str) -> bool:
    """The words stand in the buyer's notes, case kept, as whole words."""
    return bool(notes) and re.search(rf"(?<!\w){re.escape(written)}(?!\w)", notes) is not None


def _trailing(tokens, i: int, core: tuple[str, ...], generic: frozenset[str]) -> bool:
    """Token i is in the core's last words, two or more, written in order, and the words left
    out before them are generic ("agrícola", "trading")."""
    for skip in range(1, len(core) - 1):
        tail = core[skip:]
        if tokens.keys[i] not in tail or not all(k in generic for k in core[:skip]):
            continue
        first = i - tail.index(tokens.keys[i])
        last = first + len(tail) - 1
        if first >= 0 and tuple(tokens.keys[first : last + 1]) == tail:
            return tokens.soft(first, last) if first < last else True
    return False


def _cut_titles(scan: Scan, part: Part, skip: set[int]) -> None:
    """Words of the contact's title said as a role without the rest ("As Brand, you")."""
    record = scan.profile.buyer.contact_title
    if not record:
        return
    tokens = part.tokens
    words = set(tokens_of(record))
    if words.isdisjoint(tokens.keys):
        return
    for i in [i for i, k in enumerate(tokens.keys) if k in words]:
        if i in part.claimed or i in skip or not tokens.cap(i) or i == 0:
            continue
        if tokens.keys[i - 1] not in ROLE_CUES or not tokens.soft(i - 1, i):
            continue
        end = i
        while end + 1 < tokens.n and tokens.keys[end + 1] in words and tokens.soft(end, end + 1):
            end += 1
        if end - i + 1 >= len(words) or not is_latin(tokens.words[i]):
            continue  # the whole title as the record writes it ("As Hoofd Inkoop, you")
        part.claim(i, end, "title")
        scan.add_tokens(
            part,
            FindingType.title_wrong,
            Severity.error,
            i,
            end,
            record,
            0.0,
            "part of the contact's title, cut",
        )


# Words that join a form to a lower-case word before it: no company's form follows them.
_CONJUNCTIONS = frozenset("and or ou et und oder y o i og eller".split())


def _word_of_a_name(scan: Scan, tokens, i: int, end: int) -> bool:
    """Tokens i..end are words inside the buyer's or the sender's core name, written beside
    the name's word before them ("Ali & Co Tea Merchants" of Ali & Co Tea Merchants Ltd)."""
    if i == 0:
        return False
    written = tokens.keys[i : end + 1]
    width = len(written)
    companies = (scan.profile.company, scan.context.sender_company)
    for core in (c.name.core_keys for c in companies if c is not None):
        for p in range(1, len(core) - width + 1):
            if list(core[p : p + width]) == written and tokens.keys[i - 1] == core[p - 1]:
                return True
    return False


def _stray_forms(scan: Scan, part: Part, skip: set[int]) -> None:
    """Legal forms that belong to no company the draft names."""
    tokens, legal = part.tokens, scan.knowledge.legal
    sender = scan.context.sender_company
    sender_keys = set(sender.name.core_keys) if sender else set()
    done = -1
    firsts = legal.first_keys
    vocabulary = scan.knowledge.vocabulary
    for i in [i for i, k in enumerate(tokens.keys) if k in firsts]:
        if i <= done or i in part.claimed or i in skip or not tokens.cap(i):
            continue
        found = legal.written_at(tokens, i)
        if found is None or not part.free(i, i + found[0] - 1):
            continue
        end = i + found[0] - 1
        if i > 0 and tokens.gaps[i] == "" and tokens.words[i - 1][-1:].isdigit():
            continue  # "약 6주 걸립니다": six weeks, a unit written onto its number
        if end == i and i > 0 and tokens.gaps[i] in (" ", "% ") and tokens.words[i - 1].isdigit():
            continue  # "120 HB max." (Brinell hardness), "32–36% Co": a unit or an element
        if _spec_abbreviation(tokens, i, end):
            continue  # "FAS, KD 12% ±2", "AD (air-dried) or KD": kiln- and air-dried timber
        if _cjk_name_form(tokens, i):
            continue  # "薩摩海産株式会社": a name in characters the profile holds in Latin letters
        if end + 1 < tokens.n and tokens.gaps[end + 1] == "" and is_cjk(tokens.words[end + 1][0]):
            continue  # "PAO潤滑油" (polyalphaolefin oil): Latin letters written onto a Chinese word
        if _unbracketed_character(tokens, i, end):
            continue  # "陈酿至少18个月，有 Brut": Chinese "there are", not a Japanese (有)
        if _county(tokens, i, end, vocabulary.places):
            continue  # "An Cheathrú Rua, Co. na Gaillimhe, Irland": County Galway, in Irish
        if _listed_abbreviation(tokens, i, end):
            continue  # "21 x 145 mm, KD, smooth", "séché au séchoir (KD)": kiln-dried
        if i == tokens.sentence_start(i) and part.foreign_at(tokens.starts[i], vocabulary):
            continue  # "Ab Februar können wir": German "from", not a Finnish "Ab"
        if i > 0 and tokens.keys[i - 1] in _CONJUNCTIONS and tokens.words[i - 1].islower():
            if end == i:
                continue  # "German and SAE flanges", "européennes ou SAE": a standard, listed
        code = end + 1 < tokens.n and tokens.gaps[end + 1] == "-"
        if code and tokens.words[end + 1][:1].isdigit():
            continue  # "HB-700 electric bidet seat": a model code, not a handelsbolag
        if end == i and (code or (i > 0 and tokens.gaps[i] == "-")):
            continue  # "Est-ce que", "Fénérive-Est": a word of a compound, not a form
        if end == i and i > 0 and tokens.words[i - 1] == "the":
            continue  # "supervised by the OU" (Orthodox Union): a body, not an OÜ's form
        if end == i and _bracketed_initials(tokens, i):
            continue  # "the Orthodox Union (OU)": the initials of the words before
        if end == i and end + 1 < tokens.n and tokens.keys[end + 1] in _CERTIFIED:
            continue  # "Our new OU kosher certificate": the certifier, not a company's form
        if _in_notes(tokens.surface(i, end), scan.profile.buyer.notes):
            continue  # "our OU letter" for a note "Needs kosher certification (OU or Badatz)"
        if _before_a_mention(part, end):
            continue  # a form written before the name: "ТОО «Кузьмин-Снаб»", "PT Sinar Jaya"
        if _names_in_another_script(scan, part, end):
            continue  # "ООО «Каспийский двор»" from OOO "Kaspiyskiy Dvor": the sender's own
        if _word_of_a_name(scan, tokens, i, end):
            continue  # "Ali & Co Tea Merchants": a word of the buyer's name, not its form
        near_sender = i > 0 and (part.owner(i - 1) == "sender" or tokens.keys[i - 1] in sender_keys)
        part.claim(i, end, "form")
        scan.add_tokens(
            part,
            FindingType.sender_wrong if near_sender else FindingType.company_misspelled,
            Severity.error,
            i,
            end,
            scan.context.sender.company if near_sender else scan.profile.buyer.company,
            0.0,
            "a legal form that belongs to no company named here",
        )
        done = end


def _bracketed_initials(tokens, i: int) -> bool:
    """Token i, in capitals and brackets, is made of the first letters of the words before
    the bracket: "Orthodox Union (OU)", "Aktiengesellschaft ... (AG)" is not."""
    word = tokens.words[i]
    n = len(word)
    if not word.isupper() or not tokens.gaps[i].endswith("(") or i < n:
        return False
    before = tokens.words[i - n : i]
    return "".join(w[:1] for w in before) == word and all(w[:1].isupper() for w in before)


def _spec_abbreviation(tokens, i: int, end: int) -> bool:
    """A one-word form before a figure or a bracketed lower-case gloss: a spec's abbreviation
    ("KD 12%", "AD (air-dried)"), not a company's form."""
    nxt = end + 1
    if end != i or nxt >= tokens.n:
        return False
    if tokens.gaps[nxt] == " " and tokens.words[nxt][:1].isdigit():
        return True
    return tokens.gaps[nxt] == " (" and tokens.words[nxt].islower()


def _cjk_name_form(tokens, i: int) -> bool:
    """A CJK legal form written on to CJK characters: a company named in a script the checker
    has no record of (the sender's name in Japanese in a letter in Chinese); not one written
    on to another form ("株式会社株式会社" is doubled)."""
    return (
        i > 0
        and tokens.gaps[i] == ""
        and tokens.words[i][:1] >= "\u3000"
        and tokens.words[i - 1][-1:] >= "\u3000"
        and not tokens.keys[i - 1].endswith(tokens.keys[i])
    )


# Words after a one-word form that make it a certifying body: "OU kosher", "KD certified".
_CERTIFIED = frozenset("kosher halal certificate certificates certification certified".split())


def _unbracketed_character(tokens, i: int, end: int) -> bool:
    """A one-character CJK form ("有" of (有), 有限会社) written without its brackets: a word."""
    word = tokens.words[i]
    return (
        end == i
        and len(word) == 1
        and word >= "\u3000"
        and not tokens.gaps[i].endswith("(")
        and not tokens.gaps[i + 1].startswith(")")
    )


def _county(tokens, i: int, end: int, places) -> bool:
    """ "Co." of an Irish address: after a comma, before a county's name ("Co. Cork", "Co. na
    Gaillimhe")."""
    if end != i or tokens.keys[i] != "co" or i + 1 >= tokens.n:
        return False
    nxt = tokens.keys[i + 1]
    after_comma = tokens.gaps[i].endswith(", ") and tokens.gaps[i + 1] == ". "
    return after_comma and (nxt in places or nxt in ("na", "an"))


def _listed_abbreviation(tokens, i: int, end: int) -> bool:
    """A one-word form alone between commas or in brackets after a figure or a lower-case
    word: an abbreviation of a spec ("mm, KD,"), not a company's form ("valves GmbH" is)."""
    if end != i or i == 0:
        return False
    before, after = tokens.gaps[i], tokens.gaps[i + 1] if i + 1 <= tokens.n else ""
    enclosed = (before.endswith(", ") and after[:1] in (",", "\n", "")) or (
        before.endswith("(") and after[:1] == ")" and (len(after) > 1 or i + 1 >= tokens.n)
    )  # not "(주)김상사": a form in brackets right before the name
    previous = tokens.words[i - 1]
    if enclosed and (previous[:1].isdigit() or previous.islower()):
        return True
    # "classes SE, E et A": a grade among letters listed after it
    nxt = i + 1
    return (
        nxt < tokens.n
        and after.startswith(",")
        and tokens.words[nxt].isupper()
        and len(tokens.words[nxt]) <= 2
    )


# How close the Latin letters of a name in another script must come to a profile's company
# (fuzz.ratio of the lower-cased cores) to be that company written so.
_TRANSLITERATED_LIKE = 85


def _names_in_another_script(scan: Scan, part: Part, end: int) -> bool:
    """The words after the form at `end`, up to the line's or clause's end, are the sender's
    or the buyer's company in another script: their Latin letters (anyascii) match."""
    tokens = part.tokens
    words = []
    for k in range(end + 1, min(tokens.n, end + 6)):
        gap = tokens.gaps[k]
        if "\n" in gap or (words and (gap.strip(" «»\"'“”„") or set(gap) & set('»”"'))):
            break  # the name ends at the line's end, a mark, or its closing quote
        if tokens.words[k].isascii():
            return False  # a Latin name after the form is matched as it is written
        words.append(tokens.words[k])
    if not words:
        return False
    written = anyascii(" ".join(words)).lower()
    companies = [scan.profile.company, scan.context.sender_company]
    return any(
        c is not None and fuzz.ratio(written, c.name.core_norm) >= _TRANSLITERATED_LIKE
        for c in companies
    )


def _before_a_mention(part: Part, end: int) -> bool:
    """The token after `end` starts a company mention another rule claimed."""
    nxt = end + 1
    return nxt < part.tokens.n and part.owner(nxt) in ("own", "sender", "foreign", "misspelled")


def run(scan: Scan) -> None:
    judge = Judge(scan)
    for part in scan.parts:
        skip = web_tokens(part) | reported(scan, part)
        _stray_forms(scan, part, skip)
        _fragments(scan, part, judge, skip)
        _cut_titles(scan, part, skip)
        _words(scan, part, judge, skip)
