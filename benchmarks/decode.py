"""Decoding speed: AR vs masked diffusion, our sampler vs the plain LLaDA reference.

    python benchmarks/decode.py                     # CPU defaults, writes reports/decode.md/.json
    python benchmarks/decode.py --device cuda       # same script on a GPU (bf16)

Models: the embedded ones (sales_dlm/models/embedded) when they exist; otherwise config-built
random models of the same size (~4M parameters: Llama 4 layers x 256 for AR, ModernBERT 4 layers
x 256 for diffusion, vocabulary 2,000, prompts of ~120 tokens, canvas of 160). Random weights say
nothing about text, and they rarely commit an end token, so early exit shows only with trained
models; speed per forward is the same.

Measured, per batch size (1 and 16) and step count (8..128): drafts/s, generated tokens/s,
forwards per draft (as DecodeResult.forwards defines them), batch forward calls, mean steps used
after early exit, and the FLOP rate achieved (2 x parameters x tokens processed / seconds),
against this machine's matmul GFLOP/s (the physical limit). Then our sampler against
`sales_dlm.decoding.reference` (one prompt at a time, whole canvas, no early exit): same tokens
with early exit off, and the speed-up from batching plus early exit.

The default run is sized for a shared 2-core CPU (about 5 minutes): batch 16 runs 16 prompts,
batch 1 runs `--batch1-prompts` (2) prompts, the reference `--reference-prompts` (4). One thread
by default on CPU: on a busy 2-core machine torch's second thread made small forwards up to 10x
slower (measured); pass --threads 0 for torch's own choice.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sales_dlm.decoding import (  # noqa: E402
    ARDecodeOptions,
    DiffusionDecodeOptions,
    encode_prompt,
    get_decoder,
)
from sales_dlm.decoding.attention import block_causal_mask  # noqa: E402
from sales_dlm.decoding.reference import reference_generate  # noqa: E402
from sales_dlm.decoding.sampler import sample  # noqa: E402
from sales_dlm.models import LoadedModel, load, resolve_device, synchronize, wrap  # noqa: E402
from sales_dlm.models.device import default_dtype  # noqa: E402
from sales_dlm.models.loading import EMBEDDED_MODEL_DIRS, EMBEDDED_TOKENIZER_DIR  # noqa: E402

# Size of the stand-in models: what `sales-dlm train` builds (see DESIGN "embedded model").
VOCAB, HIDDEN, LAYERS, HEADS = 2000, 256, 4, 4
PROMPT_TOKENS, CANVAS_LENGTH = 120, 160
# semi-AR blocks (LLaDA uses 32) for a model that names none; 160 / 40 = 4 blocks divide 8..128
# steps. A model trained for its own block (the embedded diffusion model: 20) is decoded in it.
BLOCK_LENGTH = 40


# ---------------------------------------------------------------- models and prompts


def synthetic_tokenizer():
    """WordLevel tokenizer over VOCAB made-up words plus the embedded tokenizer's specials."""
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    specials = ["<pad>", "<mask>", "<eos>", "<sep>"]
    words = specials + [f"w{i}" for i in range(VOCAB - len(specials))]
    core = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="w0"))
    core.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    return PreTrainedTokenizerFast(
        tokenizer_object=core,
        pad_token="<pad>",
        mask_token="<mask>",
        eos_token="<eos>",
        sep_token="<sep>",
    )


def synthetic_prompts(count: int = 64) -> list[str]:
    rng = random.Random(0)
    return [
        " ".join(
            f"w{rng.randrange(VOCAB - 4)}" for _ in range(PROMPT_TOKENS + rng.randrange(-8, 9))
        )
        for _ in range(count)
    ]


