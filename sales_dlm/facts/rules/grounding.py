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
import unicodedata
from functools import lru_cache

from rapidfuzz import fuzz

from sales_dlm.facts.context import F_GREETING
from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.tokens import Tokens, singular
from sales_dlm.facts.vocabulary import english_words, local_words

ERROR, WARNING = Severity.error, Severity.warning
Verdict = tuple[FindingType, str, str, Severity]
# An unknown word with a letter tripled or a group of letters doubled ("Hoffffn",
# "Nordhavneaeace", "Emiratates"): what a decoder stuttering produces.
_STUTTER = re.compile(r"(.)\1\1|(..+)\2")
# Words a decoder fuses onto the next word's letters ("youffmann", "whoim", "thatel").
_FUSED_HEADS = (
    "who",
    "you",
    "your",
    "that",
    "the",
    "and",
    "with",
    "our",
    "while",
    "which",
    "this",
    "for",
    "from",
    "will",
    "would",
    "we",
    "partners",
    "deliver",
    "supply",
    "morning",
    "writing",
)


# How close (fuzz.ratio) an unknown word must be to a word of a name to count as a
# misspelling of it rather than as garble: "Tradingz"/"trading" 93, "Hoffffn"/"hoffmann" 80.
_NAME_LIKE = 75
# Parts of English contractions and possessives after an apostrophe ("Müller's", "don't").
_CLITICS = frozenset({"s", "t", "ll", "re", "ve", "d", "m"})
_APOSTROPHES = ("'", "\u2019")
# Capitalised words this short, mid-sentence and not all capitals, are name fragments unless
# grounded ("Pa", "Bel", "Ph"), however English their lower-case forms.
_FRAGMENT_LETTERS = 3
# All-capital words this short are acronyms ("IEC", "GCC"); longer ones must be grounded.
_ACRONYM_LETTERS = 5
# Words after which a capitalised word is said as someone's role ("As Brand, you").
_ROLE_CUES = frozenset({"as", "your"})


def _tokens_in(tokens: Tokens, spans) -> set[int]:
    """Indices of the tokens that overlap any (start, end) character span."""
    found: set[int] = set()
    for start, end in spans:
        i = max(tokens.index_at(start), 0)
        while i < tokens.n and tokens.starts[i] < end:
            if tokens.ends[i] > start:
                found.add(i)
            i += 1
    return found


def _web_tokens(part: Part) -> set[int]:
    return _tokens_in(part.tokens, part.web)


def _closest(key: str, words) -> float:
    return max((fuzz.ratio(key, w, processor=None) for w in words if len(w) > 2), default=0.0)


def _mid_sentence(part: Part, i: int) -> bool:
    return not part.tokens.breaks_before(i) and part.tokens.gaps[i] != "\n"


