"""`tune --compare-grounding --compare-repair` (sales_dlm/tuning/compare.py): what each buys,
read off decoder doubles whose costs and failures are known."""

from __future__ import annotations

import json

from click.testing import CliRunner
from test_repair import RepairingDiffusion

from sales_dlm.cli import cli
from sales_dlm.decoding.base import DiffusionDecodeOptions
from sales_dlm.inputs.records import DEFAULT_SENDER
from sales_dlm.tuning.sweep import TuneConfig, run_tuning
from tests.fake_decoder import FakeDecoder, FakePool, install_pool

BUYERS = (
    "company,contact_name,contact_title,country,product_category\n"
    "Nordhavn Seafood A/S,Mette Kristensen,Category Manager,Denmark,frozen seafood\n"
    "Tanaka Shoji K.K.,Hiroshi Tanaka,Import Manager,Japan,kitchenware\n"
)


class GroundedFake(FakeDecoder):
    """Misspells every company unless its options ground the draft."""

    def decode(self, prompts, options=None):
        steps = options.steps
        self.needs = {} if options.grounding else {c: steps + 1 for c in ("Nordhavn Seafood A/S",)}
        return super().decode(prompts, options)


class OptionsPool(FakePool):
    """FakePool with the real diffusion options (which have a `grounding` field)."""

    def get(self, decoder, steps):
        backend, _, name = super().get(decoder, steps)
        return backend, DiffusionDecodeOptions(steps=steps or 8), name


def _run(tmp_path, pool, **config):
    buyers = tmp_path / "b.csv"
    buyers.write_text(BUYERS, encoding="utf-8")
    return run_tuning(
        buyers, TuneConfig(**config), pool, sender=DEFAULT_SENDER, device="cpu", model="fake"
    )


def test_repair_first_reaches_the_same_review_rate_with_fewer_forwards(tmp_path):
    pool = FakePool(diffusion=RepairingDiffusion(needs={"Tanaka Shoji K.K.": 32}))
    result = _run(tmp_path, pool, steps=[8, 16, 32], compare_repair=True)
    first = result.repair_comparison[0]
    assert (first.start, first.ladder) == (8, [8, 16, 32])
    # full redrafts: Nordhavn 8 forwards; Tanaka 8 + 16 + 32 (FakeDecoder: forwards = steps)
    assert first.redraft.review_rate == 0.0
    assert first.redraft.forwards_per_draft == (8 + 8 + 16 + 32) / 2
    assert first.redraft.forwards_per_passing_draft == (8 + 8 + 16 + 32) / 2
    # repair first: Tanaka 8 + a repair of 3 forwards that passes
    assert first.repair.review_rate == 0.0
    assert first.repair.forwards_per_passing_draft == (8 + 8 + 3) / 2
    assert first.redraft.escalation_forwards_per_draft == (16 + 32) / 2
    assert first.repair.escalation_forwards_per_draft == 3 / 2
    assert (first.repairs, first.repairs_passed) == (1, 1)
    last = result.repair_comparison[-1]
    assert (last.ladder, last.repairs) == ([32], 0)  # drafted clean at 32: nothing to repair
    assert last.repair == last.redraft


def test_grounding_off_and_on_are_measured_apart(tmp_path):
    pool = OptionsPool(diffusion=GroundedFake("diffusion"))
    result = _run(tmp_path, pool, steps=[8], compare_grounding=True)
    (compared,) = result.grounding_comparison
    assert (compared.decoder, compared.steps) == ("diffusion", 8)
    assert compared.off.review_rate == 0.5
    assert compared.off.errors_by_type == {"company_misspelled": 1}
    assert compared.on.review_rate == 0.0
    assert compared.on.forwards_per_passing_draft == 8.0
    assert compared.off.forwards_per_passing_draft == 16.0  # two drafts' forwards, one passed


def test_nothing_is_compared_unless_asked(tmp_path):
    result = _run(tmp_path, FakePool(), steps=[8])
    assert result.grounding_comparison == [] and result.repair_comparison == []
    assert result.to_json()["repair_comparison"] == []


def test_tune_cli_writes_both_comparisons(tmp_path, monkeypatch):
    diffusion = RepairingDiffusion(needs={"Tanaka Shoji K.K.": 16})
    install_pool(monkeypatch, OptionsPool(diffusion=diffusion))
    buyers = tmp_path / "b.csv"
    buyers.write_text(BUYERS, encoding="utf-8")
    out = tmp_path / "t"
    args = ["tune", str(buyers), "--steps", "8,16", "--out", str(out)]
    result = CliRunner().invoke(cli, [*args, "--compare-grounding", "--compare-repair"])
    assert result.exit_code == 0, result.output
    md = (out / "tuning.md").read_text().splitlines()
    at = md.index("Span repair against full redrafts (`--compare-repair`):")
    head = "review rate | drafts/s | forwards/draft | forwards/passing draft"
    assert md[at + 2 : at + 6] == [
        f"| escalation | policy | {head} |",
        "|---|---|---|---|---|---|",
        "| 8 → 16 | full redraft | 0.0% | 666.667 | 16.0 | 16.0 |",
        "| 8 → 16 | repair first (1/1 repairs passed) | 0.0% | 666.667 | 9.5 | 9.5 |",
    ]  # three attempts of 1 ms each for two drafts either way; 8 + 8 + 16 against 8 + 8 + 3
    at = md.index("Grounded decoding (`--compare-grounding`):")
    assert md[at + 4 : at + 6] == [
        "| diffusion@8 | off | 50.0% | 1000.0 | 8.0 | 16.0 |",
        "| diffusion@8 | on | 50.0% | 1000.0 | 8.0 | 16.0 |",
    ]  # this double ignores grounding: both the same
    doc = json.loads((out / "tuning.json").read_text())
    assert doc["config"]["compare_repair"] is True
    assert [c["start"] for c in doc["repair_comparison"]] == [8, 16]


def test_compare_repair_needs_the_diffusion_decoder(tmp_path):
    buyers = tmp_path / "b.csv"
    buyers.write_text(BUYERS, encoding="utf-8")
    args = ["tune", str(buyers), "--decoder", "hybrid", "--compare-repair"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: --compare-repair measures the diffusion decoder's span repair"
    )
