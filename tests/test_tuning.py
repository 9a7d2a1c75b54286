"""Tuning: the recommendation on constructed rows, escalation read-off, and a small sweep."""

from __future__ import annotations

import json

import pytest

from sales_dlm.inputs.records import DEFAULT_SENDER
from sales_dlm.tuning.report import write_tuning
from sales_dlm.tuning.results import TuningRow
from sales_dlm.tuning.sweep import Measured, TuneConfig, escalation, recommend, run_tuning
from tests.fake_decoder import FakeDecoder, FakePool


def row(steps, review_rate, drafts_per_s, decoder="diffusion"):
    return TuningRow(decoder=decoder, steps=steps, review_rate=review_rate,
                     drafts_per_s=drafts_per_s)


def test_recommends_the_smallest_step_count_meeting_the_bar():
    rows = [row(8, 0.30, 40.0), row(16, 0.04, 20.0), row(32, 0.0, 10.0), row(None, 0.0, 5.0, "ar")]
    rec = recommend(rows, 0.05)
    assert (rec.decoder, rec.steps, rec.review_rate, rec.meets_bar) == (
        "diffusion", 16, 0.04, True)
    assert rec.speedup_vs_ar == 4.0


def test_bar_is_inclusive_and_order_of_rows_does_not_matter():
    rows = [row(32, 0.05, 10.0), row(8, 0.2, 40.0)]
    assert recommend(rows, 0.05).steps == 32
    assert recommend(rows, 0.05).speedup_vs_ar is None  # no AR measured


def test_falls_back_to_ar_when_no_step_count_meets_the_bar():
    rows = [row(8, 0.5, 40.0), row(64, 0.2, 5.0), row(None, 0.03, 4.0, "ar")]
    rec = recommend(rows, 0.05)
    assert (rec.decoder, rec.steps, rec.meets_bar) == ("ar", None, True)


def test_says_so_when_nothing_meets_the_bar():
    rows = [row(8, 0.5, 40.0), row(64, 0.2, 5.0), row(None, 0.3, 4.0, "ar")]
    rec = recommend(rows, 0.05)
    assert (rec.steps, rec.review_rate, rec.meets_bar) == (64, 0.2, False)
    assert "nothing meets 5.0%" in rec.reason


def m(ok: bool, steps: int) -> Measured:
    return Measured(passed=ok, error_types=[] if ok else ["title_wrong"], seconds=steps / 100,
                    tokens=10, forwards=steps, steps_used=steps)


def test_escalation_is_read_off_the_sweep():
    sweep = {8: [m(True, 8), m(False, 8), m(False, 8)],
             16: [m(True, 16), m(True, 16), m(False, 16)],
             32: [m(True, 32), m(True, 32), m(False, 32)]}
    esc = escalation(sweep, 8)
    assert esc.ladder == [8, 16, 32]
    assert esc.final_review_rate == round(1 / 3, 4)
    assert esc.mean_steps_spent == round((8 + (8 + 16) + (8 + 16 + 32)) / 3, 2)
    assert escalation(sweep, 32).final_review_rate == round(1 / 3, 4)


def test_small_sweep_with_a_decoder_double(tmp_path):
    buyers = tmp_path / "b.csv"
    buyers.write_text(
        "company,contact_name,contact_title,country,product_category\n"
        "Nordhavn Seafood A/S,Mette Kristensen,Category Manager,Denmark,frozen seafood\n"
        "Tanaka Shoji K.K.,Hiroshi Tanaka,Import Manager,Japan,kitchenware\n"
        "Rossi Ricambi S.r.l.,Giulia Rossi,Purchasing Manager,Italy,auto parts\n",
        encoding="utf-8",
    )
    pool = FakePool(diffusion=FakeDecoder("diffusion", needs={"Tanaka Shoji K.K.": 16}))
    config = TuneConfig(steps=[8, 16], compare_ar=True, sample=3, quality_bar=0.05)
    result = run_tuning(buyers, config, pool, sender=DEFAULT_SENDER, device="cpu", model="fake")
    rates = {r.steps: r.review_rate for r in result.rows}
    assert rates == {8: round(1 / 3, 4), 16: 0.0, None: 0.0}
    assert result.rows[0].errors_by_type["company_misspelled"] == 1
    assert result.recommendation.steps == 16
    paths = write_tuning(tmp_path / "out", result)
    doc = json.loads(paths["json"].read_text())
    assert {"rows", "recommendation", "device", "model"} <= doc.keys()
    for key in ("decoder", "steps", "review_rate", "errors_by_type", "drafts_per_s",
                "tokens_per_s", "p50_s", "p95_s", "cost_per_1k"):
        assert key in doc["rows"][0]
    assert "**Recommendation: diffusion at 16 steps**" in paths["md"].read_text()
    assert paths["png"] is None or paths["png"].stat().st_size > 10_000


@pytest.mark.parametrize("steps", [[], [0], [8, -8]])
def test_tune_config_refuses_step_counts_it_cannot_measure(steps):
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        TuneConfig(steps=steps)


def test_falls_back_to_the_fastest_reference_that_meets_the_bar():
    """Hybrid drafts are AR's greedy drafts: when both meet the bar, the faster one is named."""
    rows = [row(8, 0.5, 40.0), row(None, 0.03, 4.0, "ar"), row(None, 0.03, 9.0, "hybrid")]
    rec = recommend(rows, 0.05)
    chosen = (rec.decoder, rec.steps, rec.meets_bar, rec.speedup_vs_ar)
    assert chosen == ("hybrid", None, True, 2.25)
    assert rec.reason == "no diffusion step count meets 5.0%; hybrid does (3.0%)"
    # without AR measured, hybrid is still a reference, not a swept step count
    rec = recommend([row(8, 0.5, 40.0), row(None, 0.0, 9.0, "hybrid")], 0.05)
    assert (rec.decoder, rec.speedup_vs_ar) == ("hybrid", None)


def test_tune_measures_hybrid_and_its_tokens_per_ar_forward(tmp_path):
    buyers = tmp_path / "b.csv"
    buyers.write_text(
        "company,contact_name,contact_title,country,product_category\n"
        "Nordhavn Seafood A/S,Mette Kristensen,Category Manager,Denmark,frozen seafood\n",
        encoding="utf-8",
    )
    config = TuneConfig(steps=[8], compare_ar=True, compare_hybrid=True)
    result = run_tuning(
        buyers, config, FakePool(), sender=DEFAULT_SENDER, device="cpu", model="fake"
    )
    assert [(r.decoder, r.steps) for r in result.rows] == [
        ("diffusion", 8),
        ("ar", None),
        ("hybrid", None),
    ]
    hybrid = result.rows[-1]
    assert hybrid.tokens_per_ar_forward == 5.0  # 40 tokens over 8 AR forwards (FakeDecoder)
    assert result.rows[1].tokens_per_ar_forward is None
    assert result.to_json()["rows"][2]["tokens_per_ar_forward"] == 5.0
