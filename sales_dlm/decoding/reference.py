"""A plain re-derivation of LLaDA's published sampler, used ONLY to verify and benchmark sampler.py.

Written from the description in the LLaDA paper (arXiv 2502.09992, Algorithm "low-confidence
remasking" with semi-autoregressive blocks) and the behaviour of ML-GSAI/LLaDA's `generate.py`;
not copied from it. Deliberately naive: one prompt at a time, the whole canvas every step, no
early exit, no batching. `tests/test_decoding_masked.py` asserts that `sampler.sample` gives the
same tokens (temperature 0, early exit off) and `benchmarks/decode.py` measures the speed-up.

    x = prompt + [mask] * canvas_length
    for each of canvas_length / block_length blocks:     (logits_shift: as Dream, logits of i-1)
        n = number of masks in the block
        k[i] = n // s (+1 for the first n % s steps), s = steps / num_blocks
        repeat s times:
            logits = model(x)
            x0 = argmax(logits)       (Gumbel noise at temperature > 0)
            p  = softmax(logits)[x0]
            p  = -inf where x is not a mask, and after the current block
            commit x0 at the k[i] positions of highest p
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import torch


def reference_generate(
    model_fn: Callable[[torch.Tensor], torch.Tensor],
    prompt: Sequence[int],
    *,
    mask_id: int,
    canvas_length: int,
    steps: int,
    block_length: int,
    temperature: float = 0.0,
    generator: torch.Generator | None = None,
    logits_shift: bool = False,
    device: torch.device | str = "cpu",
) -> list[int]:
    """The canvas_length generated ids for ONE prompt. model_fn: ids (1, L) -> logits (1, L, V).

    logits_shift: Dream's convention for AR-initialised models, logits at i predict token i+1,
    so the logits are shifted right by one (position 0 keeps its own) before anything else.
    """
    if block_length < 1 or canvas_length % block_length:
        raise ValueError(
            f"canvas_length {canvas_length} must be a multiple of block_length {block_length}"
        )
    num_blocks = canvas_length // block_length
    if steps % num_blocks:
        raise ValueError(f"steps {steps} must be a multiple of the number of blocks {num_blocks}")
    steps_per_block = steps // num_blocks

    prompt_length = len(prompt)
    x = torch.full((1, prompt_length + canvas_length), mask_id, dtype=torch.long, device=device)
    x[0, :prompt_length] = torch.tensor(list(prompt), dtype=torch.long, device=device)

    for b in range(num_blocks):
        block_start = prompt_length + b * block_length
        block_end = block_start + block_length
        n = int((x[0, block_start:block_end] == mask_id).sum())
        k_per_step = [n // steps_per_block] * steps_per_block
        for i in range(n % steps_per_block):
            k_per_step[i] += 1

        for i in range(steps_per_block):
            is_mask = x == mask_id  # (1, L)
            logits = model_fn(x)  # (1, L, V)
            if logits_shift:
                logits = torch.cat([logits[:, :1], logits[:, :-1]], dim=1)
            if temperature > 0:
                u = torch.rand(
                    logits.shape, dtype=torch.float64, generator=generator, device=device
                )
                noisy = logits.to(torch.float64).exp() / (-torch.log(u)) ** temperature
                x0 = noisy.argmax(dim=-1)
            else:
                x0 = logits.argmax(dim=-1)  # (1, L)
            p = torch.softmax(logits, dim=-1)
            conf = torch.gather(p, -1, x0.unsqueeze(-1)).squeeze(-1)  # (1, L)
            conf[:, block_end:] = float("-inf")
            conf = torch.where(is_mask, conf, float("-inf"))
            x0 = torch.where(is_mask, x0, x)

            if k_per_step[i] > 0:
                _, positions = torch.topk(conf[0], k=k_per_step[i])
                x[0, positions] = x0[0, positions]
    return x[0, prompt_length:].tolist()
