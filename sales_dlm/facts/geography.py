"""Countries, their other names and demonyms, and regions (countries.toml), and their names
in the buyers' languages (country_names.toml)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from sales_dlm.facts.knowledge import Source
from sales_dlm.facts.phrases import PhraseIndex, phrase_keys
from sales_dlm.facts.tokens import Tokens


@dataclass(frozen=True)
class Place:
    """What a phrase names: a country (`code`), or a region (`code` None)."""

    code: str | None
    exact: tuple[str, ...] | None  # short aliases must be written exactly so ("US", "U.S.")
    ambiguous: bool  # also a given name ("Jordan"): needs a preposition before it
    demonym: bool


class CountryTable:
    def __init__(
        self,
        names: dict[str, str],
        index: PhraseIndex[Place],
        subregions: dict[str, str] | None = None,
    ):
        self.names = names  # code -> English name
        self.index = index
        self.subregions = subregions or {}  # code -> UN M49 subregion ("Western Europe")
        # names in scripts written without spaces ("乌兹别克斯坦"): found inside longer words
        self.unspaced: dict[str, Place] = {}
        self.borders: dict[str, frozenset[str]] = {}  # code -> codes over a land border

    def neighbours(self, a: str, b: str) -> bool:
        """Two countries of one UN subregion (Kenya and Tanzania, Brazil and Argentina), or
        over one land border (Italy and Switzerland, the United States and Mexico)."""
        if a == b:
            return False
        if b in self.borders.get(a, ()):
            return True
        region = self.subregions.get(a)
        return region is not None and self.subregions.get(b) == region

    def add_borders(self, src: Source) -> None:
        """borders.toml's land borders between countries this table knows."""
        table = src.table(src.data, "borders", required=False)
        for code in table:
            if code in self.names:
                others = {c for c in src.strings(table, code) if c in self.names}
                self.borders[code] = frozenset(others)

    @cached_property
    def _unspaced_pattern(self) -> re.Pattern[str] | None:
        """The unspaced names, longest first ("印度尼西亚" before "印度"); compiled when a
        draft first needs it, as most batches never do."""
        if not self.unspaced:
            return None
        names = sorted(self.unspaced, key=len, reverse=True)
        return re.compile("|".join(map(re.escape, names)))

    @cached_property
    def stems(self) -> dict[str, frozenset[str]]:
        """Code -> the stems of its one-word names in Cyrillic or Greek letters, less a final
        vowel, soft sign or й ("росси" of Россия, "казахстан"): a declined name starts with
        one ("в Россию", "из Казахстана"). Built when a draft first needs it."""
        stems: dict[str, set[str]] = {}
        for keys, place in self.index.items():
            word = keys[0] if len(keys) == 1 else ""
            if place.code is None or place.demonym or not _declinable(word):
                continue
            stem = word[:-1] if word[-1] in _CASE_ENDS else word
            if len(stem) >= _STEM_LETTERS:
                stems.setdefault(place.code, set()).add(stem)
        return {code: frozenset(found) for code, found in stems.items()}

    def find_inside(self, word: str) -> tuple[int, int, Place] | None:
        """The first unspaced country name inside `word`, as (start, end, place), or None:
        "我是乌兹别克斯坦" holds Uzbekistan at 2..8."""
        pattern = self._unspaced_pattern
        found = pattern.search(word) if pattern is not None and not word.isascii() else None
        if found is None:
            return None
        return found.start(), found.end(), self.unspaced[found.group()]

    def add_local_names(self, src: Source) -> None:
        """The names of country_names.toml, as aliases of countries.toml's countries. A name
        countries.toml holds already keeps its meaning there; one of a country countries.toml
        does not know is left out (a user's countries.toml may be shorter)."""
        for table in ("names", "unspaced"):
            entries = src.table(src.data, table, required=False)
            for code in entries:
                if code not in self.names:
                    continue
                place = Place(code, None, False, False)
                for text in src.strings(entries, code):
                    keys = phrase_keys(text)
                    if keys and keys not in self.index:
                        self.index.add(keys, place)
                    if table == "unspaced":
                        self.unspaced[text] = place

    @classmethod
    def from_source(cls, src: Source) -> CountryTable:
        index: PhraseIndex[Place] = PhraseIndex()
        names: dict[str, str] = {}

        def add(text: str, place: Place, where: str) -> None:
            tokens = Tokens(text)
            letters = sum(len(w) for w in tokens.words)
            if letters <= 3:
                place = Place(place.code, tuple(tokens.words), place.ambiguous, place.demonym)
            previous = index.add(tuple(tokens.keys), place)
            if previous is not None and previous.code != place.code:
                raise src.error(
                    f"{text!r} names both {previous.code} and {place.code}", where, text
                )

        regions = src.table(src.data, "regions", required=False)
        for text in src.strings(regions, "names", required=False):
            add(text, Place(None, None, False, False), "regions")
        subregions: dict[str, str] = {}
        table = src.table(src.data, "subregions", required=False)
        for region in table:
            for code in src.strings(table, region):
                subregions[code] = region
        for code, entry in src.data.items():
            if code in ("regions", "subregions", "unspaced"):
                continue
            if not isinstance(entry, dict) or len(code) != 2 or not code.isupper():
                raise src.error(f"[{code}] must be a table named by an ISO 3166 code", code)
            name = src.string(entry, "name")
            ambiguous = bool(entry.get("ambiguous", False))
            names[code] = name
            for text in [name, *src.strings(entry, "aliases", required=False)]:
                add(text, Place(code, None, ambiguous, False), code)
            for text in src.strings(entry, "demonyms", required=False):
                add(text, Place(code, None, False, True), code)
        made = cls(names, index, subregions)
        short = src.table(src.data, "unspaced", required=False)
        for code in short:
            if code not in names:
                raise src.error(f"[unspaced] {code} is no country of this table", code)
            for text in src.strings(short, code):
                made.unspaced[text] = Place(code, None, False, False)
                if index.get((text,)) is None:
                    index.add((text,), Place(code, None, False, False))
        return made

    def resolve(self, text: str) -> str | None:
        """The country code of a record's country ("Deutschland" -> "DE"), or None."""
        keys = tuple(phrase_keys(text))
        place = self.index.get(keys)
        if place is None and keys and keys[0] == "the":
            place = self.index.get(keys[1:])
        return place.code if place is not None else None


# A stem shorter than this takes too many words for case forms.
_STEM_LETTERS = 4
# Final letters a Cyrillic or Greek name loses when declined: "Россия" -> "России", "Россию".
_CASE_ENDS = frozenset("аяоеиыйьуюαηοςι")


def _declinable(word: str) -> bool:
    """A name in Cyrillic or Greek letters, the scripts whose languages decline it."""
    return bool(word) and all("\u0370" <= c <= "\u04ff" for c in word)
