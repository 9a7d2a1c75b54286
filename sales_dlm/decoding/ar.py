"""The `ar` decoder: any causal LM through transformers' `generate` (KV cache, left padding)."""

from __future__ import annotations

from collections.abc import Sequence

import torch
from transformers import LogitsProcessorList

from sales_dlm.decoding.base import (
    ARDecodeOptions,
    BatchTimer,
    Decoder,
    DecodeResult,
    build_result,
    cut_at_end,
    left_pad,
    register_decoder,
    seeded,
    token_budget,
    with_seconds,
)
from sales_dlm.decoding.grounding import (
    GroundingProcessor,
    check_grounded,
    grounding_on,
    model_matchers,
)
from sales_dlm.decoding.prompting import encode_prompt
from sales_dlm.decoding.utf8 import utf8_processor
from sales_dlm.errors import ModelError


@register_decoder("ar")
class ARDecoder(Decoder):
    """Autoregressive decoding. All prompts of a batch are left-padded to the same length so the
    new tokens line up; the batch runs until every row has produced an end token or the longest
    budget of the batch is spent (base.token_budget), and each row is cut to its own.
    forwards = batch forwards (one per generated position, every row computed in each). AR has
    no denoising steps: steps and steps_used are 0 (base.py), and a row's own length is
    len(tokens)."""

    options_class = ARDecodeOptions
    kinds = ("causal",)
    grounds = True  # decode takes grounded= (grounding.py)

    def decode(
        self,
        prompts: Sequence[str],
        options: ARDecodeOptions | None = None,
        grounded: Sequence[Sequence[str] | None] | None = None,
    ) -> list[DecodeResult]:
        """grounded: per prompt, the strings of its records to write exactly (grounding.py),
        used when options.grounding (None = the model's default) is on."""
        options = self._check_options(options)
        check_grounded(grounded, prompts)
        if not prompts:
            return []
        loaded = self.loaded
        end_ids = list(loaded.end_token_ids)
        if not end_ids:
            raise ModelError(
                f"{loaded.name!r} defines no end token (eos) in its tokenizer or config: "
                "AR decoding could not tell where a draft ends"
            )
        pad_id = loaded.pad_token_id if loaded.pad_token_id is not None else end_ids[0]
        sampling = options.temperature > 0
        generate_args = {
            "do_sample": sampling,
            "num_beams": 1,
            "use_cache": True,
            "pad_token_id": pad_id,
            "eos_token_id": end_ids,
            # greedy: clear any sampling settings the checkpoint's generation_config carries
            "temperature": options.temperature if sampling else None,
            "top_p": options.top_p if sampling else None,
            "top_k": None,
        }
        with BatchTimer(loaded.device) as timer:
            prompt_ids = [encode_prompt(loaded.tokenizer, prompt) for prompt in prompts]
            most = options.max_new_tokens
            budgets = [token_budget(most, len(ids), loaded.model) for ids in prompt_ids]
            generate_args["max_new_tokens"] = max(budgets)
            input_ids, attention = left_pad(prompt_ids, pad_id, loaded.device)  # (B, P)
            processors = []
            if grounding_on(options, loaded, grounded):
                matchers = model_matchers(loaded, grounded)
                processors.append(GroundingProcessor(matchers, input_ids.shape[1]))
            # after grounding: it keeps grounding's tokens where the two leave none in common
            utf8 = utf8_processor(loaded.tokenizer, input_ids.shape[1])
            if utf8 is not None:
                processors.append(utf8)
            if processors:
                generate_args["logits_processor"] = LogitsProcessorList(processors)
            with torch.inference_mode(), seeded(loaded.device, options.seed):
                sequences = loaded.model.generate(
                    input_ids=input_ids, attention_mask=attention, **generate_args
                )  # (B, P + T)
            new_tokens = sequences[:, input_ids.shape[1] :].tolist()  # (B, T)
            forwards = len(new_tokens[0])  # one batched forward per generated position
            results = []
            for row, budget in zip(new_tokens, budgets, strict=True):
                tokens, _ = cut_at_end(row[:budget], end_ids, pad_id)
                results.append(
                    build_result(
                        loaded.tokenizer,
                        tokens,
                        forwards=forwards,
                        steps=0,  # AR has no denoising steps (base.py)
                        steps_used=0,
                        seconds=0.0,
                    )
                )
        return with_seconds(results, timer.seconds)
