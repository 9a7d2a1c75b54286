"""AR-verified drafting (`hybrid` decoder) against plain AR decoding, at batch 1.

    python benchmarks/hybrid.py                       # the 50 reported held-out buyers (seed 0):
                                                      # identity with `ar` + drafts/s
    python benchmarks/hybrid.py --sweep --buyers 8    # choose options on SELECTION buyers
                                                      # (seed 1), never on the reported ones

Models: the embedded AR model and the embedded diffusion model as its drafter, on the CPU, one
thread (a busy shared CPU makes a second thread slower, benchmarks/decode.py). Per prompt the
`ar` decoder and each hybrid setting run back to back, so machine load drifts hit both alike;
the speed-up is total AR seconds / total hybrid seconds over the same prompts.

Reported per setting: prompts whose tokens equal the `ar` decoder's (greedy; the correctness
contract), drafts/s of each, tokens per AR forward (accepted draft tokens + the AR's own),
drafter forwards per AR forward, and the cost of one forward of each kind (ms, median of
`--repeats`): the AR reading 1 token (what `generate` does per token), the AR verifying a draft,
and the drafter drafting one (with a cache of a ~prompt-long prefix).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sales_dlm.decoding import ARDecodeOptions, HybridDecodeOptions, get_decoder  # noqa: E402
from sales_dlm.decoding.hybrid import window_attention  # noqa: E402
from sales_dlm.models import load  # noqa: E402
from sales_dlm.training.corpus import (  # noqa: E402
    heldout_buyers,
    heldout_prompts,
    shipped_training_names,
)

SWEEP = [
    {"steps": 1, "draft_length": 6},
    {"steps": 1, "draft_length": 8},
    {"steps": 1, "draft_length": 12},
    {"steps": 1, "draft_length": 20},
    {"steps": 2, "draft_length": 12},
]


def forward_costs(ar, drafter, prompt_length: int, width: int, repeats: int) -> dict:
    """Median ms of one forward: AR 1 token, AR verifying `width` draft tokens, drafter window."""
    from transformers import DynamicCache

    ids = torch.randint(4, len(ar.tokenizer), (1, prompt_length + width + 1))
    costs = {}
    with torch.inference_mode():

        def timed(model, cache, feed, **kwargs) -> float:
            samples = []
            for _ in range(repeats):
                start = time.perf_counter()
                model(input_ids=feed, cache=cache, use_cache=True, **kwargs)
                samples.append(time.perf_counter() - start)
                cache.crop(-feed.shape[1])
            return 1000 * statistics.median(samples)

        cache = DynamicCache(config=ar.model.config)
        ar.model(input_ids=ids[:, :prompt_length], cache=cache, use_cache=True)
        tail = ids[:, prompt_length:]
        costs["ar_1_token_ms"] = timed(ar.model, cache, tail[:, :1], logits_to_keep=1)
        costs[f"ar_verify_{width}_ms"] = timed(ar.model, cache, tail, logits_to_keep=width + 1)
        cache = DynamicCache(config=drafter.model.config)
        causal = window_attention(0, prompt_length - 1, prompt_length - 1, ids.device)
        drafter.model(input_ids=ids[:, : prompt_length - 1], attention_mask=causal, cache=cache)
        window = ids[:, prompt_length - 1 : prompt_length + width]  # last text token + window
        mask = window_attention(prompt_length - 1, prompt_length, prompt_length + width, ids.device)
        costs[f"drafter_{width}_ms"] = timed(
            drafter.model,
            cache,
            window,
            attention_mask=mask,
            logits_to_keep=torch.arange(width),
        )
    return costs


def run(prompts: list[str], settings: list[dict], ar, drafter) -> list[dict]:
    ar_decoder = get_decoder("ar", ar)
    hybrid = get_decoder("hybrid", ar, drafter=drafter)
    ar_seconds = 0.0
    hybrid_seconds = [0.0] * len(settings)
    reference: list[list[int]] = []
    outputs: list[list] = [[] for _ in settings]
    for index, prompt in enumerate(prompts):
        start = time.perf_counter()
        reference.append(ar_decoder.decode([prompt], ARDecodeOptions())[0].tokens)
        ar_seconds += time.perf_counter() - start
        for number, setting in enumerate(settings):
            start = time.perf_counter()
            result = hybrid.decode([prompt], HybridDecodeOptions(**setting))[0]
            hybrid_seconds[number] += time.perf_counter() - start
            outputs[number].append(result)
        print(f"  prompt {index + 1}/{len(prompts)}", file=sys.stderr, flush=True)
    rows = []
    for number, setting in enumerate(settings):
        results = outputs[number]
        ar_forwards = sum(r.ar_forwards for r in results)
        rows.append(
            {
                "options": setting,
                "prompts": len(prompts),
                "identical_to_ar": sum(
                    r.tokens == ref for r, ref in zip(results, reference, strict=True)
                ),
                "differing_prompts": [
                    i
                    for i, (r, ref) in enumerate(zip(results, reference, strict=True))
                    if r.tokens != ref
                ],
                "ar_drafts_per_s": len(prompts) / ar_seconds,
                "hybrid_drafts_per_s": len(prompts) / hybrid_seconds[number],
                "speedup": ar_seconds / hybrid_seconds[number],
                "tokens": sum(len(r.tokens) for r in results),
                "tokens_per_ar_forward": sum(len(r.tokens) for r in results) / ar_forwards,
                "accepted_draft_tokens_per_ar_forward": sum(r.draft_accepted for r in results)
                / ar_forwards,
                "drafter_forwards_per_ar_forward": sum(r.draft_forwards for r in results)
                / ar_forwards,
            }
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--buyers", type=int, default=50)
    parser.add_argument("--sweep", action="store_true", help="try SWEEP on selection buyers")
    parser.add_argument("--seed", type=int, default=None, help="default 0, or 1 with --sweep")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--out", type=Path, default=None, help="write the rows as JSON here")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    seed = args.seed if args.seed is not None else (1 if args.sweep else 0)
    if args.sweep and seed == 0:
        parser.error("seed 0 gives the reported buyers: choose options on another seed")
    names = [] if args.sweep else shipped_training_names()
    prompts = heldout_prompts(heldout_buyers(seed, args.buyers, names))
    ar = load("embedded", kind="ar", device="cpu")
    drafter = load("embedded", kind="diffusion", device="cpu")
    settings = SWEEP if args.sweep else [{}]  # {} = the decoder's defaults
    rows = run(prompts, settings, ar, drafter)
    width = get_decoder("hybrid", ar, drafter=drafter).draft_length(HybridDecodeOptions())
    prompt_length = len(ar.tokenizer(prompts[0])["input_ids"]) + 2
    costs = forward_costs(ar, drafter, prompt_length, width, args.repeats)
    report = {"buyers_seed": seed, "threads": args.threads, "forward_costs": costs, "rows": rows}
    print(json.dumps(report, indent=2))
    if args.out:
        args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
