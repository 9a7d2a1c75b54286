"""The batched hybrid decoder (hybrid_batch.py) and its ragged cache (ragged.py): a batch writes
what each row writes alone, greedy output stays the `ar` decoder's, and a round is one AR forward
for the whole batch."""

from __future__ import annotations

import pytest
import torch
from test_decoding_hybrid import ar_tokens, hybrid, tiny_drafter
from tiny_models import prompt_ids, tiny_llama, tiny_tokenizer

from sales_dlm.decoding import HybridDecodeOptions
from sales_dlm.decoding.hybrid import window_attention
from sales_dlm.decoding.ragged import RaggedCache

# prompts of different lengths, so that rows are ragged from the first forward on
PROMPTS = [
    "Write to Anna Berg at Nordic Tools AB.",
    "Write a short cold email to Kenji Sato, procurement manager at Sato Trading KK, Japan.",
    "Hi",
    "Subject: Steel pipes for Sato Trading",
    "Dear Mr Sato, our pipes ship within two weeks.",
]

OPTIONS = [
    HybridDecodeOptions(max_new_tokens=40),
    HybridDecodeOptions(max_new_tokens=40, steps=3, draft_length=5),
    HybridDecodeOptions(max_new_tokens=40, steps=2, remasking="low_confidence"),
    HybridDecodeOptions(max_new_tokens=40, draft_length=1),
    HybridDecodeOptions(max_new_tokens=7),
    HybridDecodeOptions(max_new_tokens=30, temperature=1.0, seed=3),
    HybridDecodeOptions(max_new_tokens=30, temperature=0.7, top_p=0.5, steps=2, seed=5),
]


@pytest.mark.parametrize("seed", [1, None])
@pytest.mark.parametrize("options", OPTIONS)
def test_a_batch_writes_what_each_row_writes_alone(seed, options):
    decoder = hybrid(seed)
    batch = decoder.decode(PROMPTS, options)
    alone = [decoder.decode([p], options)[0] for p in PROMPTS]
    assert [r.tokens for r in batch] == [r.tokens for r in alone]
    assert [r.ar_forwards for r in batch] == [r.ar_forwards for r in alone]
    assert [r.draft_forwards for r in batch] == [r.draft_forwards for r in alone]
    assert [r.draft_accepted for r in batch] == [r.draft_accepted for r in alone]


@pytest.mark.parametrize("seed", [1, 2, None])
def test_batched_greedy_output_is_the_ar_output(seed):
    options = HybridDecodeOptions(max_new_tokens=40)
    results = hybrid(seed).decode(PROMPTS, options)
    assert [r.tokens for r in results] == ar_tokens(PROMPTS, 40)


def test_a_round_is_one_ar_forward_for_the_whole_batch():
    decoder = hybrid(None)
    calls = []
    hook = decoder.loaded.model.register_forward_pre_hook(
        lambda module, args, kwargs: calls.append(kwargs["input_ids"].shape[0]),
        with_kwargs=True,
    )
    try:
        results = decoder.decode(PROMPTS, HybridDecodeOptions(max_new_tokens=40))
    finally:
        hook.remove()
    assert len(calls) == max(r.ar_forwards for r in results)  # not the sum over rows
    assert calls[0] == len(PROMPTS)
    # finished rows leave the batch: the rows per call never grow and add up to the rows' count
    assert calls == sorted(calls, reverse=True)
    assert sum(calls) == sum(r.ar_forwards for r in results)


def test_the_ragged_cache_gives_each_rows_own_forward():
    """Rows cached to different lengths, fed different counts, one with a both-ways window:
    each row's logits equal one uncached forward over that row alone."""
    model = tiny_drafter(1)
    rows = prompt_ids(3)
    cache = RaggedCache(model, "cache", len(rows), capacity=64)
    mask_id = tiny_tokenizer().mask_token_id
    with torch.inference_mode():
        # prefill each row's prompt but its last token, causally
        cache.forward([0, 1, 2], [r[:-1] for r in rows], [1, 1, 1])
        cache.store([len(r) - 1 for r in rows])
        fed = [rows[0][-1:] + [mask_id] * 4, rows[1][-1:], rows[2][-1:] + [mask_id] * 2]
        window_lo = [len(rows[0]), None, len(rows[2])]
        got = cache.forward([0, 1, 2], fed, [5, 1, 3], window_lo)
        for row, tokens, lo, logits in zip(rows, fed, window_lo, got, strict=True):
            ids = torch.tensor([row[:-1] + tokens])
            hi = ids.shape[1]
            mask = window_attention(0, hi if lo is None else lo, hi, ids.device)
            full = model(input_ids=ids, attention_mask=mask).logits[0, -logits.shape[0] :]
            torch.testing.assert_close(logits, full.float(), atol=1e-5, rtol=1e-5)


def test_the_ragged_cache_keeps_only_the_columns_stored():
    model = tiny_llama()
    rows = prompt_ids(2)
    cache = RaggedCache(model, "cache", 2, capacity=64)
    with torch.inference_mode():
        cache.forward([0, 1], rows, [1, 1])
        cache.store([len(rows[0]) - 2, len(rows[1])])  # row 0: the last two dropped
        assert cache.length == [len(rows[0]) - 2, len(rows[1])]
        again = cache.forward([0], [rows[0][-2:]], [1])[0]
        alone = model(input_ids=torch.tensor([rows[0]])).logits[0, -1:]
    torch.testing.assert_close(again, alone.float(), atol=1e-5, rtol=1e-5)
    with pytest.raises(ValueError, match="holds 64 columns"):
        cache.forward([1], [[5] * 64], [1])


@pytest.mark.slow
def test_embedded_batched_hybrid_matches_ar_on_reported_buyers():
    from sales_dlm.decoding import get_decoder
    from sales_dlm.models import load
    from sales_dlm.training.corpus import heldout_buyers, heldout_prompts, shipped_training_names

    torch.set_num_threads(1)
    ar = load("embedded", kind="ar", device="cpu")
    drafter = load("embedded", kind="diffusion", device="cpu")
    prompts = heldout_prompts(heldout_buyers(0, 50, shipped_training_names()))[:6]
    expected = [r.tokens for r in get_decoder("ar", ar).decode(prompts)]
    results = get_decoder("hybrid", ar, drafter=drafter).decode(prompts)
    assert [r.tokens for r in results] == expected
    assert all(r.tokens_per_ar_forward > 2 for r in results)
