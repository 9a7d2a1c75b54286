"""The Decoder interface, registry, prompt encoding, parsing, and the AR/diffusion backends."""

from __future__ import annotations

import copy
import dataclasses

import pytest
import torch
from pydantic import ValidationError
from tiny_models import (
    CANVAS,
    PROMPTS,
    tiny_bert,
    tiny_bidirectional_llama,
    tiny_diffusion_gemma,
    tiny_llama,
    tiny_modernbert,
    tiny_tokenizer,
)

from sales_dlm.decoding import (
    ARDecodeOptions,
    Decoder,
    DecodeResult,
    DiffusionDecodeOptions,
    available_decoders,
    encode_prompt,
    encode_response,
    format_response,
    get_decoder,
    parse_email,
    register_decoder,
)
from sales_dlm.decoding.base import cut_at_end, left_pad, resolve_block_length
from sales_dlm.decoding.sampler import sample
from sales_dlm.decoding.utf8 import DEAD, canvas_utf8, utf8_table, whole_characters
from sales_dlm.errors import ModelError
from sales_dlm.models import wrap

# ---------------------------------------------------------------- registry and options


def test_registry_has_the_three_backends():
    assert {"ar", "diffusion", "diffusion_gemma"} <= set(available_decoders())
    with pytest.raises(ModelError, match="unknown decoder"):
        get_decoder("beam", wrap(tiny_llama(), tiny_tokenizer()))


@pytest.fixture
def registry(monkeypatch):
    """A copy of the decoder registry for one test, so what it registers does not outlive it."""
    from sales_dlm.decoding import base

    monkeypatch.setattr(base, "_REGISTRY", dict(base._REGISTRY))
    return base._REGISTRY


def test_register_decoder_adds_a_backend(registry):
    @register_decoder("echo-test")
    class Echo(Decoder):
        options_class = ARDecodeOptions
        kinds = ("causal",)

        def decode(self, prompts, options=None):
            return [
                DecodeResult(
                    text=p,
                    subject="",
                    body=p,
                    tokens=[],
                    forwards=0,
                    steps=0,
                    steps_used=0,
                    seconds=0.0,
                )
                for p in prompts
            ]

    decoder = get_decoder("echo-test", wrap(tiny_llama(), tiny_tokenizer()))
    assert decoder.decode(["a"])[0].text == "a"
    with pytest.raises(ValueError, match="'echo-test' is already registered"):
        register_decoder("echo-test")(Echo)


def test_a_test_registration_does_not_outlive_the_test():
    assert "echo-test" not in available_decoders()


def test_decoder_refuses_a_model_of_the_wrong_kind():
    with pytest.raises(ModelError, match="drives diffusion models"):
        get_decoder("diffusion", wrap(tiny_llama(), tiny_tokenizer()))
    with pytest.raises(ModelError, match="drives causal"):
        get_decoder("ar", wrap(tiny_bert(), tiny_tokenizer()))


def test_canvas_length_is_the_one_name_and_the_old_one_still_reads():
    assert DiffusionDecodeOptions(gen_length=40, steps=8).canvas_length == 40
    assert DiffusionDecodeOptions.model_validate({"gen_length": 40}).canvas_length == 40
    assert "gen_length" not in DiffusionDecodeOptions().model_dump()
    with pytest.raises(ValidationError, match="canvas_length only"):
        DiffusionDecodeOptions(gen_length=40, canvas_length=40)
    with pytest.raises(ValidationError):
        ARDecodeOptions(canvas_length=40)  # AR's budget keeps transformers' name


def test_resolve_block_length_refuses_non_positive_sizes():
    with pytest.raises(ValueError, match="must all be positive"):
        resolve_block_length(160, 0, 20)


