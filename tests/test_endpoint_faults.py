"""The endpoint decoder against a misbehaving server (tests/endpoint_server.py, a real HTTP
server on 127.0.0.1): 429 with Retry-After honoured, 500 retried, a slow answer past the
timeout retried, the retries' end, refusals not retried, the rpm cap and the concurrency bound."""

from __future__ import annotations

from itertools import pairwise

import pytest

from sales_dlm.decoding.endpoint import EndpointDecoder
from sales_dlm.endpoints.config import EndpointConfig
from sales_dlm.errors import EndpointError
from tests.endpoint_server import FakeEndpoint

PROMPT = (
    "Task: write a first-contact sales email.\nBuyer company: Nordhavn Seafood A/S\n"
    "Contact: Mette Kristensen\nTitle: Category Manager\nCountry: Denmark\n"
    "Category: frozen seafood\n"
)
COMPANIES = ["Nordhavn Seafood A/S", "Hoffmann Industrietechnik GmbH", "Danube Cosmetics Kft."]


def prompt_for(company: str) -> str:
    return PROMPT.replace("Nordhavn Seafood A/S", company)


def decoder(server: FakeEndpoint, **settings) -> EndpointDecoder:
    # retries fast, so the tests wait only where the server says so
    settings = {"retry_base": 0.05, "retry_cap": 0.2, "max_retries": 3, **settings}
    config = EndpointConfig(base_url=server.base_url, **settings)
    return EndpointDecoder("openai:fake", config, kind="ar")


def test_answer_is_parsed_with_usage():
    with FakeEndpoint() as server:
        [result] = decoder(server).decode([PROMPT])
    assert result.subject == "Frozen seafood for Nordhavn Seafood A/S"
    assert result.body.startswith("Dear Mette,")
    assert result.request.retries == 0 and result.request.failures == []
    assert result.request.prompt_tokens == len(PROMPT.split())
    assert result.request.completion_tokens == len(result.text.split())
    assert result.request.finish_reason == "stop"
    [request] = server.requests
    assert request.path == "/v1/chat/completions"
    assert request.body["model"] == "fake"
    assert [m["role"] for m in request.body["messages"]] == ["system", "user"]
    assert request.body["messages"][1]["content"] == PROMPT
    assert request.body["temperature"] == 0.0 and request.body["max_tokens"] == 160


def test_429_waits_for_retry_after():
    with FakeEndpoint(faults=[{"status": 429, "headers": {"Retry-After": "1"}}]) as server:
        [result] = decoder(server).decode([PROMPT])
    first, second = server.requests
    assert second.at - first.at >= 1.0  # the server's 1 s, not the 0.05 s backoff
    assert result.request.retries == 1 and result.request.failures == ["429"]
    assert result.subject.endswith("Nordhavn Seafood A/S")


def test_500_is_retried_with_backoff():
    with FakeEndpoint(faults=[{"status": 500}, {"status": 503}]) as server:
        [result] = decoder(server).decode([PROMPT])
    assert len(server.requests) == 3
    assert result.request.retries == 2 and result.request.failures == ["500", "503"]


def test_slow_answer_past_the_timeout_is_retried():
    with FakeEndpoint(faults=[{"sleep": 2.0}]) as server:
        [result] = decoder(server, timeout=0.5).decode([PROMPT])
    assert len(server.requests) == 2
    assert result.request.failures == ["timeout"]
    assert result.request.latency_s >= 0.5


def test_gives_up_after_max_retries_naming_the_failures():
    with FakeEndpoint(faults=[{"status": 502}] * 3) as server:
        with pytest.raises(EndpointError) as error:
            decoder(server, max_retries=2).decode([PROMPT])
    assert len(server.requests) == 3
    assert str(error.value) == (
        f"{server.base_url}/chat/completions failed 3 times (502, 502, 502); gave up after "
        "--max-retries 2"
    )


def test_a_refusal_is_not_retried():
    with FakeEndpoint(faults=[{"status": 401}]) as server:
        with pytest.raises(EndpointError) as error:
            decoder(server).decode([PROMPT])
    assert len(server.requests) == 1
    assert str(error.value) == (
        f"{server.base_url}/chat/completions answered 401: "
        '{"error": {"message": "injected"}} (the API key is read from SALES_DLM_API_KEY or '
        "OPENAI_API_KEY)"
    )


def test_a_server_that_is_gone_is_retried_then_given_up():
    server = FakeEndpoint()
    base_url = server.base_url
    server.stop()  # the port is closed: connections are refused
    config = EndpointConfig(base_url=base_url, retry_base=0.05, max_retries=2)
    with pytest.raises(EndpointError) as error:
        EndpointDecoder("openai:fake", config, kind="ar").decode([PROMPT])
    assert "failed 3 times (connection, connection, connection)" in str(error.value)


def test_rpm_spaces_the_requests():
    with FakeEndpoint() as server:
        decoder(server, rpm=120, concurrency=3).decode([prompt_for(c) for c in COMPANIES])
    starts = sorted(r.at for r in server.requests)
    gaps = [b - a for a, b in pairwise(starts)]
    # 60 s / 120 = 0.5 s apart when sent; seen at the server, less the network's jitter
    assert len(gaps) == 2 and min(gaps) >= 0.4 and sum(gaps) >= 0.9


def test_concurrency_is_bounded_and_order_kept():
    prompts = [prompt_for(c) for c in COMPANIES * 3]
    with FakeEndpoint(delay=0.2) as server:
        results = decoder(server, concurrency=2).decode(prompts)
    assert server.max_in_flight == 2
    assert [r.subject.split(" for ")[1] for r in results] == COMPANIES * 3


def test_completions_api_sends_the_prompt_as_it_is():
    with FakeEndpoint() as server:
        [result] = decoder(server, api="completions").decode([PROMPT])
    [request] = server.requests
    assert request.path == "/v1/completions" and request.body["prompt"] == PROMPT
    assert "messages" not in request.body
    assert result.subject == "Frozen seafood for Nordhavn Seafood A/S"


def test_api_key_comes_from_the_environment(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-other")
    monkeypatch.setenv("SALES_DLM_API_KEY", "sk-ours")
    with FakeEndpoint() as server:
        decoder(server).decode([PROMPT])
        monkeypatch.delenv("SALES_DLM_API_KEY")
        decoder(server).decode([PROMPT])
    assert [r.headers["Authorization"] for r in server.requests] == [
        "Bearer sk-ours",
        "Bearer sk-other",
    ]


def test_ctrl_c_before_the_event_loop_starts_leaves_no_coroutine_unawaited(monkeypatch):
    """A Ctrl+C can land between building the batch's coroutine and the loop starting it; the
    user must see only the "interrupted" line, not a RuntimeWarning after it."""
    import gc
    import warnings

    import sales_dlm.decoding.endpoint

    def interrupted_before_start(coroutine):
        raise KeyboardInterrupt

    monkeypatch.setattr(sales_dlm.decoding.endpoint.asyncio, "run", interrupted_before_start)
    config = EndpointConfig(base_url="http://127.0.0.1:9/v1")  # never contacted
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(KeyboardInterrupt):
            EndpointDecoder("openai:fake", config, kind="ar").decode([PROMPT])
        gc.collect()
    assert not [w for w in caught if "never awaited" in str(w.message)]
