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


class PolicyMeasure(_Result):
    """One way of drafting the sample (a setting, or an escalation policy), measured."""

    review_rate: float
    drafts_per_s: float | None = None
    forwards_per_draft: float = 0.0
    # every forward spent (failed attempts too) per draft that passed; None when none passed
    forwards_per_passing_draft: float | None = None
    # forwards of the attempts after each draft's first (redrafts, repairs, fallbacks) per draft
    escalation_forwards_per_draft: float = 0.0
    errors_by_type: dict[str, int] = Field(default_factory=dict)


class GroundingComparison(_Result):
    """`tune --compare-grounding`: one setting drafted with grounded decoding off and on."""

    decoder: str
    steps: int | None
    off: PolicyMeasure
    on: PolicyMeasure


class RepairComparison(_Result):
    """`tune --compare-repair`: escalating from `start` by full redrafts at the next step count
    of the sweep, against span repair at each count first (decoding/repair.py)."""

    start: int
    ladder: list[int]
    redraft: PolicyMeasure
    repair: PolicyMeasure
    repairs: int = 0  # repair attempts made
    repairs_passed: int = 0


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
    grounding_comparison: list[GroundingComparison] = Field(default_factory=list)
    repair_comparison: list[RepairComparison] = Field(default_factory=list)

    def to_json(self) -> dict:
        return self.model_dump(mode="json", exclude_none=False)
