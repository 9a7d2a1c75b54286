"""The masked-diffusion sampler against the plain LLaDA re-derivation, and its own guarantees."""

from __future__ import annotations

import pytest
import torch
from pydantic import ValidationError
from tiny_models import (
    prompt_ids,
    tiny_bert,
    tiny_bidirectional_llama,
    tiny_modernbert,
    tiny_tokenizer,
)

from sales_dlm.decoding.base import DiffusionDecodeOptions
from sales_dlm.decoding.reference import reference_generate
from sales_dlm.decoding.sampler import num_transfer_tokens, sample

MODELS = {"bert": tiny_bert, "modernbert": tiny_modernbert}
# (steps, canvas_length, block_length): one block, semi-AR blocks, uneven k, more steps than tokens
SETTINGS = [(8, 16, 16), (16, 16, 4), (12, 24, 8), (16, 8, 4), (5, 12, 12)]


def ids():
    tok = tiny_tokenizer()
    return {"mask_id": tok.mask_token_id, "end_ids": [tok.eos_token_id], "pad_id": tok.pad_token_id}


def run(model, prompts, **options):
    return sample(model, prompts, options=DiffusionDecodeOptions(**options), **ids())


def boost_end(model, canvas_length: int, offset: int, amount: float = 50.0):
    """A model function whose end-token logit is raised at one canvas offset (forces an end)."""
    eos = tiny_tokenizer().eos_token_id

    def fn(x: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        positions = (attention_mask.long().cumsum(1) - 1).clamp(min=0)
        logits = model(input_ids=x, attention_mask=attention_mask.long(), position_ids=positions)
        logits = logits.logits.clone()
        logits[:, x.shape[1] - canvas_length + offset, eos] += amount
        return logits

    return fn


@pytest.mark.parametrize("name", MODELS)
@pytest.mark.parametrize("steps,canvas_length,block_length", SETTINGS)
def test_matches_reference_token_for_token(name, steps, canvas_length, block_length):
    model = MODELS[name]()
    prompts = prompt_ids(3)  # three different lengths: the batch is left-padded
    out = run(
        model,
        prompts,
        canvas_length=canvas_length,
        steps=steps,
        block_length=block_length,
        early_exit=False,
    )
    for row, prompt in enumerate(prompts):
        expected = reference_generate(
            lambda x: model(input_ids=x).logits,
            prompt,
            mask_id=ids()["mask_id"],
            canvas_length=canvas_length,
            steps=steps,
            block_length=block_length,
        )
        assert out.canvas[row].tolist() == expected, f"row {row} differs from the reference"
    assert all(used <= steps for used in out.steps_used)


def test_transfer_schedule_spreads_remainder_over_first_steps():
    counts = torch.tensor([10, 3, 0])
    assert num_transfer_tokens(counts, 4).tolist() == [[3, 3, 2, 2], [1, 1, 1, 0], [0, 0, 0, 0]]


@pytest.mark.parametrize("name", MODELS)
def test_batched_equals_one_by_one(name):
    model = MODELS[name]()
    prompts = prompt_ids(3)
    options = {"canvas_length": 16, "steps": 8, "block_length": 8}
    batched = run(model, prompts, **options)
    for row, prompt in enumerate(prompts):
        alone = run(model, [prompt], **options)
        assert alone.canvas[0].tolist() == batched.canvas[row].tolist(), f"row {row}"
        assert alone.tokens[0] == batched.tokens[row]


def test_deterministic_with_seed_and_varies_without():
    model = tiny_bert()
    prompts = prompt_ids(2)
    options = {"canvas_length": 16, "steps": 8, "temperature": 1.0}
    first = run(model, prompts, seed=7, **options)
    again = run(model, prompts, seed=7, **options)
    other = run(model, prompts, seed=8, **options)
    assert torch.equal(first.canvas, again.canvas)
    assert not torch.equal(first.canvas, other.canvas)
    greedy = [run(model, prompts, canvas_length=16, steps=8, seed=s).canvas for s in (1, 2)]
    assert torch.equal(*greedy), "temperature 0 must not depend on the seed"


@pytest.mark.parametrize("offset", [3, 8])  # in the first block; first of the second
def test_early_exit_keeps_tokens_and_saves_steps(offset):
    canvas_length, steps = 16, 16
    fn = boost_end(tiny_modernbert(), canvas_length, offset)
    prompts = prompt_ids(3)
    common = {"canvas_length": canvas_length, "steps": steps, "block_length": 8}
    full = run(fn, prompts, early_exit=False, **common)
    fast = run(fn, prompts, early_exit=True, **common)
    for row in range(len(prompts)):
        assert fast.end_positions[row] == offset == full.end_positions[row]
        assert fast.tokens[row] == full.tokens[row], f"row {row}: early exit changed the draft"
        before_end = slice(0, offset)
        assert torch.equal(fast.canvas[row, before_end], full.canvas[row, before_end])
        assert fast.steps_used[row] < full.steps_used[row] == steps
    assert fast.forwards == max(fast.steps_used)


def test_finished_rows_leave_the_batch_and_never_change():
    canvas_length = 16
    inner = boost_end(tiny_bert(), canvas_length, offset=2)
    seen: list[tuple[int, torch.Tensor]] = []

    def spy(x, attention_mask):
        seen.append((x.shape[0], x[:, -canvas_length:].clone()))
        return inner(x, attention_mask)

    out = run(spy, prompt_ids(3), canvas_length=canvas_length, steps=16)
    batch_sizes = [size for size, _ in seen]
    assert batch_sizes == sorted(batch_sizes, reverse=True), "a finished row came back"
    assert sum(batch_sizes) == sum(out.steps_used)
    assert all(e == 2 for e in out.end_positions)


@pytest.mark.parametrize("threshold", [0.999, 0.01])
def test_threshold_commits_at_least_one_per_step(threshold):
    canvas_length, block = 16, 8
    model = tiny_bert()
    mask_id = ids()["mask_id"]
    masks_per_call: list[list[int]] = []

    def spy(x, attention_mask):
        masks_per_call.append((x[:, -canvas_length:] == mask_id).sum(dim=1).tolist())
        positions = (attention_mask.long().cumsum(1) - 1).clamp(min=0)
        return model(input_ids=x, attention_mask=attention_mask.long(), position_ids=positions)

    out = run(
        spy,
        prompt_ids(1),
        canvas_length=canvas_length,
        steps=canvas_length,
        block_length=block,
        threshold=threshold,
        early_exit=False,
    )
    counts = [c[0] for c in masks_per_call] + [int((out.canvas[0] == mask_id).sum())]
    assert counts[-1] == 0, "threshold mode must still fill the canvas"
    assert all(a - b >= 1 for a, b in zip(counts, counts[1:], strict=False)), counts
    assert out.steps_used[0] <= canvas_length
    if threshold < 0.1:  # every prediction is above a tiny threshold: one step per block
        assert out.steps_used[0] == canvas_length // block


def test_threshold_respects_step_ceiling():
    out = run(tiny_bert(), prompt_ids(2), canvas_length=16, steps=4, threshold=0.999)
    assert all(used <= 4 for used in out.steps_used)
    assert not (out.canvas == ids()["mask_id"]).any()


def test_logits_shift_reads_predictions_from_previous_position():
    model = tiny_modernbert()

    def plain(x, attention_mask):
        positions = (attention_mask.long().cumsum(1) - 1).clamp(min=0)
        kw = {"attention_mask": attention_mask.long(), "position_ids": positions}
        return model(input_ids=x, **kw).logits

    def shifted(x, attention_mask):  # what an AR-initialised model looks like: i predicts i+1
        logits = plain(x, attention_mask)
        return torch.cat([logits[:, 1:], logits[:, -1:]], dim=1)

    options = {"canvas_length": 16, "steps": 8, "block_length": 8, "early_exit": False}
    expected = run(plain, prompt_ids(3), **options)
    got = run(shifted, prompt_ids(3), logits_shift=True, **options)
    assert torch.equal(expected.canvas, got.canvas)


def test_suppress_end_until_keeps_end_tokens_out_of_the_opening():
    canvas_length = 16
    fn = boost_end(tiny_bert(), canvas_length, offset=2)
    eos = tiny_tokenizer().eos_token_id
    out = run(fn, prompt_ids(2), canvas_length=canvas_length, steps=16, suppress_end_until=6)
    assert not (out.canvas[:, :6] == eos).any()
    assert all(e is None or e >= 6 for e in out.end_positions)


def test_tokens_stop_before_end_and_drop_masks():
    out = run(boost_end(tiny_bert(), 16, offset=5), prompt_ids(1), canvas_length=16, steps=16)
    assert out.end_positions == [5]
    assert len(out.tokens[0]) == 5
    assert ids()["mask_id"] not in out.tokens[0]


def test_options_check_block_divisibility():
    with pytest.raises(ValidationError, match="multiple of block_length"):
        DiffusionDecodeOptions(canvas_length=10, block_length=4)
    with pytest.raises(ValidationError, match="multiple of the number of blocks"):
        DiffusionDecodeOptions(canvas_length=16, block_length=4, steps=6)
    with pytest.raises(ValidationError):
        DiffusionDecodeOptions(steps=8, unknown=1)


def test_bidirectional_llama_with_shift_batched_equals_one_by_one():
    """The embedded diffusion model's architecture: Llama, is_causal=False, logits_shift, RoPE
    positions."""
    model = tiny_bidirectional_llama()
    prompts = prompt_ids(3)
    options = {"canvas_length": 16, "steps": 8, "block_length": 8, "logits_shift": True}
    batched = run(model, prompts, **options)
    for row, prompt in enumerate(prompts):
        alone = run(model, [prompt], **options)
        assert alone.canvas[0].tolist() == batched.canvas[row].tolist(), f"row {row}"
    unshifted = run(model, prompts, **{**options, "logits_shift": False})
    assert not torch.equal(unshifted.canvas, batched.canvas), "logits_shift had no effect"


def test_logits_to_keep_path_equals_full_logits():
    """Llama computes its head only on the block (logits_to_keep); same tokens as full logits."""
    model = tiny_bidirectional_llama()

    def full(x, attention_mask):
        positions = (attention_mask.long().cumsum(1) - 1).clamp(min=0)
        kw = {"attention_mask": attention_mask.long(), "position_ids": positions}
        return model(input_ids=x, **kw).logits  # (B, L, V): every position

    options = {"canvas_length": 16, "steps": 8, "block_length": 8, "logits_shift": True}
    assert torch.equal(
        run(model, prompt_ids(3), **options).canvas, run(full, prompt_ids(3), **options).canvas
    )


def test_matches_reference_with_logits_shift():
    model = tiny_bidirectional_llama()
    prompts = prompt_ids(3)
    options = {"canvas_length": 16, "steps": 8, "block_length": 8, "early_exit": False}
    out = run(model, prompts, logits_shift=True, **options)
    for row, prompt in enumerate(prompts):
        expected = reference_generate(
            lambda x: model(input_ids=x).logits,
            prompt,
            mask_id=ids()["mask_id"],
            canvas_length=16,
            steps=8,
            block_length=8,
            logits_shift=True,
        )
        assert out.canvas[row].tolist() == expected, f"row {row}"


def _rising_confidence(canvas_length: int, token: int):
    """A model function sure of `token` everywhere, surer the further right (so the most
    confident masked position is always the rightmost); records the canvas of every forward."""
    seen: list[torch.Tensor] = []

    def fn(x: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        seen.append(x[:, -canvas_length:].clone())
        logits = torch.zeros(*x.shape, len(tiny_tokenizer()))
        logits[..., token] = 0.05 * torch.arange(x.shape[1], dtype=torch.float32) + 3.0
        return logits

    return fn, seen


@pytest.mark.parametrize(
    "remasking,first_committed", [("low_confidence", [7]), ("left_to_right", [0])]
)
def test_remasking_decides_which_positions_a_step_commits(remasking, first_committed):
    token = 10
    fn, seen = _rising_confidence(8, token)
    out = run(fn, prompt_ids(1), canvas_length=8, steps=8, early_exit=False, remasking=remasking)
    assert out.canvas[0].tolist() == [token] * 8, "every position filled with the sure token"
    committed_after_first = (seen[1][0] == token).nonzero().squeeze(1).tolist()
    assert committed_after_first == first_committed
    if remasking == "left_to_right":
        for step, canvas in enumerate(seen):  # forward `step` sees exactly `step` tokens, in order
            assert (canvas[0] == token).tolist() == [i < step for i in range(8)], f"step {step}"


def test_left_to_right_keeps_the_per_step_count_and_block_order():
    token = 10
    fn, seen = _rising_confidence(16, token)
    run(
        fn,
        prompt_ids(1),
        canvas_length=16,
        steps=4,
        block_length=8,
        early_exit=False,
        remasking="left_to_right",
    )
    filled = [int((canvas[0] == token).sum()) for canvas in seen]
    assert filled == [0, 4, 8, 12], "4 per step, block 1 before block 2"
    assert (seen[2][0, :8] == token).all(), "the first block is complete before the second"


# ---------------------------------------------------------------- what a caller can get wrong
# Errors, not asserts: `python -O` drops asserts, and these are all reachable from user input.


def _logits_fn(shape_of):
    """A model function returning logits of the shape `shape_of(x)` gives."""
    vocab = len(tiny_tokenizer())
    return lambda x, attention_mask: torch.zeros(*shape_of(x), vocab)


@pytest.mark.parametrize(
    "model_or_fn,message",
    [
        (lambda: tiny_bert().train(), "training mode"),
        (lambda: _logits_fn(lambda x: (x.shape[0], 3)), "logits for 3 positions"),
        (lambda: _logits_fn(lambda x: (x.shape[0] + 1, x.shape[1])), "shape"),
    ],
)
def test_a_misbehaving_model_is_a_model_error(model_or_fn, message):
    from sales_dlm.errors import ModelError

    model = model_or_fn()
    try:
        with pytest.raises(ModelError, match=message):
            run(model, prompt_ids(1), canvas_length=8, steps=8)
    finally:
        if isinstance(model, torch.nn.Module):
            model.eval()  # the cached tiny model is shared with other tests


@pytest.mark.parametrize(
    "case,message",
    [
        ("no prompts", "at least one prompt"),
        ("no end ids", "at least one end token"),
        ("mask is an end", "cannot also be an end id"),
        ("empty prompt, shifted", "non-empty prompt"),
    ],
)
def test_bad_sample_arguments_are_value_errors(case, message):
    prompts, special = prompt_ids(1), ids()
    options = DiffusionDecodeOptions(canvas_length=8, steps=8)
    if case == "no prompts":
        prompts = []
    elif case == "no end ids":
        special["end_ids"] = []
    elif case == "mask is an end":
        special["end_ids"] = [special["mask_id"]]
    else:
        prompts, options = [[]], options.model_copy(update={"logits_shift": True})
    with pytest.raises(ValueError, match=message):
        sample(tiny_bert(), prompts, options=options, **special)


def test_options_that_skipped_validation_are_checked_again():
    """`model_copy(update=...)` does not validate, so the sampler re-checks the blocks."""
    options = DiffusionDecodeOptions(canvas_length=16, steps=8).model_copy(
        update={"block_length": 5}
    )
    with pytest.raises(ValueError, match="multiple of block_length 5"):
        sample(tiny_bert(), prompt_ids(1), options=options, **ids())


def test_a_block_causal_model_in_foreign_blocks_is_a_value_error():
    import copy

    model = copy.deepcopy(tiny_bidirectional_llama())
    model.config.block_causal, model.config.block_length = True, 8
    options = DiffusionDecodeOptions(canvas_length=16, steps=8, block_length=16)
    with pytest.raises(ValueError, match="own blocks of 8 tokens, not 16"):
        sample(model, prompt_ids(1), options=options, **ids())


def test_reference_refuses_uneven_blocks():
    common = {"mask_id": 1, "steps": 8}
    with pytest.raises(ValueError, match="multiple of block_length"):
        reference_generate(None, [5], canvas_length=10, block_length=4, **common)
    with pytest.raises(ValueError, match="multiple of the number of blocks"):
        reference_generate(None, [5], canvas_length=12, block_length=4, steps=4, mask_id=1)
