"""The endpoint decoder against a real OpenAI-compatible server: `transformers serve` (pip
install 'transformers[serving]', in the test extra) started by the test on 127.0.0.1 with the
embedded AR model, offline (HF_HUB_OFFLINE=1: a local folder needs no hub).

The served folder (tests/transformers_server.py) is the embedded AR model with a chat template
that gives the model exactly the ids the in-process AR decoder feeds it. At temperature 0 the
endpoint's drafts then equal the in-process drafts of the same folder. They cannot equal the
drafts of `--model embedded`: in-process, the embedded model's drafts are grounded (names
completed exactly once started, decoding/grounding.py), which needs the logits at every step,
and a server does not hand them out.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.drafting.journal import read_journal
from tests.transformers_server import STARTUP_SECONDS, Server, free_port, served_folder

pytestmark = pytest.mark.slow

SAMPLE = Path(__file__).resolve().parents[1] / "buyers" / "sample.csv"


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
    assert f"resume with: sales-dlm draft {SAMPLE} --out {run} --resume --limit 8 --base-url " in (
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
