"""Buyer and Sender records, and reading buyer files (CSV, .xlsx) as users' files really are.

`read_buyers(path)` streams a CSV, or a workbook's sheet (excel.py), and yields exactly one
`RowResult` per data row: a valid `Buyer`, or the row's line number with every reason it is
invalid. Nothing is dropped: every physical line is counted as sep=, header, row or blank
(`BuyerReader.lines`), and a quote that swallows lines is a row error and a file problem
(`BuyerReader.quote_problems`, lines.py). A binary file is refused before any byte is parsed.
"""

from __future__ import annotations

import csv
import hashlib
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from sales_dlm.errors import InputError
from sales_dlm.inputs.columns import FIRST_NAME, LAST_NAME, NAME_FIELDS, ColumnMap, map_columns
from sales_dlm.inputs.csvformat import CsvFormat, detect_format
from sales_dlm.inputs.excel import xlsx_rows
from sales_dlm.inputs.filekind import FileKind, file_kind
from sales_dlm.inputs.lines import (
    LOOKAHEAD_LINES,
    LineCount,
    LineSource,
    QuoteProblem,
    quote_problem,
)

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

# A pragmatic address check: one @, a dot in the domain, no spaces. Full RFC 5322 validation
# rejects nothing a CRM would export and accepts addresses no mail server delivers to.
EMAIL_PATTERN = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s.]+$")
# Arabic given names whose first word only begins them: "عبد الباقي" (Abd al-Baqi, servant of
# the Everlasting) is one name; the fact checker reports "Dear عبد," as a cut name
COMPOUND_GIVEN_STARTS = frozenset({"عبد", "abd"})

BUYER_FIELDS = (
    "buyer_id",
    "company",
    "contact_name",
    "contact_title",
    "email",
    "country",
    "product_category",
    "website",
    "notes",
)


def _clean(value: str | None) -> str:
    """Collapse runs of whitespace (CRM exports carry stray tabs and newlines) and trim."""
    if value is None:
        return ""
    return " ".join(str(value).split())


class Buyer(BaseModel):
    """One foreign buyer, as read from a CSV row. Only `company` is required."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    buyer_id: str
    company: str = Field(min_length=1)
    contact_name: str = ""
    contact_title: str = ""
    email: str = ""
    country: str = ""
    product_category: str = ""
    website: str = ""
    notes: str = ""
    # Columns the reader did not map, kept so templates can use them (e.g. {{ extra.region }}).
    extra: dict[str, str] = Field(default_factory=dict)

    @field_validator(
        "company",
        "contact_name",
        "contact_title",
        "country",
        "product_category",
        "email",
        "website",
    )
    @classmethod
    def _single_line(cls, value: str) -> str:
        return _clean(value)

    @field_validator("email")
    @classmethod
    def _valid_email(cls, value: str) -> str:
        if value and not EMAIL_PATTERN.match(value):
            raise ValueError(f"invalid email address {value!r}")
        return value

    @property
    def first_name(self) -> str:
        """The given name: the first word, or the first two where the first only begins a
        compound given name ("عبد الباقي" of عبد الباقي فطاير: "Dear عبد," greets no one)."""
        parts = self.contact_name.split()
        if len(parts) > 1 and parts[0].casefold() in COMPOUND_GIVEN_STARTS:
            return " ".join(parts[:2])
        return parts[0] if parts else ""

    @property
    def last_name(self) -> str:
        parts = self.contact_name.split()
        return parts[-1] if len(parts) > 1 else ""


class Sender(BaseModel):
    """The sales rep and company sending the emails (sender.toml)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    company: str = Field(min_length=1)
    name: str = Field(min_length=1)
    title: str = ""
    email: str = ""
    phone: str = ""
    website: str = ""
    country: str = ""

    @field_validator("email")
    @classmethod
    def _valid_email(cls, value: str) -> str:
        value = _clean(value)
        if value and not EMAIL_PATTERN.match(value):
            raise ValueError(f"invalid email address {value!r}")
        return value


# The sender used when none is given: a plausible exporter, so a first run works out of the box.
DEFAULT_SENDER = Sender(
    company="Hanbit Trading Co., Ltd.",
    name="Minji Park",
    title="Export Sales Manager",
    email="minji.park@hanbit-trading.example",
    phone="+82 2 555 0142",
    website="https://hanbit-trading.example",
    country="South Korea",
)


# --------------------------------------------------------------------------------------------
# Reading buyer CSVs
# --------------------------------------------------------------------------------------------

RowStatus = Literal["valid", "invalid", "duplicate"]


