"""Training the embedded default models from a recipe: corpus, tokenizer, AR and diffusion rounds,
held-out evaluation (`sales-dlm train --recipe embedded`; docs/training.md).

`load_recipe`, `Recipe`, `train_recipe` and `TrainingRecord` are imported on first use, so
that the CLI can read `training.outputs` without importing torch.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_LAZY = {
    "Recipe": "sales_dlm.training.recipe",
    "load_recipe": "sales_dlm.training.recipe",
    "TrainingRecord": "sales_dlm.training.train",
    "train_recipe": "sales_dlm.training.train",
}

__all__ = sorted(_LAZY)


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module 'sales_dlm.training' has no attribute {name!r}")
    return getattr(import_module(_LAZY[name]), name)