def synthetic_model(kind: str, device, dtype) -> LoadedModel:
    """A random model of the embedded size: Llama for "ar", ModernBERT for "diffusion"."""
    from transformers import LlamaConfig, LlamaForCausalLM, ModernBertConfig, ModernBertForMaskedLM

    torch.manual_seed(0)
    tok = synthetic_tokenizer()
    ids = {"pad_token_id": tok.pad_token_id, "eos_token_id": tok.eos_token_id}
    if kind == "ar":
        name, model = (
            "config-built Llama (random weights)",
            LlamaForCausalLM(
                LlamaConfig(
                    vocab_size=VOCAB,
                    hidden_size=HIDDEN,
                    intermediate_size=688,
                    num_hidden_layers=LAYERS,
                    num_attention_heads=HEADS,
                    num_key_value_heads=HEADS,
                    max_position_embeddings=512,
                    tie_word_embeddings=True,
                    bos_token_id=None,
                    **ids,
                )
            ),
        )
    else:
        name, model = (
            "config-built ModernBERT (random weights)",
            ModernBertForMaskedLM(
                ModernBertConfig(
                    vocab_size=VOCAB,
                    hidden_size=HIDDEN,
                    intermediate_size=768,
                    num_hidden_layers=LAYERS,
                    num_attention_heads=HEADS,
                    max_position_embeddings=512,
                    global_attn_every_n_layers=1,
                    bos_token_id=None,
                    cls_token_id=None,
                    sep_token_id=tok.sep_token_id,
                    mask_token_id=tok.mask_token_id,
                    **ids,
                )
            ),
        )
    return wrap(model.to(device=device, dtype=dtype).eval(), tok, name=name)


def corpus_prompts(count: int = 64) -> list[str]:
    """Prompts as the embedded models were trained on (training.corpus is the training code's)."""
    try:
        from sales_dlm.training.corpus import make_example

        return [make_example(seed=20_000, index=i).prompt for i in range(count)]
    except Exception:  # noqa: BLE001 - any API drift: fall back to a fixed prompt
        return ["Write a short intro email to Anna Berg, Head of Purchasing, Nordic AB."] * count


def choose_model(kind: str, device, dtype) -> tuple[LoadedModel, list[str], bool]:
    """(model, prompts, embedded?): the embedded model of this kind, else a stand-in."""
    if EMBEDDED_TOKENIZER_DIR.is_dir() and EMBEDDED_MODEL_DIRS[kind].is_dir():
        return load("embedded", kind=kind, device=device, dtype=dtype), corpus_prompts(), True
    return synthetic_model(kind, device, dtype), synthetic_prompts(), False


# ---------------------------------------------------------------- measurements


def matmul_gflops(device, dtype, seconds: float = 1.0) -> float:
    n = 4096 if device.type == "cuda" else 1024
    a = torch.randn(n, n, device=device, dtype=dtype)
    b = torch.randn(n, n, device=device, dtype=dtype)
    a @ b
    synchronize(device)
    runs, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        a @ b
        runs += 1
        if runs % 4 == 0:
            synchronize(device)
    synchronize(device)
    return 2 * n**3 * runs / (time.perf_counter() - start) / 1e9


def params(loaded: LoadedModel) -> int:
    return loaded.num_parameters


def run_decoder(loaded, name, prompts, options, batch_size, prompt_lengths) -> dict:
    decoder = get_decoder(name, loaded)
    # warm-up (allocations, lazy init) with the cheapest options of the same shape
    if name == "ar":
        warm = options.model_copy(update={"max_new_tokens": 2})
    else:
        warm = options.model_copy(update={"steps": options.num_blocks})
    decoder.decode(prompts[:1], warm)
    results, start = [], time.perf_counter()
    for lo in range(0, len(prompts), batch_size):
        results += decoder.decode(prompts[lo : lo + batch_size], options)
    seconds = time.perf_counter() - start
    # tokens the model processed: diffusion = whole canvas each forward, for each row it computed,
    # or with the exact block cache (block-causal models) the prompt and each finished block once
    # plus one block per forward; AR with KV cache = every row's prompt once plus one token per
    # forward
    processed = 0
    cached = name != "ar" and bool(loaded.block_causal)
    block = decode_block(loaded) if cached else 0
    for lo in range(0, len(prompts), batch_size):
        batch = results[lo : lo + batch_size]
        width = max(prompt_lengths[lo : lo + batch_size])
        if name == "ar":
            processed += len(batch) * (width + batch[0].forwards)
        elif cached:
            processed += sum(width + options.canvas_length + r.forwards * block for r in batch)
        else:
            processed += sum(r.forwards for r in batch) * (width + options.canvas_length)
    batch_calls = sum(
        max(r.forwards for r in results[lo : lo + batch_size])
        for lo in range(0, len(prompts), batch_size)
    )
    n = len(results)
    return {
        "decoder": name,
        "batch_size": batch_size,
        # denoising steps; AR has none (None), its budget is max_new_tokens
        "steps": None if name == "ar" else options.steps,
        "max_new_tokens": options.max_new_tokens if name == "ar" else None,
        "prompts": n,
        "seconds": seconds,
        "drafts_per_s": n / seconds,
        "tokens_per_s": sum(len(r.tokens) for r in results) / seconds,
        "forwards_per_draft": sum(r.forwards for r in results) / n,
        "batch_forward_calls": batch_calls,
        "mean_steps_used": None if name == "ar" else sum(r.steps_used for r in results) / n,
        "achieved_gflops": 2 * params(loaded) * processed / seconds / 1e9,
    }


