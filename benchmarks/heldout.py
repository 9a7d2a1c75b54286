"""Held-out evaluation of the embedded models: fact-checker pass rate and seconds per draft.

    HF_HUB_OFFLINE=1 python benchmarks/heldout.py [--models DIR] [--buyers 50]
        [--steps 8,16,32,64,128] [--block-length N] [--out reports/heldout.json]

Buyers come from the held-out name pool, filtered so no company or contact name occurs in
any corpus range the shipped models were trained on (corpus.SHIPPED_TRAINING_RANGES). AR drafts
greedily; diffusion drafts with the project's sampler at each step count (canvas 160; logits
shifted, blocks and remasking rule as the saved config says).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import torch
from transformers import AutoTokenizer, LlamaForCausalLM

from sales_dlm.models.loading import EMBEDDED_DIR
from sales_dlm.training.corpus import heldout_buyers, shipped_training_names
from sales_dlm.training.evaluate import evaluate
from sales_dlm.training.train import TORCH_THREADS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=Path, default=EMBEDDED_DIR)
    parser.add_argument("--buyers", type=int, default=50)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--steps", default="8,16,32,64,128")
    parser.add_argument("--block-length", type=int, default=None)
    parser.add_argument("--skip-ar", action="store_true")
    parser.add_argument("--threads", type=int, default=TORCH_THREADS)
    parser.add_argument("--skip-dlm", action="store_true")
    parser.add_argument("--out", type=Path, default=Path("reports/heldout.json"))
    args = parser.parse_args()
    torch.set_num_threads(args.threads)

    buyers = heldout_buyers(args.seed, args.buyers, shipped_training_names())
    tokenizer = AutoTokenizer.from_pretrained(args.models / "tokenizer")
    rows = []
    if not args.skip_ar:
        model = LlamaForCausalLM.from_pretrained(args.models / "ar")
        rows.append(evaluate(model, tokenizer, buyers, decoder="ar"))
        print(_line(rows[-1]), flush=True)
    if not args.skip_dlm:
        model = LlamaForCausalLM.from_pretrained(args.models / "dlm")
        for steps in [int(s) for s in args.steps.split(",")]:
            rows.append(
                evaluate(
                    model,
                    tokenizer,
                    buyers,
                    decoder="diffusion",
                    steps=steps,
                    block_length=args.block_length,
                )
            )
            print(_line(rows[-1]), flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(
        json.dumps(
            {
                "buyers": len(buyers),
                "block_length": args.block_length,
                "results": [r.as_dict() for r in rows],
            },
            indent=2,
            ensure_ascii=False,
        )
    )


def _line(result) -> str:
    steps = "greedy" if result.steps is None else f"{result.steps} steps"
    return (
        f"{result.decoder:9} {steps:>9}: {result.passed}/{result.drafts} passed "
        f"({result.pass_rate:.0%}; substring {result.substring_passed}), "
        f"{result.seconds_per_draft:.3f} s/draft [{result.checker}]"
    )


if __name__ == "__main__":
    main()
