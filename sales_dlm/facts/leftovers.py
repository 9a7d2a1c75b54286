"""Patterns of decoding and templating leftovers and of garbled text (artifacts.toml)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from sales_dlm.facts.knowledge import Source


def _compile(
    src: Source, key: str, extra: list[str], flags: int = re.IGNORECASE
) -> re.Pattern[str] | None:
    patterns = list(extra)
    for pattern in src.strings(src.data, key, required=False):
        try:
            re.compile(pattern)
        except re.error as exc:
            raise src.error(f"invalid regular expression {pattern!r}: {exc}", key) from None
        patterns.append(pattern)
    if not patterns:
        return None
    return re.compile("|".join(f"(?:{p})" for p in patterns), flags)


@dataclass(frozen=True)
class Grammar:
    """Closed-class words: pairs of them that English never puts side by side are garble."""

    determiners: frozenset[str]
    subject_pronouns: frozenset[str]
    modals: frozenset[str]
    prepositions: frozenset[str]
    conjunctions: frozenset[str]
    bad_endings: frozenset[str]
    auxiliaries: frozenset[str]
    before_ago: frozenset[str]

    @cached_property
    def firsts(self) -> frozenset[str]:
        """Words that can open a clashing pair."""
        return (
            self.determiners
            | self.subject_pronouns
            | self.prepositions
            | self.modals
            | self.auxiliaries
        )

    @cached_property
    def seconds(self) -> frozenset[str]:
        """Words that can close one."""
        return self.firsts | self.conjunctions | {"it"}

    @cached_property
    def clashing(self) -> dict[str, frozenset[str]]:
        """For each word that can open a clashing pair, the words that clash after it: a
        draft's pairs are looked up, not judged one by one."""
        return {a: frozenset(b for b in self.seconds if self.clash(a, b)) for a in self.firsts}

    @classmethod
    def from_source(cls, src: Source) -> Grammar:
        table = src.table(src.data, "grammar")

        def words(key: str) -> frozenset[str]:
            return frozenset(w.casefold() for w in src.strings(table, key))

        return cls(
            words("determiners"),
            words("subject_pronouns"),
            words("modals"),
            words("prepositions"),
            words("conjunctions"),
            words("bad_endings"),
            words("auxiliaries"),
            words("before_ago"),
        )

    def clash(self, a: str, b: str) -> bool:
        """Whether word `b` cannot follow word `a` ("the of", "we the", "to we", "would can",
        "a be", "the it", "to of")."""
        if a in self.determiners:
            if a == "each" and b == "of":
                return False  # "each of our grades", "one jar each of our pastes"
            return (
                b in self.determiners
                or b in self.subject_pronouns
                or b in self.modals
                or b in self.prepositions
                or b in self.conjunctions
                or b in self.auxiliaries  # "Would a be open with"
                or b == "it"  # "a spec sheet and the it easy way to"
            )
        if a in self.subject_pronouns:
            return b in self.determiners or b in self.subject_pronouns
        if a in self.prepositions:  # "We can like to of our" ("out of": "out" is not listed)
            return b in self.subject_pronouns or b in self.modals or b == "of"
        if a in self.modals:
            return b in self.modals
        if a in self.auxiliaries:
            return b in self.subject_pronouns or b in self.modals
        return False


@dataclass(frozen=True)
class Leftovers:
    errors: re.Pattern[str] | None
    warnings: re.Pattern[str] | None
    allowed_doubles: frozenset[str]
    # Every pattern contains one of these characters; a text without any is skipped cheaply.
    triggers: str
    prompt_lines: re.Pattern[str] | None  # a body line starting with a prompt label
    punctuation: re.Pattern[str] | None
    grammar: Grammar

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
        labels = src.strings(src.data, "prompt_labels", required=False)
        prompt_lines = (
            re.compile(
                r"^[ \t]*(?:" + "|".join(re.escape(x) for x in labels) + r")[ \t]*:",
                re.MULTILINE,
            )
            if labels
            else None
        )
        # Case matters here: "Ltd.arez" is garble, "Co.,Ltd." a spelling.
        punctuation = _compile(src, "punctuation_patterns", [], re.MULTILINE)
        grammar = Grammar.from_source(src)
        return cls(errors, warnings, allowed, triggers, prompt_lines, punctuation, grammar)
