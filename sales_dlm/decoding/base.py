"""The Decoder interface: options, results and the registry of backends by name.

A decoder turns a batch of prompt strings into one `DecodeResult` per prompt. Backends register
themselves with `@register_decoder("name")` and implement one method, `decode`. The pipeline and
the tuner only ever see this module's types.

Words (one per concept, as in the CLI and the run journal):
  canvas length  the number of token positions a diffusion draft is written into
                 (`DiffusionDecodeOptions.canvas_length`); AR's budget of new tokens keeps
                 transformers' name, `ARDecodeOptions.max_new_tokens` (by default it grows
                 with the prompt, `token_budget`).
  steps          denoising steps: diffusion forwards allowed per draft. AR has none: its results
                 carry steps = steps_used = 0, and its cost is in `forwards` and `tokens`.

Statistics are per prompt, and a batch is the unit of work, so shared costs are attributed thus:
  forwards  number of batched model forward passes that computed this prompt's row. A forward
            over a batch of B rows counts once for each of those B rows; a row that the decoder
            has dropped from the batch (diffusion early exit) is no longer charged.
  seconds   wall time of the whole batch call divided by the number of prompts in it.
"""

from __future__ import annotations

import math
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import ClassVar

import torch
from pydantic import BaseModel, ConfigDict, Field, model_validator

from sales_dlm.decoding.commit import CommitRule
from sales_dlm.errors import ModelError
from sales_dlm.models.device import synchronize
from sales_dlm.models.loading import LoadedModel, ModelKind


class DecodeResult(BaseModel):
    """One prompt's draft and what it cost."""

    model_config = ConfigDict(extra="forbid")

    # decoded text of the generated tokens (special tokens skipped), to its last whole character
    text: str
    subject: str  # parsed from text by text.parse_email
    body: str
    tokens: list[int]  # generated ids, without padding, masks, the end token and what follows it
    forwards: int  # batched forward passes that computed this prompt's row (see module doc)
    steps: int  # denoising steps allowed (options.steps); 0 for AR, which has none
    steps_used: int  # denoising steps spent on this prompt (early exit stops short); 0 for AR
    seconds: float  # batch wall time / batch size
    # the hybrid decoder's split of `forwards` (None for the others): AR verify forwards, drafter
    # forwards, and draft tokens the AR accepted (its own token per verify forward not counted)
    ar_forwards: int | None = None
    draft_forwards: int | None = None
    draft_accepted: int | None = None

    @property
    def tokens_per_ar_forward(self) -> float | None:
        """Hybrid: generated tokens (the end token not counted) per AR forward."""
        if not self.ar_forwards:
            return None
        return len(self.tokens) / self.ar_forwards


class ARDecodeOptions(BaseModel):
    """Options of the autoregressive decoder."""

    model_config = ConfigDict(extra="forbid")

    # new tokens a draft may take; None = by its prompt (`token_budget`): a draft writes the
    # prompt's names again (company, contact, title, the signature), so a long name needs more
    max_new_tokens: int | None = Field(default=None, ge=1)
    # 0 = greedy: reproducible drafts, which the fact checker and the journal's resume rely on
    temperature: float = Field(default=0.0, ge=0.0)
    # 1.0 = no nucleus truncation; only used when temperature > 0
    top_p: float = Field(default=1.0, gt=0.0, le=1.0)
    # fixed seed so sampled runs (temperature > 0) are reproducible too
    seed: int = 0
    # grounded decoding (grounding.py): names and facts of the buyer/sender records passed with
    # the prompts (`decode(..., grounded=)`) are completed exactly once started. None = on for
    # the embedded models (grounding.EMBEDDED_DEFAULT, measured in reports/grounding.md; for
    # diffusion with a left-to-right commit rule only), off for others; prompts given without
    # grounded strings are never grounded
    grounding: bool | None = None


# The canvas length's old name, still read from options given as a mapping.
OLD_CANVAS_NAME = "gen_length"


