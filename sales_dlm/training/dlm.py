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

Block rows (a share of each batch): the masking the semi-autoregressive sampler produces. The
canvas is cut into blocks of `block_length`; one block k is drawn; every block before it is
clean, block k is masked with probability t (at least one position), every block after it is all
mask. Loss = mean cross-entropy on block k's masked positions. It is the same denoising task
restricted to the states that block decoding visits (as in block diffusion, BD3-LM), so the
updates go where the shipped decoder needs them; the plain rows keep the model a full
masked-diffusion model that can also fill a canvas in one block.

The saved config carries `is_causal: false`, `mask_token_id` and `logits_shift: true`, which
is how a loader tells this model from the AR one (both are `LlamaForCausalLM`), and
`block_length`, the block the diffusion decoder uses for it unless told otherwise.
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
    # The block length the embedded model is decoded with (its generation_config): 160 / 20 = 8
    # blocks, so every step count from 8 up is a whole number of steps per block.
    block_length: int = 20
    # Share of rows trained with block masking. Measured: 271 steps of plain masking alone left
    # the model at 4-30% held-out passes; most of its capacity went to states the block
    # sampler never visits (e.g. the last block filled before the first).
    block_share: float = 0.75


def from_ar(
    ar_model: LlamaForCausalLM, tokenizer: PreTrainedTokenizerFast, block_length: int
) -> LlamaForCausalLM:
    """A bidirectional copy of `ar_model` (same weights) that predicts shifted, masked tokens."""
    config = copy.deepcopy(ar_model.config)
    config.is_causal = False
    config.mask_token_id = tokenizer.mask_token_id
    config.logits_shift = True  # logits at i predict token i+1 (DiffusionDecodeOptions)
    config.block_length = block_length  # the decoder's default block (LoadedModel.block_length)
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
    # response tokens up to and including the first end token [B]: where block rows may fall
    written = torch.tensor([len(p.response) for p in pairs])
    for row, pair in enumerate(pairs):
        start, end = len(pair.prompt), len(pair.prompt) + canvas_len
        response = pair.response + [eos] * (canvas_len - len(pair.response))
        ids[row, :start] = torch.tensor(pair.prompt)
        ids[row, start:end] = torch.tensor(response)
        attention[row, :end] = 1
        canvas[row, start:end] = True
    return {"input_ids": ids, "attention_mask": attention, "canvas": canvas, "written": written}


def loss_of(
    model: torch.nn.Module, batch: Batch, generator: torch.Generator, config: DiffusionConfig
) -> torch.Tensor:
    """Masked-diffusion loss with shifted prediction, plain and block rows (module docstring)."""
    clean, canvas = batch["input_ids"], batch["canvas"]  # [B, T]
    rows = clean.shape[0]
    mask_id = model.config.mask_token_id
    t = config.min_t + (1 - config.min_t) * torch.rand(rows, generator=generator)  # [B]
    coin = torch.rand(clean.shape, generator=generator) < t[:, None]  # [B, T]

    # Plain rows: every canvas position masked with probability t.
    masked = coin & canvas  # [B, T]
    scored = masked.clone()  # positions whose prediction is scored
    weight = (1.0 / t)[:, None] / canvas.sum(dim=1, keepdim=True)  # [B, 1]: MDLM's 1/t

    # Block rows: blocks before k clean, block k masked with probability t, blocks after masked.
    is_block = torch.rand(rows, generator=generator) < config.block_share  # [B]
    offset = canvas.long().cumsum(dim=1) - 1  # [B, T] canvas offset (prompt: -1)
    blocks_written = (batch["written"] + config.block_length - 1) // config.block_length  # [B]
    k = (torch.rand(rows, generator=generator) * blocks_written).long()  # [B], 0..written-1
    lo, hi = (k * config.block_length)[:, None], ((k + 1) * config.block_length)[:, None]
    in_block = canvas & (offset >= lo) & (offset < hi)  # [B, T]
    # at least one masked position per block: one drawn uniformly inside block k
    pick = lo + (torch.rand(rows, 1, generator=generator) * config.block_length).long()
    forced = canvas & (offset == pick)
    block_scored = in_block & (coin | forced)
    block_masked = block_scored | (canvas & (offset >= hi))
    block_weight = 1.0 / block_scored.sum(dim=1, keepdim=True).clamp(min=1)  # [B, 1]
    masked = torch.where(is_block[:, None], block_masked, masked)
    scored = torch.where(is_block[:, None], block_scored, scored)
    weight = torch.where(is_block[:, None], block_weight, weight)

    noisy = torch.where(masked, mask_id, clean)
    logits = model(input_ids=noisy, attention_mask=batch["attention_mask"]).logits  # [B, T, V]
    # Shift: position j is predicted by the logits at j-1 (the prompt is never masked, so j >= 1).
    pred, target, hit = logits[:, :-1], clean[:, 1:], scored[:, 1:]  # [B, T-1, (V)]
    assert not masked[:, 0].any(), "position 0 is prompt and must never be masked"
    ce = F.cross_entropy(pred[hit], target[hit], reduction="none")  # [M]
    return (ce * weight.expand_as(scored)[:, 1:][hit]).sum() / rows
