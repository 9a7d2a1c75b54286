"""Training: corpus determinism and held-out separation, tokenizer round trips, a micro run.

Fast by construction: a micro corpus, a micro tokenizer and a one-layer model; the shipped
models are never retrained here (tests/test_training_embedded.py loads them).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sales_dlm.training import ar, dlm
from sales_dlm.training.batches import tokenise
from sales_dlm.training.corpus import heldout_buyers, make_example, training_examples
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
    buyers = heldout_buyers(0, 50, micro_corpus)
    training_text = "\n".join(e.prompt + e.response for e in micro_corpus)
    for buyer in buyers:
        assert buyer.company not in training_text, buyer.company
        if buyer.contact_name:
            assert buyer.contact_name not in training_text, buyer.contact_name
    assert heldout_buyers(0, 50, micro_corpus) == buyers, "held-out set must be deterministic"


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
