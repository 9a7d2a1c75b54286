"""The endpoint options `draft` and `tune` share (`--base-url`, `--concurrency`, ...), and the
`EndpointConfig` they make. Defaults are EndpointConfig's, as `config_option` reads them."""

from __future__ import annotations

import click
from pydantic import ValidationError

from sales_dlm.cli.common import config_option
from sales_dlm.endpoints.config import API_KEY_VARIABLES, EndpointConfig, is_endpoint_model

# click parameter name -> EndpointConfig field
FIELDS = {
    "base_url": "base_url",
    "endpoint_api": "api",
    "concurrency": "concurrency",
    "timeout": "timeout",
    "max_retries": "max_retries",
    "rpm": "rpm",
    "endpoint_steps_param": "steps_param",
    "endpoint_temperatures": "temperatures",
}
OPTION_OF = {field: name for name, field in FIELDS.items()}


def _temperatures(ctx, param, value: str) -> list[float]:
    try:
        values = [float(v) for v in value.split(",") if v.strip()]
    except ValueError:
        raise click.BadParameter(f"expected numbers separated by commas, got {value!r}") from None
    if not values or min(values) < 0:
        raise click.BadParameter("give one or more temperatures of 0 or more")
    return values


ENDPOINT_OPTIONS = [
    click.option(
        "--base-url",
        default=None,
        metavar="URL",
        help="The OpenAI-compatible server of an openai:MODEL --model, up to /v1 (e.g. "
        "http://127.0.0.1:8000/v1). The API key is read from "
        + " or ".join(API_KEY_VARIABLES)
        + ", never from an option. Default: none (models run in this process).",
    ),
    config_option(
        EndpointConfig,
        "api",
        "--endpoint-api",
        "endpoint_api",
        type=click.Choice(["chat", "completions"]),
        help="chat: system + user messages (instruct models); completions: the prompt as it is "
        "(base models).",
    ),
    config_option(
        EndpointConfig,
        "concurrency",
        "--concurrency",
        type=click.IntRange(min=1),
        help="Endpoint requests in flight at once (keep --batch-size at least as large).",
    ),
    config_option(
        EndpointConfig,
        "timeout",
        "--timeout",
        type=click.FloatRange(min=0, min_open=True),
        help="Seconds one endpoint request may take before it is retried.",
    ),
    config_option(
        EndpointConfig,
        "max_retries",
        "--max-retries",
        type=click.IntRange(min=0),
        help="Retries of a request on 429, 5xx, timeouts and refused connections (exponential "
        "backoff with jitter; the server's Retry-After wins) before the run stops, resumable.",
    ),
    config_option(
        EndpointConfig,
        "rpm",
        "--rpm",
        type=click.FloatRange(min=0, min_open=True),
        help="Endpoint requests started per minute at most. Default: no cap.",
    ),
    config_option(
        EndpointConfig,
        "steps_param",
        "--endpoint-steps-param",
        "endpoint_steps_param",
        metavar="NAME",
        help="A diffusion endpoint's request parameter for the step count (e.g. "
        "diffusion_steps), sent with each --steps. Default: none (an AR endpoint).",
    ),
    config_option(
        EndpointConfig,
        "temperatures",
        "--endpoint-temperatures",
        "endpoint_temperatures",
        callback=_temperatures,
        help="An AR endpoint's ladder, comma-separated: the first draft at the first, each "
        "redraft of a failed draft at the next (and the next seed).",
    ),
]


def endpoint_options(command):
    """Add the endpoint options to a click command, in the order above."""
    for option in reversed(ENDPOINT_OPTIONS):
        command = option(command)
    return command


def endpoint_config(
    models: list[str], values: dict, given: set[str], previous: dict | None = None
) -> EndpointConfig | None:
    """The run's EndpointConfig from the options (`values`: parameter name -> value; `given`:
    those set on the command line), or None when no model is an endpoint's. `previous`: the
    endpoint settings a resumed run began with, kept for the options not given now.
    UsageError for an endpoint option without an endpoint model, or a model without its URL."""
    if not any(is_endpoint_model(model) for model in models):
        stray = sorted(f"--{name.replace('_', '-')}" for name in given if name in FIELDS)
        if stray:
            raise click.UsageError(
                f"{', '.join(stray)}: only for a model on an endpoint (--model openai:MODEL)"
            )
        return None
    if not values.get("base_url"):
        raise click.UsageError("a model on an endpoint (openai:MODEL) needs --base-url URL")
    settings = {FIELDS[name]: value for name, value in values.items() if name in FIELDS}
    for field, value in (previous or {}).items():
        if OPTION_OF.get(field) not in given:  # the run's own setting, as draft keeps its others
            settings[field] = value
    try:
        return EndpointConfig(**settings)
    except ValidationError as exc:
        raise click.UsageError(
            "; ".join(e["msg"].removeprefix("Value error, ") for e in exc.errors())
        ) from exc
