"""The signature copied by construction (sales_dlm/decoding/signature.py): after the closing
line only the sender's strings, joined by separators, and then the end. The bad signatures are
ones the shipped diffusion model wrote with grounding on (faker selection buyers, #22)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch
from tiny_models import tiny_tokenizer

from sales_dlm.decoding.grounding import (
    CanvasGrounding,
    GroundingProcessor,
    grounded_strings,
    make_matchers,
)
from sales_dlm.decoding.signature import SignatureSlot, is_closing_line
from sales_dlm.inputs.records import DEFAULT_SENDER, Sender

BUYER = SimpleNamespace(
    company="Velјanova AD", contact_name="Ana Velјanova", first_name="Ana",
    last_name="Velјanova", contact_title="Head of Operations", country="North Macedonia",
    product_category="roasted nuts", notes="",
)  # fmt: skip
KESTREL = Sender(
    company="Kestrel Export Ltd", name="Daniel Moreau", title="Export Manager",
    email="daniel.moreau@kestrel-export.example", country="United Kingdom",
)  # fmt: skip
BODY = "Dear Ana,\n\nWould a brief call next week be possible?\n\n"


def _tokens(text: str) -> list[int]:
    return list(tiny_tokenizer()(text, add_special_tokens=False)["input_ids"])


def _slot(sender=DEFAULT_SENDER) -> SignatureSlot:
    return SignatureSlot(tiny_tokenizer(), grounded_strings(BUYER, sender).signers)


def _banned(text: str, sender=DEFAULT_SENDER) -> list[str]:
    """The pieces of `text` the slot would not have allowed where they were written."""
    slot, banned = _slot(sender), []
    for token in _tokens(text):
        allowed = slot.allowed()
        if allowed is not None and token not in allowed:
            banned.append(tiny_tokenizer().decode([token]))
        slot.feed(token)
    return banned


@pytest.mark.parametrize(
    "signature",
    [
        "Kind regards,\nMinji Park, Export Sales Manager\nHanbit Trading Co., Ltd.",
        "Sincerely,\nMinji Park\nExport Sales Manager, Hanbit Trading Co., Ltd.",
        "Warm regards,\nMinji Park\nExport Sales Manager | Hanbit Trading Co., Ltd.",
        "Best regards,\n\nMinji Park\nExport Sales Manager\nHanbit Trading Co., Ltd.",
        "Thank you,\nMinji\nHanbit Trading",
    ],
)
def test_the_profiles_own_signatures_are_allowed(signature):
    assert _banned(BODY + signature) == []


@pytest.mark.parametrize(
    ("signature", "banned"),
    [
        ("Thank you,\nMinji Park\nC Trading Co., Ltd.", "C"),  # a stray letter for Hanbit
        ("Thank you,\nMinji Park Co., Ltd.", " Co"),  # the name run into a legal form
        ("Sincerely,\nMinji Park\nHanbit Trading Co., Ltd. to W", " to"),  # run on
        ("Thank you,\nMinji Park\nChip Srl", "Ch"),  # another company
        ("Thank you,\nWould you be open to a call?", "Would"),  # the body again
    ],
)
def test_a_signature_of_other_words_is_stopped_where_it_leaves_the_profile(signature, banned):
    first = _banned(BODY + signature)[:1]  # the first piece of the word that leaves it
    assert first and first[0].strip() and banned.strip().startswith(first[0].strip())


def test_a_letter_glued_to_the_company_at_the_end_is_stopped():
    # "Hanbit Trading Co., Ltd.У": after the company only a separator or the end may follow
    slot = _slot()
    for token in _tokens(BODY + "Sincerely,\nMinji Park\nHanbit Trading Co., Ltd."):
        slot.feed(token)
    allowed = slot.allowed()
    assert tiny_tokenizer().eos_token_id in allowed
    assert not set(_tokens("У")) & allowed and _tokens("\n")[0] in allowed


def test_a_users_own_sender_makes_the_signature():
    assert _banned(BODY + "Best regards,\nDaniel Moreau\nExport Manager | Kestrel Export Ltd",
                   KESTREL) == []  # fmt: skip
    assert "Minji".startswith(_banned(BODY + "Best regards,\nMinji Park", KESTREL)[0])
    assert grounded_strings(BUYER, KESTREL).signers == (
        "Daniel Moreau", "Daniel", "Export Manager", "Kestrel Export Ltd", "Kestrel Export",
        "daniel.moreau@kestrel-export.example",
    )  # fmt: skip


def test_closing_words_inside_the_body_start_no_signature():
    assert _banned("Dear Ana,\n\nKind regards to your team, from all of us.\nWe ship weekly.") == []
    assert is_closing_line("Kind regards,") and is_closing_line("  Sincerely, ")
    assert not is_closing_line("Kind regards") and not is_closing_line("Dear Ana,")


def test_the_rule_reaches_ar_logits():
    (matcher,) = make_matchers(tiny_tokenizer(), [grounded_strings(BUYER, DEFAULT_SENDER)])
    written = _tokens(BODY + "Thank you,\nMinji Park\n")
    input_ids = torch.tensor([[5, 6, 7, *written]])
    scores = torch.zeros((1, len(tiny_tokenizer())))
    out = GroundingProcessor([matcher], 3)(input_ids, scores)[0]
    assert out[_tokens("C")[0]] == float("-inf")
    assert out[_tokens("Hanbit")[0]] == 0


def test_the_diffusion_canvas_takes_the_models_best_allowed_token():
    mask = tiny_tokenizer().mask_token_id
    eos = tiny_tokenizer().eos_token_id
    written = _tokens(BODY + "Thank you,\nMinji Park\nHanbit Trading Co., Ltd.")
    block = 4
    x = torch.full((1, len(written) + block), mask)
    x[0, : len(written)] = torch.tensor(written)
    glued = _tokens("У")[0]
    x0 = torch.full((1, block), glued)
    commit = torch.zeros((1, block), dtype=torch.bool)
    commit[0, 0] = True
    logits = torch.zeros((1, block, len(tiny_tokenizer())))
    logits[0, 0, glued], logits[0, 0, eos] = 5.0, 4.0
    (matcher,) = make_matchers(tiny_tokenizer(), [grounded_strings(BUYER, DEFAULT_SENDER)])
    x0, commit = CanvasGrounding([matcher], mask).step(
        x, 0, torch.tensor([0]), torch.tensor([len(written)]), x0, commit, logits
    )
    assert x0[0, 0].item() == eos and commit[0, 0]


def test_each_field_once_and_no_blank_line_inside_the_signature():
    # "Daniel Moreau \n\nDaniel, Kestrel Export Ltd": the multilocale run's one broken signature
    broken = BODY + "Sincerely,\nDaniel Moreau \n\nDaniel, Kestrel Export Ltd"
    assert _banned(broken, KESTREL)
    again = BODY + "Sincerely,\nDaniel Moreau\nDaniel, Kestrel Export Ltd"
    assert "Daniel".startswith(_banned(again, KESTREL)[0].strip())
    assert _banned(BODY + "Sincerely,\n\nDaniel Moreau\nKestrel Export Ltd", KESTREL) == []


STALDZENE = Sender(
    company='SIA "Staldzenes Krasts"', name="Ilze Kalniņa", title="Export Director",
    country="Latvia",
)  # fmt: skip


def test_a_quoted_company_keeps_its_closing_quote():
    # 'Export Director, SIA "Staldzenes Krasts' at the end of 6 of 15 diffusion@160 drafts
    # (dev_fresh64's sender): the legal form with the core was cut before the closing quote
    strings = grounded_strings(BUYER, STALDZENE)
    assert 'SIA "Staldzenes Krasts' not in strings
    assert {'SIA "Staldzenes Krasts"', '"Staldzenes Krasts"', "Staldzenes Krasts"} <= set(strings)
    slot = _slot(STALDZENE)
    cut = 'Sincerely,\nIlze Kalniņa\nExport Director, SIA "Staldzenes Krasts'
    for token in _tokens(BODY + cut):
        slot.feed(token)
    allowed = slot.allowed()
    assert tiny_tokenizer().eos_token_id not in allowed and _tokens('"')[-1] in allowed
    assert _banned(BODY + 'Sincerely,\nIlze Kalniņa\nSIA "Staldzenes Krasts"', STALDZENE) == []
