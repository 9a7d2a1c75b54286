"""What a model name means, told without importing torch: the embedded default, a local folder,
a hub id, or a model on an OpenAI-compatible endpoint (`openai:MODEL`, never loaded here), and
whether a hub id can be had offline.

A hub id is used offline unless the caller allows a download (`--allow-download`): only a copy
already in the local hub cache is loaded, and an id with no copy there (a typo, most often)
fails at once with a message that says so, instead of the hub client retrying the network.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from sales_dlm.endpoints.config import ENDPOINT_PREFIX
from sales_dlm.errors import ModelError

EMBEDDED_NAME = "embedded"
NameKind = Literal["embedded", "local", "hub", "endpoint"]


def looks_like_path(name: str) -> bool:
    """A name the user clearly meant as a folder (so never send it to the hub)."""
    return (
        name.startswith(("/", "./", "../", "~", "\\"))
        or name.endswith(("/", "\\"))
        or name.count("/") > 1
        or "\\" in name
        or (len(name) > 1 and name[1] == ":")  # C:\models\...
    )


def name_kind(name: str) -> NameKind:
    if name == EMBEDDED_NAME:
        return "embedded"
    if name.startswith(ENDPOINT_PREFIX):
        return "endpoint"
    if Path(name).expanduser().exists() or looks_like_path(name):
        return "local"
    return "hub"


def hub_cached(hub_id: str) -> bool:
    """Whether the local hub cache holds this id's config.json (no network)."""
    try:
        from huggingface_hub import try_to_load_from_cache
    except ImportError:  # pragma: no cover - transformers depends on huggingface_hub
        return False
    try:
        found = try_to_load_from_cache(hub_id, "config.json")
    except Exception:  # noqa: BLE001 - an id the hub would refuse (spaces, ...) is not cached
        return False
    return isinstance(found, str)


def check_available(name: str, allow_download: bool) -> None:
    """Raise ModelError now for a hub id that is not in the local cache while downloads are not
    allowed (a local folder is checked when it is loaded)."""
    if name_kind(name) != "hub" or allow_download or hub_cached(name):
        return
    raise ModelError(
        f"model {name!r} is not a local folder, and the hub id is not in the local hub cache "
        "(nothing is downloaded unless you ask): check the spelling, pass a folder, or add "
        "--allow-download to fetch it from the hub"
    )
