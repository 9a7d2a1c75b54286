"""Commit rules: which masked positions of its block a denoising step fills (`remasking`).

Every rule sees, per row, the block's predictions x0 and their confidences (the model's own
probability of each predicted token) and returns how many positions to commit and in which
order of priority. `steps` stays the user's knob (forwards allowed per draft): a step commits at
least ceil(masked left in block / steps left in block) positions, so a block never needs more
than its share of the steps; a rule may commit more (then the block finishes sooner and its
unused steps are not spent).

    low_confidence   LLaDA (arXiv 2502.09992): the k most confident masked positions, k the
                     even schedule above (with `threshold` set: Fast-dLLM's count, as before)
    left_to_right    as many as low_confidence, but the leftmost masked positions
    confident_run    the leftmost masked position plus the unbroken run of masked positions
                     right after it whose confidence is >= threshold (tau); written left to
                     right, each step as far as the model is sure
    threshold        Fast-dLLM (arXiv 2505.22618): every masked position whose confidence is
                     above threshold (tau), most confident first
    entropy_bounded  EB-sampler (arXiv 2505.24857): masked positions in order of confidence
                     while the running sum of their entropies stays <= entropy_bound (gamma)

All of them commit at least one position per step and never more than are masked.
"""

from __future__ import annotations

from typing import Literal

import torch

CommitRule = Literal[
    "low_confidence", "left_to_right", "confident_run", "threshold", "entropy_bounded"
]
COMMIT_RULES: tuple[str, ...] = CommitRule.__args__  # type: ignore[attr-defined]
# tau when a rule that needs one (confident_run, threshold) is given none
DEFAULT_THRESHOLD = 0.9
# gamma (nats) when entropy_bounded is given none; EB-sampler's own sweep spans ~0.01..1
DEFAULT_ENTROPY_BOUND = 0.1
NEG_INF = float("-inf")


def step_floor(remaining: torch.Tensor, steps_left: torch.Tensor) -> torch.Tensor:
    """(R,) masked positions left in the block and steps left for it -> (R,) the fewest
    positions this step must commit: ceil(remaining / steps_left), at least one.

    For a full block this is LLaDA's even schedule (num_transfer_tokens: the remainder one each
    to the first steps), step after step."""
    return torch.clamp((remaining + steps_left - 1) // steps_left.clamp(min=1), min=1)


def entropy(logits: torch.Tensor) -> torch.Tensor:
    """logits (..., V) -> (...) entropy of softmax(logits) in nats."""
    log_p = torch.log_softmax(logits, dim=-1)
    return -(log_p.exp() * log_p).sum(dim=-1)


def _leading_true(flags: torch.Tensor) -> torch.Tensor:
    """(R, n) bool -> (R,) how many of each row's first flags are True before the first False."""
    return flags.long().cumprod(dim=1).sum(dim=1)


def choose(
    rule: str,
    confidence: torch.Tensor,
    is_mask: torch.Tensor,
    floor: torch.Tensor,
    *,
    threshold: float | None = None,
    entropy_bound: float | None = None,
    entropies: torch.Tensor | None = None,
) -> torch.Tensor:
    """Which positions of the block to commit now.

    confidence (R, block): probability of each position's prediction; is_mask (R, block): the
    positions still masked; floor (R,): step_floor; entropies (R, block): needed by
    entropy_bounded only. -> commit (R, block) bool, only ever on masked positions.
    """
    if rule not in COMMIT_RULES:
        raise ValueError(f"unknown commit rule {rule!r}; choose one of {', '.join(COMMIT_RULES)}")
    block = confidence.shape[1]
    remaining = is_mask.sum(dim=1)  # (R,)
    masked_conf = torch.where(is_mask, confidence, NEG_INF)  # (R, block)
    offsets = torch.arange(block, device=confidence.device)[None, :]  # (1, block)
    leftmost_first = torch.where(is_mask, -offsets.to(confidence.dtype), NEG_INF)  # (R, block)
    if rule in ("low_confidence", "left_to_right"):
        k = floor
        if threshold is not None:  # Fast-dLLM's count, kept for options that set both
            k = torch.maximum(floor, (masked_conf > threshold).sum(dim=1))
        priority = masked_conf if rule == "low_confidence" else leftmost_first
    elif rule == "threshold":
        tau = DEFAULT_THRESHOLD if threshold is None else threshold
        k, priority = torch.maximum(floor, (masked_conf > tau).sum(dim=1)), masked_conf
    elif rule == "confident_run":
        tau = DEFAULT_THRESHOLD if threshold is None else threshold
        order = leftmost_first.argsort(dim=1, descending=True)  # (R, block) masked left to right
        sure = (masked_conf.gather(1, order) >= tau) & is_mask.gather(1, order)  # (R, block)
        sure[:, 0] = True  # the leftmost masked position is committed whatever its confidence
        k, priority = torch.maximum(floor, _leading_true(sure)), leftmost_first
    else:  # entropy_bounded
        if entropies is None:
            raise ValueError("entropy_bounded needs the entropies of the predictions")
        gamma = DEFAULT_ENTROPY_BOUND if entropy_bound is None else entropy_bound
        order = masked_conf.argsort(dim=1, descending=True)  # (R, block) most confident first
        spent = torch.where(is_mask, entropies, 0.0).gather(1, order).cumsum(dim=1)  # (R, block)
        within = (spent <= gamma) & is_mask.gather(1, order)
        k, priority = torch.maximum(floor, _leading_true(within)), masked_conf
    k = torch.minimum(k, remaining)  # (R,)
    commit = torch.zeros_like(is_mask)  # (R, block)
    top_k = int(k.max())
    if top_k > 0:
        # top-k per row with a per-row k: take the max k, keep the first k[r] of each row
        ranked = priority.topk(top_k, dim=1).indices  # (R, top_k)
        commit.scatter_(1, ranked, offsets[:, :top_k] < k[:, None])
    return commit & is_mask
