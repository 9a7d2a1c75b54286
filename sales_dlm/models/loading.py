"""Loading a model and its tokenizer: the embedded default, a local folder, or a hub id.

`load()` is the one entry point. It never unpickles weights (safetensors only), never touches the
network for a local folder, and runs a model's own Python code only with `trust_remote_code=True`.
What comes back is a `LoadedModel`: the model on its device, the tokenizer, which kind of model it
is (decides which decoders can drive it) and the special token ids the decoders need.

Kinds (`ModelKind`):
  causal          an `AutoModelForCausalLM`: decoded autoregressively (`ar` decoder)
  diffusion       a model with a mask token that maps ids -> logits over the whole canvas
                  (`AutoModelForMaskedLM`; a causal-LM class with `is_causal: false` such as
                  the embedded diffusion model; LLaDA/Dream-style remote code): decoded by our
                  masked-diffusion sampler (`diffusion` decoder)
  diffusion_gemma transformers' native `DiffusionGemmaForBlockDiffusion` (`diffusion_gemma` decoder)

"diffusion" is the one name of that kind; callers written before it was named so may still pass
"masked" to `wrap`, which reads it as "diffusion".
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, get_args

import torch

from sales_dlm.errors import ModelError
from sales_dlm.models.device import default_dtype, resolve_device
from sales_dlm.models.names import check_available, looks_like_path, name_kind

ModelKind = Literal["causal", "diffusion", "diffusion_gemma"]
KINDS: tuple[ModelKind, ...] = get_args(ModelKind)
RequestedKind = Literal["ar", "diffusion"]
# which masked positions a diffusion step commits (DiffusionDecodeOptions.remasking)
Remasking = Literal["low_confidence", "left_to_right"]

EMBEDDED_NAME = "embedded"
EMBEDDED_DIR = Path(__file__).resolve().parent / "embedded"
EMBEDDED_TOKENIZER_DIR = EMBEDDED_DIR / "tokenizer"
# The shipped diffusion model's folder keeps the name it was published under (the weights are
# not moved); this is the only place that spells it.
EMBEDDED_DIFFUSION_FOLDER = "dlm"
EMBEDDED_MODEL_DIRS: dict[str, Path] = {
    "ar": EMBEDDED_DIR / "ar",
    "diffusion": EMBEDDED_DIR / EMBEDDED_DIFFUSION_FOLDER,
}
# Kind names callers used before the kind had one name (`wrap(kind="masked")`).
OLD_KIND_NAMES: dict[str, ModelKind] = {"masked": "diffusion"}

# Which decoders each kind serves: "ar" needs a causal model, "diffusion" one of the other two.
KINDS_FOR_REQUEST: dict[str, tuple[ModelKind, ...]] = {
    "ar": ("causal",),
    "diffusion": ("diffusion", "diffusion_gemma"),
}
# Diffusion LMs that ship as remote code and whose architecture names say nothing useful.
REMOTE_DIFFUSION_MODEL_TYPES = ("llada", "llada_moe", "dream", "sdar")
SAFETENSORS_FILES = ("model.safetensors", "model.safetensors.index.json")
PICKLE_FILES = ("pytorch_model.bin", "pytorch_model.bin.index.json")


@dataclass
class LoadedModel:
    """A model ready to decode with: weights on `device`, tokenizer and the ids decoders need."""

    model: torch.nn.Module
    tokenizer: Any  # a transformers tokenizer (PreTrainedTokenizerBase)
    kind: ModelKind
    name: str  # what the user asked for ("embedded", a path or a hub id); goes into the journal
    device: torch.device
    dtype: torch.dtype
    mask_token_id: int | None = None  # required for kind "diffusion"
    end_token_ids: tuple[int, ...] = field(default_factory=tuple)  # any of these ends a draft
    pad_token_id: int | None = None  # fills left padding (attention-masked, so never seen)
    logits_shift: bool = False  # config.logits_shift: logits at i predict token i+1 (AR-adapted)
    # config.block_length: the semi-AR block a diffusion model was trained to decode in (None =
    # not said: one block unless the user sets one)
    block_length: int | None = None
    # config.block_causal: attention is causal across blocks of block_length (decoding/attention)
    block_causal: bool = False
    # config.left_to_right_from_steps: from this many steps on the model decodes left to right
    # (it was measured better so), below it most-confident-first; None = always the latter
    left_to_right_from_steps: int | None = None

    @property
    def num_parameters(self) -> int:
        return sum(p.numel() for p in self.model.parameters())

    def remasking_for(self, steps: int) -> Remasking:
        """The remasking rule this model decodes best with at `steps` (DiffusionDecodeOptions)."""
        threshold = self.left_to_right_from_steps
        return "left_to_right" if threshold is not None and steps >= threshold else "low_confidence"


def detect_kind(config: Any, class_name: str | None = None) -> ModelKind:
    """Tell causal, diffusion and DiffusionGemma models apart.

    Looks at the model's class name when there is one, then the config's `architectures`, then
    its `model_type` (a type with both heads, such as bert, counts as diffusion: its masked-LM
    head is what the sampler needs). A causal LM architecture whose config says
    `is_causal: false` (AR weights made bidirectional and trained to unmask: the embedded
    diffusion model, DiffuLLaMA-style) is a diffusion model.
    """
    model_type = str(getattr(config, "model_type", "") or "").lower()
    architectures = [str(a) for a in (getattr(config, "architectures", None) or [])]
    if class_name:
        architectures.insert(0, class_name)
    causal: ModelKind = "diffusion" if getattr(config, "is_causal", None) is False else "causal"
    if model_type.startswith("diffusion_gemma") or any(
        "DiffusionGemma" in a for a in architectures
    ):
        return "diffusion_gemma"
    if model_type in REMOTE_DIFFUSION_MODEL_TYPES:
        return "diffusion"
    for arch in architectures:
        if arch.endswith("ForMaskedLM"):
            return "diffusion"
        if arch.endswith(("ForCausalLM", "LMHeadModel")):
            return causal
    from transformers.models.auto.modeling_auto import (
        MODEL_FOR_CAUSAL_LM_MAPPING_NAMES,
        MODEL_FOR_MASKED_LM_MAPPING_NAMES,
    )

    if model_type in MODEL_FOR_MASKED_LM_MAPPING_NAMES:
        return "diffusion"
    if model_type in MODEL_FOR_CAUSAL_LM_MAPPING_NAMES:
        return causal
    raise ModelError(
        f"cannot tell what kind of model this is (model_type={model_type!r}, "
        f"architectures={architectures}); expected a causal LM, a masked LM or DiffusionGemma"
    )


def _ids(value: Any) -> list[int]:
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return [int(v) for v in value if v is not None]
    return [int(value)]


def special_token_ids(
    model: torch.nn.Module, tokenizer: Any
) -> tuple[int | None, tuple[int, ...], int | None]:
    """(mask id, end ids, pad id), from the tokenizer first and the model's configs second.

    End ids: every eos id the tokenizer, config and generation config name, in that order. A
    tokenizer with no eos at all (BERT-style) falls back to its sep token, then its pad token.
    """
    config = model.config
    text_config = config.get_text_config() if hasattr(config, "get_text_config") else config
    generation_config = getattr(model, "generation_config", None)

    mask_id = tokenizer.mask_token_id
    if mask_id is None:
        mask_id = getattr(config, "mask_token_id", None)
    if mask_id is None:
        mask_id = getattr(text_config, "mask_token_id", None)

    end: list[int] = _ids(tokenizer.eos_token_id) + _ids(getattr(config, "eos_token_id", None))
    end += _ids(getattr(text_config, "eos_token_id", None))
    end += _ids(getattr(generation_config, "eos_token_id", None))
    if not end:
        end = _ids(tokenizer.sep_token_id) or _ids(tokenizer.pad_token_id)
    end = [i for i in dict.fromkeys(end) if i != mask_id]

    pad_id = tokenizer.pad_token_id
    if pad_id is None:
        pad_id = getattr(text_config, "pad_token_id", None)
    if pad_id is None and end:
        pad_id = end[0]
    return (None if mask_id is None else int(mask_id)), tuple(end), pad_id


def wrap(
    model: torch.nn.Module,
    tokenizer: Any,
    *,
    name: str = "in-memory",
    kind: ModelKind | None = None,
) -> LoadedModel:
    """Make a `LoadedModel` from a model and tokenizer already in memory (tests, notebooks)."""
    if kind is None:
        kind = detect_kind(model.config, type(model).__name__)
    kind = OLD_KIND_NAMES.get(kind, kind)
    if kind not in KINDS:
        raise ModelError(f"unknown model kind {kind!r}; choose one of {', '.join(KINDS)}")
    mask_id, end_ids, pad_id = special_token_ids(model, tokenizer)
    if kind == "diffusion" and mask_id is None:
        raise ModelError(
            f"model {name!r} is a diffusion model but neither its tokenizer nor its "
            "config defines a mask token (tokenizer.mask_token / config.mask_token_id)"
        )
    block_length = _positive_int(getattr(model.config, "block_length", None))
    block_causal = bool(getattr(model.config, "block_causal", False))
    if block_causal and block_length is None:
        raise ModelError(
            f"model {name!r} says block_causal but gives no positive block_length in its config"
        )
    left_to_right = getattr(model.config, "left_to_right_from_steps", None)
    if left_to_right is not None and _positive_int(left_to_right) is None:
        raise ModelError(
            f"model {name!r} gives left_to_right_from_steps {left_to_right!r} in its config: "
            "a positive step count, or leave it out"
        )
    parameter = next(model.parameters())
    return LoadedModel(
        model=model.eval(),
        tokenizer=tokenizer,
        kind=kind,
        name=name,
        device=parameter.device,
        dtype=parameter.dtype,
        mask_token_id=mask_id,
        end_token_ids=end_ids,
        pad_token_id=pad_id,
        logits_shift=bool(getattr(model.config, "logits_shift", False)),
        block_length=block_length,
        block_causal=block_causal,
        left_to_right_from_steps=left_to_right,
    )


def _positive_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def _shell(model_class, config, source, tokenizer_dir, local, hub_args, name, kind):
    """The model built from its config on the meta device (no weights), with its tokenizer."""
    from transformers import AutoTokenizer

    try:
        with torch.device("meta"):
            model = model_class._from_config(config)
        tokenizer = AutoTokenizer.from_pretrained(
            str(tokenizer_dir) if local else source, **hub_args
        )
    except Exception as error:  # noqa: BLE001 - any failure here means "not a usable model"
        raise ModelError(f"cannot build the model from its config: {error}", path=source) from error
    return wrap(model, tokenizer, name=name, kind=kind)


def _check_local_folder(folder: Path, what: str) -> None:
    if not folder.exists():
        raise ModelError(f"{what} folder does not exist", path=str(folder))
    if not folder.is_dir():
        raise ModelError(f"{what} must be a folder saved with save_pretrained", path=str(folder))
    if not (folder / "config.json").is_file():
        raise ModelError(f"{what} folder has no config.json", path=str(folder))
    if not any((folder / f).is_file() for f in SAFETENSORS_FILES):
        if any((folder / f).is_file() for f in PICKLE_FILES):
            raise ModelError(
                f"{what} folder has only pickle weights (pytorch_model.bin), which are never "
                "loaded because unpickling can run arbitrary code; convert them to safetensors "
                "(model.save_pretrained(folder, safe_serialization=True))",
                path=str(folder),
            )
        raise ModelError(f"{what} folder has no model.safetensors weights", path=str(folder))


def _model_class(config: Any, kind: ModelKind, trust_remote_code: bool) -> Any:
    import transformers

    auto_map = getattr(config, "auto_map", None) or {}
    if trust_remote_code and auto_map:
        wanted = {
            "causal": ("AutoModelForCausalLM",),
            "diffusion": ("AutoModelForMaskedLM", "AutoModel"),
            "diffusion_gemma": ("AutoModel",),
        }[kind]
        for auto_name in wanted:
            if auto_name in auto_map:
                return getattr(transformers, auto_name)
    for arch in getattr(config, "architectures", None) or []:
        if hasattr(transformers, arch):
            return getattr(transformers, arch)
    return {
        "causal": transformers.AutoModelForCausalLM,
        "diffusion": transformers.AutoModelForMaskedLM,
        "diffusion_gemma": transformers.DiffusionGemmaForBlockDiffusion,
    }[kind]


def _resolve_dtype(dtype: torch.dtype | str | None, device: torch.device) -> torch.dtype:
    if dtype is None:
        return default_dtype(device)
    if isinstance(dtype, torch.dtype):
        return dtype
    resolved = getattr(torch, str(dtype).replace("torch.", ""), None)
    if not isinstance(resolved, torch.dtype):
        raise ModelError(f"unknown dtype {dtype!r}; use e.g. float32, bfloat16 or float16")
    return resolved


def load(
    name_or_path: str | Path | None = EMBEDDED_NAME,
    *,
    kind: RequestedKind | None = None,
    device: str | torch.device = "auto",
    dtype: torch.dtype | str | None = None,
    trust_remote_code: bool = False,
    allow_download: bool = True,
    weights: bool = True,
) -> LoadedModel:
    """Load a model and its tokenizer onto a device, ready for a decoder.

    name_or_path: "embedded" or None = the shipped default (`embedded/tokenizer` with
        `embedded/ar` or the diffusion model's folder, EMBEDDED_DIFFUSION_FOLDER); an existing
        folder = loaded offline (local_files_only); anything else that does not look like a
        path = a hub id (the only case that may use the network).
    kind: "ar" or "diffusion" says which decoder will drive the model: it picks the embedded model
        and is checked against the kind detected from the config. None: the embedded diffusion
        model, or whatever a given path holds.
    dtype: None = `default_dtype(device)` (bf16 on CUDA, float32 elsewhere).
    allow_download: False = a hub id is loaded only from the local hub cache, and one not
        there fails at once (names.check_available); the CLI passes its --allow-download.
    weights: False = the model is built from its config on the meta device, no weights read
        (what a dry run needs to check options against the model's shape, in a moment).
    Raises ModelError (missing folder, no safetensors, corrupt weights, wrong kind, no mask token)
    and DeviceError (device not available).
    """
    if kind is not None and kind not in KINDS_FOR_REQUEST:
        choices = " or ".join(repr(k) for k in KINDS_FOR_REQUEST)
        raise ModelError(f"unknown decoder kind {kind!r} to load a model for; use {choices}")
    torch_device = resolve_device(device)
    torch_dtype = _resolve_dtype(dtype, torch_device)

    name = EMBEDDED_NAME if name_or_path is None else str(name_or_path)
    if name_kind(name) == "endpoint":
        raise ModelError(
            f"{name} is a model on an OpenAI-compatible endpoint: it drafts through "
            "the model pool (with --base-url), never loaded in this process"
        )
    local = True
    if name == EMBEDDED_NAME:
        requested = kind or "diffusion"
        model_dir, tokenizer_dir = EMBEDDED_MODEL_DIRS[requested], EMBEDDED_TOKENIZER_DIR
        for folder in (tokenizer_dir, model_dir):
            if not folder.is_dir():
                raise ModelError(
                    f"the embedded {requested} model is missing ({folder.name}/ not found); "
                    "run `sales-dlm train` to build it, or pass --model PATH_OR_ID",
                    path=str(folder),
                )
        source: str = str(model_dir)
    else:
        path = Path(name).expanduser()
        if path.exists() or looks_like_path(name):
            model_dir = tokenizer_dir = path
            source = str(path)
        else:
            local = False
            source = name  # a hub id such as "org/model"
            tokenizer_dir = model_dir = Path(name)
            check_available(name, allow_download)
    if local:
        _check_local_folder(model_dir, "model")

    from transformers import AutoConfig, AutoTokenizer
    from transformers.utils import logging as hf_logging

    hf_logging.disable_progress_bar()  # a "Loading weights" bar per model would clutter the CLI

    if trust_remote_code:
        warnings.warn(
            f"trust_remote_code=True: running Python code shipped with the model {name!r}; "
            "only do this for models whose code you trust",
            stacklevel=2,
        )
    hub_args: dict[str, Any] = {
        "local_files_only": local or not allow_download,
        "trust_remote_code": trust_remote_code,
    }
    try:
        config = AutoConfig.from_pretrained(source, **hub_args)
    except Exception as error:  # noqa: BLE001 - any failure here means "not a usable model"
        where = "folder" if local else "hub id (not a local folder either)"
        message = f"cannot read the model config from this {where}: {error}"
        raise ModelError(message, path=source) from error

    detected = detect_kind(config)
    if kind is not None and detected not in KINDS_FOR_REQUEST[kind]:
        raise ModelError(
            f"model {name!r} is a {detected} model, which the {kind!r} decoder cannot drive; "
            f"pick the decoder that matches ({'ar' if detected == 'causal' else 'diffusion'})",
            path=source,
        )

    model_class = _model_class(config, detected, trust_remote_code)
    if not weights:
        return _shell(model_class, config, source, tokenizer_dir, local, hub_args, name, detected)
    try:
        model, info = model_class.from_pretrained(
            source,
            config=config,
            dtype=torch_dtype,
            use_safetensors=True,
            output_loading_info=True,
            **hub_args,
        )
    except Exception as error:  # noqa: BLE001 - corrupt file, wrong shapes, missing shards, ...
        raise ModelError(f"cannot load the model weights: {error}", path=source) from error
    missing = list(info.get("missing_keys") or [])
    if missing:
        raise ModelError(
            f"the weights do not match the config: {len(missing)} tensor(s) missing "
            f"(e.g. {', '.join(missing[:3])}); the checkpoint is incomplete or for another model",
            path=source,
        )
    try:
        tokenizer_source = str(tokenizer_dir) if local else source
        tokenizer = AutoTokenizer.from_pretrained(tokenizer_source, **hub_args)
    except Exception as error:  # noqa: BLE001
        raise ModelError(f"cannot load the tokenizer: {error}", path=str(tokenizer_dir)) from error

    try:
        model = model.to(torch_device)
    except (RuntimeError, torch.OutOfMemoryError) as error:
        message = f"cannot place the model on {torch_device}: {error}"
        raise ModelError(message, path=source) from error
    return wrap(model, tokenizer, name=name, kind=detected)
