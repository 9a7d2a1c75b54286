"""Greetings, forms of address, closings and person words (language.toml)."""

from __future__ import annotations

from dataclasses import dataclass

from sales_dlm.facts.knowledge import Source
from sales_dlm.facts.phrases import PhraseIndex, phrase_keys


def _keys(src: Source, name: str) -> frozenset[str]:
    return frozenset(w.casefold() for w in src.strings(src.data, name))


def _index(src: Source, name: str) -> PhraseIndex[bool]:
    index: PhraseIndex[bool] = PhraseIndex()
    for phrase in src.strings(src.data, name):
        index.add(phrase_keys(phrase), True)
    return index


@dataclass(frozen=True)
class Language:
    greetings: PhraseIndex[bool]
    closings: PhraseIndex[bool]
    honorifics: frozenset[str]
    name_suffixes: frozenset[str]
    name_particles: frozenset[str]
    family_name_first: frozenset[str]  # ISO codes
    given_name_address: frozenset[str]  # ISO codes
    declined_names: frozenset[str]  # ISO codes
    generic_addressees: frozenset[str]
    first_person: frozenset[str]
    second_person: frozenset[str]
    place_prepositions: frozenset[str]
    language_cues: frozenset[str]
    short_forms: dict[str, frozenset[str]]  # a given name's key -> the keys of its short forms
    romanised: dict[str, frozenset[str]]  # a Korean family name -> its usual Latin spellings
    vietnamese_family_names: frozenset[str]

    @classmethod
    def from_source(cls, src: Source) -> Language:
        return cls(
            greetings=_index(src, "greetings"),
            closings=_index(src, "closings"),
            honorifics=_keys(src, "honorifics"),
            name_suffixes=_keys(src, "name_suffixes"),
            name_particles=_keys(src, "name_particles"),
            family_name_first=frozenset(c.upper() for c in _keys(src, "family_name_first")),
            given_name_address=frozenset(
                c.upper() for c in src.strings(src.data, "given_name_address", required=False)
            ),
            declined_names=frozenset(
                c.upper() for c in src.strings(src.data, "declined_names", required=False)
            ),
            generic_addressees=_keys(src, "generic_addressees"),
            # "i'm" is two tokens ("i", "m"); the first person is carried by "i".
            first_person=frozenset(
                k for w in _keys(src, "first_person") for k in phrase_keys(w)[:1]
            ),
            second_person=frozenset(
                k for w in _keys(src, "second_person") for k in phrase_keys(w)[:1]
            ),
            place_prepositions=_keys(src, "place_prepositions"),
            language_cues=_keys(src, "language_cues"),
            short_forms=_short_forms(src),
            romanised=_short_forms(src, "romanised_family_names"),
            vietnamese_family_names=frozenset(
                w.casefold()
                for w in src.strings(src.data, "vietnamese_family_names", required=False)
            ),
        )


def _short_forms(src: Source, name: str = "short_forms") -> dict[str, frozenset[str]]:
    table = src.table(src.data, name, required=False)
    return {
        name.casefold(): frozenset(w.casefold() for w in src.strings(table, name)) for name in table
    }
