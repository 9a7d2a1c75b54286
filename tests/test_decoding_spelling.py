"""Grounded strings matched by spelling (sales_dlm/decoding/spelling.py): a string started
through other tokens than the record's is held to the end, a finished string is not run on, and
both reach AR's logits processor and the diffusion sampler's grounding. The cases are the texts
the shipped models wrote with grounding on (reports/grounding.md, #22)."""

from __future__ import annotations

import torch
from tiny_models import tiny_tokenizer

from sales_dlm.decoding.grounding import (
    CanvasGrounding,
    GroundingProcessor,
    GroundingTrie,
    Matcher,
    WordEnds,
)
from sales_dlm.decoding.name_words import Lexicon
from sales_dlm.decoding.spelling import SpellingMatcher, token_bytes

# a small lexicon: "Ann" may still become "annual", "Nor" "north"
LEXICON = Lexicon(["annual", "north", "dear", "the"])


def _tokens(text: str) -> list[int]:
    return list(tiny_tokenizer()(text, add_special_tokens=False)["input_ids"])


def _byte_tokens(text: str) -> list[int]:
    """The text spelled one byte per token (a path no merge of the tokenizer takes)."""
    tokens = token_bytes(tiny_tokenizer())
    by_bytes = {data: token for token, data in enumerate(tokens.data) if len(data) == 1}
    return [by_bytes[bytes((b,))] for b in text.encode("utf-8")]


def _spelling(*strings: str) -> SpellingMatcher:
    return SpellingMatcher(strings, token_bytes(tiny_tokenizer()), LEXICON)


def _matcher(*strings: str, spelling: bool = True) -> Matcher:
    tok = tiny_tokenizer()
    extra = _spelling(*strings) if spelling else None
    return Matcher(GroundingTrie(tok, strings), WordEnds(tok), 2, extra)


def _fed(matcher, tokens):
    for token in tokens:
        matcher.feed(token)
    return matcher


def test_a_finished_name_is_not_run_on():
    # "Dear Dušan Kaučičičičič": after the name, no letter may go on with the word
    matcher = _fed(_matcher("Dušan Kaučič", "Dušan", "Kaučič"), _tokens("Dear Dušan Kaučič"))
    allowed = matcher.allowed()
    assert allowed is not None
    assert _tokens("ič")[0] not in allowed and _tokens("a")[0] not in allowed
    assert {_tokens(",")[0], _tokens(" ")[0], _tokens(".")[0]} <= allowed
    # the trie alone let the draft go on after the name's end
    plain = _fed(_matcher("Dušan Kaučič", spelling=False), _tokens("Dear Dušan Kaučič"))
    assert plain.allowed() is None


def test_a_finished_name_may_go_on_into_a_longer_string():
    matcher = _fed(_spelling("Nordic Tools AB", "Nordic Tools"), _tokens(" Nordic Tools"))
    allowed = matcher.allowed()
    assert _tokens(" ")[0] in allowed and _tokens("s")[0] not in allowed


def test_a_name_started_through_other_tokens_is_held_to_its_end():
    record = _tokens(" Nordic Tools AB")
    other = _byte_tokens(" Nord")
    assert other != record[: len(other)]  # the model spells it another way
    trie_only = _fed(_matcher("Nordic Tools AB", spelling=False), other)
    assert trie_only.allowed() is None
    matcher = _fed(_matcher("Nordic Tools AB"), other)
    allowed = matcher.allowed()
    data = token_bytes(tiny_tokenizer()).data
    assert allowed and all(b"ic Tools AB".startswith(data[t]) for t in allowed)
    for token in _byte_tokens("ic Tools A"):
        assert token in matcher.allowed()
        matcher.feed(token)
    assert matcher.allowed() == {_byte_tokens("B")[0]}


def test_a_prefix_that_may_still_be_a_word_is_not_held():
    matcher = _fed(_spelling("Anna Berg", "Anna"), _tokens("Our Ann"))
    assert matcher.allowed() is None  # "Ann" may become "annual"
    assert _fed(_spelling("Nordic Tools"), _tokens(" Nor")).allowed() is None  # "north"
    held = _fed(_spelling("Nordic Tools"), _tokens(" Nordi"))
    assert held.allowed() is not None
    # a string is only started at a word boundary
    assert _fed(_spelling("Nordic Tools"), _tokens(" xNordi")).allowed() is None


