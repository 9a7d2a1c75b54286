"""Buyers' notes reach the prompt when every model of the run was trained with them."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.decoding.pool import ModelPool
from sales_dlm.drafting.core import reads_notes

HEADER = "company,contact_name,contact_title,country,product_category,notes\n"
ROW = "Kowalski Budownictwo Sp. z o.o.,Anna Kowalska,Purchasing Manager,Poland,industrial valves,"
NOTE = '"Met at Hannover Messe;  asked for DN50-DN200 ball valves."'


def _model(tmp_path, name: str, notes: bool | None):
    folder = tmp_path / name
    folder.mkdir()
    config = {"model_type": "llama"} | ({} if notes is None else {"prompt_notes": notes})
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    return str(folder)


@pytest.mark.parametrize(
    ("ar", "diffusion", "schedule", "expected"),
    [
        (True, True, [("diffusion", 32), ("ar", None)], True),
        (True, False, [("diffusion", 32), ("ar", None)], False),  # one prompt serves both
        (True, False, [("ar", None)], True),
        (True, None, [("diffusion", 32)], False),  # a config that says nothing: no notes
        (True, False, [("hybrid", None)], False),  # hybrid drafts with both models
    ],
)
def test_notes_only_when_every_model_of_the_schedule_reads_them(
    tmp_path, ar, diffusion, schedule, expected
):
    pool = ModelPool(
        ar_model=_model(tmp_path, "ar", ar), diffusion_model=_model(tmp_path, "dlm", diffusion)
    )
    assert reads_notes(pool, schedule) is expected


def test_an_endpoint_or_a_missing_folder_reads_no_notes(tmp_path):
    assert not ModelPool(ar_model="openai:gpt-x").reads_notes(["ar"])
    assert not ModelPool(ar_model=str(tmp_path / "nothing")).reads_notes(["ar"])
    assert not reads_notes(object(), [("ar", None)])  # a pool that cannot tell


def test_the_dry_run_shows_the_note_in_the_prompt_of_a_model_that_reads_it(tmp_path):
    buyers = tmp_path / "buyers.csv"
    buyers.write_text(HEADER + ROW + NOTE + "\n", encoding="utf-8")
    reads, plain = _model(tmp_path, "reads", True), _model(tmp_path, "plain", False)
    outputs = {}
    for model in (reads, plain):
        args = ["draft", str(buyers), "--dry-run", "--decoder", "ar", "--model", model]
        result = CliRunner().invoke(cli, args)
        assert result.exit_code == 0, result.output
        outputs[model] = result.output.splitlines()
    # whitespace in a notes cell is folded, as the corpus wrote it
    note_line = "Notes: Met at Hannover Messe; asked for DN50-DN200 ball valves."
    assert note_line in outputs[reads]
    assert not [line for line in outputs[plain] if line.startswith("Notes:")]
