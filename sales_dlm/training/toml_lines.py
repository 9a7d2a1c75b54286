"""Which line of a TOML file holds a key, so that a validation error can name it.

tomllib returns plain values without positions; pydantic reports where a value sits as a path
("rounds", 2, "learning_rate"). This reads the file's table headers and keys (the subset of
TOML a recipe uses: [table], [[array of tables]], key = value, dotted keys, values spanning lines)
and maps each path to its line.
"""

from __future__ import annotations

import re

HEADER = re.compile(r"^\[(\[)?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
KEY = re.compile(
    r"""^((?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*'))*)\s*="""
)

Path = tuple[str | int, ...]


def _parts(dotted: str) -> tuple[str, ...]:
    return tuple(part.strip().strip("\"'") for part in dotted.split("."))


def _depth_change(text: str) -> int:
    """Brackets and braces opened minus closed, outside strings and comments."""
    depth, quote = 0, ""
    for i, char in enumerate(text):
        if quote:
            if char == quote and text[i - 1] != "\\":
                quote = ""
        elif char in "\"'":
            quote = char
        elif char == "#":
            break
        elif char in "[{":
            depth += 1
        elif char in "]}":
            depth -= 1
    return depth


def key_lines(text: str) -> dict[Path, int]:
    """{path: 1-based line} for every table header and key of `text`."""
    lines: dict[Path, int] = {}
    counts: dict[tuple[str, ...], int] = {}
    table: Path = ()
    depth = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if depth > 0:  # inside a value that spans lines
            depth += _depth_change(line)
            continue
        if not line or line.startswith("#"):
            continue
        header = HEADER.match(line)
        if header:
            names = _parts(header.group(2))
            if header.group(1):  # [[array of tables]]: each entry is the next index
                index = counts.get(names, 0)
                counts[names] = index + 1
                lines.setdefault(names, number)
                table = (*names, index)
            else:
                table = names
            lines[table] = number
            continue
        key = KEY.match(line)
        if key:
            lines[(*table, *_parts(key.group(1)))] = number
            depth = _depth_change(line[key.end() :])
    return lines


def line_of(lines: dict[Path, int], where: Path) -> int | None:
    """The line of `where`, or of its nearest enclosing key or table (a missing key's table)."""
    for end in range(len(where), 0, -1):
        if where[:end] in lines:
            return lines[where[:end]]
    return None