@pytest.mark.parametrize(
    "decoder,model,missing,message",
    [
        ("ar", tiny_llama, {"end_token_ids": ()}, "no end token"),
        ("diffusion", tiny_bert, {"mask_token_id": None}, "no mask token"),
        ("diffusion", tiny_bert, {"end_token_ids": ()}, "no end token"),
        ("diffusion_gemma", tiny_diffusion_gemma, {"end_token_ids": ()}, "no end token"),
    ],
)
def test_a_model_without_the_ids_a_decoder_needs_is_a_model_error(decoder, model, missing, message):
    """A LoadedModel built by hand skips wrap()'s checks: the decoder still says what is wrong
    (an error, not an assert that `python -O` would drop)."""
    loaded = dataclasses.replace(wrap(model(), tiny_tokenizer()), **missing)
    with pytest.raises(ModelError, match=message):
        get_decoder(decoder, loaded).decode(PROMPTS[:1])


def test_options_forbid_unknown_fields_and_wrong_type():
    with pytest.raises(ValidationError):
        ARDecodeOptions(max_tokens=5)
    with pytest.raises(ValidationError):
        ARDecodeOptions(temperature=-1)
    decoder = get_decoder("ar", wrap(tiny_llama(), tiny_tokenizer()))
    with pytest.raises(TypeError, match="ARDecodeOptions"):
        decoder.decode(["x"], DiffusionDecodeOptions())


# ---------------------------------------------------------------- prompting and parsing


def test_encode_prompt_without_chat_template_ends_with_sep():
    tok = tiny_tokenizer()
    ids = encode_prompt(tok, "Write to Anna.")
    assert ids[-1] == tok.sep_token_id
    assert ids[:-1] == tok("Write to Anna.", add_special_tokens=False)["input_ids"]
    assert tok.bos_token_id is None and ids[0] != tok.sep_token_id


def test_encode_prompt_uses_the_chat_template_when_there_is_one():
    tok = copy.deepcopy(tiny_tokenizer())  # keep the shared one without a template
    tok.chat_template = (
        "{% for m in messages %}<{{ m['role'] }}>{{ m['content'] }}{% endfor %}"
        "{% if add_generation_prompt %}<assistant>{% endif %}"
    )
    ids = encode_prompt(tok, "Hi there")
    assert ids == tok("<user>Hi there<assistant>", add_special_tokens=False)["input_ids"]
    assert tok.sep_token_id not in ids


def test_encode_response_ends_with_eos_and_round_trips_through_parse():
    tok = tiny_tokenizer()
    response = format_response("Valves for Nordic Tools", "Dear Anna,\nwe make valves.")
    ids = encode_response(tok, response)
    assert ids[-1] == tok.eos_token_id
    assert parse_email(tok.decode(ids, skip_special_tokens=True)) == (
        "Valves for Nordic Tools",
        "Dear Anna,\nwe make valves.",
    )


@pytest.mark.parametrize(
    "text,expected",
    [
        ("Subject: Hello\nDear Anna,\nbye", ("Hello", "Dear Anna,\nbye")),
        ("Subject: Hello\n\nDear Anna,", ("Hello", "Dear Anna,")),
        ("\n  subject :  Hi there  \nBody\n\n", ("Hi there", "Body")),
        ("Dear Anna,\nno subject here", ("", "Dear Anna,\nno subject here")),
        ("\nDear Anna,", ("", "Dear Anna,")),
        ("Subject: only", ("only", "")),
        ("", ("", "")),
        ("Dear Anna,\nSubject: late", ("", "Dear Anna,\nSubject: late")),
    ],
)
def test_parse_email(text, expected):
    assert parse_email(text) == expected


def test_left_pad_and_cut_at_end():
    ids, attention = left_pad([[5, 6, 7], [8]], pad_id=0, device="cpu")
    assert ids.tolist() == [[5, 6, 7], [0, 0, 8]]
    assert attention.tolist() == [[1, 1, 1], [0, 0, 1]]
    assert cut_at_end([4, 0, 5, 2, 9], end_ids=[2], pad_id=0) == ([4, 5], True)
    assert cut_at_end([4, 5], end_ids=[2], pad_id=0) == ([4, 5], False)


# ---------------------------------------------------------------- AR


def ar_decoder(dtype=torch.float64):
    return get_decoder("ar", wrap(tiny_llama(dtype), tiny_tokenizer()))


