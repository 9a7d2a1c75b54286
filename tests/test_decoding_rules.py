"""Commit rules (decoding/commit.py): which masked positions a denoising step fills."""

from __future__ import annotations

import pytest
import torch
from pydantic import ValidationError
from tiny_models import prompt_ids, tiny_bert, tiny_tokenizer

from sales_dlm.decoding.base import DiffusionDecodeOptions
from sales_dlm.decoding.commit import COMMIT_RULES, choose, entropy, step_floor
from sales_dlm.decoding.sampler import num_transfer_tokens, sample

CONF = torch.tensor([[0.5, 0.95, 0.99, 0.3, 0.99, 0.97]])
ALL_MASKED = torch.ones_like(CONF, dtype=torch.bool)


def committed(rule, floor=1, is_mask=ALL_MASKED, **kw) -> list[int]:
    commit = choose(rule, CONF, is_mask, torch.tensor([floor]), **kw)
    return commit[0].nonzero().squeeze(1).tolist()


def test_confident_run_takes_the_leftmost_and_the_sure_run_after_it():
    assert committed("confident_run", threshold=0.9) == [0, 1, 2], "0.3 at 3 breaks the run"
    assert committed("confident_run", threshold=0.999) == [0], "the leftmost whatever its conf"
    first_done = ALL_MASKED.clone()
    first_done[0, :2] = False
    assert committed("confident_run", threshold=0.9, is_mask=first_done) == [2]
    assert committed("confident_run", floor=4, threshold=0.9) == [0, 1, 2, 3], "floor wins"


def test_threshold_takes_every_position_above_tau_at_least_the_floor():
    assert committed("threshold", threshold=0.96) == [2, 4, 5]
    assert committed("threshold", threshold=0.999) == [2], "at least one: the most confident"
    assert committed("threshold", floor=4, threshold=0.999) == [1, 2, 4, 5]


def test_entropy_bounded_sums_entropies_in_order_of_confidence():
    entropies = torch.tensor([[3.0, 0.4, 0.1, 2.0, 0.2, 0.3]])
    # confidence order 2, 4, 5, 1, 0, 3: running entropy 0.1, 0.3, 0.6, 1.0, 4.0
    assert committed("entropy_bounded", entropy_bound=0.65, entropies=entropies) == [2, 4, 5]
    assert committed("entropy_bounded", entropy_bound=0.05, entropies=entropies) == [2]
    with pytest.raises(ValueError, match="entropies"):
        committed("entropy_bounded", entropy_bound=1.0)


def test_schedule_rules_commit_exactly_the_floor():
    assert committed("low_confidence", floor=2) == [2, 4]
    assert committed("left_to_right", floor=2) == [0, 1]
    # old options: low_confidence with a threshold is Fast-dLLM's count
    assert committed("low_confidence", threshold=0.96) == [2, 4, 5]


@pytest.mark.parametrize("rule", COMMIT_RULES)
def test_rules_fill_only_masked_positions_and_never_more_than_are_left(rule):
    is_mask = torch.tensor([[True, False, True, False, False, False]])
    commit = choose(
        rule,
        CONF,
        is_mask,
        torch.tensor([5]),
        threshold=0.1,
        entropy_bound=100.0,
        entropies=torch.zeros_like(CONF),
    )
    assert commit[0].tolist() == is_mask[0].tolist()


def test_step_floor_is_the_even_schedule_step_by_step():
    for count in range(0, 21):
        for steps in (1, 3, 4, 7, 25):
            schedule = num_transfer_tokens(torch.tensor([count]), steps)[0].tolist()
            left, floors = count, []
            for step in range(steps):
                if left == 0:
                    break
                k = int(step_floor(torch.tensor([left]), torch.tensor([steps - step])))
                floors.append(k)
                left -= k
            assert floors == [k for k in schedule if k > 0], (count, steps)


def test_entropy_of_a_sure_and_a_uniform_prediction():
    logits = torch.tensor([[0.0, 0.0, 0.0, 0.0], [100.0, 0.0, 0.0, 0.0]])
    torch.testing.assert_close(entropy(logits), torch.tensor([torch.log(torch.tensor(4.0)), 0.0]))


def test_options_keep_old_values_and_json_and_take_the_new_rules():
    old = DiffusionDecodeOptions.model_validate_json(
        '{"gen_length": 40, "steps": 8, "threshold": 0.9, "remasking": "left_to_right"}'
    )
    assert (old.canvas_length, old.remasking, old.threshold) == (40, "left_to_right", 0.9)
    for rule in COMMIT_RULES:
        assert DiffusionDecodeOptions(remasking=rule).remasking == rule
    assert DiffusionDecodeOptions(entropy_bound=0.5).entropy_bound == 0.5
    with pytest.raises(ValidationError):
        DiffusionDecodeOptions(remasking="most_confident")
    with pytest.raises(ValidationError):
        DiffusionDecodeOptions(entropy_bound=0.0)
    with pytest.raises(ValueError, match="unknown commit rule"):
        choose("nope", CONF, ALL_MASKED, torch.tensor([1]), threshold=None)


def ids():
    tok = tiny_tokenizer()
    return {"mask_id": tok.mask_token_id, "end_ids": [tok.eos_token_id], "pad_id": tok.pad_token_id}


def run(**options):
    options = DiffusionDecodeOptions(canvas_length=16, block_length=8, early_exit=False, **options)
    return sample(tiny_bert(), prompt_ids(3), options=options, **ids())


@pytest.mark.parametrize("rule", COMMIT_RULES)
@pytest.mark.parametrize("steps", [2, 4, 16])
def test_steps_stay_a_ceiling_for_every_rule(rule, steps):
    out = run(steps=steps, remasking=rule, threshold=0.5, entropy_bound=1.0)
    assert all(used <= steps for used in out.steps_used)
    assert (out.canvas != ids()["mask_id"]).all(), "every position filled within the steps"


def test_confident_run_at_tau_one_is_left_to_right_and_threshold_is_the_old_fast_dllm():
    assert (
        run(steps=16, remasking="confident_run", threshold=1.0).tokens
        == run(steps=16, remasking="left_to_right").tokens
    )
    assert (
        run(steps=8, remasking="threshold", threshold=0.01).tokens
        == run(steps=8, remasking="low_confidence", threshold=0.01).tokens
    )


def test_a_sure_rule_finishes_blocks_early_and_leaves_their_steps_unspent():
    out = run(steps=16, remasking="threshold", threshold=0.0001)  # every position is "sure"
    assert out.steps_used == [2, 2, 2], "one step per block"
    assert out.tokens_per_forward == 8.0
