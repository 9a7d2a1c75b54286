"""Ctrl+C ends every command with one line and exit code 130 (#20), never a traceback or
click's "Aborted!" (exit 1, which reads as "some drafts flagged"). KeyboardInterrupt is raised
from inside each command's work, where a real Ctrl+C lands. `draft`'s own line, with its
--resume command, is tested in test_new_user.py."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

import sales_dlm.facts.batch
import sales_dlm.review.app.desk
from sales_dlm.cli import cli
from tests.fake_decoder import FakeDecoder, FakePool, install_pool

OLD_RUN = Path(__file__).parent / "data" / "old_run"
BUYERS = (
    "buyer_id,company,contact_name,contact_title,country,product_category\n"
    "B1,Nordhavn Seafood A/S,Mette Kristensen,Category Manager,Denmark,frozen seafood\n"
    "B2,Tanaka Shoji K.K.,Hiroshi Tanaka,Import Manager,Japan,kitchenware\n"
)


@pytest.fixture
def buyers(tmp_path) -> Path:
    path = tmp_path / "buyers.csv"
    path.write_text(BUYERS, encoding="utf-8")
    return path


def interrupt_on_call(n: int, work):
    """`work`, raising KeyboardInterrupt on its n-th call instead of doing it."""
    calls = {"n": 0}

    def interrupted(*args, **kwargs):
        calls["n"] += 1
        if calls["n"] == n:
            raise KeyboardInterrupt
        return work(*args, **kwargs)

    return interrupted


def assert_interrupted(result, line: str) -> None:
    assert result.exit_code == 130, result.output
    assert result.stderr.splitlines()[-1] == line
    assert "Traceback" not in result.output and "Aborted!" not in result.output
    assert isinstance(result.exception, SystemExit)


def test_tune(buyers, tmp_path, monkeypatch):
    diffusion = FakeDecoder("diffusion")
    diffusion.decode = interrupt_on_call(2, diffusion.decode)  # while measuring 16 steps
    install_pool(monkeypatch, FakePool(diffusion=diffusion))
    out = tmp_path / "t"
    result = CliRunner().invoke(cli, ["tune", str(buyers), "--steps", "8,16", "--out", str(out)])
    assert_interrupted(
        result,
        "interrupted; sales-dlm tune: nothing was written (its reports are written once every "
        "setting is measured).",
    )
    assert result.stderr.splitlines()[:2] == [
        "measuring diffusion@8 ...",
        "measuring diffusion@16 ...",
    ]
    assert not out.exists()


def test_check(buyers, tmp_path, monkeypatch):
    drafts = tmp_path / "drafts.jsonl"
    drafts.write_text(
        "".join(
            json.dumps({"buyer_id": b, "subject": "Hello", "body": "Dear buyer,"}) + "\n"
            for b in ("B1", "B2")
        ),
        encoding="utf-8",
    )
    checker = interrupt_on_call(2, sales_dlm.facts.batch.check)  # at the second draft
    monkeypatch.setattr(sales_dlm.facts.batch, "check", checker)
    result = CliRunner().invoke(cli, ["check", str(drafts), "--buyers", str(buyers)])
    assert_interrupted(result, "interrupted; sales-dlm check: nothing was reported.")
    assert result.stdout == ""  # no half report


def test_review_before_the_desk_starts(tmp_path, monkeypatch):
    run = tmp_path / "run"
    shutil.copytree(OLD_RUN, run)
    index = interrupt_on_call(1, sales_dlm.review.app.desk.index_journal)
    monkeypatch.setattr(sales_dlm.review.app.desk, "index_journal", index)
    result = CliRunner().invoke(cli, ["review", str(run)])
    assert_interrupted(
        result,
        "interrupted; sales-dlm review: the desk had not started; decisions already made are "
        "in decisions.jsonl.",
    )


def test_every_help_lists_130():
    for name in cli.commands:
        assert (
            "\n  130  interrupted (Ctrl+C)" in CliRunner().invoke(cli, [name, "--help"]).output
        ), name
