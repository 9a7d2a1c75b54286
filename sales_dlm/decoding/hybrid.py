"""The `hybrid` decoder: the diffusion model drafts, the AR model verifies (speculative decoding).

    ar, drafter = load("embedded", kind="ar"), load("embedded", kind="diffusion")
    drafts = get_decoder("hybrid", ar, drafter=drafter).decode(prompts)

One round, per prompt (K = generated tokens so far, W = options.draft_length):

    draft   the diffusion model fills W mask tokens after the text so far in options.steps
            forwards (the masks attend to each other both ways and causally to the prompt and
            the accepted text, as the block-causal model was trained); the draft is cut after
            its first end token and to the token budget
    verify  the AR model reads the draft in ONE cached forward: its greedy token at each draft
            position; the longest prefix of the draft that matches is accepted, then the AR's
            own token at the first disagreement (or after the whole draft) is taken too, so a
            round always yields >= 1 token and the output is exactly the AR's greedy output
    rollback the AR cache is cropped to the accepted text; the drafter continues from it

At temperature > 0 the verify step is standard speculative sampling (Leviathan et al. 2023):
accept draft token d with probability min(1, p(d) / q(d)), p = the AR's distribution after
`ar` decoding's temperature and top_p, q = the drafter's (softmax at the same temperature);
at the first rejection sample from the residual max(0, p - q), after a full acceptance from p.
The output is distributed as AR sampling, not token-identical to it (other random numbers).
The drafter then commits left to right, so that each draft token is a sample of q given the
tokens before it.

Caches: the AR model keeps a transformers `DynamicCache` of prompt + accepted text (cropped after
a rejection). The drafter keeps a DynamicCache of the same text read causally (a block-causal
model reads finished text exactly so); each draft forward feeds the accepted tokens it has not
cached yet plus the window, under a 4D mask built here (causal, and the window both ways inside
itself), and the window's keys are cropped off again afterwards.

Batches: a batch of several prompts is decoded together (hybrid_batch.py): each round one
drafter forward per draft step and one AR forward for every row still writing, each row at its
own length (ragged caches, ragged.py), with the same tokens as when the row is decoded alone.
A single prompt takes the DynamicCache path below. Every result's `seconds` is batch time / B.

Identity with the `ar` decoder (greedy) holds up to float rounding: the AR model here reads
several tokens per forward where `generate` reads one, and a near-tie between two tokens could
round differently. tests/test_decoding_hybrid.py and benchmarks/hybrid.py check it token for
token (the 50 reported held-out buyers: identical).
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import torch
from pydantic import BaseModel, ConfigDict, Field

from sales_dlm.decoding.base import (
    BatchTimer,
    Decoder,
    DecodeResult,
    build_result,
    register_decoder,
    token_budget,
    with_seconds,
)
from sales_dlm.decoding.grounding import (
    check_grounded,
    grounding_on,
    model_matchers,
)
from sales_dlm.decoding.hybrid_batch import decode_batch
from sales_dlm.decoding.prompting import encode_prompt
from sales_dlm.decoding.utf8 import Utf8Guard, utf8_table
from sales_dlm.decoding.verify import (
    accept_greedy,
    check_plain_greedy,
    check_shared_tokenizer,
    draft_cut,
    speculative_accept,
    target_probs,
)
from sales_dlm.errors import ModelError
from sales_dlm.models.loading import LoadedModel

# Draft length by default: on the CPU the AR's verify forward costs more the more tokens it reads
# (about 1.9x a one-token forward at 20), and the embedded drafter's 13th..20th tokens add
# little (7.1 tokens per AR forward at 12, 7.7 at 20 on selection buyers): 12 measured as fast
# as 20 or a little faster (benchmarks/hybrid.py --sweep). On a GPU a longer draft costs ~nothing.
DEFAULT_DRAFT_LENGTH = 12


class HybridDecodeOptions(BaseModel):
    """Options of the AR-verified drafting (`hybrid`) decoder."""

    model_config = ConfigDict(extra="forbid")

    # the AR decoder's budget and name (None = by the prompt, base.token_budget): greedy hybrid
    # output = `ar` output at the same budget
    max_new_tokens: int | None = Field(default=None, ge=1)
    # drafter forwards per draft (a draft's denoising steps); measured best at 1 on the embedded
    # models (benchmarks/hybrid.py): more steps draft better but cost more than they save
    steps: int = Field(default=1, ge=1)
    # mask tokens per draft, at most the drafter's block (config.block_length: 20 for the
    # embedded model); None = DEFAULT_DRAFT_LENGTH or the drafter's block if shorter
    draft_length: int | None = Field(default=None, ge=1)
    # which masks a draft step commits: "left_to_right" the leftmost, "low_confidence" the most
    # confident (as DiffusionDecodeOptions.remasking). Sampling always commits left to right
    remasking: Literal["left_to_right", "low_confidence"] = "left_to_right"
    temperature: float = Field(default=0.0, ge=0.0)
    top_p: float = Field(default=1.0, gt=0.0, le=1.0)  # the AR's nucleus, as in `ar`
    seed: int = 0
    # write the records' names exactly once started, as the `ar` decoder does (grounding.py),
    # so that greedy hybrid drafts stay the `ar` decoder's drafts; None = the model's default
    grounding: bool | None = None


@dataclass
class _RowStats:
    tokens: list[int]
    ar_forwards: int = 0
    draft_forwards: int = 0
    accepted: int = 0  # draft tokens the AR agreed with (its own tokens not counted)


def _cache_argument(model: torch.nn.Module) -> str | None:
    """The name under which this transformers version's model takes a KV cache."""
    params = inspect.signature(model.forward).parameters
    for name in ("cache", "past_key_values"):
        if name in params:
            return name
    return None


