"""Grounded decoding (sales_dlm/decoding/grounding.py): the trie, AR's logits processor, the
diffusion sampler's pins (cached and uncached), and the decoders' `grounded=` argument."""

from __future__ import annotations

import pytest
import torch
from test_decoding_cache import BLOCK, block_causal, ids
from tiny_models import prompt_ids, tiny_llama, tiny_tokenizer

from sales_dlm.decoding import ARDecodeOptions, get_decoder
from sales_dlm.decoding.base import DiffusionDecodeOptions
from sales_dlm.decoding.grounding import (
    CanvasGrounding,
    GroundingProcessor,
    GroundingTrie,
    Matcher,
    WordEnds,
    grounded_strings,
    make_matchers,
)
from sales_dlm.decoding.sampler import sample
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer
from sales_dlm.models.loading import wrap


def _tokens(text: str) -> list[int]:
    return list(tiny_tokenizer()(text, add_special_tokens=False)["input_ids"])


def _matcher(*strings: str, min_tokens: int = 2) -> Matcher:
    tok = tiny_tokenizer()
    return Matcher(GroundingTrie(tok, strings), WordEnds(tok), min_tokens)


def test_grounded_strings_cover_names_and_legal_forms():
    buyer = Buyer(
        buyer_id="b1",
        company="Hoffmann Stahl GmbH",
        contact_name="Anna Berg",
        contact_title="Head of Purchasing",
        country="Germany",
        product_category="steel pipes",
    )
    strings = grounded_strings(buyer, DEFAULT_SENDER)
    for text in ("Hoffmann Stahl GmbH", "Hoffmann Stahl", "Anna Berg", "Anna", "Berg"):
        assert text in strings
    assert DEFAULT_SENDER.company in strings and DEFAULT_SENDER.name in strings
    assert "Hanbit Trading" in strings  # the sender's core name
    # the category as a subject opens with it, and as a sentence writes it
    assert "Steel pipes" in strings.openers and "steel pipes" in strings.openers
    assert len(strings) == len(set(strings))


def test_matcher_completes_a_started_string_and_lets_it_go_at_its_ends():
    matcher = _matcher("Nordic Tools AB", "Nordic Tools")
    ids_ = _tokens(" Nordic Tools AB")
    core = len(_tokens(" Nordic Tools"))
    assert matcher.allowed() is None
    matcher.feed(ids_[0])
    assert matcher.allowed() is None  # one token is not yet a start (MIN_TOKENS = 2)
    for n, token in enumerate(ids_[1:], start=1):
        matcher.feed(token)
        if n + 1 < core or core < n + 1 < len(ids_):
            assert matcher.allowed() == {ids_[n + 1]} == {matcher.forced()}
        else:  # after the core name and after the legal form: free to leave
            assert matcher.allowed() is None


def test_a_string_without_its_space_only_starts_after_a_non_letter():
    ids_ = _tokens("Nordic Tools")
    word = _matcher("Nordic Tools")
    for token in _tokens("x") + ids_[:2]:
        word.feed(token)
    assert word.allowed() is None  # "xNordic" is not the name
    line = _matcher("Nordic Tools")
    for token in _tokens("\n") + ids_[:2]:
        line.feed(token)
    assert line.allowed() == {ids_[2]}


def test_processor_restricts_only_the_rows_inside_a_string():
    ids_ = _tokens(" Nordic Tools AB")
    matchers = make_matchers(tiny_tokenizer(), [["Nordic Tools AB"], None])
    prompt = 3
    input_ids = torch.tensor([[5, 6, 7, *ids_[:2]], [5, 6, 7, *ids_[:2]]])
    scores = torch.zeros((2, len(tiny_tokenizer())))
    out = GroundingProcessor(matchers, prompt)(input_ids, scores)
    assert out[0].isfinite().nonzero().flatten().tolist() == [ids_[2]]
    assert out[1].isfinite().all()


def _ar_decoder():
    return get_decoder("ar", wrap(tiny_llama(), tiny_tokenizer(), name="tiny", kind="causal"))


TAIL = [40, 41, 42, 43, 44, 45]  # a made-up continuation no random model writes by chance


def _patched_matchers(monkeypatch, module: str, sequences):
    """model_matchers of `module` returns matchers over these token sequences (one per row,
    None = no grounding) whatever strings the decoder is given."""
    tok = tiny_tokenizer()

    def fake(loaded, grounded):
        return [
            Matcher(GroundingTrie.from_ids([seq]), WordEnds(tok), 2) if seq else None
            for seq in sequences
        ]

    monkeypatch.setattr(f"sales_dlm.decoding.{module}.model_matchers", fake)