class DiffusionDecodeOptions(BaseModel):
    """Options of the masked-diffusion sampler (and, where they apply, of DiffusionGemma)."""

    model_config = ConfigDict(extra="forbid")

    # positions a short prompt's draft is written into; the AR default's budget, so the two
    # compare fairly. The step count is for this canvas (see grow_canvas)
    canvas_length: int = Field(default=160, ge=1)
    # True: a prompt whose AR budget (token_budget: 2.5 tokens per prompt token) is longer than
    # canvas_length gets a canvas of that many whole blocks, and steps for each block as
    # canvas_length's blocks get, so that a draft repeating long names (a Cyrillic company, a
    # Korean signature) is not cut (canvas_budget). Block-causal models only: their text does
    # not depend on the canvas after it. False: every draft gets canvas_length
    grow_canvas: bool = True
    # denoising steps: forward passes over the canvas allowed per draft; 32 is the middle of the
    # 8..128 sweep
    steps: int = Field(default=32, ge=1)
    # None = the block the model was trained for (`config.block_length`, see
    # resolve_block_length), else one block (pure diffusion); a divisor of canvas_length =
    # LLaDA's semi-AR blocks of that length
    block_length: int | None = Field(default=None, ge=1)
    # tau of the "confident_run" and "threshold" rules (None = commit.DEFAULT_THRESHOLD); set
    # with "low_confidence"/"left_to_right" (old options): Fast-dLLM's count of tokens above it
    threshold: float | None = Field(default=None, gt=0.0, le=1.0)
    # 0 = deterministic argmax; > 0 = Gumbel-max sampling at this temperature
    temperature: float = Field(default=0.0, ge=0.0)
    # fixed seed for reproducible sampling (torch.Generator on the model's device)
    seed: int = 0
    # stop a row once an end token is committed and everything before it is filled: free speed
    early_exit: bool = True
    # None = the end token may appear anywhere; N = not before canvas offset N (LLaDA's EOS fix)
    suppress_end_until: int | None = Field(default=None, ge=0)
    # True for AR-initialised diffusion models (Dream-style, and the embedded one), whose logits
    # at position i predict token i+1; False for masked LMs. None = what the model's config says
    # (`config.logits_shift`, absent = False), which is right unless the config lacks the key
    logits_shift: bool | None = None
    # the commit rule: which masked positions of the block a step fills (commit.py). Each step
    # fills at least ceil(masked left in block / steps left in block), so `steps` stays a
    # ceiling; "low_confidence" = LLaDA's most confident first; "left_to_right" = the leftmost
    # ones; "confident_run" = the leftmost one plus the run after it with confidence >=
    # threshold; "threshold" = Fast-dLLM, every one above threshold; "entropy_bounded" =
    # EB-sampler, most confident first while their entropies sum to <= entropy_bound.
    # None = what the model's config says for this step count (diffusion.py)
    remasking: CommitRule | None = None
    # gamma of "entropy_bounded" in nats; None = commit.DEFAULT_ENTROPY_BOUND
    entropy_bound: float | None = Field(default=None, gt=0.0)
    # grounded decoding (grounding.py): names and facts of the buyer/sender records passed with
    # the prompts (`decode(..., grounded=)`) are completed exactly once started. None = on for
    # the embedded models (grounding.EMBEDDED_DEFAULT, measured in reports/grounding.md; for
    # diffusion with a left-to-right commit rule only), off for others; prompts given without
    # grounded strings are never grounded
    grounding: bool | None = None

    @model_validator(mode="before")
    @classmethod
    def _old_canvas_name(cls, data):
        """Options written before the canvas length had one name said `gen_length`."""
        if isinstance(data, dict) and OLD_CANVAS_NAME in data:
            if "canvas_length" in data:
                raise ValueError(
                    f"give canvas_length only ({OLD_CANVAS_NAME} is its old name), not both"
                )
            data = {**data, "canvas_length": data[OLD_CANVAS_NAME]}
            del data[OLD_CANVAS_NAME]
        return data

    @property
    def resolved_block_length(self) -> int:
        return self.canvas_length if self.block_length is None else self.block_length

    @property
    def num_blocks(self) -> int:
        return self.canvas_length // self.resolved_block_length

    @model_validator(mode="after")
    def _blocks_divide(self) -> DiffusionDecodeOptions:
        check_blocks(self)
        return self


def check_blocks(options: DiffusionDecodeOptions) -> None:
    """ValueError unless the blocks split the canvas and the steps evenly. The validator runs it
    at construction; the sampler runs it again because `model_copy(update=...)` skips
    validation, so options handed to it may never have been checked."""
    block = options.resolved_block_length
    if options.canvas_length % block:
        raise ValueError(
            f"canvas_length {options.canvas_length} must be a multiple of block_length {block}"
        )
    if options.steps % options.num_blocks:
        raise ValueError(
            f"steps {options.steps} must be a multiple of the number of blocks "
            f"{options.num_blocks} (canvas_length {options.canvas_length} / block_length {block})"
        )


