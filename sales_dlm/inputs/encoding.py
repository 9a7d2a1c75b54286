"""Which encoding a buyer CSV is in, guessed from the whole file as users' files really are.

In order: a BOM; UTF-8; then cp949 (Korean Excel's default, a superset of EUC-KR) against the
Western reading, cp1252 (Western Excel's default) or latin-1 (which decodes any byte). Both
often decode: every cp949 file decodes as cp1252, and Western capitals decode as cp949 Hangul
(0xC4 0xC4, "ÄÄ", is the syllable 컴: "ÄÄNEKOSKEN" would read "컴NEKOSKEN"). So each reading
is judged by what it yields:

- Korean text is mostly Hangul, and its words have several syllables ("김민준", "주식회사");
  Western capitals give lone syllables glued to Latin letters.
- Western text has letters that fit their word: a word is in lower case, capitalised or in
  capitals ("Jääskeläinen", "ÄÄNEKOSKEN"); Korean bytes read as cp1252 give symbols and
  mixed case ("±è¹ÎÁØ").

When the reading not chosen was plausible too, the guess carries a note naming `--encoding`.
Detection streams the file once per reading in chunks, so a 100,000-row file is never held
whole; every byte must decode, and the first JUDGED_TOKENS words with non-ASCII text are judged.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from itertools import groupby
from pathlib import Path

CHUNK_BYTES = 1 << 20  # 1 MiB: detection reads the whole file, but never more than this at once
# Tokens with non-ASCII text judged per reading: plenty of evidence, and a 100,000-row file is
# still only decoded (in C) past them, not judged word by word in Python.
JUDGED_TOKENS = 5_000
# Real Korean text is mostly Hangul syllables: cp949 is only believed when most of its
# non-ASCII characters are Hangul.
MIN_HANGUL_SHARE = 0.6
# A Korean word (a name, a company) has two syllables or more; Western capitals read as cp949
# give lone syllables ("컴NEKOSKEN"), so a file needs one such word to be read as Korean.
KOREAN_WORD_SYLLABLES = 2
# Share of the Western reading's non-ASCII characters that fit their word (see `_fits`) above
# which a Western reading is believed over a Korean one: a real cp949 file read as cp1252 is
# full of symbols and mixed case (chosen on the faker tuning split, benchmarks/encoding_guess.py).
WESTERN_FIT = 0.9
# Between this share and WESTERN_FIT the Korean guess is unsure, and says so.
UNSURE_FIT = 0.8
# Non-letters a Western business file really holds (typographic quotes and dashes, currency,
# degrees, the no-break space Excel writes); other symbols count against the Western reading.
WESTERN_PUNCTUATION = frozenset("\u00a0’‘“”„–—…•€£°«»©®™´·×")

TOKEN = re.compile(r"\S*[^\x00-\x7f]\S*")  # a whitespace-delimited token with non-ASCII in it
HANGUL = re.compile(r"[\uac00-\ud7a3]")
HANGUL_RUN = re.compile(r"[\uac00-\ud7a3]+")
NON_ASCII = re.compile(r"[^\x00-\x7f]")


@dataclass
class Reading:
    """What one encoding makes of the whole file."""

    decodes: bool = True
    non_ascii: int = 0
    hangul: int = 0  # Hangul syllables
    korean_words: int = 0  # runs of KOREAN_WORD_SYLLABLES or more Hangul syllables
    fitting: int = 0  # non-ASCII characters that fit their word (the Western judgement)
    tokens: int = 0  # tokens judged, up to JUDGED_TOKENS

    @property
    def hangul_share(self) -> float:
        return self.hangul / self.non_ascii if self.non_ascii else 0.0

    @property
    def fit_share(self) -> float:
        return self.fitting / self.non_ascii if self.non_ascii else 1.0

    def add(self, text: str) -> None:
        for found in TOKEN.finditer(text):
            if self.tokens >= JUDGED_TOKENS:
                return
            self.tokens += 1
            token = found.group()
            self.non_ascii += len(NON_ASCII.findall(token))
            for run in _letter_runs(token):
                self.hangul += len(HANGUL.findall(run))
                if _longest_hangul(run) >= KOREAN_WORD_SYLLABLES:
                    self.korean_words += 1
                if _fits(run):
                    self.fitting += len(NON_ASCII.findall(run))
            self.fitting += sum(1 for c in token if c in WESTERN_PUNCTUATION)


def _letter_runs(token: str) -> list[str]:
    """The runs of letters in a token ("Müller-Lüdenscheidt," → "Müller", "Lüdenscheidt")."""
    return ["".join(run) for letters, run in groupby(token, str.isalpha) if letters]


def _longest_hangul(run: str) -> int:
    return max((len(syllables) for syllables in HANGUL_RUN.findall(run)), default=0)


def _fits(word: str) -> bool:
    """A word in one case, or capitalised: what Western names and companies look like."""
    return word.islower() or word.isupper() or (word[0].isupper() and word[1:].islower())


def read_as(path: Path, encoding: str, *, judge: bool = True) -> Reading:
    """The whole file decoded strictly in `encoding`, judged chunk by chunk (a token cut by a
    chunk's end is carried to the next chunk); `judge=False` only tells whether it decodes."""
    decoder = codecs.getincrementaldecoder(encoding)(errors="strict")
    reading = Reading()
    carry = ""
    with path.open("rb") as fh:
        while True:
            chunk = fh.read(CHUNK_BYTES)
            final = not chunk
            try:
                text = carry + decoder.decode(chunk, final=final)
            except UnicodeDecodeError:
                return Reading(decodes=False)
            cut = len(text) if final else max(text.rfind(" "), text.rfind("\n")) + 1
            cut = cut or len(text)  # a chunk without whitespace is judged as it is
            if judge:
                reading.add(text[:cut])
            carry = text[cut:]
            if final:
                return reading


@dataclass(frozen=True)
class EncodingGuess:
    encoding: str
    note: str | None = None  # said when the other reading was plausible too


def guess_encoding(path: Path) -> EncodingGuess:
    with path.open("rb") as fh:
        head = fh.read(4)
    if head.startswith(codecs.BOM_UTF8):
        return EncodingGuess("utf-8-sig")
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return EncodingGuess("utf-16")  # Excel's "Unicode text" export
    if read_as(path, "utf-8", judge=False).decodes:
        return EncodingGuess("utf-8-sig")  # same as utf-8 here, and strips a BOM if present
    western_encoding = "cp1252"
    western = read_as(path, western_encoding)
    if not western.decodes:
        western_encoding, western = "latin-1", read_as(path, "latin-1")
    korean = read_as(path, "cp949")
    korean_plausible = korean.decodes and korean.hangul_share >= MIN_HANGUL_SHARE
    if not korean_plausible:
        return EncodingGuess(western_encoding)
    if korean.korean_words and western.fit_share < WESTERN_FIT:
        unsure = western.fit_share >= UNSURE_FIT
        return EncodingGuess("cp949", _note("cp949", western_encoding) if unsure else None)
    # Korean words overruled by a Western reading that fits: say so, and how to override
    unsure = korean.korean_words > 0
    return EncodingGuess(western_encoding, _note(western_encoding, "cp949") if unsure else None)


LANGUAGES = {"cp949": "Korean", "cp1252": "Western European", "latin-1": "Western European"}


def _note(chosen: str, other: str) -> str:
    return (
        f"read as {chosen} ({LANGUAGES[chosen]}), though it also reads as {other} "
        f"({LANGUAGES[other]}); if names look wrong, pass --encoding {other}"
    )
