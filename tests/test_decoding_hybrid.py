"""The `hybrid` decoder (AR-verified drafting): greedy output is the `ar` decoder's, token for
token, whatever the drafter proposes; sampling follows the AR's distribution; bad pairs of models
are refused."""

from __future__ import annotations

import copy
from functools import lru_cache

import pytest
import torch
from tiny_models import PROMPTS, tiny_bert, tiny_llama, tiny_tokenizer
from transformers import LlamaForCausalLM

from sales_dlm.decoding import (
    ARDecodeOptions,
    DiffusionDecodeOptions,
    HybridDecodeOptions,
    HybridDecoder,
    available_decoders,
    get_decoder,
)
from sales_dlm.decoding.hybrid import window_attention
from sales_dlm.decoding.verify import speculative_accept
from sales_dlm.errors import ModelError
from sales_dlm.models import wrap

BLOCK = 8  # the tiny drafter's block


@lru_cache(maxsize=4)
def tiny_drafter(seed: int | None = 1) -> LlamaForCausalLM:
    """A block-causal diffusion Llama like the embedded one, with the tiny AR's vocabulary.
    seed None = the AR's own weights (drafts the AR often agrees with); else random weights
    (drafts it mostly rejects)."""
    ar = tiny_llama()
    config = copy.deepcopy(ar.config)
    config.is_causal = False
    config.block_causal = True
    config.block_length = BLOCK
    config.mask_token_id = tiny_tokenizer().mask_token_id
    config.logits_shift = True
    if seed is not None:
        torch.manual_seed(seed)
    model = LlamaForCausalLM(config)
    if seed is None:
        model.load_state_dict(ar.state_dict())
    return model.eval()


def hybrid(seed: int | None = 1) -> HybridDecoder:
    ar = wrap(tiny_llama(), tiny_tokenizer())
    drafter = wrap(tiny_drafter(seed), tiny_tokenizer())
    return get_decoder("hybrid", ar, drafter=drafter)


def ar_tokens(prompts, max_new_tokens: int) -> list[list[int]]:
    decoder = get_decoder("ar", wrap(tiny_llama(), tiny_tokenizer()))
    options = ARDecodeOptions(max_new_tokens=max_new_tokens)
    return [decoder.decode([p], options)[0].tokens for p in prompts]


# ---------------------------------------------------------------- greedy = AR greedy


@pytest.mark.parametrize("seed", [1, 2, None])
@pytest.mark.parametrize(
    "options",
    [
        HybridDecodeOptions(max_new_tokens=40),
        HybridDecodeOptions(max_new_tokens=40, steps=3, draft_length=5),
        HybridDecodeOptions(max_new_tokens=40, steps=2, remasking="low_confidence"),
        HybridDecodeOptions(max_new_tokens=40, draft_length=1),
    ],
)
def test_greedy_output_is_the_ar_output_whatever_the_drafter(seed, options):
    results = hybrid(seed).decode(PROMPTS, options)
    assert [r.tokens for r in results] == ar_tokens(PROMPTS, 40)
    for result in results:
        assert result.ar_forwards >= 1
        assert result.forwards == result.ar_forwards + result.draft_forwards
        assert result.steps_used == result.draft_forwards
        assert result.draft_accepted + result.ar_forwards >= len(result.tokens)
        if result.tokens:  # (the AR may end at once: "Hi")
            assert result.tokens_per_ar_forward >= 1 / 2


def test_a_drafter_with_the_ar_weights_gets_drafts_accepted():
    results = hybrid(None).decode(PROMPTS, HybridDecodeOptions(max_new_tokens=40))
    assert sum(r.draft_accepted for r in results) > 0
    assert sum(len(r.tokens) for r in results) > sum(r.ar_forwards for r in results)


