"""Training: corpus determinism and held-out separation, tokenizer round trips, a micro run.

Fast by construction: a micro corpus, a micro tokenizer and a one-layer model; the shipped
models are never retrained here (tests/test_training_embedded.py loads them).
"""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest
import torch
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from sales_dlm.cli import cli
from sales_dlm.training import ar, dlm
from sales_dlm.training.batches import tokenise
from sales_dlm.training.corpus import (
    heldout_buyers,
    make_example,
    names_of,
    training_examples,
    training_names,
)
from sales_dlm.training.emails import facts_of
from sales_dlm.training.tokenizer import train_tokenizer
from sales_dlm.training.train import TrainPlan, train_embedded

MICRO = 300  # examples: enough for a tokenizer and a few batches, generated in ~0.1 s


@pytest.fixture(scope="module")
def micro_corpus():
    return training_examples(0, MICRO)


@pytest.fixture(scope="module")
def micro_tokenizer(micro_corpus):
    return train_tokenizer([e.prompt + e.response for e in micro_corpus], vocab_size=400)


def test_corpus_is_deterministic_and_index_addressable(micro_corpus):
    assert training_examples(0, 5, start=100) == micro_corpus[100:105]
    assert make_example(0, 7) == micro_corpus[7]
    assert make_example(1, 7) != micro_corpus[7], "different seeds must give different corpora"


def test_corpus_varies_and_uses_only_prompt_facts(micro_corpus):
    assert len({e.buyer.company for e in micro_corpus}) > 0.9 * MICRO
    assert any(not e.buyer.contact_name for e in micro_corpus), "some buyers lack a contact"
    for example in micro_corpus:
        facts = facts_of(example.buyer, example.sender)
        text = example.response
        for key in ("company", "first", "title", "category"):
            if key in facts:
                assert facts[key] in text, f"{key} {facts[key]!r} missing from {text!r}"
        if "first" not in facts:
            assert f"{example.buyer.company} team" in text or "team at" in text
        for value in facts.values():
            assert value in example.prompt or value == facts.get("first"), value
        assert 30 <= len(text.split()) <= 120, f"email length {len(text.split())} words"


def test_heldout_names_never_occur_in_training(micro_corpus):
    buyers = heldout_buyers(0, 50, names_of(micro_corpus))
    training_text = "\n".join(e.prompt + e.response for e in micro_corpus)
    for buyer in buyers:
        assert buyer.company not in training_text, buyer.company
        if buyer.contact_name:
            assert buyer.contact_name not in training_text, buyer.contact_name
    again = heldout_buyers(0, 50, names_of(micro_corpus))
    assert again == buyers, "held-out set must be deterministic"
    assert all(b.contact_name for b in buyers), "every held-out buyer has a contact to copy"


def test_training_names_are_the_corpus_names(micro_corpus):
    # The fast name-only pass draws exactly the buyers and senders of the full examples.
    assert list(training_names(0, 40, start=100)) == list(names_of(micro_corpus[100:140]))


def test_corpus_trains_on_long_contact_names(micro_corpus):
    # Long unseen surnames were the first AR model's main failure; the corpus must have many.
    surnames = [
        e.buyer.contact_name.split(" ", 1)[-1] for e in micro_corpus if e.buyer.contact_name
    ]
    long = [s for s in surnames if len(s) >= 12]
    assert len(long) > 0.15 * len(surnames), f"only {len(long)} of {len(surnames)} are long"


@settings(max_examples=60, deadline=None)
@given(name=st.text(min_size=1, max_size=40))
def test_tokenizer_round_trips_any_unicode(micro_tokenizer, name):
    ids = micro_tokenizer.encode(name, add_special_tokens=False)
    assert micro_tokenizer.decode(ids) == name
    assert micro_tokenizer.unk_token_id not in ids


def test_tokenizer_specials(micro_tokenizer):
    tok = micro_tokenizer
    assert (tok.pad_token, tok.mask_token, tok.eos_token, tok.sep_token) == (
        "<pad>",
        "<mask>",
        "<eos>",
        "<sep>",
    )
    assert len({tok.pad_token_id, tok.mask_token_id, tok.eos_token_id, tok.sep_token_id}) == 4


def test_diffusion_batch_never_masks_the_prompt(micro_corpus, micro_tokenizer):
    pairs = tokenise(micro_tokenizer, micro_corpus[:4])
    batch = dlm.collate(pairs, micro_tokenizer, dlm.DiffusionConfig(canvas_length=64))
    for row, pair in enumerate(pairs):
        assert not batch["canvas"][row, : len(pair.prompt)].any()
        assert batch["canvas"][row].sum() == max(64, max(len(p.response) for p in pairs))


