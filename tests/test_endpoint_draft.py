"""`sales-dlm draft --model openai:MODEL --base-url URL` end to end against a real local HTTP
server (tests/endpoint_server.py on 127.0.0.1): the journal records every request's outcome,
escalation climbs an endpoint's own ladder, and a server killed mid-run is resumed with every
buyer exactly once."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.drafting.journal import read_journal
from tests.endpoint_server import FakeEndpoint

SAMPLE = Path(__file__).resolve().parents[1] / "buyers" / "sample.csv"
FAST_RETRIES = ["--max-retries", "1", "--timeout", "5"]


def draft(server: FakeEndpoint, out: Path, *args: str):
    argv = ["draft", str(SAMPLE), "--model", "openai:fake", "--base-url", server.base_url]
    return CliRunner().invoke(cli, [*argv, "--out", str(out), *FAST_RETRIES, *args])


def lines_of(output: str) -> list[str]:
    """The output without the progress lines (their count depends on timing)."""
    return [line for line in output.splitlines() if not line.startswith(("drafting:", "Note:"))]


def test_draft_through_an_endpoint_journals_every_request(tmp_path, monkeypatch):
    monkeypatch.setenv("SALES_DLM_API_KEY", "sk-secret-test-key")
    run = tmp_path / "run"
    with FakeEndpoint() as server:
        result = draft(server, run, "--decoder", "ar", "--limit", "3")
    assert result.exit_code == 0, result.output
    rate = next(line for line in lines_of(result.output) if line.startswith("AR drafts;"))
    assert rate.endswith("drafts/s on endpoint.")
    assert lines_of(result.output) == [
        "3 rows: 3 passed, 0 need review, 0 invalid (review rate 0.0%).",
        rate,
        f"Run summary: {run / 'summary.html'}",
        f"Review report: {run / 'review.html'}",
        f"Passed drafts, to sign off before sending: {run / 'eml'}/ (3 .eml files)",
    ]
    entries = list(read_journal(run / "drafts.jsonl"))
    assert [e.buyer_id for e in entries] == ["B001", "B002", "B003"]
    for entry, request in zip(entries, server.requests, strict=True):
        [attempt] = entry.attempts
        assert entry.model == "openai:fake" and attempt.decoder == "ar"
        assert attempt.request.retries == 0 and attempt.request.latency_s > 0
        assert attempt.request.completion_tokens == attempt.tokens > 0
        assert request.headers["Authorization"] == "Bearer sk-secret-test-key"
    for path in run.rglob("*"):  # the key reaches the server and nothing in the run folder
        assert path.is_dir() or b"sk-secret" not in path.read_bytes(), path
    manifest = json.loads((run / "run.json").read_text())
    assert server.base_url not in json.dumps(manifest)  # the server may move; drafts do not
    assert manifest["config"]["endpoint"]["temperatures"] == [0.0]


def test_an_ar_endpoint_redrafts_up_its_temperature_ladder(tmp_path):
    run = tmp_path / "run"
    with FakeEndpoint(misspell_at_zero={"Nordhavn Seafood A/S"}) as server:
        result = draft(
            server, run, "--decoder", "ar", "--limit", "3", "--endpoint-temperatures", "0,0.7"
        )
    assert result.exit_code == 0, result.output
    entries = {e.buyer_id: e for e in read_journal(run / "drafts.jsonl")}
    ladder = entries["B003"].attempts
    assert [(a.request.temperature, a.request.seed, a.passed) for a in ladder] == [
        (0.0, 0, False),
        (0.7, 1, True),
    ]
    assert ladder[0].findings[0].type.value == "company_misspelled"
    assert [len(entries[b].attempts) for b in ("B001", "B002")] == [1, 1]
    assert len(server.requests) == 4


def test_a_diffusion_endpoint_gets_its_step_count(tmp_path):
    run = tmp_path / "run"
    needs = {"Pacific Rim Electronics Pty Ltd": 32}
    with FakeEndpoint(needs=needs) as server:
        result = draft(
            server, run, "--decoder", "diffusion", "--limit", "2", "--steps", "16",
            "--max-steps", "32", "--endpoint-steps-param", "diffusion_steps",
        )
    assert result.exit_code == 0, result.output
    entries = {e.buyer_id: e for e in read_journal(run / "drafts.jsonl")}
    assert [(a.steps, a.passed) for a in entries["B002"].attempts] == [(16, False), (32, True)]
    assert [a.steps for a in entries["B001"].attempts] == [16]
    sent = sorted(r.body["diffusion_steps"] for r in server.requests)
    assert sent == [16, 16, 32]


def test_server_killed_mid_run_then_resumed_drafts_every_buyer_once(tmp_path):
    run = tmp_path / "run"
    batches = ["--limit", "12", "--batch-size", "4", "--concurrency", "2"]
    with FakeEndpoint(die_after=6) as first:  # the 2nd batch of 4 dies after 2 answers
        killed = draft(first, run, "--decoder", "ar", *batches)
    assert killed.exit_code == 2, killed.output
    resume = f"sales-dlm draft {SAMPLE} --out {run} --resume --limit 12 --base-url {first.base_url}"
    assert lines_of(killed.output) == [
        f"Error: {first.base_url}/chat/completions failed 2 times (connection, connection); "
        f"gave up after --max-retries 1; the rows finished so far are kept, resume with: {resume}"
    ]
    assert [e.buyer_id for e in read_journal(run / "drafts.jsonl")] == ["B001", "B002", "B003",
                                                                       "B004"]
    with FakeEndpoint() as second:  # the server came back elsewhere: the URL is not pinned
        resumed = draft(second, run, "--resume", "--limit", "12")
    assert resumed.exit_code == 1, resumed.output  # the fake's email fails on a few buyers
    assert "Resumed: 4 rows were already done." in resumed.output
    entries = list(read_journal(run / "drafts.jsonl"))
    ids = [e.buyer_id for e in entries]
    assert Counter(ids) == Counter(f"B{n:03d}" for n in range(1, 13))  # each exactly once
    assert {e.status for e in entries} == {"passed", "needs_review"}  # final, all of them
    assert len(second.requests) == 8  # only the unfinished rows were sent again


def test_endpoint_options_need_an_endpoint_model_and_its_url(tmp_path):
    runner = CliRunner()
    result = runner.invoke(cli, ["draft", str(SAMPLE), "--concurrency", "4", "--dry-run"])
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: --concurrency: only for a model on an endpoint (--model openai:MODEL)"
    )
    result = runner.invoke(cli, ["draft", str(SAMPLE), "--model", "openai:x", "--dry-run"])
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: a model on an endpoint (openai:MODEL) needs --base-url URL"
    )
    with FakeEndpoint() as server:
        result = draft(server, tmp_path / "run", "--decoder", "diffusion", "--limit", "1")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: openai:fake is drafted as a diffusion model, but the server cannot be told a "
        "step count: name its parameter with --endpoint-steps-param (e.g. diffusion_steps), or "
        "draft with --decoder ar"
    )
    assert server.requests == []


@pytest.mark.slow
def test_ctrl_c_cancels_the_requests_in_flight_and_says_how_to_resume(tmp_path):
    run = tmp_path / "run"
    with FakeEndpoint(delay=0.5) as server:
        command = [
            sys.executable, "-m", "sales_dlm.cli", "draft", str(SAMPLE), "--model", "openai:fake",
            "--base-url", server.base_url, "--decoder", "ar", "--out", str(run), "--limit", "8",
            "--batch-size", "2", "--concurrency", "2",
        ]
        process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not (
            (run / "drafts.jsonl").exists() and (run / "drafts.jsonl").read_text().count("\n")
        ):
            time.sleep(0.05)
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=60)
        assert process.returncode == 130, stderr
        resume = (
            f"sales-dlm draft {SAMPLE} --out {run} --resume --limit 8 --base-url {server.base_url}"
        )
        assert stderr.splitlines()[-1] == f"interrupted; resume with: {resume}"
        done = list(read_journal(run / "drafts.jsonl"))
        assert 2 <= len(done) < 8 and len(done) % 2 == 0  # whole batches only
        result = draft(server, run, "--resume", "--limit", "8")
    assert result.exit_code in (0, 1), result.output
    ids = [e.buyer_id for e in read_journal(run / "drafts.jsonl")]
    assert Counter(ids) == Counter(f"B{n:03d}" for n in range(1, 9))


@pytest.mark.slow
def test_after_its_ladder_an_ar_endpoint_falls_back_to_the_fallback_model(tmp_path):
    run = tmp_path / "run"
    with FakeEndpoint(misspell_at_zero={"Nordhavn Seafood A/S"}) as server:
        result = draft(server, run, "--decoder", "ar", "--limit", "3", "--fallback", "ar")
    assert result.exit_code in (0, 1), result.output
    entries = {e.buyer_id: e for e in read_journal(run / "drafts.jsonl")}
    ladder = entries["B003"].attempts
    assert [(a.decoder, a.model) for a in ladder] == [
        ("ar", "openai:fake"),
        ("fallback", "embedded"),  # the embedded AR model, in this process
    ]
    assert ladder[1].request is None and ladder[1].tokens > 0
    assert len(server.requests) == 3
