"""Held-out evaluation: draft emails for buyers never seen in training and fact-check them.

The pass rate is the share of drafts the project's fact checker passes
(`sales_dlm.facts.check`), drafted by the project's own decoders (`sales_dlm.decoding`) with the
product's prompt (`intro` template, default sender). Until the checker package exports `check`,
a strict substring check stands in (company, first name, title and category present, no mask
token, no word repeated three times in a row); `EvalResult.checker` says which one was used.
"""

from __future__ import annotations

import re
import time
from dataclasses import asdict, dataclass, field

import torch
from transformers import PreTrainedTokenizerFast

from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer
from sales_dlm.training.corpus import heldout_prompts

REPEATED_WORD = re.compile(r"\b(\w+)(?:\s+\1\b){2,}", re.IGNORECASE)


@dataclass
class EvalResult:
    decoder: str  # "ar" or "diffusion"
    steps: int | None  # diffusion denoising steps; None for AR
    drafts: int
    passed: int
    seconds_per_draft: float
    checker: str  # "facts.check" or "substring"
    # Drafts the plain substring check passes (all four facts present verbatim, no artifacts):
    # separates copying errors from what only the full checker flags.
    substring_passed: int = 0
    failures: list[dict[str, str]] = field(default_factory=list)  # a few failed drafts
    # the diffusion remasking rule the decoder used at this step count (from the model's config
    # unless set); None for AR
    remasking: str | None = None

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


def _checker(buyers: list[Buyer]):
    """(name, function (subject, body, buyer) -> list of problems) for the best checker there is."""
    try:
        from sales_dlm.facts import CheckContext, Draft, check
    except ImportError:
        return "substring", _substring_findings
    from sales_dlm.facts import passed as passes

    context = CheckContext.build(buyers, DEFAULT_SENDER)

    def findings(subject: str, body: str, buyer: Buyer) -> list[str]:
        found = check(Draft(subject=subject, body=body), buyer, context)
        return (
            []
            if passes(found)
            else [
                f"{f.type}: {f.found!r} (expected {f.expected!r})"
                for f in found
                if f.severity == "error"
            ]
        )

    return "facts.check", findings


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
) -> EvalResult:
    """Draft one intro email per buyer with `decoder` and count the drafts that pass."""
    from sales_dlm.decoding import ARDecodeOptions, DiffusionDecodeOptions, get_decoder
    from sales_dlm.models.loading import wrap

    kind = "causal" if decoder == "ar" else "masked"
    loaded = wrap(model.eval(), tokenizer, name="training-eval", kind=kind)
    engine = get_decoder(decoder, loaded)
    if decoder == "ar":
        options = ARDecodeOptions()
    else:
        assert steps is not None, "diffusion evaluation needs a step count"
        options = DiffusionDecodeOptions(steps=steps, block_length=block_length)
        # logits shift, blocks and remasking as the model's config says, as `draft` gets them
        options = engine.resolve_options(options)
    name, findings_of = _checker(buyers)
    prompts = heldout_prompts(buyers)
    passed, substring_passed, failures, start = 0, 0, [], time.perf_counter()
    for lo in range(0, len(prompts), batch_size):
        results = engine.decode(prompts[lo : lo + batch_size], options)
        for buyer, result in zip(buyers[lo : lo + batch_size], results, strict=True):
            problems = findings_of(result.subject, result.body, buyer)
            substring_passed += not _substring_findings(result.subject, result.body, buyer)
            if not problems:
                passed += 1
            elif len(failures) < keep_failures:
                failures.append(
                    {"buyer": buyer.company, "problems": "; ".join(problems), "text": result.text}
                )
    seconds = (time.perf_counter() - start) / len(prompts)
    return EvalResult(
        decoder,
        steps,
        len(prompts),
        passed,
        seconds,
        name,
        substring_passed,
        failures,
        remasking=getattr(options, "remasking", None),
    )