def test_ar_generate_completes_the_string_batched(monkeypatch):
    decoder = _ar_decoder()
    prompts = ["Write to Anna Berg at Nordic Tools AB.", "Hi"]
    options = ARDecodeOptions(max_new_tokens=24)
    plain = decoder.decode(prompts, options)
    full = plain[0].tokens[3:5] + TAIL
    _patched_matchers(monkeypatch, "ar", [full, [7, 8, 9, 10]])
    on = options.model_copy(update={"grounding": True})
    grounded = decoder.decode(prompts, on, grounded=[["x"], ["y"]])
    assert grounded[0].tokens[: 3 + len(full)] == plain[0].tokens[:3] + full
    assert grounded[1].tokens == plain[1].tokens  # its string never started
    _patched_matchers(monkeypatch, "ar", [full])
    alone = decoder.decode(prompts[:1], on, grounded=[["x"]])
    assert alone[0].tokens == grounded[0].tokens
    off = options.model_copy(update={"grounding": False})
    assert [r.tokens for r in decoder.decode(prompts, off, grounded=[["x"], []])] == [
        r.tokens for r in plain
    ]
    # a model other than the embedded one is not grounded by default
    assert decoder.decode(prompts, options, grounded=[["x"], []])[0].tokens == plain[0].tokens
    with pytest.raises(ValueError, match="grounded"):
        decoder.decode(prompts, on, grounded=[["x"]])


def test_default_is_on_for_the_embedded_models_with_left_to_right_commits():
    from types import SimpleNamespace

    from sales_dlm.decoding.grounding import grounding_on

    embedded, other = SimpleNamespace(name="embedded"), SimpleNamespace(name="tiny")
    strings = [["Nordic Tools"]]
    assert grounding_on(ARDecodeOptions(), embedded, strings)
    assert not grounding_on(ARDecodeOptions(), other, strings)
    assert not grounding_on(ARDecodeOptions(), embedded, [[]])
    assert grounding_on(ARDecodeOptions(grounding=True), other, strings)
    assert not grounding_on(ARDecodeOptions(grounding=False), embedded, strings)
    ordered = DiffusionDecodeOptions(remasking="confident_run")
    assert grounding_on(ordered, embedded, strings)
    assert not grounding_on(DiffusionDecodeOptions(remasking="low_confidence"), embedded, strings)


def _diffusion_options(**extra) -> DiffusionDecodeOptions:
    return DiffusionDecodeOptions(
        canvas_length=24,
        steps=24,
        block_length=BLOCK,
        remasking="left_to_right",
        logits_shift=True,
        early_exit=False,
        **extra,
    )


@pytest.mark.parametrize("rule", ["left_to_right", "confident_run", "low_confidence"])
def test_sampler_pins_the_string_across_blocks_cached_and_uncached(rule):
    model, prompts = block_causal(), prompt_ids(3)
    options = _diffusion_options().model_copy(update={"remasking": rule, "threshold": 0.07})
    plain = sample(model, prompts, options=options, **ids())
    full = plain.canvas[0, 5:7].tolist() + TAIL  # starts well inside the first block of 8
    tok = tiny_tokenizer()
    canvases = []
    for kv_cache in (False, True):
        trie = GroundingTrie.from_ids([full])
        matchers = [Matcher(trie, WordEnds(tok), 2), None, Matcher(trie, WordEnds(tok), 2)]
        grounding = CanvasGrounding(matchers, ids()["mask_id"])
        out = sample(
            model, prompts, options=options, kv_cache=kv_cache, grounding=grounding, **ids()
        )
        canvases.append(out.canvas.tolist())
        assert out.canvas[1].tolist() == plain.canvas[1].tolist()
        if rule != "low_confidence":  # committed left to right: the string is completed
            assert out.canvas[0, :5].tolist() == plain.canvas[0, :5].tolist()
            assert out.canvas[0, 5 : 5 + len(full)].tolist() == full
    assert canvases[0] == canvases[1]


def test_sampler_corrects_a_token_that_leaves_a_started_string():
    model, prompts = block_causal(), prompt_ids(1)
    options = _diffusion_options()
    plain = sample(model, prompts, options=options, **ids())
    full = plain.canvas[0, :2].tolist() + TAIL
    # the model wrote something else after the start: grounding writes the string instead
    assert plain.canvas[0, 2 : len(full)].tolist() != full[2:]
    matcher = Matcher(GroundingTrie.from_ids([full]), WordEnds(tiny_tokenizer()), 2)
    grounding = CanvasGrounding([matcher], ids()["mask_id"])
    out = sample(model, prompts, options=options, grounding=grounding, **ids())
    assert out.canvas[0, : len(full)].tolist() == full


