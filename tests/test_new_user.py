"""The new user's path (#20): each rough edge a first run hit, with its exact message and exit
code, through CliRunner and a decoder double (no model is loaded unless a test says so)."""

from __future__ import annotations

import json
import time

import pytest
from click.testing import CliRunner

import sales_dlm.cli.progress
import sales_dlm.decoding.pool
from sales_dlm.cli import cli
from sales_dlm.cli.progress import ProgressLines, duration
from sales_dlm.errors import ModelError
from tests.fake_decoder import FakeDecoder, FakePool, install_pool

BUYERS = (
    "buyer_id,company,contact_name,contact_title,country,product_category\n"
    "B1,Nordhavn Seafood A/S,Mette Kristensen,Category Manager,Denmark,frozen seafood\n"
    "B2,Tanaka Shoji K.K.,Hiroshi Tanaka,Import Manager,Japan,kitchenware\n"
    "B3,Hoffmann Industrietechnik GmbH,Klaus Weber,Head of Procurement,Germany,"
    "industrial valves\n"
)
NOTICE = (
    "Note: drafting as the example sender (Minji Park, Hanbit Trading Co., Ltd.). For your "
    "own: cp sender.example.toml sender.toml, edit it, add --sender sender.toml."
)
OWN_SENDER = 'company = "Acme Export Ltd"\nname = "Jo Bloggs"\ntitle = "Sales Director"\n'


@pytest.fixture
def buyers_csv(tmp_path):
    path = tmp_path / "buyers.csv"
    path.write_text(BUYERS, encoding="utf-8")
    return path


@pytest.fixture
def fake_pool(monkeypatch):
    return install_pool(monkeypatch, FakePool(ar=FakeDecoder("ar")))


def draft(*args: str):
    return CliRunner().invoke(cli, ["draft", *args])


def test_drafting_as_the_example_sender_says_so_on_stderr(buyers_csv, tmp_path, fake_pool):
    result = draft(str(buyers_csv), "--decoder", "ar", "--out", str(tmp_path / "a"))
    assert result.exit_code == 0, result.output
    assert NOTICE in result.stderr.splitlines()
    assert NOTICE not in result.stdout
    sender = tmp_path / "sender.toml"
    sender.write_text(OWN_SENDER, encoding="utf-8")
    own = draft(str(buyers_csv), "--decoder", "ar", "--out", str(tmp_path / "b"),
                "--sender", str(sender))
    assert "example sender" not in own.output


def test_progress_is_a_line_every_few_seconds_off_a_terminal(buyers_csv, tmp_path, fake_pool,
                                                            monkeypatch):
    monkeypatch.setattr(sales_dlm.cli.progress, "LINE_SECONDS", 0.0)
    monkeypatch.setattr(ProgressLines.__init__, "__defaults__", (0.0, time.monotonic))
    result = draft(str(buyers_csv), "--decoder", "ar", "--out", str(tmp_path / "run"),
                   "--batch-size", "1")
    assert result.exit_code == 0, result.output
    lines = [line for line in result.stderr.splitlines() if line.startswith("drafting: ")]
    counts = list(dict.fromkeys(line.split("; about")[0] for line in lines))
    assert counts == [
        f"drafting: {n} of 3 rows ({n / 3:.0%}), {n} passed, 0 in review, 0 invalid"
        for n in range(4)
    ]
    assert lines[-1] == "drafting: 3 of 3 rows (100%), 3 passed, 0 in review, 0 invalid"
    assert "drafting" not in result.stdout, "stdout holds only the results"


def test_progress_lines_pace_themselves_and_give_an_eta():
    class State:
        def __init__(self, done, total=10):
            self.done, self.total = done, total
            self.passed, self.needs_review, self.invalid = done, 0, 0

    now = [0.0]
    printed = []
    lines = ProgressLines(every=5.0, clock=lambda: now[0])
    import click

    original = click.echo
    click.echo = lambda message, err=False: printed.append(message)
    try:
        for done, at in [(0, 0.0), (1, 2.0), (2, 4.0), (3, 6.0), (4, 8.0), (10, 20.0)]:
            now[0] = at
            lines(State(done))
    finally:
        click.echo = original
    assert printed == [
        "drafting: 0 of 10 rows (0%), 0 passed, 0 in review, 0 invalid",
        "drafting: 3 of 10 rows (30%), 3 passed, 0 in review, 0 invalid; about 14s left",
        "drafting: 10 of 10 rows (100%), 10 passed, 0 in review, 0 invalid",
    ]
    assert (duration(42), duration(185), duration(3720)) == ("42s", "3m 05s", "1h 02m")


