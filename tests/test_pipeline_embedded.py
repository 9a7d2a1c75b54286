"""The draft pipeline end to end with the real embedded models (CPU, offline, a few buyers)."""

from __future__ import annotations

import pytest

from sales_dlm.decoding.pool import ModelPool
from sales_dlm.drafting.config import DraftConfig
from sales_dlm.drafting.run import run_drafts
from sales_dlm.inputs.records import DEFAULT_SENDER
from sales_dlm.models.loading import EMBEDDED_DIR

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (EMBEDDED_DIR / "dlm").is_dir() or not (EMBEDDED_DIR / "ar").is_dir(),
        reason="the embedded models are not built (run `sales-dlm train`)",
    ),
]


def test_auto_escalates_then_falls_back_with_the_real_models(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    config = DraftConfig(decoder="auto", steps=8, max_steps=16, batch_size=4, limit=3,
                         device="cpu")
    pool = ModelPool.for_run(config)
    result = run_drafts("buyers/sample.csv", config, pool, run_dir=tmp_path / "run",
                        sender=DEFAULT_SENDER)
    assert [e["line"] for e in result.entries] == [2, 3, 4]
    ladder = [("diffusion", 8), ("diffusion", 16), ("ar", None)]
    for entry in result.entries:
        tried = [(a["decoder"], a["steps"]) for a in entry["attempts"] if not a.get("kind")]
        assert tried == ladder[: len(tried)], "attempts follow the schedule, in order"
        for before, attempt in zip(entry["attempts"], entry["attempts"][1:], strict=False):
            if attempt.get("kind") == "repair":  # a span repair follows its own failed draft
                assert (before["decoder"], before["steps"]) == ("diffusion", attempt["steps"])
        assert all(not a["passed"] for a in entry["attempts"][:-1]), "redrafts only failures"
        assert entry["status"] == ("passed" if entry["attempts"][-1]["passed"] else "needs_review")
        assert entry["body"], "every draft has text"
        for attempt in entry["attempts"]:
            if attempt["decoder"] == "diffusion":  # a repair that only writes values: none
                floor = 0 if attempt.get("kind") == "repair" else 1
                assert floor <= attempt["steps_used"] <= attempt["steps"]
    assert result.summary["drafted"] == 3
    assert (tmp_path / "run" / "review.html").exists()


def test_a_step_count_that_breaks_the_models_blocks_fails_before_drafting(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from sales_dlm.cli import cli

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    run = tmp_path / "run"
    result = CliRunner().invoke(
        cli, ["draft", "buyers/sample.csv", "--decoder", "diffusion", "--steps", "12",
              "--max-steps", "24", "--device", "cpu", "--out", str(run)]
    )
    assert result.exit_code == 2, result.output
    assert result.output.endswith(
        "Error: 'embedded' decodes in 8 blocks (of 20 tokens each); use a multiple of 8 "
        "steps, e.g. 8 or 16 (got 12)\n"
    )
    assert not (run / "drafts.jsonl").exists(), "nothing may be drafted or journaled"


def test_draft_with_the_hybrid_decoder_writes_ar_greedy_drafts(tmp_path, monkeypatch):
    """`--decoder hybrid`: the diffusion model drafts, the AR model verifies; the drafts are the
    AR model's own greedy drafts, and the journal says how many AR forwards verified them."""
    from click.testing import CliRunner

    from sales_dlm.cli import cli
    from sales_dlm.drafting.journal import read_journal

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    sample = EMBEDDED_DIR.parents[2] / "buyers" / "sample.csv"
    journals = {}
    for decoder in ("ar", "hybrid"):
        run = tmp_path / decoder
        args = ["draft", str(sample), "--decoder", decoder, "--limit", "3", "--out", str(run)]
        result = CliRunner().invoke(cli, [*args, "--device", "cpu"])
        assert result.exit_code in (0, 1), result.output
        journals[decoder] = list(read_journal(run / "drafts.jsonl"))
    assert "Hybrid (AR-verified) drafts; " in result.output
    ar, hybrid = journals["ar"], journals["hybrid"]
    assert [(e.subject, e.body, e.status) for e in hybrid] == [
        (e.subject, e.body, e.status) for e in ar
    ]
    attempts = [a for e in hybrid for a in e.attempts]
    assert attempts and all(a.decoder == "hybrid" and a.ar_forwards for a in attempts)
    assert all(a.tokens / a.ar_forwards > 1 for a in attempts), "verification batches tokens"
