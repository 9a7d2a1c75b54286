"""Logits for the block being denoised, computed over the whole canvas (no cache).

`FullCanvas` serves every model: bidirectional masked LMs, causal-LM classes with
`is_causal: false`, plain functions, and block-causal models decoded without the KV cache
(cache.py is the fast path for those). Shapes as in sampler.py: R rows of this forward,
L = P + N columns, V vocabulary.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable

import torch

from sales_dlm.decoding.attention import block_causal_mask
from sales_dlm.errors import ModelError

# (input_ids (B, L), attention_mask (B, L) bool) -> logits (B, L, V)
ModelFn = Callable[[torch.Tensor, torch.Tensor], torch.Tensor]


def check_logits(logits: torch.Tensor, rows: int, columns: int, kept: int) -> torch.Tensor:
    """A model's logits for `rows` rows of `columns` ids, of which `kept` were asked for ->
    (rows, kept, V) or ModelError. A model may return every column (then the caller slices)."""
    if logits.dim() != 3 or logits.shape[0] != rows:
        raise ModelError(
            f"the model returned logits of shape {tuple(logits.shape)} for ids of shape "
            f"{(rows, columns)}; expected (rows, positions, vocabulary)"
        )
    if logits.shape[1] not in (columns, kept):
        raise ModelError(
            f"the model returned logits for {logits.shape[1]} positions, "
            f"expected {columns} (every position) or {kept}"
        )
    return logits


class FullCanvas:
    """Calls a transformers model or a plain function on the whole canvas; returns the logits
    that predict each row's current block.

    A model that takes `position_ids` gets positions that skip the left padding (BERT's absolute
    positions would otherwise shift); one that takes `logits_to_keep` (Llama and most causal-LM
    classes) computes its LM head only at the positions asked for, which is exact and saves the
    head's FLOPs at every other position. A block-causal model (attention.py) gets a 4D mask
    built for its own block length and each row's current block.
    """

    def __init__(self, model_or_fn: torch.nn.Module | ModelFn):
        self.module = model_or_fn if isinstance(model_or_fn, torch.nn.Module) else None
        self.fn = model_or_fn
        self.takes_position_ids = self.takes_logits_to_keep = False
        self.attention_block: int | None = None  # config.block_length of a block-causal model
        self.cache_argument: str | None = None  # the forward's name for a KV cache, if any
        if self.module is not None:
            if self.module.training:
                raise ModelError(
                    "the model is in training mode: call model.eval() first (dropout would make "
                    "every draft random)"
                )
            params = inspect.signature(self.module.forward).parameters
            self.takes_position_ids = "position_ids" in params
            self.takes_logits_to_keep = "logits_to_keep" in params
            # transformers 5.x names it `cache`; older versions `past_key_values`
            self.cache_argument = next(
                (n for n in ("cache", "past_key_values") if n in params), None
            )
            config = getattr(self.module, "config", None)
            if getattr(config, "block_causal", False):
                self.attention_block = int(config.block_length)

    def __call__(
        self,
        ids: torch.Tensor,
        attention: torch.Tensor,
        position_ids: torch.Tensor,
        block_lo: torch.Tensor,
        block: int,
        shift: int,
        canvas_start: int,
    ) -> torch.Tensor:
        """ids, attention, position_ids (R, L); block_lo (R,) first column of each row's block
        -> logits (R, block, V) predicting columns [block_lo, block_lo + block) of each row."""
        keep_lo = int(block_lo.min()) - shift
        keep_hi = int(block_lo.max()) + block - shift
        if self.module is None:
            out = self.fn(ids, attention)
        else:
            if self.attention_block is None:
                mask = attention.long()
            else:
                current = (block_lo - canvas_start) // self.attention_block  # (R,)
                mask = block_causal_mask(attention, canvas_start, self.attention_block, current)
            kwargs = {"input_ids": ids, "attention_mask": mask}
            if self.takes_position_ids:
                kwargs["position_ids"] = position_ids
            if self.takes_logits_to_keep:
                kwargs["logits_to_keep"] = torch.arange(keep_lo, keep_hi, device=ids.device)
            out = self.module(**kwargs)
        logits = out.logits if hasattr(out, "logits") else out  # (R, L or kept, V)
        logits = check_logits(logits, ids.shape[0], ids.shape[1], keep_hi - keep_lo)
        if logits.shape[1] == ids.shape[1]:  # the model returned every position
            logits = logits[:, keep_lo:keep_hi]
        if keep_hi - keep_lo == block:  # every row at the same block: the common case
            return logits
        # (R, block): each row's own block inside the kept span
        index = (block_lo - shift - keep_lo)[:, None] + torch.arange(block, device=ids.device)
        return logits.gather(1, index[:, :, None].expand(-1, -1, logits.shape[2]))
