"""Buyer notes of the faker corpus and the sentence an email makes of each (data/notes.toml).

A note states one thing (where the buyer was met, a product asked about or needed, a document
required); its email sentence restates exactly that and nothing else, so the model learns to use
a note in one sentence and to add no fact the prompt does not hold.
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

_DATA: dict[str, Any] = tomllib.loads(
    resources.files("sales_dlm.training").joinpath("data/notes.toml").read_text("utf-8")
)
FAIRS: list[str] = _DATA["fairs"]
DOCUMENTS: list[str] = _DATA["documents"]
KINDS: list[dict[str, list[str]]] = _DATA["kinds"]


@dataclass(frozen=True)
class Note:
    text: str  # the buyer's notes field
    sentence: str  # the email's sentence about it
    facts: dict[str, str]  # what the note states: {"fair": ...} or {"product": ...} or ...


def draw_note(rng: random.Random, products: list[str]) -> Note:
    """A note about one of `products` (the buyer's category's products), a fair or a document."""
    kind = rng.choice(KINDS)
    facts = {
        "fair": rng.choice(FAIRS),
        "product": rng.choice(products),
        "document": rng.choice(DOCUMENTS),
    }
    text = rng.choice(kind["notes"])
    used = {key: value for key, value in facts.items() if "{" + key + "}" in text}
    sentence = rng.choice(kind["sentences"]).format(**used)
    return Note(text.format(**used), _capitalise(sentence), used)


def _capitalise(sentence: str) -> str:
    # "the Canton Fair" or a product starts some sentences' placeholders; the sentence itself
    # always starts with a capital
    return sentence[:1].upper() + sentence[1:]
