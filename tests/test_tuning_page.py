"""tuning.html (#20): the recommendation, the table and the plot of a sweep on one page that
needs no file beside it — the plot's own bytes as a data: URI, or, without matplotlib, a line
saying why there is none — and `tune` ends by printing where it is."""

from __future__ import annotations

import base64
import re
import sys
from html import unescape

import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.inputs.records import DEFAULT_SENDER
from sales_dlm.tuning.html import NO_PLOT
from sales_dlm.tuning.report import write_tuning
from sales_dlm.tuning.sweep import TuneConfig, run_tuning
from tests.fake_decoder import FakeDecoder, FakePool, install_pool

BUYERS = (
    "company,contact_name,contact_title,country,product_category\n"
    "Nordhavn Seafood A/S,Mette Kristensen,Category Manager,Denmark,frozen seafood\n"
    "Tanaka Shoji K.K.,Hiroshi Tanaka,Import Manager,Japan,kitchenware\n"
    "Rossi Ricambi S.r.l.,Giulia Rossi,Purchasing Manager,Italy,auto parts\n"
    "Dubois Emballages SAS,Claire Dubois,Buyer,France,packaging\n"
)
HOSTILE = '<img src=x onerror="alert(1)">'


@pytest.fixture
def buyers(tmp_path):
    path = tmp_path / "buyers.csv"
    path.write_text(BUYERS, encoding="utf-8")
    return path


def sweep(buyers, model: str = "fake"):
    """8 steps: Tanaka misspelled (1 of 4 in review); 16 steps and AR: all pass."""
    pool = FakePool(diffusion=FakeDecoder("diffusion", needs={"Tanaka Shoji K.K.": 16}))
    config = TuneConfig(steps=[8, 16], compare_ar=True, sample=4, quality_bar=0.05)
    return run_tuning(buyers, config, pool, sender=DEFAULT_SENDER, device="cpu", model=model)


def table(html: str) -> list[list[str]]:
    rows = re.findall(r"<tr>(.*?)</tr>", html.split("<h2>Every setting measured</h2>", 1)[1])
    return [[unescape(c) for c in re.findall(r"<t[hd]>(.*?)</t[hd]>", row)] for row in rows]


def without_matplotlib(monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # `import matplotlib` fails


def test_the_page_holds_the_sweeps_numbers_and_recommendation(buyers, tmp_path, monkeypatch):
    without_matplotlib(monkeypatch)
    result = sweep(buyers, model=HOSTILE)
    paths = write_tuning(tmp_path / "out", result)
    html = paths["html"].read_text(encoding="utf-8")
    rows = table(html)
    assert rows[0][:3] == ["decoder", "steps", "review rate"]
    assert [r[:3] for r in rows[1:]] == [
        ["diffusion", "8", "25.0%"],
        ["diffusion", "16", "0.0%"],
        ["ar", "—", "0.0%"],
    ]
    speeds = [r[3] for r in rows[1:]]
    assert speeds == [str(r.drafts_per_s) for r in result.rows]
    verdict = re.search(r'<p class="verdict meets"><b>(.*?)</b> — (.*?)</p>', html)
    assert unescape(verdict.group(1)) == "Recommendation: diffusion at 16 steps"
    assert unescape(verdict.group(2)).startswith(result.recommendation.reason)
    assert "<li>diffusion@8: company_misspelled 1</li>" in html
    # the model's name is escaped where the page names it
    assert "<img" not in html and "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" in html
    assert f'<p class="note">{NO_PLOT.replace(chr(39), "&#x27;")}</p>' in html
    assert paths["png"] is None


def test_the_plot_is_embedded_as_its_own_bytes(buyers, tmp_path):
    pytest.importorskip("matplotlib")
    paths = write_tuning(tmp_path / "out", sweep(buyers))
    html = paths["html"].read_text(encoding="utf-8")
    sources = re.findall(r'<img class="plot" alt="[^"]*" src="([^"]*)">', html)
    assert sources == [
        "data:image/png;base64," + base64.b64encode(paths["png"].read_bytes()).decode()
    ]
    policy = unescape(re.search(r'Content-Security-Policy" content="([^"]*)"', html).group(1))
    assert policy.endswith("; img-src data:") and "unsafe-inline" not in policy
    assert NO_PLOT not in html


def test_the_page_names_no_url(buyers, tmp_path, monkeypatch):
    without_matplotlib(monkeypatch)
    html = write_tuning(tmp_path / "out", sweep(buyers))["html"].read_text(encoding="utf-8")
    assert not re.search(r"https?:|//|url\(|@import|<script|<link|href=", html)
    policy = unescape(re.search(r'Content-Security-Policy" content="([^"]*)"', html).group(1))
    assert policy.startswith("default-src 'none'; style-src 'sha256-")
    assert "img-src" not in policy, "no image, so no image source allowed"


def test_a_sweep_where_nothing_meets_the_bar_says_so_first(buyers, tmp_path, monkeypatch):
    without_matplotlib(monkeypatch)
    pool = FakePool(diffusion=FakeDecoder("diffusion", needs={"Tanaka Shoji K.K.": 999}))
    config = TuneConfig(steps=[8], sample=4, quality_bar=0.05)
    result = run_tuning(buyers, config, pool, sender=DEFAULT_SENDER, device="cpu", model="m")
    html = write_tuning(tmp_path / "out", result)["html"].read_text(encoding="utf-8")
    verdict = re.search(r'<p class="verdict misses"><b>(.*?)</b> (.*?)</p>', html)
    assert verdict.group(1) == "No setting meets the 5.0% bar."
    assert unescape(verdict.group(2)) == (
        "The closest is diffusion at 8 steps, with 25.0% of drafts in review: raise the bar, "
        "use a stronger model, or review these drafts by hand."
    )


def test_tune_prints_where_the_page_is(buyers, tmp_path, monkeypatch):
    without_matplotlib(monkeypatch)
    install_pool(monkeypatch, FakePool())
    out = tmp_path / "t"
    result = CliRunner().invoke(cli, ["tune", str(buyers), "--steps", "8", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-2:] == [
        f"Wrote {out / 'tuning.json'}, {out / 'tuning.md'} "
        "(no plot: pip install 'sales-dlm[plot]' for tuning.png)",
        f"Tuning report: {out / 'tuning.html'}",
    ]
    assert (out / "tuning.html").is_file()