DecodeOptions = ARDecodeOptions | DiffusionDecodeOptions


def resolve_block_length(canvas_length: int, steps: int, preferred: int) -> int:
    """The block length nearest `preferred` that splits canvas_length AND steps evenly.

    A model trained for semi-AR blocks of `preferred` (the embedded model: 20) decodes far better
    with them than in one block. A step count the preferred blocks cannot share out evenly
    (e.g. 10 steps over 160 / 20 = 8 blocks) gets the nearest block length that can (16: 10
    blocks of one step), rather than an error or a silent fall-back to one block. Ties go to the
    longer block (fewer blocks). One block always qualifies, so there is always an answer.
    """
    if min(canvas_length, steps, preferred) < 1:
        raise ValueError(
            f"canvas_length ({canvas_length}), steps ({steps}) and preferred block length "
            f"({preferred}) must all be positive"
        )
    blocks = [n for n in range(1, canvas_length + 1) if canvas_length % n == 0 and steps % n == 0]
    best = min(blocks, key=lambda n: (abs(canvas_length // n - preferred), n))
    return canvas_length // best


class Decoder(ABC):
    """Turns a batch of prompts into drafts. Subclasses implement `decode` only."""

    name: ClassVar[str] = ""
    options_class: ClassVar[type[BaseModel]] = BaseModel
    kinds: ClassVar[tuple[ModelKind, ...]] = ()  # model kinds this backend can drive

    def __init__(self, loaded: LoadedModel):
        if loaded.kind not in self.kinds:
            raise ModelError(
                f"the {self.name!r} decoder drives {' or '.join(self.kinds)} models, but "
                f"{loaded.name!r} is a {loaded.kind} model"
            )
        self.loaded = loaded

    def default_options(self) -> BaseModel:
        return self.options_class()

    @abstractmethod
    def decode(
        self, prompts: Sequence[str], options: BaseModel | None = None
    ) -> list[DecodeResult]:
        """One result per prompt, in order. Options default to `options_class()`."""

    def _check_options(self, options: BaseModel | None) -> BaseModel:
        options = self.default_options() if options is None else options
        if not isinstance(options, self.options_class):
            raise TypeError(
                f"the {self.name!r} decoder takes {self.options_class.__name__}, "
                f"got {type(options).__name__}"
            )
        return options


class BatchTimer:
    """Wall time of one batch, with the device synchronised at both ends."""

    def __init__(self, device):
        self.device = device
        self.seconds = 0.0

    def __enter__(self) -> BatchTimer:
        synchronize(self.device)
        self._start = time.perf_counter()
        return self

    def __exit__(self, *exc) -> None:
        synchronize(self.device)
        self.seconds = time.perf_counter() - self._start


def build_result(
    tokenizer, tokens: list[int], *, forwards: int, steps: int, steps_used: int, seconds: float
) -> DecodeResult:
    """Decode generated ids to text (special tokens skipped) and parse subject and body. A draft
    cut by its budget or canvas inside a character ends before that character (utf8.py): its
    first bytes alone decode to U+FFFD, no letter of any name."""
    from sales_dlm.decoding.response import parse_email
    from sales_dlm.decoding.utf8 import utf8_table, whole_characters

    text = tokenizer.decode(
        whole_characters(utf8_table(tokenizer), tokens), skip_special_tokens=True
    )
    subject, body = parse_email(text)
    return DecodeResult(
        text=text,
        subject=subject,
        body=body,
        tokens=list(tokens),
        forwards=forwards,
        steps=steps,
        steps_used=steps_used,
        seconds=seconds,
    )


@contextmanager
def seeded(device: torch.device, seed: int) -> Iterator[None]:
    """Seed torch's global RNGs (which transformers' `generate` samples from) for one call,
    restoring them afterwards so the caller's random state is untouched."""
    devices = [device.index or 0] if device.type == "cuda" else []
    with torch.random.fork_rng(devices=devices):
        torch.manual_seed(seed)
        yield


def with_seconds(results: list[DecodeResult], batch_seconds: float) -> list[DecodeResult]:
    """Attribute a batch's wall time evenly to its prompts."""
    share = batch_seconds / max(len(results), 1)
    return [result.model_copy(update={"seconds": share}) for result in results]


def left_pad(
    sequences: Sequence[Sequence[int]], pad_id: int, device
) -> tuple[torch.Tensor, torch.Tensor]:
    """Ids of different lengths -> (input_ids (B, P), attention_mask (B, P)), right-aligned."""
    length = max(len(s) for s in sequences)
    ids = torch.full((len(sequences), length), pad_id, dtype=torch.long)
    attention = torch.zeros((len(sequences), length), dtype=torch.long)
    for row, seq in enumerate(sequences):
        if seq:
            ids[row, length - len(seq) :] = torch.tensor(list(seq), dtype=torch.long)
            attention[row, length - len(seq) :] = 1
    return ids.to(device), attention.to(device)


# The budget of a short prompt: a cold email's subject + body is ~100-150 tokens with the
# embedded tokenizer when the names are Latin-script; 160 leaves room.
SHORT_PROMPT_BUDGET = 160
# New tokens per prompt token for a longer prompt: on the selection split's faker buyers the
# longest AR draft that ended was 2.07 times its prompt (reports/review_rate.md).
TOKENS_PER_PROMPT_TOKEN = 2.5


def token_budget(max_new_tokens: int | None, prompt_length: int, model=None) -> int:
    """New tokens one prompt may take: `max_new_tokens` when given, else SHORT_PROMPT_BUDGET or
    TOKENS_PER_PROMPT_TOKEN per prompt token, whichever is more, the extra only as far as the
    model's positions reach (`config.max_position_embeddings`, where the config names it).
    Each prompt gets its own, so a draft is the same whatever batch it is decoded in."""
    if max_new_tokens is not None:
        return max_new_tokens
    grown = math.ceil(TOKENS_PER_PROMPT_TOKEN * prompt_length)
    positions = getattr(getattr(model, "config", None), "max_position_embeddings", None)
    if isinstance(positions, int):
        grown = min(grown, positions - prompt_length)
    return max(SHORT_PROMPT_BUDGET, grown)


def canvas_budget(options: DiffusionDecodeOptions, prompt_length: int, model=None) -> int:
    """Canvas positions one prompt's diffusion draft is written into: options.canvas_length,
    or with options.grow_canvas TOKENS_PER_PROMPT_TOKEN per prompt token in whole blocks when
    that is more (the AR budget's rule, token_budget), as far as the model's positions reach.
    Each prompt gets its own, so a draft is the same whatever batch it is decoded in."""
    shortest = options.canvas_length
    if not options.grow_canvas:
        return shortest
    block = options.resolved_block_length
    blocks = math.ceil(math.ceil(TOKENS_PER_PROMPT_TOKEN * prompt_length) / block)
    positions = getattr(getattr(model, "config", None), "max_position_embeddings", None)
    if isinstance(positions, int) and prompt_length + blocks * block > positions:
        blocks = (positions - prompt_length) // block
    return max(shortest, blocks * block)


def cut_at_end(ids: Sequence[int], end_ids: Sequence[int], pad_id: int | None) -> tuple[list, bool]:
    """Generated ids before the first end token, padding dropped; and whether an end was seen."""
    kept: list[int] = []
    for token in ids:
        if token in end_ids:
            return kept, True
        if token != pad_id:
            kept.append(int(token))
    return kept, False


_REGISTRY: dict[str, type[Decoder]] = {}


def register_decoder(name: str) -> Callable[[type[Decoder]], type[Decoder]]:
    """Class decorator: make a Decoder subclass available as `get_decoder(name, ...)`."""

    def register(cls: type[Decoder]) -> type[Decoder]:
        if name in _REGISTRY:
            raise ValueError(f"decoder name {name!r} is already registered")
        cls.name = name
        _REGISTRY[name] = cls
        return cls

    return register


def available_decoders() -> list[str]:
    return sorted(_REGISTRY)


def get_decoder(name: str, loaded_model: LoadedModel, **models: LoadedModel) -> Decoder:
    """The decoder registered as `name`, bound to a loaded model (and any further models it
    takes by keyword: "hybrid" takes `drafter=`, the diffusion model that drafts for it)."""
    if name not in _REGISTRY:
        raise ModelError(
            f"unknown decoder {name!r}; choose one of {', '.join(available_decoders())}"
        )
    return _REGISTRY[name](loaded_model, **models)
