"""The name lists are data (`sales_dlm/training/data/names.toml`); the corpus drawn from them
must stay byte-identical, because the shipped models' training ranges and the held-out filter
are defined by (seed, index) and mean nothing if the same index draws another buyer.

The expected fingerprints were computed with the lists still written as Python code (commit
7e933b8), before they moved to the data file. CORPUS_FINGERPRINT covers the emails too: it
changed once, when the emails stopped writing "a South Korea maker" and "in United Kingdom"
(#19); with the emails.py of before, today's corpus still gives the old value, 3ad5f0f4...,
so every name and every RNG draw is the same.
"""

from __future__ import annotations

import hashlib
import json

from sales_dlm.training import names
from sales_dlm.training.corpus import heldout_buyers, names_of, training_examples
from sales_dlm.training.drill import VocabularyDrill

CORPUS_FINGERPRINT = "4132da02bb3a34d38ad7d92163c5d9e2564c36d4c4c5e6e93550ca6e9df2648c"
DATA_FINGERPRINT = "cda7072df01cca5fa6a05b04d331e2c92b2d20a37c124f1ede4efd2d7c197229"

BUYER = ("buyer_id", "company", "contact_name", "contact_title", "country", "product_category")
SENDER = ("company", "name", "title", "country")
CONSTANTS = (
    "COMPANY_STYLES",
    "PEOPLE",
    "HELDOUT_FIRST",
    "HELDOUT_LAST",
    "HELDOUT_ROOTS",
    "TITLES",
    "CATEGORIES",
    "COUNTRIES",
    "SENDER_TITLES",
    "SENDER_COUNTRIES",
    "SYLLABLES",
    "LETTERS",
)


def corpus_fingerprint() -> str:
    """sha256 over plain, later-range and drilled examples and held-out buyers.

    The prompt is left out on purpose: it is rendered by the product's templates, which change
    for their own reasons; the buyers, senders and emails are what the name lists decide.
    """
    digest = hashlib.sha256()
    drill = VocabularyDrill(("ka", "lo", "Kow", "ń", "ska", "er"), 0.25)
    for seed, count, start, how in (
        (0, 400, 0, None),
        (1, 200, 354_400, None),
        (0, 200, 300_000, drill),
    ):
        for e in training_examples(seed, count, start, how):
            row = [
                e.kind,
                [getattr(e.buyer, f) for f in BUYER],
                [getattr(e.sender, f) for f in SENDER],
                e.subject,
                e.body,
            ]
            digest.update(json.dumps(row, ensure_ascii=False).encode())
    for buyer in heldout_buyers(0, 60, names_of(training_examples(0, 400))):
        digest.update(json.dumps([getattr(buyer, f) for f in BUYER], ensure_ascii=False).encode())
    return digest.hexdigest()


def test_the_corpus_is_byte_identical_to_the_one_the_lists_in_code_drew():
    assert corpus_fingerprint() == CORPUS_FINGERPRINT


def test_the_name_lists_are_the_ones_in_code_in_their_order():
    data = {name: getattr(names, name) for name in CONSTANTS}
    digest = hashlib.sha256(json.dumps(data, ensure_ascii=False).encode()).hexdigest()
    assert digest == DATA_FINGERPRINT


def test_names_is_a_small_loader_and_the_data_ships_with_the_package():
    from importlib import resources
    from pathlib import Path

    source = Path(names.__file__).read_text(encoding="utf-8")
    assert len(source.splitlines()) < 200, "name lists belong in data/names.toml"
    data = resources.files("sales_dlm.training").joinpath("data/names.toml")
    assert data.is_file()
    assert set(names.PEOPLE) == set(names.COMPANY_STYLES), "every style has its people"
    held_out = set(names.HELDOUT_FIRST) | set(names.HELDOUT_LAST) | set(names.HELDOUT_ROOTS)
    trained = {n for p in names.PEOPLE.values() for n in p["first"] + p["last"]}
    trained |= {r for s in names.COMPANY_STYLES.values() for r in s["roots"]}
    assert not held_out & trained, "held-out names never occur in the training lists"