def test_a_run_that_finished_gives_no_resume_hint(buyers_csv, tmp_path, fake_pool):
    result = draft(str(buyers_csv), "--decoder", "ar", "--out", str(tmp_path / "run"))
    assert result.exit_code == 0
    assert "resume" not in result.output.lower()


def test_the_resume_hint_keeps_the_runs_limit(buyers_csv, tmp_path, fake_pool):
    run = tmp_path / "run"
    decode = fake_pool.ar.decode

    def interrupted(prompts, options=None):
        raise KeyboardInterrupt

    fake_pool.ar.decode = interrupted
    result = draft(str(buyers_csv), "--decoder", "ar", "--out", str(run), "--limit", "3")
    assert result.exit_code == 130
    assert result.stderr.splitlines()[-1] == (
        f"interrupted; resume with: sales-dlm draft {buyers_csv} --out {run} --resume --limit 3"
    )
    fake_pool.ar.decode = decode


def test_ctrl_c_says_how_to_resume_and_exits_130(buyers_csv, tmp_path, fake_pool):
    run = tmp_path / "run"
    calls = {"n": 0}
    decode = fake_pool.ar.decode

    def interrupted(prompts, options=None):
        calls["n"] += 1
        if calls["n"] == 2:
            raise KeyboardInterrupt
        return decode(prompts, options)

    fake_pool.ar.decode = interrupted
    result = draft(str(buyers_csv), "--decoder", "ar", "--out", str(run), "--batch-size", "1")
    assert result.exit_code == 130
    assert result.stderr.splitlines()[-1] == (
        f"interrupted; resume with: sales-dlm draft {buyers_csv} --out {run} --resume"
    )
    assert len((run / "drafts.jsonl").read_text().splitlines()) == 1
    fake_pool.ar.decode = decode
    resumed = draft(str(buyers_csv), "--out", str(run), "--resume")
    assert resumed.exit_code == 0, resumed.output
    assert resumed.stdout.splitlines()[:2] == [
        "Resuming with the run's own settings: decoder ar.",
        "Resumed: 1 rows were already done.",
    ]


def test_encoding_wherever_a_csv_is_read(tmp_path, fake_pool):
    path = tmp_path / "latin.csv"
    path.write_bytes("company,country\nBrasserie Légère SA,France\n".encode("cp1252"))
    for command in (["validate", str(path)], ["draft", str(path), "--dry-run", "--decoder", "ar"],
                    ["tune", str(path), "--steps", "8", "--out", str(tmp_path / "t")]):
        bad = CliRunner().invoke(cli, [*command, "--encoding", "nope-8"])
        assert bad.exit_code == 2, command
        assert bad.output == f"Error: {path}: unknown encoding 'nope-8'\n", command
    drafts = tmp_path / "drafts.jsonl"
    drafts.write_text('{"buyer_id": "x", "subject": "s", "body": "b"}\n', encoding="utf-8")
    bad = CliRunner().invoke(cli, ["check", str(drafts), "--buyers", str(path), "--encoding",
                                   "nope-8"])
    assert (bad.exit_code, bad.output) == (2, f"Error: {path}: unknown encoding 'nope-8'\n")
    good = CliRunner().invoke(cli, ["validate", str(path), "--encoding", "cp1252"])
    assert good.exit_code == 0 and "Brasserie Légère SA" in good.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--resume"], "Error: --resume needs --out RUN_DIR (the run to continue)"),
        (["--device", "nosuch"], "Error: unknown device 'nosuch'"),
        (["--decoder", "diffusion", "--steps", "12"],
         "Error: 'embedded' decodes in 8 blocks (of 20 tokens each); use a multiple of 8 steps, "
         "e.g. 8 or 16 (got 12)"),
        (["--model", "nosuch-org/nosuch-model"],
         "Error: model 'nosuch-org/nosuch-model' is not a local folder, and the hub id is not in "
         "the local hub cache (nothing is downloaded unless you ask): check the spelling, pass a "
         "folder, or add --allow-download to fetch it from the hub"),
        (["--template", "nosuch"], "Error: "),
    ],
)
def test_dry_run_refuses_what_the_run_refuses(buyers_csv, args, message, fake_pool):
    dry = draft(str(buyers_csv), "--dry-run", *args)
    assert dry.exit_code == 2, dry.output
    assert dry.output.splitlines()[-1].startswith(message), dry.output


