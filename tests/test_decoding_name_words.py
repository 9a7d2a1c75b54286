"""The name-like word rule of grounded diffusion decoding (sales_dlm/decoding/name_words.py):
its definition, and the sampler committing the model's best allowed token at the frontier."""

from __future__ import annotations

import torch

from sales_dlm.decoding.base import DiffusionDecodeOptions
from sales_dlm.decoding.grounding import CanvasGrounding, GroundingTrie, Matcher, WordEnds
from sales_dlm.decoding.name_words import (
    Lexicon,
    NameGuard,
    TokenTexts,
    letter_runs,
    shipped_lexicon,
)
from sales_dlm.decoding.sampler import sample

# token id -> text, as a byte-level tokenizer decodes single tokens
PIECES = [
    "<mask>",
    "<end>",
    "<pad>",
    " Or",
    "g",
    "t",
    "an",
    ",",
    " G",
    "en",
    "ove",
    "va",
    " \ufffd",
]
MASK, END, PAD = 0, 1, 2
ID = {text: n for n, text in enumerate(PIECES)}


class PieceTokenizer:
    def decode(self, ids, **_):
        return "".join(PIECES[i] for i in ids)


def _guard(*grounded: str, words=("order", "organic", "organ")) -> NameGuard:
    return NameGuard(Lexicon(words), grounded, TokenTexts(PieceTokenizer()))


def _fed(guard: NameGuard, *pieces: str) -> NameGuard:
    for piece in pieces:
        guard.feed(ID[piece])
    return guard


def test_letter_runs_split_at_non_letters_and_keep_half_characters():
    assert letter_runs("Dear Ñumar-Industrial, 2 O'Brien") == [
        "Dear",
        "Ñumar",
        "Industrial",
        "O",
        "Brien",
    ]
    assert letter_runs(" \ufffdum") == ["\ufffdum"]


def test_lexicon_answers_prefixes():
    lexicon = Lexicon(["Order", "organic"])
    assert lexicon.has_prefix("org") and lexicon.has_prefix("order") and lexicon.has_prefix("")
    assert not lexicon.has_prefix("orgt") and not lexicon.has_prefix("orders")
    assert lexicon.has_word("order") and not lexicon.has_word("org")


def test_a_name_like_word_must_start_a_lexicon_or_grounded_word():
    guard = _fed(_guard("Genoveva Ruiz"), " Or", "g")  # "Org": organic
    assert not guard.allows(ID["t"])  # "Orgt" starts no word
    assert guard.allows(ID["an"])  # "Organ"
    assert not guard.allows(ID[","])  # "Org," would end it as no word
    assert _fed(_guard("Genoveva Ruiz"), " Or", "g", "an").allows(ID[","])  # "organ" is one
    assert _fed(_guard("Genoveva Ruiz"), " G", "en", "ove").allows(ID["va"])  # grounded
    assert _fed(_guard("Genoveva Ruiz"), " G", "en", "ove", "va").allows(ID[","])


def test_lower_case_words_and_half_characters_are_never_judged():
    guard = _guard("Genoveva")
    assert guard.allows(ID["t"])  # "t" alone: lower case
    assert _fed(_guard("Genoveva"), " \ufffd").allows(ID["t"])


def test_best_is_the_models_best_allowed_token():
    guard = _fed(_guard("Genoveva"), " Or", "g")
    logits = torch.zeros(len(PIECES))
    logits[ID["t"]], logits[ID["an"]], logits[ID[","]] = 3.0, 2.0, 1.0
    assert guard.best(logits, ID["t"]) == ID["an"]


def test_best_prefers_a_grounded_words_start_to_the_models_best_allowed_token(monkeypatch):
    # "Gt" starts nothing; "Gan" starts a lexicon word (gang), "Gen" the grounded Genoveva
    import sales_dlm.decoding.name_words as name_words

    guard = _fed(_guard("Genoveva", words=("gang",)), " G")
    logits = torch.zeros(len(PIECES))
    logits[ID["t"]], logits[ID["an"]], logits[ID["en"]] = 4.0, 3.0, 2.0
    assert guard.best(logits, ID["t"]) == ID["en"]
    assert guard.starts_grounded(ID["en"]) and not guard.starts_grounded(ID["an"])
    monkeypatch.setattr(name_words, "GROUNDED_FIRST", False)
    assert guard.best(logits, ID["t"]) == ID["an"]


def test_only_a_grounded_strings_first_word_is_preferred():
    # Genoveva as the second word of a string ("United Kingdom King ..."): no preference
    guard = _fed(_guard("Organ Genoveva", words=("gang",)), " G")
    logits = torch.zeros(len(PIECES))
    logits[ID["t"]], logits[ID["an"]], logits[ID["en"]] = 4.0, 3.0, 2.0
    assert not guard.starts_grounded(ID["en"])
    assert guard.best(logits, ID["t"]) == ID["an"]


def test_best_keeps_the_models_token_when_no_candidate_is_allowed(monkeypatch):
    import sales_dlm.decoding.name_words as name_words

    monkeypatch.setattr(name_words, "CANDIDATES", 1)  # only the model's own best is tried
    guard = _fed(_guard("Genoveva"), " Or", "g")
    logits = torch.zeros(len(PIECES))
    logits[ID["t"]], logits[ID["an"]] = 3.0, 2.0
    assert guard.best(logits, ID["t"]) == ID["t"]


def test_the_shipped_lexicon_knows_english_and_places_not_garble():
    lexicon = shipped_lexicon()
    assert lexicon.has_prefix("organ") and lexicon.has_prefix("industrial")
    assert not lexicon.has_prefix("orgtveva")


def _plan_model(plan: list[str], second: dict[int, str]):
    """A model function whose logits at canvas offset k favour plan[k], then second[k]."""

    def fn(ids, attention_mask):
        batch, length = ids.shape
        logits = torch.full((batch, length, len(PIECES)), -5.0)
        start = length - len(plan)
        for k, piece in enumerate(plan):
            logits[:, start + k, ID[piece]] = 5.0
            if k in second:
                logits[:, start + k, ID[second[k]]] = 4.0
        return logits

    return fn


def test_the_sampler_commits_the_best_allowed_token_at_the_frontier():
    plan = [" Or", "g", "t", ",", "<end>", "<end>"]
    model = _plan_model(plan, {2: "an"})
    options = DiffusionDecodeOptions(
        canvas_length=6, steps=6, block_length=6, remasking="left_to_right", early_exit=False
    )
    common = {"mask_id": MASK, "end_ids": [END], "pad_id": PAD, "options": options}
    plain = sample(model, [[ID["en"]]], **common)
    assert plain.canvas[0].tolist() == [ID[p] for p in plan]
    tok = PieceTokenizer()
    matcher = Matcher(GroundingTrie.from_ids([[ID[" G"], ID["en"]]]), WordEnds(tok), 2)
    grounding = CanvasGrounding([matcher], MASK, [_guard("Genoveva")])
    out = sample(model, [[ID["en"]]], grounding=grounding, **common)
    assert out.canvas[0].tolist() == [ID[p] for p in [" Or", "g", "an", ",", "<end>", "<end>"]]