def test_ar_batched_left_padding_equals_one_by_one():
    decoder = ar_decoder()
    options = ARDecodeOptions(max_new_tokens=10)
    batched = decoder.decode(PROMPTS, options)
    assert len(batched) == len(PROMPTS)
    for prompt, result in zip(PROMPTS, batched, strict=True):
        alone = decoder.decode([prompt], options)[0]
        assert alone.tokens == result.tokens
        assert len(result.tokens) <= 10
        assert result.steps == result.steps_used == 0, "AR has no denoising steps"
        assert result.seconds > 0
    # one batched forward per position until the longest row ends (its eos, or 10 tokens)
    longest = max(min(len(r.tokens) + 1, 10) for r in batched)
    assert all(r.forwards == longest for r in batched)


def test_ar_sampling_is_seeded():
    decoder = ar_decoder()
    draws = [
        decoder.decode(PROMPTS[:2], ARDecodeOptions(max_new_tokens=8, temperature=1.0, seed=s))
        for s in (3, 3, 4)
    ]
    tokens = [[r.tokens for r in draw] for draw in draws]
    assert tokens[0] == tokens[1]
    assert tokens[0] != tokens[2]


def _force_token(model, token_id):
    """Make the LM head always prefer `token_id` (eos), or never choose it (negative id)."""
    vocab = model.config.vocab_size
    bias = torch.zeros(vocab, dtype=next(model.parameters()).dtype)
    bias[abs(token_id)] = 1e4 if token_id >= 0 else -1e4
    return model.lm_head.register_forward_hook(lambda _m, _i, out: out + bias)


def test_ar_stops_at_eos_and_excludes_it():
    decoder = ar_decoder()
    eos = tiny_tokenizer().eos_token_id
    handle = _force_token(decoder.loaded.model, eos)
    try:
        results = decoder.decode(PROMPTS, ARDecodeOptions(max_new_tokens=20))
    finally:
        handle.remove()
    for result in results:
        assert result.tokens == [] and result.text == ""
        assert result.steps_used == 0 and result.forwards == 1


def test_ar_runs_to_max_new_tokens_without_eos():
    decoder = ar_decoder()
    handle = _force_token(decoder.loaded.model, -tiny_tokenizer().eos_token_id)
    try:
        results = decoder.decode(PROMPTS[:2], ARDecodeOptions(max_new_tokens=7))
    finally:
        handle.remove()
    for result in results:
        assert len(result.tokens) == 7 and result.forwards == 7
        assert result.steps == result.steps_used == 0


# ---------------------------------------------------------------- diffusion decoder


@pytest.mark.parametrize("model", [tiny_bert, tiny_modernbert])
def test_diffusion_decoder_results(model):
    decoder = get_decoder("diffusion", wrap(model(), tiny_tokenizer()))
    options = DiffusionDecodeOptions(canvas_length=16, steps=8, block_length=8)
    results = decoder.decode(PROMPTS, options)
    assert len(results) == len(PROMPTS)
    tok = tiny_tokenizer()
    for result in results:
        assert result.steps == 8 and 1 <= result.steps_used <= 8
        assert result.forwards == result.steps_used
        assert len(result.tokens) <= 16
        assert tok.mask_token_id not in result.tokens and tok.eos_token_id not in result.tokens
        whole = whole_characters(utf8_table(tok), result.tokens)  # cut inside none
        assert result.text == tok.decode(whole, skip_special_tokens=True)
        assert (result.subject, result.body) == parse_email(result.text)
    assert decoder.decode([], options) == []


def test_diffusion_decoder_takes_logits_shift_from_the_config():
    from sales_dlm.decoding.sampler import sample

    loaded = wrap(tiny_bidirectional_llama(), tiny_tokenizer())
    assert loaded.kind == "diffusion" and loaded.logits_shift
    options = DiffusionDecodeOptions(canvas_length=16, steps=8)
    results = get_decoder("diffusion", loaded).decode(PROMPTS, options)
    tok = tiny_tokenizer()
    expected = sample(
        loaded.model,
        [encode_prompt(tok, p) for p in PROMPTS],
        mask_id=tok.mask_token_id,
        end_ids=[tok.eos_token_id],
        pad_id=tok.pad_token_id,
        options=options.model_copy(update={"logits_shift": True}),
        utf8=canvas_utf8(tok, tok.mask_token_id),  # the decoder's UTF-8 rule
    )
    assert [r.tokens for r in results] == expected.tokens


