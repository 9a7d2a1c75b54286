"""How much a sub-block window could save at most (idea for issue #18), without building it.

    python benchmarks/sub_window_bound.py --seed 1 --buyers 32 --batch 16

The cached sampler's forwards each compute a window of columns: (the finished block, at a block's
first step) + the current block. A sub-block window would compute only the committed columns of
the block plus its leftmost w masked positions, dropping the masks right of them. This counts,
over the default setting's real forwards on SELECTION buyers, the query columns computed and the
share that lie right of each row's first mask + w: the most such a window could save in
computed positions (attention over the cached prefix is not counted; it is small here). It does
not say whether drafts keep their quality: the model never saw a block cut short.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sales_dlm.decoding import DiffusionDecodeOptions, get_decoder  # noqa: E402
from sales_dlm.decoding.cache import CachedBlocks  # noqa: E402
from sales_dlm.models import load  # noqa: E402
from sales_dlm.training.corpus import (  # noqa: E402
    heldout_buyers,
    heldout_prompts,
    shipped_training_names,
)

WIDTHS = (4, 6, 8, 12)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1, help="1 = selection buyers")
    parser.add_argument("--buyers", type=int, default=32)
    parser.add_argument("--batch", type=int, default=16)
    args = parser.parse_args()
    torch.set_num_threads(1)
    prompts = heldout_prompts(heldout_buyers(args.seed, args.buyers, shipped_training_names()))
    model = load("embedded", kind="diffusion", device="cpu")
    decoder = get_decoder("diffusion", model)
    options = decoder.resolve_options(DiffusionDecodeOptions(steps=160))
    mask_id = model.mask_token_id
    counts = {"computed": 0, **{w: 0 for w in WIDTHS}}
    original = CachedBlocks._window

    def counting(self, rows, block_lo, length):
        columns = block_lo[:, None] + torch.arange(self.block)  # (R, block)
        masked = self.x[rows].gather(1, columns) == mask_id  # (R, block)
        first = torch.where(masked.any(1), masked.float().argmax(1), self.block)  # (R,)
        counts["computed"] += len(rows) * length
        for w in WIDTHS:
            counts[w] += int((self.block - (first + w)).clamp(min=0).sum())
        return original(self, rows, block_lo, length)

    CachedBlocks._window = counting
    for i in range(0, len(prompts), args.batch):
        decoder.decode(prompts[i : i + args.batch], options)
    print(f"{options.remasking} tau {options.threshold}, {len(prompts)} prompts (seed {args.seed})")
    print(f"query columns computed: {counts['computed']}")
    for w in WIDTHS:
        share = counts[w] / counts["computed"]
        print(f"w = {w:2}: {counts[w]} of them right of first mask + w ({share:.1%})")


if __name__ == "__main__":
    main()
