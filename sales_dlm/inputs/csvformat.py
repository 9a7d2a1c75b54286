"""How a CSV file is encoded and delimited, found the way users' files really are.

Encodings, in order: UTF-8 (with or without BOM), cp949 (Korean Excel's default, a superset of
EUC-KR), cp1252 (Western Excel's default), and latin-1 as the last resort, since it decodes any
byte. Detection streams the file once in chunks, so a 100,000-row file is never held whole.

A first line `sep=X` is Excel's own way to name the delimiter (it writes one in locales whose
list separator is `;`): it is honoured as Excel does, and the header is the line after it.
"""

from __future__ import annotations

import codecs
import csv
import re
from dataclasses import dataclass
from pathlib import Path

from sales_dlm.errors import InputError

CHUNK_BYTES = 1 << 20  # 1 MiB: detection reads the whole file, but never more than this at once
SNIFF_CHARS = 64 * 1024  # the delimiter is decided from the first 64 KiB of text
DELIMITERS = ",;\t|"
# A cp1252 file often decodes as valid cp949, as mojibake. Real Korean text is mostly Hangul
# syllables, so cp949 is only believed when most of its non-ASCII characters are Hangul.
MIN_HANGUL_SHARE = 0.6
# Rows may carry long notes (6,000+ characters); the csv module's default limit is 128 KiB.
FIELD_SIZE_LIMIT = 64 * 1024 * 1024

# Excel's delimiter line: exactly `sep=` and one character, alone on the first line.
SEP_LINE = re.compile(r"sep=([^\r\n]?)(?:\r\n|\r|\n|$)", re.IGNORECASE)
NON_ASCII = re.compile(r"[^\x00-\x7f]")
HANGUL = re.compile(r"[\uac00-\ud7a3]")

csv.field_size_limit(FIELD_SIZE_LIMIT)


@dataclass(frozen=True)
class CsvFormat:
    encoding: str
    delimiter: str
    sep_line: bool = False  # the first line is Excel's `sep=X`; the header is line 2


def sep_line_delimiter(sample: str, path: str | None = None) -> str | None:
    """The delimiter an Excel `sep=X` first line names, or None when there is no such line."""
    found = SEP_LINE.match(sample)
    if not found:
        return None
    delimiter = found.group(1)
    try:
        csv.reader([], delimiter=delimiter)  # csv's own word on which characters can delimit
    except (TypeError, ValueError, csv.Error):
        delimiter = ""
    if delimiter in ("", '"'):
        raise InputError(
            f"{found.group(0).strip()!r} names no delimiter a CSV can use", path=path, line=1
        )
    return delimiter


def _decodes(path: Path, encoding: str) -> tuple[bool, int, int]:
    """Whether the whole file decodes strictly; and its non-ASCII and Hangul character counts."""
    decoder = codecs.getincrementaldecoder(encoding)(errors="strict")
    non_ascii = hangul = 0
    with path.open("rb") as fh:
        while True:
            chunk = fh.read(CHUNK_BYTES)
            final = not chunk
            try:
                text = decoder.decode(chunk, final=final)
            except UnicodeDecodeError:
                return False, non_ascii, hangul
            if not text.isascii():
                non_ascii += len(NON_ASCII.findall(text))
                hangul += len(HANGUL.findall(text))
            if final:
                return True, non_ascii, hangul


def detect_encoding(path: Path) -> str:
    with path.open("rb") as fh:
        head = fh.read(4)
    if head.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"  # Excel's "Unicode text" export
    ok, _, _ = _decodes(path, "utf-8")
    if ok:
        return "utf-8-sig"  # same as utf-8 here, and strips a BOM if one were present
    ok, non_ascii, hangul = _decodes(path, "cp949")
    if ok and non_ascii and hangul / non_ascii >= MIN_HANGUL_SHARE:
        return "cp949"
    ok, _, _ = _decodes(path, "cp1252")
    return "cp1252" if ok else "latin-1"


def sniff_delimiter(sample: str) -> str:
    """The delimiter of the header line: csv.Sniffer, checked against a plain count."""
    header = sample.splitlines()[0] if sample else ""
    try:
        sniffed = csv.Sniffer().sniff(sample, delimiters=DELIMITERS).delimiter
    except csv.Error:
        sniffed = None
    counts = {d: header.count(d) for d in DELIMITERS}
    if sniffed and counts.get(sniffed, 0) > 0:
        return sniffed
    best = max(counts, key=lambda d: counts[d])
    return best if counts[best] > 0 else ","


def detect_format(path: Path, encoding: str | None = None) -> CsvFormat:
    """Encoding (detected unless given) and delimiter of a CSV file."""
    if not path.exists():
        raise InputError("file not found", path=str(path))
    if not path.is_file():
        raise InputError("not a file", path=str(path))
    if encoding is None:
        encoding = detect_encoding(path)
    else:
        try:
            codecs.lookup(encoding)
        except LookupError as exc:
            raise InputError(f"unknown encoding {encoding!r}", path=str(path)) from exc
    try:
        with path.open(encoding=encoding, newline="") as fh:
            sample = fh.read(SNIFF_CHARS)
    except UnicodeDecodeError as exc:
        raise InputError(
            f"not valid {encoding}: {exc.reason} at byte {exc.start}", path=str(path)
        ) from exc
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", path=str(path)) from exc
    excel_sep = sep_line_delimiter(sample, str(path))
    if excel_sep is not None:
        return CsvFormat(encoding=encoding, delimiter=excel_sep, sep_line=True)
    return CsvFormat(encoding=encoding, delimiter=sniff_delimiter(sample))
