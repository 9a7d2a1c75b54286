"""Tokenised training pairs and the deterministic order in which batches visit them."""

from __future__ import annotations

import random
from dataclasses import dataclass

from transformers import PreTrainedTokenizerFast

from sales_dlm.decoding.prompting import encode_prompt, encode_response
from sales_dlm.training.corpus import Example


@dataclass(frozen=True)
class Pair:
    prompt: list[int]  # prompt ids, ending with <sep>
    response: list[int]  # response ids, ending with <eos>


def tokenise(tokenizer: PreTrainedTokenizerFast, examples: list[Example]) -> list[Pair]:
    return [
        Pair(encode_prompt(tokenizer, e.prompt), encode_response(tokenizer, e.response))
        for e in examples
    ]


class BatchOrder:
    """Update -> the indices of its batch: a fresh seeded shuffle every epoch, same on resume."""

    def __init__(self, size: int, batch_size: int, seed: int) -> None:
        if size < batch_size:
            raise ValueError(f"corpus of {size} pairs is smaller than a batch ({batch_size})")
        self.size, self.batch_size, self.seed = size, batch_size, seed
        self.per_epoch = size // batch_size
        self._epoch, self._order = -1, list(range(size))

    def indices(self, update: int) -> list[int]:
        epoch, offset = divmod(update, self.per_epoch)
        if epoch != self._epoch:
            self._order = list(range(self.size))
            random.Random(f"order:{self.seed}:{epoch}").shuffle(self._order)
            self._epoch = epoch
        start = offset * self.batch_size
        return self._order[start : start + self.batch_size]
