"""Name parts for synthetic buyers and senders: companies, people, titles, categories, countries.

The lists are data (`data/names.toml`, shipped with the package); this module loads them and
builds names from them. Every buyer is built from combinatorial parts so the corpus holds tens
of thousands of distinct companies in many languages and legal forms. Two pools exist, `TRAIN`
and `HELDOUT`: the held-out pool has its own lists of real-looking roots and people, and both
pools also build names from random syllables and characters, so a model can only write a
held-out name by copying it from the prompt. `corpus.py` also drops held-out names that happen
to occur in training.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from importlib import resources
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib


def _load() -> dict[str, Any]:
    text = resources.files("sales_dlm.training").joinpath("data/names.toml").read_text("utf-8")
    return tomllib.loads(text)


_DATA = _load()

# style -> {"roots", "descriptors", "forms", "countries"}: lists in the file's order
COMPANY_STYLES: dict[str, dict[str, list[str]]] = _DATA["company_styles"]
# style -> {"first", "last"}
PEOPLE: dict[str, dict[str, list[str]]] = _DATA["people"]
HELDOUT_FIRST: list[str] = _DATA["heldout"]["first"]
HELDOUT_LAST: list[str] = _DATA["heldout"]["last"]
HELDOUT_ROOTS: list[str] = _DATA["heldout"]["roots"]
TITLES: list[str] = _DATA["buyers"]["titles"]
CATEGORIES: list[str] = _DATA["buyers"]["categories"]
COUNTRIES = sorted({c for style in COMPANY_STYLES.values() for c in style["countries"]})
SENDER_TITLES: list[str] = _DATA["senders"]["titles"]
SENDER_COUNTRIES: list[str] = _DATA["senders"]["countries"]
SYLLABLES: list[str] = _DATA["random"]["syllables"]
LETTERS: str = _DATA["random"]["letters"]


def random_word(rng: random.Random, *, min_syllables: int = 2, max_syllables: int = 4) -> str:
    """A capitalised nonsense word: syllables, sometimes with a random letter run mixed in."""
    if rng.random() < 0.25:
        # Raw characters: no BPE merge can predict these, the model must copy them.
        word = "".join(rng.choice(LETTERS) for _ in range(rng.randint(4, 8)))
    else:
        n = rng.randint(min_syllables, max_syllables)
        word = "".join(rng.choice(SYLLABLES) for _ in range(n))
    return word[0].upper() + word[1:]


def long_word(rng: random.Random) -> str:
    """A long nonsense name of 9-16 tokens' worth: many syllables, or a long run of letters.

    Measured on the first shipped AR model: it copied short unseen names but cut long ones
    short ("Ottilie Okonk" for Okonkwo), most often where a sub-token repeats inside the name
    (O-k-on-k-wo), so these names are long and reuse syllables on purpose.
    """
    if rng.random() < 0.3:
        word = "".join(rng.choice(LETTERS) for _ in range(rng.randint(8, 16)))
    else:
        syllables = [rng.choice(SYLLABLES) for _ in range(rng.randint(4, 7))]
        if rng.random() < 0.5:  # a repeated syllable: copying must not loop or stop there
            at = rng.randrange(1, len(syllables))
            syllables.insert(at, syllables[at - 1])
        word = "".join(syllables)
    return word[0].upper() + word[1:]


def long_surname(rng: random.Random) -> str:
    """A long surname: one long word, or two words joined by a hyphen or a space."""
    roll = rng.random()
    if roll < 0.5:
        return long_word(rng)
    second = random_word(rng, min_syllables=2, max_syllables=4)
    return f"{long_word(rng)}{'-' if roll < 0.8 else ' '}{second}"


@dataclass(frozen=True)
class NamePool:
    """Where a buyer's company root and contact name come from (training or held-out)."""

    name: str
    heldout: bool

    def company(self, rng: random.Random) -> tuple[str, str]:
        """(company name, language style). Returns e.g. ('Rhein Logistik GmbH', 'de')."""
        style_key = rng.choice(sorted(COMPANY_STYLES))
        style = COMPANY_STYLES[style_key]
        kind = rng.random()
        if kind < 0.4:  # random-syllable roots: copying, not recall
            root = random_word(rng)
        elif self.heldout:
            root = rng.choice(HELDOUT_ROOTS)
        else:
            root = rng.choice(style["roots"])
            if rng.random() < 0.3:  # compound roots multiply the distinct names
                root = f"{root}{rng.choice(style['roots']).lower()}"
        parts = [root]
        if rng.random() < 0.7:
            parts.append(rng.choice(style["descriptors"]))
        parts.append(rng.choice(style["forms"]))
        return " ".join(parts), style_key

    def person(self, rng: random.Random, style_key: str) -> str:
        """A contact's full name, e.g. 'Katrin Weber'."""
        kind = rng.random()
        if kind < 0.35:
            return f"{random_word(rng, max_syllables=3)} {random_word(rng)}"
        if self.heldout:
            return f"{rng.choice(HELDOUT_FIRST)} {rng.choice(HELDOUT_LAST)}"
        if kind < 0.6:
            return f"{long_word(rng)} {long_surname(rng)}"
        people = PEOPLE[style_key] if rng.random() < 0.8 else PEOPLE[rng.choice(sorted(PEOPLE))]
        return f"{rng.choice(people['first'])} {rng.choice(people['last'])}"


TRAIN = NamePool("train", heldout=False)
HELDOUT = NamePool("heldout", heldout=True)
