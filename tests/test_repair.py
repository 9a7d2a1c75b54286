"""Span repair (sales_dlm/decoding/repair.py): the canvas it builds, the sampler over a canvas
with fixed positions (cached == uncached, fixed tokens untouched, fewer forwards), and the
drafting core trying it before a full redraft."""

from __future__ import annotations

import pytest
import torch
from test_decoding_cache import BLOCK, block_causal, ids, many_prompts
from tiny_models import tiny_tokenizer

from sales_dlm.decoding.base import DecodeResult, DiffusionDecodeOptions
from sales_dlm.decoding.repair import MARGIN, Span, repair_canvas, spans_of
from sales_dlm.decoding.sampler import sample
from sales_dlm.drafting.core import escalate
from sales_dlm.facts import CheckContext, Finding
from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer
from tests.fake_decoder import FakeDecoder, FakePool, email_for, facts_from_prompt

SUBJECT = "Valves for Nordic Tools AB"
BODY = "Dear Anna,\nwe make valves for Nordci Tools AB in Sweden."


def _finding(kind, part, start, end, expected="", severity=Severity.error) -> Finding:
    text = SUBJECT if part == "subject" else BODY
    return Finding(
        type=kind,
        severity=severity,
        part=part,
        start=start,
        end=end,
        found=text[start:end],
        expected=expected,
        score=90.0,
        message="test",
    )


def _canvas(spans, length=80, margin=MARGIN):
    tok = tiny_tokenizer()
    return repair_canvas(
        tok,
        SUBJECT,
        BODY,
        spans,
        canvas_length=length,
        mask_id=tok.mask_token_id,
        end_id=tok.eos_token_id,
        margin=margin,
    )


def _tokens(text: str) -> list[int]:
    return list(tiny_tokenizer()(text, add_special_tokens=False)["input_ids"])


def test_spans_of_needs_a_span_on_every_error():
    misspelled = _finding(FindingType.company_misspelled, "body", 30, 42, "Nordic Tools AB")
    missing = _finding(FindingType.company_missing, "body", 0, 0, "Nordic Tools AB")
    warning = _finding(FindingType.title_wrong, "body", 0, 4, severity=Severity.warning)
    assert spans_of([misspelled, warning]) == [Span("body", 30, 42, "Nordic Tools AB")]
    assert spans_of([misspelled, missing]) is None  # nothing to re-mask for a missing name
    assert spans_of([warning]) is None  # nothing failed


def test_the_canvas_masks_the_span_and_its_margin_and_keeps_the_rest():
    at = BODY.index("Nordci")
    canvas = _canvas([Span("body", at, at + len("Nordci"))], margin=1)
    tok = tiny_tokenizer()
    mask, end = tok.mask_token_id, tok.eos_token_id
    text = f"Subject: {SUBJECT}\n{BODY}"
    before = _tokens(text[: len("Subject: ") + len(SUBJECT) + 1 + at])
    whole = _tokens(text)
    first = canvas.ids.index(mask)
    masks = canvas.ids.count(mask)
    assert canvas.remasked == masks
    assert canvas.ids[:first] == whole[:first]  # everything before is the draft's own
    assert first >= len(before) - 2  # the span's tokens and one token of margin before it
    rest = canvas.ids[first + masks :]
    assert rest[: rest.index(end)] == whole[len(whole) - rest.index(end) :]  # the tail kept
    assert set(rest[rest.index(end) :]) == {end}  # then end tokens to the canvas length
    assert len(canvas.ids) == 80


def _shown(canvas) -> str:
    """The canvas as text, each mask as "_" and the end tokens dropped."""
    tok = tiny_tokenizer()
    pieces = ["_" if t == tok.mask_token_id else tok.decode([t]) for t in canvas.ids]
    return "".join(p for p in pieces if p != tok.eos_token)


def test_a_wrong_value_is_written_as_the_record_spells_it_with_the_words_around_it_kept():
    at = BODY.index("Nordci")
    canvas = _canvas([Span("body", at, at + len("Nordci"), "Nordic")])
    assert _shown(canvas) == f"Subject: {SUBJECT}\n" + BODY.replace("Nordci", "Nordic")
    assert canvas.remasked == 0  # nothing left to denoise: the repair costs no forward
    both = _canvas([Span("body", at, at + len("Nordci"), "Nordic"), Span("subject", 0, 6)])
    assert both.remasked == _canvas([Span("subject", 0, 6)]).remasked  # only the plain span
    # a capitalised span gets the value capitalised; a lower-case one keeps it as it is
    subject = _shown(_canvas([Span("subject", 0, 6, "pumps")]))  # "Valves" -> "Pumps"
    assert "Pumps" in subject.splitlines()[0] and "Valves" not in subject
    lower = BODY.index("valves")
    body = _shown(_canvas([Span("body", lower, lower + 6, "pipes")]))
    assert " pipes" in body.splitlines()[2] and "valves" not in body.splitlines()[2]


