"""Drafts are whole characters (decoding/utf8.py): with a byte-level tokenizer a model can pick a
byte no character goes on with, and the decoded draft then carries U+FFFD ("Ĺ�영자" for 김영자).
Every decoder only lets a token follow the text when the bytes stay UTF-8, and a draft cut by its
budget or canvas inside a character ends before it. The tiny random models write nearly random
bytes, so without the rule their drafts are full of U+FFFD (checked, so these tests can fail)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_decoding_cache import block_causal
from tiny_models import tiny_llama, tiny_tokenizer

from sales_dlm.decoding import ARDecodeOptions, DiffusionDecodeOptions, get_decoder
from sales_dlm.decoding import ar as ar_module
from sales_dlm.decoding import diffusion as diffusion_module
from sales_dlm.decoding.sampler import sample
from sales_dlm.decoding.utf8 import (
    BOUNDARY,
    DEAD,
    CanvasUtf8,
    step_byte,
    utf8_table,
    whole_characters,
)
from sales_dlm.models import wrap

PROMPTS = ["Write to 김영자 at 가온유통.", "Write to Ilze Bērziņa, Eksporta vadītāja.", "Hi"]
HALF = "\ufffd"


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@given(st.binary(max_size=12) | st.text(max_size=6).map(lambda t: t.encode("utf-8")))
def test_the_automaton_accepts_exactly_what_python_decodes_as_utf8(data):
    state = BOUNDARY
    for byte in data:
        state = step_byte(state, byte)
    assert (state == BOUNDARY) == _is_utf8(data)


def test_each_tokens_row_of_the_table_is_its_bytes_read_from_that_state():
    tok = tiny_tokenizer()
    table = utf8_table(tok)
    hangul = tok("김", add_special_tokens=False)["input_ids"]  # EA B9 80, one token per byte
    assert len(hangul) == 3
    assert table.after(hangul) == BOUNDARY
    assert table.after(hangul[:2]) != BOUNDARY
    assert table.after(hangul[1:]) == DEAD, "a continuation byte cannot start the text"
    assert table.next[BOUNDARY][tok.eos_token_id] == BOUNDARY
    assert table.after([*hangul[:1], tok.eos_token_id]) == DEAD, "no end inside a character"


def test_a_draft_cut_inside_a_character_ends_before_it_and_nothing_else_is_lost():
    tok = tiny_tokenizer()
    table = utf8_table(tok)
    ids = tok("Eksporta vadītājs 김", add_special_tokens=False)["input_ids"]
    assert whole_characters(table, ids) == ids
    for cut in range(1, len(ids)):
        kept = whole_characters(table, ids[:cut])
        text = tok.decode(kept)
        assert HALF not in text
        assert "Eksporta vadītājs 김".startswith(text)
        assert len(ids[:cut]) - len(kept) <= 2  # at most the first bytes of one character
    broken = tok("a", add_special_tokens=False)["input_ids"] + ids[-1:] + ids
    assert whole_characters(table, broken) == broken, "not UTF-8 before its end: left as it is"


def _ar_texts(monkeypatch, rule: bool) -> list[str]:
    if not rule:
        monkeypatch.setattr(ar_module, "utf8_processor", lambda *args: None)
    decoder = get_decoder("ar", wrap(tiny_llama(), tiny_tokenizer()))
    texts = []
    for seed in range(4):
        options = ARDecodeOptions(max_new_tokens=40, temperature=1.0, seed=seed)
        texts += [r.text for r in decoder.decode(PROMPTS, options)]
    return texts


def test_ar_drafts_carry_no_half_characters(monkeypatch):
    assert all(HALF not in text for text in _ar_texts(monkeypatch, rule=True))


def test_without_the_rule_the_same_ar_drafts_carry_half_characters(monkeypatch):
    assert sum(HALF in text for text in _ar_texts(monkeypatch, rule=False)) >= 6


def test_greedy_ar_drafts_are_whole_characters_too():
    decoder = get_decoder("ar", wrap(tiny_llama(), tiny_tokenizer()))
    results = decoder.decode(PROMPTS, ARDecodeOptions(max_new_tokens=60))
    table = utf8_table(tiny_tokenizer())
    for result in results:
        assert HALF not in result.text
        assert table.after(whole_characters(table, result.tokens)) == BOUNDARY


DIFFUSION_SETTINGS = [
    {"steps": 24, "remasking": "low_confidence"},  # out of order: neighbours on both sides
    {"steps": 48, "remasking": "left_to_right"},
    {"steps": 24, "remasking": "confident_run", "threshold": 0.07},
    {"steps": 12, "remasking": "low_confidence", "temperature": 1.0},
]


def _diffusion_texts(monkeypatch, rule: bool, setting: dict) -> list[str]:
    if not rule:
        monkeypatch.setattr(diffusion_module, "canvas_utf8", lambda *args: None)
    decoder = get_decoder("diffusion", wrap(block_causal(), tiny_tokenizer(), kind="diffusion"))
    texts = []
    for seed in range(3):
        options = DiffusionDecodeOptions(canvas_length=48, block_length=8, seed=seed, **setting)
        texts += [r.text for r in decoder.decode(PROMPTS, options)]
    return texts


@pytest.mark.parametrize("setting", DIFFUSION_SETTINGS)
def test_diffusion_drafts_carry_no_half_characters_whatever_the_commit_rule(monkeypatch, setting):
    assert all(HALF not in text for text in _diffusion_texts(monkeypatch, True, setting))


@pytest.mark.parametrize("setting", DIFFUSION_SETTINGS)
def test_without_the_rule_the_same_diffusion_drafts_carry_half_characters(monkeypatch, setting):
    assert sum(HALF in text for text in _diffusion_texts(monkeypatch, False, setting)) >= 3


def test_a_mask_between_committed_bytes_is_filled_with_a_byte_that_joins_them():
    """Span repair and out-of-order rules commit to the right of a mask: the token written into
    it must lead into the text after it (here: the middle byte of a Hangul syllable)."""
    tok = tiny_tokenizer()
    table = utf8_table(tok)
    first, _, last = tok("김", add_special_tokens=False)["input_ids"]
    text = tok("Dear ", add_special_tokens=False)["input_ids"]
    mask, end = tok.mask_token_id, tok.eos_token_id
    canvas = text + [first, mask, last] + [end] * (16 - len(text) - 3)
    prompt = tok("Hi", add_special_tokens=False)["input_ids"] + [tok.sep_token_id]
    ids = {"mask_id": mask, "end_ids": [end], "pad_id": tok.pad_token_id}
    for seed in range(8):
        options = DiffusionDecodeOptions(
            canvas_length=16, steps=2, block_length=8, logits_shift=True, seed=seed, temperature=1
        )
        out = sample(
            block_causal(), [prompt], options=options, canvas=[canvas], **ids,
            utf8=CanvasUtf8(table, mask),
        )  # fmt: skip
        assert table.after(out.tokens[0]) == BOUNDARY
        assert HALF not in tok.decode(out.tokens[0])
