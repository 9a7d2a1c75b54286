"""Span repair: a diffusion draft that failed only on flagged spans gets those spans re-denoised,
the rest of the draft fixed, instead of being drafted again from scratch.

The draft is written back into the format the model was trained on (`Subject: ...\\n<body>`,
prompting.format_response) and tokenized; every token that overlaps a flagged span is masked,
with `MARGIN` tokens on each side, and re-denoised. Where the finding names the record's value
(`expected`) and the span is a misspelling of it or another value (not a fragment of it, such as
"LLC" of "Vendaval Import & Export LLC"), the value is written into the span as the record
spells it instead, and the words around it are kept: re-denoising the span alone wrote, at
temperature 0 and with the same text before it, mostly the same wrong value again, and
re-denoising a margin around the written value made the model fill every margin position
("samples of our medical devices. Since review."), garble the checker let pass (both in
reports/grounding.md). A span that is a word or words written twice ("documentation
documentation") is written once: re-denoised, the model doubled the next word instead ("and I I
would"); a repaired draft whose only errors are such doubles is written once the same way
(`written_once`). Spans that overlap are re-masked whole. A repair never shortens the
draft: every mask is filled; a repair that writes values only costs no forward.

The canvas is the draft's tokens, an end token, and end tokens up to the canvas length; the
sampler (sampler.sample(canvas=...)) denoises only the masks, block by block with its exact
cache, and grounded decoding pins a name once it is started, as in any draft.

A span is what a finding with `end > start` points at (`part`, `start`, `end` are character
offsets into the subject or body). A draft is repairable when every error finding has one: a
company that is missing altogether has nothing to re-mask, and goes to a full redraft.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sales_dlm.decoding.prompting import format_response

# tokens re-masked on each side of a flagged span: about a word of the embedded tokenizer's
# pieces, so the words next to a name can change with it (not swept: reports/grounding.md)
MARGIN = 2
SUBJECT_PREFIX = "Subject: "  # format_response's; its tokens are never re-masked


@dataclass(frozen=True)
class Span:
    """A flagged stretch of a draft: character offsets into its subject or body."""

    part: str  # "subject" or "body"
    start: int
    end: int
    expected: str = ""  # the record's value, when the finding names one


@dataclass(frozen=True)
class RepairCanvas:
    ids: list[int]  # canvas_length ids: the draft, masks over the spans, then end tokens
    remasked: int  # mask positions to denoise


def spans_of(findings: Sequence[Any]) -> list[Span] | None:
    """The spans of a failed draft's error findings; None when one has no span (not
    repairable) or there is no error."""
    errors = [f for f in findings if getattr(f.severity, "value", f.severity) == "error"]
    if not errors or any(f.end <= f.start for f in errors):
        return None
    return [Span(f.part, f.start, f.end, f.expected or "") for f in errors]


def _value(found: str, expected: str) -> str:
    """The record's value as it stands in for `found`: capitalised where found starts with a
    capitalised word ("Kimchi sourcing"), not where it starts with an acronym ("LED")."""
    first = found.split()[0] if found.split() else ""
    if first[:1].isupper() and first[1:] == first[1:].lower() and expected[:1].islower():
        return expected[0].upper() + expected[1:]
    return expected


def _once(found: str) -> str | None:
    """A run of words written twice ("documentation documentation", "windows and windows
    and") as written once; None for any other span."""
    words = found.split()
    half = len(words) // 2
    if half and len(words) == 2 * half and words[:half] == words[half:]:
        return " ".join(words[:half])
    return None


def written_once(subject: str, body: str, spans: Sequence[Span]) -> tuple[str, str] | None:
    """(subject, body) with every span that is words written twice written once; None when a
    span is anything else. A repaired draft's seams double a word when the model has more masks
    to fill than the right words need ("We can prepare samples of our frozen frozen seafood"):
    the second copy goes, with no forward."""
    parts = {"subject": subject, "body": body}
    for span in sorted(spans, key=lambda s: s.start, reverse=True):
        text = parts.get(span.part)
        once = None if text is None else _once(text[span.start : span.end])
        if once is None:
            return None
        parts[span.part] = text[: span.start] + once + text[span.end :]
    return parts["subject"], parts["body"]


def repair_canvas(
    tokenizer: Any,
    subject: str,
    body: str,
    spans: Sequence[Span],
    *,
    canvas_length: int,
    mask_id: int,
    end_id: int,
    margin: int = MARGIN,
) -> RepairCanvas | None:
    """The canvas that re-denoises `spans` of the draft (see the module docstring); None when
    the draft with its spans does not fit the canvas or a span lies outside its part."""
    text = format_response(subject, body)
    bases = {"subject": len(SUBJECT_PREFIX), "body": len(SUBJECT_PREFIX) + len(subject) + 1}
    parts = {"subject": subject, "body": body}
    encoded = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
    ids, offsets = list(encoded["input_ids"]), list(encoded["offset_mapping"])
    fixed = sum(1 for _, end in offsets if end <= len(SUBJECT_PREFIX.rstrip()))
    regions: list[tuple[int, int, list[int] | None]] = []  # (first, end token, value's ids)
    for span in spans:
        if span.part not in parts or span.end > len(parts[span.part]):
            return None
        lo, hi = bases[span.part] + span.start, bases[span.part] + span.end
        covered = [n for n, (a, b) in enumerate(offsets) if a < hi and b > lo]
        if not covered:
            return None
        value = None
        found = text[lo:hi]
        first, last = offsets[covered[0]][0], offsets[covered[-1]][1]
        once = _once(found)
        if once is not None:  # "documentation documentation": written once
            written = text[first:lo] + once + text[hi:last]
            value = list(tokenizer(written, add_special_tokens=False)["input_ids"])
        elif span.expected and found not in span.expected:  # a misspelling or a wrong value
            written = text[first:lo] + _value(found, span.expected) + text[hi:last]
            value = list(tokenizer(written, add_special_tokens=False)["input_ids"])
        if value is not None:  # written as the record spells it, the words around it kept
            regions.append((covered[0], covered[-1] + 1, value))
        else:
            lo_token = max(fixed, covered[0] - margin)
            regions.append((lo_token, min(len(ids), covered[-1] + 1 + margin), None))
    merged: list[tuple[int, int, list[int] | None]] = []
    for lo, hi, value in sorted(regions, key=lambda r: r[:2]):
        if merged and lo <= merged[-1][1]:  # overlapping: all of it re-masked
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi), None)
        else:
            merged.append((lo, hi, value))
    canvas: list[int] = []
    at = 0
    for lo, hi, value in merged:
        canvas += ids[at:lo] + (value if value is not None else [mask_id] * (hi - lo))
        at = hi
    canvas += ids[at:] + [end_id]
    if len(canvas) > canvas_length:
        return None
    remasked = canvas.count(mask_id)
    return RepairCanvas(canvas + [end_id] * (canvas_length - len(canvas)), remasked)
