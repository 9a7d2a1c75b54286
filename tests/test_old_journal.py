"""A journal written before the typed run contract still reports, checks and resumes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.drafting.config import DraftConfig
from sales_dlm.drafting.journal import read_journal
from sales_dlm.drafting.run import run_drafts
from sales_dlm.inputs import DEFAULT_SENDER
from tests.fake_decoder import FakePool

OLD_RUN = Path(__file__).parent / "data" / "old_run"
SAMPLE = Path(__file__).resolve().parents[1] / "buyers" / "sample.csv"


def copy_run(tmp_path: Path) -> Path:
    run = tmp_path / "run"
    shutil.copytree(OLD_RUN, run)
    buyers = tmp_path / "sample.csv"
    shutil.copy(SAMPLE, buyers)
    # The run was started on another machine's copy of the same file (same sha256).
    manifest = json.loads((run / "run.json").read_text())
    manifest["input"] = str(buyers.resolve())
    (run / "run.json").write_text(json.dumps(manifest))
    return run


def test_old_journal_reads_as_typed_entries():
    entries = list(read_journal(OLD_RUN / "drafts.jsonl"))
    assert [e.buyer_id for e in entries] == [f"B00{n}" for n in range(1, 7)]
    assert [e.status for e in entries].count("passed") == 2
    assert all(a.model is None for e in entries for a in e.attempts)  # not written back then
    assert entries[1].findings and entries[1].findings[0].type.value


def test_old_run_reports(tmp_path):
    run = copy_run(tmp_path)
    for name in ("review.html", "review.md", "review.csv"):
        assert not (run / name).exists()
    result = CliRunner().invoke(cli, ["report", str(run)])
    assert result.exit_code == 0, result.output
    summary = json.loads((run / "summary.json").read_text())
    old = json.loads((OLD_RUN / "summary.json").read_text())
    for key in ("rows", "passed", "needs_review", "invalid", "drafts_by_error_type"):
        assert summary[key] == old[key], key
    assert "B001" in (run / "review.md").read_text()


def test_old_run_checks(tmp_path):
    result = CliRunner().invoke(
        cli,
        ["check", str(OLD_RUN / "drafts.jsonl"), "--buyers", str(SAMPLE), "--format", "json"],
    )
    assert result.exit_code == 1, result.output
    doc = json.loads(result.output)
    assert [d["buyer_id"] for d in doc["drafts"]] == [f"B00{n}" for n in range(1, 7)]


def test_old_run_resumes_and_keeps_its_entries(tmp_path):
    run = copy_run(tmp_path)
    before = (run / "drafts.jsonl").read_text().splitlines()
    result = run_drafts(
        tmp_path / "sample.csv",
        # the old run's settings were the defaults of then (16 -> 64 steps), with --limit 6
        DraftConfig(steps=16, max_steps=64, limit=8),
        FakePool(),
        run_dir=run,
        sender=DEFAULT_SENDER,
        resume=True,
    )
    after = (run / "drafts.jsonl").read_text().splitlines()
    assert after[:6] == before, "resuming rewrites nothing the old run wrote"
    assert [json.loads(line)["line"] for line in after] == list(range(2, 10))
    assert result.resumed_rows == 6
