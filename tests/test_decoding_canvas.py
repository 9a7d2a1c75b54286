"""The diffusion canvas grows with the prompt (base.canvas_budget): a draft that repeats long names
(a Cyrillic company, a Korean signature) gets as many positions as the AR budget gives it, in
whole blocks, with the steps of as many blocks, so that it is not cut mid-name or mid-signature.
Only block-causal models grow: their blocks never read the canvas after them, so a row's text is
the same in any batch and a longer canvas only adds to it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from test_decoding_cache import block_causal
from tiny_models import tiny_bert, tiny_tokenizer

from sales_dlm.decoding import get_decoder
from sales_dlm.decoding.base import DiffusionDecodeOptions, canvas_budget
from sales_dlm.decoding.prompting import encode_prompt
from sales_dlm.models import wrap

BLOCK = 8  # block_causal()'s block
POSITIONS = 256  # its max_position_embeddings
SHORT = "Hi"
# 84 tokens with the tiny tokenizer (Cyrillic letters are two bytes each, few merges)
LONG = "Write to Белоконска-Вражалска at Дурловски Трейд ООД."


def _model(positions):
    return SimpleNamespace(config=SimpleNamespace(max_position_embeddings=positions))


def _options(**update) -> DiffusionDecodeOptions:
    # no end token anywhere: every draft fills its whole canvas, which shows its length
    base = {"canvas_length": 16, "steps": 8, "block_length": BLOCK, "suppress_end_until": 10_000}
    return DiffusionDecodeOptions(**{**base, **update})


def test_a_short_prompt_keeps_the_canvas_and_a_long_one_gets_whole_blocks_of_its_budget():
    options = DiffusionDecodeOptions(canvas_length=160, steps=160, block_length=20)
    assert canvas_budget(options, 40, _model(512)) == 160
    assert canvas_budget(options, 64, _model(512)) == 160  # 2.5 * 64 = 160
    assert canvas_budget(options, 65, _model(512)) == 180  # 162.5 -> 9 blocks of 20
    assert canvas_budget(options, 100, None) == 260  # 250 -> 13 blocks; no config: no cap


def test_the_canvas_stops_in_whole_blocks_where_the_models_positions_end():
    options = DiffusionDecodeOptions(canvas_length=160, steps=160, block_length=20)
    assert canvas_budget(options, 140, _model(512)) == 360  # 350 -> 18 blocks: 500 <= 512
    assert canvas_budget(options, 150, _model(512)) == 360  # 375 -> 19 blocks would be 530
    assert canvas_budget(options, 400, _model(512)) == 160  # never below canvas_length


def test_grow_canvas_off_keeps_canvas_length_for_every_prompt():
    options = DiffusionDecodeOptions(canvas_length=160, steps=160, block_length=20)
    assert canvas_budget(options.model_copy(update={"grow_canvas": False}), 100, None) == 160


@pytest.fixture(scope="module")
def decoder():
    return get_decoder("diffusion", wrap(block_causal(), tiny_tokenizer(), kind="diffusion"))


def test_a_long_prompts_draft_fills_its_grown_canvas_with_the_steps_of_its_blocks(decoder):
    long_length = len(encode_prompt(tiny_tokenizer(), LONG))
    blocks = -(-(5 * long_length // 2) // BLOCK)  # 2.5 per prompt token, in whole blocks
    blocks = min(blocks, (POSITIONS - long_length) // BLOCK)  # as far as positions reach
    assert blocks > 2
    short, long = decoder.decode([SHORT, LONG], _options())
    assert (len(short.tokens), short.steps, short.steps_used) == (16, 8, 8)
    # 4 steps per block, as canvas_length's 2 blocks get; the sampler spends them all on every
    # block, so the steps used count the blocks written. (A random model may write <pad>,
    # which a draft's tokens leave out: hence <=.)
    assert long.steps == long.steps_used == 4 * blocks
    assert 16 < len(long.tokens) <= BLOCK * blocks


def test_a_grown_canvas_only_adds_text_after_what_the_fixed_canvas_wrote(decoder):
    fixed = decoder.decode([LONG], _options(grow_canvas=False))[0]
    grown = decoder.decode([LONG], _options())[0]
    assert len(fixed.tokens) == 16
    assert len(grown.tokens) > 16
    assert grown.tokens[:16] == fixed.tokens


def test_each_row_gets_its_own_canvas_whatever_batch_it_is_decoded_in(decoder):
    for options in (_options(), _options(suppress_end_until=None)):
        alone = [decoder.decode([prompt], options)[0] for prompt in (SHORT, LONG)]
        together = decoder.decode([SHORT, LONG, SHORT], options)
        assert [r.tokens for r in together] == [alone[0].tokens, alone[1].tokens, alone[0].tokens]
        assert [r.steps for r in together] == [alone[0].steps, alone[1].steps, alone[0].steps]


def test_a_model_that_reads_the_whole_canvas_keeps_canvas_length():
    bert = get_decoder("diffusion", wrap(tiny_bert(), tiny_tokenizer(), kind="diffusion"))
    result = bert.decode([LONG], DiffusionDecodeOptions(canvas_length=16, steps=8))[0]
    assert len(result.tokens) <= 16
    assert result.steps == 8
