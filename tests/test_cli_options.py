"""Every command's options: defaults read from the config classes and shown in --help, the
exit codes stated in the epilog, and no `assert` standing in for an error a user can cause."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.cli.common import ConfigOption, field_default
from sales_dlm.drafting.config import DraftConfig
from sales_dlm.tuning.sweep import TuneConfig

ROOT = Path(__file__).resolve().parents[1]

# Each command, the arguments it needs to parse, and the config classes its defaults come from
# (the first that has a field of an option's name is that option's source).
COMMANDS = {
    "draft": (["b.csv"], (DraftConfig,)),
    "tune": (["b.csv"], (TuneConfig, DraftConfig)),
    "check": (["d.jsonl", "--buyers", "b.csv"], ()),
    "validate": (["b.csv"], ()),
    "report": (["run"], ()),
    "train": ([], ()),
    "review": (["run"], ()),
    "export": (["run", "--out", "x.csv"], ()),
}


def options(name: str) -> list[click.Option]:
    return [
        p for p in cli.commands[name].params if isinstance(p, click.Option) and p.name != "help"
    ]


def context(name: str) -> click.Context:
    """The command's context as the group makes it (so show_default is inherited); its params
    hold every default after type conversion and callbacks."""
    args, _ = COMMANDS[name]
    parent = click.Context(cli, info_name="sales-dlm", **cli.context_settings)
    return cli.commands[name].make_context(name, list(args), parent=parent)


def help_text(name: str) -> str:
    result = CliRunner().invoke(cli, [name, "--help"])
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def shown(value) -> str:
    return ",".join(map(str, value)) if isinstance(value, list) else str(value)


@pytest.mark.parametrize("name", COMMANDS)
def test_defaults_are_the_config_defaults_and_shown(name):
    _, configs = COMMANDS[name]
    ctx = context(name)
    text = help_text(name)
    for option in options(name):
        source = next((c for c in configs if option.name in c.model_fields), None)
        if source is not None:  # a config has this setting: its default is the one
            assert isinstance(option, ConfigOption), f"{name} --{option.name}: a literal default"
            assert option.config_field[0] is source, f"{name} --{option.name}"
        if isinstance(option, ConfigOption):
            config, field = option.config_field
            expected = field_default(config, field)
            assert ctx.params[option.name] == expected, f"{name} --{option.name}"
        else:
            expected = ctx.params[option.name]
        decls, help_ = option.get_help_record(ctx)
        assert " ".join(help_.split()) in text, f"{name} {decls}: not in --help"
        if option.is_flag or option.multiple or option.required:
            continue
        if expected is None:  # computed or absent: the help says what happens instead
            assert "default" in help_.lower(), f"{name} {decls}: default not stated"
        else:
            assert f"[default: {shown(expected)}" in help_, f"{name} {decls}: {help_!r}"


def test_no_literal_copies_of_config_defaults():
    """The steps defaults everywhere are DraftConfig's and TuneConfig's, not a literal."""
    draft_help, tune_help = help_text("draft"), help_text("tune")
    assert f"[default: {DraftConfig().steps}; x>=1]" in draft_help
    assert f"[default: {DraftConfig().max_steps}; x>=1]" in draft_help
    assert f"[default: {shown(TuneConfig().steps)}]" in tune_help
    assert "measured, see README" not in draft_help


def test_draft_defaults_drive_the_schedule(tmp_path):
    buyers = tmp_path / "b.csv"
    buyers.write_text("company,country\nAcme Ltd,Ireland\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["draft", str(buyers), "--dry-run"])
    assert result.exit_code == 0, result.output
    labels = [f"{d}@{s}" if s else d for d, s in DraftConfig().schedule()]
    assert result.output.splitlines()[-1].endswith("schedule " + " -> ".join(labels))
    # --steps alone above the default ceiling raises the ceiling with it
    result = CliRunner().invoke(cli, ["draft", str(buyers), "--dry-run", "--steps", "128"])
    assert result.output.splitlines()[-1].endswith("schedule diffusion@128 -> ar")


# The exit codes each command can end with (see cli/common.py and the commands' sys.exit).
EXIT_CODES = {
    "draft": {0, 1, 2, 130},
    "validate": {0, 1, 2, 130},
    "check": {0, 1, 2, 130},
    "tune": {0, 2, 130},
    "report": {0, 2, 130},
    "train": {0, 2, 130},
    "review": {0, 2, 130},
}


@pytest.mark.parametrize("name", EXIT_CODES)
def test_help_states_the_exit_codes(name):
    result = CliRunner().invoke(cli, [name, "--help"])
    epilog = result.output.split("Exit codes:\n", 1)[1]
    stated = {int(m) for m in re.findall(r"^\s*(\d+)  \S", epilog, re.MULTILINE)}
    assert stated == EXIT_CODES[name]


def asserts_in(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Assert)]


def test_no_asserts_guard_user_input():
    """`python -O` drops asserts: what a user can get wrong raises a real error instead."""
    package = ROOT / "sales_dlm"
    paths = [
        *sorted((package / "cli").glob("*.py")),
        package / "drafting" / "config.py",
        *sorted((package / "tuning").glob("*.py")),
    ]
    found = {str(p.relative_to(ROOT)): lines for p in paths if (lines := asserts_in(p))}
    assert found == {}