@pytest.mark.parametrize(
    "canvas_length,steps,preferred,expected",
    [
        (160, 8, 20, 20),  # the embedded default: 8 blocks of 20, one step each
        (160, 128, 20, 20),
        (160, 10, 20, 16),  # 10 steps cannot share 8 blocks: 10 blocks of 16 is nearest
        (160, 7, 20, 160),  # 7 is prime to 160: one block is the only even split
        (160, 64, 160, 160),  # a model trained for one block keeps one
        (16, 8, 8, 8),
    ],
)
def test_resolve_block_length(canvas_length, steps, preferred, expected):
    block = resolve_block_length(canvas_length, steps, preferred)
    assert block == expected
    # whatever it picks must pass the options' own validation
    DiffusionDecodeOptions(canvas_length=canvas_length, steps=steps, block_length=block)


def test_diffusion_decoder_takes_its_block_length_from_the_config():
    from sales_dlm.decoding.sampler import sample

    model = copy.deepcopy(tiny_bidirectional_llama())
    model.config.block_length = 8
    loaded = wrap(model, tiny_tokenizer())
    assert loaded.block_length == 8
    tok = tiny_tokenizer()
    prompt_ids = [encode_prompt(tok, p) for p in PROMPTS]

    def by_sampler(block_length: int) -> list[list[int]]:
        options = DiffusionDecodeOptions(
            canvas_length=16, steps=8, block_length=block_length, logits_shift=True
        )
        ids = {"mask_id": tok.mask_token_id, "end_ids": [tok.eos_token_id]}
        utf8 = canvas_utf8(tok, tok.mask_token_id)  # the decoder's UTF-8 rule
        out = sample(model, prompt_ids, **ids, pad_id=tok.pad_token_id, options=options, utf8=utf8)
        return out.tokens

    decoder = get_decoder("diffusion", loaded)
    unset = decoder.decode(PROMPTS, DiffusionDecodeOptions(canvas_length=16, steps=8))
    assert [r.tokens for r in unset] == by_sampler(8), "unset block_length = the config's"
    one_block = decoder.decode(
        PROMPTS, DiffusionDecodeOptions(canvas_length=16, steps=8, block_length=16)
    )
    assert [r.tokens for r in one_block] == by_sampler(16), "an explicit block_length wins"
    assert by_sampler(8) != by_sampler(16), "the test model must tell the two apart"


def _block_causal(block_length: int):
    model = copy.deepcopy(tiny_bidirectional_llama())
    model.config.block_causal, model.config.block_length = True, block_length
    return model


def test_block_causal_model_writes_each_block_start_as_its_ar_model_would():
    """A block's first position is predicted from the committed text before it, read causally:
    with the AR weights it must be the AR model's greedy next token, whatever the masks after."""
    model, tok = _block_causal(8), tiny_tokenizer()
    ar_model = tiny_llama(torch.float64)  # the same weights, causal
    loaded = wrap(model, tok)
    assert (loaded.kind, loaded.block_causal, loaded.block_length) == ("diffusion", True, 8)
    # one canvas for every prompt (no growth), and the decoder's UTF-8 rule in the sampler too;
    # left to right, so that a block start is written before anything to its right, which the
    # rule would also have it lead into
    options = DiffusionDecodeOptions(
        canvas_length=24, steps=12, early_exit=False, grow_canvas=False, remasking="left_to_right"
    )
    prompts = [encode_prompt(tok, p) for p in PROMPTS]
    out = sample(
        model,
        prompts,
        mask_id=tok.mask_token_id,
        end_ids=[tok.eos_token_id],
        pad_id=tok.pad_token_id,
        options=options.model_copy(update={"block_length": 8, "logits_shift": True}),
        utf8=canvas_utf8(tok, tok.mask_token_id),
    )
    table = utf8_table(tok)
    for prompt, canvas in zip(prompts, out.canvas, strict=True):
        for lo in (0, 8, 16):
            prefix = torch.tensor([prompt + canvas[:lo].tolist()])
            with torch.no_grad():
                scores = ar_model(input_ids=prefix).logits[0, -1]
            # of the tokens that keep the text UTF-8 after the block before (utf8.py)
            follows = torch.tensor(table.next[table.after(canvas[:lo].tolist())]) != DEAD
            expected = scores.masked_fill(~follows, float("-inf")).argmax()
            assert canvas[lo] == expected, f"block start {lo}"
    decoded = get_decoder("diffusion", loaded).decode(PROMPTS, options)
    assert [r.tokens for r in decoded] == out.tokens, "the decoder takes blocks from the config"


