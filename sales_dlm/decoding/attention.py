"""Block-causal attention for denoising one block at a time (BD3-LM-style block diffusion).

A model trained this way (the embedded diffusion model: `config.block_causal: true`,
`config.block_length`)
reads the prompt and every finished block causally, exactly as the AR model it started from,
and only the block being denoised attends bidirectionally inside itself:

    columns         [pad .. pad | prompt | block 0 | block 1 | ... ]   canvas starts at canvas_start
    every column    causal: itself and every column before it
    current block   also every column of the current block (its masks and committed tokens)

Semi-autoregressive decoding fills one block at a time, so everything before the current block
is committed text, as in training (training/diffusion.py builds that mask over a clean and a noisy
copy). Blocks after the current one are all masks and no earlier column attends to them.
Padding columns are never attended to; every column attends to itself, so a padding row still
has one key (an all-masked softmax row is NaN, and NaN leaks through zero weights).
"""

from __future__ import annotations

import torch


def block_causal_mask(
    attention: torch.Tensor, canvas_start: int, block_length: int, current_block: int
) -> torch.Tensor:
    """attention (B, L) bool, True on real tokens -> mask (B, 1, L, L), True = may attend."""
    # Internal invariants, not input checks: the sampler builds `attention` itself as (B, L),
    # and block_length comes from a config that wrap() and sample() have checked is positive.
    assert attention.dim() == 2, f"attention must be (B, L), got {tuple(attention.shape)}"
    assert block_length > 0, f"block_length must be positive, got {block_length}"
    length = attention.shape[1]
    columns = torch.arange(length, device=attention.device)
    lo = canvas_start + current_block * block_length
    in_block = (columns >= lo) & (columns < lo + block_length)  # (L,)
    causal = columns[None, :] <= columns[:, None]  # (Lq, Lk)
    allowed = (causal | (in_block[:, None] & in_block[None, :]))[None]  # (1, Lq, Lk)
    allowed = allowed & attention.bool()[:, None, :]  # (B, Lq, Lk)
    allowed |= torch.eye(length, dtype=torch.bool, device=attention.device)[None]
    return allowed[:, None]  # (B, 1, L, L)
