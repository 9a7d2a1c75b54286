"""RUN/summary.html (#20): the run at a glance, its numbers taken from the run — states, the
final step count of every drafted row in step order with AR its own bar, the review rate per
error type — and a page that stands alone: every value escaped, no URL, a strict CSP."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
from html import unescape
from pathlib import Path

import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.contract import RunDir, RunSummary
from sales_dlm.drafting.config import DraftConfig
from sales_dlm.drafting.run import rewrite_reports, run_drafts
from sales_dlm.inputs import DEFAULT_SENDER
from sales_dlm.review.bars import BAR_WIDTH
from sales_dlm.review.summary_html import render_summary_html
from tests.fake_decoder import FakeDecoder, FakePool

OLD_RUN = Path(__file__).parent / "data" / "old_run"
BUYERS = (
    "buyer_id,company,contact_name,contact_title,country,product_category\n"
    "B1,Nordhavn Seafood A/S,Mette Kristensen,Category Manager,Denmark,frozen seafood\n"
    "B2,Tanaka Shoji K.K.,Hiroshi Tanaka,Import Manager,Japan,kitchenware\n"
    "B3,Hoffmann Industrietechnik GmbH,Klaus Weber,Head of Procurement,Germany,"
    "industrial valves\n"
    "B4,Rossi Ricambi S.r.l.,Giulia Rossi,Purchasing Manager,Italy,auto parts\n"
    "B5,Dubois Emballages SAS,Claire Dubois,Buyer,France,packaging\n"
    "B6,Svensson Verktyg AB,Erik Svensson,Purchasing Manager,Sweden,hand tools\n"
    "B7,,Nobody,Buyer,France,packaging\n"
)
# The step count each company's diffusion draft needs to pass (999: never, so AR redrafts it);
# AR misspells Dubois too, so that draft ends in review.
NEEDS = {
    "Tanaka Shoji K.K.": 32,
    "Svensson Verktyg AB": 32,
    "Hoffmann Industrietechnik GmbH": 128,
    "Rossi Ricambi S.r.l.": 999,
    "Dubois Emballages SAS": 999,
}


@pytest.fixture
def run(tmp_path) -> Path:
    """6 drafted rows, 1 invalid: final settings 16 x1, 32 x2, 128 x1, AR x2 (one of them in
    review with a misspelled company)."""
    buyers = tmp_path / "buyers.csv"
    buyers.write_text(BUYERS, encoding="utf-8")
    pool = FakePool(
        diffusion=FakeDecoder("diffusion", needs=NEEDS),
        ar=FakeDecoder("ar", ar_fails={"Dubois Emballages SAS"}),
    )
    config = DraftConfig(decoder="auto", steps=16, max_steps=128)
    run_dir = tmp_path / "run"
    run_drafts(buyers, config, pool, run_dir=run_dir, sender=DEFAULT_SENDER)
    return run_dir


def section(html: str, heading: str) -> str:
    return html.split(f"<h2>{heading}</h2>", 1)[1].split("<h2>", 1)[0]


def bars(html: str, heading: str) -> list[tuple[str, float, str]]:
    """(label, bar length in px, value shown) of each bar of the chart under `heading`."""
    found = re.findall(
        r'<g class="bar"><text [^>]*>(.*?)</text><rect [^>]*width="([\d.]+)"[^>]*/>'
        r"<text [^>]*>(.*?)</text></g>",
        section(html, heading),
    )
    return [(unescape(label), float(width), unescape(shown)) for label, width, shown in found]


def px(count: int, whole: int) -> float:
    return round(BAR_WIDTH * count / whole, 1)


def test_the_numbers_are_the_runs(run):
    html = RunDir(run).summary_html.read_text(encoding="utf-8")
    assert bars(html, "Rows by final state") == [
        ("passed, no warnings", px(5, 7), "71.4% (5 of 7)"),
        ("passed with warnings", 0.0, "0.0% (0 of 7)"),
        ("needs review", px(1, 7), "14.3% (1 of 7)"),
        ("invalid", px(1, 7), "14.3% (1 of 7)"),
    ]
    # step order (16 before 128, not string order), AR after the step counts as its own bar
    assert bars(html, "Final step count per drafted row") == [
        ("16 steps", px(1, 6), "16.7% (1 of 6)"),
        ("32 steps", px(2, 6), "33.3% (2 of 6)"),
        ("128 steps", px(1, 6), "16.7% (1 of 6)"),
        ("AR", px(2, 6), "33.3% (2 of 6)"),
    ]
    assert bars(html, "Review rate by error type") == [
        ("company_misspelled", px(1, 6), "16.7% (1 of 6)"),
    ]
    assert (
        "7 rows: 5 passed (0 with warnings), 1 need review, 1 invalid. "
        "Review rate 16.7% (1 of 6) of the drafted rows." in html
    )
    summary = json.loads(RunDir(run).summary.read_text(encoding="utf-8"))
    speed = section(html, "Speed and settings")
    label = "<th>drafts per second, latest session that drafted</th>"
    assert f"{label}<td>{summary['drafts_per_s']:g}</td>" in speed
    assert "<th>device</th><td>cpu</td>" in speed
    assert "<th>schedule</th><td>diffusion@16 → diffusion@32 → diffusion@64 → " in speed


def test_review_rates_count_drafts_not_findings_commonest_first():
    summary = RunSummary(
        rows=5,
        drafted=4,
        needs_review=3,
        drafts_by_error_type={"artifact": 1, "title_wrong": 3, "contact_wrong": 1},
        errors_by_type={"artifact": 4, "title_wrong": 7, "contact_wrong": 1},
        final_steps_histogram={"ar": 4},
    )
    html = render_summary_html(summary, Path("runs/march"))
    assert bars(html, "Review rate by error type") == [
        ("title_wrong", px(3, 4), "75.0% (3 of 4)"),
        ("artifact", px(1, 4), "25.0% (1 of 4)"),
        ("contact_wrong", px(1, 4), "25.0% (1 of 4)"),
    ]


def test_a_resume_with_nothing_left_keeps_the_run_speed(run, tmp_path):
    """Resuming a finished run to look at it drafts nothing: summary.json keeps the wall time,
    drafts/s and OOM splits of the session that drafted, however often it is resumed."""
    drafted = json.loads(RunDir(run).summary.read_text(encoding="utf-8"))
    assert drafted["drafts_per_s"] > 0 and drafted["wall_seconds"] > 0
    for _ in range(2):
        again = run_drafts(
            tmp_path / "buyers.csv",
            DraftConfig(decoder="auto", steps=16, max_steps=128),
            FakePool(),
            run_dir=run,
            sender=DEFAULT_SENDER,
            resume=True,
        )
        assert again.resumed_rows == 7
        assert again.summary == drafted
        assert json.loads(RunDir(run).summary.read_text(encoding="utf-8")) == drafted
    html = RunDir(run).summary_html.read_text(encoding="utf-8")
    speed = f"{drafted['drafts_per_s']:g}"
    assert f"<th>drafts per second, latest session that drafted</th><td>{speed}</td>" in html


def test_a_run_with_nothing_drafted_says_so():
    html = render_summary_html(RunSummary(rows=2, invalid=2), Path("runs/empty"))
    assert "<p>Nothing was drafted.</p>" in html
    assert "<p>No draft kept an error.</p>" in html
    label = "<th>drafts per second, latest session that drafted</th>"
    assert f"{label}<td>— (nothing drafted)</td>" in html


HOSTILE = '<script>alert("x")</script>&'


def test_every_value_is_escaped(tmp_path):
    """Buyer text never reaches the page; what does (the folder, the model, names read from a
    summary.json or journal someone else wrote) is escaped."""
    run = tmp_path / f"run {HOSTILE}".replace("/", "_")
    shutil.copytree(OLD_RUN, run)
    rows = [json.loads(line) for line in RunDir(run).journal.read_text().splitlines()]
    rows[0]["buyer"]["company"] = HOSTILE
    RunDir(run).journal.write_text("".join(json.dumps(r) + "\n" for r in rows))
    summary = json.loads(RunDir(run).summary.read_text(encoding="utf-8"))
    summary.update(model=HOSTILE, device=HOSTILE, schedule=[HOSTILE])
    RunDir(run).summary.write_text(json.dumps(summary), encoding="utf-8")
    rewrite_reports(run)
    html = RunDir(run).summary_html.read_text(encoding="utf-8")
    assert "<script" not in html and "alert(" in html
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;_script&gt;&amp;" in html  # the folder name
    assert "<td>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;</td>" in html  # model
    # a histogram key or finding type from a hand-edited summary is escaped in its bar label
    odd = RunSummary(
        rows=1, drafted=1, final_steps_histogram={HOSTILE: 1}, drafts_by_error_type={HOSTILE: 1}
    )
    page = render_summary_html(odd, Path("r"))
    assert "<script" not in page
    assert [label for label, _, _ in bars(page, "Review rate by error type")] == [HOSTILE]


def assert_strict_policy(html: str) -> None:
    """The page's CSP allows its one stylesheet by hash and nothing else: no 'unsafe-inline',
    so no style attribute."""
    policy = unescape(
        re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html).group(1)
    )
    style = re.search(r"<style>(.*?)</style>", html, re.DOTALL).group(1)
    digest = base64.b64encode(hashlib.sha256(style.encode("utf-8")).digest()).decode()
    assert policy == (
        f"default-src 'none'; style-src 'sha256-{digest}'; base-uri 'none'; form-action 'none'"
    )
    assert ' style="' not in html, "a style attribute would need 'unsafe-inline'"


def test_the_page_stands_alone_under_a_strict_policy(run):
    html = RunDir(run).summary_html.read_text(encoding="utf-8")
    assert not re.search(r"https?:|//|url\(|@import", html), "no URL of any kind"
    assert "<script" not in html and "<img" not in html and "<link" not in html
    assert re.findall(r'href="([^"]*)"', html) == ["review.html", "review.csv"]
    assert_strict_policy(html)


def test_review_html_needs_no_unsafe_inline(run):
    """review.html is under the summary page's policy: its stylesheet by hash, no style
    attribute (a width is a class)."""
    html = RunDir(run).review_html.read_text(encoding="utf-8")
    assert "unsafe-inline" not in html
    assert_strict_policy(html)
    assert '<p class="meta narrow">drafts in review: final drafts' in html


def test_review_html_links_to_the_summary(run):
    review = RunDir(run).review_html.read_text(encoding="utf-8")
    assert '<p>The run at a glance: <a href="summary.html">summary.html</a></p>' in review


def test_report_writes_and_prints_the_summary_page(tmp_path):
    run = tmp_path / "run"
    shutil.copytree(OLD_RUN, run)
    result = CliRunner().invoke(cli, ["report", str(run)])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == [
        str(run / "summary.json"),
        str(run / "summary.html"),
        str(run / "review.html"),
        str(run / "review.md"),
        str(run / "review.csv"),
        str(run / "review.labelstudio.json"),
        "6 rows: 2 passed, 4 need review, 0 invalid.",
    ]
    html = RunDir(run).summary_html.read_text(encoding="utf-8")
    assert bars(html, "Final step count per drafted row") == [
        ("64 steps", px(1, 6), "16.7% (1 of 6)"),
        ("AR", px(5, 6), "83.3% (5 of 6)"),
    ]
