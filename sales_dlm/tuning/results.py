"""What `tune` measures, typed: a row per setting, the escalation it implies, the choice.

`TuningResult.to_json()` is `tuning.json`; fields are only ever added, with defaults.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class _Result(BaseModel):
    model_config = ConfigDict(extra="allow")


class Escalation(_Result):
    """Drafting at `start` and redrafting each failure at the next step count of the sweep."""

    start: int
    ladder: list[int]
    final_review_rate: float
    mean_steps_spent: float
    mean_seconds: float


class TuningRow(_Result):
    """One setting of the sweep, measured on the sample."""

    decoder: str
    steps: int | None  # denoising steps; None for AR
    drafts: int = 0
    review_rate: float
    errors_by_type: dict[str, int] = Field(default_factory=dict)
    drafts_per_s: float | None = None
    tokens_per_s: float | None = None
    p50_s: float = 0.0
    p95_s: float = 0.0
    forwards_per_draft: float = 0.0
    mean_steps_used: float = 0.0
    cost_per_1k: float = 0.0
    escalation: Escalation | None = None
    # hybrid: tokens each AR verification forward yields (accepted drafts + AR's own token)
    tokens_per_ar_forward: float | None = None
    # endpoint: tokens per draft as the server counted them (cost_per_1k is priced on them,
    # p50_s/p95_s are the requests' latency); None in-process
    prompt_tokens_per_draft: float | None = None
    completion_tokens_per_draft: float | None = None


class Recommendation(_Result):
    decoder: str
    steps: int | None
    review_rate: float
    speedup_vs_ar: float | None
    meets_bar: bool
    reason: str


class TuningResult(_Result):
    rows: list[TuningRow]
    recommendation: Recommendation
    device: str
    model: str
    sample: int
    quality_bar: float
    hour_cost_usd: float
    hour_cost_kind: str
    config: dict = Field(default_factory=dict)
    oom_batch_splits: int = 0

    def to_json(self) -> dict:
        return self.model_dump(mode="json", exclude_none=False)
