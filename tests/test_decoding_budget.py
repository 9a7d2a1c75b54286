"""The budget of new tokens (decoding/base.py `token_budget`): a draft whose prompt holds long
names (a Cyrillic company, a Thai contact) may write more than a Latin-script one, each row of a
batch to its own budget, in the `ar` and `hybrid` decoders alike."""

from __future__ import annotations

from types import SimpleNamespace

import torch
from test_decoding_hybrid import hybrid
from tiny_models import tiny_llama, tiny_tokenizer

from sales_dlm.decoding import ARDecodeOptions, HybridDecodeOptions, get_decoder
from sales_dlm.decoding.base import token_budget
from sales_dlm.decoding.prompting import encode_prompt
from sales_dlm.models import wrap

SHORT = "Hi"
# 84 tokens with the tiny tokenizer (Cyrillic letters are two bytes each, few merges): 2.5 per
# token would be 210, past the tiny model's positions
LONG = "Write to Белоконска-Вражалска at Дурловски Трейд ООД."
POSITIONS = 256  # tiny_llama's max_position_embeddings


def _model(positions):
    return SimpleNamespace(config=SimpleNamespace(max_position_embeddings=positions))


def test_a_budget_given_is_kept_whatever_the_prompt():
    assert token_budget(7, 400, _model(512)) == 7
    assert token_budget(300, 10, _model(512)) == 300


def test_a_short_prompt_gets_160_and_a_long_one_two_and_a_half_tokens_per_prompt_token():
    assert token_budget(None, 40, _model(512)) == 160
    assert token_budget(None, 64, _model(512)) == 160
    assert token_budget(None, 100, _model(512)) == 250
    assert token_budget(None, 101, None) == 253  # ceil(252.5); no config: no cap


def test_the_extra_stops_where_the_models_positions_end_never_below_160():
    assert token_budget(None, 200, _model(512)) == 312  # 512 - 200 < 500
    assert token_budget(None, 400, _model(512)) == 160  # as before the budget grew


def _never_ending(model):
    """Make the LM head never choose the end token, so every draft runs to its budget."""
    bias = torch.zeros(model.config.vocab_size, dtype=next(model.parameters()).dtype)
    bias[tiny_tokenizer().eos_token_id] = -1e4
    return model.lm_head.register_forward_hook(lambda _m, _i, out: out + bias)


def _lengths():
    return [len(encode_prompt(tiny_tokenizer(), p)) for p in (LONG, SHORT)]


def test_ar_writes_each_row_to_its_own_budget_batched_or_alone():
    long_length, _ = _lengths()
    assert 2.5 * long_length > 160, "the long prompt must earn a longer budget"
    decoder = get_decoder("ar", wrap(tiny_llama(), tiny_tokenizer()))
    handle = _never_ending(decoder.loaded.model)
    try:
        batched = decoder.decode([LONG, SHORT], ARDecodeOptions())
        alone = [decoder.decode([p], ARDecodeOptions())[0] for p in (LONG, SHORT)]
        fixed = decoder.decode([LONG], ARDecodeOptions(max_new_tokens=160))[0]
    finally:
        handle.remove()
    assert len(batched[1].tokens) == 160
    assert len(batched[0].tokens) == POSITIONS - long_length > 160
    assert [r.tokens for r in batched] == [r.tokens for r in alone]
    assert fixed.tokens == batched[0].tokens[:160]  # the old budget cut the same draft short


def test_hybrid_keeps_the_ar_budget_and_tokens():
    decoder = hybrid()
    ar = get_decoder("ar", decoder.loaded)
    handle = _never_ending(decoder.loaded.model)
    try:
        mixed = decoder.decode([LONG, SHORT], HybridDecodeOptions())
        single = decoder.decode([LONG], HybridDecodeOptions())[0]
        expected = ar.decode([LONG, SHORT], ARDecodeOptions())
    finally:
        handle.remove()
    assert [r.tokens for r in mixed] == [r.tokens for r in expected]
    assert single.tokens == expected[0].tokens
    assert len(mixed[0].tokens) > len(mixed[1].tokens) == 160
