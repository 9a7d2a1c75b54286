"""Parsing a model's response `Subject: <subject line>\\n<body...>` into subject and body."""

from __future__ import annotations

import re

# "Subject:" in any case, spaces allowed around it, on the first non-blank line
_SUBJECT_LINE = re.compile(r"^[ \t]*subject[ \t]*:[ \t]*(?P<subject>.*)$", re.IGNORECASE)


def parse_email(text: str) -> tuple[str, str]:
    """(subject, body). Tolerant of what a small model writes.

    * The first non-blank line is `Subject: ...`: that is the subject, the rest is the body.
    * No such line: subject "" and the whole text is the body.
    Leading blank lines of the body (e.g. the one after the subject) and trailing whitespace
    are stripped; nothing else is changed.
    """
    text = text.replace("\r\n", "\n")
    lines = text.split("\n")
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is not None:
        match = _SUBJECT_LINE.match(lines[first])
        if match:
            body = "\n".join(lines[first + 1 :])
            return match.group("subject").strip(), _clean_body(body)
    return "", _clean_body(text)


def _clean_body(body: str) -> str:
    lines = body.split("\n")
    while lines and not lines[0].strip():
        lines.pop(0)
    return "\n".join(lines).rstrip()