class _Judge:
    """The word-level verdicts of one draft."""

    def __init__(self, scan: Scan):
        self.scan = scan
        self.ctx = scan.context
        self.profile = scan.profile
        self.vocabulary = scan.knowledge.vocabulary
        self.common = scan.context.known_words
        self.legal_forms = scan.knowledge.legal.forms
        company = self.profile.company.name
        self.company_words = [k for k in company.core_keys if not self.vocabulary.knows(k)]
        contact = self.profile.contact
        self.contact_words = list(contact.keys) if contact else []
        sender_company = self.ctx.sender_company
        self.sender_words = list(sender_company.name.core_keys) if sender_company else []
        sender_person = self.ctx.sender_person
        self.sender_name = list(sender_person.keys) if sender_person else []
        self.local = local_words(self.profile.country)
        self._scripts: set[str] | None = None

    @property
    def scripts(self) -> set[str]:
        """The non-Latin scripts of the record and sender (computed when first needed)."""
        if self._scripts is None:
            text = self.profile.record_text
            self._scripts = set() if text.isascii() else {_script(c) for c in text if not _latin(c)}
        return self._scripts

    def known(self, key: str) -> bool:
        return (
            key in self.profile.grounded
            or key in self.ctx.batch_words
            or key in self.common
            or key in self.legal_forms
            or key in self.local
            or self.vocabulary.knows(key)
            or singular(key) in self.common
        )

    def verdict(self, part: Part, i: int) -> Verdict | None:
        """(type, expected, reason, severity) when token i is not grounded, else None."""
        tokens = part.tokens
        key, word = tokens.keys[i], tokens.words[i]
        if key in self.ctx.example_words:
            return (
                FindingType.sender_wrong,
                self.ctx.sender.company,
                "names the example sender profile, not yours",
                Severity.error,
            )
        if not key.isalpha() and any(c.isdigit() for c in key):
            return None
        if len(key) == 1:
            return self._letter(part, i)
        if not word.isascii() and not _latin(word):
            if _script(word[0]) in self.scripts or key in self.profile.grounded:
                return None  # Korean words to a Korean buyer: the checker cannot read them
            return FindingType.artifact, "", "text in a script the record does not use", ERROR
        if word.isupper() and len(word) <= _ACRONYM_LETTERS:
            return None  # "IEC", "RoHS"-like acronyms
        if self.known(key) or self._compound(part, i):
            if (
                len(key) <= _FRAGMENT_LETTERS
                and word[0].isupper()
                and not word.isupper()
                and _mid_sentence(part, i)
                and key not in self.profile.grounded
                and key not in self.common
                and key not in self.legal_forms
                and key not in self.vocabulary.extra
                and key not in self.vocabulary.places
                and not tokens.gaps[i + 1 if i + 1 <= tokens.n else i].startswith(".")
            ):
                return FindingType.artifact, "", "a fragment of a word", ERROR
            return None
        if tokens.cap(i):
            for ftype, words, expected in (
                (FindingType.company_misspelled, self.company_words, self.profile.buyer.company),
                (FindingType.contact_wrong, self.contact_words, self.profile.buyer.contact_name),
                (FindingType.sender_wrong, self.sender_words, self.ctx.sender.company),
                (FindingType.sender_wrong, self.sender_name, self.ctx.sender.name),
            ):
                if _closest(key, words) >= _NAME_LIKE:
                    return ftype, expected, "a misspelled or cut name", ERROR
        if _looks_garbled(word, key):
            return FindingType.artifact, "", "a garbled or fused word", ERROR
        if self._runs_on(key):
            return FindingType.artifact, "", "a name run into other letters", ERROR
        if tokens.cap(i):
            # A brand, a variety or a small town ("Shimano", "Arabica", "Gemlik"): it reads
            # like a name, and the checker cannot tell whether it belongs here.
            return FindingType.artifact, "", "a name the checker cannot ground: check", WARNING
        return FindingType.artifact, "", "a word the checker does not know: check", WARNING

    def _runs_on(self, key: str) -> bool:
        """An unknown word that starts or ends with a word of the record or the sender
        ("Coopègdenas" after S.Coop., "WelchExportWelch"): a name fused with other letters."""
        if len(key) < 5:
            return False
        for word in self.profile.grounded:
            if len(word) >= 4 and word != key and word.isalpha():
                if key.startswith(word) or key.endswith(word):
                    return True
        return False

    def _compound(self, part: Part, i: int) -> bool:
        """Token i with its hyphenated neighbour is one known word ("co-op", "e-mail")."""
        tokens = part.tokens
        keys, gaps = tokens.keys, tokens.gaps
        if i > 0 and gaps[i] == "-" and self.known(keys[i - 1] + keys[i]):
            return True
        return i + 1 < tokens.n and gaps[i + 1] == "-" and self.known(keys[i] + keys[i + 1])

    def _letter(self, part: Part, i: int) -> tuple[FindingType, str, str] | None:
        tokens = part.tokens
        key, word = tokens.keys[i], tokens.words[i]
        before = tokens.gaps[i]
        after = tokens.gaps[i + 1] if i + 1 <= tokens.n else ""
        if word in ("a", "I", "A") or key in self.profile.grounded:
            return None
        if i > 0 and (tokens.keys[i - 1].isdigit() or before.endswith("\u00b0")):
            return None  # a unit: "550 W", "40°N"
        if word == "x" and before.endswith(" ") and after.startswith(" "):
            return None  # "Hanbit Trading x Acme": a subject line's "meets"
        if before.endswith(_APOSTROPHES) and key in _CLITICS:
            return None
        if after.startswith((".", "-", "/", "&", "'")) or before.endswith((".", "-", "/", "&")):
            return None  # initials, "e.g.", "U.S.", "e-mail", "B2B", "R&D"
        if not word.isascii():
            return None  # one CJK character is a word
        return FindingType.artifact, "", "a stray letter", ERROR


@lru_cache(maxsize=4096)
def tokens_of(text: str) -> tuple[str, ...]:
    """The token keys of a record value (cached: batches repeat titles)."""
    return tuple(Tokens(text).keys)


def _looks_garbled(word: str, key: str) -> bool:
    """An unknown word that no writer would produce: stuttered letters, capitals inside a
    lower-case word, no vowel, or an English word run into leftover letters."""
    if _STUTTER.search(key):
        return True
    if not word.isupper() and any(c.isupper() for c in word[1:]) and not word[:2] == "Mc":
        return True
    if len(key) >= 3 and not any(c in "aeiouyàáâãäåèéêëìíîïòóôõöùúûüý" for c in key):
        return True
    english = english_words()
    return any(
        key.startswith(head) and len(key) > len(head) + 1 and key[len(head) :] not in english
        for head in _FUSED_HEADS
    )


def _latin(word: str) -> bool:
    return all(c < "\u0250" or "\u1e00" <= c <= "\u1eff" for c in word)


def _script(char: str) -> str:
    """The script a character belongs to, by its Unicode name ("HANGUL", "CJK", "CYRILLIC")."""
    return unicodedata.name(char, "?").split(" ")[0]


def reported(scan: Scan, part: Part, errors_only: bool = False) -> set[int]:
    """Tokens inside spans other rules already reported ("[SEP]", "<|im_start|>")."""
    spans = [
        (f.start, f.end)
        for f in scan.findings
        if f.part == part.name
        and f.end > f.start
        and (not errors_only or f.severity is Severity.error)
    ]
    return _tokens_in(part.tokens, spans)