def _block_masks(micro_corpus, micro_tokenizer, block_share: float):
    """The masks loss_of draws for 8 rows: (clean, noisy input, canvas) via a recording model."""
    pairs = tokenise(micro_tokenizer, micro_corpus[:8])
    config = dlm.DiffusionConfig(canvas_length=64, block_length=16, block_share=block_share)
    batch = dlm.collate(pairs, micro_tokenizer, config)
    seen = {}

    class Recorder(torch.nn.Module):
        config = SimpleNamespace(mask_token_id=micro_tokenizer.mask_token_id)

        def forward(self, input_ids, attention_mask):
            seen["noisy"] = input_ids
            logits = torch.zeros(*input_ids.shape, len(micro_tokenizer), requires_grad=True)
            return SimpleNamespace(logits=logits)

    loss = dlm.loss_of(Recorder(), batch, torch.Generator().manual_seed(0), config)
    assert torch.isfinite(loss) and loss > 0, loss
    return batch["input_ids"], seen["noisy"], batch["canvas"]


def test_block_rows_mask_like_the_block_sampler(micro_corpus, micro_tokenizer):
    clean, noisy, canvas = _block_masks(micro_corpus, micro_tokenizer, block_share=1.0)
    mask_id = micro_tokenizer.mask_token_id
    for row in range(clean.shape[0]):
        region = noisy[row][canvas[row]]  # [N] the canvas as the model sees it
        is_mask = region == mask_id
        assert is_mask.any(), "a block row must mask at least one position"
        first = int(is_mask.nonzero()[0])
        block_start = first - first % 16
        # clean before the drawn block, all masks after it
        assert not is_mask[:block_start].any()
        assert is_mask[block_start + 16 :].all()
        assert (noisy[row][~canvas[row]] == clean[row][~canvas[row]]).all(), "prompt untouched"


def test_plain_rows_mask_anywhere_in_the_canvas(micro_corpus, micro_tokenizer):
    clean, noisy, canvas = _block_masks(micro_corpus, micro_tokenizer, block_share=0.0)
    is_mask = noisy == micro_tokenizer.mask_token_id
    assert not (is_mask & ~canvas).any(), "the prompt is never masked"
    # with 8 rows of ~64 positions, plain masking leaves clean tokens after masked ones
    later_clean = [
        bool((~is_mask[r][canvas[r]])[int(is_mask[r][canvas[r]].nonzero()[0]) :].any())
        for r in range(clean.shape[0])
        if is_mask[r].any()
    ]
    assert any(later_clean), "plain rows must not look like block rows"


def test_training_runs_end_to_end_and_loss_falls(tmp_path: Path):
    plan = TrainPlan(
        tokenizer_examples=100,
        batch_size=4,
        ar_steps=24,
        dlm_steps=8,
        vocab_size=300,
        model_size=ar.ModelSize(num_layers=1, hidden_size=32, num_heads=2, intermediate_size=64),
        log_every=4,
    )
    messages: list[str] = []
    record = train_embedded(
        tmp_path / "out", seed=3, work_dir=tmp_path / "work", plan=plan, progress=messages.append
    )
    for part in ("tokenizer", "ar", "dlm"):
        assert (tmp_path / "out" / part).is_dir(), f"{part} was not saved"
    assert (tmp_path / "out" / "ar" / "model.safetensors").exists()
    assert record.losses["ar"]["final"] < record.losses["ar"]["first"] - 0.3, record.losses
    assert record.losses["dlm"]["final"] < record.losses["dlm"]["first"], record.losses
    assert any("ar: step" in m for m in messages), "progress must report steps"
    # Resume: a rerun with the same plan finds the checkpoints and trains no further.
    again = train_embedded(tmp_path / "out", seed=3, work_dir=tmp_path / "work", plan=plan)
    assert again.steps == record.steps
    # Warm start: new checkpoints, unseen examples, but the trained weights as the start point,
    # so its first loss is near where the first run ended, far below a fresh model's.
    plan.warm_start, plan.corpus_start, plan.ar_steps, plan.dlm_steps = True, 500, 4, 4
    warm = train_embedded(tmp_path / "out", seed=3, work_dir=tmp_path / "warm", plan=plan)
    assert warm.steps == {"ar": 4, "dlm": 4}
    assert warm.losses["ar"]["first"] < record.losses["ar"]["first"] - 0.3, warm.losses
    config = json.loads((tmp_path / "out" / "dlm" / "config.json").read_text())
    shape = (config["is_causal"], config["logits_shift"], config["block_length"])
    assert shape == (False, True, 20), "the saved dlm config must say how to decode it"


def test_warm_start_without_a_model_is_a_clear_error(tmp_path: Path):
    result = CliRunner().invoke(cli, ["train", "--out", str(tmp_path), "--warm-start"])
    assert result.exit_code == 2, result.output
    assert result.output == (
        f"Error: {tmp_path / 'tokenizer' / 'tokenizer.json'}: nothing to continue from: "
        "train from scratch first (no --warm-start, phases ar,dlm)\n"
    )
