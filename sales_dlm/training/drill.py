"""Vocabulary drill: buyer names spelt with the tokenizer's own pieces, so every piece is trained.

Why: the tokenizer was trained once, on an early corpus; the names in today's corpus never use
about 600 of its 2,000 tokens (counted on 10,000 examples: ' Kow', 'ń', ...). Tied embeddings
of a token the model never reads or writes stay near their initialisation, and the AR model
trained without the drill failed exactly on unseen names that need such a token: "Szczepa" for
Szczepańska, "Aureliofalewska" for Aurelio Kowalewska. A drilled example keeps its email (same
RNG), but its company's first word and its contact's surname (and sometimes first name) are made
of 2-4 letter-only vocabulary pieces drawn uniformly, so rare pieces occur as often as common ones.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sales_dlm.inputs.records import Buyer

if TYPE_CHECKING:  # the corpus itself needs no transformers import
    from transformers import PreTrainedTokenizerBase


@dataclass(frozen=True)
class VocabularyDrill:
    # The letter-only pieces of the tokenizer's vocabulary (`letter_pieces`).
    pieces: tuple[str, ...]
    # Share of examples whose buyer is drilled: the rest keep realistic names, so the model
    # still learns what companies and people are called.
    share: float = 0.25

    def __post_init__(self) -> None:
        assert self.pieces, "a vocabulary drill needs at least one piece"
        assert 0.0 <= self.share <= 1.0, f"drill share must be in [0, 1], got {self.share}"


def letter_pieces(tokenizer: PreTrainedTokenizerBase) -> tuple[str, ...]:
    """Every non-special token whose text (without its leading space) is letters only, sorted."""
    special = set(tokenizer.all_special_ids)
    pieces = set()
    for token_id in range(len(tokenizer)):
        if token_id in special:
            continue
        text = tokenizer.decode([token_id]).strip()
        if text.isalpha():
            pieces.add(text)
    return tuple(sorted(pieces))


def drill_word(rng: random.Random, pieces: tuple[str, ...]) -> str:
    """2-4 pieces joined, capitalised (' Kow'-like tokens live at a word start)."""
    word = "".join(rng.choice(pieces) for _ in range(rng.randint(2, 4)))
    return word[0].upper() + word[1:]


def drilled(buyer: Buyer, rng: random.Random, pieces: tuple[str, ...]) -> Buyer:
    """`buyer` with a drill word for its company's first word and its contact's surname."""
    _, space, rest = buyer.company.partition(" ")
    company = f"{drill_word(rng, pieces)}{space}{rest}"
    contact = buyer.contact_name
    if contact:
        first = contact.split(" ")[0] if rng.random() < 0.5 else drill_word(rng, pieces)
        contact = f"{first} {drill_word(rng, pieces)}"
    return buyer.model_copy(update={"company": company, "contact_name": contact})
