"""The vocabulary drill: names spelt with tokenizer pieces, without touching the plain corpus."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.training.corpus import training_examples, training_names
from sales_dlm.training.drill import VocabularyDrill, drilled, letter_pieces
from sales_dlm.training.tokenizer import train_tokenizer

MICRO = 300


@pytest.fixture(scope="module")
def plain():
    return training_examples(0, MICRO)


@pytest.fixture(scope="module")
def tokenizer(plain):
    return train_tokenizer([e.prompt + e.response for e in plain], vocab_size=400)


@pytest.fixture(scope="module")
def pieces(tokenizer):
    return letter_pieces(tokenizer)


def test_letter_pieces_are_the_vocabulary_letter_tokens(tokenizer, pieces):
    assert pieces == tuple(sorted(set(pieces))), "pieces must be sorted and distinct"
    assert all(p.isalpha() for p in pieces), [p for p in pieces if not p.isalpha()]
    assert not set(tokenizer.all_special_tokens) & set(pieces)
    # every piece is the text of some token (with or without its leading space)
    texts = {tokenizer.decode([i]).strip() for i in range(len(tokenizer))}
    assert set(pieces) <= texts
    assert len(pieces) > 100, f"only {len(pieces)} letter pieces in a 400-token vocabulary"


def test_a_drilled_buyer_changes_only_its_names(plain, pieces):
    buyer = next(e.buyer for e in plain if e.buyer.contact_name)
    new = drilled(buyer, random.Random(7), pieces)
    assert new.company.split(" ", 1)[1:] == buyer.company.split(" ", 1)[1:], "legal form kept"
    assert new.company.split(" ")[0] != buyer.company.split(" ")[0]
    surname = new.contact_name.split(" ")[1]
    assert surname != buyer.contact_name.split(" ")[-1]
    same = ("buyer_id", "contact_title", "country", "product_category")
    assert [getattr(new, f) for f in same] == [getattr(buyer, f) for f in same]


def test_drill_keeps_the_plain_corpus_and_drills_its_share(plain, pieces):
    assert training_examples(0, MICRO, drill=VocabularyDrill(pieces, share=0.0)) == plain
    drill = VocabularyDrill(pieces, share=0.25)
    drilled_corpus = training_examples(0, MICRO, drill=drill)
    changed = [(a, b) for a, b in zip(plain, drilled_corpus, strict=True) if a != b]
    assert 0.15 * MICRO < len(changed) < 0.35 * MICRO, f"{len(changed)} of {MICRO} drilled"
    for before, after in changed:
        assert (after.kind, after.sender) == (before.kind, before.sender)
        assert after.buyer.company != before.buyer.company
        # the email names the drilled buyer, never the one it replaced
        assert after.buyer.company in after.prompt and after.buyer.company in after.response
        assert before.buyer.company not in after.response
    # the held-out filter sees the drilled names
    names = set(training_names(0, MICRO, drill=drill))
    assert {b.buyer.company for _, b in changed} <= names


def test_drill_trains_tokens_the_plain_corpus_never_uses(plain, tokenizer, pieces):
    def used(examples) -> set[int]:
        ids = tokenizer([e.prompt + e.response for e in examples], add_special_tokens=False)
        return {token for row in ids["input_ids"] for token in row}

    letter_tokens = {i for i in range(len(tokenizer)) if tokenizer.decode([i]).strip() in pieces}
    drilled_corpus = training_examples(0, MICRO, drill=VocabularyDrill(pieces, share=1.0))
    unused = letter_tokens - used(plain)
    newly_used = unused & used(drilled_corpus)
    assert unused, "the micro tokenizer should have letter tokens its corpus does not use"
    assert len(newly_used) >= len(unused) // 2, (len(newly_used), len(unused))


def test_cli_passes_the_drill_and_step_options_to_the_plan(monkeypatch, tmp_path: Path):
    plans = []

    def fake_train(target, *, plan, **_kwargs):
        plans.append(plan)
        return "record"

    monkeypatch.setattr("sales_dlm.training.train_embedded", fake_train)
    args = ["train", "--out", str(tmp_path), "--drill-share", "0.25", "--ar-steps", "7"]
    result = CliRunner().invoke(cli, [*args, "--batch-size", "5"])
    assert result.exit_code == 0, result.output
    assert result.output == f"Wrote {tmp_path}\nrecord\n"
    (plan,) = plans
    assert (plan.drill_share, plan.ar_steps, plan.batch_size) == (0.25, 7, 5)
    assert plan.dlm_steps == 900, "an option not given keeps the plan's default"


def test_the_heldout_filter_reads_drilled_ranges_with_the_drill(monkeypatch, pieces):
    from sales_dlm.training import corpus

    monkeypatch.setattr(corpus, "SHIPPED_TRAINING_RANGES", ((0, 0, 40, 0.0), (0, 40, 40, 1.0)))
    names = list(corpus.shipped_training_names(pieces))
    drilled_names = list(training_names(0, 40, 40, VocabularyDrill(pieces, 1.0)))
    assert names == list(training_names(0, 40)) + drilled_names
    assert drilled_names != list(training_names(0, 40, 40)), "share 1.0 must drill every buyer"
