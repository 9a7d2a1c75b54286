"""The `diffusion_gemma` decoder: transformers' native DiffusionGemmaForBlockDiffusion.generate.

DiffusionGemma is a block diffusion model with its own sampler (entropy-bounded acceptance from a
random-token canvas, a linear temperature schedule and a "stable and confident" stopping rule), so
we call its `generate` and translate options and statistics:

  ours                          DiffusionGemma
  canvas_length              -> max_new_tokens, decoded in whole canvases of its own
                                config.canvas_length (the last one cut to ours)
  steps                      -> max_denoising_steps = steps / number of its canvases
  block_length               -  must be None or config.canvas_length (the block is fixed)
  early_exit=False           -> stability_threshold = max_denoising_steps (can never be met)
  temperature 0              -> the checkpoint's own t_min/t_max schedule (it always samples
                                while denoising; the output is the argmax of the last step)
  temperature t > 0          -> t_max = t, t_min = t * (default t_min / t_max)
  seed                       -> torch's global RNGs, seeded for the call and restored after
  threshold, suppress_end_until, logits_shift, left_to_right remasking: not supported (ModelError
  if set)

Statistics: `steps_used` = its per-row decoder forward count (derived from the reported
tokens_per_forward = valid tokens / decoder forwards of that row); `forwards` = encoder and
decoder passes the batch ran (every row is computed in each). Note its generate positions the
prompt from the padded length, so a left-padded prompt sees shifted positions (its behaviour).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import torch

from sales_dlm.decoding.base import (
    BatchTimer,
    Decoder,
    DecodeResult,
    DiffusionDecodeOptions,
    build_result,
    cut_at_end,
    left_pad,
    register_decoder,
    seeded,
    with_seconds,
)
from sales_dlm.decoding.prompting import encode_prompt
from sales_dlm.errors import ModelError

# transformers' global defaults for DiffusionGemma's temperature schedule (generation config)
DEFAULT_T_MIN, DEFAULT_T_MAX = 0.4, 0.8


class _CallCounter:
    """Counts forward calls of a submodule through a hook."""

    def __init__(self, module: torch.nn.Module):
        self.calls = 0
        self._handle = module.register_forward_hook(self._hook)

    def _hook(self, *_args) -> None:
        self.calls += 1

    def remove(self) -> None:
        self._handle.remove()


@register_decoder("diffusion_gemma")
class DiffusionGemmaDecoder(Decoder):
    options_class = DiffusionDecodeOptions
    kinds = ("diffusion_gemma",)

    def generation_kwargs(self, options: DiffusionDecodeOptions) -> dict:
        """Our options as DiffusionGemma `generate` kwargs (see module docstring)."""
        canvas = int(self.loaded.model.config.canvas_length)
        unsupported = {
            "threshold": options.threshold,
            "suppress_end_until": options.suppress_end_until,
            "logits_shift": options.logits_shift or None,
            "left_to_right remasking": options.remasking == "left_to_right" or None,
        }
        for option, value in unsupported.items():
            if value is not None:
                raise ModelError(f"the diffusion_gemma decoder does not support {option}")
        if options.block_length not in (None, canvas):
            raise ModelError(
                f"DiffusionGemma's block is its canvas of {canvas} tokens; block_length "
                f"{options.block_length} is not possible (leave it unset)"
            )
        canvases = math.ceil(options.canvas_length / canvas)
        if options.steps % canvases:
            raise ModelError(
                f"steps {options.steps} must be a multiple of the {canvases} canvases of "
                f"{canvas} tokens that canvas_length {options.canvas_length} needs"
            )
        steps_per_canvas = options.steps // canvases
        kwargs: dict = {
            "max_new_tokens": options.canvas_length,  # transformers' name for it
            "max_denoising_steps": steps_per_canvas,
        }
        if not options.early_exit:
            kwargs["stability_threshold"] = steps_per_canvas
        if options.temperature > 0:
            config = self.loaded.model.generation_config
            t_min = getattr(config, "t_min", None) or DEFAULT_T_MIN
            t_max = getattr(config, "t_max", None) or DEFAULT_T_MAX
            kwargs["t_max"] = float(options.temperature)
            kwargs["t_min"] = float(options.temperature) * t_min / t_max
        return kwargs

    def decode(
        self, prompts: Sequence[str], options: DiffusionDecodeOptions | None = None
    ) -> list[DecodeResult]:
        options = self._check_options(options)
        if not prompts:
            return []
        loaded = self.loaded
        model = loaded.model
        end_ids = list(loaded.end_token_ids)
        if not end_ids:
            raise ModelError(
                f"{loaded.name!r} defines no end token (eos) in its tokenizer or config: "
                "DiffusionGemma could not tell where a draft ends"
            )
        pad_id = loaded.pad_token_id if loaded.pad_token_id is not None else end_ids[0]
        kwargs = self.generation_kwargs(options)
        counters = [_CallCounter(model.model.encoder), _CallCounter(model.model.decoder)]
        try:
            with BatchTimer(loaded.device) as timer:
                prompt_ids = [encode_prompt(loaded.tokenizer, prompt) for prompt in prompts]
                input_ids, attention = left_pad(prompt_ids, pad_id, loaded.device)  # (B, P)
                with torch.inference_mode(), seeded(loaded.device, options.seed):
                    out = model.generate(
                        input_ids,
                        attention_mask=attention,
                        pad_token_id=pad_id,
                        eos_token_id=end_ids,
                        return_dict_in_generate=True,
                        **kwargs,
                    )
                new_tokens = out.sequences[:, input_ids.shape[1] :]  # (B, canvases * canvas)
                new_tokens = new_tokens[:, : options.canvas_length]
                encoder_calls, decoder_calls = counters[0].calls, counters[1].calls
                valid = (out.sequences[:, input_ids.shape[1] :] != pad_id).sum(dim=1)  # (B,)
                per_forward = out.tokens_per_forward
                results = []
                for row, ids in enumerate(new_tokens.tolist()):
                    rate = float(per_forward[row]) if per_forward is not None else 0.0
                    used = round(float(valid[row]) / rate) if rate > 0 else decoder_calls
                    tokens, _ = cut_at_end(ids, end_ids, pad_id)
                    results.append(
                        build_result(
                            loaded.tokenizer,
                            tokens,
                            forwards=encoder_calls + decoder_calls,
                            steps=options.steps,
                            steps_used=min(used, decoder_calls),
                            seconds=0.0,
                        )
                    )
        finally:
            for counter in counters:
                counter.remove()
        return with_seconds(results, timer.seconds)