def test_block_causal_model_refuses_steps_that_break_its_blocks():
    decoder = get_decoder("diffusion", wrap(_block_causal(8), tiny_tokenizer()))
    plain = r"decodes in 3 blocks \(of 8 tokens each\); use a multiple of 3 steps, e\.g\. 6 or 9"
    with pytest.raises(ModelError, match=plain + r" \(got 7\)"):
        decoder.decode(PROMPTS[:1], DiffusionDecodeOptions(canvas_length=24, steps=7))


def test_block_causal_model_without_block_length_is_refused():
    model = _block_causal(8)
    model.config.block_length = None
    with pytest.raises(ModelError, match="no positive block_length"):
        wrap(model, tiny_tokenizer())


def test_diffusion_model_without_mask_token_is_refused():
    from tokenizers import Tokenizer
    from transformers import PreTrainedTokenizerFast

    core = Tokenizer.from_str(tiny_tokenizer().backend_tokenizer.to_str())
    no_mask = PreTrainedTokenizerFast(tokenizer_object=core, pad_token="<pad>", eos_token="<eos>")
    with pytest.raises(ModelError, match="mask token"):
        wrap(tiny_bert(), no_mask)


# ---------------------------------------------------------------- DiffusionGemma


def gemma_decoder():
    return get_decoder("diffusion_gemma", wrap(tiny_diffusion_gemma(), tiny_tokenizer()))


def test_diffusion_gemma_maps_steps_and_reports_statistics():
    decoder = gemma_decoder()
    options = DiffusionDecodeOptions(canvas_length=2 * CANVAS, steps=8)
    kwargs = decoder.generation_kwargs(options)
    assert kwargs["max_denoising_steps"] == 4 and kwargs["max_new_tokens"] == 2 * CANVAS
    results = decoder.decode(PROMPTS, options)
    assert len(results) == len(PROMPTS)
    for result in results:
        assert result.steps == 8 and 1 <= result.steps_used <= 8
        assert len(result.tokens) <= 2 * CANVAS
        # each canvas: 1 encoder pass + up to 4 decoder passes, shared by the batch
        assert 2 + max(r.steps_used for r in results) <= result.forwards <= 2 + 8


def test_diffusion_gemma_early_exit_off_spends_every_step_and_is_seeded():
    decoder = gemma_decoder()
    options = DiffusionDecodeOptions(canvas_length=CANVAS, steps=4, early_exit=False, seed=5)
    assert decoder.generation_kwargs(options)["stability_threshold"] == 4
    first = decoder.decode(PROMPTS[:2], options)
    again = decoder.decode(PROMPTS[:2], options)
    assert [r.tokens for r in first] == [r.tokens for r in again]
    assert all(r.steps_used == 4 and r.forwards == 1 + 4 for r in first)


@pytest.mark.parametrize(
    "bad",
    [{"threshold": 0.9}, {"logits_shift": True}, {"suppress_end_until": 3}, {"block_length": 4}],
)
def test_diffusion_gemma_rejects_options_it_cannot_honour(bad):
    options = DiffusionDecodeOptions(canvas_length=CANVAS, steps=4, **bad)
    with pytest.raises(ModelError):
        gemma_decoder().generation_kwargs(options)


