"""Decoders: a batch of prompts -> one DecodeResult per prompt.

    from sales_dlm.models import load
    from sales_dlm.decoding import get_decoder, DiffusionDecodeOptions

    loaded = load("embedded", kind="diffusion")
    drafts = get_decoder("diffusion", loaded).decode(prompts, DiffusionDecodeOptions(steps=32))

Backends (registered by name; importing this package registers all four):
  "ar"               ar.py: autoregressive, transformers' `generate` over a causal LM
  "diffusion"        diffusion.py: the masked-diffusion sampler of sampler.py (`sample`: a canvas
                     of `canvas_length` mask tokens after the prompt, denoised in `steps`
                     forwards, block by block), with the model's own block, shift and remasking
  "diffusion_gemma"  diffusion_gemma.py: transformers' DiffusionGemma and its own `generate`
  "hybrid"           hybrid.py: the diffusion model drafts, the AR model verifies each draft in
                     one cached forward (speculative decoding); greedy output = "ar" output.
                     get_decoder("hybrid", ar_model, drafter=diffusion_model)
reference.py re-derives the published sampler plainly, to test sampler.py against; attention.py
builds the block-causal mask; prompting.py and response.py turn text into ids and back.
Words: base.py's module docstring says what "canvas length" and "steps" mean.
"""

from sales_dlm.decoding import ar, diffusion, diffusion_gemma, hybrid  # noqa: F401  (registers)
from sales_dlm.decoding.base import (
    ARDecodeOptions,
    Decoder,
    DecodeResult,
    DiffusionDecodeOptions,
    available_decoders,
    get_decoder,
    register_decoder,
)
from sales_dlm.decoding.hybrid import HybridDecodeOptions, HybridDecoder
from sales_dlm.decoding.prompting import encode_prompt, encode_response, format_response
from sales_dlm.decoding.response import parse_email
from sales_dlm.decoding.sampler import SampleOutput, sample

__all__ = [
    "ARDecodeOptions",
    "DecodeResult",
    "Decoder",
    "DiffusionDecodeOptions",
    "HybridDecodeOptions",
    "HybridDecoder",
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
