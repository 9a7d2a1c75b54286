"""How a CSV file is encoded and delimited, found the way users' files really are.

The encoding is guessed by encoding.py (UTF-8 or the code page Excel saves CSV in) unless
given; a guess that could have gone another way carries a note naming `--encoding`.

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
from sales_dlm.inputs.encoding import guess_encoding

SNIFF_CHARS = 64 * 1024  # the delimiter is decided from the first 64 KiB of text
DELIMITERS = ",;\t|"
# Rows may carry long notes (6,000+ characters); the csv module's default limit is 128 KiB.
FIELD_SIZE_LIMIT = 64 * 1024 * 1024

# Excel's delimiter line: exactly `sep=` and one character, alone on the first line.
SEP_LINE = re.compile(r"sep=([^\r\n]?)(?:\r\n|\r|\n|$)", re.IGNORECASE)

csv.field_size_limit(FIELD_SIZE_LIMIT)


@dataclass(frozen=True)
class CsvFormat:
    encoding: str
    delimiter: str
    sep_line: bool = False  # the first line is Excel's `sep=X`; the header is line 2
    note: str | None = None  # the encoding guess was unsure: what was chosen, how to override


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
    note = None
    if encoding is None:
        guess = guess_encoding(path)
        encoding, note = guess.encoding, guess.note
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
        return CsvFormat(encoding=encoding, delimiter=excel_sep, sep_line=True, note=note)
    return CsvFormat(encoding=encoding, delimiter=sniff_delimiter(sample), note=note)
