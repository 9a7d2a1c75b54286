"""The masked-diffusion sampler: `sample` writes a draft into a canvas of mask tokens by
denoising it, a pure function over any model that maps token ids to logits. The `diffusion`
decoder (diffusion.py) puts it behind the Decoder interface.

Shapes: B prompts in the batch, P = longest prompt, N = options.canvas_length, L = P + N,
V = vocabulary, R = rows in one forward (early exit drops finished ones).

Algorithm (LLaDA, arXiv 2502.09992, with the commit rules of commit.py):

    x = prompt + canvas_length mask tokens               (B, L); batched: prompts left-padded,
                                                          padding excluded by the attention mask
    for each block of block_length positions (semi-autoregressive; one block = pure diffusion):
        for each step of the block (steps / num_blocks at most):   one forward = one step
            logits = model(x) at the block's positions   (R, block, V)
            x0     = argmax(logits)                      (R, block); Gumbel-max at temperature > 0
            conf   = softmax(logits)[x0]                 (R, block)
            commit x0 at the masked positions the commit rule picks (options.remasking,
            commit.py): at least ceil(masked left in block / steps left in block), so `steps`
            stays a hard ceiling; LLaDA's low-confidence remasking commits exactly that many,
            the most confident. A block that is complete ends early: its unused steps are not
            spent.

Each row advances on its own: a row whose block is complete moves on to its next block at the
next forward, without waiting for the other rows of the batch (rows at different blocks share a
forward, each with its own block's mask and logits).

KV cache (cache.py): a block-causal model (config.block_causal, attention.py) reads the prompt and
finished blocks causally, so their keys and values are computed once; each step is a forward over
the current block only (a block's first step also writes the block before it). Other models
(bidirectional masked LMs, plain functions) get the whole canvas every step (forward.py). Both
give the same tokens (up to float rounding of the logits).

Early exit (options.early_exit): a row is finished once it has committed an end token and every
position before the first end token is filled. Finished rows leave the batch (no more forwards,
never changed again); the call returns when every row is finished or its steps are spent.

`sample` holds no state between calls and draws its randomness from its own seeded
torch.Generator on the model's device, so equal inputs give equal outputs. At temperature 0 a
row's tokens do not depend on the other rows of its batch (up to float rounding of different
batch shapes); at temperature > 0 the noise a row draws does depend on which rows share it.
The plain re-derivation of the published algorithm in `reference.py` checks it token for token
(temperature 0, early exit off).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch

from sales_dlm.decoding.base import DiffusionDecodeOptions, check_blocks
from sales_dlm.decoding.cache import CachedBlocks
from sales_dlm.decoding.commit import choose, entropy, step_floor
from sales_dlm.decoding.forward import FullCanvas, ModelFn
from sales_dlm.decoding.grounding import CanvasGrounding
from sales_dlm.decoding.utf8 import CanvasUtf8

__all__ = ["ModelFn", "SampleOutput", "num_transfer_tokens", "predict", "sample"]
NEG_INF = float("-inf")


@dataclass
class SampleOutput:
    """What `sample` wrote, per prompt, and the denoising steps it spent."""

    tokens: list[list[int]]  # per prompt: generated ids before the first end token, no mask/pad
    canvas: torch.Tensor  # (B, N) the canvas as left; mask id where never filled
    steps_used: list[int]  # per prompt: denoising steps (forwards) that computed this row
    forwards: int  # batched forward passes made in total
    end_positions: list[int | None]  # per prompt: canvas offset of the first end token, if any
    committed: list[int]  # per prompt: canvas positions filled (mask tokens written over)
    cached: bool = False  # True when the KV cache served the block-causal model (cache.py)

    @property
    def tokens_per_forward(self) -> float:
        """Positions committed per row-forward, over the whole call (0.0 when nothing ran)."""
        return sum(self.committed) / max(sum(self.steps_used), 1)


def num_transfer_tokens(masked_count: torch.Tensor, steps: int) -> torch.Tensor:
    """(B,) masked positions in a block -> (B, steps) how many to commit at each step.

    Linear schedule: base = count // steps per step, plus one more in the first count % steps.
    """
    base = masked_count // steps  # (B,)
    remainder = masked_count % steps  # (B,)
    extra = torch.arange(steps, device=masked_count.device)[None, :] < remainder[:, None]
    return base[:, None] + extra.long()  # (B, steps)


def predict(
    logits: torch.Tensor, temperature: float, generator: torch.Generator | None
) -> tuple[torch.Tensor, torch.Tensor]:
    """logits (..., V) -> (x0, confidence), each (...).

    x0 = argmax of the logits, or at temperature > 0 of LLaDA's Gumbel-perturbed scores
    exp(logits) / (-log U)^temperature computed in float64 (low precision makes ties and biases).
    confidence = softmax(logits)[x0]: the model's own probability of the chosen token.
    """
    if temperature == 0:
        x0 = logits.argmax(dim=-1)
    else:
        uniform = torch.rand(
            logits.shape, generator=generator, device=logits.device, dtype=torch.float64
        )
        scores = logits.to(torch.float64).exp() / (-torch.log(uniform)) ** temperature
        x0 = scores.argmax(dim=-1)
    probs = torch.softmax(logits, dim=-1)
    confidence = probs.gather(-1, x0.unsqueeze(-1)).squeeze(-1)
    return x0, confidence


def _finished_rows(
    generated: torch.Tensor, mask_id: int, end: torch.Tensor
) -> tuple[torch.Tensor, torch.Tensor]:
    """generated (R, N) -> (finished (R,), first end offset (R,), N where none).

    Finished = an end token is committed and no mask is left before the first one.
    """
    length = generated.shape[1]
    is_end = torch.isin(generated, end)  # (R, N)
    has_end = is_end.any(dim=1)
    first_end = torch.where(has_end, is_end.long().argmax(dim=1), length)  # (R,)
    offsets = torch.arange(length, device=generated.device)[None, :]
    masked_before = ((generated == mask_id) & (offsets < first_end[:, None])).any(dim=1)
    return has_end & ~masked_before, first_end


def _next_masked_block(
    generated: torch.Tensor, mask_id: int, block: int, after: torch.Tensor
) -> torch.Tensor:
    """generated (R, N), after (R,) -> (R,) each row's first block after `after` that still
    has a mask, N // block where none has."""
    rows, length = generated.shape
    masked = (generated == mask_id).view(rows, length // block, block).any(dim=2)  # (R, blocks)
    blocks = torch.arange(length // block, device=generated.device)[None, :]
    masked &= blocks > after[:, None]
    return torch.where(masked.any(dim=1), masked.long().argmax(dim=1), length // block)


def _model_device(model_or_fn: torch.nn.Module | ModelFn) -> torch.device:
    if isinstance(model_or_fn, torch.nn.Module):
        return next(model_or_fn.parameters()).device
    return torch.device("cpu")


@torch.inference_mode()
def sample(
    model_or_fn: torch.nn.Module | ModelFn,
    prompt_ids: Sequence[Sequence[int]],
    *,
    mask_id: int,
    end_ids: Sequence[int],
    pad_id: int,
    options: DiffusionDecodeOptions,
    device: torch.device | None = None,
    kv_cache: bool = True,
    pad_windows: bool = False,
    grounding: CanvasGrounding | None = None,
    canvas: Sequence[Sequence[int]] | None = None,
    utf8: CanvasUtf8 | None = None,
) -> SampleOutput:
    """Fill a canvas of `options.canvas_length` mask tokens after each prompt (see the module
    docstring).

    model_or_fn: a transformers model (called with input_ids, attention_mask and, if it takes
        them, position_ids that skip the left padding) or a function (ids, attention_mask) ->
        logits (B, L, V).
    options.logits_shift: None counts as False here (the Decoder fills it from the config).
    options.remasking: None counts as low_confidence here (likewise).
    mask_id: the mask token (tokenizer.mask_token_id / config.mask_token_id).
    end_ids: tokens that end a draft (eos); the first one committed ends the row's text.
    pad_id: fills the left padding of shorter prompts; never attended to.
    device: where to build the canvas when model_or_fn is a function (default cpu).
    kv_cache: use the KV cache (cache.py) when the model is block-causal (`config.block_causal`)
        and its forward takes a cache; False = the whole canvas every step, same tokens.
    pad_windows: with the cache, rows whose windows differ in length share one forward (the
        shorter windows stretched) instead of one forward per window length.
    grounding: grounded decoding (grounding.py): after the commit rule, started grounded strings
        are completed exactly (tokens corrected, the rest pinned, across blocks). Fresh per call.
    canvas: per prompt, the canvas_length ids to start from instead of all masks (span repair,
        repair.py): only the mask positions are denoised, the rest stays as given. A row starts
        at its first block with a mask and moves on to the next block with one, so fixed
        blocks cost no forward of their own (the cache reads them with the next block).
    utf8: the UTF-8 rule (utf8.py), before grounding (which reads what is committed) and after
        it: every committed token keeps the bytes of the text well-formed, so no draft carries
        U+FFFD from a byte no character goes on with.
    Raises ValueError for arguments that cannot be sampled, ModelError for a model that
    misbehaves (training mode, logits of the wrong shape).
    """
    check_blocks(options)  # again: options changed by model_copy(update=...) skip validation
    canvas_length, block = options.canvas_length, options.resolved_block_length
    num_blocks = canvas_length // block
    steps_per_block = options.steps // num_blocks
    rule = options.remasking or "low_confidence"
    if not prompt_ids:
        raise ValueError("sample() needs at least one prompt")
    if not end_ids:
        raise ValueError("sample() needs at least one end token id (eos) to know where drafts end")
    if mask_id in end_ids:
        raise ValueError(f"mask id {mask_id} cannot also be an end id")
    if options.logits_shift and not all(len(p) > 0 for p in prompt_ids):
        raise ValueError(
            "logits_shift needs a non-empty prompt: position i is predicted from logits at i-1"
        )

    forward = FullCanvas(model_or_fn)
    if forward.attention_block not in (None, block):
        raise ValueError(
            f"a block-causal model must be decoded in its own blocks of "
            f"{forward.attention_block} tokens, not {block}"
        )
    device = device if device is not None else _model_device(model_or_fn)
    batch = len(prompt_ids)
    prompt_len = max(len(p) for p in prompt_ids)
    total_len = prompt_len + canvas_length  # L
    end = torch.tensor(list(end_ids), device=device)  # (E,) end token ids
    mask_index = torch.tensor([mask_id], device=device)

    # x (B, L): [pad .. pad | prompt | mask * canvas_length], prompts right-aligned at prompt_len
    x = torch.full((batch, total_len), mask_id, dtype=torch.long, device=device)
    attention = torch.zeros((batch, total_len), dtype=torch.bool, device=device)  # (B, L)
    for row, prompt in enumerate(prompt_ids):
        start = prompt_len - len(prompt)
        x[row, :start] = pad_id
        x[row, start:prompt_len] = torch.tensor(list(prompt), dtype=torch.long, device=device)
        attention[row, start:] = True
    if canvas is not None:
        if len(canvas) != batch or any(len(c) != canvas_length for c in canvas):
            raise ValueError(f"canvas must hold {canvas_length} ids for each of {batch} prompts")
        x[:, prompt_len:] = torch.tensor([list(c) for c in canvas], dtype=torch.long, device=device)
    position_ids = (attention.long().cumsum(dim=1) - 1).clamp(min=0)  # (B, L), 0 at first token
    shift = 1 if options.logits_shift else 0

    cached = bool(
        kv_cache
        and forward.attention_block is not None
        and forward.cache_argument is not None
        and forward.takes_position_ids
        and forward.takes_logits_to_keep
    )
    blocks = None
    if cached:
        blocks = CachedBlocks(
            forward.module,
            forward.cache_argument,
            x,
            attention,
            position_ids,
            block,
            shift,
            pad_windows=pad_windows,
        )

    generator = torch.Generator(device=device).manual_seed(options.seed)
    finished = torch.zeros(batch, dtype=torch.bool, device=device)  # (B,)
    steps_used = torch.zeros(batch, dtype=torch.long, device=device)  # (B,)
    # (B,) each row's block: the first with a mask (all rows start at 0 on a fresh canvas)
    before_all = torch.full((batch,), -1, dtype=torch.long, device=device)
    block_index = _next_masked_block(x[:, prompt_len:], mask_id, block, before_all)
    step_in_block = torch.zeros(batch, dtype=torch.long, device=device)  # (B,) steps spent in it
    block_offsets = torch.arange(block, device=device)[None, :]  # (1, block)
    forwards = 0

    while True:
        active = ~finished & (block_index < num_blocks)  # (B,) rows with work
        if not bool(active.any()):
            break
        rows = active.nonzero().squeeze(1)  # (R,)
        block_lo = prompt_len + block_index[rows] * block  # (R,) first column of each block
        columns = block_lo[:, None] + block_offsets  # (R, block) canvas columns of the blocks
        # (R, block, V): the logits that predict each row's block
        if blocks is not None:
            block_logits, calls = blocks(rows, block_lo)
        else:
            block_logits = forward(
                x[rows], attention[rows], position_ids[rows], block_lo, block, shift, prompt_len
            )
            calls = 1
        forwards += calls
        steps_used[rows] += 1

        block_logits = block_logits.to(torch.promote_types(block_logits.dtype, torch.float32))
        if options.suppress_end_until is not None:
            # (R, block) True where an end token is not allowed yet
            no_end = (columns - prompt_len) < options.suppress_end_until
            if bool(no_end.any()):
                block_logits = block_logits.clone()
                ends = block_logits[:, :, end]  # (R, block, E)
                block_logits[:, :, end] = torch.where(no_end[:, :, None], NEG_INF, ends)
        # the mask is no token to write: committed, it would stay a hole in the text
        block_logits = block_logits.index_fill(-1, mask_index, NEG_INF)
        x0, confidence = predict(block_logits, options.temperature, generator)  # (R, block)

        current = x[rows].gather(1, columns)  # (R, block)
        is_mask = current == mask_id  # (R, block)
        floor = step_floor(is_mask.sum(dim=1), steps_per_block - step_in_block[rows])  # (R,)
        commit = choose(
            rule,
            confidence,
            is_mask,
            floor,
            threshold=options.threshold,
            entropy_bound=options.entropy_bound,
            entropies=entropy(block_logits) if rule == "entropy_bounded" else None,
        )  # (R, block)
        if utf8 is not None:  # before grounding, which reads the tokens committed
            x0 = utf8.step(x, prompt_len, rows, block_lo - prompt_len, x0, commit, block_logits)
        if grounding is not None:
            x0, commit = grounding.step(
                x, prompt_len, rows, block_lo - prompt_len, x0, commit, block_logits
            )
            if utf8 is not None:  # and after: a token grounding chose may break a character
                x0 = utf8.step(x, prompt_len, rows, block_lo - prompt_len, x0, commit, block_logits)
        x[rows[:, None], columns] = torch.where(commit, x0, current)

        # a row whose block is complete moves on to its next block
        step_in_block[rows] += 1
        complete = ~(is_mask & ~commit).any(dim=1)  # (R,)
        block_index[rows] = torch.where(
            complete,
            _next_masked_block(x[rows, prompt_len:], mask_id, block, block_index[rows]),
            block_index[rows],
        )
        step_in_block[rows] = torch.where(complete, 0, step_in_block[rows])
        if options.early_exit:
            done, _ = _finished_rows(x[rows, prompt_len:], mask_id, end)
            finished[rows] |= done

    canvas = x[:, prompt_len:]  # (B, N)
    _, first_end = _finished_rows(canvas, mask_id, end)
    tokens: list[list[int]] = []
    end_positions: list[int | None] = []
    for row in range(batch):
        stop = int(first_end[row])
        kept = canvas[row, :stop]
        kept = kept[(kept != mask_id) & (kept != pad_id)]
        tokens.append(kept.tolist())
        end_positions.append(stop if stop < canvas_length else None)
    return SampleOutput(
        tokens=tokens,
        canvas=canvas.clone(),
        steps_used=steps_used.tolist(),
        forwards=forwards,
        end_positions=end_positions,
        committed=(canvas != mask_id).sum(dim=1).tolist(),
        cached=cached,
    )
