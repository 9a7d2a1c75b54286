"""What a buyer file is, by its bytes: a CSV (text), an .xlsx workbook, or something else.

The name says little (an export saved as `buyers.csv` can be an .xlsx, a `.xls` can be a
renamed CSV), so the first bytes decide. An .xlsx is a ZIP holding `xl/workbook.xml`; known
binary formats (old .xls, .xlsb, .ods, PDF, archives, images) and bytes that are no text at all
are one clear error, `this looks like a binary (…) file, not a CSV or XLSX`, that never shows
the bytes themselves.
"""

from __future__ import annotations

import codecs
import zipfile
from pathlib import Path
from typing import Literal

from sales_dlm.errors import InputError

FileKind = Literal["csv", "xlsx"]

HEAD_BYTES = 8192  # text or not is decided from the first 8 KiB
# A head that is valid UTF-8 is text. Any other text (cp949, cp1252, ...) has next to no C0
# control bytes (tab, line breaks and form feed aside): a head with at least this many, and at
# least this share of its bytes, is not text. One NUL in a CSV row stays a row error
# (records.py), not a refused file.
MIN_CONTROL_BYTES = 4
MIN_CONTROL_SHARE = 0.02
TEXT_CONTROLS = frozenset(b"\t\n\r\x0c")

# Signatures of binary files users hand over instead of a CSV: (first bytes, what it is).
SIGNATURES: tuple[tuple[bytes, str], ...] = (
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "Excel 97-2003 .xls, or a password-protected workbook"),
    (b"%PDF", "PDF"),
    (b"\x1f\x8b", "gzip"),
    (b"7z\xbc\xaf\x27\x1c", "7-Zip"),
    (b"Rar!", "RAR archive"),
    (b"\x89PNG", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"SQLite format 3\x00", "SQLite database"),
)
ZIP_SIGNATURES = (b"PK\x03\x04", b"PK\x05\x06")
TEXT_BOMS = (codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


def binary_error(path: Path, what: str) -> InputError:
    return InputError(
        f"this looks like a binary ({what}) file, not a CSV or XLSX; save it from your "
        "spreadsheet or CRM as .xlsx or CSV",
        path=str(path),
    )


def _zip_kind(path: Path) -> tuple[FileKind | None, str]:
    """("xlsx", "") for a workbook openpyxl reads, else (None, what the ZIP holds)."""
    try:
        with zipfile.ZipFile(path) as archive:
            names = set(archive.namelist())
            mimetype = archive.read("mimetype")[:100] if "mimetype" in names else b""
    except (zipfile.BadZipFile, OSError, KeyError, ValueError):
        return None, "damaged ZIP archive"
    if "xl/workbook.xml" in names:
        return "xlsx", ""
    if "xl/workbook.bin" in names:
        return None, "Excel binary workbook .xlsb"
    if b"spreadsheet" in mimetype:
        return None, "OpenDocument spreadsheet .ods"
    if "word/document.xml" in names or b"text" in mimetype:
        return None, "word-processor document"
    return None, "ZIP archive"


def _utf8(head: bytes, whole: bool) -> bool:
    """Whether the head decodes as UTF-8 (a character cut at its end is not an error)."""
    try:
        codecs.getincrementaldecoder("utf-8")().decode(head, final=whole)
    except UnicodeDecodeError:
        return False
    return True


def file_kind(path: str | Path) -> FileKind:
    """ "csv" or "xlsx"; InputError for a missing file, a folder or a binary file."""
    path = Path(path)
    if not path.exists():
        raise InputError("file not found", path=str(path))
    if not path.is_file():
        raise InputError("not a file", path=str(path))
    try:
        with path.open("rb") as fh:
            head = fh.read(HEAD_BYTES)
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", path=str(path)) from exc
    if head.startswith(TEXT_BOMS):
        return "csv"
    if head.startswith(ZIP_SIGNATURES):
        kind, what = _zip_kind(path)
        if kind is None:
            raise binary_error(path, what)
        return kind
    for signature, what in SIGNATURES:
        if head.startswith(signature):
            raise binary_error(path, what)
    if _utf8(head, whole=len(head) < HEAD_BYTES):
        return "csv"  # text, whatever control characters it holds (a row error, if any)
    controls = sum(1 for byte in head if byte < 32 and byte not in TEXT_CONTROLS)
    if controls >= MIN_CONTROL_BYTES and controls >= MIN_CONTROL_SHARE * len(head):
        raise binary_error(path, "not text in any encoding")
    return "csv"
