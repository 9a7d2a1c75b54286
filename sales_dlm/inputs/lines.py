"""Every physical line of a buyer file accounted for, and quotes that run across lines judged.

The csv module is lenient by design: a quote that is never closed takes the rest of the file
into one field, and a stray quote closed by the next quote in the file swallows the rows in
between, without a word. A stray quote in an Excel notes cell does exactly that to every row
after it. So the reader counts the lines csv pulls (`LineSource`) and accounts for each of them
(`LineCount`), and a record that spans lines is judged here (`quote_problem`):

- a quote never closed (csv ran into the end of the file inside it) is always an error;
- so is one that spans lines and, read again with csv's `strict=True`, is malformed, or leaves
  the row wider than the header: both are how a stray quote's swallowed rows look;
- a line inside it that reads as a row of its own (csv, starting a row there, reads the
  header's number of fields), or a line break in a name column, is an error unless the caller
  allows multi-line values (`--allow-multiline`): those can be meant.

A record on one line keeps csv's leniency (`Acme "Best" Ltd` stays a company name): it can
hold a stray quote but cannot swallow another row.
"""

from __future__ import annotations

import csv
import io
import itertools
import re
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from sales_dlm.errors import InputError

# Line breaks as a file opened with newline="" splits them: what csv counts as lines.
LINE_BREAK = re.compile(r"\r\n|\r|\n")
# How far past a record a swallowed line may be read to see whether it starts a row: a row that
# itself spans lines needs the lines after it; a bound keeps a stray quote from reading on.
LOOKAHEAD_LINES = 16


def breaks(text: str) -> int:
    return len(LINE_BREAK.findall(text))


class LineSource:
    """The file's lines, as csv.reader pulls them: counted, the current record's kept.

    Counting here rather than trusting the parser is what lets the reader show that no line went
    missing. csv only asks for another line in the middle of a record when it is inside a quoted
    field, so `ended` set while a record was being read means a quote ran to the end of the file.
    """

    def __init__(self, lines: Iterable[str]):
        self._lines = iter(lines)
        self._ahead: deque[str] = deque()
        self._record: list[str] = []
        self.count = 0
        self.ended = False

    def __iter__(self) -> LineSource:
        return self

    def __next__(self) -> str:
        if self._ahead:
            line = self._ahead.popleft()
        else:
            try:
                line = next(self._lines)
            except StopIteration:
                self.ended = True
                raise
        self.count += 1
        self._record.append(line)
        return line

    def peek(self, count: int) -> list[str]:
        """Up to `count` lines after those read, without reading them (csv still gets them)."""
        while len(self._ahead) < count:
            line = next(self._lines, None)
            if line is None:
                break
            self._ahead.append(line)
        return list(itertools.islice(self._ahead, count))

    def take(self) -> list[str]:
        """The lines read since the last call: one record's, when called after each record."""
        lines, self._record = self._record, []
        return lines


@dataclass
class LineCount:
    """Where every physical line went. The parts sum to `total` (`unaccounted` is 0), or the
    summary says how many did not; the format has no comment lines, Excel's `sep=` is the one
    line that is neither header nor data."""

    total: int = 0
    sep: int = 0
    header: int = 0
    rows: int = 0
    blank: int = 0

    @property
    def unaccounted(self) -> int:
        return self.total - (self.sep + self.header + self.rows + self.blank)

    def to_dict(self) -> dict[str, int]:
        return {
            "total": self.total,
            "sep": self.sep,
            "header": self.header,
            "rows": self.rows,
            "blank": self.blank,
            "unaccounted": self.unaccounted,
        }

    def describe(self, unit: str = "lines") -> str:
        """`9 lines: 1 sep=, 1 header, 6 in rows, 1 blank` (a workbook's: `9 rows: ...`)"""
        parts = [f"{self.sep} sep=" if self.sep else "", f"{self.header} header"]
        parts += [f"{self.rows} in rows", f"{self.blank} blank" if self.blank else ""]
        if self.unaccounted:
            parts.append(f"{self.unaccounted} unaccounted for")
        return f"{self.total} {unit}: " + ", ".join(p for p in parts if p)


