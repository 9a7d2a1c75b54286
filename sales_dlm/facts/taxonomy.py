"""Product categories (categories.toml): synonyms, related categories, and phrase lookup.

Phrases are stored as crude singulars of their words, and every multi-word phrase also as one
word ("skin care" -> "skincare"), so "Skin-care", "skin care" and "skincare" meet.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from sales_dlm.facts.knowledge import Source
from sales_dlm.facts.phrases import PhraseIndex, phrase_keys
from sales_dlm.facts.tokens import Tokens, singular


@dataclass(frozen=True)
class Category:
    id: str
    name: str
    related: frozenset[str]
    includes: frozenset[str] = frozenset()  # narrower categories that are products of this one


def category_keys(text: str) -> tuple[str, ...]:
    return tuple(singular(k) for k in phrase_keys(text))


def plural_forms(key: str) -> tuple[str, ...]:
    """Spellings a singular key may have in a draft, for the token lexicon."""
    forms = [key, key + "s", key + "es"]
    if key.endswith("y"):
        forms.append(key[:-1] + "ies")
    return tuple(forms)


class Taxonomy:
    def __init__(
        self, categories, index, suffix_words, context_words, trade_terms, portion_words, also
    ):
        self.categories: dict[str, Category] = categories
        self.index: PhraseIndex[str] = index
        # products of two categories ("argan oil": an edible oil and a cosmetic): the phrase's
        # keys -> the categories besides the one the index names
        self.also: dict[tuple[str, ...], frozenset[str]] = also
        self.word_votes: dict[str, Counter[str]] = _word_votes(index, suffix_words)
        # each category's own name as index keys, with and without its suffix words
        self.names: dict[str, set[tuple[str, ...]]] = {}
        for category in categories.values():
            keys = category_keys(category.name)
            whole = tuple(k for k in keys if k not in suffix_words) or keys
            self.names[category.id] = {keys, whole, ("".join(whole),)}
        self.suffix_words: frozenset[str] = suffix_words
        self.context_words: frozenset[str] = context_words
        # Incoterms that also name a product ("DAP"): in capitals, the trade term
        self.trade_terms: frozenset[str] = trade_terms
        # "sets", "portions": after a category, still that category
        self.portion_words: frozenset[str] = portion_words
        # a species or variety -> its families ("guava" -> fruits, "palm" -> oils and sugars;
        # [kinds]): two of one family are siblings ("guava pulp" for passion fruit pulp)
        self.kinds: dict[str, frozenset[str]] = {}
        # a head noun -> its families of forms ("ingot" -> metal_forms; [forms]): one material
        # in two forms of a family is two products ("zinc concentrate" for zinc ingots)
        self.forms: dict[str, frozenset[str]] = {}

    @classmethod
    def from_source(cls, src: Source) -> Taxonomy:
        table = src.table(src.data, "categories")
        categories: dict[str, Category] = {}
        index: PhraseIndex[str] = PhraseIndex()
        for ident, entry in table.items():
            if not isinstance(entry, dict):
                raise src.error(f"[categories.{ident}] must be a table", ident)
            name = src.string(entry, "name")
            related = src.strings(entry, "related", required=False)
            includes = src.strings(entry, "includes", required=False)
            categories[ident] = Category(ident, name, frozenset(related), frozenset(includes))
            for phrase in [name, *src.strings(entry, "synonyms")]:
                keys = category_keys(phrase)
                for variant in {keys, ("".join(keys),)}:
                    previous = index.add(variant, ident)
                    if previous is not None and previous != ident:
                        raise src.error(
                            f"{phrase!r} names both {previous!r} and {ident!r}", ident, phrase
                        )
        also: dict[tuple[str, ...], set[str]] = {}
        for ident, entry in table.items():
            for phrase in src.strings(entry, "also", required=False):
                keys = category_keys(phrase)
                if index.get(keys) is None:
                    raise src.error(f"{phrase!r} in `also` is no category's synonym", ident)
                for variant in {keys, ("".join(keys),)}:
                    also.setdefault(variant, set()).add(ident)
        for category in categories.values():
            unknown = (category.related | category.includes) - categories.keys()
            if unknown:
                raise src.error(f"unknown related categories {sorted(unknown)}", category.id)
        suffix = frozenset(singular(w.casefold()) for w in src.strings(src.data, "suffix_words"))
        context = frozenset(singular(w.casefold()) for w in src.strings(src.data, "context_words"))
        trade = frozenset(w.casefold() for w in src.strings(src.data, "trade_terms"))
        portion = frozenset(w.casefold() for w in src.strings(src.data, "portion_words"))
        frozen = {keys: frozenset(ids) for keys, ids in also.items()}
        made = cls(categories, index, suffix, context, trade, portion, frozen)
        families = src.table(src.data, "kinds", required=False)
        for family in families:
            for word in src.strings(families, family):
                key = singular(word.casefold())
                made.kinds[key] = made.kinds.get(key, frozenset()) | {family}
        forms = src.table(src.data, "forms", required=False)
        for family in forms:
            for word in src.strings(forms, family):
                key = singular(word.casefold())
                made.forms[key] = made.forms.get(key, frozenset()) | {family}
        return made

    def ids_of(self, keys: tuple[str, ...], ident: str) -> frozenset[str]:
        """Every category a matched product phrase belongs to: `ident` and its `also`."""
        extra = self.also.get(keys) or self.also.get(("".join(keys),))
        return frozenset({ident}) | extra if extra else frozenset({ident})

    def resolve_exact(self, text: str) -> frozenset[str]:
        """The category a record's category names by the category's own name ("Kitchenware",
        "spices"), empty when it names a product of one ("ceramic tableware", "solar
        inverters") or only some of its words do ("bicycle parts"): a narrower record."""
        keys = [singular(k) for k in Tokens(text).keys]
        whole = tuple(k for k in keys if k not in self.suffix_words) or tuple(keys)
        for variant in (tuple(keys), whole, ("".join(whole),)):
            found = self.index.get(variant)
            if found is not None and variant in self.names.get(found, ()):
                return frozenset({found})
        return frozenset()

    def place(self, text: str) -> frozenset[str]:
        """Where a record's category that names no category belongs, by the lexicon's products
        that share its words ("dental consumables" -> medical devices, by "dental chairs" and
        "dental equipment"): the head word's categories when the lexicon knows it, else the
        other words'; the most-voted ones; empty when no word is known."""
        keys = [
            singular(k)
            for k in Tokens(text).keys
            if singular(k) not in self.suffix_words and singular(k) not in _GENERIC_HEADS
        ]
        # a compound names its head last too: "stockfish" is a fish, "cornflour" a flour
        heads = [keys[-1][n:] for n in range(3, len(keys[-1]) - 3)] if keys else []
        for words in (keys[-1:], keys[:-1], heads):
            votes: Counter[str] = Counter()
            for word in words:
                votes.update(self.word_votes.get(word, Counter()))
                if words is heads and votes:
                    break  # the longest known head: "fish" in "stockfish", not "sh"
            if votes:
                top = max(votes.values())
                return frozenset(ident for ident, n in votes.items() if n == top)
        return frozenset()

    def resolve(self, text: str) -> frozenset[str]:
        """The taxonomy categories a record's category names ("Industrial Valves & Fittings"
        -> {industrial_valves}); empty when it names none."""
        tokens = Tokens(text)
        keys = [singular(k) for k in tokens.keys]
        whole = tuple(k for k in keys if k not in self.suffix_words) or tuple(keys)
        for variant in (tuple(keys), whole, ("".join(whole),)):
            found = self.index.get(variant)
            if found is not None:
                return frozenset({found})
        found_ids = set()
        i = 0
        while i < len(keys):
            hit = self.index.match(keys, i)
            if hit is None:
                i += 1
                continue
            found_ids.add(hit[1])
            i += hit[0]
        return frozenset(found_ids)


# Heads that say nothing about what a record's category is ("dental consumables", "bicycle
# accessories"): placing reads the words before them.
_GENERIC_HEADS = frozenset(
    "consumable part accessory component material article ware good item".split()
)


def _word_votes(index: PhraseIndex[str], suffix_words: frozenset[str]) -> dict[str, Counter[str]]:
    """word -> how many of each category's phrases hold it (the lexicon's words, by category)."""
    votes: dict[str, Counter[str]] = {}
    for phrase, ident in index.items():
        if len(phrase) == 1 and len(phrase[0]) > 12:
            continue  # a run-together variant ("skincare") of a phrase counted already
        for word in phrase:
            if word not in suffix_words and len(word) > 2:
                votes.setdefault(word, Counter())[ident] += 1
    return votes
