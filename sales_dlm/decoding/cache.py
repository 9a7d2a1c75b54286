"""An exact KV cache for block-causal models: each denoising step is a forward over the block.

A block-causal model (attention.py) reads the prompt and every finished block causally, so their
keys and values never change once the block before them is finished: they are computed once and
kept. Each denoising step then runs the model over a window of columns only, attending to the
cached keys/values before it:

    first step         window = [pad .. prompt | block 0]      (the prefill is this step)
    later steps        window = [current block]                 R x block query tokens
    a block's first    window = [finished block | next block]   the finished block's final keys
    step                                                         are written in the same forward

The cache (per layer, keys and values (B, L, H, D) at their canvas columns) only ever holds
columns left of a row's current block: a step's keys for the block being denoised are used in
that forward and dropped, never stored. With logits_shift (logits at i predict i+1) the first
position of a block is predicted from the last column before it, which is causal and so the same
at every step of the block: it comes from the forward that wrote that column and is kept
(`pending`).

The model gets a stand-in cache object (`_Past`) whose `update` returns the cached keys followed
by the window's new ones without storing anything, and an explicit 4D mask (attention.window_mask)
that hides padding and the cache slots a row has not filled: rows of one forward may be at
different blocks. Rows whose windows differ in length (a block's first step is twice as long) go
in separate forwards (one per window length), unless `pad_windows`: then every row's window is
stretched to the longest by recomputing its finished block (one forward, more tokens).
The logits equal the full-canvas ones up to float rounding (same keys, fewer masked-out ones).
"""

from __future__ import annotations

import torch

from sales_dlm.decoding.attention import window_mask
from sales_dlm.decoding.forward import check_logits


class _Past:
    """What a transformers attention layer needs of a cache: `update` returns the past keys and
    values followed by the new ones (R, H, past + Q, D). The new ones are kept for the caller;
    nothing is stored in the cache by this call."""

    def __init__(self, past: list[tuple[torch.Tensor, torch.Tensor]] | None, length: int):
        self.past, self.length = past, length
        self.new: dict[int, tuple[torch.Tensor, torch.Tensor]] = {}

    def update(self, key_states, value_states, layer_idx, *args, **kwargs):
        self.new[layer_idx] = (key_states, value_states)
        if self.past is None:
            return key_states, value_states
        keys, values = self.past[layer_idx]
        return torch.cat([keys, key_states], dim=-2), torch.cat([values, value_states], dim=-2)

    def get_seq_length(self, layer_idx: int = 0) -> int:
        return self.length


