"""Which encoding a buyer CSV is in, guessed from the whole file as users' files really are.

In order: a BOM; UTF-8; then the code pages Excel saves "CSV" in, one per locale
(alphabets.CODE_PAGES: cp1252 Western, cp1250 Central European, cp1251 Cyrillic, cp1253 Greek,
cp1254 Turkish, cp1257 Baltic, cp949 Korean, cp932 Japanese, GBK/GB18030 and Big5 (cp950)
Chinese, and latin-1, which decodes any byte). Most files decode in several of them: every
byte is a letter in cp1252, and Polish "Łódź" saved in cp1250 reads "£ódŸ" there, Russian
"Иванов" reads "Èâàíîâ". So each reading is judged by what it yields (reading.py): letters
that fit their word, their script and one of the code page's languages, no symbols inside
words. The likeliest plausible reading is chosen, commonest code page first on a tie:

- when another reading that gives different text was plausible too, the guess carries a note
  naming both and the `--encoding` that overrides it;
- when no reading is plausible, the guess is an error naming the first line the likeliest
  reading garbles, so nothing is decoded into mojibake silently.

Detection streams the file once, in chunks fed to every code page's decoder, so a
100,000-row file is never held whole; every byte must decode, and the first JUDGED_TOKENS
words with non-ASCII text are judged in each reading.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from pathlib import Path

from sales_dlm.errors import InputError
from sales_dlm.inputs.alphabets import CODE_PAGES, HAN, CodePage
from sales_dlm.inputs.reading import JUDGED_TOKENS, Reading

CHUNK_BYTES = 1 << 20  # 1 MiB: detection reads the whole file, but never more than this at once
# A reading is plausible when this share of its non-ASCII characters fit (reading.py): a file
# in its own code page scores 1.0 but for the odd symbol, mojibake far less (chosen on the
# faker tuning split, benchmarks/encoding_guess.py).
PLAUSIBLE = 0.8
# ... and at least this share are not rare (reading.py): a few bytes of another encoding read
# as rare Chinese characters are no evidence.
MIN_COMMON = 0.5
# A plausible reading whose likelihood (reading.py) is within this of the chosen one's, giving
# other text, makes the guess unsure: it carries a note.
NOTE_MARGIN = 0.05
LINE_BREAK = re.compile(r"\r\n|\r|\n")  # as csv counts lines (lines.py)


def read_code_pages(path: Path, pages: tuple[CodePage, ...] = CODE_PAGES) -> list[Reading]:
    """The whole file decoded strictly in each code page, judged chunk by chunk (a token cut by
    a chunk's end is carried to the next chunk); readings that do not decode are dropped, and
    one found implausible once judged is not decoded further."""
    live = {page.codec: (codecs.getincrementaldecoder(page.codec)("strict"), "") for page in pages}
    readings = {page.codec: Reading(page) for page in pages}
    with path.open("rb") as fh:
        while live:
            chunk = fh.read(CHUNK_BYTES)
            final = not chunk
            for codec, (decoder, carry) in list(live.items()):
                try:
                    text = carry + decoder.decode(chunk, final=final)
                except UnicodeDecodeError:
                    del live[codec]
                    readings[codec].decodes = False
                    continue
                cut = len(text) if final else max(text.rfind(" "), text.rfind("\n")) + 1
                cut = cut or len(text)  # a chunk without whitespace is judged as it is
                readings[codec].add(text[:cut])
                live[codec] = (decoder, text[cut:])
                if readings[codec].tokens >= JUDGED_TOKENS and not _plausible(readings[codec]):
                    del live[codec]  # judged and found wanting: decoding on cannot save it
            if final:
                break
    return [reading for reading in readings.values() if reading.decodes]


def _plausible(reading: Reading) -> bool:
    return reading.fit >= PLAUSIBLE and reading.common >= MIN_COMMON


def _decodes(path: Path, encoding: str) -> bool:
    decoder = codecs.getincrementaldecoder(encoding)("strict")
    with path.open("rb") as fh:
        try:
            while chunk := fh.read(CHUNK_BYTES):
                decoder.decode(chunk)
            decoder.decode(b"", final=True)
        except UnicodeDecodeError:
            return False
    return True


@dataclass(frozen=True)
class EncodingGuess:
    encoding: str
    note: str | None = None  # said when another reading was plausible too


def guess_encoding(path: Path) -> EncodingGuess:
    with path.open("rb") as fh:
        head = fh.read(4)
    if head.startswith(codecs.BOM_UTF8):
        return EncodingGuess("utf-8-sig")
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return EncodingGuess("utf-16")  # Excel's "Unicode text" export
    if _decodes(path, "utf-8"):
        return EncodingGuess("utf-8-sig")  # same as utf-8 here, and strips a BOM if present
    readings = read_code_pages(path)
    order = {page.codec: rank for rank, page in enumerate(CODE_PAGES)}
    plausible = [r for r in readings if _plausible(r)]
    if not plausible:  # latin-1 decodes any byte, so there is always a reading to show
        raise _implausible(path, max(readings, key=lambda r: r.fit))
    plausible.sort(key=lambda r: (-r.likelihood, order[r.page.codec]))
    best = plausible[0]
    seen, rivals = {best.digest.digest()}, []
    for other in plausible[1:]:
        close = other.likelihood >= best.likelihood - NOTE_MARGIN and not _outranks(best, other)
        if close and other.digest.digest() not in seen:
            rivals.append(other.page)
        seen.add(other.digest.digest())
    return EncodingGuess(best.page.codec, _note(best.page, rivals) if rivals else None)


def _outranks(chosen: Reading, other: Reading) -> bool:
    """Korean text in cp949 also reads as frequent Chinese characters (the KS X 1001 Hangul
    block overlays GB2312's first level), but Chinese text read as cp949 is never Hangul alone:
    a reading all in Hangul is surer than a Chinese one."""
    all_hangul = chosen.page.codec == "cp949" and chosen.hangul == chosen.non_ascii
    return all_hangul and other.page.scripts == frozenset({HAN})


def _note(chosen: CodePage, others: list[CodePage]) -> str:
    readings = " or ".join(f"{other.codec} ({other.region})" for other in others)
    options = " or ".join(f"--encoding {other.codec}" for other in others)
    return (
        f"read as {chosen.codec} ({chosen.region}), though it also reads as {readings}; "
        f"if names look wrong, pass {options}"
    )


def _implausible(path: Path, best: Reading) -> InputError:
    """No reading gives plausible names: say where the likeliest one goes wrong first (or, when
    it only reads rare characters, where they start)."""
    offset, word = best.first_bad or best.first_word or (0, "")
    with path.open(encoding=best.page.codec, newline="") as fh:
        line = 1 + len(LINE_BREAK.findall(fh.read(offset)))
    return InputError(
        f"cannot tell the encoding: no code page reads its names plausibly (the likeliest, "
        f"{best.page.codec}, reads {word!r} here); pass --encoding with the encoding it was "
        "saved in (e.g. cp1250, cp1251, utf-8), or save it again as CSV UTF-8",
        path=str(path),
        line=line,
    )
