"""The autoregressive default: a small `LlamaForCausalLM`, next-token loss on the email only."""

from __future__ import annotations

import torch
from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

from sales_dlm.training.batches import Pair
from sales_dlm.training.recipe import ModelRecipe

Batch = dict[str, torch.Tensor]


def build_model(
    tokenizer: PreTrainedTokenizerFast, size: ModelRecipe, *, causal: bool = True
) -> LlamaForCausalLM:
    config = LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=size.hidden_size,
        intermediate_size=size.intermediate_size,
        num_hidden_layers=size.layers,
        num_attention_heads=size.heads,
        num_key_value_heads=size.heads,
        max_position_embeddings=size.max_positions,
        tie_word_embeddings=True,  # the embedding is 13% of the model; tying halves it
        pad_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
        bos_token_id=None,
        is_causal=causal,  # False = bidirectional attention (the diffusion model)
    )
    return LlamaForCausalLM(config)


def collate(pairs: list[Pair], pad_id: int) -> Batch:
    """input_ids/attention_mask/labels [B, T], right-padded; labels are -100 on the prompt."""
    length = max(len(p.prompt) + len(p.response) for p in pairs)
    ids = torch.full((len(pairs), length), pad_id, dtype=torch.long)
    labels = torch.full((len(pairs), length), -100, dtype=torch.long)
    mask = torch.zeros((len(pairs), length), dtype=torch.long)
    for row, pair in enumerate(pairs):
        seq = pair.prompt + pair.response
        ids[row, : len(seq)] = torch.tensor(seq)
        labels[row, len(pair.prompt) : len(seq)] = torch.tensor(pair.response)
        mask[row, : len(seq)] = 1
    return {"input_ids": ids, "attention_mask": mask, "labels": labels}


def loss_of(model: torch.nn.Module, batch: Batch, generator: torch.Generator) -> torch.Tensor:
    """Mean next-token cross-entropy over response tokens (transformers shifts the labels)."""
    del generator  # the AR objective has no randomness
    return model(**batch).loss