def test_dry_run_refuses_a_folder_that_holds_a_run(buyers_csv, tmp_path, fake_pool):
    run = tmp_path / "run"
    assert draft(str(buyers_csv), "--decoder", "ar", "--out", str(run)).exit_code == 0
    dry = draft(str(buyers_csv), "--dry-run", "--decoder", "ar", "--out", str(run))
    assert dry.exit_code == 2
    assert dry.output == (
        f"Error: {run}: already holds a run; continue it with --resume, or choose another --out\n"
    )
    changed = draft(str(buyers_csv), "--dry-run", "--out", str(run), "--resume", "--seed", "5")
    assert changed.exit_code == 2
    assert changed.output.endswith(
        "cannot resume: this run was started with another input or configuration (the draft "
        "settings changed: --seed was 0, now 5); start a new run with another --out\n"
    )


def test_a_refused_resume_names_only_the_keys_that_differ(buyers_csv, tmp_path, fake_pool):
    run = tmp_path / "run"
    assert draft(str(buyers_csv), "--decoder", "ar", "--out", str(run)).exit_code == 0
    result = draft(str(buyers_csv), "--out", str(run), "--resume", "--seed", "5",
                   "--template", "follow_up")
    assert result.exit_code == 2
    assert result.stderr == (
        f"Error: {run}: cannot resume: this run was started with another input or configuration "
        "(the draft settings changed: --seed was 0, now 5; --template was 'intro', now "
        "'follow_up'; the template's text (--template) changed: template_sha256 was "
        f"{_sha(run)}, now {_sha_of('follow_up')}); start a new run with another --out\n"
    )


def _sha(run) -> str:
    return repr(json.loads((run / "run.json").read_text())["template_sha256"][:12] + "...")


def _sha_of(template: str) -> str:
    from sales_dlm.drafting.journal import file_sha256
    from sales_dlm.prompts import load_template

    return repr(file_sha256(load_template(template).path)[:12] + "...")


def test_a_mistyped_hub_id_fails_at_once_without_the_network(monkeypatch):
    """Offline means no connection is even tried (the hub client's retries took ~26 s)."""
    import socket

    from sales_dlm.models import load

    def refuse(*args, **kwargs):
        raise AssertionError("a connection was attempted")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    with pytest.raises(ModelError, match="not in the local hub cache"):
        load("nosuch-org/nosuch-model", kind="ar", device="cpu", allow_download=False)


def test_tune_headline_says_no_setting_meets_the_bar(buyers_csv, tmp_path, fake_pool):
    fake_pool.diffusion.needs = {"Nordhavn Seafood A/S": 999, "Tanaka Shoji K.K.": 999}
    fake_pool.ar.ar_fails = {"Nordhavn Seafood A/S", "Tanaka Shoji K.K."}
    result = CliRunner().invoke(cli, ["tune", str(buyers_csv), "--steps", "8", "--compare-ar",
                                      "--out", str(tmp_path / "t")])
    assert result.exit_code == 0, result.output
    assert (
        "**No setting meets the 5.0% bar.** The closest is diffusion at 8 steps, with 66.7% of "
        "drafts in review: raise the bar, use a stronger model, or review these drafts by hand."
    ) in result.stdout.splitlines()


def test_the_readme_tour_works_when_pasted():
    """Each line of the README's tour: an activation line and the sender copy first, then
    commands and options the CLI knows, on files the repository has."""
    import re
    import shlex
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    readme = (root / "README.md").read_text(encoding="utf-8")
    block = re.search(r"<!-- tour -->\n```bash\n(.*?)```", readme, re.DOTALL).group(1)
    lines = [shlex.split(line, comments=True) for line in block.splitlines()]
    assert lines[0] == ["source", ".venv/bin/activate"]
    assert lines[1] == ["cp", "sender.example.toml", "sender.toml"]
    assert (root / "sender.example.toml").is_file()
    for words in lines[2:]:
        assert words[0] == "sales-dlm", words
        command = cli.commands[words[1]]
        ctx = command.make_context(words[1], list(words[2:]), resilient_parsing=False)
        for value in ctx.params.values():
            if isinstance(value, str) and value.startswith("buyers/"):
                assert (root / value).is_file(), value


def test_the_readme_tour_tunes_at_the_step_count_draft_uses():
    """The tour's tune line measures the step count `draft` drafts at by default (where the
    embedded model's quality lies), so the tour can end with a recommendation."""
    import re
    import shlex
    from pathlib import Path

    from sales_dlm.drafting.config import DraftConfig

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    block = re.search(r"<!-- tour -->\n```bash\n(.*?)```", readme, re.DOTALL).group(1)
    lines = [shlex.split(line, comments=True) for line in block.splitlines()]
    (words,) = [w for w in lines if w[:2] == ["sales-dlm", "tune"]]
    ctx = cli.commands["tune"].make_context("tune", words[2:])
    assert DraftConfig().steps in ctx.params["steps"]