class _WordTokenizer:
    """A word-level tokenizer (" Chief" is one token), as the embedded model's BPE spells
    common words; ids are handed out as words are first seen."""

    def __init__(self):
        self.vocab: dict[str, int] = {}

    def __call__(self, text: str, add_special_tokens: bool = False) -> dict:
        import re

        pieces = re.findall(r" ?[^\s]+|\n", text)
        return {"input_ids": [self.vocab.setdefault(p, len(self.vocab)) for p in pieces]}

    def decode(self, ids: list[int]) -> str:
        words = {i: w for w, i in self.vocab.items()}
        return "".join(words[i] for i in ids)


def _word_matcher(tok: _WordTokenizer, *strings: str) -> Matcher:
    return Matcher(GroundingTrie(tok, strings), WordEnds(tok), min_tokens=2)


def test_a_capitalised_first_word_mid_sentence_starts_its_string_at_once():
    # README sample B026: "As Chief surprisesating Officer" for a Chief Operating Officer
    tok = _WordTokenizer()
    strings = ("Chief Operating Officer", "Kiwi Harvest Foods Ltd")
    mid = _word_matcher(tok, *strings)
    for token in tok(" you are the Chief")["input_ids"]:
        mid.feed(token)
    assert mid.allowed() == set(tok(" Operating")["input_ids"])
    # at a line's start one word is not yet a start: "Chief" may open another phrase
    start = _word_matcher(tok, *strings)
    for token in tok("matters.\n Chief")["input_ids"]:
        start.feed(token)
    assert start.allowed() is None


def test_a_first_token_that_is_part_of_a_word_waits_for_the_second():
    # " Han" + "bit" of "Hanbit Trading" also starts "Hanoi": one token is no start
    class Pieces(_WordTokenizer):
        def __call__(self, text, add_special_tokens=False):
            ids = []
            for word in text.replace("Hanbit", "Han\0bit").split("\0"):
                ids += super().__call__(word)["input_ids"]
            return {"input_ids": ids}

    tok = Pieces()
    han, bit, trading = tok(" Hanbit Trading")["input_ids"]
    assert tok.decode([han]) == " Han"
    matcher = _word_matcher(tok, "Hanbit Trading")
    for token in tok(" in Han")["input_ids"]:
        matcher.feed(token)
    assert matcher.allowed() is None
    matcher.feed(bit)
    assert matcher.allowed() == {trading}


def test_the_sender_s_country_is_grounded_beside_the_buyer_s():
    # "We supply beverages from South Korea" to a buyer in South Africa: both are strings, so
    # "South" alone does not force the buyer's country
    buyer = Buyer(buyer_id="b1", company="Cape Fresh Beverages (Pty) Ltd",
                  contact_name="Thandiwe Nkosi", contact_title="Import Manager",
                  country="South Africa", product_category="beverages")  # fmt: skip
    strings = grounded_strings(buyer, DEFAULT_SENDER)
    assert "South Africa" in strings and DEFAULT_SENDER.country in strings
    tok = _WordTokenizer()
    matcher = _word_matcher(tok, *strings)
    for token in tok(" from South")["input_ids"]:
        matcher.feed(token)
    assert matcher.allowed() == {tok.vocab[" Africa"], tok.vocab[" Korea"]}


def test_a_compound_given_name_is_grounded_whole():
    # faker ar_* names: "Dear عبد," (AR, faker selection buyers) cut Abd al-Baqi's given name
    buyer = Buyer(buyer_id="b1", company="شركة أستيتية للاستيراد",
                  contact_name="عبد الباقي فطاير", product_category="safety glasses")  # fmt: skip
    assert buyer.first_name == "عبد الباقي"
    assert Buyer(buyer_id="b2", company="X", contact_name="Abd al-Baqi Fatayer").first_name == (
        "Abd al-Baqi"
    )
    strings = grounded_strings(buyer, DEFAULT_SENDER)
    assert "عبد الباقي" in strings and "عبد" not in strings
    matcher = _matcher(*strings)
    for token in _tokens(" عبد"):
        matcher.feed(token)
    # inside the given name: its next token only, no comma after its first word
    assert matcher.allowed() == {_tokens(" عبد الباقي")[len(_tokens(" عبد"))]}
