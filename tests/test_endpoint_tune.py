"""`tune` on an endpoint model: tokens per draft and latency from the server's answers, and
the cost per 1,000 drafts from the token prices (tests/endpoint_server.py on 127.0.0.1)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from sales_dlm.cli import cli
from tests.endpoint_server import FakeEndpoint

SAMPLE = Path(__file__).resolve().parents[1] / "buyers" / "sample.csv"


def test_tune_prices_an_endpoints_tokens(tmp_path):
    with FakeEndpoint(needs={"Nordhavn Seafood A/S": 32}) as server:
        result = CliRunner().invoke(
            cli,
            [
                "tune", str(SAMPLE), "--model", "openai:fake", "--base-url", server.base_url,
                "--endpoint-steps-param", "diffusion_steps", "--steps", "16,32", "--sample", "4",
                "--price-per-1k-input-tokens", "0.5", "--price-per-1k-output-tokens", "1.5",
                "--format", "json", "--out", str(tmp_path / "tuning"),
            ],
        )
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)["rows"]
    assert [(r["decoder"], r["steps"], r["drafts"]) for r in rows] == [
        ("diffusion", 16, 4),
        ("diffusion", 32, 4),
    ]
    for row in rows:
        sent = [r for r in server.requests if r.body["diffusion_steps"] == row["steps"]]
        prompt = sum(len(r.body["messages"][-1]["content"].split()) for r in sent) / len(sent)
        assert row["prompt_tokens_per_draft"] == round(prompt, 1)
        assert row["completion_tokens_per_draft"] > 0
        cost = prompt * 0.5 + row["completion_tokens_per_draft"] * 1.5
        assert abs(row["cost_per_1k"] - cost) < 0.1  # per-draft means, rounded to 0.1 token
        assert 0 < row["p50_s"] <= row["p95_s"]
        assert row["drafts_per_s"] > 0
    markdown = (tmp_path / "tuning" / "tuning.md").read_text()
    assert (
        f"diffusion@16 on the endpoint: {rows[0]['prompt_tokens_per_draft']} prompt + "
        f"{rows[0]['completion_tokens_per_draft']} completion tokens per draft"
    ) in markdown
