"""The KV-cached sampler (decoding/cache.py) against the full-canvas one, and rows that advance
through their blocks independently."""

from __future__ import annotations

import copy
import random
from functools import lru_cache

import pytest
import torch
from tiny_models import prompt_ids, tiny_bert, tiny_bidirectional_llama, tiny_tokenizer
from transformers import LlamaForCausalLM

from sales_dlm.decoding.base import DiffusionDecodeOptions
from sales_dlm.decoding.cache import CachedBlocks
from sales_dlm.decoding.forward import FullCanvas
from sales_dlm.decoding.sampler import sample

BLOCK = 8
RULES = ["low_confidence", "left_to_right", "confident_run", "threshold", "entropy_bounded"]


def ids():
    tok = tiny_tokenizer()
    return {"mask_id": tok.mask_token_id, "end_ids": [tok.eos_token_id], "pad_id": tok.pad_token_id}


@lru_cache(maxsize=4)
def _peaky_llama(dtype: torch.dtype, block: int) -> LlamaForCausalLM:
    config = copy.deepcopy(tiny_bidirectional_llama().config)
    # larger random weights than tiny_models' (0.02): confidences spread from ~0.04 to ~0.1+,
    # so tau and gamma split blocks into runs of different lengths
    config.initializer_range = 0.3
    config.block_causal, config.block_length = True, block
    torch.manual_seed(0)
    return LlamaForCausalLM(config).to(dtype).eval()


def block_causal(dtype: torch.dtype = torch.float64, block: int = BLOCK) -> LlamaForCausalLM:
    """A tiny Llama built from a config, read block-causally (the embedded model's recipe)."""
    return _peaky_llama(dtype, block)


def many_prompts(n: int = 7, seed: int = 0) -> list[list[int]]:
    """n prompts of different lengths (1 to ~30 tokens), ending with <sep> like real ones."""
    rng = random.Random(seed)
    sep, vocab = tiny_tokenizer().sep_token_id, len(tiny_tokenizer())
    return [
        [rng.randrange(4, vocab) for _ in range(length)] + [sep]
        for length in rng.sample(range(0, 30), n)
    ]


def both(model, prompts, **options):
    options = DiffusionDecodeOptions(**{"logits_shift": True, **options})
    full = sample(model, prompts, options=options, kv_cache=False, **ids())
    cached = sample(model, prompts, options=options, kv_cache=True, **ids())
    assert (full.cached, cached.cached) == (False, True)
    return full, cached


@pytest.mark.parametrize("rule", RULES)
@pytest.mark.parametrize("steps", [3, 6, 12, 24, 48])
def test_cached_equals_uncached_token_for_token(rule, steps):
    prompts = many_prompts(7, seed=steps)
    options = {"canvas_length": 24, "steps": steps, "block_length": BLOCK, "remasking": rule}
    if rule in ("confident_run", "threshold"):
        options["threshold"] = 0.07  # about the median confidence: runs of many lengths
    if rule == "entropy_bounded":
        options["entropy_bound"] = 9.0  # about two positions
    for early_exit in (False, True):
        full, cached = both(block_causal(), prompts, early_exit=early_exit, **options)
        assert cached.canvas.tolist() == full.canvas.tolist(), f"early_exit={early_exit}"
        assert cached.steps_used == full.steps_used
        assert cached.tokens == full.tokens


@pytest.mark.parametrize("pad_windows", [False, True])
def test_cached_equals_uncached_at_temperature_and_with_ends(pad_windows):
    """Sampling draws the same noise either way; windows of rows at different blocks, grouped or
    padded, change nothing."""
    prompts = many_prompts(6, seed=3)
    options = DiffusionDecodeOptions(
        canvas_length=32,
        steps=16,
        block_length=BLOCK,
        logits_shift=True,
        remasking="confident_run",
        threshold=0.07,
        temperature=0.7,
        seed=5,
    )
    model = block_causal()
    full = sample(model, prompts, options=options, kv_cache=False, **ids())
    cached = sample(model, prompts, options=options, pad_windows=pad_windows, **ids())
    assert cached.canvas.tolist() == full.canvas.tolist()
    assert len(set(cached.steps_used)) > 1, "rows must finish at different steps to test this"


def test_cached_equals_uncached_in_float32():
    prompts = many_prompts(5, seed=1)
    full, cached = both(
        block_causal(torch.float32), prompts, canvas_length=24, steps=12, block_length=BLOCK
    )
    assert cached.canvas.tolist() == full.canvas.tolist()


