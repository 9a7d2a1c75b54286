"""The `diffusion` decoder: our masked-diffusion sampler (sampler.py) behind the interface."""

from __future__ import annotations

from collections.abc import Sequence

from sales_dlm.decoding.base import (
    BatchTimer,
    Decoder,
    DecodeResult,
    DiffusionDecodeOptions,
    build_result,
    register_decoder,
    resolve_block_length,
    with_seconds,
)
from sales_dlm.decoding.prompting import encode_prompt
from sales_dlm.decoding.sampler import sample
from sales_dlm.errors import ModelError


@register_decoder("diffusion")
class DiffusionDecoder(Decoder):
    """Masked-diffusion decoding of any model with a mask token (the embedded diffusion model,
    masked LMs, LLaDA/Dream-style checkpoints). forwards == steps_used: finished rows leave the
    batch."""

    options_class = DiffusionDecodeOptions
    kinds = ("diffusion",)

    def resolve_options(self, options: DiffusionDecodeOptions) -> DiffusionDecodeOptions:
        """Fill what the model's config decides (logits shift, block length, remasking);
        ModelError when a block-causal model cannot decode at this step count. The pipeline calls
        it up front for every step count of a run, so a bad --steps fails before any drafting."""
        loaded = self.loaded
        if options.logits_shift is None:
            options = options.model_copy(update={"logits_shift": loaded.logits_shift})
        if options.remasking is None:
            remasking = loaded.remasking_for(options.steps)
            options = options.model_copy(update={"remasking": remasking})
        if options.block_length is None and loaded.block_length is not None:
            block = resolve_block_length(options.canvas_length, options.steps, loaded.block_length)
            options = options.model_copy(update={"block_length": block})
        if loaded.block_causal and options.resolved_block_length != loaded.block_length:
            blocks = options.canvas_length // loaded.block_length
            raise ModelError(
                f"{loaded.name!r} attends block by block and decodes only in its own blocks of "
                f"{loaded.block_length} tokens: the step count must be a multiple of {blocks} "
                f"({options.canvas_length} / {loaded.block_length} = {blocks} blocks), "
                f"got {options.steps}"
            )
        return options

    def decode(
        self, prompts: Sequence[str], options: DiffusionDecodeOptions | None = None
    ) -> list[DecodeResult]:
        options = self.resolve_options(self._check_options(options))
        if not prompts:
            return []
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
        pad_id = loaded.pad_token_id if loaded.pad_token_id is not None else loaded.mask_token_id
        with BatchTimer(loaded.device) as timer:
            prompt_ids = [encode_prompt(loaded.tokenizer, prompt) for prompt in prompts]
            out = sample(
                loaded.model,
                prompt_ids,
                mask_id=loaded.mask_token_id,
                end_ids=loaded.end_token_ids,
                pad_id=pad_id,
                options=options,
            )
            results = [
                build_result(
                    loaded.tokenizer,
                    tokens,
                    forwards=used,
                    steps=options.steps,
                    steps_used=used,
                    seconds=0.0,
                )
                for tokens, used in zip(out.tokens, out.steps_used, strict=True)
            ]
        return with_seconds(results, timer.seconds)
