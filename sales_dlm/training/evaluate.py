"""Held-out evaluation: draft emails for buyers never seen in training and fact-check them.

The pass rate is the share of drafts the project's fact checker passes, drafted and checked by
the drafting core `draft` and `tune` use (`sales_dlm.drafting.core.decode_and_check`) with the
product's prompt (`intro` template, default sender). A plain substring check (company, first
name, title and category present, no mask token, no word repeated three times) is counted
beside it, to tell copying errors from what only the full checker flags.
"""

from __future__ import annotations

import re
import time
from dataclasses import asdict, dataclass, field

import torch
from transformers import PreTrainedTokenizerFast

from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer, Sender
from sales_dlm.training.corpus import heldout_prompts

REPEATED_WORD = re.compile(r"\b(\w+)(?:\s+\1\b){2,}", re.IGNORECASE)


@dataclass
class EvalResult:
    decoder: str  # "ar" or "diffusion"
    steps: int | None  # diffusion denoising steps; None for AR
    drafts: int
    passed: int
    seconds_per_draft: float
    checker: str  # the checker that judged the drafts: always "facts.check" now
    # Drafts the plain substring check passes (all four facts present verbatim, no artifacts):
    # separates copying errors from what only the full checker flags.
    substring_passed: int = 0
    failures: list[dict[str, str]] = field(default_factory=list)  # a few failed drafts
    # the diffusion remasking rule the decoder used at this step count (from the model's config
    # unless set); None for AR
    remasking: str | None = None
    # every draft with its verdict, when asked for (`keep_drafts`): what a reader checks by hand
    drafts_kept: list[dict[str, object]] = field(default_factory=list)

    @property
    def pass_rate(self) -> float:
        return self.passed / self.drafts

    def as_dict(self) -> dict:
        return asdict(self) | {"pass_rate": self.pass_rate}


def _substring_findings(subject: str, body: str, buyer: Buyer) -> list[str]:
    text = f"{subject}\n{body}"
    problems = [
        f"missing {name}: {value!r}"
        for name, value in (
            ("company", buyer.company),
            ("first name", buyer.first_name),
            ("title", buyer.contact_title),
            ("category", buyer.product_category),
        )
        if value and value.lower() not in text.lower()
    ]
    if "<mask>" in text:
        problems.append("mask token left in the draft")
    if REPEATED_WORD.search(text):
        problems.append("word repeated three times")
    return problems


class _OnePool:
    """The drafting core's pool for one in-memory model being trained."""

    def __init__(self, engine, options, name: str):
        self.engine, self.options, self.name = engine, options, name

    def get(self, decoder: str, steps: int | None):
        return self.engine, self.options, self.name


def evaluate(
    model: torch.nn.Module,
    tokenizer: PreTrainedTokenizerFast,
    buyers: list[Buyer],
    *,
    decoder: str,
    steps: int | None = None,
    batch_size: int = 25,
    block_length: int | None = None,
    keep_failures: int = 3,
    sender: Sender = DEFAULT_SENDER,
    notes: bool = False,
    keep_drafts: bool = False,
) -> EvalResult:
    """Draft one intro email per buyer with `decoder` and count the drafts that pass, through
    the same decode -> check core as `draft` and `tune`. `notes`: whether the prompt carries
    the buyers' notes (the model's prompt format, `prompts.render`)."""
    from sales_dlm.decoding import ARDecodeOptions, DiffusionDecodeOptions, get_decoder
    from sales_dlm.drafting.core import decode_and_check
    from sales_dlm.facts import CheckContext
    from sales_dlm.models.loading import wrap

    kind = "causal" if decoder == "ar" else "diffusion"
    loaded = wrap(model.eval(), tokenizer, name="training-eval", kind=kind)
    engine = get_decoder(decoder, loaded)
    if decoder == "ar":
        options = ARDecodeOptions()
    else:
        if steps is None:
            raise ValueError("diffusion evaluation needs a step count")
        options = DiffusionDecodeOptions(steps=steps, block_length=block_length)
        # logits shift, blocks and remasking as the model's config says, as `draft` gets them
        options = engine.resolve_options(options)
    prompts = heldout_prompts(buyers, sender, notes=notes)
    context = CheckContext.build(buyers, sender)
    start = time.perf_counter()
    attempts = decode_and_check(
        prompts,
        buyers,
        (decoder, steps),
        _OnePool(engine, options, "training-eval"),
        context,
        batch_size=batch_size,
    )
    seconds = (time.perf_counter() - start) / len(prompts)
    failures = [
        {
            "buyer": buyer.company,
            "problems": "; ".join(
                f"{f.type.value}: {f.found!r} (expected {f.expected!r})"
                for f in attempt.findings
                if f.severity.value == "error"
            ),
            "text": f"Subject: {attempt.subject}\n{attempt.body}",
        }
        for buyer, attempt in zip(buyers, attempts, strict=True)
        if not attempt.passed
    ][:keep_failures]
    return EvalResult(
        decoder,
        steps,
        len(prompts),
        sum(a.passed for a in attempts),
        seconds,
        "facts.check",
        sum(
            not _substring_findings(a.subject, a.body, buyer)
            for a, buyer in zip(attempts, buyers, strict=True)
        ),
        failures,
        remasking=getattr(options, "remasking", None),
        drafts_kept=[
            {
                "buyer": buyer.company,
                "passed": attempt.passed,
                "text": f"Subject: {attempt.subject}\n{attempt.body}",
                "errors": [
                    f"{f.type.value}: {f.found!r} (expected {f.expected!r})"
                    for f in attempt.findings
                    if f.severity.value == "error"
                ],
            }
            for buyer, attempt in zip(buyers, attempts, strict=True)
        ]
        if keep_drafts
        else [],
    )
