"""The `diffusion` decoder: our masked-diffusion sampler (sampler.py) behind the interface."""

from __future__ import annotations

from collections.abc import Sequence

from sales_dlm.decoding import grounding as grounding_module
from sales_dlm.decoding.base import (
    BatchTimer,
    Decoder,
    DecodeResult,
    DiffusionDecodeOptions,
    build_result,
    canvas_budget,
    register_decoder,
    resolve_block_length,
    with_seconds,
)
from sales_dlm.decoding.commit import COMMIT_RULES, CommitRule
from sales_dlm.decoding.grounding import (
    CanvasGrounding,
    check_grounded,
    grounding_on,
    model_matchers,
)
from sales_dlm.decoding.name_slot import make_slots
from sales_dlm.decoding.name_words import make_guards
from sales_dlm.decoding.prompting import encode_prompt
from sales_dlm.decoding.repair import Span, repair_canvas
from sales_dlm.decoding.sampler import sample
from sales_dlm.decoding.utf8 import canvas_utf8
from sales_dlm.errors import ModelError

# The rule of a model trained to decode left to right (config.left_to_right_from_steps, the
# embedded diffusion model) from that step count on, chosen on the SELECTION buyers (seed 1, 50
# buyers; reports/decode.md, "Commit rules and the KV cache", 2026-12-04): at 160 steps
# confident_run with tau 0.995 wrote the same 50 drafts as left_to_right (48/50 pass) in 48.5
# forwards per draft instead of 106.7 (tau 0.998: same drafts, 59.7; 0.99: 45/50 in 43.3;
# 0.9: 41/50); Fast-dLLM's threshold and the entropy bound passed about half.
LEFT_TO_RIGHT_MODEL_RULE: tuple[CommitRule, float | None] = ("confident_run", 0.995)


