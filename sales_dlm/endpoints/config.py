"""What an OpenAI-compatible endpoint run needs to know: where the server is, how to talk to it,
and how hard to push it (`EndpointConfig`).

The API key is never a field here: it is read from the environment when a request is made
(`api_key()`), so it never reaches the command line, the run folder, the journal or the manifest.
"""

from __future__ import annotations

import os
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

# `--model openai:MODEL`: the model name the server knows, after this prefix
ENDPOINT_PREFIX = "openai:"
# The environment variables the key is read from, first found wins: our own name first, so a
# team can keep its provider key for other tools and point sales-dlm at another server
API_KEY_VARIABLES = ("SALES_DLM_API_KEY", "OPENAI_API_KEY")
# Instruct models are told the response format the parser reads (response.parse_email); the
# template's rendered prompt is the user message
SYSTEM_PROMPT = (
    "You write one cold sales email. Answer with the first line `Subject: <subject>`, then the "
    "body. Use only the facts given."
)
EndpointApi = Literal["chat", "completions"]


def is_endpoint_model(name: str | None) -> bool:
    return bool(name) and str(name).startswith(ENDPOINT_PREFIX)


def served_name(name: str) -> str:
    """`openai:MODEL` -> `MODEL`, the name the request carries."""
    return name[len(ENDPOINT_PREFIX) :]


def api_key() -> str | None:
    for variable in API_KEY_VARIABLES:
        value = os.environ.get(variable)
        if value:
            return value
    return None


class EndpointConfig(BaseModel):
    """How drafts are requested from an OpenAI-compatible server. `fingerprint()` holds the
    fields that change the drafts; where the server is and how hard it is pushed do not."""

    model_config = ConfigDict(extra="forbid")

    # e.g. http://127.0.0.1:8000/v1; the path up to and including /v1, as OpenAI clients take it
    base_url: str
    # chat = /chat/completions with a system and a user message (instruct models); completions =
    # /completions with the prompt as it is (base models, and servers without a chat template)
    api: EndpointApi = "chat"
    # requests in flight at once; 8 keeps a single vLLM/SGLang GPU busy without queueing long
    concurrency: int = Field(default=8, ge=1)
    # seconds one request may take before it is abandoned and retried; a 160-token draft takes
    # a few seconds on a loaded GPU server, a minute is far past that
    timeout: float = Field(default=60.0, gt=0)
    # retries of one request on 429, 5xx, timeouts and refused connections before the run
    # stops (resumable); 5 with backoff spans about a minute of outage
    max_retries: int = Field(default=5, ge=0)
    # first backoff in seconds, doubled per retry (with jitter) up to retry_cap; a server's
    # Retry-After header overrides it
    retry_base: float = Field(default=0.5, gt=0)
    retry_cap: float = Field(default=30.0, gt=0)
    # requests started per minute at most (hosted APIs' rate limits); None = no cap
    rpm: float | None = Field(default=None, gt=0)
    # a diffusion endpoint's step-count parameter, sent in the request body (vLLM/SGLang
    # `extra_body`), e.g. "diffusion_steps"; None = the server cannot be asked for steps
    steps_param: str | None = None
    # an AR endpoint's ladder: the first draft at the first temperature, each redraft of a
    # failed draft at the next (and the next seed); 0 = greedy, reproducible
    temperatures: list[float] = Field(default_factory=lambda: [0.0], min_length=1)
    # the in-process AR budget (ARDecodeOptions.max_new_tokens), so both compare fairly
    max_tokens: int = Field(default=160, ge=1)
    system_prompt: str = SYSTEM_PROMPT

    @field_validator("base_url")
    @classmethod
    def _http_url(cls, url: str) -> str:
        if not url.startswith(("http://", "https://")):
            raise ValueError(f"--base-url must start with http:// or https://, got {url!r}")
        return url.rstrip("/")

    @field_validator("temperatures")
    @classmethod
    def _non_negative(cls, values: list[float]) -> list[float]:
        if any(t < 0 for t in values):
            raise ValueError(f"temperatures must be 0 or more, got {values}")
        return values

    def fingerprint(self) -> dict:
        """What changes the drafts (the server's address and our manners do not)."""
        return self.model_dump(
            include={"api", "steps_param", "temperatures", "max_tokens", "system_prompt"}
        )