def test_a_fragment_of_the_value_is_remasked_not_replaced():
    at = BODY.index("AB")
    fragment = _canvas([Span("body", at, at + 2, "Nordic Tools AB")])
    assert fragment.ids == _canvas([Span("body", at, at + 2)]).ids
    assert _shown(fragment).endswith("we make valves for Nordci T______ Sweden.")


def test_the_subject_prefix_is_never_masked_and_overlapping_spans_merge():
    canvas = _canvas([Span("subject", 0, 6), Span("subject", 4, 10)])
    tok = tiny_tokenizer()
    assert canvas.ids[: len(_tokens("Subject:"))] == _tokens("Subject:")
    first = canvas.ids.index(tok.mask_token_id)
    assert canvas.ids[first : first + canvas.remasked] == [tok.mask_token_id] * canvas.remasked


def test_a_draft_that_does_not_fit_or_a_span_outside_its_part_is_not_repaired():
    assert _canvas([Span("body", 0, 4)], length=10) is None
    assert _canvas([Span("subject", 0, len(SUBJECT) + 5)]) is None


def _repair_canvases(prompts, length, seed=0):
    """Full drafts of the tiny model, with a few positions re-masked per row."""
    options = DiffusionDecodeOptions(
        canvas_length=length, steps=length, block_length=BLOCK, logits_shift=True,
        remasking="left_to_right", early_exit=False,
    )  # fmt: skip
    full = sample(block_causal(), prompts, options=options, **ids())
    gen = torch.Generator().manual_seed(seed)
    canvases = full.canvas.clone()
    for row in range(len(prompts)):
        at = int(torch.randint(BLOCK, length - 3, (1,), generator=gen))
        canvases[row, at : at + 3] = ids()["mask_id"]
    return options, full, canvases


@pytest.mark.parametrize("rule", ["left_to_right", "confident_run", "low_confidence"])
def test_the_sampler_denoises_only_the_masks_cached_as_uncached(rule):
    prompts = many_prompts(5, seed=3)
    options, full, canvases = _repair_canvases(prompts, 32)
    options = options.model_copy(update={"remasking": rule, "threshold": 0.07})
    outs = [
        sample(block_causal(), prompts, options=options, kv_cache=kv, canvas=canvases.tolist(),
               **ids())
        for kv in (False, True)
    ]  # fmt: skip
    assert outs[0].canvas.tolist() == outs[1].canvas.tolist()
    assert outs[0].steps_used == outs[1].steps_used
    fixed = canvases != ids()["mask_id"]
    assert torch.equal(outs[1].canvas[fixed], canvases[fixed])
    assert not (outs[1].canvas == ids()["mask_id"]).any()
    # only the blocks with masks take forwards: far fewer than the full draft's
    assert all(r < f for r, f in zip(outs[1].steps_used, full.steps_used, strict=True))


def test_a_canvas_of_the_wrong_length_is_refused():
    prompts = many_prompts(1)
    options, _, canvases = _repair_canvases(prompts, 16)
    with pytest.raises(ValueError, match="canvas must hold 16 ids"):
        sample(block_causal(), prompts, options=options, canvas=[[0] * 8], **ids())


class RepairingDiffusion(FakeDecoder):
    """FakeDecoder's diffusion drafts, and a repair that writes the company right."""

    repairs = True

    def __init__(self, **kwargs):
        super().__init__("diffusion", **kwargs)
        self.repaired: list[int] = []

    def repair(self, prompts, drafts, options=None, grounded=None):
        self.repaired.append(len(prompts))
        out = []
        for prompt, (_subject, _body, spans) in zip(prompts, drafts, strict=True):
            facts = facts_from_prompt(prompt)
            subject, body = email_for(facts, facts["company"])
            result = DecodeResult(
                text=f"Subject: {subject}\n{body}", subject=subject, body=body,
                tokens=list(range(40)), forwards=3, steps=options.steps, steps_used=3,
                seconds=0.001,
            )  # fmt: skip
            out.append((result, 2 * len(spans)))
        return out


def test_escalate_repairs_a_draft_that_failed_on_spans_before_a_full_redraft():
    buyers = [
        Buyer(buyer_id="b1", company="Nordhavn Seafood A/S", contact_name="Mette Kristensen",
              contact_title="Category Manager", country="Denmark",
              product_category="frozen seafood"),
        Buyer(buyer_id="b2", company="Tanaka Shoji K.K.", contact_name="Hiroshi Tanaka",
              contact_title="Import Manager", country="Japan", product_category="kitchenware"),
    ]  # fmt: skip
    from sales_dlm.prompts import load_template, render

    template = load_template("intro")
    prompts = [render(template, b, DEFAULT_SENDER) for b in buyers]
    context = CheckContext.build(buyers, DEFAULT_SENDER)
    diffusion = RepairingDiffusion(needs={"Tanaka Shoji K.K.": 32})
    pool = FakePool(diffusion=diffusion)
    rounds: list[str] = []
    schedule = [("diffusion", 8), ("diffusion", 16), ("diffusion", 32)]
    attempts = escalate(
        prompts, buyers, schedule, pool, context, on_round=rounds.append, repair=True
    )
    assert rounds == ["diffusion@8", "repair@8"]  # repaired, so no redraft at 16
    assert [len(a) for a in attempts] == [1, 2]
    repaired = attempts[1][1]
    assert (repaired.kind, repaired.decoder, repaired.steps, repaired.passed) == (
        "repair", "diffusion", 8, True,
    )  # fmt: skip
    assert repaired.forwards == 3 and repaired.remasked > 0
    assert attempts[1][0].kind is None and not attempts[1][0].passed
    off = escalate(prompts, buyers, schedule, pool, context)  # repair is off unless asked
    assert [len(a) for a in off] == [1, 3]  # without repair: redrafted at 16, then 32
    assert all(a.kind is None for a in off[1])