def _crop(cache, length: int) -> None:
    """Keep the first `length` positions of a DynamicCache."""
    extra = cache.get_seq_length() - length
    if extra > 0:
        cache.crop(-extra)  # transformers >= 5: a negative count of positions to drop


def window_attention(first: int, lo: int, hi: int, device: torch.device) -> torch.Tensor:
    """The drafter's mask for queries = columns [first, hi), keys = columns [0, hi): causal,
    and the window [lo, hi) also attends to itself both ways. -> (1, 1, hi - first, hi) bool."""
    queries = torch.arange(first, hi, device=device)[:, None]  # (Q, 1)
    keys = torch.arange(hi, device=device)[None, :]  # (1, K)
    allowed = (keys <= queries) | ((queries >= lo) & (keys >= lo))
    return allowed[None, None]


@register_decoder("hybrid")
class HybridDecoder(Decoder):
    """AR-verified drafting: `loaded` is the AR (causal) model whose output this reproduces,
    `drafter` the diffusion model that proposes. Both must share one tokenizer."""

    options_class = HybridDecodeOptions
    kinds = ("causal",)
    grounds = True  # decode takes grounded= (grounding.py), as the `ar` decoder does

    def __init__(self, loaded: LoadedModel, drafter: LoadedModel | None = None):
        super().__init__(loaded)
        if drafter is None:
            raise ModelError(
                "the 'hybrid' decoder needs a diffusion drafter next to the AR model: "
                "get_decoder('hybrid', ar_model, drafter=diffusion_model)"
            )
        if drafter.kind != "diffusion":
            raise ModelError(
                f"the 'hybrid' decoder drafts with a diffusion model, but {drafter.name!r} is a "
                f"{drafter.kind} model"
            )
        check_shared_tokenizer(loaded, drafter)
        check_plain_greedy(loaded)
        if drafter.mask_token_id is None:
            raise ModelError(f"the drafter {drafter.name!r} has no mask token to draft into")
        if not loaded.end_token_ids:
            raise ModelError(
                f"{loaded.name!r} defines no end token (eos) in its tokenizer or config: "
                "the hybrid decoder could not tell where a draft ends"
            )
        for model, role in ((loaded, "AR model"), (drafter, "drafter")):
            if _cache_argument(model.model) is None:
                raise ModelError(
                    f"the {role} {model.name!r} ({type(model.model).__name__}) takes no KV cache "
                    "(no `cache` / `past_key_values` argument): the hybrid decoder needs one; "
                    "a Llama-style causal-LM class does"
                )
        self.drafter = drafter
        self._ar_cache_arg = _cache_argument(loaded.model)
        self._draft_cache_arg = _cache_argument(drafter.model)

    def draft_length(self, options: HybridDecodeOptions) -> int:
        block = self.drafter.block_length
        if options.draft_length is None:
            return min(DEFAULT_DRAFT_LENGTH, block or DEFAULT_DRAFT_LENGTH)
        if block is not None and options.draft_length > block:
            raise ModelError(
                f"draft_length {options.draft_length} is longer than the drafter's block "
                f"({block} tokens), the most it was trained to fill at once"
            )
        return options.draft_length

    def decode(
        self,
        prompts: Sequence[str],
        options: HybridDecodeOptions | None = None,
        grounded: Sequence[Sequence[str] | None] | None = None,
    ) -> list[DecodeResult]:
        """grounded: per prompt, the strings of its records (grounding.py); the verifier then
        accepts what the grounded `ar` decoder would write (greedy only)."""
        options = self._check_options(options)
        check_grounded(grounded, prompts)
        if not prompts:
            return []
        width = self.draft_length(options)
        loaded = self.loaded
        matchers = [None] * len(prompts)
        if options.temperature == 0 and grounding_on(options, loaded, grounded):
            matchers = model_matchers(loaded, grounded)
        table = utf8_table(loaded.tokenizer)
        if options.temperature == 0 and not table.trivial:
            # the `ar` decoder's UTF-8 rule (utf8.py), with grounding's where it has one
            matchers = [Utf8Guard(table, matcher) for matcher in matchers]
        with BatchTimer(loaded.device) as timer:
            encoded = [encode_prompt(loaded.tokenizer, prompt) for prompt in prompts]
            most = options.max_new_tokens
            budgets = [token_budget(most, len(ids), loaded.model) for ids in encoded]
            if len(prompts) == 1:
                rows = [self._decode_row(encoded[0], options, width, budgets[0], matchers[0])]
            else:
                rows = decode_batch(self, encoded, options, width, matchers, budgets)
            results = []
            for row in rows:
                result = build_result(
                    loaded.tokenizer,
                    row.tokens,
                    forwards=row.ar_forwards + row.draft_forwards,
                    steps=options.steps,
                    steps_used=row.draft_forwards,
                    seconds=0.0,
                )
                results.append(
                    result.model_copy(
                        update={
                            "ar_forwards": row.ar_forwards,
                            "draft_forwards": row.draft_forwards,
                            "draft_accepted": row.accepted,
                        }
                    )
                )
        return with_seconds(results, timer.seconds)

    # ------------------------------------------------------------ one prompt

    @torch.inference_mode()
    def _decode_row(
        self,
        prompt: list[int],
        options: HybridDecodeOptions,
        width: int,
        most: int,
        matcher=None,
    ) -> _RowStats:
        """most: the row's budget of new tokens (base.token_budget)."""
        from transformers import DynamicCache

        ar, drafter = self.loaded, self.drafter
        end_ids = set(ar.end_token_ids)
        sampling = options.temperature > 0
        generator = None
        if sampling:
            generator = torch.Generator(device=ar.device).manual_seed(options.seed)
        draft_generator = None
        if sampling:
            draft_generator = torch.Generator(device=drafter.device).manual_seed(options.seed + 1)
        ar_cache = DynamicCache(config=ar.model.config)
        draft_cache = DynamicCache(config=drafter.model.config)
        text = list(prompt)  # prompt + accepted tokens
        ar_cached = 0  # text[:ar_cached] is in the AR cache
        stats = _RowStats(tokens=[])
        while len(stats.tokens) < most:
            budget = most - len(stats.tokens)
            size = min(width, budget - 1)  # the AR adds one token of its own
            draft: list[int] = []
            draft_probs = None
            if size > 0:
                draft, draft_probs, forwards = self._draft(
                    text, size, draft_cache, options, draft_generator
                )
                stats.draft_forwards += forwards
                cut = draft_cut(draft, end_ids)
                draft = draft[:cut]
                draft_probs = None if draft_probs is None else draft_probs[:cut]
            fed = text[ar_cached:] + draft
            logits = ar.model(
                input_ids=torch.tensor([fed], device=ar.device),
                use_cache=True,
                logits_to_keep=len(draft) + 1,
                **{self._ar_cache_arg: ar_cache},
            ).logits[0]  # (len(draft) + 1, V): the AR's next token after each draft prefix
            stats.ar_forwards += 1
            if sampling:
                target = target_probs(logits, options.temperature, options.top_p)
                new = speculative_accept(draft, draft_probs, target, generator)
            else:
                new = accept_greedy(draft, logits, matcher)
            stats.accepted += len(new) - 1
            # the cache now holds text + draft; keep text + the accepted draft tokens
            ar_cached = len(text) + len(new) - 1
            _crop(ar_cache, ar_cached)
            new = new[:budget]
            for token in new:
                if token in end_ids:
                    return stats
                stats.tokens.append(token)
                text.append(token)
        return stats

    def _draft(
        self,
        text: list[int],
        size: int,
        cache,
        options: HybridDecodeOptions,
        generator: torch.Generator | None,
    ) -> tuple[list[int], torch.Tensor | None, int]:
        """`size` draft tokens after `text` in at most options.steps drafter forwards -> (tokens,
        q = what each was drawn from (size, V) when sampling else None, forwards made)."""
        drafter = self.drafter
        device = drafter.device
        shift = 1 if drafter.logits_shift else 0
        lo = len(text)  # window = columns [lo, hi)
        hi = lo + size
        # the cache holds causal text only, and never the column whose logits are read
        keep = max(min(lo - shift, cache.get_seq_length()), 0)
        _crop(cache, keep)
        window = torch.full((size,), drafter.mask_token_id, dtype=torch.long, device=device)
        probs = None
        sampling = options.temperature > 0
        left_to_right = sampling or options.remasking == "left_to_right"
        forwards = 0
        for step in range(options.steps):
            masked = window == drafter.mask_token_id
            left = int(masked.sum())
            if left == 0:
                break
            first = cache.get_seq_length()
            ids = torch.cat([torch.tensor(text[first:], dtype=torch.long, device=device), window])
            wanted = torch.arange(lo - shift - first, hi - shift - first, device=device)
            logits = (
                drafter.model(
                    input_ids=ids[None],
                    attention_mask=window_attention(first, lo, hi, device),
                    use_cache=True,
                    logits_to_keep=wanted,
                    **{self._draft_cache_arg: cache},
                )
                .logits[0]
                .float()
            )  # (size, V): the predictions for the window's columns
            forwards += 1
            _crop(cache, min(lo - shift, cache.get_seq_length()))  # drop the window's keys
            count = -(-left // (options.steps - step))  # ceil: the rest shared over steps left
            if sampling:
                scaled = torch.softmax(logits / options.temperature, dim=-1)
                chosen = torch.multinomial(scaled, 1, generator=generator).squeeze(1)
                if probs is None:
                    probs = torch.zeros_like(scaled)
            else:
                chosen = logits.argmax(dim=-1)
            if left_to_right:
                order = masked.nonzero().squeeze(1)[:count]
            else:
                confidence = torch.softmax(logits, dim=-1).gather(1, chosen[:, None]).squeeze(1)
                order = torch.where(masked, confidence, -1.0).topk(count).indices
            window[order] = chosen[order]
            if sampling:
                probs[order] = scaled[order]
        return window.tolist(), probs, forwards
