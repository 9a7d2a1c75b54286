"""Fixtures shared by the training tests: a micro corpus and a tokenizer trained on it."""

from __future__ import annotations

import pytest

from sales_dlm.training.corpus import training_examples
from sales_dlm.training.tokenizer import train_tokenizer

# examples: enough for a tokenizer and a few batches, generated in ~0.1 s
MICRO_EXAMPLES = 300


@pytest.fixture(scope="session")
def micro_corpus():
    return training_examples(0, MICRO_EXAMPLES)


@pytest.fixture(scope="session")
def micro_tokenizer(micro_corpus):
    return train_tokenizer([e.prompt + e.response for e in micro_corpus], vocab_size=400)