def test_a_canvas_without_masks_costs_no_forward():
    prompts = many_prompts(2, seed=5)
    options, full, _ = _repair_canvases(prompts, 16)
    out = sample(block_causal(), prompts, options=options, canvas=full.canvas.tolist(), **ids())
    assert (out.forwards, out.steps_used) == (0, [0, 0])
    assert out.tokens == full.tokens


def test_a_value_replacing_an_acronym_keeps_its_own_case():
    from sales_dlm.decoding.repair import _value

    assert _value("LED lighting", "processed foods") == "processed foods"
    assert _value("Kimchi", "kitchenware") == "Kitchenware"
    assert _value("medical disposables", "beverages") == "beverages"
    assert _value("Kowal", "Kowalski Budownictwo") == "Kowalski Budownictwo"


def test_words_written_twice_are_written_once_without_a_forward():
    # the shipped diffusion model at 128 steps (faker selection buyers): re-denoised, the span
    # "documentation documentation" came back as "documentation, and I I would"
    body = "Dear Anna,\nyou need REACH documentation documentation, and I would be glad."
    at = body.index("documentation documentation")
    canvas = _canvas_of(body, Span("body", at, at + len("documentation documentation")))
    shown = _shown(canvas)
    assert "you need REACH documentation, and I would be glad." in shown
    assert canvas.remasked == 0
    for twice in ("windows and windows and", "I I"):
        at = body.index("documentation")
        doubled = body[:at] + twice + body[at + len("documentation documentation") :]
        span = Span("body", at, at + len(twice))
        single = " ".join(twice.split()[: len(twice.split()) // 2])
        assert f"REACH {single}, and" in _shown(_canvas_of(doubled, span)), twice


def _canvas_of(body: str, span: Span):
    tok = tiny_tokenizer()
    return repair_canvas(
        tok, SUBJECT, body, [span], canvas_length=80, mask_id=tok.mask_token_id,
        end_id=tok.eos_token_id,
    )  # fmt: skip


class SeamDoublingDiffusion(RepairingDiffusion):
    """A repair that fills its masks with one word too many: the word after them comes twice,
    as the shipped model wrote "We can prepare samples of our frozen frozen seafood" at 128
    steps (faker selection buyers)."""

    def repair(self, prompts, drafts, options=None, grounded=None):
        out = super().repair(prompts, drafts, options, grounded)
        for result, _ in out:
            category = result.body.split("We export ")[1].split(" to ")[0]
            result.body = result.body.replace(f"export {category}", f"export {category} {category}")
        return out


def test_a_word_doubled_at_the_repairs_seam_is_written_once_without_a_forward():
    from sales_dlm.prompts import load_template, render

    buyer = Buyer(
        buyer_id="b2", company="Tanaka Shoji K.K.", contact_name="Hiroshi Tanaka",
        contact_title="Import Manager", country="Japan", product_category="kitchenware",
    )  # fmt: skip
    prompts = [render(load_template("intro"), buyer, DEFAULT_SENDER)]
    context = CheckContext.build([buyer], DEFAULT_SENDER)
    pool = FakePool(diffusion=SeamDoublingDiffusion(needs={"Tanaka Shoji K.K.": 32}))
    schedule = [("diffusion", 8), ("diffusion", 16)]
    (tried,) = escalate(prompts, [buyer], schedule, pool, context, repair=True)
    repaired = tried[-1]
    assert (repaired.kind, repaired.passed, repaired.forwards) == ("repair", True, 3)
    assert "We export kitchenware to Japan" in repaired.body
    assert "kitchenware kitchenware" not in repaired.body
    assert [f for f in repaired.findings if f.severity == Severity.error] == []


def test_written_once_rewrites_only_doubles():
    from sales_dlm.decoding.repair import written_once

    body = "We supply windows and windows and doors. I am am reaching out."
    spans = [
        Span("body", body.index("windows"), body.index(" doors")),
        Span("body", body.index("am am"), body.index("am am") + 5),
    ]
    assert written_once("Doors", body, spans) == (
        "Doors", "We supply windows and doors. I am reaching out."
    )  # fmt: skip
    # a span that is anything but a double: the draft needs a real repair
    assert written_once("Doors", body, [*spans, Span("body", 0, 2)]) is None
    assert written_once("Doors", body, [Span("subject", 0, 5)]) is None
