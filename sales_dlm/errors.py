"""Domain errors. Each one names the file and, where it can, the line or row at fault.

Nothing below cli.py prints or exits: library code raises these and the CLI turns them into
a message and exit code 2 (bad usage or unreadable input).
"""

from __future__ import annotations


class SalesDlmError(Exception):
    """Base class: a problem the user can fix, with a location when one is known."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None):
        self.message = message
        self.path = str(path) if path is not None else None
        self.line = line
        super().__init__(str(self))

    def __str__(self) -> str:
        if self.path and self.line is not None:
            return f"{self.path}:{self.line}: {self.message}"
        if self.path:
            return f"{self.path}: {self.message}"
        return self.message


class InputError(SalesDlmError):
    """An input file (buyer CSV, drafts JSONL, sender TOML) cannot be read or is malformed."""


class TemplateError(SalesDlmError):
    """A Jinja template is missing, has a syntax error or references an undefined variable."""


class ChecksError(SalesDlmError):
    """The checker's knowledge files (checks/*.toml) are missing or malformed."""


class ModelError(SalesDlmError):
    """A model cannot be found, loaded or placed on the requested device."""


class EndpointError(ModelError):
    """An OpenAI-compatible endpoint refused a request, or kept failing past the retries."""


class DeviceError(ModelError):
    """The requested device is unknown or not available on this machine."""


class JournalError(SalesDlmError):
    """A run directory's journal is unreadable or belongs to another input or configuration."""
