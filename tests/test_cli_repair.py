"""`draft --repair on|off`: off by default (the checker misses slips a span repair leaves, see
reports/grounding.md); the choice reaches `escalate`, and the fingerprint holds it only when on,
so runs begun before the option existed resume."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import sales_dlm.drafting.run
from sales_dlm.cli import cli
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
