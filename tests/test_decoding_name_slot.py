"""The subject's name slot (sales_dlm/decoding/name_slot.py): an invented word that opens the
subject where a name belongs is taken back and the slot rewritten from the grounded strings. The
cases are the drafts the shipped diffusion model wrote with grounding on (reports/grounding.md,
#22): "Marin, a quick idea" for Sarah Mitchell, "Belly Co., Ltd. x Ndp Trading Co."."""

from __future__ import annotations

from types import SimpleNamespace

import torch
from tiny_models import tiny_tokenizer

from sales_dlm.decoding.grounding import (
    CanvasGrounding,
    GroundedStrings,
    grounded_strings,
    make_matchers,
)
from sales_dlm.decoding.name_slot import SubjectSlot, make_slots, names_a_slot
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer

PIECES = [b"Subject", b":", b" Bel", b"ly", b" Co", b".,", b" Marin", b",", b" Sarah", b" winter"]
PIECES += [b" Pack", b"\xe2"]  # "Pack" and a cut character
ID = {piece: token for token, piece in enumerate(PIECES)}
STRINGS = ["Sarah Mitchell", "Sarah", "Brightline Medical Supplies Inc.", "Hanbit Trading"]


def _slot(*pieces: bytes, strings=STRINGS) -> SubjectSlot:
    slot = SubjectSlot(strings, SimpleNamespace(data=PIECES))
    for offset, piece in enumerate(pieces):
        slot.feed(offset, ID[piece])
    return slot


def test_an_invented_name_in_the_slot_is_taken_back():
    slot = _slot(b"Subject", b":", b" Marin")
    assert slot.retake(3, ID[b","]) == 2  # "Marin," : re-mask from the word's first token
    slot = _slot(b"Subject", b":", b" Bel", b"ly")
    assert slot.retake(4, ID[b" Co"]) == 2  # "Belly Co" : a legal form after an invented word
    slot = _slot(b"Subject", b":", b" Pack")
    assert slot.retake(3, ID[b"\xe2"]) is None  # a cut character may be a letter's
    slot.feed(3, ID[b"\xe2"])
    assert slot.retake(4, ID[b".,"]) == 2  # "Pack�., Ltd. x 鄭有限公司"


def test_a_grounded_name_or_a_plain_word_is_left():
    assert _slot(b"Subject", b":", b" Sarah").retake(3, ID[b","]) is None
    assert _slot(b"Subject", b":", b" Bel", b"ly").retake(4, ID[b" winter"]) is None
    # once judged, a later word is not the slot
    slot = _slot(b"Subject", b":", b" Marin")
    assert slot.retake(3, ID[b" winter"]) is None
    slot.feed(3, ID[b" winter"])
    assert slot.retake(4, ID[b","]) is None
    assert names_a_slot(" Ltd.") and names_a_slot(", a") and not names_a_slot(" winter")


def test_canvas_grounding_re_masks_the_slot_and_then_holds_it_to_an_opener():
    tok = tiny_tokenizer()
    buyer = Buyer(
        buyer_id="B011",
        company="Brightline Medical Supplies Inc.",
        contact_name="Sarah Mitchell",
        contact_title="Vice President of Procurement",
        country="United States",
        product_category="medical devices",
    )
    strings = grounded_strings(buyer, DEFAULT_SENDER)
    assert isinstance(strings, GroundedStrings) and "Sarah" in strings.openers
    assert DEFAULT_SENDER.name.split()[0] not in strings.openers  # "Minji, a quick idea"
    text = list(tok("Subject: Marin", add_special_tokens=False)["input_ids"])
    comma, mask, block = tok(",", add_special_tokens=False)["input_ids"][0], 1, 20
    x = torch.full((1, 24), mask)
    x[0, : len(text)] = torch.tensor(text)
    x0 = torch.full((1, block), comma)
    commit = torch.zeros((1, block), dtype=torch.bool)
    commit[0, len(text) : len(text) + 2] = True  # "," and one more position after the word
    logits = torch.zeros((1, block, len(tok)))
    grounding = CanvasGrounding(
        make_matchers(tok, [strings]), mask, slots=make_slots(tok, [strings])
    )
    x0, commit = grounding.step(x, 0, torch.tensor([0]), torch.tensor([0]), x0, commit, logits)
    word = text.index(tok(" M", add_special_tokens=False)["input_ids"][0])
    assert commit[0, word : len(text)].all() and (x0[0, word : len(text)] == mask).all()
    assert not commit[0, len(text) :].any()
    # the slot is written again, from the start of a string a subject may open with
    opens = {tok.decode([t]).strip() for t in grounding.matchers[0].allowed()}
    assert "S" in opens
    assert all(any(s.startswith(o) or o.startswith(s) for s in strings.openers) for o in opens)