def test_a_finished_thai_name_does_not_repeat_its_letters():
    # "อุษณีออออ...": Thai has no capitals; the name rule never saw it
    matcher = _fed(_spelling("อุษณี"), _tokens("Dear อุษณี"))
    allowed = matcher.allowed()
    assert allowed is not None
    assert _tokens("อ")[0] not in allowed
    assert {_tokens(",")[0], _tokens(" ")[0]} <= allowed


def test_a_string_that_ends_in_punctuation_leaves_the_draft_free():
    matcher = _fed(_spelling("Nordic Co., Ltd."), _tokens(" Nordic Co., Ltd."))
    assert matcher.allowed() is None


def test_ar_processor_stops_the_run_on():
    matcher = _matcher("Dušan Kaučič", "Kaučič")
    name = _tokens(" Dušan Kaučič")
    input_ids = torch.tensor([[5, 6, 7, *name]])
    scores = torch.zeros((1, len(tiny_tokenizer())))
    out = GroundingProcessor([matcher], 3)(input_ids, scores)[0]
    assert out[_tokens("i")[0]] == float("-inf")
    assert out[_tokens(",")[0]] == 0


def test_canvas_grounding_replaces_a_run_on_commit_with_the_models_next_best():
    mask = 1
    name = _tokens(" Dušan Kaučič")
    length, block = len(name) + 4, 4
    x = torch.full((1, length), mask)
    x[0, : len(name)] = torch.tensor(name)
    run_on, comma = _tokens("i")[0], _tokens(",")[0]
    x0 = torch.full((1, block), run_on)
    commit = torch.zeros((1, block), dtype=torch.bool)
    commit[0, 0] = True
    logits = torch.zeros((1, block, len(tiny_tokenizer())))
    logits[0, 0, run_on], logits[0, 0, comma] = 5.0, 4.0
    grounding = CanvasGrounding([_matcher("Dušan Kaučič", "Kaučič")], mask)
    x0, commit = grounding.step(
        x, 0, torch.tensor([0]), torch.tensor([len(name)]), x0, commit, logits
    )
    assert x0[0, 0].item() == comma and commit[0, 0]


def test_a_thai_letter_inside_a_name_starts_no_new_string():
    # "อุษณีออออ...": each new "อ" read as a fresh start of "อุษณีย์" let the draft repeat it
    name = "อุษณีย์"
    after = _tokens("Dear อุษณี") + _byte_tokens("อ")[:2]  # the next letter's first two bytes
    want = {_byte_tokens("ย")[2]}  # the name goes on with "ย", not "อ"
    assert _fed(_matcher(name), after).allowed() == want
    trie_only = _fed(_matcher(name, spelling=False), after).allowed()
    assert trie_only is not None and _byte_tokens("อ")[2] not in trie_only


def test_a_finished_first_name_is_not_written_again_inside_the_full_name():
    # "Александра Александра": after the first name and a space, the trie read a fresh start of
    # the first name (the space token starts every spaced string) beside the full name
    strings = ("Александра Дурловска", "Александра", "Дурловска")
    after = _tokens("Dear Александра ") + _byte_tokens("Д")[:1]
    assert _fed(_matcher(*strings), after).allowed() == {_byte_tokens("Д")[1]}


def test_a_draft_may_end_on_a_finished_name():
    # "Export Manager, Kestrel Export Ltd": the signature's company is the draft's last word;
    # with the end of text banned the model wrote "Kestrel Export Ltd we" (multilocale run)
    tok = tiny_tokenizer()
    matcher = _fed(_spelling("Kestrel Export Ltd"), _tokens("Regards,\nKestrel Export Ltd"))
    allowed = matcher.allowed()
    assert allowed is not None and tok.eos_token_id in allowed
    assert _tokens("s")[0] not in allowed  # and still no run-on
    # inside the name the draft may not end
    inside = _fed(_spelling("Kestrel Export Ltd"), _tokens("Regards,\nKestrel Exp"))
    assert tok.eos_token_id not in (inside.allowed() or {tok.eos_token_id + 1})
