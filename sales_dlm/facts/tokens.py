"""Tokens with character offsets, and the normal forms every rule compares.

A part of a draft (subject or body) is split once into word tokens. A token is a run of letters
and digits, combining marks included (so NFD text and Hangul, Japanese, Polish or Turkish names
stay one token each); punctuation and whitespace live in the gaps between tokens. Rules work on
token indices and turn them back into character offsets only for the findings they report.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from functools import lru_cache
from itertools import accumulate

# One capture group, so re.split returns gap, token, gap, token, ..., gap. Three patterns with
# the same tokens, fastest first: ASCII text, other text, text with combining marks (NFD).
_ASCII_SPLIT = re.compile(r"([A-Za-z0-9]+)")
_WORD_SPLIT = re.compile(r"([^\W_]+)")
# Combining marks that `\w` leaves out: Latin diacritics in NFD, and the vowel and tone marks
# of Hebrew, Arabic, the Indic scripts (Devanagari to Malayalam, each block laid out alike),
# Sinhala, Thai and Lao and Japanese sound marks, which sit inside words.
_INDIC_MARKS = "".join(
    f"{chr(b + 1)}-{chr(b + 3)}{chr(b + 0x3C)}{chr(b + 0x3E)}-{chr(b + 0x4D)}"
    f"{chr(b + 0x55)}-{chr(b + 0x57)}{chr(b + 0x62)}{chr(b + 0x63)}"
    for b in range(0x980, 0xD80, 0x80)  # Bengali, Gurmukhi, Gujarati, Oriya, Tamil, ...
)
_MARKS = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670"
    "\u0900-\u0903\u093a-\u094f\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc"
    "\u0ec8-\u0ecd\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\u302a-\u302f\u3099\u309a"
    "\u0d81-\u0d83\u0dca-\u0ddf\u0df2\u0df3" + _INDIC_MARKS
)
_MARKED_SPLIT = re.compile(rf"((?:[^\W_]|[{_MARKS}])+)")
_COMBINING = re.compile(rf"[{_MARKS}]")
# Legal forms of legal_suffixes.toml that Chinese, Japanese and Korean write without a space
# ("陳氏進出口有限公司", "株式会社鈴木"): split off as tokens of their own, with an empty gap, so a
# name is compared without its form as Latin-script names are. Longest first.
ATTACHED_FORMS = (
    "股份有限公司",
    "有限责任公司",
    "有限公司",
    "株式会社",
    "有限会社",
    "合同会社",
    "유한책임회사",
    "주식회사",
    "유한회사",
)
_ATTACHED = re.compile("|".join(ATTACHED_FORMS))
_ATTACHED_WORD = re.compile(rf"^(.+?)({_ATTACHED.pattern})$|^({_ATTACHED.pattern})(.+)$")
# What may stand between the words of one name: a space, a hyphen, an ampersand, a dot
# ("J.P."), an apostrophe, a slash. Anything else (a comma, a newline) ends the name. At most
# three of them; a set, not a pattern, as gaps are short and asked about often.
_SOFT_CHARS = frozenset(" \t\u00a0-\u2010\u2011\u2013.&/+'\u2019")
# a set, not a pattern: gaps are a character or two, and rules ask tens of times per draft
_BREAK_CHARS = frozenset("!?;:\n。！？；：")  # CJK full-width marks end sentences too
# Words a dot follows without ending a sentence.
_ABBREVIATIONS = frozenset(
    "mr ms mrs dr prof sr jr st co ltd inc corp no vs etc eg ie mt ft approx dept mgr dir".split()
)  # before a capitalised word; before a lower-case one no dot ends a sentence

_FOLD_EXTRA = str.maketrans(
    {"ß": "ss", "ı": "i", "ø": "o", "æ": "ae", "ł": "l", "đ": "d", "þ": "th", "œ": "oe"}
)
_TRANSLIT = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue"})


def key_of(word: str) -> str:
    """The comparison key of one token: case-folded, NFC, Turkish dotted capital I made plain."""
    if word.isascii():
        return word.lower()
    return unicodedata.normalize("NFC", word).casefold().replace("\u0307", "")


def fold(text: str) -> str:
    """Lower case without diacritics: 'Müller' and 'Muller' fold alike (a warning, not a match)."""
    if text.isascii():
        return text.lower()
    text = unicodedata.normalize("NFKD", text.casefold().translate(_FOLD_EXTRA))
    return "".join(c for c in text if not unicodedata.combining(c))


def fold_translit(text: str) -> str:
    """Like `fold`, but German umlauts become two letters first: 'Müller' -> 'mueller'."""
    return fold(unicodedata.normalize("NFC", text).casefold().translate(_TRANSLIT))


class _SameLengthFold(dict):
    """str.translate table folding each character to one character (kept when it cannot)."""

    def __missing__(self, code: int) -> int:
        folded = fold(chr(code))
        value = ord(folded) if len(folded) == 1 else code
        self[code] = value
        return value


_SAME_LENGTH_FOLD = _SameLengthFold()


def fold_same_length(text: str) -> str:
    """Lower-case `text` without diacritics, keeping every offset ("Łódź" -> "lodz")."""
    lowered = lower_same_length(text)
    return lowered if lowered.isascii() else lowered.translate(_SAME_LENGTH_FOLD)


@lru_cache(maxsize=1 << 16)
def singular(key: str) -> str:
    """A crude English singular for product nouns; applied alike to knowledge and drafts."""
    if len(key) <= 3 or not key.endswith("s") or key.endswith(("ss", "us", "is")):
        return key
    if key.endswith("ies") and len(key) > 4:
        return key[:-3] + "y"
    if key.endswith(("ches", "shes", "xes", "sses", "zes")):
        return key[:-2]
    return key[:-1]


def lower_same_length(text: str) -> str:
    """`text.lower()` where that keeps every offset; character by character where it would not."""
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


class Tokens:
    """The tokens of one text: parallel lists, cheap to build, indexable by token number."""

    __slots__ = ("text", "words", "keys", "starts", "ends", "gaps", "n", "_folded")

    def __init__(self, text: str):
        if text.isascii():
            parts = _ASCII_SPLIT.split(text)
        elif _COMBINING.search(text) is None:
            parts = _WORD_SPLIT.split(text)
        else:
            parts = _MARKED_SPLIT.split(text)
        if not text.isascii() and _ATTACHED.search(text):
            parts = _split_attached(parts)
        if not text.isascii() and _CJK_LATIN.search(text):
            parts = _split_scripts(parts)
        lengths = list(accumulate(map(len, parts)))
        self.text = text
        self.words: list[str] = parts[1::2]
        self.gaps: list[str] = parts[0::2]  # gaps[i] precedes token i; gaps[n] trails
        self.n = len(self.words)
        self.starts: list[int] = lengths[0::2][: self.n]
        self.ends: list[int] = lengths[1::2]
        if text.isascii():
            self.keys: list[str] = list(map(str.lower, self.words))
        else:
            self.keys = [w.lower() if w.isascii() else key_of(w) for w in self.words]
        self._folded: str | None = None

    @property
    def has_cjk(self) -> bool:
        """Any Chinese, Japanese or Korean character: rules about those scripts skip the rest."""
        return not self.text.isascii() and _CJK_CHAR.search(self.text) is not None

    @property
    def folded(self) -> str:
        """`fold_same_length(text)`, made once: each company name is aligned against it."""
        if self._folded is None:
            self._folded = fold_same_length(self.text)
        return self._folded

    def cap(self, i: int) -> bool:
        """True unless the token starts with a lower-case letter (digits, Hangul, kana count).
        Georgian prose is written in Mkhedruli, lower case to Unicode, with no capitals: its
        words count as capitalised."""
        first = self.words[i][0]
        return not first.islower() or "\u10d0" <= first <= "\u10ff"

    def soft(self, i: int, j: int) -> bool:
        """Tokens i..j (inclusive) are joined only by gaps that may sit inside one name."""
        # a plain loop: rules ask this tens of times per draft, mostly of one space
        for gap in self.gaps[i + 1 : j + 1]:
            if gap != " " and gap and not (len(gap) <= 3 and _SOFT_CHARS.issuperset(gap)):
                return False
        return True

    def breaks_before(self, i: int) -> bool:
        """A sentence or clause ends between token i-1 and token i."""
        if i <= 0:
            return True
        gap = self.gaps[i]
        if gap == " ":
            return False
        if not _BREAK_CHARS.isdisjoint(gap):
            return True
        if "." in gap:
            if self.words[i][0].islower():
                return False  # "Serra Industrial Ltda. stands out": an abbreviation's dot
            prev = self.keys[i - 1]
            if prev.isdigit() and gap.endswith(" "):
                return True  # "moisture (max. 8%). It works": a figure ends the sentence
            if len(prev) <= 3 and not self.words[i - 1][0].islower():
                return False  # "San. ve Tic. A.Ş.", "Co. Ltd.", "U.S. Navy": abbreviations
            return prev not in _ABBREVIATIONS
        return False

    def sentence_start(self, i: int, limit: int = 40) -> int:
        """Index of the first token of the sentence holding token i (looking back `limit`)."""
        low = max(0, i - limit)
        while i > low and not self.breaks_before(i):
            i -= 1
        return i

    def sentence_end(self, i: int, limit: int = 40) -> int:
        """Index one past the last token of the sentence holding token i."""
        high = min(self.n, i + limit)
        i += 1
        while i < high and not self.breaks_before(i):
            i += 1
        return i

    def span(self, i: int, j: int) -> tuple[int, int]:
        """Character offsets of tokens i..j (inclusive)."""
        return self.starts[i], self.ends[j]

    def surface(self, i: int, j: int) -> str:
        """The text of tokens i..j (inclusive), gaps included."""
        return self.text[self.starts[i] : self.ends[j]]

    def index_at(self, offset: int) -> int:
        """Index of the token that holds or precedes character `offset` (-1 if none)."""
        return bisect_right(self.starts, offset) - 1

    def normal(self, i: int, j: int) -> str:
        """Keys of tokens i..j joined by single spaces: the form names are compared in."""
        return " ".join(self.keys[i : j + 1])


# Chinese, Japanese and Korean text written against Latin letters without a space
# ("我是挪威Vestfjord Eksport AS的销售经理"): a word boundary all the same.
_CJK = (
    "\u3005-\u3007\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff"  # 々〆〇, kana, Han, Hangul
)
_CJK_LATIN = re.compile(rf"[{_CJK}][A-Za-z0-9]|[A-Za-z0-9][{_CJK}]")
_SCRIPT_RUNS = re.compile(rf"[{_CJK}]+|[^{_CJK}]+")
_CJK_CHAR = re.compile(rf"[{_CJK}]")


def is_hangul(char: str) -> bool:
    """A Hangul syllable ("손", "한")."""
    return "\uac00" <= char <= "\ud7a3"


def is_cjk(char: str) -> bool:
    """A Chinese, Japanese or Korean character (kana, Han, Hangul)."""
    return _CJK_CHAR.match(char) is not None


def _split_scripts(parts: list[str]) -> list[str]:
    """Gap/word parts with each word that mixes CJK and Latin letters cut where they meet."""
    out = [parts[0]]
    for k in range(1, len(parts), 2):
        runs = _SCRIPT_RUNS.findall(parts[k])
        for run in runs[:-1]:
            out += [run, ""]
        out += [runs[-1], parts[k + 1]]
    return out


# What ends a sentence in a text: a full stop, "!" or "?" before a space, or a line break.
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|\n")


def sentence_span(text: str, start: int, end: int) -> tuple[int, int]:
    """Character offsets of the sentence holding text[start:end], read to its full stops and
    line breaks (past colons and commas, which `Tokens.sentence_start` stops at)."""
    before = [m.end() for m in _SENTENCE_END.finditer(text, 0, start)]
    after = _SENTENCE_END.search(text, end)
    return (before[-1] if before else 0), (after.start() if after else len(text))


def has_attached_form(text: str) -> bool:
    """`text` holds a legal form written without a space ("東昇貿易股份有限公司")."""
    return _ATTACHED.search(text) is not None


def _split_attached(parts: list[str]) -> list[str]:
    """Gap/word parts with each word that carries an attached legal form cut in two."""
    out = [parts[0]]
    for k in range(1, len(parts), 2):
        m = _ATTACHED_WORD.match(parts[k])
        if m is None:
            out += parts[k : k + 2]
        else:
            first, second = (m[1], m[2]) if m[1] else (m[3], m[4])
            out += [first, "", second, parts[k + 1]]
    return out


def normal_of(text: str) -> str:
    """The normal form of any text: its token keys joined by single spaces."""
    return " ".join(Tokens(text).keys)


def words_in(text: str, other: str) -> bool:
    """The words of `text` stand in `other`, in a row and whole, case and marks aside
    ("Gulfood" in "met at Gulfood 2025"; "Cosmetic" is not in "met at in-cosmetics Global")."""
    return re.search(rf"(?<!\w){re.escape(normal_of(text))}(?!\w)", normal_of(other)) is not None


# Email addresses, web addresses and phone numbers: written as they are, never prose. Each
# pattern starts with a literal or a narrow class, which the regex engine scans for quickly.
_EMAIL_OR_URL = re.compile(r"[\w.+-]*@[\w-]+(?:\.[\w-]+)+|(?:https?://|www\.)[^\s<>()]+")
_TLD = re.compile(
    r"\.(?:com|net|org|info|biz|io|co|example|shop|store|online|eu|[a-z]{2})"
    r"(?:\.[a-z]{2})?\b(?:/[^\s<>()]*)?"
)  # the end of a bare domain: "hanbit-trading.example"
# Without the optional "+" (added back by hand): a pattern that starts with a digit class is
# searched for quickly, one that may start with "+" tried at every character.
_PHONE = re.compile(r"\d[\d ()./-]{6,}\d")
_DOMAIN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._")


def web_spans(text: str) -> list[tuple[int, int]]:
    """Character spans of the email addresses, web addresses and phone numbers in `text`."""
    spans = [m.span() for m in _EMAIL_OR_URL.finditer(text)] if "@" in text or "/" in text else []
    for m in _TLD.finditer(text):
        start = m.start()
        while start > 0 and text[start - 1] in _DOMAIN_CHARS:
            start -= 1
        if start < m.start() and text[m.start() - 1].isalnum():
            spans.append((start, m.end()))
    for m in _PHONE.finditer(text):
        start = m.start()
        spans.append((start - 1 if start and text[start - 1] == "+" else start, m.end()))
    return spans


def blank_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` with `spans` replaced by letters (offsets unchanged; a letter, so the
    punctuation around an address still reads as it does around a word)."""
    for start, end in spans:
        text = text[:start] + "x" * (end - start) + text[end:]
    return text


