"""What escalation means for an endpoint model: the attempts a draft may get.

A diffusion endpoint climbs the usual ladder of step counts (its step count goes to the server
in the request, `--endpoint-steps-param`), then the AR fallback: that is DraftConfig's own
schedule. An AR endpoint's ladder is its temperatures (`--endpoint-temperatures 0,0.7,1`): the
same setting once per rung, the pool telling the rungs apart by how often the setting came
before (drafting.core.escalate), then, with `--fallback ar`, the fallback model.
"""

from __future__ import annotations

from sales_dlm.endpoints.config import is_endpoint_model
from sales_dlm.errors import ModelError

# the schedule's name of the fallback model's attempt after an AR endpoint's ladder
FALLBACK = "fallback"


def endpoint_schedule(config) -> list[tuple[str, int | None]] | None:
    """The AR endpoint's ladder for a `DraftConfig`; None where the usual schedule applies."""
    if not is_endpoint_model(config.model):
        return None
    if config.decoder == "hybrid":
        raise ModelError(
            "--decoder hybrid verifies the drafter's tokens with the AR model's logits, which "
            "an endpoint does not return: use --decoder ar or diffusion with an openai: model"
        )
    if config.decoder != "ar":
        return None
    plan: list[tuple[str, int | None]] = [("ar", None)] * len(config.endpoint.temperatures)
    if config.fallback == "ar":
        plan.append((FALLBACK, None))
    return plan
