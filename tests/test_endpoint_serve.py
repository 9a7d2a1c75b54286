"""The endpoint decoder against a real OpenAI-compatible server: `transformers serve` (pip
install 'transformers[serving]', in the test extra) started by the test on 127.0.0.1 with the
embedded AR model, offline (HF_HUB_OFFLINE=1: a local folder needs no hub).

The served folder is the embedded AR model and tokenizer plus a chat template that renders the
user message and the tokenizer's sep token: exactly the ids the in-process AR decoder feeds the
model (decoding/prompting.py: tokens(prompt) + [sep]; the system message is the template's to
drop, and this one drops it, as the model was never trained with one). At temperature 0 the
endpoint's drafts then equal the in-process drafts of the same folder. They cannot equal the
drafts of `--model embedded`: in-process, the embedded model's drafts are grounded (names
completed exactly once started, decoding/grounding.py), which needs the logits at every step,
and a server does not hand them out.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.drafting.journal import read_journal
from sales_dlm.models.loading import EMBEDDED_MODEL_DIRS, EMBEDDED_TOKENIZER_DIR

pytestmark = pytest.mark.slow

SAMPLE = Path(__file__).resolve().parents[1] / "buyers" / "sample.csv"
CHAT_TEMPLATE = (
    "{% for m in messages %}{% if m['role'] == 'user' %}{{ m['content'] }}{% endif %}"
    "{% endfor %}{{ sep_token }}"
)
STARTUP_SECONDS = 180  # loading torch, transformers and the model on a busy 2-core machine


def served_folder(root: Path) -> Path:
    """The embedded AR model and its tokenizer in one folder, with the chat template."""
    folder = root / "embedded-ar"
    folder.mkdir()
    for source in (EMBEDDED_MODEL_DIRS["ar"], EMBEDDED_TOKENIZER_DIR):
        for path in source.iterdir():
            shutil.copy(path, folder / path.name)
    config_path = folder / "tokenizer_config.json"
    config = json.loads(config_path.read_text())
    config["chat_template"] = CHAT_TEMPLATE
    config_path.write_text(json.dumps(config, indent=2))
    return folder


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """`transformers serve FOLDER` on 127.0.0.1:port, as a child process of the test."""

    def __init__(self, folder: Path, port: int, log: Path):
        self.folder, self.port, self.log = folder, port, log
        self.process: subprocess.Popen | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> Server:
        command = [
            str(Path(sys.executable).with_name("transformers")), "serve", str(self.folder),
            "--host", "127.0.0.1", "--port", str(self.port), "--device", "cpu",
        ]
        env = {**os.environ, "HF_HUB_OFFLINE": "1"}
        with self.log.open("a") as log:
            self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + STARTUP_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"transformers serve exited: {self.log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(f"{self.base_url}/models", timeout=2) as answer:
                    if answer.status == 200:
                        return self
            except OSError:
                time.sleep(0.5)
        self.kill()
        raise RuntimeError(f"transformers serve did not start: {self.log.read_text()[-2000:]}")

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return served_folder(tmp_path_factory.mktemp("served"))


def draft(out: Path, model: str, *args: str):
    argv = ["draft", str(SAMPLE), "--model", model, "--decoder", "ar", "--out", str(out)]
    return CliRunner().invoke(cli, [*argv, *args])


def drafts(run: Path) -> dict[str, tuple[str, str]]:
    return {e.buyer_id: (e.subject, e.body) for e in read_journal(run / "drafts.jsonl")}


def wait_for_rows(run: Path, rows: int, timeout: float = 600) -> None:
    journal = run / "drafts.jsonl"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if journal.exists() and journal.read_bytes().count(b"\n") >= rows:
            return
        time.sleep(0.05)
    raise AssertionError(f"the run never journalled {rows} rows")


def test_endpoint_drafts_equal_in_process_drafts_at_temperature_0(folder, tmp_path):
    limit = ["--limit", "6", "--batch-size", "3"]
    server = Server(folder, free_port(), tmp_path / "serve.log").start()
    try:
        remote = draft(tmp_path / "remote", f"openai:{folder}", "--base-url", server.base_url,
                       "--concurrency", "3", *limit)
    finally:
        server.kill()
    assert remote.exit_code in (0, 1), remote.output
    local = draft(tmp_path / "local", str(folder), *limit)
    assert local.exit_code in (0, 1), local.output
    assert len(drafts(tmp_path / "remote")) == 6
    assert all(subject and body for subject, body in drafts(tmp_path / "remote").values())
    assert drafts(tmp_path / "remote") == drafts(tmp_path / "local")
    for entry in read_journal(tmp_path / "remote" / "drafts.jsonl"):
        [attempt] = entry.attempts
        assert attempt.request.prompt_tokens > 0 and attempt.request.completion_tokens > 0


def test_server_killed_mid_run_is_retried_and_resumed(folder, tmp_path):
    port, log = free_port(), tmp_path / "serve.log"
    run = tmp_path / "run"
    rows = ["--limit", "8", "--batch-size", "2", "--concurrency", "2"]
    first = Server(folder, port, log).start()
    threading.Thread(target=lambda: (wait_for_rows(run, 1), first.kill()), daemon=True).start()
    killed = draft(run, f"openai:{folder}", "--base-url", first.base_url, "--max-retries", "1",
                   *rows)
    first.kill()
    assert killed.exit_code == 2, killed.output
    assert "failed 2 times (connection, connection)" in killed.output
    assert f"resume with: sales-dlm draft {SAMPLE} --out {run} --resume --base-url " in (
        killed.output
    )
    done = len(list(read_journal(run / "drafts.jsonl")))
    assert 1 <= done < 8

    # Resume; the server dies again and comes back on the same port while requests retry.
    second = Server(folder, port, log).start()
    third = Server(folder, port, log)

    def restart() -> None:
        wait_for_rows(run, done + 2)
        second.kill()
        third.start()

    restarter = threading.Thread(target=restart, daemon=True)
    restarter.start()
    try:
        resumed = draft(run, f"openai:{folder}", "--base-url", second.base_url, "--resume",
                        "--max-retries", "10", *rows)
    finally:
        restarter.join(timeout=STARTUP_SECONDS)
        second.kill()
        third.kill()
    assert resumed.exit_code in (0, 1), resumed.output
    assert f"Resumed: {done} rows were already done." in resumed.output
    entries = list(read_journal(run / "drafts.jsonl"))
    assert Counter(e.buyer_id for e in entries) == Counter(f"B{n:03d}" for n in range(1, 9))
    retried = [a.request for e in entries for a in e.attempts if a.request.retries]
    assert retried and all(set(r.failures) == {"connection"} for r in retried)
    print(f"\n{done} rows before the kill; retried after the second kill: "
          + ", ".join(f"{r.retries} ({r.latency_s:.1f} s)" for r in retried))
