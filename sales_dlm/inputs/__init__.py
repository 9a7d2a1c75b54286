"""Inputs: the buyer file (CSV, its dialect and column aliases), the sender profile, `validate`."""

from sales_dlm.inputs.records import (
    DEFAULT_SENDER,
    Buyer,
    RowResult,
    Sender,
    load_sender,
    read_buyers,
)

__all__ = ["DEFAULT_SENDER", "Buyer", "RowResult", "Sender", "load_sender", "read_buyers"]