@register_decoder("diffusion")
class DiffusionDecoder(Decoder):
    """Masked-diffusion decoding of any model with a mask token (the embedded diffusion model,
    masked LMs, LLaDA/Dream-style checkpoints). forwards == steps_used: finished rows leave the
    batch. Block-causal models decode with the sampler's exact KV cache (cache.py)."""

    options_class = DiffusionDecodeOptions
    kinds = ("diffusion",)
    grounds = True  # decode takes grounded= (grounding.py)
    repairs = True  # repair() re-denoises flagged spans (repair.py)

    def resolve_options(self, options: DiffusionDecodeOptions) -> DiffusionDecodeOptions:
        """Fill what the model's config decides (logits shift, block length, remasking);
        ModelError when a block-causal model cannot decode at this step count. The pipeline calls
        it up front for every step count of a run, so a bad --steps fails before any drafting."""
        loaded = self.loaded
        if options.logits_shift is None:
            options = options.model_copy(update={"logits_shift": loaded.logits_shift})
        if options.remasking is None:
            rule, tau = self.default_rule(options.steps)
            update: dict = {"remasking": rule}
            if options.threshold is None and tau is not None:
                update["threshold"] = tau
            options = options.model_copy(update=update)
        if options.block_length is None and loaded.block_length is not None:
            block = resolve_block_length(options.canvas_length, options.steps, loaded.block_length)
            options = options.model_copy(update={"block_length": block})
        if loaded.block_causal and options.resolved_block_length != loaded.block_length:
            blocks = options.canvas_length // loaded.block_length
            below = max(blocks, options.steps // blocks * blocks)
            raise ModelError(
                f"{loaded.name!r} decodes in {blocks} blocks (of {loaded.block_length} tokens "
                f"each); use a multiple of {blocks} steps, e.g. {below} or {below + blocks} "
                f"(got {options.steps})"
            )
        return options

    def default_rule(self, steps: int) -> tuple[CommitRule, float | None]:
        """The commit rule (and its tau) this model decodes with at `steps` when the options
        name none: the config's `commit_rule` (and `commit_threshold`) if it has them; else, for
        a model that decodes left to right (`left_to_right_from_steps`, the embedded one),
        LEFT_TO_RIGHT_MODEL_RULE from that step count on; else LLaDA's low_confidence."""
        loaded = self.loaded
        config = getattr(loaded.model, "config", None)
        rule = getattr(config, "commit_rule", None)
        if rule is not None:
            if rule not in COMMIT_RULES:
                raise ModelError(
                    f"{loaded.name!r} gives commit_rule {rule!r} in its config; choose one of "
                    f"{', '.join(COMMIT_RULES)}"
                )
            return rule, getattr(config, "commit_threshold", None)
        if loaded.remasking_for(steps) == "left_to_right":
            return LEFT_TO_RIGHT_MODEL_RULE
        return "low_confidence", None

    def decode(
        self,
        prompts: Sequence[str],
        options: DiffusionDecodeOptions | None = None,
        grounded: Sequence[Sequence[str] | None] | None = None,
    ) -> list[DecodeResult]:
        """grounded: per prompt, the strings of its records to write exactly (grounding.py),
        used when options.grounding (None = the model's default) is on."""
        return self._sample(prompts, options, grounded)

    def repair(
        self,
        prompts: Sequence[str],
        drafts: Sequence[tuple[str, str, Sequence[Span]]],
        options: DiffusionDecodeOptions | None = None,
        grounded: Sequence[Sequence[str] | None] | None = None,
    ) -> list[tuple[DecodeResult, int] | None]:
        """Span repair (repair.py): per prompt, its failed draft (subject, body, flagged spans)
        with the spans re-denoised and the rest fixed, and the positions re-denoised; None for a
        draft that cannot be repaired (its spans do not fit the canvas)."""
        options = self.resolve_options(self._check_options(options))
        if len(drafts) != len(prompts):
            raise ValueError(f"{len(drafts)} drafts to repair for {len(prompts)} prompts")
        loaded = self._checked_loaded()
        lengths = self.canvas_lengths(
            [len(encode_prompt(loaded.tokenizer, prompt)) for prompt in prompts], options
        )
        canvases = [
            repair_canvas(
                loaded.tokenizer,
                subject,
                body,
                spans,
                canvas_length=length,
                mask_id=loaded.mask_token_id,
                end_id=loaded.end_token_ids[0],
            )
            for (subject, body, spans), length in zip(drafts, lengths, strict=True)
        ]
        todo = [n for n, canvas in enumerate(canvases) if canvas is not None]
        results: list[tuple[DecodeResult, int] | None] = [None] * len(prompts)
        if todo:
            done = self._sample(
                [prompts[n] for n in todo],
                options,
                None if grounded is None else [grounded[n] for n in todo],
                [canvases[n].ids for n in todo],
            )
            for n, result in zip(todo, done, strict=True):
                results[n] = (result, canvases[n].remasked)
        return results

    def canvas_lengths(
        self, prompt_lengths: Sequence[int], options: DiffusionDecodeOptions
    ) -> list[int]:
        """Each prompt's canvas (base.canvas_budget): grown only for a block-causal model,
        whose blocks never read the canvas after them, so a longer canvas leaves the text
        before the end of a shorter one as it was."""
        if not self.loaded.block_causal:
            return [options.canvas_length] * len(prompt_lengths)
        model = self.loaded.model
        return [canvas_budget(options, length, model) for length in prompt_lengths]

    def _checked_loaded(self):
        loaded = self.loaded
        # wrap() refuses these already; a LoadedModel built by hand may still lack them
        if loaded.mask_token_id is None:
            raise ModelError(
                f"{loaded.name!r} has no mask token (tokenizer.mask_token / "
                "config.mask_token_id): masked diffusion has nothing to write over"
            )
        if not loaded.end_token_ids:
            raise ModelError(
                f"{loaded.name!r} defines no end token (eos) in its tokenizer or config: "
                "the sampler could not tell where a draft ends"
            )
        return loaded

    def _sample(self, prompts, options, grounded, canvases=None) -> list[DecodeResult]:
        options = self.resolve_options(self._check_options(options))
        check_grounded(grounded, prompts)
        if not prompts:
            return []
        loaded = self._checked_loaded()
        pad_id = loaded.pad_token_id if loaded.pad_token_id is not None else loaded.mask_token_id
        with BatchTimer(loaded.device) as timer:
            prompt_ids = [encode_prompt(loaded.tokenizer, prompt) for prompt in prompts]
            lengths = self.canvas_lengths([len(ids) for ids in prompt_ids], options)
            per_block = options.steps // options.num_blocks
            allowed = [per_block * (length // options.resolved_block_length) for length in lengths]
            options, canvases = batch_canvas(
                options, lengths, canvases, loaded.mask_token_id, loaded.end_token_ids[0]
            )
            grounding = None
            if grounding_on(options, loaded, grounded):
                matchers = model_matchers(loaded, grounded)
                guards = (
                    make_guards(loaded.tokenizer, grounded) if grounding_module.NAME_RULE else None
                )
                slots = (
                    make_slots(loaded.tokenizer, grounded)
                    if grounding_module.SUBJECT_SLOT
                    else None
                )
                grounding = CanvasGrounding(matchers, loaded.mask_token_id, guards, slots)
            out = sample(
                loaded.model,
                prompt_ids,
                mask_id=loaded.mask_token_id,
                end_ids=loaded.end_token_ids,
                pad_id=pad_id,
                options=options,
                grounding=grounding,
                canvas=canvases,
                utf8=canvas_utf8(loaded.tokenizer, loaded.mask_token_id),
            )
            results = [
                build_result(
                    loaded.tokenizer,
                    tokens,
                    forwards=used,
                    steps=steps,
                    steps_used=used,
                    seconds=0.0,
                )
                for tokens, used, steps in zip(out.tokens, out.steps_used, allowed, strict=True)
            ]
        return with_seconds(results, timer.seconds)


def batch_canvas(
    options: DiffusionDecodeOptions,
    lengths: Sequence[int],
    canvases: Sequence[Sequence[int]] | None,
    mask_id: int,
    end_id: int,
) -> tuple[DiffusionDecodeOptions, list[list[int]] | None]:
    """One canvas for a batch whose prompts have canvases of `lengths` (whole blocks, at least
    options.canvas_length): the longest, with the steps of as many blocks as the shortest
    canvas's blocks get each; a row's own canvas (all masks, or the given one) is followed by
    end tokens up to it, so the row ends where its own canvas does."""
    longest = max(lengths)
    if canvases is None and longest == options.canvas_length:
        return options, None
    per_block = options.steps // options.num_blocks
    blocks = longest // options.resolved_block_length
    options = options.model_copy(update={"canvas_length": longest, "steps": per_block * blocks})
    rows = []
    for n, length in enumerate(lengths):
        own = list(canvases[n]) if canvases is not None else [mask_id] * length
        rows.append(own + [end_id] * (longest - len(own)))
    return options, rows
