"""Longest-match lookup of multi-word phrases over a token list.

Every vocabulary of the checker (titles, categories, countries, greetings, legal forms, the
batch's company and contact names) is a `PhraseIndex`: phrases stored by their first word, so a
draft is scanned once, token by token, with one dict lookup per token and a comparison only
against the few phrases that start with that token.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Generic, TypeVar

from sales_dlm.facts.tokens import Tokens

V = TypeVar("V")


class PhraseIndex(Generic[V]):
    """Phrases (tuples of token keys) mapped to values, looked up longest first.

    Lookups cost one dict probe per distinct phrase length starting with the token, however
    many phrases share that first word (100,000 batch contacts share few first names), and
    only one when no longer phrase starts with the token and the one after it.
    """

    __slots__ = ("_lengths", "_values", "_pairs", "max_len")

    def __init__(self) -> None:
        self._lengths: dict[str, tuple[int, ...]] = {}  # first key -> lengths, longest first
        self._values: dict[tuple[str, ...], V] = {}
        # the first two keys of every longer phrase: most tokens start a phrase of one word at
        # most, and one probe here spares a probe per longer length
        self._pairs: set[tuple[str, str]] = set()
        self.max_len = 0

    def __len__(self) -> int:
        return len(self._values)

    def __contains__(self, phrase: tuple[str, ...]) -> bool:
        return phrase in self._values

    def get(self, phrase: tuple[str, ...], default: V | None = None) -> V | None:
        return self._values.get(phrase, default)

    def add(self, phrase: Sequence[str], value: V) -> V | None:
        """Store `value` under `phrase`; returns the value it replaced (None if new)."""
        phrase = tuple(phrase)
        if not phrase:
            return None
        previous = self._values.get(phrase)
        self._values[phrase] = value
        if len(phrase) > 1:
            self._pairs.add((phrase[0], phrase[1]))
        lengths = self._lengths.get(phrase[0], ())
        if len(phrase) not in lengths:
            self._lengths[phrase[0]] = tuple(sorted((*lengths, len(phrase)), reverse=True))
        self.max_len = max(self.max_len, len(phrase))
        return previous

    def first_keys(self) -> Iterable[str]:
        return self._lengths.keys()

    def items(self) -> Iterable[tuple[tuple[str, ...], V]]:
        return self._values.items()

    def starts_with(self, key: str) -> bool:
        return key in self._lengths

    def longest(self, key: str) -> int:
        """Words in the longest phrase starting with `key` (0 when none does)."""
        lengths = self._lengths.get(key)
        return lengths[0] if lengths else 0

    def match(
        self,
        keys: Sequence[str],
        i: int,
        tokens: Tokens | None = None,
        accept: Callable[[int, int, V], bool] | None = None,
    ) -> tuple[int, V] | None:
        """The longest phrase starting at token i, as (length, value), or None.

        With `tokens`, a phrase of several words must be joined by soft gaps only (no comma or
        newline inside). `accept(i, j, value)` may veto a candidate spanning tokens i..j.
        """
        lengths = self._lengths.get(keys[i])
        if lengths is None:
            return None
        values = self._values
        n = len(keys)
        if i + 1 >= n or (keys[i], keys[i + 1]) not in self._pairs:
            if lengths[-1] != 1:
                return None  # no phrase goes on with the next token, and none is one word
            lengths = (1,)
        for length in lengths:
            if i + length > n:
                continue
            value = values.get(tuple(keys[i : i + length]))
            if value is None:
                continue
            if length > 1 and tokens is not None and not tokens.soft(i, i + length - 1):
                continue
            if accept is not None and not accept(i, i + length - 1, value):
                continue
            return length, value
        return None


def phrase_keys(text: str) -> tuple[str, ...]:
    """The token keys of a phrase written in a knowledge file ("Sr." -> ("sr",))."""
    return tuple(Tokens(text).keys)
