"""KV-cached vs full-canvas diffusion decoding of the embedded model: time ratios in one run.

    HF_HUB_OFFLINE=1 python benchmarks/kv_cache.py [--batches 1,16] [--prompts 16]
        [--settings 160:left_to_right,160:confident_run:0.9]

For each batch size and setting, decodes the same held-out prompts (seed 1) three ways: the full
canvas every step, the cache with one forward per window length (grouped, the default) and the
cache with windows padded to one forward (padded); checks the tokens are identical and prints
seconds, batched forwards and the speed-up over the full canvas. One thread: the machine is
shared, so compare the ratios of one run, not seconds across runs.
"""

from __future__ import annotations

import argparse
import time

import torch

from sales_dlm.decoding import DiffusionDecodeOptions
from sales_dlm.decoding.prompting import encode_prompt
from sales_dlm.decoding.sampler import sample
from sales_dlm.models.loading import load
from sales_dlm.training.corpus import heldout_buyers, heldout_prompts, shipped_training_names

WAYS = {
    "full canvas": {"kv_cache": False},
    "cache, grouped": {},
    "cache, padded": {"pad_windows": True},
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batches", default="1,16")
    parser.add_argument("--prompts", type=int, default=16)
    parser.add_argument("--settings", default="160:left_to_right,160:confident_run:0.9")
    parser.add_argument("--skip-full", action="store_true", help="cache only (no ratio)")
    args = parser.parse_args()
    torch.set_num_threads(1)
    loaded = load("embedded", kind="diffusion", device="cpu")
    buyers = heldout_buyers(1, args.prompts, shipped_training_names())
    ids = [encode_prompt(loaded.tokenizer, p) for p in heldout_prompts(buyers)]
    special = {
        "mask_id": loaded.mask_token_id,
        "end_ids": loaded.end_token_ids,
        "pad_id": loaded.pad_token_id,
    }
    ways = {k: v for k, v in WAYS.items() if not (args.skip_full and k == "full canvas")}
    print("| batch | setting | way | seconds | batched forwards | speed-up | same tokens |")
    print("|---|---|---|---|---|---|---|")
    for batch in [int(b) for b in args.batches.split(",")]:
        for setting in args.settings.split(","):
            steps, rule, *tau = setting.split(":")
            options = DiffusionDecodeOptions(
                steps=int(steps),
                block_length=20,
                logits_shift=True,
                remasking=rule,
                threshold=float(tau[0]) if tau else None,
            )
            results = {}
            for way, kwargs in ways.items():
                start, tokens, forwards = time.perf_counter(), [], 0
                for lo in range(0, len(ids), batch):
                    out = sample(
                        loaded.model, ids[lo : lo + batch], options=options, **special, **kwargs
                    )
                    tokens += out.tokens
                    forwards += out.forwards
                results[way] = (time.perf_counter() - start, forwards, tokens)
            base = results[next(iter(ways))]
            for way, (seconds, forwards, tokens) in results.items():
                print(
                    f"| {batch} | {setting} | {way} | {seconds:.2f} | {forwards} "
                    f"| {base[0] / seconds:.2f}x | {tokens == base[2]} |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
