"""summary.json, typed (RunSummary): the same keys and values as the dict code wrote."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from sales_dlm.contract import JournalEntry, RunDir, RunSummary
from sales_dlm.drafting.config import DraftConfig
from sales_dlm.drafting.journal import read_journal
from sales_dlm.drafting.run import rewrite_reports, run_drafts
from sales_dlm.inputs import DEFAULT_SENDER
from sales_dlm.review.summary import summarise
from tests.fake_decoder import FakePool

ROOT = Path(__file__).resolve().parents[1]
OLD_RUN = Path(__file__).parent / "data" / "old_run"
SAMPLE = ROOT / "buyers" / "sample.csv"


def test_old_runs_summary_is_rebuilt_key_for_key():
    """The committed summary.json was written by the dict code (commit 85e210d): the typed
    summary of the same journal has the same keys, in the same order, with the same values."""
    old = json.loads((OLD_RUN / "summary.json").read_text(encoding="utf-8"))
    entries = list(read_journal(OLD_RUN / "drafts.jsonl"))
    summary = summarise(
        entries,
        wall_seconds=old["wall_seconds"],
        device=old["device"],
        oom_batch_splits=old["oom_batch_splits"],
    ).model_copy(update={k: old[k] for k in ("decoder", "model", "schedule", "config")})
    assert list(summary.to_json().items()) == list(old.items())
    assert list(RunSummary.model_validate(old).to_json().items()) == list(old.items())


def test_report_rewrites_the_old_runs_summary_byte_for_byte(tmp_path):
    run = tmp_path / "run"
    shutil.copytree(OLD_RUN, run)
    paths, summary = rewrite_reports(run)
    assert all(p.exists() for p in paths)
    # what only the run knew (settings, speed, device, out-of-memory splits) is kept
    assert RunDir(run).summary.read_bytes() == (OLD_RUN / "summary.json").read_bytes()
    assert summary == json.loads((OLD_RUN / "summary.json").read_text(encoding="utf-8"))


def test_run_result_is_typed_and_its_json_is_what_is_on_disk(tmp_path):
    run = tmp_path / "run"
    result = run_drafts(SAMPLE, DraftConfig(limit=3), FakePool(), run_dir=run,
                        sender=DEFAULT_SENDER)
    assert isinstance(result.run_summary, RunSummary)
    assert all(isinstance(e, JournalEntry) for e in result.journal)
    assert result.summary == json.loads(RunDir(run).summary.read_text(encoding="utf-8"))
    assert result.entries == [e.to_json() for e in read_journal(RunDir(run).journal)]
    assert result.summary["oom_batch_splits"] == 0
