"""A KV cache for a batch whose rows hold text of different lengths (the batched hybrid decoder).

Each row's text is read causally and its keys/values are kept at the row's own columns
(column 0 = the row's first prompt token, so no left padding and positions = columns). A forward
feeds each row its own new tokens, right after what the row has cached; rows feed different
counts, so the fed tokens are right-padded to the longest:

    row 0   cached [0, 9)     fed columns 9..14        (6 tokens)
    row 1   cached [0, 12)    fed columns 12..14, pad  (3 tokens)

Keys = every row's cached slots (slots past a row's length are hidden) followed by the fed ones.
A fed token attends causally; the tokens from `window_lo` on (a drafter's mask window) also see
each other both ways, as block-causal models are trained. Padding queries see only themselves
(an all-hidden softmax row is NaN, and NaN leaks through zero weights). After the forward the
caller says how many of each row's columns are final (`store`); only those are kept.

The model gets cache.py's stand-in cache (`InPlacePast`) and an explicit 4D mask, as cache.py
drives the transformers Llama. The stand-in writes the fed tokens' keys straight into the
buffers, after the longest row's cached text, so that attention reads the buffers without a
copy; `store` then moves the final ones to their own columns.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch

from sales_dlm.decoding.cache import InPlacePast
from sales_dlm.decoding.forward import check_logits


class RaggedCache:
    """Keys/values of `rows` causal texts of up to `capacity` columns each: per layer
    (B, H, C, D), a row's column c at slot c."""

    def __init__(self, module: torch.nn.Module, cache_argument: str, rows: int, capacity: int):
        self.module, self.cache_argument, self.capacity = module, cache_argument, capacity
        self.device = next(module.parameters()).device
        self.length = [0] * rows  # columns [0, length[r]) of row r are cached
        self.keys: dict[int, torch.Tensor] = {}
        self.values: dict[int, torch.Tensor] = {}

    def forward(
        self,
        rows: Sequence[int],
        fed: Sequence[Sequence[int]],
        keep: Sequence[int],
        window_lo: Sequence[int | None] | None = None,
    ) -> list[torch.Tensor]:
        """One forward over each row's fed tokens (columns length[r] ..).

        keep[i]: how many logits to return, those of row i's LAST keep[i] fed tokens;
        window_lo[i]: first column of row i that attends both ways to the rest of its fed
        tokens (None = all causal). -> per row logits (keep[i], V), float32.
        Nothing becomes cached until `store` says which columns are final."""
        device = self.device
        count = len(rows)
        width = max(len(tokens) for tokens in fed)
        start = torch.tensor([self.length[r] for r in rows], device=device)  # (R,)
        past = int(start.max())
        if past + width > self.capacity:
            raise ValueError(f"the cache holds {self.capacity} columns, {past + width} asked for")
        sizes = torch.tensor([len(tokens) for tokens in fed], device=device)  # (R,)
        ids = torch.zeros((count, width), dtype=torch.long, device=device)
        for i, tokens in enumerate(fed):
            ids[i, : len(tokens)] = torch.tensor(tokens, dtype=torch.long)
        offsets = torch.arange(width, device=device)  # (Q,)
        query_cols = start[:, None] + offsets  # (R, Q)
        real = offsets[None, :] < sizes[:, None]  # (R, Q) fed, not padding
        lo = [self.capacity if w is None else w for w in (window_lo or [None] * count)]
        lo = torch.tensor(lo, device=device)[:, None]  # (R, 1)
        in_window = query_cols >= lo  # (R, Q)
        new_allowed = (offsets[None, None, :] <= offsets[None, :, None]) | (
            in_window[:, :, None] & in_window[:, None, :]
        )  # (R, Q, Q) causal, or both in the window
        new_allowed &= real[:, None, :] & real[:, :, None]
        new_allowed |= torch.eye(width, dtype=torch.bool, device=device)  # padding sees itself
        past_allowed = torch.arange(past, device=device)[None, :] < start[:, None]  # (R, past)
        past_allowed = past_allowed[:, None, :] & real[:, :, None]  # (R, Q, past)
        mask = torch.cat([past_allowed, new_allowed], dim=2)[:, None]  # (R, 1, Q, past + Q)
        count_all = len(self.length)
        stand_in = InPlacePast(self.keys, self.values, count_all, self.capacity, rows, past)
        # the logits of each row's last keep[i] fed tokens: columns in the padded query axis
        last = sizes - 1  # (R,)
        most = max(keep)
        wanted = (last[:, None] - most + 1 + torch.arange(most, device=device)).clamp(min=0)
        first = int(wanted.min())  # the LM head runs only from here on (exact, fewer FLOPs)
        out = self.module(
            input_ids=ids,
            attention_mask=mask,
            position_ids=query_cols,
            logits_to_keep=torch.arange(first, width, device=device),
            **{self.cache_argument: stand_in},
        )
        logits = check_logits(out.logits, count, width, width - first)  # (R, kept, V)
        if logits.shape[1] == width:
            logits = logits[:, first:]
        wanted = wanted - first
        self._new = (list(rows), start, past)
        picked = logits.gather(1, wanted[:, :, None].expand(-1, -1, logits.shape[2])).float()
        return [picked[i, most - k :] for i, k in enumerate(keep)]

    def store(self, upto: Sequence[int]) -> None:
        """After `forward`: keep each of its rows' columns up to `upto[i]` (exclusive) as final.
        The forward left them at slots [past, past + fed); they move to their own columns."""
        rows, start, past = self._new
        for i, row in enumerate(rows):
            begin, end = int(start[i]), upto[i]
            if end > begin and begin != past:
                for buffer in (*self.keys.values(), *self.values.values()):  # (B, H, C, D)
                    buffer[row, :, begin:end] = buffer[row, :, past : past + end - begin].clone()
            self.length[row] = end