class RowResult(BaseModel):
    """What became of one data row: exactly one per row, in file order."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    line: int  # physical line on which the row starts; the header is line 1 (2 after sep=)
    buyer_id: str
    status: RowStatus
    errors: list[str] = Field(default_factory=list)
    buyer: Buyer | None = None  # set iff status == "valid"
    record: dict[str, str] = Field(default_factory=dict)  # the row as read, by field / header

    @property
    def ok(self) -> bool:
        return self.status == "valid"


def generated_buyer_id(company: str, email: str, contact_name: str) -> str:
    """A stable id for rows without buyer_id: the same buyer gets the same id in every run,
    whatever its position in the file (so --resume and re-exports keep working)."""
    key = "|".join(_clean(v).casefold() for v in (company, email, contact_name))
    return "b-" + hashlib.sha1(key.encode("utf-8")).hexdigest()[:10]


def _digest(key: str) -> int:
    return int.from_bytes(hashlib.blake2b(key.encode("utf-8"), digest_size=8).digest(), "big")


def _pydantic_reasons(exc: ValidationError) -> list[str]:
    reasons = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err["loc"])
        message = err["msg"].removeprefix("Value error, ")
        if err["type"] == "string_too_short" and where == "company":
            message = "company is empty"
            reasons.append(message)
            continue
        reasons.append(f"{where}: {message}")
    return reasons


@dataclass
class BuyerReader:
    """Streams a buyer CSV: `for row in reader` yields one RowResult per data row.

    `columns` and `format` are known once the header has been read (after the first row or
    after `open()`); duplicates are detected by buyer_id and by company + email. `lines`
    accounts for every physical line read so far; `quote_problems` lists the quotes that run
    across lines where they should not (each also an error on its row). `allow_multiline`
    reads a line break in a name column, or lines that read as rows inside a quoted value, as
    data, as csv does; a quote never closed, or closed mid-value, is a problem either way.
    """

    path: Path
    overrides: dict[str, str] = field(default_factory=dict)
    encoding: str | None = None
    allow_multiline: bool = True
    sheet: str | None = None  # the workbook's sheet to read (None = the first); .xlsx only
    kind: FileKind | None = None  # "csv" or "xlsx", known once reading began
    sheet_name: str | None = None  # the sheet read, for an .xlsx
    format: CsvFormat | None = None  # a CSV's encoding and delimiter
    columns: ColumnMap | None = None
    blank_lines: int = 0
    lines: LineCount = field(default_factory=LineCount)
    quote_problems: list[QuoteProblem] = field(default_factory=list)

    def __iter__(self) -> Iterator[RowResult]:
        self.kind = file_kind(self.path)  # a binary file is refused here, its bytes unshown
        if self.kind == "xlsx":
            if self.encoding is not None:
                raise InputError(
                    "--encoding is for CSV files; a workbook has none", path=str(self.path)
                )
            yield from xlsx_rows(self)
            return
        if self.sheet is not None:
            raise InputError(
                f"--sheet {self.sheet!r} names a worksheet, but this is a CSV file",
                path=str(self.path),
            )
        self.format = detect_format(self.path, self.encoding)
        try:
            with self.path.open(encoding=self.format.encoding, newline="") as fh:
                yield from self._rows(fh)
        except UnicodeDecodeError as exc:
            raise InputError(
                f"not valid {self.format.encoding}: {exc.reason}", path=str(self.path)
            ) from exc
        except OSError as exc:
            raise InputError(f"cannot read: {exc.strerror}", path=str(self.path)) from exc

    def _rows(self, fh) -> Iterator[RowResult]:
        source = LineSource(fh)
        path = str(self.path)
        if self.format.sep_line:
            next(source)  # Excel's `sep=X`: its delimiter is already the format's
            self.lines.sep = len(source.take())
        reader = csv.reader(source, delimiter=self.format.delimiter)
        header_line = source.count + 1
        try:
            headers = next(reader)
        except StopIteration:
            raise InputError("file is empty (expected a header row)", path=path) from None
        except csv.Error as exc:
            raise InputError(f"cannot parse header: {exc}", path=path, line=header_line) from exc
        header_lines = source.take()
        problem = quote_problem(
            headers,
            header_lines,
            header_line,
            ended=source.ended,
            width=len(headers),
            delimiter=self.format.delimiter,
            names=dict.fromkeys(range(len(headers)), "the header"),
            allow_multiline=self.allow_multiline,
            following=source.peek(LOOKAHEAD_LINES) if len(header_lines) > 1 else (),
            header=True,
        )
        if problem is not None:
            raise problem.error(path)
        self.lines.header = source.count - self.lines.sep
        self.lines.total = source.count
        if not any(h.strip() for h in headers):
            raise InputError("the header row is empty", path=path, line=header_line)
        self.columns = map_columns(headers, self.overrides, path=path, line=header_line)
        extra = self.columns.extra_index
        names = {i: f for f, i in self.columns.field_index.items() if f in NAME_FIELDS}
        # Duplicate detection keeps an 8-byte digest per key, not the key, so memory stays small.
        seen_ids: dict[int, int] = {}
        seen_contacts: dict[int, int] = {}
        while True:
            start = source.count + 1
            try:
                cells = next(reader)
            except StopIteration:
                return
            except csv.Error as exc:
                self.lines.rows += len(source.take())
                self.lines.total = source.count
                yield RowResult(
                    line=start,
                    buyer_id=f"line-{start}",
                    status="invalid",
                    errors=[f"unparseable CSV row: {exc}"],
                )
                continue
            lines = source.take()
            self.lines.total = source.count
            if not any(c.strip() for c in cells):
                self.blank_lines += 1  # not a buyer: an empty line or a row of empty cells
                self.lines.blank += len(lines)
                continue
            self.lines.rows += len(lines)
            problem = quote_problem(
                cells,
                lines,
                start,
                ended=source.ended,
                width=len(headers),
                delimiter=self.format.delimiter,
                names=names,
                allow_multiline=self.allow_multiline,
                following=source.peek(LOOKAHEAD_LINES) if len(lines) > 1 else (),
            )
            if problem is not None:
                self.quote_problems.append(problem)
            yield self._row(start, cells, len(headers), extra, seen_ids, seen_contacts, problem)

    def _row(self, line, cells, width, extra_index, seen_ids, seen_contacts, problem):
        assert self.columns is not None, "the header is mapped before any row"
        errors: list[str] = [problem.row_error(line)] if problem is not None else []
        if len(cells) > width:
            extra_cells = cells[width:]
            if any(c.strip() for c in extra_cells):
                errors.append(
                    f"row has {len(cells)} fields but the header has {width} "
                    "(an unquoted delimiter inside a value?)"
                )
        cells = cells + [""] * (width - len(cells))
        values = {f: cells[i] for f, i in self.columns.field_index.items()}
        first = values.pop(FIRST_NAME, "")
        last = values.pop(LAST_NAME, "")
        if not _clean(values.get("contact_name")):
            values["contact_name"] = f"{_clean(first)} {_clean(last)}".strip()
        extra = {h: cells[i] for h, i in extra_index.items() if cells[i].strip()}
        record = {**{k: v for k, v in values.items() if v}, **extra}
        given_id = _clean(values.get("buyer_id"))
        buyer_id = given_id or generated_buyer_id(
            values.get("company", ""), values.get("email", ""), values.get("contact_name", "")
        )
        values["buyer_id"] = buyer_id
        if "\x00" in "".join(cells):
            errors.append("row contains a NUL byte (a binary or corrupted file?)")
        buyer = None
        try:
            buyer = Buyer(**values, extra=extra)
        except ValidationError as exc:
            errors.extend(_pydantic_reasons(exc))
        email_key = _clean(values.get("email")).casefold()
        contact_key = _digest(_clean(values.get("company")).casefold() + "\x1f" + email_key)
        id_key = _digest(buyer_id)
        if id_key in seen_ids:
            first = seen_ids[id_key]
            errors.append(
                f"duplicate buyer_id {buyer_id!r} (first on line {first})"
                if given_id
                else f"duplicate of line {first} (same company, email and contact)"
            )
        elif email_key and contact_key in seen_contacts:
            errors.append(f"duplicate company + email (first on line {seen_contacts[contact_key]})")
        # Every row claims its keys, valid or not, so a copy of a bad row is a duplicate too.
        seen_ids.setdefault(id_key, line)
        if email_key:
            seen_contacts.setdefault(contact_key, line)
        status: RowStatus = "valid"
        if errors:
            duplicate_only = buyer is not None and all(e.startswith("duplicate") for e in errors)
            status = "duplicate" if duplicate_only else "invalid"
            buyer = None
        return RowResult(
            line=line, buyer_id=buyer_id, status=status, errors=errors, buyer=buyer, record=record
        )


def read_buyers(
    path: str | Path,
    overrides: dict[str, str] | None = None,
    encoding: str | None = None,
    *,
    allow_multiline: bool = True,
    sheet: str | None = None,
) -> BuyerReader:
    """A streaming reader over a buyer CSV or .xlsx (iterate it for RowResults). `validate` and
    `draft` read with `allow_multiline=False` unless told otherwise (see BuyerReader)."""
    return BuyerReader(
        path=Path(path),
        overrides=dict(overrides or {}),
        encoding=encoding,
        allow_multiline=allow_multiline,
        sheet=sheet,
    )


def load_sender(path: str | Path) -> Sender:
    """The sender profile from a TOML file; errors name the file and line."""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8-sig"))
    except FileNotFoundError:
        raise InputError("sender profile not found", path=str(path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read sender profile: {exc}", path=str(path)) from exc
    except tomllib.TOMLDecodeError as exc:
        # tomllib names the line only in its message before Python 3.14: "(at line 2, column 8)"
        found = re.search(r"\(at line (\d+), column \d+\)", str(exc))
        line = getattr(exc, "lineno", None) or (int(found.group(1)) if found else None)
        raise InputError(f"invalid TOML: {exc}", path=str(path), line=line) from exc
    data = data.get("sender", data)  # accept a [sender] table or top-level keys
    try:
        return Sender(**data)
    except ValidationError as exc:
        raise InputError(
            "invalid sender profile: " + "; ".join(_pydantic_reasons(exc)), path=str(path)
        ) from exc
    except TypeError as exc:
        raise InputError(f"invalid sender profile: {exc}", path=str(path)) from exc
