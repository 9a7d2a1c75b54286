"""An exact KV cache for block-causal models: each denoising step is a forward over the block.

A block-causal model (attention.py) reads the prompt and every finished block causally, so their
keys and values never change once the block before them is finished: they are computed once and
kept. Each denoising step then runs the model over a window of columns only, attending to the
cached keys/values before it:

    first step         window = [pad .. prompt | block 0]      (the prefill is this step)
    later steps        window = [current block]                 R x block query tokens
    a block's first    window = [finished block | next block]   the finished block's final keys
    step                                                         are written in the same forward

The cache (per layer, keys and values (B, H, L, D) at their canvas columns) only ever holds
columns left of a row's current block as cached: a step's keys for the block being denoised are
used in that forward and never counted as cached. With logits_shift (logits at i predict i+1)
the first position of a block is predicted from the last column before it, which is causal
and so the same at every step of the block: it comes from the forward that wrote that column
and is kept (`pending`).

The model gets a stand-in cache object (`InPlacePast`) whose `update` writes the window's keys
into the buffers after the longest cached prefix of the forward's rows (scratch slots) and returns
the buffers up to there, so that attention reads them without a copy; after the forward the
columns left of each row's block move to their own slots and the block's keys are left behind as
scratch. An explicit 4D mask (attention.window_mask) hides padding and the slots a row has not
filled: rows of one forward may be at different blocks. Rows whose windows differ in length (a
block's first step is twice as long) go in separate forwards (one per window length), unless
`pad_windows`: then every row's window is stretched to the longest by recomputing its finished
block (one forward, more tokens).
The logits equal the full-canvas ones up to float rounding (same keys, fewer masked-out ones).
"""

from __future__ import annotations

import torch

from sales_dlm.decoding.attention import window_mask
from sales_dlm.decoding.forward import check_logits


class InPlacePast:
    """What a transformers attention layer needs of a cache, over preallocated per-layer buffers
    `keys[layer]`, `values[layer]` (B, H, C, D): `update` writes the forward's new keys and
    values at slots [past, past + Q) of its rows and returns those rows' slots [0, past + Q):
    a view, without a copy, when the forward covers every row of the buffers in order. The
    caller hides the slots a row has not filled (mask) and moves what is final to its own
    columns after the forward."""

    def __init__(self, keys: dict, values: dict, batch: int, capacity: int, rows, past: int):
        self.keys, self.values, self.batch, self.capacity = keys, values, batch, capacity
        self.past = past
        rows = torch.as_tensor(rows)
        everyone = len(rows) == batch and bool((rows.cpu() == torch.arange(batch)).all())
        self.index = None if everyone else rows

    def update(self, key_states, value_states, layer_idx, *args, **kwargs):
        end = self.past + key_states.shape[2]
        if layer_idx not in self.keys:
            _, heads, _, dim = key_states.shape
            shape = (self.batch, heads, self.capacity, dim)
            self.keys[layer_idx] = key_states.new_zeros(shape)
            self.values[layer_idx] = value_states.new_zeros(shape)
        keys, values = self.keys[layer_idx], self.values[layer_idx]
        if self.index is None:
            keys[:, :, self.past : end] = key_states
            values[:, :, self.past : end] = value_states
            return keys[:, :, :end], values[:, :, :end]
        keys[self.index, :, self.past : end] = key_states
        values[self.index, :, self.past : end] = value_states
        return keys[self.index, :, :end], values[self.index, :, :end]

    def get_seq_length(self, layer_idx: int = 0) -> int:
        return self.past


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
        self.keys: dict[int, torch.Tensor] = {}  # layer -> (B, H, L, D)
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
        batch, columns = self.x.shape
        stand_in = InPlacePast(self.keys, self.values, batch, columns, rows, past_length)
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
        self._store(rows, start, block_lo, past_length)
        if self.pending is None:
            self.pending = logits.new_zeros((self.x.shape[0], logits.shape[2]))
        self.pending[rows] = logits[:, 0]
        return logits

    def _store(self, rows, start, block_lo, past: int) -> None:
        """Move the window's columns left of each row's block (final now) from the slots the
        forward wrote them to ([past, ...), InPlacePast) to their own columns. Every such column
        is written, also one cached already (pad_windows recomputes those: the forward's scratch
        slots may have covered their old copy)."""
        width = int((block_lo - start).max())  # window columns before the block
        if width == 0:
            return
        offsets = torch.arange(width, device=start.device)
        cols = start[:, None] + offsets  # (R, width)
        final = cols < block_lo[:, None]  # (R, width)
        row_index = rows[:, None].expand_as(cols)[final]
        source = (past + offsets).expand_as(cols)[final]
        for buffer in (*self.keys.values(), *self.values.values()):  # (B, H, L, D)
            buffer[row_index, :, cols[final]] = buffer[row_index, :, source]
        self.cached_upto[rows] = torch.maximum(self.cached_upto[rows], block_lo)