class CachedBlocks:
    """The block logits of a block-causal model, one window per row, with the cache above.

    x, attention, position_ids (B, L): the sampler's canvas, its real-token mask and positions
    that skip the padding (all read at call time: the sampler commits tokens into x between
    calls). block: the model's block length; shift: 1 with logits_shift.
    """

    def __init__(
        self,
        module: torch.nn.Module,
        cache_argument: str,
        x: torch.Tensor,
        attention: torch.Tensor,
        position_ids: torch.Tensor,
        block: int,
        shift: int,
        pad_windows: bool = False,
    ):
        self.module, self.cache_argument = module, cache_argument
        self.x, self.attention, self.position_ids = x, attention, position_ids
        self.block, self.shift, self.pad_windows = block, shift, pad_windows
        batch = x.shape[0]
        # (B,): columns [0, cached_upto) of each row hold final keys/values in the cache
        self.cached_upto = torch.zeros(batch, dtype=torch.long, device=x.device)
        self.keys: dict[int, torch.Tensor] = {}  # layer -> (B, L, H, D)
        self.values: dict[int, torch.Tensor] = {}
        self.pending: torch.Tensor | None = None  # (B, V) logits at each row's block_lo - 1

    def __call__(self, rows: torch.Tensor, block_lo: torch.Tensor) -> tuple[torch.Tensor, int]:
        """rows (R,) row indices; block_lo (R,) first column of each row's current block
        -> (logits (R, block, V) predicting each row's block, forwards made)."""
        start = self.cached_upto[rows]  # (R,)
        window = block_lo + self.block - start  # (R,) window length per row
        longest = int(window.max())
        if self.pad_windows and bool((block_lo + self.block - longest >= 0).all()):
            groups = [(torch.ones_like(rows, dtype=torch.bool), longest)]
        else:
            groups = [(window == length, length) for length in window.unique().tolist()]
        logits = None
        for member, length in groups:
            part = self._window(rows[member], block_lo[member], length)  # (r, block, V)
            if logits is None:
                logits = part.new_empty((len(rows), *part.shape[1:]))
            logits[member] = part
        return logits, len(groups)

    def _window(self, rows: torch.Tensor, block_lo: torch.Tensor, length: int) -> torch.Tensor:
        """One forward over the windows [block_lo + block - length, block_lo + block) of `rows`
        -> logits (R, block, V)."""
        device, block, shift = self.x.device, self.block, self.shift
        start = block_lo + block - length  # (R,) first window column
        past_length = int(start.max())
        query_cols = start[:, None] + torch.arange(length, device=device)  # (R, Q)
        past_cols = torch.arange(past_length, device=device).expand(len(rows), past_length)
        filled = past_cols < start[:, None]  # (R, past): slots before the window
        # an unfilled slot gets column -1, so that no query takes it for itself
        key_cols = torch.cat([torch.where(filled, past_cols, -1), query_cols], dim=1)  # (R, K)
        key_valid = torch.cat(
            [
                filled & self.attention[rows, :past_length],
                self.attention[rows].gather(1, query_cols),
            ],
            dim=1,
        )  # (R, past + Q)
        mask = window_mask(query_cols, key_cols, key_valid, block_lo, block)  # (R, 1, Q, K)
        past = None
        if past_length:
            past = [
                (
                    self.keys[i][rows, :past_length].transpose(1, 2),
                    self.values[i][rows, :past_length].transpose(1, 2),
                )
                for i in sorted(self.keys)
            ]  # per layer (R, H, past, D)
        stand_in = _Past(past, past_length)
        keep_lo = length - block - shift  # window index of the logits predicting block_lo
        keep = torch.arange(max(keep_lo, 0), length - shift, device=device)
        out = self.module(
            input_ids=self.x[rows].gather(1, query_cols),
            attention_mask=mask,
            position_ids=self.position_ids[rows].gather(1, query_cols),
            logits_to_keep=keep,
            **{self.cache_argument: stand_in},
        )
        logits = check_logits(out.logits, len(rows), length, len(keep))  # (R, kept, V)
        if logits.shape[1] == length:
            logits = logits[:, keep]
        if keep_lo < 0:  # the block's first prediction was made by an earlier forward
            logits = torch.cat([self.pending[rows][:, None].to(logits.dtype), logits], dim=1)
        self._store(rows, start, block_lo, stand_in)
        if self.pending is None:
            self.pending = logits.new_zeros((self.x.shape[0], logits.shape[2]))
        self.pending[rows] = logits[:, 0]
        return logits

    def _store(self, rows, start, block_lo, stand_in: _Past) -> None:
        """Write the window's columns left of each row's block (final now) into the cache."""
        width = int((block_lo - start).max())  # window columns before the block
        if width == 0:
            return
        cols = start[:, None] + torch.arange(width, device=start.device)  # (R, width)
        new = cols >= self.cached_upto[rows][:, None]  # (R, width) not cached yet
        new &= cols < block_lo[:, None]
        row_index = rows[:, None].expand_as(cols)[new]
        for layer, (keys, values) in stand_in.new.items():
            if layer not in self.keys:
                batch, length = self.x.shape
                shape = (batch, length, keys.shape[1], keys.shape[3])  # (B, L, H, D)
                self.keys[layer] = keys.new_zeros(shape)
                self.values[layer] = values.new_zeros(shape)
            # (R, Q, H, D) -> the new columns
            self.keys[layer][row_index, cols[new]] = keys.transpose(1, 2)[:, :width][new]
            self.values[layer][row_index, cols[new]] = values.transpose(1, 2)[:, :width][new]
        self.cached_upto[rows] = torch.maximum(self.cached_upto[rows], block_lo)
