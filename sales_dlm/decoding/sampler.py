"""The masked-diffusion sampler: `sample` writes a draft into a canvas of mask tokens by
denoising it, a pure function over any model that maps token ids to logits. The `diffusion`
decoder (diffusion.py) puts it behind the Decoder interface.

Shapes: B prompts in the batch, P = longest prompt, N = options.canvas_length, L = P + N,
V = vocabulary, R = rows still being decoded (early exit drops finished ones).

Algorithm (LLaDA, arXiv 2502.09992, with Fast-dLLM's threshold rule as an option):

    x = prompt + canvas_length mask tokens               (B, L); batched: prompts left-padded,
                                                          padding excluded by the attention mask
    for each block of block_length positions (semi-autoregressive; one block = pure diffusion):
        k_schedule = spread the block's masked count evenly over steps/num_blocks steps,
                     the remainder going one each to the first steps
        for each step of the block:                      one forward pass = one denoising step
            logits = model(x) at the block's positions   (R, block, V)
            x0     = argmax(logits)                      (R, block); Gumbel-max at temperature > 0
            conf   = softmax(logits)[x0]                 (R, block)
            commit x0 at the k most confident masked positions of the block (low-confidence
            remasking: the confident predictions stay, the rest remain masked)
    Fast-dLLM (threshold set): commit every masked position whose confidence is above the
    threshold, but at least ceil(masked left in block / steps left in block) (so at least one,
    and `steps` stays a hard ceiling); a block that is complete ends early.
    Left-to-right remasking (options.remasking): a step commits as many positions as above, but
    the leftmost masked ones of the block instead of the most confident. The embedded model
    decodes better so at about one token per step (reports/training.md): committing a confident
    token far right of the text written so far often duplicates or cuts an unseen name
    (Peregrine -> "Peregregrine").

Early exit (options.early_exit): a row is finished once it has committed an end token and every
position before the first end token is filled. Finished rows leave the batch (no more forwards,
never changed again); the call returns when every row is finished or the steps are spent.

`sample` holds no state between calls and draws its randomness from its own seeded
torch.Generator on the model's device, so equal inputs give equal outputs. At temperature 0 a
row's tokens do not depend on the other rows of its batch (up to float rounding of different
batch shapes); at temperature > 0 the noise a row draws does depend on which rows share it.
The plain re-derivation of the published algorithm in `reference.py` checks it token for token
(temperature 0, early exit off).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import torch

from sales_dlm.decoding.attention import block_causal_mask
from sales_dlm.decoding.base import DiffusionDecodeOptions, check_blocks
from sales_dlm.errors import ModelError

# (input_ids (B, L), attention_mask (B, L) bool) -> logits (B, L, V)
ModelFn = Callable[[torch.Tensor, torch.Tensor], torch.Tensor]
NEG_INF = float("-inf")


@dataclass
class SampleOutput:
    """What `sample` wrote, per prompt, and the denoising steps it spent."""

    tokens: list[list[int]]  # per prompt: generated ids before the first end token, no mask/pad
    canvas: torch.Tensor  # (B, N) the canvas as left; mask id where never filled
    steps_used: list[int]  # per prompt: denoising steps (forwards) that computed this row
    forwards: int  # batched forward passes made in total
    end_positions: list[int | None]  # per prompt: canvas offset of the first end token, if any


class _Forward:
    """Calls a transformers model or a plain function; returns the logits of some positions.

    A model that takes `position_ids` gets positions that skip the left padding (BERT's absolute
    positions would otherwise shift); one that takes `logits_to_keep` (Llama and most causal-LM
    classes) computes its LM head only at the positions asked for, which is exact and saves the
    head's FLOPs at every other position.
    """

    def __init__(self, model_or_fn: torch.nn.Module | ModelFn):
        self.module = model_or_fn if isinstance(model_or_fn, torch.nn.Module) else None
        self.fn = model_or_fn
        self.takes_position_ids = self.takes_logits_to_keep = False
        # block_causal models (attention.py) get a 4D mask built for their own block length
        self.attention_block: int | None = None
        if self.module is not None:
            if self.module.training:
                raise ModelError(
                    "the model is in training mode: call model.eval() first (dropout would make "
                    "every draft random)"
                )
            params = inspect.signature(self.module.forward).parameters
            self.takes_position_ids = "position_ids" in params
            self.takes_logits_to_keep = "logits_to_keep" in params
            config = getattr(self.module, "config", None)
            if getattr(config, "block_causal", False):
                self.attention_block = int(config.block_length)

    def __call__(
        self,
        ids: torch.Tensor,
        attention_mask: torch.Tensor,
        position_ids: torch.Tensor,
        keep: slice,
        canvas_start: int,
        current_block: int,
    ) -> torch.Tensor:
        """ids, attention_mask, position_ids (R, L) -> logits (R, keep.stop - keep.start, V)."""
        if self.module is None:
            out = self.fn(ids, attention_mask)
        else:
            if self.attention_block is None:
                mask = attention_mask.long()
            else:
                mask = block_causal_mask(
                    attention_mask, canvas_start, self.attention_block, current_block
                )
            kwargs = {"input_ids": ids, "attention_mask": mask}
            if self.takes_position_ids:
                kwargs["position_ids"] = position_ids
            if self.takes_logits_to_keep:
                kwargs["logits_to_keep"] = torch.arange(keep.start, keep.stop, device=ids.device)
            out = self.module(**kwargs)
        logits = out.logits if hasattr(out, "logits") else out  # (R, L or kept, V)
        if logits.dim() != 3 or logits.shape[0] != ids.shape[0]:
            raise ModelError(
                f"the model returned logits of shape {tuple(logits.shape)} for ids of shape "
                f"{tuple(ids.shape)}; expected (rows, positions, vocabulary)"
            )
        if logits.shape[1] == ids.shape[1]:  # the model returned every position
            logits = logits[:, keep]
        if logits.shape[1] != keep.stop - keep.start:
            raise ModelError(
                f"the model returned logits for {logits.shape[1]} positions, "
                f"expected {ids.shape[1]} (every position) or {keep.stop - keep.start}"
            )
        return logits


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
    Raises ValueError for arguments that cannot be sampled, ModelError for a model that
    misbehaves (training mode, logits of the wrong shape).
    """
    check_blocks(options)  # again: options changed by model_copy(update=...) skip validation
    canvas_length, block = options.canvas_length, options.resolved_block_length
    num_blocks = canvas_length // block
    steps_per_block = options.steps // num_blocks
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

    forward = _Forward(model_or_fn)
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

    # x (B, L): [pad .. pad | prompt | mask * canvas_length], prompts right-aligned at prompt_len
    x = torch.full((batch, total_len), mask_id, dtype=torch.long, device=device)
    attention = torch.zeros((batch, total_len), dtype=torch.bool, device=device)  # (B, L)
    for row, prompt in enumerate(prompt_ids):
        start = prompt_len - len(prompt)
        x[row, :start] = pad_id
        x[row, start:prompt_len] = torch.tensor(list(prompt), dtype=torch.long, device=device)
        attention[row, start:] = True
    position_ids = (attention.long().cumsum(dim=1) - 1).clamp(min=0)  # (B, L), 0 at first token

    generator = torch.Generator(device=device).manual_seed(options.seed)
    finished = torch.zeros(batch, dtype=torch.bool, device=device)  # (B,)
    steps_used = torch.zeros(batch, dtype=torch.long, device=device)  # (B,)
    forwards = 0
    shift = 1 if options.logits_shift else 0
    canvas_offsets = torch.arange(canvas_length, device=device)  # (N,)
    block_offsets = torch.arange(block, device=device)[None, :]  # (1, block)

    for block_index in range(num_blocks):
        lo = prompt_len + block_index * block  # block = canvas columns [lo, hi)
        hi = lo + block
        if options.early_exit and bool(finished.all()):
            break
        # (B, steps_per_block): how many positions each step of this block commits per row
        schedule = num_transfer_tokens((x[:, lo:hi] == mask_id).sum(dim=1), steps_per_block)
        if options.suppress_end_until is not None:
            # (block,) True where an end token is not allowed yet
            no_end = canvas_offsets[lo - prompt_len : hi - prompt_len] < options.suppress_end_until

        for step in range(steps_per_block):
            active = (x[:, lo:hi] == mask_id).any(dim=1) & ~finished  # (B,) rows with work
            if options.threshold is None:
                active &= schedule[:, step] > 0  # nothing to commit: skip the forward
            if not bool(active.any()):
                if options.threshold is not None:
                    break  # every row's block is complete: go to the next block
                continue  # a step with k = 0 for every row (steps > block_length)
            rows = active.nonzero().squeeze(1)  # (R,)
            # (R, block, V): the logits that predict canvas columns [lo, hi)
            block_logits = forward(
                x[rows],
                attention[rows],
                position_ids[rows],
                slice(lo - shift, hi - shift),
                canvas_start=prompt_len,
                current_block=block_index,
            )
            forwards += 1
            steps_used[rows] += 1

            block_logits = block_logits.to(torch.promote_types(block_logits.dtype, torch.float32))
            if options.suppress_end_until is not None and bool(no_end.any()):
                block_logits = block_logits.clone()
                block_logits[:, no_end.nonzero().squeeze(1)[:, None], end] = NEG_INF
            x0, confidence = predict(block_logits, options.temperature, generator)  # (R, block)

            current = x[rows, lo:hi]  # (R, block)
            is_mask = current == mask_id  # (R, block)
            confidence = torch.where(is_mask, confidence, NEG_INF)  # committed stay committed
            if options.threshold is None:
                k = schedule[rows, step]  # (R,)
            else:
                remaining = is_mask.sum(dim=1)  # (R,)
                steps_left = steps_per_block - step
                floor = torch.clamp((remaining + steps_left - 1) // steps_left, min=1)
                above = (confidence > options.threshold).sum(dim=1)
                k = torch.minimum(torch.maximum(floor, above), remaining)
            if options.remasking == "left_to_right":  # the leftmost masked positions first
                confidence = torch.where(is_mask, -block_offsets.to(confidence.dtype), NEG_INF)
            top_k = int(k.max())
            if top_k > 0:
                # top-k per row with a per-row k: take the max k, keep the first k[r] of each row
                chosen = confidence.topk(top_k, dim=1).indices  # (R, top_k)
                keep = torch.arange(top_k, device=device)[None, :] < k[:, None]  # (R, top_k)
                commit = torch.zeros_like(is_mask)  # (R, block)
                commit.scatter_(1, chosen, keep)
                x[rows, lo:hi] = torch.where(commit & is_mask, x0, current)

            if options.early_exit:
                done, _ = _finished_rows(x[rows, prompt_len:], mask_id, end)
                finished[rows] |= done
                if bool(finished.all()):
                    break

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
    )