def decode_block(loaded: LoadedModel) -> int:
    return loaded.block_length or BLOCK_LENGTH


def reference_comparison(loaded, prompts, steps: int, block: int) -> dict:
    tok = loaded.tokenizer
    ids = [encode_prompt(tok, p) for p in prompts]
    shift = loaded.logits_shift
    options = DiffusionDecodeOptions(
        canvas_length=CANVAS_LENGTH,
        steps=steps,
        block_length=block,
        early_exit=False,
        logits_shift=shift,
        remasking="low_confidence",  # the reference algorithm's rule, whatever the model prefers
    )
    common = {
        "mask_id": loaded.mask_token_id,
        "end_ids": loaded.end_token_ids,
        "pad_id": loaded.pad_token_id,
    }
    model = loaded.model

    def model_fn(x):  # x (1, L): one prompt, no padding
        if not loaded.block_causal:
            return model(input_ids=x).logits
        # the reference fills blocks in order: the current block holds the first mask left
        prompt_length = x.shape[1] - CANVAS_LENGTH
        first_mask = int((x[0, prompt_length:] == loaded.mask_token_id).long().argmax())
        attention = torch.ones_like(x, dtype=torch.bool)
        mask = block_causal_mask(attention, prompt_length, block, first_mask // block)
        return model(input_ids=x, attention_mask=mask).logits

    with torch.inference_mode():
        synchronize(loaded.device)
        start = time.perf_counter()
        reference = [
            reference_generate(
                model_fn,
                p,
                mask_id=loaded.mask_token_id,
                canvas_length=CANVAS_LENGTH,
                steps=steps,
                block_length=block,
                logits_shift=shift,
                device=loaded.device,
            )
            for p in ids
        ]
        synchronize(loaded.device)
        reference_s = time.perf_counter() - start

    def timed(opts):
        synchronize(loaded.device)
        start = time.perf_counter()
        out = sample(model, ids, options=opts, **common)
        synchronize(loaded.device)
        return out, time.perf_counter() - start

    exit_off, exit_off_s = timed(options)
    exit_on, exit_on_s = timed(options.model_copy(update={"early_exit": True}))
    same = sum(
        int(a == b)
        for row, expected in enumerate(reference)
        for a, b in zip(exit_off.canvas[row].tolist(), expected, strict=True)
    )
    total = len(reference) * CANVAS_LENGTH
    return {
        "prompts": len(prompts),
        "steps": steps,
        "block_length": block,
        "reference_s": reference_s,
        "ours_exit_off_batched_s": exit_off_s,
        "ours_exit_on_batched_s": exit_on_s,
        "speedup_exit_off": reference_s / exit_off_s,
        "speedup_exit_on": reference_s / exit_on_s,
        "reference_forwards": len(prompts) * steps,
        "ours_exit_on_batch_forward_calls": exit_on.forwards,
        "ours_exit_on_mean_steps_used": sum(exit_on.steps_used) / len(prompts),
        "identical_tokens": same,
        "compared_tokens": total,
        "identical": same == total,
    }


# ---------------------------------------------------------------- report


def _or_dash(value, spec: str = "") -> str:
    """A table cell: the value, or a dash where it does not apply (AR has no denoising steps)."""
    return "—" if value is None else format(value, spec)


def markdown(report: dict) -> str:
    env, models = report["environment"], report["models"]
    lines = [
        "# Decoding benchmark",
        "",
        f"Produced by `{' '.join(['python benchmarks/decode.py', *report['argv']])}`"
        f" on {env['device']}, {env['dtype']}, torch {env['torch']}, threads {env['threads']},"
        f" load average at start {env['load_average']}.",
        "",
        f"Models: AR = {models['ar']} ({models['ar_params'] / 1e6:.2f} M params, prompts of"
        f" ~{models['ar_prompt_tokens']} tokens); diffusion = {models['diffusion']}"
        f" ({models['diffusion_params'] / 1e6:.2f} M params, prompts of"
        f" ~{models['diffusion_prompt_tokens']} tokens). Canvas length / AR max_new_tokens"
        f" {CANVAS_LENGTH}, diffusion blocks of {models['diffusion_block_length']},"
        " temperature 0, early exit on."
        f" Total run time {report['total_seconds']:.0f} s.",
        "",
        f"Physical limit: torch matmul on this device = **{report['matmul_gflops']:.1f} GFLOP/s**.",
        "",
        "| decoder | batch | steps | prompts | drafts/s | tokens/s | forwards/draft |"
        " batch forwards | mean steps used | achieved GFLOP/s | % of matmul |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for row in report["runs"]:
        lines.append(
            f"| {row['decoder']} | {row['batch_size']} | {_or_dash(row['steps'])} |"
            f" {row['prompts']} | {row['drafts_per_s']:.3f} | {row['tokens_per_s']:.1f} |"
            f" {row['forwards_per_draft']:.1f} | {row['batch_forward_calls']} |"
            f" {_or_dash(row['mean_steps_used'], '.1f')} | {row['achieved_gflops']:.1f} |"
            f" {100 * row['achieved_gflops'] / report['matmul_gflops']:.0f}% |"
        )
    ref = report["reference"]
    lines += [
        "",
        "## Our sampler vs the reference algorithm",
        "",
        f"{ref['prompts']} prompts, {ref['steps']} steps, blocks of {ref['block_length']},"
        " temperature 0. Reference = `sales_dlm/decoding/reference.py` (one prompt at a time,"
        " whole canvas every step, no early exit).",
        "",
        "| | seconds | speed-up | forwards |",
        "|---|---|---|---|",
        f"| reference | {ref['reference_s']:.2f} | 1.00x | {ref['reference_forwards']} |",
        f"| ours, batched, early exit off | {ref['ours_exit_off_batched_s']:.2f} |"
        f" {ref['speedup_exit_off']:.2f}x | {ref['steps']} batched |",
        f"| ours, batched, early exit on | {ref['ours_exit_on_batched_s']:.2f} |"
        f" {ref['speedup_exit_on']:.2f}x | {ref['ours_exit_on_batch_forward_calls']} batched,"
        f" {ref['ours_exit_on_mean_steps_used']:.1f} per row |",
        "",
        f"Same tokens with early exit off: **{ref['identical_tokens']} of"
        f" {ref['compared_tokens']}** positions"
        f" ({'identical' if ref['identical'] else 'NOT identical'}).",
        "",
        "## Reading it",
        "",
    ]
    lines += [f"- {note}" for note in report["notes"]]
    return "\n".join(lines) + "\n"


def notes(report: dict) -> list[str]:
    out = []
    env = report["environment"]
    consequence = {
        "ar": "AR runs to max_new_tokens",
        "diffusion": "early exit rarely fires (mean steps used ~= steps)",
    }
    for kind, label in (("ar", "AR"), ("diffusion", "diffusion")):
        if not report["models"][f"{kind}_embedded"]:
            out.append(
                f"The embedded {label} model did not exist when this ran, so a"
                " config-built model of the same size with random weights stands in: its speed"
                " per forward is real, its text is noise, and random models almost never commit"
                f" an end token, so {consequence[kind]}. Rerun after `sales-dlm train`."
            )
    if env["device"].startswith("cpu"):
        out.append(
            "On this CPU a forward of the ~4M model is compute-bound already at batch 1, so"
            " batching adds little diffusion throughput here; on a GPU a batch of 16 should cost"
            " about the wall time of one prompt, which is where batching pays (run with"
            " --device cuda to measure). The matmul limit and the achieved rates move with the"
            " load of the shared machine (load average above), so compare rows of one run only."
        )
    ref = report["reference"]
    out.append(
        f"Against the reference: {ref['speedup_exit_on']:.2f}x with batching, the block cache"
        f" and early exit (target >= 5x, issue #18); {ref['speedup_exit_off']:.2f}x from"
        " batching and the block cache alone (the same tokens)."
    )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", default="auto")
    parser.add_argument("--steps", default="8,16,32,64,128")
    parser.add_argument("--batch-sizes", default="1,16")
    parser.add_argument(
        "--large-batch-steps",
        default=None,
        help="steps at batch > 1 (default: all on GPU; 8..64 on CPU, where 128 x 16 rows alone"
        " takes ~3 minutes)",
    )
    parser.add_argument("--prompts", type=int, default=16, help="prompts per run at batch > 1")
    parser.add_argument("--batch1-prompts", type=int, default=2, help="prompts at batch 1")
    parser.add_argument("--reference-prompts", type=int, default=4)
    parser.add_argument("--reference-steps", type=int, default=32)
    parser.add_argument("--threads", type=int, default=None, help="CPU threads (0 = torch's)")
    parser.add_argument("--out", type=Path, default=ROOT / "reports" / "decode.md")
    args = parser.parse_args(argv)

    device = resolve_device(args.device)
    threads = args.threads if args.threads is not None else (1 if device.type == "cpu" else 0)
    if threads > 0:
        torch.set_num_threads(threads)
    dtype = default_dtype(device)
    ar, ar_prompts, ar_embedded = choose_model("ar", device, dtype)
    diffusion, diffusion_prompts, diffusion_embedded = choose_model("diffusion", device, dtype)
    ar_lengths = [len(encode_prompt(ar.tokenizer, p)) for p in ar_prompts]
    diffusion_lengths = [len(encode_prompt(diffusion.tokenizer, p)) for p in diffusion_prompts]
    steps_list = [int(s) for s in args.steps.split(",")]
    large_steps = args.large_batch_steps or (
        "8,16,32,64,128" if device.type == "cuda" else "8,16,32,64"
    )
    large_steps_list = [int(s) for s in large_steps.split(",")]
    batch_sizes = [int(b) for b in args.batch_sizes.split(",")]

    report: dict = {
        "argv": sys.argv[1:] if argv is None else argv,
        "environment": {
            "device": str(device)
            + (
                f" ({torch.cuda.get_device_name(device)})"
                if device.type == "cuda"
                else f" ({platform.machine()}, {os.cpu_count()} cores)"
            ),
            "dtype": str(dtype).replace("torch.", ""),
            "torch": torch.__version__,
            "threads": torch.get_num_threads(),
            "cpu_count": os.cpu_count(),
            "load_average": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None,
        },
        "models": {
            "ar": ar.name,
            "diffusion": diffusion.name,
            "ar_embedded": ar_embedded,
            "diffusion_embedded": diffusion_embedded,
            "ar_params": params(ar),
            "diffusion_params": params(diffusion),
            "ar_prompt_tokens": round(sum(ar_lengths) / len(ar_lengths)),
            "diffusion_prompt_tokens": round(sum(diffusion_lengths) / len(diffusion_lengths)),
            "diffusion_block_length": decode_block(diffusion),
        },
        "matmul_gflops": matmul_gflops(device, dtype),
        "runs": [],
    }
    started = time.perf_counter()
    for batch in batch_sizes:
        n = args.batch1_prompts if batch == 1 else args.prompts
        ar_options = ARDecodeOptions(max_new_tokens=CANVAS_LENGTH)
        report["runs"].append(
            run_decoder(ar, "ar", ar_prompts[:n], ar_options, batch, ar_lengths[:n])
        )
        print(report["runs"][-1], flush=True)
        for steps in steps_list if batch == 1 else large_steps_list:
            options = DiffusionDecodeOptions(
                canvas_length=CANVAS_LENGTH, steps=steps, block_length=decode_block(diffusion)
            )
            report["runs"].append(
                run_decoder(
                    diffusion,
                    "diffusion",
                    diffusion_prompts[:n],
                    options,
                    batch,
                    diffusion_lengths[:n],
                )
            )
            print(report["runs"][-1], flush=True)
    report["reference"] = reference_comparison(
        diffusion,
        diffusion_prompts[: args.reference_prompts],
        args.reference_steps,
        decode_block(diffusion),
    )
    print(report["reference"], flush=True)
    report["total_seconds"] = time.perf_counter() - started
    report["notes"] = notes(report)

    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(markdown(report))
    args.out.with_suffix(".json").write_text(json.dumps(report, indent=2))
    print(
        f"wrote {args.out} and {args.out.with_suffix('.json')} in {report['total_seconds']:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
