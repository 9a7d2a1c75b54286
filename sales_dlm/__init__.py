"""sales-dlm: draft personalised cold emails to foreign buyers and fact-check every draft.

The library API, in the order of the flow (each is imported on first use, so `import sales_dlm`
stays light and the CLI starts fast):

    read_buyers(path)                 -> rows of a buyer CSV (inputs/records.py)
    load_sender(path), load_template(name)
    render(template, buyer, sender)   -> the prompt (prompts.py)
    load(name_or_path, kind=...)      -> a model and its tokenizer (models/loading.py)
    get_decoder("ar"|"diffusion", m)  -> a decoder (decoding/)
    context_for_file(path, ...)       -> the checker's context for a buyer file (facts/)
    check(draft, buyer, context)      -> findings (facts/)
    run_drafts(path, config, pool, ...)  -> a run directory (drafting/run.py)
    run_tuning(path, config, pool, ...)  -> a step-count recommendation (tuning/sweep.py)
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

__version__ = "0.1.0"

_API = {
    "read_buyers": "sales_dlm.inputs.records",
    "load_sender": "sales_dlm.inputs.records",
    "Buyer": "sales_dlm.inputs.records",
    "Sender": "sales_dlm.inputs.records",
    "load_template": "sales_dlm.prompts",
    "render": "sales_dlm.prompts",
    "load": "sales_dlm.models.loading",
    "get_decoder": "sales_dlm.decoding",
    "ARDecodeOptions": "sales_dlm.decoding",
    "DiffusionDecodeOptions": "sales_dlm.decoding",
    "context_for_file": "sales_dlm.facts",
    "check": "sales_dlm.facts",
    "Draft": "sales_dlm.facts",
    "DraftConfig": "sales_dlm.drafting.config",
    "ModelPool": "sales_dlm.decoding.pool",
    "run_drafts": "sales_dlm.drafting.run",
    "TuneConfig": "sales_dlm.tuning.sweep",
    "run_tuning": "sales_dlm.tuning.sweep",
}

__all__ = ["__version__", *sorted(_API)]


def __getattr__(name: str) -> Any:
    if name not in _API:
        raise AttributeError(f"module 'sales_dlm' has no attribute {name!r}")
    return getattr(import_module(_API[name]), name)


def __dir__() -> list[str]:
    return __all__
