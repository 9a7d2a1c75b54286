"""The hybrid decoder over a whole batch at once: every round, one drafter forward per draft step
and ONE AR verify forward for all rows still writing, each row at its own length.

The round is hybrid.py's (draft W tokens, the AR reads them, the longest agreeing prefix plus
the AR's own token is accepted); only the bookkeeping is per row: its text, its accepted count,
its random generators (seeded as when the row is decoded alone), its grounding matcher. Rows
accept different lengths, so both models keep a ragged cache (ragged.py) instead of one
DynamicCache per prompt, and a row that has finished leaves the batch.

On a compute-bound CPU this does not make a round cheaper per row; it turns B small forwards
into one wider one (fewer, larger matmuls, and no per-forward Python overhead per row).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import torch

from sales_dlm.decoding.ragged import RaggedCache
from sales_dlm.decoding.verify import (
    accept_greedy,
    draft_cut,
    speculative_accept,
    target_probs,
)


@dataclass
class RowState:
    """One prompt of the batch while it is being written."""

    text: list[int]  # prompt + accepted tokens
    prompt_length: int
    matcher: object | None = None
    generator: torch.Generator | None = None  # the AR's acceptance draws
    draft_generator: torch.Generator | None = None  # the drafter's samples
    tokens: list[int] = field(default_factory=list)
    ar_forwards: int = 0
    draft_forwards: int = 0
    accepted: int = 0
    done: bool = False


def decode_batch(
    decoder, prompts: Sequence[list[int]], options, width: int, matchers, most: Sequence[int]
) -> list:
    """prompts: encoded ids; most: per prompt its budget of new tokens (base.token_budget);
    -> per prompt a RowState with its tokens and counts."""
    ar, drafter = decoder.loaded, decoder.drafter
    sampling = options.temperature > 0
    rows = []
    for ids, matcher in zip(prompts, matchers, strict=True):
        row = RowState(text=list(ids), prompt_length=len(ids), matcher=matcher)
        if sampling:
            row.generator = torch.Generator(device=ar.device).manual_seed(options.seed)
            row.draft_generator = torch.Generator(device=drafter.device).manual_seed(
                options.seed + 1
            )
        rows.append(row)
    capacity = max(len(ids) + budget for ids, budget in zip(prompts, most, strict=True)) + width + 2
    ar_cache = RaggedCache(ar.model, decoder._ar_cache_arg, len(rows), capacity)
    draft_cache = RaggedCache(drafter.model, decoder._draft_cache_arg, len(rows), capacity)
    end_ids = set(ar.end_token_ids)
    with torch.inference_mode():
        while True:
            active = [i for i, row in enumerate(rows) if not row.done]
            if not active:
                return rows
            budgets = {i: most[i] - len(rows[i].tokens) for i in active}
            sizes = {i: min(width, budgets[i] - 1) for i in active}  # the AR adds one token
            drafts = {i: [] for i in active}
            probs: dict[int, torch.Tensor | None] = {i: None for i in active}
            drafting = [i for i in active if sizes[i] > 0]
            if drafting:
                drafted = draft_rows(decoder, draft_cache, rows, drafting, sizes, options)
                for i, (tokens, q) in drafted.items():
                    cut = draft_cut(tokens, end_ids)
                    drafts[i], probs[i] = tokens[:cut], None if q is None else q[:cut]
            fed = [rows[i].text[ar_cache.length[i] :] + drafts[i] for i in active]
            logits = ar_cache.forward(active, fed, [len(drafts[i]) + 1 for i in active])
            upto = []
            for i, row_logits in zip(active, logits, strict=True):
                row = rows[i]
                row.ar_forwards += 1
                if sampling:
                    target = target_probs(row_logits, options.temperature, options.top_p)
                    new = speculative_accept(drafts[i], probs[i], target, row.generator)
                else:
                    new = accept_greedy(drafts[i], row_logits, row.matcher)
                row.accepted += len(new) - 1
                upto.append(len(row.text) + len(new) - 1)  # text + the accepted draft tokens
                for token in new[: budgets[i]]:
                    if token in end_ids:
                        row.done = True
                        break
                    row.tokens.append(token)
                    row.text.append(token)
                if len(row.tokens) >= most[i]:
                    row.done = True
            ar_cache.store(upto)


def draft_rows(decoder, cache: RaggedCache, rows, drafting, sizes, options) -> dict:
    """sizes[i] draft tokens after each drafting row's text in at most options.steps batched
    drafter forwards -> {i: (tokens, q (size, V) when sampling else None)}."""
    drafter = decoder.drafter
    shift = 1 if drafter.logits_shift else 0
    sampling = options.temperature > 0
    left_to_right = sampling or options.remasking == "left_to_right"
    mask_id = drafter.mask_token_id
    windows = {i: [mask_id] * sizes[i] for i in drafting}
    probs: dict[int, torch.Tensor | None] = {i: None for i in drafting}
    for i in drafting:
        # the cache holds causal text only, and never the column whose logits are read
        cache.length[i] = min(cache.length[i], len(rows[i].text) - shift)
    for step in range(options.steps):
        busy = [i for i in drafting if mask_id in windows[i]]
        if not busy:
            break
        fed = [rows[i].text[cache.length[i] :] + windows[i] for i in busy]
        logits = cache.forward(
            busy, fed, [sizes[i] + shift for i in busy], [len(rows[i].text) for i in busy]
        )
        cache.store([len(rows[i].text) - shift for i in busy])  # never the window's keys
        for i, row_logits in zip(busy, logits, strict=True):
            row_logits = row_logits[: sizes[i]]  # (size, V): the window's predictions
            rows[i].draft_forwards += 1
            window = torch.tensor(windows[i])
            masked = window == mask_id
            count = -(-int(masked.sum()) // (options.steps - step))  # ceil: share the rest
            if sampling:
                scaled = torch.softmax(row_logits / options.temperature, dim=-1)
                chosen = torch.multinomial(scaled, 1, generator=rows[i].draft_generator).squeeze(1)
                if probs[i] is None:
                    probs[i] = torch.zeros_like(scaled)
            else:
                chosen = row_logits.argmax(dim=-1)
            chosen = chosen.cpu()
            if left_to_right:
                order = masked.nonzero().squeeze(1)[:count]
            else:
                confidence = torch.softmax(row_logits, dim=-1).gather(1, chosen[:, None])
                confidence = confidence.squeeze(1).cpu()
                order = torch.where(masked, confidence, -1.0).topk(count).indices
            window[order] = chosen[order]
            windows[i] = window.tolist()
            if sampling:
                probs[i][order] = scaled[order]
    return {i: (windows[i], probs[i]) for i in drafting}