def test_a_perfect_drafter_is_accepted_whole_and_the_budget_is_kept(monkeypatch):
    """A drafter that proposes the AR's own continuation: every draft accepted plus the AR's
    bonus token, the AR cache cropped right, and never a token past max_new_tokens."""
    prompt = PROMPTS[1]
    for budget in (1, 7, 9, 30):
        expected = ar_tokens([prompt], budget)[0]
        decoder = hybrid(1)
        full = ar_tokens([prompt], 60)[0] + [tiny_tokenizer().eos_token_id] * 20
        start = len(text_prompt(prompt))

        def oracle(text, size, cache, options, generator, full=full, start=start):
            done = len(text) - start
            return full[done : done + size], None, 1

        monkeypatch.setattr(decoder, "_draft", oracle)
        result = decoder.decode([prompt], HybridDecodeOptions(max_new_tokens=budget))[0]
        assert result.tokens == expected
        assert result.ar_forwards <= -(-(len(expected) + 1) // (BLOCK + 1))
        assert len(result.tokens) <= budget


def text_prompt(prompt: str) -> list[int]:
    from sales_dlm.decoding import encode_prompt

    return encode_prompt(tiny_tokenizer(), prompt)


def test_a_drafter_that_is_always_wrong_costs_one_ar_forward_per_token(monkeypatch):
    decoder = hybrid(1)
    expected = ar_tokens([PROMPTS[0]], 25)[0]

    def wrong(text, size, cache, options, generator):
        return [tiny_tokenizer().mask_token_id] * size, None, 1  # the AR never writes a mask

    monkeypatch.setattr(decoder, "_draft", wrong)
    result = decoder.decode([PROMPTS[0]], HybridDecodeOptions(max_new_tokens=25))[0]
    assert result.tokens == expected
    assert result.ar_forwards == len(expected) and result.draft_accepted == 0


def test_a_draft_is_cut_after_its_end_token(monkeypatch):
    """Nothing after a drafted end token is sent to the AR model."""
    decoder = hybrid(1)
    eos = tiny_tokenizer().eos_token_id
    monkeypatch.setattr(
        decoder, "_draft", lambda text, size, *_: ([eos] + [5] * (size - 1), None, 1)
    )
    fed = []
    hook = decoder.loaded.model.register_forward_pre_hook(
        lambda module, args, kwargs: fed.append(kwargs["input_ids"].shape[1]), with_kwargs=True
    )
    try:
        result = decoder.decode([PROMPTS[0]], HybridDecodeOptions(max_new_tokens=20))[0]
    finally:
        hook.remove()
    assert result.tokens == ar_tokens([PROMPTS[0]], 20)[0]
    assert fed[0] == len(text_prompt(PROMPTS[0])) + 1 and set(fed[1:]) <= {
        1,
        2,
    }  # 1: the last token, no room to draft


def test_batches_decode_each_row_as_alone():
    decoder = hybrid(1)
    options = HybridDecodeOptions(max_new_tokens=30)
    batch = decoder.decode(PROMPTS, options)
    alone = [decoder.decode([p], options)[0] for p in PROMPTS]
    assert [r.tokens for r in batch] == [r.tokens for r in alone]
    assert [r.forwards for r in batch] == [r.forwards for r in alone]
    assert decoder.decode([], options) == []


def test_window_attention_is_causal_and_bidirectional_in_the_window():
    mask = window_attention(2, 4, 7, torch.device("cpu"))[0, 0]  # queries 2..6, keys 0..6
    assert mask.shape == (5, 7)
    assert mask[0].tolist() == [True, True, True, False, False, False, False]  # column 2: causal
    assert mask[1].tolist() == [True] * 4 + [False] * 3  # column 3: causal, window unseen
    assert mask[2].tolist() == [True] * 7  # column 4 (window): all of the window


def test_the_drafts_cache_gives_what_a_full_forward_gives():
    """The drafter's cached forward (prefix cached causally, window both ways) equals one
    uncached forward over prefix + window under the same block-causal mask."""
    from transformers import DynamicCache

    model = tiny_drafter(1)
    ids = torch.tensor([text_prompt(PROMPTS[1])])
    lo = ids.shape[1]
    window = torch.full((1, BLOCK), tiny_tokenizer().mask_token_id)
    full_ids = torch.cat([ids, window], dim=1)
    with torch.inference_mode():
        full = model(
            input_ids=full_ids, attention_mask=window_attention(0, lo, lo + BLOCK, ids.device)
        ).logits[0, lo - 1 : lo + BLOCK - 1]
        cache = DynamicCache(config=model.config)
        prefix = window_attention(0, lo - 1, lo - 1, ids.device)  # causal: no window
        model(input_ids=ids[:, : lo - 1], attention_mask=prefix, cache=cache, use_cache=True)
        cached = model(
            input_ids=full_ids[:, lo - 1 :],
            attention_mask=window_attention(lo - 1, lo, lo + BLOCK, ids.device),
            cache=cache,
            use_cache=True,
        ).logits[0, :BLOCK]
    torch.testing.assert_close(cached, full, atol=1e-5, rtol=1e-5)


# ---------------------------------------------------------------- sampling


def test_speculative_acceptance_samples_the_target_distribution():
    """Whatever q proposes, each output token is distributed as p (first and second token)."""
    generator = torch.Generator().manual_seed(0)
    p = torch.tensor([[0.5, 0.3, 0.2], [0.1, 0.6, 0.3], [0.3, 0.3, 0.4]])
    q = torch.tensor([[0.1, 0.1, 0.8], [0.7, 0.2, 0.1]])
    draws = 6000
    first = torch.zeros(3)
    second = torch.zeros(3)
    seconds = 0
    for _ in range(draws):
        draft = [int(torch.multinomial(q[i], 1, generator=generator)) for i in range(2)]
        out = speculative_accept(draft, q, p, generator)
        assert 1 <= len(out) <= 3
        first[out[0]] += 1
        if len(out) >= 2:  # the first draft token was accepted: the second is p's row 1
            second[out[1]] += 1
            seconds += 1
    torch.testing.assert_close(first / draws, p[0], atol=0.025, rtol=0)
    torch.testing.assert_close(second / seconds, p[1], atol=0.035, rtol=0)


def test_sampling_is_reproducible_and_differs_from_greedy():
    decoder = hybrid(None)
    options = HybridDecodeOptions(max_new_tokens=30, temperature=1.0, seed=3)
    once = decoder.decode(PROMPTS, options)
    again = decoder.decode(PROMPTS, options)
    assert [r.tokens for r in once] == [r.tokens for r in again]
    greedy = decoder.decode(PROMPTS, HybridDecodeOptions(max_new_tokens=30))
    assert [r.tokens for r in once] != [r.tokens for r in greedy]
    top_p = decoder.decode(PROMPTS, options.model_copy(update={"top_p": 0.5}))
    assert all(len(r.tokens) <= 30 for r in top_p)


# ---------------------------------------------------------------- refusals and registry


def test_registered_and_refuses_what_it_cannot_drive():
    assert "hybrid" in available_decoders()
    ar = wrap(tiny_llama(), tiny_tokenizer())
    drafter = wrap(tiny_drafter(1), tiny_tokenizer())
    with pytest.raises(ModelError, match="needs a diffusion drafter"):
        get_decoder("hybrid", ar)
    with pytest.raises(ModelError, match="drives causal"):
        get_decoder("hybrid", drafter, drafter=drafter)
    with pytest.raises(ModelError, match="drafts with a diffusion model"):
        get_decoder("hybrid", ar, drafter=ar)
    with pytest.raises(ModelError, match="takes no KV cache"):
        get_decoder("hybrid", ar, drafter=wrap(tiny_bert(), tiny_tokenizer()))
    decoder = get_decoder("hybrid", ar, drafter=drafter)
    with pytest.raises(ModelError, match="longer than the drafter's block"):
        decoder.decode(["hi"], HybridDecodeOptions(draft_length=BLOCK + 1))
    with pytest.raises(TypeError, match="takes HybridDecodeOptions"):
        decoder.decode(["hi"], DiffusionDecodeOptions())


def test_refuses_a_drafter_with_another_tokenizer():
    other = copy.deepcopy(tiny_tokenizer())
    other.add_tokens(["zzzunseen"])
    ar = wrap(tiny_llama(), tiny_tokenizer())
    drafter = wrap(tiny_drafter(1), other)
    with pytest.raises(ModelError, match="do not share a tokenizer"):
        get_decoder("hybrid", ar, drafter=drafter)


# ---------------------------------------------------------------- the embedded models


@pytest.mark.slow
def test_embedded_hybrid_matches_ar_on_reported_buyers():
    from sales_dlm.models import load
    from sales_dlm.training.corpus import heldout_buyers, heldout_prompts, shipped_training_names

    torch.set_num_threads(1)
    ar = load("embedded", kind="ar", device="cpu")
    drafter = load("embedded", kind="diffusion", device="cpu")
    prompts = heldout_prompts(heldout_buyers(0, 50, shipped_training_names()))[:3]
    ar_decoder = get_decoder("ar", ar)
    results = get_decoder("hybrid", ar, drafter=drafter).decode(prompts)
    for prompt, result in zip(prompts, results, strict=True):
        assert result.tokens == ar_decoder.decode([prompt])[0].tokens
        assert result.tokens_per_ar_forward > 2  # the drafts are mostly accepted


def test_the_model_pool_hands_out_the_hybrid_decoder(monkeypatch):
    import sales_dlm.models
    from sales_dlm.decoding.pool import ModelPool

    models = {
        "ar": wrap(tiny_llama(), tiny_tokenizer()),
        "diffusion": wrap(tiny_drafter(1), tiny_tokenizer()),
    }
    monkeypatch.setattr(sales_dlm.models, "load", lambda name, kind, **_: models[kind])
    pool = ModelPool(diffusion_model="dlm-path", ar_model="ar-path", seed=4)
    backend, options, name = pool.get("hybrid", 2)
    assert isinstance(backend, HybridDecoder) and name == "ar-path"
    assert (options.steps, options.seed) == (2, 4)
    assert backend.loaded is models["ar"] and backend.drafter is models["diffusion"]
    assert pool.get("hybrid", None)[0] is backend


def test_refuses_an_ar_model_whose_generation_settings_change_greedy():
    model = copy.deepcopy(tiny_llama())
    model.generation_config.repetition_penalty = 1.3
    drafter = wrap(tiny_drafter(1), tiny_tokenizer())
    with pytest.raises(ModelError, match="repetition_penalty=1.3"):
        get_decoder("hybrid", wrap(model, tiny_tokenizer()), drafter=drafter)
