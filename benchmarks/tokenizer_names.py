"""Tokens per name by script family: the shipped tokenizer against BPE retrained on faker names.

    python benchmarks/tokenizer_names.py [--sizes 2000,4000,8000,16000] [--examples 8000]
        [--out reports/tokenizer_names.json]

Names are the held-out selection buyers' company and contact names (heldout_faker.py: locales
and seeds the corpus never trains on, so never in a tokenizer's training text either). For each
vocabulary size a byte-level BPE (training/tokenizer.py) is trained on `--examples` faker corpus
examples (seed 0, from example 200,000: past every training range) and measured on the same
names; also the mean tokens of a whole example (prompt + email), which sets the CPU cost of an
update, and the embedding parameters a 256-wide model spends on the vocabulary.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from transformers import AutoTokenizer

from sales_dlm.models.loading import EMBEDDED_TOKENIZER_DIR
from sales_dlm.training.corpus import training_examples
from sales_dlm.training.heldout_faker import heldout_buyers
from sales_dlm.training.tokenizer import train_tokenizer

HIDDEN = 256  # the embedded models' width (recipe [model] hidden_size)


def measure(tokenizer, families, texts) -> dict[str, object]:
    per_family = {}
    for family, buyers in families.items():
        names = [n for b in buyers for n in (b.company, b.contact_name)]
        counts = [len(tokenizer(" " + n, add_special_tokens=False).input_ids) for n in names]
        chars = sum(len(n) for n in names)
        per_family[family] = {
            "tokens_per_name": round(statistics.mean(counts), 2),
            "chars_per_token": round(chars / sum(counts), 2),
            "max": max(counts),
        }
    lengths = [len(tokenizer(t, add_special_tokens=False).input_ids) for t in texts]
    return {
        "vocab_size": len(tokenizer),
        "embedding_parameters": len(tokenizer) * HIDDEN,
        "families": per_family,
        "mean_example_tokens": round(statistics.mean(lengths), 1),
        "max_example_tokens": max(lengths),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="2000,4000,8000,16000")
    parser.add_argument("--examples", type=int, default=8000)
    parser.add_argument("--per-family", type=int, default=40)
    parser.add_argument("--out", type=Path, default=Path("reports/tokenizer_names.json"))
    args = parser.parse_args()

    families = heldout_buyers("selection", args.per_family, trained_names=())
    corpus = training_examples(0, args.examples, 200_000, source="faker")
    texts = [e.prompt + e.response for e in corpus]
    probe = texts[:1000]  # sequence lengths: the first 1,000 examples
    rows = [
        {"tokenizer": "shipped"}
        | measure(AutoTokenizer.from_pretrained(EMBEDDED_TOKENIZER_DIR), families, probe)
    ]
    for size in (int(s) for s in args.sizes.split(",")):
        rows.append(
            {"tokenizer": f"faker-bpe-{size}"}
            | measure(train_tokenizer(texts, size), families, probe)
        )
    for row in rows:
        cells = "  ".join(f"{f} {v['tokens_per_name']:.1f}" for f, v in row["families"].items())
        print(f"{row['tokenizer']:16} {cells}  example {row['mean_example_tokens']}", flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(rows, indent=2, ensure_ascii=False), encoding="utf-8")


if __name__ == "__main__":
    main()
