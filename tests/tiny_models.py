"""Tiny tokenizers and randomly initialised models for the decoding and model tests.

Everything is built from configs in memory (no downloads) and cached per process, so the whole
decoding suite stays fast on two CPU cores. The tokenizer mirrors the embedded one: byte-level
BPE with <pad>, <mask>, <eos>, <sep> at ids 0-3 and no chat template.
"""

from __future__ import annotations

import copy
from functools import lru_cache

import torch
from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
from transformers import (
    BertConfig,
    BertForMaskedLM,
    DiffusionGemmaConfig,
    DiffusionGemmaForBlockDiffusion,
    LlamaConfig,
    LlamaForCausalLM,
    ModernBertConfig,
    ModernBertForMaskedLM,
    PreTrainedTokenizerFast,
)

# Tiny matmuls gain nothing from a second thread, and on a busy machine the thread handoff makes
# each forward ~30x slower (measured: 0.2 s vs 6 ms for tiny_bert on 2 shared cores).
torch.set_num_threads(1)

PAD, MASK, EOS, SEP = "<pad>", "<mask>", "<eos>", "<sep>"
CORPUS = [
    "Write a short cold email to Anna Berg, Head of Purchasing at Nordic Tools AB in Sweden.",
    "Subject: Industrial valves for Nordic Tools AB\nDear Anna,\nwe make valves and pumps.",
    "Write to Kenji Sato, procurement manager at Sato Trading KK, Japan, about steel pipes.",
    "Subject: Steel pipes for Sato Trading\nDear Mr Sato,\nour pipes ship within two weeks.",
    "Best regards, export sales team. Germany France Brazil Kenya India Canada Mexico.",
]
VOCAB_SIZE = 320  # 256 bytes + 4 specials + a few merges
HIDDEN = 32  # tiny: every forward costs microseconds


@lru_cache(maxsize=1)
def tiny_tokenizer() -> PreTrainedTokenizerFast:
    core = Tokenizer(models.BPE())
    core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    core.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=VOCAB_SIZE,
        special_tokens=[PAD, MASK, EOS, SEP],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    core.train_from_iterator(CORPUS, trainer=trainer)
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=core,
        pad_token=PAD,
        mask_token=MASK,
        eos_token=EOS,
        sep_token=SEP,
        clean_up_tokenization_spaces=False,
    )
    tokenizer.padding_side = "left"
    return tokenizer


def _ids() -> dict[str, int]:
    tok = tiny_tokenizer()
    return {
        "pad_token_id": tok.pad_token_id,
        "eos_token_id": tok.eos_token_id,
        "sep_token_id": tok.sep_token_id,
    }


def _finish(model: torch.nn.Module, dtype: torch.dtype) -> torch.nn.Module:
    return model.to(dtype).eval()


@lru_cache(maxsize=4)
def tiny_bert(dtype: torch.dtype = torch.float64, seed: int = 0) -> BertForMaskedLM:
    torch.manual_seed(seed)
    config = BertConfig(
        vocab_size=len(tiny_tokenizer()),
        hidden_size=HIDDEN,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=2 * HIDDEN,
        max_position_embeddings=256,
        initializer_range=0.2,  # peaky random logits: fewer near-ties between positions
        **_ids(),
    )
    return _finish(BertForMaskedLM(config), dtype)


@lru_cache(maxsize=4)
def tiny_modernbert(dtype: torch.dtype = torch.float64, seed: int = 0) -> ModernBertForMaskedLM:
    torch.manual_seed(seed)
    ids = _ids()
    config = ModernBertConfig(
        vocab_size=len(tiny_tokenizer()),
        hidden_size=HIDDEN,
        num_hidden_layers=3,
        num_attention_heads=2,
        intermediate_size=2 * HIDDEN,
        max_position_embeddings=256,
        global_attn_every_n_layers=3,
        local_attention=16,  # a window smaller than the canvas: sliding attention is exercised
        initializer_range=0.2,
        pad_token_id=ids["pad_token_id"],
        eos_token_id=ids["eos_token_id"],
        sep_token_id=ids["sep_token_id"],
        bos_token_id=None,
        cls_token_id=None,
        mask_token_id=tiny_tokenizer().mask_token_id,
    )
    return _finish(ModernBertForMaskedLM(config), dtype)


@lru_cache(maxsize=2)
def tiny_llama(dtype: torch.dtype = torch.float32, seed: int = 0) -> LlamaForCausalLM:
    torch.manual_seed(seed)
    config = LlamaConfig(
        vocab_size=len(tiny_tokenizer()),
        hidden_size=HIDDEN,
        intermediate_size=2 * HIDDEN,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=1,
        max_position_embeddings=256,
        bos_token_id=None,
        **{k: v for k, v in _ids().items() if k != "sep_token_id"},
    )
    return _finish(LlamaForCausalLM(config), dtype)


@lru_cache(maxsize=2)
def tiny_bidirectional_llama(dtype: torch.dtype = torch.float64) -> LlamaForCausalLM:
    """The embedded diffusion model's recipe: AR Llama weights, `is_causal=False`, shifted
    predictions."""
    ar = tiny_llama(dtype)
    config = copy.deepcopy(ar.config)
    config.is_causal = False
    config.mask_token_id = tiny_tokenizer().mask_token_id
    config.logits_shift = True
    model = LlamaForCausalLM(config).to(dtype)
    model.load_state_dict(ar.state_dict())
    return model.eval()


CANVAS = 8  # DiffusionGemma block length in the tiny model


@lru_cache(maxsize=1)
def tiny_diffusion_gemma(seed: int = 0) -> DiffusionGemmaForBlockDiffusion:
    torch.manual_seed(seed)
    ids = _ids()
    vocab = len(tiny_tokenizer()) + 3  # + image/boi/eoi ids that no prompt ever contains
    config = DiffusionGemmaConfig(
        text_config={
            "vocab_size": vocab,
            "hidden_size": HIDDEN,
            "intermediate_size": 2 * HIDDEN,
            "num_hidden_layers": 2,
            "num_attention_heads": 2,
            "num_key_value_heads": 1,
            "head_dim": 16,
            "global_head_dim": 16,
            "sliding_window": 16,
            "max_position_embeddings": 256,
            "layer_types": ["sliding_attention", "full_attention"],
            "num_experts": 2,  # DiffusionGemma's layers are mixture-of-experts
            "top_k_experts": 1,
            "moe_intermediate_size": HIDDEN,
            "pad_token_id": ids["pad_token_id"],
            "eos_token_id": ids["eos_token_id"],
            "bos_token_id": None,
        },
        vision_config={  # required by the architecture; tiny so it costs nothing
            "model_type": "gemma4_vision",
            "hidden_size": 16,
            "intermediate_size": 32,
            "num_hidden_layers": 1,
            "num_attention_heads": 2,
            "num_key_value_heads": 2,
            "head_dim": 8,
            "position_embedding_size": 64,
        },
        canvas_length=CANVAS,
        boi_token_id=vocab - 3,
        eoi_token_id=vocab - 2,
        image_token_id=vocab - 1,
    )
    return DiffusionGemmaForBlockDiffusion(config).eval()


PROMPTS = [
    "Write to Anna Berg at Nordic Tools AB.",
    "Write a short cold email to Kenji Sato, procurement manager at Sato Trading KK, Japan.",
    "Hi",
]


def prompt_ids(n: int = 3) -> list[list[int]]:
    from sales_dlm.decoding.prompting import encode_prompt

    return [encode_prompt(tiny_tokenizer(), p) for p in PROMPTS[:n]]
