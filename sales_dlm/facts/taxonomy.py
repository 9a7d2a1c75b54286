"""Product categories (categories.toml): synonyms, related categories, and phrase lookup.

Phrases are stored as crude singulars of their words, and every multi-word phrase also as one
word ("skin care" -> "skincare"), so "Skin-care", "skin care" and "skincare" meet.
"""

from __future__ import annotations

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
    def __init__(self, categories, index, suffix_words, context_words, trade_terms, portion_words):
        self.categories: dict[str, Category] = categories
        self.index: PhraseIndex[str] = index
        self.suffix_words: frozenset[str] = suffix_words
        self.context_words: frozenset[str] = context_words
        # Incoterms that also name a product ("DAP"): in capitals, the trade term
        self.trade_terms: frozenset[str] = trade_terms
        # "sets", "portions": after a category, still that category
        self.portion_words: frozenset[str] = portion_words

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
        for category in categories.values():
            unknown = (category.related | category.includes) - categories.keys()
            if unknown:
                raise src.error(f"unknown related categories {sorted(unknown)}", category.id)
        suffix = frozenset(singular(w.casefold()) for w in src.strings(src.data, "suffix_words"))
        context = frozenset(singular(w.casefold()) for w in src.strings(src.data, "context_words"))
        trade = frozenset(w.casefold() for w in src.strings(src.data, "trade_terms"))
        portion = frozenset(w.casefold() for w in src.strings(src.data, "portion_words"))
        return cls(categories, index, suffix, context, trade, portion)

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
