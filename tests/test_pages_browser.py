"""summary.html, review.html and tuning.html in a real browser (#20): opened from disk in
Debian's headless chromium, each is styled under its own Content-Security-Policy (the
stylesheet allowed by its hash, so a string test cannot tell a wrong hash: only a browser
refuses it), the bars and the embedded plot are drawn, and the browser reports no violation.
A page whose stylesheet no longer matches its hash is refused, which shows the check can fail.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sales_dlm.contract import RunDir
from sales_dlm.drafting.run import rewrite_reports
from sales_dlm.inputs.records import DEFAULT_SENDER
from sales_dlm.tuning.report import write_tuning
from sales_dlm.tuning.sweep import TuneConfig, run_tuning
from tests.chromium import BROWSER_TEST, CHROMIUM, CHROMIUM_ARGS
from tests.fake_decoder import FakeDecoder, FakePool

pytestmark = BROWSER_TEST
OLD_RUN = Path(__file__).parent / "data" / "old_run"
BUYERS = (
    "company,contact_name,contact_title,country,product_category\n"
    "Nordhavn Seafood A/S,Mette Kristensen,Category Manager,Denmark,frozen seafood\n"
    "Tanaka Shoji K.K.,Hiroshi Tanaka,Import Manager,Japan,kitchenware\n"
)


def open_page(path: Path) -> dict:
    """What chromium made of the page: console messages, the body's margin (2rem = 32px
    when the stylesheet applies, the browser's 8px when it was refused), the drawn width of
    each SVG bar, and the embedded plot's pixel width (0 when it did not load)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            console: list[str] = []
            page.on("console", lambda message: console.append(message.text))
            page.goto(path.resolve().as_uri())
            seen = page.evaluate(
                """() => ({
                    margin: getComputedStyle(document.body).marginTop,
                    bars: [...document.querySelectorAll('g.bar rect')]
                        .map(r => r.getBoundingClientRect().width),
                    plot: [...document.querySelectorAll('img.plot')].map(i => i.naturalWidth),
                })"""
            )
        finally:
            browser.close()
    return {"console": console, **seen}


@pytest.fixture
def summary_page(tmp_path) -> Path:
    run = tmp_path / "run"
    shutil.copytree(OLD_RUN, run)
    rewrite_reports(run)
    return RunDir(run).summary_html


def test_the_summary_page_is_styled_and_drawn_under_its_policy(summary_page):
    seen = open_page(summary_page)
    assert seen["console"] == []
    assert seen["margin"] == "32px"
    # rows by state (2 passed, 0, 4 in review, 0 invalid), steps (64 x1, AR x5), 6 error types
    assert len(seen["bars"]) == 4 + 2 + 6
    assert [w > 0 for w in seen["bars"][:4]] == [True, False, True, False]


def test_the_review_page_is_styled_under_its_policy(summary_page):
    seen = open_page(summary_page.with_name(RunDir(Path()).review_html.name))
    assert seen["console"] == []
    assert seen["margin"] == "32px"


def test_a_stylesheet_that_does_not_match_its_hash_is_refused(summary_page, tmp_path):
    tampered = tmp_path / "tampered.html"
    html = summary_page.read_text(encoding="utf-8")
    tampered.write_text(html.replace("margin:2rem", "margin:3rem", 1), encoding="utf-8")
    seen = open_page(tampered)
    assert seen["margin"] == "8px"
    assert any("Content Security Policy" in line for line in seen["console"]), seen["console"]


def test_the_tuning_page_shows_its_plot(tmp_path):
    pytest.importorskip("matplotlib")
    buyers = tmp_path / "b.csv"
    buyers.write_text(BUYERS, encoding="utf-8")
    pool = FakePool(diffusion=FakeDecoder("diffusion", needs={"Tanaka Shoji K.K.": 16}))
    config = TuneConfig(steps=[8, 16], compare_ar=True, sample=2)
    result = run_tuning(buyers, config, pool, sender=DEFAULT_SENDER, device="cpu", model="m")
    paths = write_tuning(tmp_path / "out", result)
    seen = open_page(paths["html"])
    assert seen["console"] == []
    assert seen["margin"] == "32px"
    assert seen["plot"] == [1100]  # tuning.png: 10 inches at 110 dpi