def _words(scan: Scan, part: Part, judge: _Judge, skip: set[int]) -> None:
    tokens = part.tokens
    keys, words = tokens.keys, tokens.words
    ctx = scan.context
    plain, frequent, batch = ctx.plain_words, ctx.frequent_words, ctx.batch_words
    grounded, claimed = scan.profile.grounded, part.claimed
    # Most words are frequent English (a small set, fast); only the others and short
    # capitalised ones need a look.
    candidates = [
        i
        for i, (k, w) in enumerate(zip(keys, words, strict=True))
        if (len(k) <= _FRAGMENT_LETTERS and w[0].isupper())
        or (k not in frequent and k not in grounded and k not in plain and k not in batch)
    ]
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
        if ftype is FindingType.artifact and severity is ERROR and tokens.cap(first):
            if first < greeting_end:
                ftype, expected = FindingType.contact_wrong, scan.profile.buyer.contact_name
                reason = "the greeting names someone the record does not: " + reason
            elif first >= part.signature:
                ftype, expected = FindingType.sender_wrong, scan.context.sender.name
                reason = "your signature names something your profile does not: " + reason
        part.claim(first, last, "ungrounded")
        scan.add_tokens(part, ftype, severity, first, last, expected, 0.0, reason)


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


def _fragments(scan: Scan, part: Part, judge: _Judge, skip: set[int]) -> None:
    """Words of the buyer's or sender's company name written without the rest of it."""
    tokens = part.tokens
    targets = []
    own = scan.profile.company.name
    if len(own.core_keys) > 1:
        targets.append((own, FindingType.company_misspelled, scan.profile.buyer.company))
    sender = scan.context.sender_company
    if sender is not None and len(sender.name.core_keys) > 1:
        targets.append((sender.name, FindingType.sender_wrong, scan.context.sender.company))
    people = scan.profile.people
    names = {k for name, _, _ in targets for k in name.core_keys}
    for i in [i for i, k in enumerate(tokens.keys) if k in names]:
        if i in part.claimed or i in skip or not tokens.cap(i):
            continue
        key = tokens.keys[i]
        if key in people or judge.vocabulary.knows(key) or key in judge.common:
            continue
        if not _latin(tokens.words[i]):
            continue  # Thai, Hebrew, CJK names split into pieces the checker cannot weigh
        for name, ftype, expected in targets:
            if key not in name.core_keys:
                continue
            if _leading(tokens, i, name.core_keys):
                break  # "Nordhavn", "Al Noor": the name's first words, a short name
            part.claim(i, i, "fragment")
            scan.add_tokens(part, ftype, Severity.error, i, i, expected, 0.0, "part of a name, cut")
            break


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
    return nxt >= tokens.n or not tokens.soft(i, nxt) or not tokens.cap(nxt)


def _cut_titles(scan: Scan, part: Part, skip: set[int]) -> None:
    """Words of the contact's title said as a role without the rest ("As Brand, you")."""
    record = scan.profile.buyer.contact_title
    if not record:
        return
    tokens = part.tokens
    words = set(tokens_of(record))
    for i in [i for i, k in enumerate(tokens.keys) if k in words]:
        if i in part.claimed or i in skip or not tokens.cap(i) or i == 0:
            continue
        if tokens.keys[i - 1] not in _ROLE_CUES or not tokens.soft(i - 1, i):
            continue
        end = i
        while end + 1 < tokens.n and tokens.keys[end + 1] in words and tokens.soft(end, end + 1):
            end += 1
        if end - i + 1 >= len(words) or not _latin(tokens.words[i]):
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


def _stray_forms(scan: Scan, part: Part, skip: set[int]) -> None:
    """Legal forms that belong to no company the draft names."""
    tokens, legal = part.tokens, scan.knowledge.legal
    sender = scan.context.sender_company
    sender_keys = set(sender.name.core_keys) if sender else set()
    done = -1
    firsts = legal.first_keys
    for i in [i for i, k in enumerate(tokens.keys) if k in firsts]:
        if i <= done or i in part.claimed or i in skip or not tokens.cap(i):
            continue
        found = legal.written_at(tokens, i)
        if found is None or not part.free(i, i + found[0] - 1):
            continue
        end = i + found[0] - 1
        if _before_a_mention(part, end):
            continue  # a form written before the name: "ТОО «Кузьмин-Снаб»", "PT Sinar Jaya"
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


def _before_a_mention(part: Part, end: int) -> bool:
    """The token after `end` starts a company mention another rule claimed."""
    nxt = end + 1
    return nxt < part.tokens.n and part.owner(nxt) in ("own", "sender", "foreign", "misspelled")


def run(scan: Scan) -> None:
    judge = _Judge(scan)
    for part in scan.parts:
        skip = _web_tokens(part) | reported(scan, part)
        _stray_forms(scan, part, skip)
        _fragments(scan, part, judge, skip)
        _cut_titles(scan, part, skip)
        _words(scan, part, judge, skip)
