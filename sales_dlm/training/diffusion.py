"""The diffusion default: the trained AR Llama, made block-causal and taught to unmask.

AR-to-diffusion adaptation (Dream, DiffuLLaMA) with block diffusion's attention (BD3-LM): the
same `LlamaForCausalLM` weights, *shifted* prediction (the logits at position i predict token
i+1, exactly as in AR training) and block-causal attention (decoding/attention.py): causal
everywhere except inside the block being denoised, which attends bidirectionally to itself.
The prompt and every finished block are read exactly as the AR model read them, so its copying
heads work from the first update; what is learnt is filling a block whose positions are partly
masked.

Measured before this design (reports/training.md): the same weights with fully bidirectional
attention, after 271 updates of plain masked diffusion, passed 0-30% of held-out drafts, and
~600 more updates with block-shaped masks still only 2/20 at 128 steps: every clean token also
attends to the masks after it, which the AR circuits never saw.

Objective (block diffusion, one forward per batch over [prompt | clean canvas | noisy canvas]):
every block b of the noisy copy is masked independently, each position with probability
t_b ~ U(min_t, 1) (at least one per block), or, for a `suffix_share` of blocks, from a uniform
cut to the block's end; the clean copy is read causally, and a noisy block
attends to the prompt, to the *clean* blocks before it and to itself, so all blocks of an email
train at once. Position j of block b
is predicted from the logits at j-1: inside the noisy copy, or for the block's first position
from the clean copy's last position of block b-1 (the prompt's last token for block 0), which is
what the sampler computes. Loss = mean cross-entropy over the masked positions. Responses are
filled with the end token to the canvas length (the decoders' `canvas_length`), so the model learns
where an email stops.

The saved config carries `is_causal: false` (how a loader tells it from the AR model; both are
`LlamaForCausalLM`), `mask_token_id`, `logits_shift: true`, `block_causal: true`,
`block_length` and `left_to_right_from_steps`, which the diffusion decoder reads.
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
    # The canvas the decoders fill (DiffusionDecodeOptions.canvas_length default): responses are
    # filled with end tokens to this length; a longer response (a few in the corpus, up to ~180
    # tokens) is cut, as the decoders' canvas cuts it.
    canvas_length: int = 160
    # 160 / 20 = 8 blocks: every step count that is a multiple of 8 decodes in whole blocks;
    # 20 tokens is about one sentence, so a block's positions really depend on each other.
    block_length: int = 20
    # Lower bound of t: a block is never left almost clean (nothing to learn from).
    min_t: float = 0.05
    # Share of blocks masked as a suffix (every position from a uniform cut to the block's end)
    # instead of at rate t: the state the left-to-right sampler (>= left_to_right_from_steps)
    # meets at every step, rare under rate-t masks. 0 keeps the original objective (and its RNG
    # stream, so earlier rounds reproduce).
    suffix_share: float = 0.0


def from_ar(
    ar_model: LlamaForCausalLM,
    tokenizer: PreTrainedTokenizerFast,
    block_length: int,
    left_to_right_from_steps: int | None = 128,
) -> LlamaForCausalLM:
    """A block-causal copy of `ar_model` (same weights) that predicts shifted, masked tokens.

    `left_to_right_from_steps` goes into the saved config: from that many denoising steps on,
    the decoder commits the leftmost masked positions first (None: never).
    """
    config = copy.deepcopy(ar_model.config)
    config.is_causal = False  # the decoders pass the block-causal 4D mask themselves
    config.block_causal = True
    config.block_length = block_length
    config.mask_token_id = tokenizer.mask_token_id
    config.logits_shift = True  # logits at i predict token i+1 (DiffusionDecodeOptions)
    if left_to_right_from_steps is not None:
        config.left_to_right_from_steps = left_to_right_from_steps
    model = LlamaForCausalLM(config)
    model.load_state_dict(ar_model.state_dict())
    return model


def collate(
    pairs: list[Pair], tokenizer: PreTrainedTokenizerFast, config: DiffusionConfig
) -> Batch:
    """prompt [B, P] left-padded (as the sampler lays it out) and canvas [B, N] clean responses."""
    assert config.canvas_length % config.block_length == 0, "canvas must be whole blocks"
    eos, pad = tokenizer.eos_token_id, tokenizer.pad_token_id
    width, n = max(len(p.prompt) for p in pairs), config.canvas_length
    prompt = torch.full((len(pairs), width), pad, dtype=torch.long)
    attention = torch.zeros((len(pairs), width), dtype=torch.bool)
    canvas = torch.full((len(pairs), n), eos, dtype=torch.long)
    for row, pair in enumerate(pairs):
        prompt[row, width - len(pair.prompt) :] = torch.tensor(pair.prompt)
        attention[row, width - len(pair.prompt) :] = True
        response = pair.response[:n]
        canvas[row, : len(response)] = torch.tensor(response)
    return {"prompt": prompt, "prompt_attention": attention, "canvas": canvas}


def training_mask(prompt_attention: torch.Tensor, canvas_length: int, block: int) -> torch.Tensor:
    """(B, P) -> (B, 1, T, T) bool over [prompt P | clean N | noisy N], True = may attend.

    prompt and clean copy: causal (the AR model's view). noisy block b: the prompt, the clean
    blocks before b and all of noisy block b: what the sampler's mask gives block b while it is
    the current block (decoding/attention.py). Padding is never attended; every column sees
    itself.
    """
    rows, width = prompt_attention.shape
    n, total = canvas_length, prompt_attention.shape[1] + 2 * canvas_length
    col = torch.arange(total)
    noisy = col >= width + n  # (T,)
    offset = torch.where(noisy, col - width - n, col - width)
    blk = torch.where(col < width, -1, offset.div(block, rounding_mode="floor"))  # (T,)
    causal = col[None, :] <= col[:, None]  # (Tq, Tk)
    allowed = ~noisy[:, None] & ~noisy[None, :] & causal  # prompt + clean copy
    # noisy queries: the prompt and clean blocks before theirs, and their own noisy block
    earlier = ~noisy[None, :] & (blk[None, :] < blk[:, None])
    own = noisy[None, :] & (blk[None, :] == blk[:, None])
    allowed |= noisy[:, None] & (earlier | own)
    real = torch.cat([prompt_attention, torch.ones(rows, 2 * n, dtype=torch.bool)], dim=1)
    mask = allowed[None] & real[:, None, :]  # (B, T, T)
    mask |= torch.eye(total, dtype=torch.bool)[None]
    return mask[:, None]


def noise_mask(
    rows: int, n: int, generator: torch.Generator, config: DiffusionConfig
) -> torch.Tensor:
    """(rows, n) bool, True = masked: each block at its own rate t or, for a `suffix_share` of
    blocks, from a uniform cut to its end; every block has at least one masked position."""
    block = config.block_length
    blocks = n // block
    assert blocks * block == n, f"canvas {n} is not whole blocks of {block}"
    t = config.min_t + (1 - config.min_t) * torch.rand(rows, blocks, generator=generator)
    t = t.repeat_interleave(block, dim=1)  # (B, N) each position's block rate
    masked = torch.rand(rows, n, generator=generator) < t  # (B, N)
    # at least one masked position per block, drawn uniformly inside it
    forced = (torch.rand(rows, blocks, generator=generator) * block).long()
    forced += torch.arange(blocks) * block  # (B, blocks) canvas offsets
    masked.scatter_(1, forced, True)
    if config.suffix_share > 0:  # (drawn only then: a share of 0 keeps the old RNG stream)
        suffix_block = torch.rand(rows, blocks, generator=generator) < config.suffix_share
        cut = (torch.rand(rows, blocks, generator=generator) * block).long()  # (B, blocks)
        in_block = torch.arange(n) % block  # (N,) offset inside its block
        suffix = in_block[None, :] >= cut.repeat_interleave(block, dim=1)  # (B, N)
        masked = torch.where(suffix_block.repeat_interleave(block, dim=1), suffix, masked)
    return masked


def loss_of(
    model: torch.nn.Module, batch: Batch, generator: torch.Generator, config: DiffusionConfig
) -> torch.Tensor:
    """Block-diffusion loss with shifted prediction (see module docstring)."""
    prompt, attention, clean = batch["prompt"], batch["prompt_attention"], batch["canvas"]
    rows, width = prompt.shape
    n, block = clean.shape[1], config.block_length
    mask_id = model.config.mask_token_id

    masked = noise_mask(rows, n, generator, config)  # (B, N)
    noisy = torch.where(masked, mask_id, clean)  # (B, N)

    ids = torch.cat([prompt, clean, noisy], dim=1)  # (B, T)
    positions = (attention.long().cumsum(dim=1) - 1).clamp(min=0)  # (B, P) skip left padding
    canvas_positions = positions[:, -1:] + 1 + torch.arange(n)[None, :]  # (B, N)
    position_ids = torch.cat([positions, canvas_positions, canvas_positions], dim=1)
    mask = training_mask(attention, n, block)
    # Column whose logits predict canvas offset j: noisy j-1, or for a block's first position
    # the clean copy's j-1 (the prompt's last column for j = 0). Only those get the LM head.
    offsets = torch.arange(n)
    source = torch.where(offsets % block == 0, width + offsets - 1, width + n + offsets - 1)
    pred = model(
        input_ids=ids, attention_mask=mask, position_ids=position_ids, logits_to_keep=source
    ).logits  # (B, N, V): pred[:, j] predicts canvas offset j
    return F.cross_entropy(pred[masked], clean[masked])
