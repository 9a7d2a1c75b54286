"""The shipped embedded models load offline and write the buyer's facts for held-out buyers.

Skipped (with the reason) when `sales_dlm/models/embedded/` has not been built; never retrains.
A draft counts when it names the company, the contact's first name, the title and the category
exactly — the facts a cold email must get right.
"""

from __future__ import annotations

import os

import pytest

from sales_dlm.models.loading import EMBEDDED_DIR, EMBEDDED_MODEL_DIRS, EMBEDDED_TOKENIZER_DIR
from sales_dlm.training.corpus import (
    heldout_buyers,
    heldout_prompts,
    names_of,
    training_examples,
)

pytestmark = pytest.mark.slow


def _require(kind: str) -> None:
    for folder in (EMBEDDED_TOKENIZER_DIR, EMBEDDED_MODEL_DIRS[kind]):
        if not (folder / "config.json").exists() and not (folder / "tokenizer.json").exists():
            pytest.skip(
                f"embedded {kind} model not built ({folder} missing): run `sales-dlm train`"
            )


@pytest.fixture(scope="module")
def buyers():
    # Full held-out buyers with every fact, so each draft must copy all four.
    pool = heldout_buyers(7, 40, names_of(training_examples(0, 200)))
    full = [b for b in pool if b.contact_name and b.contact_title and b.product_category]
    return full[:4]


def _facts_present(subject: str, body: str, buyer) -> list[str]:
    text = f"{subject}\n{body}"
    wanted = (buyer.company, buyer.first_name, buyer.contact_title, buyer.product_category)
    return [value for value in wanted if value.lower() not in text.lower()]


@pytest.fixture(autouse=True)
def offline(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    assert os.environ["HF_HUB_OFFLINE"] == "1"


def test_embedded_folder_is_small():
    if not EMBEDDED_DIR.exists():
        pytest.skip(f"{EMBEDDED_DIR} not built: run `sales-dlm train`")
    size = sum(p.stat().st_size for p in EMBEDDED_DIR.rglob("*") if p.is_file())
    assert size < 50 * 2**20, f"embedded models take {size / 2**20:.1f} MB (limit 50 MB)"


def test_embedded_ar_drafts_heldout_facts(buyers):
    _require("ar")
    from sales_dlm.decoding import get_decoder
    from sales_dlm.models.loading import load

    loaded = load("embedded", kind="ar", device="cpu")
    results = get_decoder("ar", loaded).decode(heldout_prompts(buyers))
    missing = [
        (b.company, _facts_present(r.subject, r.body, b))
        for b, r in zip(buyers, results, strict=True)
    ]
    assert sum(not m for _, m in missing) >= len(buyers) - 1, missing


def test_embedded_diffusion_loads_offline_and_drafts(buyers):
    """Loads as the diffusion model with shifted logits and writes an email-shaped draft."""
    _require("diffusion")
    from sales_dlm.decoding import DiffusionDecodeOptions, get_decoder
    from sales_dlm.models.loading import load

    loaded = load("embedded", kind="diffusion", device="cpu")
    assert loaded.kind == "diffusion", f"embedded diffusion model loaded as {loaded.kind}"
    assert loaded.model.config.logits_shift is True, "the AR-adapted dlm predicts shifted tokens"
    assert (loaded.block_causal, loaded.block_length) == (True, 20), "decoded block by block"
    assert loaded.left_to_right_from_steps == 128, "left to right where it was measured better"
    options = DiffusionDecodeOptions(steps=8, block_length=20, logits_shift=True)
    (result,) = get_decoder("diffusion", loaded).decode(heldout_prompts(buyers[:1]), options)
    assert result.subject and result.body, f"no subject/body in {result.text!r}"
    assert "<mask>" not in result.text


def test_embedded_diffusion_copies_facts_with_enough_steps(buyers):
    """The trade-off the product exists for: one token per step (160) copies the buyer's facts,
    8 steps (20 tokens per step) does not. The shipped model is still below the held-out bar at
    64 steps (reports/training.md), so only the full step count is held to copying."""
    _require("diffusion")
    from sales_dlm.decoding import DiffusionDecodeOptions, get_decoder
    from sales_dlm.models.loading import load

    decoder = get_decoder("diffusion", load("embedded", kind="diffusion", device="cpu"))
    missing = {}  # steps -> per buyer, the facts its draft lacks
    for steps in (8, 160):
        options = DiffusionDecodeOptions(steps=steps, block_length=20, logits_shift=True)
        results = decoder.decode(heldout_prompts(buyers), options)
        pairs = zip(buyers, results, strict=True)
        missing[steps] = [_facts_present(r.subject, r.body, b) for b, r in pairs]
    copied = {steps: sum(not m for m in lists) for steps, lists in missing.items()}
    assert copied[160] >= len(buyers) - 1, f"160 steps: missing facts {missing[160]}"
    assert copied[8] < copied[160], f"8 steps copied as much as 160: {copied}"
