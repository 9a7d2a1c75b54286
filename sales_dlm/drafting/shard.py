"""`--shard i/n`: several `draft` processes split one buyer file between them.

A row belongs to shard `i` of `n` when its position in the file (0-based, invalid and
duplicate rows counted too) leaves remainder `i - 1` divided by `n`. By position rather than
by a hash of the buyer id: every row has a position (an invalid row may have no id), the split
is exact and even (shard sizes differ by at most one), and every shard still reads the whole
file, so duplicates and the checker's cross-buyer knowledge are judged over all buyers, as in
one run. Positions depend on the file, and the run fingerprint pins the file's content, so a
resumed shard sees the same rows.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field, model_serializer, model_validator

SHARD_TEXT = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


class Shard(BaseModel):
    """Shard `index` of `count` (1-based, as `--shard 2/3` says it); written as "2/3"."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    index: int = Field(ge=1)
    count: int = Field(ge=1)

    @model_validator(mode="before")
    @classmethod
    def _from_text(cls, data):
        if isinstance(data, str):
            match = SHARD_TEXT.match(data)
            if not match:
                raise ValueError(f"--shard takes i/n such as 2/3, got {data!r}")
            return {"index": int(match.group(1)), "count": int(match.group(2))}
        return data

    @model_validator(mode="after")
    def _index_in_range(self) -> Shard:
        if self.index > self.count:
            raise ValueError(f"--shard {self.index}/{self.count}: i must be 1..{self.count}")
        return self

    @model_serializer
    def _as_text(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"

    def holds(self, position: int) -> bool:
        """Whether the row at `position` (0-based, in file order) is this shard's."""
        return position % self.count == self.index - 1