def same_name(written: str, record: str, declines: bool = True) -> bool:
    """Two keys name the same person: equal, or one name declined ("Robertai" / "Robertas",
    "Stražičiću" / "Stražičić", "Соломіє" / "Соломія": a vocative changes the last letters).
    `declines=False` where the buyer's language does not decline names ("Adeyemo" is not
    Adeyemi in Nigeria)."""
    if written == record:
        return True
    if not declines:
        return False
    if (
        len(record) >= 3
        and record[-1] not in _CASE_VOWELS
        and any(written == record + ending for ending in _VOCATIVES_ADDED)
    ):
        return True  # "Panie Wiktorze", "Tomaszu", "Adamie": a Polish or Czech vocative
    for nominative, vocative in _BALTIC_VOCATIVES + _SLAVIC_ALTERNATIONS:
        stem = record[: -len(nominative)]
        if record.endswith(nominative) and len(stem) >= 2 and written == stem + vocative:
            return True  # "Laba diena, Tomai" for Tomas: short names decline too
    common = 0
    for a, b in zip(written, record, strict=False):
        if a != b:
            break
        common += 1
    # long names only ("Oesha" for Oeshi is another name), and the case ending a vowel or
    # two ("Tremblet" for Tremblay is a misspelling)
    ending = written[common:]
    # a name written short drops only a case ending ("Andri" for Andris), not a consonant of
    # the name ("Hoffman" for Hoffmann is a misspelling; "κύριε Μεταξά" for Μεταξάς is right)
    dropped = record[common:] if not ending else ""
    return (
        len(record) >= 6
        and common >= len(record) - 2
        and len(ending) <= 2
        # "Σπογγεμπορικής" for Σπογγεμπορική: a Greek genitive adds its final sigma
        and all(c in _CASE_VOWELS or c in "σς" for c in ending)
        and all(c in _CASE_VOWELS or c in "sσς" for c in dropped)
    )


