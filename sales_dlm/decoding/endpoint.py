"""The endpoint decoder: drafts requested from an OpenAI-compatible server (vLLM, SGLang, Ollama,
`transformers serve`, a hosted API) instead of a model in this process.

A batch of prompts becomes one request each, at most `concurrency` in flight; the batch returns
when every request is answered, in prompt order. A request that keeps failing past its retries
cancels the rest of the batch and raises `EndpointError`: nothing of that batch reaches the
journal, so `--resume` sends those rows again and no others. Ctrl+C cancels the requests in
flight the same way.

Escalation has the endpoint's own meaning: a diffusion endpoint gets its step count in the
request body under the parameter the server names (`EndpointConfig.steps_param`); an AR
endpoint's redrafts climb its ladder of temperatures, each with the next seed.
There is no grounded decoding (grounding.py needs the logits); the checker still checks every
draft.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Sequence

import httpx2
from pydantic import BaseModel, ConfigDict, Field

from sales_dlm.contract import RequestOutcome
from sales_dlm.decoding.base import DecodeResult
from sales_dlm.decoding.response import parse_email
from sales_dlm.endpoints.client import Pacer, request_completion
from sales_dlm.endpoints.config import EndpointConfig, api_key, served_name
from sales_dlm.errors import ModelError

PATHS = {"chat": "/chat/completions", "completions": "/completions"}


class EndpointDecodeOptions(BaseModel):
    """One setting of the endpoint decoder."""

    model_config = ConfigDict(extra="forbid")

    # denoising steps for a diffusion endpoint (sent as EndpointConfig.steps_param); None = AR
    steps: int | None = Field(default=None, ge=1)
    # 0 = greedy: reproducible drafts, as in-process AR
    temperature: float = Field(default=0.0, ge=0.0)
    seed: int = 0


class EndpointDecodeResult(DecodeResult):
    """A draft and the outcome of the request that fetched it (tokens as the server counted
    them: the generated ids themselves never leave the server)."""

    request: RequestOutcome


class EndpointDecoder:
    """Drafts from an OpenAI-compatible endpoint; `model` is `openai:MODEL`."""

    name = "endpoint"
    options_class = EndpointDecodeOptions
    grounds = False

    def __init__(self, model: str, config: EndpointConfig, *, kind: str, seed: int = 0):
        if kind == "diffusion" and not config.steps_param:
            raise ModelError(
                f"{model} is drafted as a diffusion model, but the server cannot be told a step "
                "count: name its parameter with --endpoint-steps-param (e.g. diffusion_steps), "
                "or draft with --decoder ar"
            )
        self.model = model
        self.config = config
        self.kind = kind  # "ar" or "diffusion": whether steps are sent
        self.seed = seed
        self.pacer = Pacer(config.rpm)  # kept across batches: the cap is per minute, not batch
        self._rng = random.Random(seed)  # backoff jitter; seeded so a run's waits can be replayed

    def default_options(self) -> EndpointDecodeOptions:
        return EndpointDecodeOptions(temperature=self.config.temperatures[0], seed=self.seed)

    def options_for(self, steps: int | None, rung: int = 0) -> EndpointDecodeOptions:
        """The options of one setting: a diffusion endpoint's step count, or an AR endpoint's
        `rung`-th redraft (its temperature, and the seed moved on by as much)."""
        ladder = self.config.temperatures
        return EndpointDecodeOptions(
            steps=steps if self.kind == "diffusion" else None,
            temperature=ladder[min(rung, len(ladder) - 1)],
            seed=self.seed + rung,
        )

    def body(self, prompt: str, options: EndpointDecodeOptions) -> dict:
        """The JSON body of one request."""
        config = self.config
        body: dict = {
            "model": served_name(self.model),
            "max_tokens": config.max_tokens,
            "temperature": options.temperature,
            "seed": options.seed,
            "stream": False,
        }
        if config.api == "chat":
            body["messages"] = [
                {"role": "system", "content": config.system_prompt},
                {"role": "user", "content": prompt},
            ]
        else:
            body["prompt"] = prompt
        if options.steps is not None and config.steps_param:
            body[config.steps_param] = options.steps  # what OpenAI clients call extra_body
        return body

    def decode(
        self, prompts: Sequence[str], options: EndpointDecodeOptions | None = None
    ) -> list[EndpointDecodeResult]:
        options = options or self.default_options()
        if not prompts:
            return []
        work = self._decode(list(prompts), options)
        try:
            return asyncio.run(work)
        finally:
            # a Ctrl+C that lands before the loop starts `work` would leave it never awaited,
            # and Python would print a RuntimeWarning after the "interrupted" line
            work.close()

    async def _decode(
        self, prompts: list[str], options: EndpointDecodeOptions
    ) -> list[EndpointDecodeResult]:
        config = self.config
        headers = {"Authorization": f"Bearer {key}"} if (key := api_key()) else {}
        gate = asyncio.Semaphore(config.concurrency)
        limits = httpx2.Limits(max_connections=config.concurrency)
        started = time.perf_counter()
        async with httpx2.AsyncClient(
            base_url=config.base_url, headers=headers, timeout=config.timeout, limits=limits
        ) as client:

            async def one(prompt: str):
                async with gate:
                    return await request_completion(
                        client,
                        PATHS[config.api],
                        self.body(prompt, options),
                        config,
                        self.pacer,
                        self._rng,
                    )

            tasks = [asyncio.ensure_future(one(prompt)) for prompt in prompts]
            try:
                answers = await asyncio.gather(*tasks)
            except BaseException:
                for task in tasks:  # one request gave up (or Ctrl+C): stop the others
                    task.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)
                raise
        share = (time.perf_counter() - started) / len(prompts)
        steps = options.steps or 0
        results = []
        for answer in answers:
            subject, body = parse_email(answer.text)
            results.append(
                EndpointDecodeResult(
                    text=answer.text,
                    subject=subject,
                    body=body,
                    tokens=[],
                    forwards=0,  # the server's forwards are not ours to count
                    steps=steps,
                    steps_used=steps,  # what was asked; the server does not say what it spent
                    seconds=share,
                    request=answer.outcome,
                )
            )
        return results
