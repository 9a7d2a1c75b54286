"""`sales-dlm draft`, `report` and `tune` through CliRunner, with a decoder double."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.drafting.config import fingerprint_changes
from sales_dlm.facts.knowledge import load_knowledge
from sales_dlm.prompts import load_template
from tests.fake_decoder import FakeDecoder, FakePool, install_pool
from tests.test_old_journal import copy_run

BUYERS = (
    "buyer_id,company,contact_name,contact_title,country,product_category\n"
    "B1,Nordhavn Seafood A/S,Mette Kristensen,Category Manager,Denmark,frozen seafood\n"
    "B2,,Nobody,Buyer,Spain,beverages\n"
    "B3,Tanaka Shoji K.K.,Hiroshi Tanaka,Import Manager,Japan,kitchenware\n"
)


@pytest.fixture
def buyers_csv(tmp_path):
    path = tmp_path / "buyers.csv"
    path.write_text(BUYERS, encoding="utf-8")
    return path


@pytest.fixture
def fake_pool(monkeypatch):
    diffusion = FakeDecoder("diffusion", needs={"Tanaka Shoji K.K.": 32})
    return install_pool(monkeypatch, FakePool(diffusion=diffusion))


def test_dry_run_renders_and_validates_without_a_model(buyers_csv):
    result = CliRunner().invoke(
        cli,
        [
            "draft",
            str(buyers_csv),
            "--dry-run",
            "--steps",
            "8",
            "--max-steps",
            "32",
            "--decoder",
            "diffusion",
        ],
    )
    assert result.exit_code == 1
    assert result.stdout.splitlines()[0] == f"{buyers_csv}:3: company is empty"
    assert result.stdout.splitlines()[-1] == (
        "Dry run: 2 rows would be drafted, 1 invalid, 0 duplicates; "
        "schedule diffusion@8 -> diffusion@16 -> diffusion@32"
    )


def test_draft_run_summary_and_exit_code(buyers_csv, tmp_path, fake_pool):
    out = tmp_path / "run"
    result = CliRunner().invoke(
        cli,
        [
            "draft",
            str(buyers_csv),
            "--out",
            str(out),
            "--steps",
            "8",
            "--max-steps",
            "32",
            "--decoder",
            "diffusion",
        ],
    )
    assert result.exit_code == 1, result.output  # one invalid row
    lines = result.stdout.splitlines()
    assert lines[0] == "3 rows: 2 passed, 0 need review, 1 invalid (review rate 0.0%)."
    assert lines[1].startswith(
        "Diffusion steps spent per draft 32.0 (all attempts; one draft at the ceiling is 32); "
    )
    assert lines[2] == f"Run summary: {out / 'summary.html'}"
    assert lines[3] == f"Review report: {out / 'review.html'}"
    assert lines[4] == f"Passed drafts, to sign off before sending: {out / 'eml'}/ (2 .eml files)"
    assert len(lines) == 5, "a run that finished gives no resume hint"
    assert fake_pool.diffusion.calls == [(8, 2), (16, 1), (32, 1)]
    summary = json.loads((out / "summary.json").read_text())
    assert (summary["passed"], summary["invalid"], summary["final_steps_histogram"]) == (
        2,
        1,
        {"32": 1, "8": 1},
    )


def test_second_run_into_the_same_folder_needs_resume(buyers_csv, tmp_path, fake_pool):
    args = ["draft", str(buyers_csv), "--out", str(tmp_path / "run"), "--decoder", "diffusion"]
    CliRunner().invoke(cli, args)
    again = CliRunner().invoke(cli, args)
    assert again.exit_code == 2
    assert again.output == (
        f"Error: {tmp_path / 'run'}: already holds a run; continue it "
        "with --resume, or choose another --out\n"
    )
    resumed = CliRunner().invoke(cli, [*args, "--resume"])
    assert resumed.stdout.splitlines()[0] == "Resumed: 3 rows were already done."


def test_bad_step_settings_are_usage_errors(buyers_csv):
    result = CliRunner().invoke(
        cli, ["draft", str(buyers_csv), "--steps", "64", "--max-steps", "8", "--dry-run"]
    )
    assert result.exit_code == 2
    assert "--max-steps 8 is below --steps 64" in result.output


def test_report_regenerates_from_the_journal(buyers_csv, tmp_path, fake_pool):
    out = tmp_path / "run"
    CliRunner().invoke(cli, ["draft", str(buyers_csv), "--out", str(out)])
    (out / "review.html").unlink()
    result = CliRunner().invoke(cli, ["report", str(out)])
    assert result.exit_code == 0
    assert (out / "review.html").exists()
    assert result.output.splitlines()[-1] == "3 rows: 2 passed, 0 need review, 1 invalid."


def test_report_on_a_folder_without_journal(tmp_path):
    result = CliRunner().invoke(cli, ["report", str(tmp_path)])
    assert result.exit_code == 2
    assert result.output == f"Error: {tmp_path}: no drafts.jsonl here: not a run directory\n"


def test_tune_json_output(buyers_csv, tmp_path, fake_pool):
    result = CliRunner().invoke(
        cli,
        [
            "tune",
            str(buyers_csv),
            "--steps",
            "8,32",
            "--compare-ar",
            "--out",
            str(tmp_path / "t"),
            "--format",
            "json",
        ],
    )
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert [(r["decoder"], r["steps"], r["review_rate"]) for r in doc["rows"]] == [
        ("diffusion", 8, 0.5),
        ("diffusion", 32, 0.0),
        ("ar", None, 0.0),
    ]
    assert doc["recommendation"]["steps"] == 32
    assert (tmp_path / "t" / "tuning.json").exists()


# A team's own checks/: one house rule more in artifacts.toml (every fake draft is signed
# "Hanbit Trading Co., Ltd.", so every draft breaks it).
HOUSE_RULE = "  '\\.,',  # house rule: no dot before a comma\n"


def shipped_checks(name: str) -> Path:
    return next(Path(p) for p in load_knowledge().paths if Path(p).name == name)


def house_checks(tmp_path):
    checks = tmp_path / "checks"
    checks.mkdir()
    text = shipped_checks("artifacts.toml").read_text(encoding="utf-8")
    marker = "punctuation_patterns = [\n"
    assert marker in text
    (checks / "artifacts.toml").write_text(text.replace(marker, marker + HOUSE_RULE, 1))
    return checks


def tune_json(buyers_csv, tmp_path, *extra):
    args = ["tune", str(buyers_csv), "--steps", "8,32", "--out", str(tmp_path / "t")]
    result = CliRunner().invoke(cli, [*args, "--format", "json", *extra])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_tune_measures_with_the_teams_checks(buyers_csv, tmp_path, fake_pool):
    checks = house_checks(tmp_path)
    shipped = tune_json(buyers_csv, tmp_path)
    house = tune_json(buyers_csv, tmp_path, "--checks", str(checks))
    assert [r["review_rate"] for r in shipped["rows"]] == [0.5, 0.0]
    assert [r["review_rate"] for r in house["rows"]] == [1.0, 1.0]
    assert (shipped["recommendation"]["meets_bar"], house["recommendation"]["meets_bar"]) == (
        True,
        False,
    )
    # draft with the same checks gives the same verdict: nothing passes
    out = tmp_path / "run"
    result = CliRunner().invoke(
        cli,
        ["draft", str(buyers_csv), "--out", str(out), "--decoder", "diffusion", "--steps", "32"]
        + ["--max-steps", "32", "--checks", str(checks)],
    )
    assert result.stdout.splitlines()[0] == (
        "3 rows: 0 passed, 2 need review, 1 invalid (review rate 100.0%)."
    )


def draft_then_resume(buyers_csv, out, edit, *extra):
    """Draft into `out`, `edit()` something, resume: the second result."""
    args = ["draft", str(buyers_csv), "--out", str(out), "--decoder", "diffusion", *extra]
    first = CliRunner().invoke(cli, args)
    assert first.exit_code in (0, 1), first.output
    edit()
    return CliRunner().invoke(cli, [*args, "--resume"])


def test_resume_after_editing_the_template_is_refused(buyers_csv, tmp_path, fake_pool):
    template = tmp_path / "mine.j2"
    template.write_text(load_template("intro").path.read_text(encoding="utf-8"))
    unchanged = draft_then_resume(
        buyers_csv, tmp_path / "same", lambda: None, "--template", str(template)
    )
    assert unchanged.stdout.splitlines()[0] == "Resumed: 3 rows were already done."

    def edit():
        template.write_text(template.read_text() + "Keep it short.\n")

    result = draft_then_resume(buyers_csv, tmp_path / "run", edit, "--template", str(template))
    assert result.exit_code == 2
    assert result.output.startswith(f"Error: {tmp_path / 'run'}: cannot resume: ")
    assert "the template's text (--template) changed: template_sha256 was '" in result.output


def test_resume_after_editing_the_checks_is_refused(buyers_csv, tmp_path, fake_pool):
    checks = tmp_path / "checks"
    checks.mkdir()
    thresholds = checks / "thresholds.toml"
    thresholds.write_text(shipped_checks("thresholds.toml").read_text(encoding="utf-8"))

    def edit():
        old, new = "misspelled_min_score = 85", "misspelled_min_score = 80"
        thresholds.write_text(thresholds.read_text().replace(old, new, 1))

    result = draft_then_resume(buyers_csv, tmp_path / "run", edit, "--checks", str(checks))
    assert result.exit_code == 2
    assert result.output.startswith(f"Error: {tmp_path / 'run'}: cannot resume: ")
    assert "the checker's knowledge files (--checks) changed: checks_sha256 was '" in result.output
    # What the files say counts, not where they are: the run began with a copy of the shipped
    # thresholds, so it resumes with the shipped checks.
    args = ["draft", str(buyers_csv), "--out", str(tmp_path / "run"), "--decoder", "diffusion"]
    again = CliRunner().invoke(cli, [*args, "--resume"])
    assert again.stdout.splitlines()[0] == "Resumed: 3 rows were already done."


def test_resume_of_a_run_from_before_the_template_and_checks_were_recorded(tmp_path, fake_pool):
    """tests/data/old_run's run.json has no template_sha256 or checks_sha256: not recorded,
    so not a change; the resumed run records them from then on."""
    run = copy_run(tmp_path)
    result = CliRunner().invoke(
        cli, ["draft", str(tmp_path / "sample.csv"), "--out", str(run), "--resume", "--limit", "8"]
    )
    assert result.exit_code in (0, 1), result.output
    assert result.stdout.splitlines()[:2] == [
        # the defaults have moved since (16 -> 64 became 160): the run keeps its own
        "Resuming with the run's own settings: max-steps 64, steps 16.",
        "Resumed: 6 rows were already done.",
    ]
    manifest = json.loads((run / "run.json").read_text())
    assert {"template_sha256", "checks_sha256"} <= manifest.keys()


def test_a_fingerprint_key_the_manifest_lacks_is_not_a_change():
    current = {"config": {"steps": 16}, "template_sha256": "ab" * 32}
    assert fingerprint_changes({"config": {"steps": 16}}, current) == []
    assert fingerprint_changes({"config": {"steps": 8}}, current) == [
        "the draft settings changed: --steps was 8, now 16"
    ]
    assert fingerprint_changes([], current) == ["the run manifest run.json is not a JSON object"]


def test_resume_keeps_the_settings_the_run_began_with(buyers_csv, tmp_path, fake_pool):
    """A resume without the original options continues the run as it began; an option given
    again explicitly still has to match (the fingerprint refuses a change)."""
    run = tmp_path / "run"
    args = ["draft", str(buyers_csv), "--out", str(run), "--decoder", "diffusion"]
    first = CliRunner().invoke(cli, [*args, "--steps", "8", "--max-steps", "32", "--limit", "1"])
    assert first.exit_code in (0, 1), first.output
    again = CliRunner().invoke(cli, [*args, "--resume"])
    assert again.exit_code in (0, 1), again.output
    assert again.stdout.splitlines()[:2] == [
        "Resuming with the run's own settings: max-steps 32, steps 8.",
        "Resumed: 1 rows were already done.",
    ]
    changed = CliRunner().invoke(cli, [*args, "--resume", "--steps", "16"])
    assert changed.exit_code == 2
    assert "the draft settings changed" in changed.output