def test_cached_block_logits_match_full_canvas_and_the_cache_holds_finished_columns_only():
    model = block_causal()
    prompts = many_prompts(4, seed=2)
    prompt_len = max(map(len, prompts))
    x = torch.full((4, prompt_len + 3 * BLOCK), ids()["mask_id"])
    attention = torch.zeros_like(x, dtype=torch.bool)
    for row, prompt in enumerate(prompts):
        x[row, prompt_len - len(prompt) : prompt_len] = torch.tensor(prompt)
        attention[row, prompt_len - len(prompt) :] = True
    positions = (attention.long().cumsum(1) - 1).clamp(min=0)
    forward = FullCanvas(model)
    blocks = CachedBlocks(model, forward.cache_argument, x, attention, positions, BLOCK, 1)
    rows = torch.arange(4)
    lo = torch.full((4,), prompt_len)
    with torch.inference_mode():
        for lo_step in [0, 0, BLOCK, BLOCK, 2 * BLOCK]:  # rows at different blocks below
            lo = prompt_len + torch.tensor([lo_step, lo_step, lo_step, 0])
            if lo_step:  # fill the blocks behind the current ones, as the sampler would
                for row in range(4):
                    x[row, prompt_len : int(lo[row])] = 7 + row
            cached, _ = blocks(rows, lo)
            full = forward(x, attention, positions, lo, BLOCK, 1, prompt_len)
            torch.testing.assert_close(cached, full, rtol=0, atol=1e-9)
            assert blocks.cached_upto.tolist() == lo.tolist(), "cached up to each row's block"
            for layer in blocks.keys.values():
                for row in range(4):  # the block being denoised is never stored
                    assert not layer[row, int(lo[row]) :].any()


def test_models_that_are_not_block_causal_keep_the_full_canvas():
    options = DiffusionDecodeOptions(canvas_length=16, steps=8, block_length=8, logits_shift=True)
    for model in (tiny_bert(), tiny_bidirectional_llama()):
        assert not sample(model, prompt_ids(2), options=options, **ids()).cached
    assert sample(block_causal(), prompt_ids(2), options=options, **ids()).cached


@pytest.mark.parametrize("kv_cache", [False, True])
def test_rows_advance_independently(kv_cache):
    """A row whose block is complete moves on without waiting for the slowest row: the batch
    gives each row the tokens and steps it gets alone, and without the cache (one forward per
    round) costs as many forwards as its slowest row."""
    prompts = many_prompts(6, seed=4)
    options = DiffusionDecodeOptions(
        canvas_length=32,
        steps=32,
        block_length=BLOCK,
        logits_shift=True,
        remasking="confident_run",
        threshold=0.07,
    )
    model = block_causal()
    batched = sample(model, prompts, options=options, kv_cache=kv_cache, **ids())
    alone = [sample(model, [p], options=options, kv_cache=kv_cache, **ids()) for p in prompts]
    assert batched.tokens == [a.tokens[0] for a in alone]
    assert batched.steps_used == [a.steps_used[0] for a in alone]
    assert len(set(batched.steps_used)) > 1, "the rows must need different step counts"
    if not kv_cache:
        assert batched.forwards == max(batched.steps_used)
    else:  # one forward per window length in a round: at most two after the first
        assert max(batched.steps_used) <= batched.forwards <= 2 * max(batched.steps_used)
    assert 0 < batched.tokens_per_forward <= BLOCK


@pytest.mark.slow
@pytest.mark.parametrize(
    "steps,rule,threshold",
    [
        (80, "left_to_right", None),
        (64, "low_confidence", None),
        (160, "confident_run", 0.9),
        (32, "threshold", 0.9),
        (80, "entropy_bounded", None),
    ],
)
def test_cached_equals_uncached_on_the_embedded_model(steps, rule, threshold):
    from sales_dlm.decoding.prompting import encode_prompt
    from sales_dlm.models.loading import load
    from sales_dlm.training.corpus import heldout_buyers, shipped_training_names
    from sales_dlm.training.evaluate import heldout_prompts

    torch.set_num_threads(1)
    loaded = load("embedded", kind="diffusion", device="cpu")
    buyers = heldout_buyers(1, 6, shipped_training_names())
    prompts = [encode_prompt(loaded.tokenizer, p) for p in heldout_prompts(buyers)]
    prompts[1] = prompts[1][5:]  # lengths must differ: left padding
    options = DiffusionDecodeOptions(
        steps=steps, block_length=20, logits_shift=True, remasking=rule, threshold=threshold
    )
    special = {
        "mask_id": loaded.mask_token_id,
        "end_ids": loaded.end_token_ids,
        "pad_id": loaded.pad_token_id,
    }
    full = sample(loaded.model, prompts, options=options, kv_cache=False, **special)
    cached = sample(loaded.model, prompts, options=options, **special)
    assert cached.cached and cached.tokens == full.tokens
    assert cached.steps_used == full.steps_used