@dataclass(frozen=True)
class QuoteProblem:
    """A quote that runs across lines where it should not. `line` is where it opened; `hard`
    problems stand even when multi-line values are allowed."""

    line: int
    message: str
    hard: bool

    def row_error(self, row_line: int) -> str:
        """The message as a row's error (the row's own line is already shown beside it)."""
        return self.message if self.line == row_line else f"line {self.line}: {self.message}"

    def error(self, path: str, more: int = 0) -> InputError:
        others = f" (and {more} more quote problems: `sales-dlm validate` lists them)"
        return InputError(self.message + (others if more else ""), path=path, line=self.line)


def _span(first: int, last: int) -> str:
    return f"line {first}" if first == last else f"lines {first}–{last}"


def _malformed(lines: Sequence[str], delimiter: str) -> bool:
    """Whether csv in strict mode rejects the record: a quote closed and then followed by more
    text, which a well-formed file never has and a stray quote's close nearly always does."""
    text = io.StringIO("".join(lines), newline="")
    try:
        for _ in csv.reader(text, delimiter=delimiter, strict=True):
            pass
    except csv.Error:
        return True
    return False


def _row_width(lines: Iterable[str], delimiter: str) -> int:
    """The field count of the record csv would read if a row started at the first line."""
    return len(next(csv.reader(lines, delimiter=delimiter), []))


def quote_problem(
    cells: Sequence[str],
    lines: Sequence[str],
    start: int,
    *,
    ended: bool,
    width: int,
    delimiter: str,
    names: Mapping[int, str],
    allow_multiline: bool,
    following: Sequence[str] = (),
    header: bool = False,
) -> QuoteProblem | None:
    """The problem with one record read from `lines` (starting on line `start`), if any.

    `width` is the header's field count; `names` maps the indexes of name columns (company,
    contact, title, email, country, id) to their field, where a line break is never data. A line
    the quote swallowed "reads as a row" when csv, starting a row there, reads `width` fields or
    more (the `following` lines, up to LOOKAHEAD_LINES, finish a row that spans lines). A
    `header` is judged with its own width and every cell a name; lines in it that read as rows
    are a hard problem: a header that swallows rows leaves nothing to read them by.
    """
    end = start + len(lines) - 1
    if ended:  # csv hit the end of the file inside a quoted field: the record's last
        opened = start + sum(breaks(c) for c in cells[:-1])
        swallowed = f"; it swallows {_span(opened + 1, end)}" if end > opened else ""
        return QuoteProblem(opened, "a quote opened here is never closed" + swallowed, True)
    if end == start:
        return None
    first = next((i for i, c in enumerate(cells) if breaks(c)), None)
    if first is None:  # cannot happen: only a quoted line break carries a record on
        return None
    opened = start + sum(breaks(c) for c in cells[:first])
    swallowed = _span(opened + 1, end) + (" into the header" if header else "")
    too_wide = len(cells) > width and any(c.strip() for c in cells[width:])
    if too_wide or _malformed(lines, delimiter):
        message = f"a quote opened here swallows {swallowed} and leaves a malformed row"
        return QuoteProblem(opened, message + " (a stray quote?)", True)
    row_like = next(
        (
            number
            for number in range(opened + 1, end + 1)
            if width >= 2
            and _row_width(itertools.chain(lines[number - start :], following), delimiter) >= width
        ),
        None,
    )
    if row_like is not None and header:  # rows swallowed by the header: nothing reads them
        message = f"a quote opened here swallows {swallowed}; line {row_like} reads as a row"
        return QuoteProblem(opened, message + " of its own (a stray quote?)", True)
    if allow_multiline:
        return None
    for index, name in sorted(names.items()):
        if index < len(cells) and breaks(cells[index]):
            opened = start + sum(breaks(c) for c in cells[:index])
            return QuoteProblem(
                opened,
                f"a quote opened here puts a line break into {name}, running to line "
                f"{opened + breaks(cells[index])}: a stray quote? (--allow-multiline accepts it)",
                False,
            )
    if row_like is not None:
        return QuoteProblem(
            opened,
            f"a quote opened here swallows {swallowed}; line {row_like} reads as a row of its "
            "own: a stray quote? (--allow-multiline reads it as one value)",
            False,
        )
    return None
