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

Rows of a batch may be at different blocks (each row advances on its own), so the current block
is per row. The same rule serves the KV-cached sampler (cache.py), whose queries are a window of
columns and whose keys are cached columns followed by that window: `window_mask`.
"""

from __future__ import annotations

import torch


def window_mask(
    query_columns: torch.Tensor,
    key_columns: torch.Tensor,
    key_valid: torch.Tensor,
    block_lo: torch.Tensor,
    block_length: int,
) -> torch.Tensor:
    """The block-causal rule between any query and key columns, per row.

    query_columns (R, Q), key_columns (R, K): absolute canvas columns (long);
    key_valid (R, K) bool: False for padding (and cache slots a row has not filled);
    block_lo (R,): first column of each row's current block.
    -> mask (R, 1, Q, K), True = may attend.
    """
    lo, hi = block_lo[:, None], block_lo[:, None] + block_length  # (R, 1)
    q_in = (query_columns >= lo) & (query_columns < hi)  # (R, Q)
    k_in = (key_columns >= lo) & (key_columns < hi)  # (R, K)
    causal = key_columns[:, None, :] <= query_columns[:, :, None]  # (R, Q, K)
    allowed = (causal | (q_in[:, :, None] & k_in[:, None, :])) & key_valid[:, None, :]
    allowed |= key_columns[:, None, :] == query_columns[:, :, None]  # every column sees itself
    return allowed[:, None]  # (R, 1, Q, K)


def block_causal_mask(
    attention: torch.Tensor,
    canvas_start: int,
    block_length: int,
    current_block: int | torch.Tensor,
) -> torch.Tensor:
    """attention (B, L) bool, True on real tokens; current_block an int or (B,) per row
    -> mask (B, 1, L, L), True = may attend."""
    # Internal invariants, not input checks: the sampler builds `attention` itself as (B, L),
    # and block_length comes from a config that wrap() and sample() have checked is positive.
    assert attention.dim() == 2, f"attention must be (B, L), got {tuple(attention.shape)}"
    assert block_length > 0, f"block_length must be positive, got {block_length}"
    batch, length = attention.shape
    columns = torch.arange(length, device=attention.device).expand(batch, length)  # (B, L)
    current = torch.as_tensor(current_block, device=attention.device).expand(batch)  # (B,)
    block_lo = canvas_start + current * block_length  # (B,)
    return window_mask(columns, columns, attention.bool(), block_lo, block_length)
