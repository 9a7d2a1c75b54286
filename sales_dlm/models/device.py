"""Choosing the device and dtype a model runs on.

`auto` picks the fastest accelerator present: CUDA, then Apple MPS, then the CPU. bf16 halves
memory and doubles matmul throughput on CUDA GPUs that support it; on the CPU and on MPS float32
is the safe default (bf16 matmuls there are slow or emulated).
"""

from __future__ import annotations

import re

import torch

from sales_dlm.errors import DeviceError

DEVICE_CHOICES = ("auto", "cpu", "cuda", "mps")  # plus "cuda:N" for a specific GPU
_CUDA_INDEXED = re.compile(r"^cuda:(\d+)$")


def _mps_available() -> bool:
    backend = getattr(torch.backends, "mps", None)
    return bool(backend is not None and backend.is_available())


def resolve_device(name: str | torch.device | None = "auto") -> torch.device:
    """Turn a user's device name into a `torch.device` that exists on this machine.

    `None` and `"auto"` mean: cuda if present, else mps, else cpu. Raises `DeviceError` when the
    name is unknown or names an accelerator this machine does not have.
    """
    if isinstance(name, torch.device):
        name = str(name)
    requested = (name or "auto").strip().lower()
    if requested == "auto":
        if torch.cuda.is_available():
            return torch.device("cuda")
        if _mps_available():
            return torch.device("mps")
        return torch.device("cpu")
    if requested == "cpu":
        return torch.device("cpu")
    if requested == "mps":
        if not _mps_available():
            raise DeviceError("device 'mps' was requested but Apple MPS is not available here")
        return torch.device("mps")
    indexed = _CUDA_INDEXED.match(requested)
    if requested == "cuda" or indexed:
        if not torch.cuda.is_available():
            raise DeviceError(
                f"device {requested!r} was requested but CUDA is not available "
                "(no GPU, or torch was installed without CUDA support); use --device cpu"
            )
        if indexed:
            index = int(indexed.group(1))
            count = torch.cuda.device_count()
            if index >= count:
                raise DeviceError(
                    f"device {requested!r} was requested but this machine has {count} CUDA "
                    f"device(s) (cuda:0 .. cuda:{count - 1})"
                )
        return torch.device(requested)
    raise DeviceError(
        f"unknown device {name!r}; choose one of {', '.join(DEVICE_CHOICES)} or cuda:N"
    )


def default_dtype(device: torch.device | str) -> torch.dtype:
    """bf16 on CUDA GPUs that support it, float32 everywhere else."""
    device = torch.device(device)
    if device.type == "cuda" and torch.cuda.is_bf16_supported():
        return torch.bfloat16
    return torch.float32


def synchronize(device: torch.device | str) -> None:
    """Wait for queued kernels so wall-clock timings measure the work, not the launch."""
    device = torch.device(device)
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    elif device.type == "mps":
        torch.mps.synchronize()
