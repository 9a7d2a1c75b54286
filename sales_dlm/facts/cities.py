"""Which country a city is in (city_countries.toml), and which countries have no sea port."""

from __future__ import annotations

from dataclasses import dataclass

from sales_dlm.facts.knowledge import Source
from sales_dlm.facts.phrases import PhraseIndex, phrase_keys


@dataclass(frozen=True)
class CityTable:
    index: PhraseIndex[str]  # a city's token keys -> its country's ISO code
    landlocked: frozenset[str]  # ISO codes

    @classmethod
    def from_source(cls, src: Source) -> CityTable:
        index: PhraseIndex[str] = PhraseIndex()
        table = src.table(src.data, "cities", required=False)
        for code in table:
            if len(code) != 2 or not code.isupper():
                raise src.error(f"[cities] {code}: a key must be an ISO 3166 code", code)
            for name in src.strings(table, code):
                keys = phrase_keys(name)
                if keys:
                    index.add(keys, code)
        landlocked = frozenset(src.strings(src.data, "landlocked", required=False))
        return cls(index, landlocked)
