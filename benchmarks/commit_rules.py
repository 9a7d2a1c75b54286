"""Commit rules of the diffusion sampler on held-out buyers: pass count and forwards per draft.

    HF_HUB_OFFLINE=1 python benchmarks/commit_rules.py [--seed 1] [--buyers 50]
        [--settings 160:left_to_right,160:confident_run:0.9,...] [--batch-size 25]

A setting is steps:rule[:tau or gamma] (tau for confident_run and threshold, gamma for
entropy_bounded). seed 1 = the SELECTION buyers (choose defaults on these), seed 0 = the
REPORTED ones. Drafts go through the drafting core (decode -> fact check), as `draft` does;
"same as first" counts drafts identical to the first setting's. Forwards: per draft (= steps
used) and batched (model calls per batch of --batch-size, from the sampler itself).
"""

from __future__ import annotations

import argparse
import time

import torch

from sales_dlm.decoding import DiffusionDecodeOptions, get_decoder
from sales_dlm.decoding.prompting import encode_prompt
from sales_dlm.decoding.sampler import sample
from sales_dlm.drafting.core import decode_and_check
from sales_dlm.facts import CheckContext
from sales_dlm.inputs.records import DEFAULT_SENDER
from sales_dlm.models.loading import load
from sales_dlm.training.corpus import heldout_buyers, heldout_prompts, shipped_training_names


class _Pool:
    def __init__(self, engine, options):
        self.engine, self.options = engine, options

    def get(self, decoder, steps):
        return self.engine, self.options, "embedded"


def parse(setting: str) -> DiffusionDecodeOptions:
    steps, rule, *param = setting.split(":")
    extra = {}
    if param:
        key = "entropy_bound" if rule == "entropy_bounded" else "threshold"
        extra[key] = float(param[0])
    return DiffusionDecodeOptions(steps=int(steps), remasking=rule, **extra)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--buyers", type=int, default=50)
    parser.add_argument("--batch-size", type=int, default=25)
    parser.add_argument("--settings", default="160:left_to_right,160:confident_run:0.9")
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)

    loaded = load("embedded", kind="diffusion", device="cpu")
    engine = get_decoder("diffusion", loaded)
    buyers = heldout_buyers(args.seed, args.buyers, shipped_training_names())
    prompts = heldout_prompts(buyers)
    context = CheckContext.build(buyers, DEFAULT_SENDER)
    ids = [encode_prompt(loaded.tokenizer, p) for p in prompts]
    special = {
        "mask_id": loaded.mask_token_id,
        "end_ids": loaded.end_token_ids,
        "pad_id": loaded.pad_token_id,
    }
    print(
        "| steps | rule | tau/gamma | pass | same as first | forwards/draft | batched forwards "
        "per batch | tokens/forward | s/draft |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    first = None
    for setting in args.settings.split(","):
        options = engine.resolve_options(parse(setting))
        start = time.perf_counter()
        attempts = decode_and_check(
            prompts,
            buyers,
            ("diffusion", options.steps),
            _Pool(engine, options),
            context,
            batch_size=args.batch_size,
        )
        seconds = (time.perf_counter() - start) / len(prompts)
        texts = [(a.subject, a.body) for a in attempts]
        first = first or texts
        batched, committed, used = [], 0, 0
        for lo in range(0, len(ids), args.batch_size):
            out = sample(loaded.model, ids[lo : lo + args.batch_size], options=options, **special)
            batched.append(out.forwards)
            committed += sum(out.committed)
            used += sum(out.steps_used)
        param = (
            options.entropy_bound if options.remasking == "entropy_bounded" else options.threshold
        )
        print(
            f"| {options.steps} | {options.remasking} | {param if param is not None else '-'} "
            f"| {sum(a.passed for a in attempts)}/{len(attempts)} "
            f"| {sum(t == f for t, f in zip(texts, first, strict=True))} "
            f"| {sum(a.forwards for a in attempts) / len(attempts):.1f} "
            f"| {sum(batched) / len(batched):.1f} | {committed / max(used, 1):.2f} "
            f"| {seconds:.2f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
