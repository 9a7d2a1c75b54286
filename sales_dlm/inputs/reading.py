"""What one code page makes of a buyer file, judged word by word: could these words have been
written in that code page's languages?

Each non-ASCII character of a judged token fits, fits but is rare (its language seldom writes
it there: alphabets.py), or gives the reading away as mojibake:

- a symbol inside a word ("Ma¿gorzata", "Duda³a"), starting one ("£achacz"), or one no
  business file holds ("±è¹ÎÁØ");
- a word that mixes scripts ("컴NEKOSKEN", "Mьller") or is in a script the code page does not
  write (Cyrillic read from cp932 bytes);
- a word not in lower case, capitalised or in capitals ("£ódŸ");
- a Latin word whose letters beyond ASCII no one language of the code page writes together
  ("Dvoøák"), or that is mostly such letters ("Èâàíîâ", Иванов read as cp1252), or a letter no
  language of the code page has ("François" read as cp1250);
- what the code page's languages never write (alphabets.py: ς inside a Greek word, a long
  Cyrillic or Greek word without a vowel).

East Asian code pages write whole words beyond ASCII: there a character is rare unless it is
among the code page's frequent ones, and a word mixing in ASCII letters ("CNC機台") fits only
when its characters are frequent and the ASCII letters are not on both sides of them.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from itertools import groupby
from typing import Any

from sales_dlm.inputs.alphabets import HANGUL, LATIN, MIXABLE, CodePage, script

# Tokens with non-ASCII text judged per reading: plenty of evidence, and a 100,000-row file is
# still only decoded (in C) past them, not judged word by word in Python.
JUDGED_TOKENS = 5_000
# What a letter that fits but is seldom written (œ, level-2 kanji) counts for: a file of such
# letters alone is weak evidence for its reading (chosen on the tuning split).
RARE_WEIGHT = 0.5
# Non-letters a business file really holds (typographic quotes and dashes, currency, degrees,
# the no-break space Excel writes) beyond Unicode punctuation; other symbols count against.
SYMBOLS = frozenset("\u00a0€£¥°©®™×№")
# Inside a word only these join letters ("O’Brien", "Mar’yana", Catalan "l·l").
INSIDE_WORD = frozenset("’‘'·‐‑–")
# A Latin word of HEAVY_LETTERS letters or more whose letters beyond ASCII are more than
# HEAVY_SHARE of them is mojibake of a non-Latin script ("Èâàíîâ"); real words carry a few
# accents, Turkish and Hungarian ones the most ("Güçlü", "Győző").
HEAVY_LETTERS = 3
HEAVY_SHARE = 0.75
# How much one language spelling every word counts in ranking plausible readings, against
# the fit (at most 1): enough to break ties, far less than a misfit word.
COHERENCE_WEIGHT = 0.4

DELIMITERS = ',;\t|"'  # between a token's CSV values

# A whitespace-delimited token with non-ASCII in it; matched from a token's start only, so a
# long ASCII stretch is scanned once.
TOKEN = re.compile(r"(?<!\S)\S*?[^\x00-\x7f]\S*")
TOKEN_WIDE = re.compile(r"[^\x00-\x7f]")


@dataclass
class Reading:
    """What one code page makes of the whole file, judged over the first JUDGED_TOKENS tokens
    with non-ASCII text."""

    page: CodePage
    decodes: bool = True
    non_ascii: int = 0  # non-ASCII characters judged
    fitting: int = 0  # of those, the ones that fit (rare letters included)
    rare: int = 0  # of those, the fitting ones that are rare in the code page's languages
    hangul: int = 0  # of the fitting ones, Hangul syllables
    alphabetic: int = 0  # non-ASCII letters in words some alphabet of the code page spells
    languages: Counter = field(default_factory=Counter)  # of those, each language's share
    tokens: int = 0  # tokens judged, up to JUDGED_TOKENS
    chars: int = 0  # characters read before the current chunk (to place a bad word)
    first_bad: tuple[int, str] | None = None  # (character offset, word) of the first bad word
    first_word: tuple[int, str] | None = None  # the same of the first judged word
    digest: Any = field(default_factory=hashlib.blake2b)  # of the judged tokens: equal readings
    letters: dict[str, frozenset[str]] = field(init=False)

    def __post_init__(self) -> None:
        self.letters = self.page.letters()

    @property
    def fit(self) -> float:
        """The share of the judged non-ASCII characters that fit (1 when there are none)."""
        return self.fitting / self.non_ascii if self.non_ascii else 1.0

    @property
    def common(self) -> float:
        """The share of the judged non-ASCII characters that fit and are not rare."""
        return (self.fitting - self.rare) / self.non_ascii if self.non_ascii else 1.0

    @property
    def coherence(self) -> float:
        """The share of the letters in alphabet words that one language spells: a Hungarian
        file read as cp1252 needs Portuguese for "Szõke" and German for "Müller"."""
        if not self.alphabetic:
            return 1.0
        return max(self.languages.values()) / self.alphabetic

    @property
    def likelihood(self) -> float:
        """How the plausible readings are ranked: fit, with rare letters worth RARE_WEIGHT,
        and coherence."""
        if not self.non_ascii:
            return 1.0 + COHERENCE_WEIGHT
        common = self.fitting - (1 - RARE_WEIGHT) * self.rare
        return common / self.non_ascii + COHERENCE_WEIGHT * self.coherence

    def add(self, text: str) -> None:
        """Judge the tokens of `text`, the next piece of the file in this reading."""
        for found in TOKEN.finditer(text):
            if self.tokens >= JUDGED_TOKENS:
                break
            self.tokens += 1
            token = found.group()
            self.digest.update(token.encode("utf-8", "surrogatepass"))
            offset = self.chars + found.start()
            if self.first_word is None:
                self.first_word = (offset, _field_at(token, TOKEN_WIDE.search(token).start()))
            self._judge(token, offset)
        self.chars += len(text)

    def _judge(self, token: str, offset: int) -> None:
        runs = [(is_letter, "".join(run)) for is_letter, run in groupby(token, str.isalpha)]
        start = 0
        for index, (is_letter, run) in enumerate(runs):
            start += len(runs[index - 1][1]) if index else 0
            wide = [c for c in run if not c.isascii()]
            if not wide:
                continue
            self.non_ascii += len(wide)
            fitting = self.fitting
            if not is_letter:
                before = index < len(runs) - 1  # letters follow
                inside = before and index > 0  # letters on both sides
                self.fitting += sum(1 for c in wide if _symbol_fits(c, before, inside))
            else:
                self._judge_word(run, wide)
            if self.fitting - fitting < len(wide) and self.first_bad is None:
                self.first_bad = (offset, _field_at(token, start))

    def _judge_word(self, word: str, wide: list[str]) -> None:
        page = self.page
        scripts = {script(c) for c in wide}
        if not _fits_case(word) or not scripts <= page.scripts:
            return
        if page.frequent is not None:  # East Asian, judged by the characters' frequency
            frequent = sum(1 for c in wide if page.frequent(c.encode(page.codec)))
            if len(wide) < len(word) and (frequent < len(wide) or not _ascii_at_one_end(word)):
                return  # mixed with ASCII letters ("CNC機台"): frequent characters at one end
            self.fitting += len(wide)
            self.hangul += sum(1 for c in wide if script(c) == HANGUL)
            self.rare += len(wide) if len(wide) < len(word) else len(wide) - frequent
            return
        if len(wide) < len(word):
            scripts.add(LATIN)  # ASCII letters
        if len(scripts) > 1 and frozenset(scripts) not in MIXABLE:
            return
        heavy = len(word) >= HEAVY_LETTERS and len(wide) > HEAVY_SHARE * len(word)
        if LATIN in scripts and heavy:
            return
        if page.misspelt.search(word):
            return
        own = set(wide)
        spelling = [name for name, alphabet in self.letters.items() if own <= alphabet]
        if not spelling:
            return
        self.fitting += len(wide)
        self.rare += len(page.rare.findall(word))
        self.alphabetic += len(wide)
        self.languages.update({name: len(wide) for name in spelling})


def _field_at(token: str, position: int) -> str:
    """The CSV value of `token` around `position`: what a misread word is shown as."""
    first = max(token.rfind(d, 0, position) for d in DELIMITERS) + 1
    ends = [end for end in (token.find(d, position) for d in DELIMITERS) if end >= 0]
    return token[first : min(ends, default=len(token))]


def _ascii_at_one_end(word: str) -> bool:
    """ASCII letters not on both sides of the others: "CNC機台" and "類比IC設計" are written,
    Polish "Ma¿gorzata" read as cp950 is "Ma" + a Chinese character + "orzata"."""
    return not (word[0].isascii() and word[-1].isascii())


def _fits_case(word: str) -> bool:
    """A word in one case, or capitalised, or of an uncased script: how names are written."""
    if not any(c.isupper() or c.islower() for c in word):
        return True
    return word.islower() or word.isupper() or (word[0].isupper() and word[1:].islower())


def _symbol_fits(char: str, before: bool, inside: bool) -> bool:
    """Whether a non-letter fits where it stands: a symbol may follow a word ("Acme®") but
    not start one ("£achacz"), and inside a word only an apostrophe or a hyphen fits."""
    if inside:
        return char in INSIDE_WORD
    punctuation = unicodedata.category(char)[0] in "PZ"
    return punctuation or (char in SYMBOLS and not before)
