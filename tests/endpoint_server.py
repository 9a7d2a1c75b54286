"""A small OpenAI-compatible server for the endpoint tests: a real HTTP server (http.server)
on 127.0.0.1 in a thread, started and stopped by the test.

It answers `/v1/chat/completions` and `/v1/completions` with a correct email written from the
prompt's facts (tests.fake_decoder), so drafts pass the checker; and it misbehaves on request:
`faults` are consumed one per request, in arrival order, before it answers normally
(`{"status": 429, "headers": {"Retry-After": "1"}}`, `{"status": 500}`, `{"sleep": 2.0}`).
`misspell_at_zero` companies are misspelled at temperature 0 (an AR ladder's first rung);
`needs` maps a company to the `diffusion_steps` it needs to be spelled right. `die_after`: it
answers that many requests, in arrival order, then drops every connection and closes its socket
(a server killed mid-run); counted by arrival, so two requests in flight cannot both slip in.
Every request is recorded with its arrival time, body and headers.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from tests.fake_decoder import email_for, facts_from_prompt, misspell


@dataclass
class Request:
    at: float
    path: str
    body: dict
    headers: dict


@dataclass
class FakeEndpoint:
    faults: list[dict] = field(default_factory=list)
    misspell_at_zero: set[str] = field(default_factory=set)
    needs: dict[str, int] = field(default_factory=dict)
    die_after: int | None = None
    delay: float = 0.0  # seconds before every normal answer (to see concurrency)
    requests: list[Request] = field(default_factory=list)
    answered: int = 0
    in_flight: int = 0
    max_in_flight: int = 0

    def __post_init__(self):
        self._lock = threading.Lock()
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep the test output clean
                pass

            def do_POST(self):
                endpoint._handle(self)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.server.block_on_close = False  # stop() does not wait for a sleeping answer
        # a client that gave up (a timeout test) breaks the pipe of the late answer: expected
        self.server.handle_error = lambda request, address: None
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> FakeEndpoint:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def stop(self) -> None:
        if self._thread.is_alive():
            self.server.shutdown()
        self.server.server_close()

    def _handle(self, handler: BaseHTTPRequestHandler) -> None:
        length = int(handler.headers.get("Content-Length", 0))
        body = json.loads(handler.rfile.read(length) or b"{}")
        with self._lock:
            arrival = Request(time.monotonic(), handler.path, body, dict(handler.headers))
            self.requests.append(arrival)
            fault = self.faults.pop(0) if self.faults else None
            dead = self.die_after is not None and len(self.requests) > self.die_after
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
        left = []

        def leave() -> None:
            # out of flight before the answer is written: once the client has it, it may send
            # its next request before this thread runs again
            if not left:
                left.append(True)
                with self._lock:
                    self.in_flight -= 1

        try:
            if dead:
                handler.close_connection = True  # no answer at all, as from a killed process
                return
            if fault and "sleep" in fault:
                time.sleep(fault["sleep"])
            if fault and "status" in fault:
                leave()
                self._send(
                    handler,
                    fault["status"],
                    {"error": {"message": "injected"}},
                    fault.get("headers", {}),
                )
                return
            time.sleep(self.delay)
            answer = self._answer(handler.path, body)
            leave()
            self._send(handler, 200, answer)
            with self._lock:
                self.answered += 1
                if self.die_after is not None and self.answered >= self.die_after:
                    threading.Thread(target=self.stop, daemon=True).start()
        finally:
            leave()

    def _answer(self, path: str, body: dict) -> dict:
        chat = path.endswith("/chat/completions")
        prompt = body["messages"][-1]["content"] if chat else body["prompt"]
        facts = facts_from_prompt(prompt)
        company = facts["company"]
        wrong = (body.get("temperature") == 0 and company in self.misspell_at_zero) or (
            body.get("diffusion_steps", 0) < self.needs.get(company, 0)
        )
        subject, text = email_for(facts, misspell(company) if wrong else company)
        content = f"Subject: {subject}\n{text}"
        choice = {"index": 0, "finish_reason": "stop"}
        choice.update(
            {"message": {"role": "assistant", "content": content}} if chat else {"text": content}
        )
        usage = {"prompt_tokens": len(prompt.split()), "completion_tokens": len(content.split())}
        return {
            "id": "fake",
            "object": "chat.completion" if chat else "text_completion",
            "model": body.get("model"),
            "choices": [choice],
            "usage": usage,
        }

    @staticmethod
    def _send(handler, status: int, payload: dict, headers: dict | None = None) -> None:
        data = json.dumps(payload).encode()
        handler.send_response(status)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(data)))
        for key, value in (headers or {}).items():
            handler.send_header(key, value)
        handler.end_headers()
        handler.wfile.write(data)
