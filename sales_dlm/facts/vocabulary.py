"""The words a draft may use without grounding: English, trade words, places (words.toml,
places.toml and pyspellchecker's English word list).

A word outside this vocabulary must be grounded in the buyer's record, the sender profile or
the batch; otherwise it is garbled ("Industrietechech", "youffmann") or an unknown name.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from sales_dlm.facts.knowledge import Source
from sales_dlm.facts.phrases import phrase_keys

# pyspellchecker's list holds fragments a garbled draft produces ("lm", "ph", "bel") among
# its rare short words; short words count as English only when this common (its counts).
_SHORT_MIN_COUNT = 500
_SHORT = 3

# British spellings the US-based list lacks, tried as their US forms anywhere in the word
# ("favourite" -> "favorite", "organisation" -> "organization", "travelled" -> "traveled").
_BRITISH = (
    ("isation", "ization"),
    ("ise", "ize"),
    ("our", "or"),
    ("tre", "ter"),
    ("ogue", "og"),
    ("lled", "led"),  # "travelled"; not any double l: "filla" is no "fila"
    ("lling", "ling"),
    ("ller", "ler"),
    ("lment", "llment"),  # "fulfilment"
    ("ence", "ense"),
    ("ae", "e"),
)


# pyspellchecker's other word lists, by the ISO country codes whose buyers may be greeted or
# quoted in that language ("Estimado Sr. García", "compra tractores").
_LOCAL_LANGUAGE = {
    **dict.fromkeys("ES MX AR CL CO PE EC UY PY VE CR PA DO GT BO HN SV NI CU".split(), "es"),
    **dict.fromkeys("FR MC SN CI MA TN DZ LU".split(), "fr"),
    **dict.fromkeys("DE AT LI CH".split(), "de"),  # most Swiss buyers write German
    **dict.fromkeys("PT BR AO MZ".split(), "pt"),
    **dict.fromkeys("IT SM".split(), "it"),
    **dict.fromkeys("NL".split(), "nl"),
    **dict.fromkeys("RU BY KZ KG".split(), "ru"),
    **dict.fromkeys("AE SA QA KW BH OM EG JO LB IQ".split(), "ar"),
    "LV": "lv",
    "IR": "fa",
}


@cache
def _words_of(language: str) -> frozenset[str]:
    from spellchecker import SpellChecker

    return frozenset(SpellChecker(language=language, distance=1).word_frequency.dictionary)


def local_words(country: str | None) -> frozenset[str]:
    """Words of the language of a buyer's country (ISO code), empty when none is known."""
    language = _LOCAL_LANGUAGE.get(country or "")
    return _words_of(language) if language else frozenset()


# How many of the most frequent English words go into the small set looked up first: a set
# that fits the processor's cache answers most words of a draft several times faster.
_FREQUENT = 8000


@lru_cache(maxsize=1)
def frequent_english_words() -> frozenset[str]:
    """The most frequent English words (a fast first look-up)."""
    from spellchecker import SpellChecker

    counts = SpellChecker(language="en", distance=1).word_frequency.dictionary
    return frozenset(sorted(counts, key=counts.__getitem__, reverse=True)[:_FREQUENT])


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """Lower-case English words (pyspellchecker's list), loaded once per process."""
    from spellchecker import SpellChecker

    counts = SpellChecker(language="en", distance=1).word_frequency.dictionary
    return frozenset(
        w for w, c in counts.items() if len(w) > _SHORT or c >= _SHORT_MIN_COUNT or w in "ai"
    )


@dataclass(frozen=True)
class Vocabulary:
    extra: frozenset[str]  # words.toml: trade terms, fairs, certifications
    places: frozenset[str]  # token keys of the city and region names of places.toml
    # the names of places.toml one word long ("hamburg", "texas"; not "blue" of Blue Ridge)
    one_word_places: frozenset[str] = frozenset()

    @classmethod
    def from_sources(cls, words: Source, places: Source) -> Vocabulary:
        extra = {k for w in words.strings(words.data, "words") for k in phrase_keys(w)}
        names = places.strings(places.data, "cities")
        names += places.strings(places.data, "regions", required=False)
        names += places.strings(places.data, "local", required=False)
        place_keys = {k for w in names for k in phrase_keys(w)}
        one_word = {keys[0] for keys in map(phrase_keys, names) if len(keys) == 1}
        return cls(frozenset(extra), frozenset(place_keys), frozenset(one_word))

    def is_english(self, key: str) -> bool:
        """`key` (lower case) is an English word or a word of the trade."""
        if key in self.extra:
            return True
        english = english_words()
        if key in english:
            return True
        return any(uk in key and key.replace(uk, us) in english for uk, us in _BRITISH)

    def knows(self, key: str) -> bool:
        """English, a trade word, or a word of a known place."""
        return key in self.places or self.is_english(key)
