"""Patterns of decoding and templating leftovers (artifacts.toml), compiled into two regexes."""

from __future__ import annotations

import re
from dataclasses import dataclass

from sales_dlm.facts.knowledge import Source


def _compile(src: Source, key: str, extra: list[str]) -> re.Pattern[str] | None:
    patterns = list(extra)
    for pattern in src.strings(src.data, key, required=False):
        try:
            re.compile(pattern)
        except re.error as exc:
            raise src.error(f"invalid regular expression {pattern!r}: {exc}", key) from None
        patterns.append(pattern)
    if not patterns:
        return None
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.IGNORECASE)


@dataclass(frozen=True)
class Leftovers:
    errors: re.Pattern[str] | None
    warnings: re.Pattern[str] | None
    allowed_doubles: frozenset[str]
    # Every pattern contains one of these characters; a text without any is skipped cheaply.
    triggers: str

    def may_occur_in(self, text: str) -> bool:
        return any(c in text for c in self.triggers)

    @classmethod
    def from_source(cls, src: Source) -> Leftovers:
        tokens = sorted(src.strings(src.data, "special_tokens"), key=len, reverse=True)
        errors = _compile(src, "patterns", [re.escape(t) for t in tokens])
        warnings = _compile(src, "warning_patterns", [])
        triggers = src.string(src.data, "triggers")
        missing = [t for t in tokens if not any(c in t for c in triggers)]
        if missing:
            raise src.error(f"special tokens without a trigger character: {missing}", "triggers")
        allowed = frozenset(w.casefold() for w in src.strings(src.data, "allowed_doubles"))
        return cls(errors, warnings, allowed, triggers)
