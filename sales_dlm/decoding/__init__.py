"""Decoders: a batch of prompts -> one DecodeResult per prompt.

    from sales_dlm.models import load
    from sales_dlm.decoding import get_decoder, DiffusionDecodeOptions

    loaded = load("embedded", kind="diffusion")
    drafts = get_decoder("diffusion", loaded).decode(prompts, DiffusionDecodeOptions(steps=32))

Backends (registered by name): "ar" (ar.py), "diffusion" (diffusion.py over the sampler in
sampler.py), "diffusion_gemma" (diffusion_gemma.py). Importing this package registers all three.
"""

from sales_dlm.decoding import ar, diffusion, diffusion_gemma  # noqa: F401  (registers backends)
from sales_dlm.decoding.base import (
    ARDecodeOptions,
    Decoder,
    DecodeResult,
    DiffusionDecodeOptions,
    available_decoders,
    get_decoder,
    register_decoder,
)
from sales_dlm.decoding.prompting import encode_prompt, encode_response, format_response
from sales_dlm.decoding.response import parse_email
from sales_dlm.decoding.sampler import SampleOutput, sample

__all__ = [
    "ARDecodeOptions",
    "DecodeResult",
    "Decoder",
    "DiffusionDecodeOptions",
    "SampleOutput",
    "available_decoders",
    "encode_prompt",
    "encode_response",
    "format_response",
    "get_decoder",
    "parse_email",
    "register_decoder",
    "sample",
]
