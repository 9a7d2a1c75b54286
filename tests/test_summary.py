"""summary.json, typed (RunSummary): the same keys and values as the dict code wrote, the
final-steps histogram in step order, the device the models actually ran on, and every file of
a run directory named only by RunDir."""

from __future__ import annotations

import ast
import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from sales_dlm.contract import Attempt, JournalEntry, RunDir, RunSummary
from sales_dlm.drafting.config import DraftConfig
from sales_dlm.drafting.journal import read_journal
from sales_dlm.drafting.run import rewrite_reports, run_drafts
from sales_dlm.inputs import DEFAULT_SENDER
from sales_dlm.models.loading import EMBEDDED_DIR
from sales_dlm.review.html import render_html
from sales_dlm.review.summary import read_summary, summarise
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
    assert paths == list(RunDir(run).reports) and all(p.exists() for p in paths)
    # what only the run knew (settings, speed, device, out-of-memory splits) is kept
    assert RunDir(run).summary.read_bytes() == (OLD_RUN / "summary.json").read_bytes()
    assert summary == json.loads((OLD_RUN / "summary.json").read_text(encoding="utf-8"))


def entry(line: int, decoder: str, steps: int | None) -> JournalEntry:
    tried = Attempt(decoder=decoder, steps=steps, steps_used=steps or 0, passed=True)
    return JournalEntry(line=line, buyer_id=f"B{line}", status="passed", decoder=decoder,
                        steps=steps, attempts=[tried])


def test_final_steps_histogram_is_in_step_order_not_string_order(tmp_path):
    entries = [entry(2, "diffusion", 128), entry(3, "diffusion", 16), entry(4, "ar", None),
               entry(5, "diffusion", 8), entry(6, "diffusion", 16), entry(7, "diffusion", 32)]
    summary = summarise(entries)
    assert list(summary.final_steps_histogram.items()) == [
        ("8", 1), ("16", 2), ("32", 1), ("128", 1), ("ar", 1)]
    # on disk too, and in the HTML report's table
    (tmp_path / "drafts.jsonl").write_text(
        "".join(json.dumps(e.to_json()) + "\n" for e in entries), encoding="utf-8")
    rewrite_reports(tmp_path)
    written = json.loads((tmp_path / "summary.json").read_text(encoding="utf-8"))
    assert list(written["final_steps_histogram"]) == ["8", "16", "32", "128", "ar"]
    html = render_html(entries, summary)
    table = re.search(r"Steps of the final drafts</h2>(.*?)</table>", html).group(1)
    assert re.findall(r"<tr><td>(\w+)</td>", table) == ["8", "16", "32", "128", "ar"]
    # a summary written in string order reads back in step order
    read = RunSummary.model_validate({"final_steps_histogram": {"128": 1, "16": 2, "ar": 3}})
    assert list(read.final_steps_histogram) == ["16", "128", "ar"]


class LazyPool(FakePool):
    """As ModelPool: a model is loaded (and its device known) when a draft first needs it."""

    loaded = False

    def get(self, decoder, steps):
        self.loaded = True
        return super().get(decoder, steps)

    def device_name(self) -> str:
        return "cuda:0" if self.loaded else ""


def test_summary_records_the_device_the_models_ran_on_not_auto(tmp_path):
    """An AR run loads its model only when it drafts: the CLI, asking the pool before the
    run, could only say "auto"; the summary asks after drafting."""
    run = tmp_path / "run"
    config = DraftConfig(decoder="ar", limit=2)
    result = run_drafts(SAMPLE, config, LazyPool(), run_dir=run, sender=DEFAULT_SENDER,
                        device_name="auto")
    assert result.run_summary.device == "cuda:0"
    assert read_summary(run).device == "cuda:0"
    assert "<tr><td>device</td><td>cuda:0</td></tr>" in RunDir(run).review_html.read_text()
    # resumed with nothing left to draft, no model is loaded: the run's device is kept
    again = run_drafts(SAMPLE, config, LazyPool(), run_dir=run, sender=DEFAULT_SENDER,
                       resume=True, device_name="auto")
    assert again.resumed_rows == 2 and again.run_summary.device == "cuda:0"


def test_run_result_is_typed_and_its_json_is_what_is_on_disk(tmp_path):
    run = tmp_path / "run"
    result = run_drafts(SAMPLE, DraftConfig(limit=3), FakePool(), run_dir=run,
                        sender=DEFAULT_SENDER)
    assert isinstance(result.run_summary, RunSummary)
    assert all(isinstance(e, JournalEntry) for e in result.journal)
    assert result.summary == json.loads(RunDir(run).summary.read_text(encoding="utf-8"))
    assert result.entries == [e.to_json() for e in read_journal(RunDir(run).journal)]
    assert result.summary["oom_batch_splits"] == 0 and result.summary["device"] == "cpu"
    passed = [e for e in result.journal if e.status == "passed"]
    assert passed and all(RunDir(run).eml(e.eml).is_file() for e in passed)
    assert all(RunDir(run).eml(e.eml).parent == RunDir(run).eml_dir for e in passed)


@pytest.mark.skipif(
    not (EMBEDDED_DIR / "ar").is_dir(), reason="the embedded models are not built"
)
def test_draft_command_records_the_resolved_device_for_an_ar_run(tmp_path, monkeypatch):
    from sales_dlm.cli import cli
    from sales_dlm.models.device import resolve_device

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    run = tmp_path / "run"
    result = CliRunner().invoke(cli, ["draft", str(SAMPLE), "--decoder", "ar", "--limit", "1",
                                      "--device", "auto", "--out", str(run)])
    assert result.exit_code in (0, 1), result.output
    device = read_summary(run).device
    assert device.split(":")[0] == resolve_device("auto").type, device
    assert f"on {device}." in result.output


RUN_FILE_NAMES = re.compile(
    r"(drafts\.jsonl|summary\.(json|html)|run\.json|decisions\.jsonl|review\.(html|md|csv)"
    r"|review\.labelstudio\.json|eml|eml/.*)"
)


def _docstrings(tree: ast.AST) -> set[int]:
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, kinds) and node.body and isinstance(node.body[0], ast.Expr)
    }


def test_run_file_names_are_spelled_only_in_run_dir():
    """A string that is a run file's name (a path part, not prose) appears in contract.py
    alone: everything else asks RunDir."""
    spelled = []
    for path in sorted((ROOT / "sales_dlm").rglob("*.py")):
        if path.name == "contract.py" and path.parent.name == "sales_dlm":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        spelled += [
            f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docs
            and RUN_FILE_NAMES.fullmatch(node.value)
        ]
    assert spelled == []
