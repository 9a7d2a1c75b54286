"""The vocabulary drill: names spelt with tokenizer pieces, without touching the plain corpus."""

from __future__ import annotations

import random

import pytest

from sales_dlm.training.corpus import training_examples, training_names
from sales_dlm.training.drill import VocabularyDrill, drilled, letter_pieces


@pytest.fixture(scope="module")
def pieces(micro_tokenizer):
    return letter_pieces(micro_tokenizer)


def test_letter_pieces_are_the_vocabulary_letter_tokens(micro_tokenizer, pieces):
    assert pieces == tuple(sorted(set(pieces))), "pieces must be sorted and distinct"
    assert all(p.isalpha() for p in pieces), [p for p in pieces if not p.isalpha()]
    assert not set(micro_tokenizer.all_special_tokens) & set(pieces)
    # every piece is the text of some token (with or without its leading space)
    texts = {micro_tokenizer.decode([i]).strip() for i in range(len(micro_tokenizer))}
    assert set(pieces) <= texts
    assert len(pieces) > 100, f"only {len(pieces)} letter pieces in a 400-token vocabulary"


def test_a_drilled_buyer_changes_only_its_names(micro_corpus, pieces):
    buyer = next(e.buyer for e in micro_corpus if e.buyer.contact_name)
    new = drilled(buyer, random.Random(7), pieces)
    assert new.company.split(" ", 1)[1:] == buyer.company.split(" ", 1)[1:], "legal form kept"
    assert new.company.split(" ")[0] != buyer.company.split(" ")[0]
    surname = new.contact_name.split(" ")[1]
    assert surname != buyer.contact_name.split(" ")[-1]
    same = ("buyer_id", "contact_title", "country", "product_category")
    assert [getattr(new, f) for f in same] == [getattr(buyer, f) for f in same]


def test_drill_keeps_the_plain_corpus_and_drills_its_share(micro_corpus, pieces):
    assert (
        training_examples(0, len(micro_corpus), drill=VocabularyDrill(pieces, share=0.0))
        == micro_corpus
    )
    drill = VocabularyDrill(pieces, share=0.25)
    drilled_corpus = training_examples(0, len(micro_corpus), drill=drill)
    changed = [(a, b) for a, b in zip(micro_corpus, drilled_corpus, strict=True) if a != b]
    assert 0.15 * len(micro_corpus) < len(changed) < 0.35 * len(micro_corpus), (
        f"{len(changed)} of {len(micro_corpus)} drilled"
    )
    for before, after in changed:
        assert (after.kind, after.sender) == (before.kind, before.sender)
        assert after.buyer.company != before.buyer.company
        # the email names the drilled buyer, never the one it replaced
        assert after.buyer.company in after.prompt and after.buyer.company in after.response
        assert before.buyer.company not in after.response
    # the held-out filter sees the drilled names
    names = set(training_names(0, len(micro_corpus), drill=drill))
    assert {b.buyer.company for _, b in changed} <= names


def test_drill_trains_tokens_the_plain_corpus_never_uses(micro_corpus, micro_tokenizer, pieces):
    def used(examples) -> set[int]:
        ids = micro_tokenizer([e.prompt + e.response for e in examples], add_special_tokens=False)
        return {token for row in ids["input_ids"] for token in row}

    letter_tokens = {
        i for i in range(len(micro_tokenizer)) if micro_tokenizer.decode([i]).strip() in pieces
    }
    drilled_corpus = training_examples(
        0, len(micro_corpus), drill=VocabularyDrill(pieces, share=1.0)
    )
    unused = letter_tokens - used(micro_corpus)
    newly_used = unused & used(drilled_corpus)
    assert unused, "the micro tokenizer should have letter tokens its corpus does not use"
    assert len(newly_used) >= len(unused) // 2, (len(newly_used), len(unused))


def test_the_heldout_filter_reads_drilled_ranges_with_the_drill(monkeypatch, pieces):
    from sales_dlm.training import corpus

    monkeypatch.setattr(corpus, "SHIPPED_TRAINING_RANGES", ((0, 0, 40, 0.0), (0, 40, 40, 1.0)))
    names = list(corpus.shipped_training_names(pieces))
    drilled_names = list(training_names(0, 40, 40, VocabularyDrill(pieces, 1.0)))
    assert names == list(training_names(0, 40)) + drilled_names
    assert drilled_names != list(training_names(0, 40, 40)), "share 1.0 must drill every buyer"
