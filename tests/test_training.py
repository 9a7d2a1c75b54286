"""Training: corpus determinism and held-out separation, tokenizer round trips, a micro run.

Fast by construction: a micro corpus, a micro tokenizer and a one-layer model; the shipped
models are never retrained here (tests/test_training_embedded.py loads them).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from sales_dlm.training import ar, diffusion
from sales_dlm.training.batches import tokenise
from sales_dlm.training.corpus import (
    heldout_buyers,
    make_example,
    names_of,
    training_examples,
    training_names,
)
from sales_dlm.training.emails import facts_of
from sales_dlm.training.recipe import (
    EvaluationRecipe,
    ModelRecipe,
    OptimiserRecipe,
    Recipe,
    Round,
    TokenizerRecipe,
)
from sales_dlm.training.train import train_recipe


def test_corpus_is_deterministic_and_index_addressable(micro_corpus):
    assert training_examples(0, 5, start=100) == micro_corpus[100:105]
    assert make_example(0, 7) == micro_corpus[7]
    assert make_example(1, 7) != micro_corpus[7], "different seeds must give different corpora"


def test_corpus_varies_and_uses_only_prompt_facts(micro_corpus):
    assert len({e.buyer.company for e in micro_corpus}) > 0.9 * len(micro_corpus)
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
            # countries such as "the Netherlands" take their article in the email only
            value = value.removeprefix("the ")
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


def test_diffusion_batch_lays_out_prompts_as_the_sampler_does(micro_corpus, micro_tokenizer):
    pairs = tokenise(micro_tokenizer, micro_corpus[:4])
    config = diffusion.DiffusionConfig(canvas_length=64, block_length=16)
    batch = diffusion.collate(pairs, micro_tokenizer, config)
    width = max(len(p.prompt) for p in pairs)
    assert batch["prompt"].shape == (4, width) and batch["canvas"].shape == (4, 64)
    for row, pair in enumerate(pairs):  # right-aligned behind left padding, as masked.sample
        assert batch["prompt"][row, width - len(pair.prompt) :].tolist() == pair.prompt
        assert batch["prompt_attention"][row].sum() == len(pair.prompt)


@pytest.fixture(scope="module")
def micro_dlm(micro_tokenizer):
    """A micro AR Llama and its block-causal diffusion copy (blocks of 8 over a canvas of 32)."""
    torch.manual_seed(0)
    size = ModelRecipe(layers=2, hidden_size=32, heads=2, intermediate_size=64)
    ar_model = ar.build_model(micro_tokenizer, size).double().eval()
    config = diffusion.DiffusionConfig(canvas_length=32, block_length=8)
    return ar_model, diffusion.from_ar(ar_model, micro_tokenizer, 8).double().eval(), config


def _training_forward(model, batch, config, seed=0):
    """(loss, noisy canvas (B, N), logits (B, N, V)) of one training step, recorded."""
    seen = {}
    forward = model.forward

    def record(**kwargs):
        out = forward(**kwargs)
        seen["ids"], seen["logits"] = kwargs["input_ids"], out.logits
        return out

    model.forward = record
    try:
        loss = diffusion.loss_of(model, batch, torch.Generator().manual_seed(seed), config)
    finally:
        del model.forward
    return loss, seen["ids"][:, -config.canvas_length :], seen["logits"]


def test_diffusion_training_sees_what_the_sampler_sees(micro_corpus, micro_tokenizer, micro_dlm):
    """For every block b, the training forward's logits over noisy block b equal the logits the
    sampler's forward computes with blocks < b committed, block b as noised, later blocks
    masked: the model is trained on exactly the states block decoding visits."""
    from sales_dlm.decoding.attention import block_causal_mask

    _, model, config = micro_dlm
    pairs = tokenise(micro_tokenizer, micro_corpus[:3])
    batch = diffusion.collate(pairs, micro_tokenizer, config)
    loss, noisy, logits = _training_forward(model, batch, config)
    assert torch.isfinite(loss) and loss > 0
    mask_id, width, n = micro_tokenizer.mask_token_id, batch["prompt"].shape[1], 32
    assert (noisy == mask_id).any() and (noisy != mask_id).any()
    attention = torch.cat([batch["prompt_attention"], torch.ones(3, n, dtype=torch.bool)], 1)
    positions = (attention.long().cumsum(1) - 1).clamp(min=0)
    for block in range(n // 8):
        lo, hi = block * 8, (block + 1) * 8
        canvas = torch.full((3, n), mask_id)
        canvas[:, :lo] = batch["canvas"][:, :lo]
        canvas[:, lo:hi] = noisy[:, lo:hi]
        mask = block_causal_mask(attention, width, 8, block)
        with torch.no_grad():
            out = model(
                input_ids=torch.cat([batch["prompt"], canvas], 1),
                attention_mask=mask,
                position_ids=positions,
            ).logits
        sampler_view = out[:, width + lo - 1 : width + hi - 1]  # shifted: i-1 predicts i
        torch.testing.assert_close(logits[:, lo:hi], sampler_view)


def test_block_starts_are_predicted_as_the_ar_model_predicts(
    micro_corpus, micro_tokenizer, micro_dlm
):
    # Before any adaptation, a block's first token comes from a clean, causal prefix: the
    # diffusion copy's prediction there is the AR model's, so copying starts where AR left it.
    ar_model, model, config = micro_dlm
    pairs = tokenise(micro_tokenizer, micro_corpus[3:5])
    batch = diffusion.collate(pairs, micro_tokenizer, config)
    _, _, logits = _training_forward(model, batch, config, seed=1)
    ids = torch.cat([batch["prompt"], batch["canvas"]], 1)
    attention = torch.cat([batch["prompt_attention"], torch.ones(2, 32, dtype=torch.bool)], 1)
    with torch.no_grad():
        ar_logits = ar_model(input_ids=ids, attention_mask=attention.long()).logits
    width = batch["prompt"].shape[1]
    for lo in range(0, 32, 8):
        torch.testing.assert_close(logits[:, lo], ar_logits[:, width + lo - 1])


def test_every_block_is_trained_with_at_least_one_mask(micro_corpus, micro_tokenizer, micro_dlm):
    _, model, config = micro_dlm
    pairs = tokenise(micro_tokenizer, micro_corpus[:8])
    batch = diffusion.collate(pairs, micro_tokenizer, config)
    _, noisy, _ = _training_forward(model, batch, config, seed=2)
    per_block = (noisy == micro_tokenizer.mask_token_id).view(8, 4, 8).sum(dim=2)  # (B, blocks)
    assert (per_block >= 1).all(), per_block
    assert (per_block < 8).any(), "masking rates must vary: some blocks partly clean"
    eos = micro_tokenizer.eos_token_id
    for row, pair in enumerate(pairs):  # the canvas is the response, then end tokens
        response = pair.response[:32]
        assert batch["canvas"][row, : len(response)].tolist() == response
        assert (batch["canvas"][row, len(response) :] == eos).all()


def test_suffix_masks_cover_a_block_from_a_cut_to_its_end():
    config = diffusion.DiffusionConfig(block_length=10, suffix_share=1.0)
    masked = diffusion.noise_mask(64, 40, torch.Generator().manual_seed(0), config).view(64, 4, 10)
    # masked from some cut on, clean before it: the left-to-right sampler's state
    assert (masked.long().diff(dim=2) >= 0).all(), masked[0]
    assert masked[:, :, -1].all(), "every block keeps at least its last position masked"
    cuts = 10 - masked.sum(dim=2)  # (rows, blocks) first masked offset
    assert set(cuts.flatten().tolist()) == set(range(10)), "every cut must be drawn"


def test_suffix_share_mixes_both_mask_kinds_and_zero_keeps_the_old_stream():
    def draw(share: float) -> torch.Tensor:
        config = diffusion.DiffusionConfig(block_length=10, suffix_share=share)
        generator = torch.Generator().manual_seed(3)
        return diffusion.noise_mask(200, 40, generator, config).view(200, 4, 10)

    half = draw(0.5)
    is_suffix = (half.long().diff(dim=2) >= 0).all(dim=2)  # (rows, blocks)
    # a rate-t block is a suffix by chance now and then, so the share lands a little above 0.5
    assert 0.45 < is_suffix.float().mean() < 0.7, is_suffix.float().mean()
    # share 0 draws exactly what the objective drew before suffix masks existed (the recorded
    # rounds reproduce): rate t per block, then one forced position per block
    generator = torch.Generator().manual_seed(3)
    t = 0.05 + 0.95 * torch.rand(200, 4, generator=generator)
    before = torch.rand(200, 40, generator=generator) < t.repeat_interleave(10, dim=1)
    forced = (torch.rand(200, 4, generator=generator) * 10).long() + torch.arange(4) * 10
    before.scatter_(1, forced, True)
    assert torch.equal(draw(0.0), before.view(200, 4, 10))


def test_training_runs_end_to_end_and_loss_falls(tmp_path: Path):
    recipe = Recipe(
        tokenizer=TokenizerRecipe(examples=100, vocab_size=300),
        model=ModelRecipe(layers=1, hidden_size=32, heads=2, intermediate_size=64),
        optimiser=OptimiserRecipe(log_every=4),
        rounds=[
            Round(
                name="ar",
                model="ar",
                start="scratch",
                corpus_seed=3,
                updates=24,
                batch_size=4,
                learning_rate=2e-3,
                threads=1,
            ),
            Round(
                name="dlm",
                model="diffusion",
                start="ar",
                corpus_seed=4,
                updates=8,
                batch_size=4,
                learning_rate=1e-3,
                threads=1,
            ),
        ],
        evaluation=EvaluationRecipe(buyers=0),
    )
    messages: list[str] = []
    record = train_recipe(recipe, tmp_path / "out", progress=messages.append)
    ar_round, dlm_round = record.rounds
    assert ar_round.final_loss < ar_round.first_loss - 0.3, ar_round
    assert dlm_round.final_loss < dlm_round.first_loss, dlm_round
    assert (ar_round.updates, dlm_round.updates) == (24, 8)
    assert any(m.startswith("ar: update 4/24 loss") for m in messages), messages
    assert (tmp_path / "out" / "ar" / "model.safetensors").exists()


def test_evaluate_records_the_remasking_rule_the_config_chose(micro_tokenizer, micro_dlm):
    """from_ar's config decodes left to right from 128 steps, with the diffusion decoder's rule
    for such models (confident runs, decoding/diffusion.py); the held-out result says so."""
    from sales_dlm.training.evaluate import evaluate

    ar_model, dlm_model, _ = micro_dlm
    buyers = heldout_buyers(0, 2, [])
    rules = {
        steps: evaluate(dlm_model, micro_tokenizer, buyers, decoder="diffusion", steps=steps)
        for steps in (20, 160)
    }
    assert {s: r.remasking for s, r in rules.items()} == {
        20: "low_confidence",
        160: "confident_run",
    }
    assert rules[160].as_dict()["remasking"] == "confident_run", "heldout.json carries it"
    assert evaluate(ar_model, micro_tokenizer, buyers, decoder="ar").remasking is None