def test_diffusion_gemma_temperature_scales_its_schedule():
    kwargs = gemma_decoder().generation_kwargs(
        DiffusionDecodeOptions(canvas_length=CANVAS, steps=4, temperature=1.0)
    )
    assert kwargs["t_max"] == 1.0 and 0 < kwargs["t_min"] < 1.0


def test_diffusion_decoder_takes_its_remasking_from_the_config():
    """config.left_to_right_from_steps: from that step count on the model's measured rule
    (LEFT_TO_RIGHT_MODEL_RULE), below it (and for models that do not say) most confident
    first; an explicit option wins."""
    from sales_dlm.decoding.diffusion import LEFT_TO_RIGHT_MODEL_RULE
    from sales_dlm.decoding.sampler import sample

    model, tok = _block_causal(8), tiny_tokenizer()
    assert wrap(model, tok).remasking_for(1000) == "low_confidence", "absent = LLaDA's rule"
    model.config.left_to_right_from_steps = 8
    loaded = wrap(model, tok)
    assert [loaded.remasking_for(s) for s in (4, 8, 16)] == [
        "low_confidence",
        "left_to_right",
        "left_to_right",
    ]
    prompts = [encode_prompt(tok, p) for p in PROMPTS]

    def by_sampler(steps: int, remasking: str, threshold: float | None = None) -> list[list[int]]:
        options = DiffusionDecodeOptions(
            canvas_length=16,
            steps=steps,
            block_length=8,
            logits_shift=True,
            remasking=remasking,
            threshold=threshold,
        )
        ids = {"mask_id": tok.mask_token_id, "end_ids": [tok.eos_token_id]}
        utf8 = canvas_utf8(tok, tok.mask_token_id)
        out = sample(model, prompts, **ids, pad_id=tok.pad_token_id, options=options, utf8=utf8)
        return out.tokens

    decoder = get_decoder("diffusion", loaded)

    def by_decoder(steps: int, **update) -> list[list[int]]:
        options = DiffusionDecodeOptions(canvas_length=16, steps=steps, grow_canvas=False, **update)
        return [r.tokens for r in decoder.decode(PROMPTS, options)]

    rule, tau = LEFT_TO_RIGHT_MODEL_RULE
    resolved = decoder.resolve_options(DiffusionDecodeOptions(canvas_length=16, steps=8))
    assert (resolved.remasking, resolved.threshold) == (rule, tau), "at the threshold"
    assert by_decoder(8) == by_sampler(8, rule, tau)
    assert decoder.resolve_options(DiffusionDecodeOptions(canvas_length=16, steps=4)).remasking == (
        "low_confidence"
    ), "below it: most confident first"
    assert by_decoder(4) == by_sampler(4, "low_confidence")
    assert by_decoder(8, remasking="low_confidence") == by_sampler(8, "low_confidence")
    assert by_sampler(8, "left_to_right") != by_sampler(8, "low_confidence"), "must differ"


def test_diffusion_decoder_takes_a_commit_rule_from_the_config():
    model, tok = _block_causal(8), tiny_tokenizer()
    model.config.left_to_right_from_steps = 8
    model.config.commit_rule, model.config.commit_threshold = "threshold", 0.5
    decoder = get_decoder("diffusion", wrap(model, tok))
    for steps in (4, 16):  # the config's rule at every step count
        options = decoder.resolve_options(DiffusionDecodeOptions(canvas_length=16, steps=steps))
        assert (options.remasking, options.threshold) == ("threshold", 0.5)
    options = DiffusionDecodeOptions(canvas_length=16, steps=4, threshold=0.7)
    assert decoder.resolve_options(options).threshold == 0.7, "an explicit tau wins"
    model.config.commit_rule = "most_sure"
    with pytest.raises(ModelError, match="commit_rule 'most_sure'"):
        decoder.resolve_options(DiffusionDecodeOptions(canvas_length=16, steps=4))


def test_bad_left_to_right_from_steps_in_config_is_refused():
    model = _block_causal(8)
    model.config.left_to_right_from_steps = "many"
    with pytest.raises(ModelError, match="left_to_right_from_steps 'many'.*positive step count"):
        wrap(model, tiny_tokenizer())
