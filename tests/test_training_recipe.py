"""`sales-dlm train --recipe`: the recipe file, its errors, a micro run end to end, resume,
the private checkpoint directory and `--install`.

The micro recipe (tests/data/micro_recipe.toml) has the embedded recipe's rounds at toy sizes,
so the whole chain (tokenizer -> 3 AR rounds -> 4 diffusion rounds -> evaluation) runs in
seconds.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import torch
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.errors import InputError
from sales_dlm.training import outputs
from sales_dlm.training.loop import TrainingError, load_checkpoint
from sales_dlm.training.recipe import Recipe, load_recipe, parse_recipe

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

MICRO = Path(__file__).parent / "data" / "micro_recipe.toml"
SECTIONS = ("tokenizer", "model", "diffusion", "optimiser", "evaluation")


@pytest.fixture(scope="module")
def micro_run(tmp_path_factory) -> tuple[Path, str]:
    out = tmp_path_factory.mktemp("train") / "models"
    result = CliRunner().invoke(cli, ["train", "--recipe", str(MICRO), "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out, result.output


def test_the_embedded_recipe_names_every_option_the_shipped_weights_used():
    recipe, path = load_recipe("embedded")
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    for section in SECTIONS:
        fields = set(type(getattr(recipe, section)).model_fields)
        assert set(data[section]) == fields, f"[{section}] must name every option"
    round_fields = set(type(recipe.rounds[0]).model_fields) - {"start_update", "result_update"}
    for entry in data["rounds"]:
        assert round_fields <= set(entry), f"round {entry['name']} leaves options to defaults"
    # what the shipped config.json files say
    shipped = Path(__file__).parents[1] / "sales_dlm" / "models" / "embedded"
    config = json.loads((shipped / "dlm" / "config.json").read_text())
    assert (config["num_hidden_layers"], config["hidden_size"]) == (
        recipe.model.layers,
        recipe.model.hidden_size,
    )
    assert config["block_length"] == recipe.diffusion.block_length
    assert config["left_to_right_from_steps"] == recipe.diffusion.left_to_right_from_steps


def test_the_micro_recipe_has_the_embedded_recipes_shape():
    embedded, _ = load_recipe("embedded")
    micro, _ = load_recipe(MICRO)

    def shape(recipe: Recipe) -> list[tuple]:
        return [
            (r.name, r.model, r.start, r.start_update is None, r.result_update is None)
            for r in recipe.rounds
        ]

    assert shape(micro) == shape(embedded)
    assert micro.diffusion == embedded.diffusion, "the canvas and blocks are the shipped ones"


def test_a_recipe_error_names_the_file_and_line(tmp_path: Path):
    text = MICRO.read_text().replace("learning_rate = 1e-3", "learning_rate = -1", 1)
    bad = tmp_path / "bad.toml"
    bad.write_text(text)
    line = text.splitlines().index("learning_rate = -1") + 1
    result = CliRunner().invoke(cli, ["train", "--recipe", str(bad), "--out", str(tmp_path)])
    assert result.exit_code == 2, result.output
    assert result.output == (
        f"Error: {bad}:{line}: invalid recipe: rounds[1].learning_rate: "
        "Input should be greater than 0\n"
    )


def test_a_round_starting_from_a_later_round_is_refused():
    text = MICRO.read_text().replace('start = "ar-scratch"', 'start = "ar-drill"', 1)
    with pytest.raises(InputError, match=r"'ar-drill' is not an earlier round"):
        parse_recipe(text, "r.toml")


def test_an_unknown_recipe_name_lists_the_shipped_ones():
    result = CliRunner().invoke(cli, ["train", "--recipe", "nosuch"])
    assert result.exit_code == 2, result.output
    assert result.output == (
        "Error: no recipe named 'nosuch' "
        "(shipped: embedded, faker-ar, faker-ar-2, faker-dlm; or give a file)\n"
    )


def test_train_never_writes_into_the_installed_package_unless_asked():
    package = Path(outputs.__file__).parents[1]
    result = CliRunner().invoke(
        cli, ["train", "--recipe", str(MICRO), "--out", str(package / "models" / "x")]
    )
    assert result.exit_code == 2, result.output
    assert "is inside the installed package" in result.output
    assert not (package / "models" / "x").exists()
    help_text = CliRunner().invoke(cli, ["train", "--help"]).output
    assert "[default: sales-dlm-models]" in help_text


@pytest.mark.slow
def test_micro_recipe_trains_every_round_and_evaluates(micro_run):
    out, output = micro_run
    for folder in ("tokenizer", "ar", "diffusion"):
        assert (out / folder / "config.json").exists() or folder == "tokenizer"
    # each model folder loads on its own (its tokenizer beside it)
    assert (out / "ar" / "tokenizer.json").exists()
    record = json.loads((out / "training.json").read_text())
    assert [r["name"] for r in record["rounds"]] == [r.name for r in load_recipe(MICRO)[0].rounds]
    assert all(
        r["updates"] == load_recipe(MICRO)[0].rounds[i].updates
        for i, r in enumerate(record["rounds"])
    )
    heldout = json.loads((out / "heldout.json").read_text())
    assert [(r["decoder"], r["steps"]) for r in heldout["results"]] == [
        ("ar", None),
        ("diffusion", 8),
    ]
    assert (out / "recipe.toml").read_text() == MICRO.read_text()
    config = json.loads((out / "diffusion" / "config.json").read_text())
    assert (config["is_causal"], config["block_causal"], config["logits_shift"]) == (
        False,
        True,
        True,
    )
    assert "held-out ar greedy: " in output and "held-out diffusion 8 steps: " in output


@pytest.mark.slow
def test_the_shipped_result_is_the_weights_of_result_update(micro_run):
    """diffusion-faker ships its weights at update 2 of 3, not its last."""
    out, _ = micro_run
    (run,) = (out / "checkpoints").iterdir()
    kept = run / "diffusion-faker" / "update-2" / "model.safetensors"
    last = run / "diffusion-faker" / "final" / "model.safetensors"
    shipped = out / "diffusion" / "model.safetensors"
    assert shipped.read_bytes() == kept.read_bytes() != last.read_bytes()


@pytest.mark.slow
def test_checkpoints_are_private_and_load_without_code(micro_run):
    out, _ = micro_run
    (run,) = (out / "checkpoints").iterdir()
    if os.name == "posix":
        assert (run.stat().st_mode & 0o777) == 0o700
        assert ((out / "checkpoints").stat().st_mode & 0o777) == 0o700
    state = load_checkpoint(run / "ar-scratch" / "checkpoint.pt")
    assert state["update"] == 6
    planted = run / "planted.pt"
    torch.save({"model": object()}, planted)  # a pickled object: refused, never run
    with pytest.raises(TrainingError, match="cannot load the checkpoint"):
        load_checkpoint(planted)


@pytest.mark.skipif(os.name != "posix", reason="permissions are POSIX")
def test_a_checkpoint_folder_others_can_write_is_refused(tmp_path: Path):
    out = tmp_path / "models"
    (out / "checkpoints").mkdir(parents=True)
    (out / "checkpoints").chmod(0o777)
    result = CliRunner().invoke(cli, ["train", "--recipe", str(MICRO), "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert result.output == (
        f"Error: {out / 'checkpoints'}: is open to other users (mode 777, expected 700): "
        "refusing its checkpoints\n"
    )


@pytest.mark.slow
def test_a_rerun_resumes_and_trains_nothing_again(micro_run):
    out, _ = micro_run
    before = (out / "ar" / "model.safetensors").read_bytes()
    result = CliRunner().invoke(cli, ["train", "--recipe", str(MICRO), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert result.output.count(": done, reusing ") == 10, result.output
    assert "tokenizer: reusing" in result.output
    assert (out / "ar" / "model.safetensors").read_bytes() == before


@pytest.mark.slow
def test_install_replaces_the_embedded_models(micro_run, tmp_path: Path, monkeypatch):
    from sales_dlm.models import loading

    out, _ = micro_run
    embedded = tmp_path / "embedded"
    monkeypatch.setattr(loading, "EMBEDDED_TOKENIZER_DIR", embedded / "tokenizer")
    dirs = {"ar": embedded / "ar", "diffusion": embedded / "dlm"}
    monkeypatch.setattr(loading, "EMBEDDED_MODEL_DIRS", dirs)
    targets = outputs.install(out)
    assert sorted(p.name for p in targets) == ["ar", "dlm", "tokenizer"]
    for name in ("ar", "dlm"):
        source = out / ("diffusion" if name == "dlm" else name) / "model.safetensors"
        assert (embedded / name / "model.safetensors").read_bytes() == source.read_bytes()
    loaded = loading.load("embedded", kind="ar", device="cpu")
    assert loaded.kind == "causal"
