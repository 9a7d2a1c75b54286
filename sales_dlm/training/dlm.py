"""The diffusion default: the trained AR Llama, made bidirectional and taught to unmask.

AR-to-diffusion adaptation (Dream, DiffuLLaMA): the same `LlamaForCausalLM` weights with
`config.is_causal = False` (transformers then builds a bidirectional attention mask) and
*shifted* prediction — the logits at position i predict token i+1, exactly as in AR training —
so the copying heads the AR model learnt are there to start from. (Earlier measurements on this
machine: ModernBERT/BERT masked LMs of this size trained from scratch learnt phrases but copied
no fact.) How far 271 adaptation steps got is in reports/training.md: not far enough.

Objective (MDLM / LLaDA SFT): per sequence t ~ U(eps, 1); every canvas position (response and
the end tokens that fill the canvas) is replaced by <mask> with probability t; the prompt never
is. Loss = cross-entropy on masked positions, weighted 1/t, averaged over canvas positions.
Responses are filled with the end token up to the canvas length (the decoders' default
`gen_length`), so the model learns where an email stops.

The saved config carries `is_causal: false`, `mask_token_id` and `logits_shift: true`, which
is how a loader tells this model from the AR one (both are `LlamaForCausalLM`).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from transformers import LlamaForCausalLM, PreTrainedTokenizerFast

from sales_dlm.training.batches import Pair

Batch = dict[str, torch.Tensor]


@dataclass
class DiffusionConfig:
    # The canvas the decoders fill (DiffusionDecodeOptions.gen_length default): responses are
    # filled with end tokens to this length; a longer response keeps its own length.
    canvas_length: int = 160
    # Lower bound of t: at t -> 0 the 1/t weight explodes on one or two masked tokens.
    min_t: float = 0.05
    # 5e-4: a quarter of the AR peak rate, so adaptation does not wash out the AR copying heads
    # (Dream/DiffuLLaMA also adapt at a fraction of the pre-training rate); not swept here.
    learning_rate: float = 5e-4


def from_ar(ar_model: LlamaForCausalLM, tokenizer: PreTrainedTokenizerFast) -> LlamaForCausalLM:
    """A bidirectional copy of `ar_model` (same weights) that predicts shifted, masked tokens."""
    config = copy.deepcopy(ar_model.config)
    config.is_causal = False
    config.mask_token_id = tokenizer.mask_token_id
    config.logits_shift = True  # logits at i predict token i+1 (DiffusionDecodeOptions)
    model = LlamaForCausalLM(config)
    model.load_state_dict(ar_model.state_dict())
    return model


def collate(
    pairs: list[Pair], tokenizer: PreTrainedTokenizerFast, config: DiffusionConfig
) -> Batch:
    """Clean sequences [B, T] = prompt + response + end tokens to the canvas, right-padded.

    `canvas` [B, T] is True on the positions the model must learn to fill (never the prompt).
    """
    eos, pad = tokenizer.eos_token_id, tokenizer.pad_token_id
    canvas_len = max(config.canvas_length, max(len(p.response) for p in pairs))
    length = max(len(p.prompt) for p in pairs) + canvas_len
    ids = torch.full((len(pairs), length), pad, dtype=torch.long)
    attention = torch.zeros((len(pairs), length), dtype=torch.long)
    canvas = torch.zeros((len(pairs), length), dtype=torch.bool)
    for row, pair in enumerate(pairs):
        start, end = len(pair.prompt), len(pair.prompt) + canvas_len
        response = pair.response + [eos] * (canvas_len - len(pair.response))
        ids[row, :start] = torch.tensor(pair.prompt)
        ids[row, start:end] = torch.tensor(response)
        attention[row, :end] = 1
        canvas[row, start:end] = True
    return {"input_ids": ids, "attention_mask": attention, "canvas": canvas}


def loss_of(
    model: torch.nn.Module, batch: Batch, generator: torch.Generator, config: DiffusionConfig
) -> torch.Tensor:
    """Masked-diffusion loss with shifted prediction (see module docstring)."""
    clean, canvas = batch["input_ids"], batch["canvas"]  # [B, T]
    mask_id = model.config.mask_token_id
    t = config.min_t + (1 - config.min_t) * torch.rand(clean.shape[0], generator=generator)  # [B]
    masked = (torch.rand(clean.shape, generator=generator) < t[:, None]) & canvas  # [B, T]
    noisy = torch.where(masked, mask_id, clean)
    logits = model(input_ids=noisy, attention_mask=batch["attention_mask"]).logits  # [B, T, V]
    # Shift: position j is predicted by the logits at j-1 (the prompt is never masked, so j >= 1).
    pred, target, hit = logits[:, :-1], clean[:, 1:], masked[:, 1:]  # [B, T-1, (V)]
    assert not masked[:, 0].any(), "position 0 is prompt and must never be masked"
    ce = F.cross_entropy(pred[hit], target[hit], reduction="none")  # [M]
    weight = (1.0 / t)[:, None].expand_as(hit)[hit]  # [M]
    return (ce * weight).sum() / canvas.sum()
