"""`--grounding on|off|auto` on `draft` and `tune`: what reaches the decoders' options, the run
fingerprint (only when not auto, so older runs resume) and tuning.json; and `draft --repair
on|off`: off by default (the checker misses slips a span repair leaves, reports/grounding.md),
the choice reaches `escalate`, in the fingerprint only when on."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import sales_dlm.drafting.run
from sales_dlm.cli import cli
from sales_dlm.decoding.base import ARDecodeOptions, DiffusionDecodeOptions
from sales_dlm.decoding.pool import ModelPool
from sales_dlm.drafting.config import DraftConfig
from tests.fake_decoder import FakePool, install_pool

BUYERS = (
    "buyer_id,company,contact_name,contact_title,country,product_category\n"
    "B1,Nordhavn Seafood A/S,Mette Kristensen,Category Manager,Denmark,frozen seafood\n"
)


@pytest.fixture
def buyers_csv(tmp_path):
    path = tmp_path / "buyers.csv"
    path.write_text(BUYERS, encoding="utf-8")
    return path


class _Backend:
    """A loaded decoder as the pool keeps it, without a model."""

    def __init__(self, options_class):
        self.options_class = options_class

    def default_options(self):
        return self.options_class()


@pytest.mark.parametrize(("choice", "option"), [("on", True), ("off", False), ("auto", None)])
def test_the_pool_puts_the_choice_into_both_decoders_options(choice, option):
    pool = ModelPool.for_run(DraftConfig(grounding=choice))
    pool._decoders = {
        "ar": _Backend(ARDecodeOptions),
        "diffusion": _Backend(DiffusionDecodeOptions),
    }
    assert pool.get("ar", None)[1].grounding is option
    assert pool.get("diffusion", 160)[1].grounding is option


def test_the_fingerprint_holds_grounding_only_when_set():
    assert "grounding" not in DraftConfig().fingerprint()
    assert DraftConfig(grounding="off").fingerprint()["grounding"] == "off"
    assert DraftConfig(grounding="on").fingerprint()["grounding"] == "on"


def test_draft_records_the_choice_and_refuses_to_resume_with_another(
    buyers_csv, tmp_path, monkeypatch
):
    install_pool(monkeypatch, FakePool())
    out = tmp_path / "run"
    args = ["draft", str(buyers_csv), "--out", str(out), "--decoder", "diffusion"]
    first = CliRunner().invoke(cli, [*args, "--grounding", "off"])
    assert first.exit_code == 0, first.output
    assert json.loads((out / "run.json").read_text())["config"]["grounding"] == "off"
    resumed = CliRunner().invoke(cli, [*args, "--resume"])  # keeps the run's own setting
    assert resumed.exit_code == 0, resumed.output
    assert resumed.stdout.splitlines()[:2] == [
        "Resuming with the run's own settings: grounding off.",
        "Resumed: 1 rows were already done.",
    ]
    other = CliRunner().invoke(cli, [*args, "--resume", "--grounding", "on"])
    assert other.exit_code == 2
    assert other.output == (
        f"Error: {out}: cannot resume: this run was started with another input or "
        "configuration (the draft settings changed: --grounding was 'off', now 'on'); start a "
        "new run with another --out\n"
    )


def test_an_auto_run_has_no_grounding_key(buyers_csv, tmp_path, monkeypatch):
    install_pool(monkeypatch, FakePool())
    out = tmp_path / "run"
    result = CliRunner().invoke(cli, ["draft", str(buyers_csv), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "grounding" not in json.loads((out / "run.json").read_text())["config"]


def test_tune_passes_the_choice_to_its_pool_and_records_it(buyers_csv, tmp_path, monkeypatch):
    made = {}
    fake = FakePool()
    import sales_dlm.decoding.pool

    class Recording:
        def __new__(cls, *args, **kwargs):
            made.update(kwargs)
            return fake

    monkeypatch.setattr(sales_dlm.decoding.pool, "ModelPool", Recording)
    out = tmp_path / "tuning"
    result = CliRunner().invoke(
        cli,
        ["tune", str(buyers_csv), "--steps", "8", "--grounding", "off", "--out", str(out)],
    )
    assert result.exit_code == 0, result.output
    assert made["grounding"] is False
    assert json.loads((out / "tuning.json").read_text())["config"]["grounding"] == "off"


@pytest.mark.parametrize("command", ["draft", "tune"])
def test_a_wrong_choice_is_a_usage_error(buyers_csv, command):
    result = CliRunner().invoke(cli, [command, str(buyers_csv), "--grounding", "yes"])
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: Invalid value for '--grounding': 'yes' is not one of 'on', 'off', 'auto'."
    )


@pytest.fixture
def escalations(monkeypatch):
    """The `repair` argument of every escalate call a run makes."""
    seen: list[bool] = []
    real = sales_dlm.drafting.run.escalate

    def recording(*args, repair=False, **kwargs):
        seen.append(repair)
        return real(*args, repair=repair, **kwargs)

    monkeypatch.setattr(sales_dlm.drafting.run, "escalate", recording)
    return seen


def test_the_fingerprint_holds_repair_only_when_on():
    assert "repair" not in DraftConfig().fingerprint()
    assert DraftConfig(repair="on").fingerprint()["repair"] == "on"


@pytest.mark.parametrize(("given", "expected"), [([], False), (["--repair", "on"], True)])
def test_draft_passes_the_choice_to_escalation(
    given, expected, buyers_csv, tmp_path, monkeypatch, escalations
):
    install_pool(monkeypatch, FakePool())
    out = tmp_path / "run"
    result = CliRunner().invoke(cli, ["draft", str(buyers_csv), "--out", str(out), *given])
    assert result.exit_code == 0, result.output
    assert escalations == [expected]
    config = json.loads((out / "run.json").read_text())["config"]
    assert config.get("repair") == ("on" if expected else None)


def test_a_resume_with_the_other_choice_is_refused(buyers_csv, tmp_path, monkeypatch):
    install_pool(monkeypatch, FakePool())
    out = tmp_path / "run"
    args = ["draft", str(buyers_csv), "--out", str(out)]
    assert CliRunner().invoke(cli, [*args, "--repair", "on"]).exit_code == 0
    other = CliRunner().invoke(cli, [*args, "--resume", "--repair", "off"])
    assert other.exit_code == 2
    assert other.output == (
        f"Error: {out}: cannot resume: this run was started with another input or "
        "configuration (the draft settings changed: --repair was 'on', now 'off'); start a "
        "new run with another --out\n"
    )
