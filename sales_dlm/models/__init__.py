"""Models: loading any model (embedded default, local folder or hub id), device and dtype choice."""

from sales_dlm.models.device import default_dtype, resolve_device, synchronize
from sales_dlm.models.loading import EMBEDDED_DIR, LoadedModel, detect_kind, load, wrap

__all__ = [
    "EMBEDDED_DIR",
    "LoadedModel",
    "default_dtype",
    "detect_kind",
    "load",
    "resolve_device",
    "synchronize",
    "wrap",
]