# Endings a Polish, Czech or Ukrainian vocative adds to a given name that ends on a consonant
# ("Романе" for Роман, "Олегу" for Олег).
_VOCATIVES_ADDED = ("ze", "ie", "u", "e", "е", "у")
# Lithuanian and Latvian vocatives of given names: (nominative ending, vocative ending).
_BALTIC_VOCATIVES = (("as", "ai"), ("is", "i"), ("ys", "y"), ("us", "au"), ("s", ""))
# Polish and Czech vocatives that change the name's last consonant: Olgierd / Olgierdzie,
# Robert / Robercie, Paweł / Pawle, Marek / Marku, Pavel / Pavle, Petr / Petře; Slavic
# feminine names ending in -a.
_SLAVIC_ALTERNATIONS = (
    ("d", "dzie"),
    ("t", "cie"),
    ("eł", "le"),
    ("ł", "le"),
    ("ek", "ku"),
    # Czech: the vowel drops and softens the consonant before ("pane Staňku" for Staněk)
    ("něk", "ňku"),
    ("děk", "ďku"),
    ("těk", "ťku"),
    ("ec", "če"),
    ("el", "le"),
    ("r", "ře"),
    ("a", "o"),  # Inga / Ingo, Magda / Magdo, Ганна / Ганно: a feminine name's vocative
    ("а", "о"),
    ("ія", "іє"),  # Марія / Маріє: a Ukrainian vocative
)

_CASE_VOWELS = frozenset("aeiouyąęėįųūаеєиіїоуюяэыεοιαηωάέήίόύώ")  # "κύριε Κιτινέ" (Κιτινός)
