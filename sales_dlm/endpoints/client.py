"""One completion request to an OpenAI-compatible server, with the manners a shared server
expects: a per-request deadline, retries with exponential backoff and jitter on 429, 5xx,
timeouts and refused connections, the server's `Retry-After` honoured, and requests paced to a
requests-per-minute cap. Any other refusal (400, 401, 404, ...) is an `EndpointError` at once:
asking again would get the same answer.
"""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass
from email.utils import parsedate_to_datetime

import httpx2

from sales_dlm.contract import RequestOutcome
from sales_dlm.endpoints.config import API_KEY_VARIABLES, EndpointConfig
from sales_dlm.errors import EndpointError

# 408 Request Timeout and 429 Too Many Requests are worth asking again; so is any 5xx
RETRIED_STATUSES = {408, 429}
# what a refusal's message quotes of the server's answer
DETAIL_CHARS = 300


@dataclass
class Completion:
    text: str
    outcome: RequestOutcome


class Pacer:
    """Spaces request starts 60/rpm seconds apart, so no minute holds more than `rpm` of them.
    Each start is reserved before the wait, so concurrent requests queue in order; the state is
    plain clock readings, so one pacer serves every batch's event loop."""

    def __init__(self, rpm: float | None):
        self.interval = 60.0 / rpm if rpm else 0.0
        self._next = 0.0

    async def wait(self) -> None:
        if not self.interval:
            return
        now = time.monotonic()
        start = max(now, self._next)
        self._next = start + self.interval
        if start > now:
            await asyncio.sleep(start - now)


def retry_after_seconds(value: str | None) -> float | None:
    """A `Retry-After` header in seconds: a number of seconds or an HTTP date; None if absent
    or unreadable (the backoff applies then)."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def backoff_seconds(retry: int, config: EndpointConfig, rng: random.Random) -> float:
    """Exponential backoff with equal jitter: half of base*2^retry (capped) for sure, the other
    half at random, so clients that failed together do not come back together."""
    ceiling = min(config.retry_cap, config.retry_base * 2**retry)
    return ceiling / 2 + rng.uniform(0, ceiling / 2)


def _detail(response: httpx2.Response) -> str:
    text = response.text.strip().replace("\n", " ")
    return text[:DETAIL_CHARS] + ("..." if len(text) > DETAIL_CHARS else "")


def _refusal(url: str, response: httpx2.Response) -> EndpointError:
    hint = ""
    if response.status_code in (401, 403):
        hint = f" (the API key is read from {' or '.join(API_KEY_VARIABLES)})"
    elif response.status_code == 404:
        hint = " (check --base-url, which ends in /v1, the model name and --endpoint-api)"
    return EndpointError(f"{url} answered {response.status_code}: {_detail(response)}{hint}")


def _read_answer(url: str, data: object, api: str) -> tuple[str, dict, str | None]:
    """(text, usage, finish reason) of a chat or completions answer."""
    try:
        choice = data["choices"][0]  # type: ignore[index]
        text = choice["message"]["content"] if api == "chat" else choice["text"]
    except (KeyError, IndexError, TypeError):
        raise EndpointError(f"{url} answered 200 without a completion in choices[0]") from None
    usage = data.get("usage") if isinstance(data, dict) else None  # type: ignore[union-attr]
    return text or "", usage if isinstance(usage, dict) else {}, choice.get("finish_reason")


async def request_completion(
    client: httpx2.AsyncClient,
    path: str,
    body: dict,
    config: EndpointConfig,
    pacer: Pacer,
    rng: random.Random,
) -> Completion:
    """POST `body` to `path` until it is answered, retrying what is worth retrying; the
    outcome says how long it took and what failed on the way."""
    url = f"{config.base_url}{path}"
    failures: list[str] = []
    started = time.perf_counter()
    for retry in range(config.max_retries + 1):
        await pacer.wait()
        wait: float | None = None
        try:
            response = await asyncio.wait_for(client.post(path, json=body), config.timeout)
        except (asyncio.TimeoutError, httpx2.TimeoutException):
            failures.append("timeout")
        except httpx2.TransportError:
            failures.append("connection")
        else:
            if response.status_code == 200:
                try:
                    data = response.json()
                except ValueError:
                    raise EndpointError(f"{url} answered 200 with no JSON") from None
                text, usage, finish = _read_answer(url, data, config.api)
                outcome = RequestOutcome(
                    latency_s=round(time.perf_counter() - started, 4),
                    retries=len(failures),
                    failures=failures,
                    prompt_tokens=usage.get("prompt_tokens"),
                    completion_tokens=usage.get("completion_tokens"),
                    finish_reason=finish,
                    temperature=body.get("temperature"),
                    seed=body.get("seed"),
                )
                return Completion(text=text, outcome=outcome)
            status = response.status_code
            if status not in RETRIED_STATUSES and status < 500:
                raise _refusal(url, response)
            failures.append(str(status))
            wait = retry_after_seconds(response.headers.get("retry-after"))
        if retry == config.max_retries:
            break
        await asyncio.sleep(wait if wait is not None else backoff_seconds(retry, config, rng))
    raise EndpointError(
        f"{url} failed {len(failures)} times ({', '.join(failures)}); gave up after "
        f"--max-retries {config.max_retries}"
    )
