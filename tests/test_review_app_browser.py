"""The reviewer's desk in a real browser: `sales-dlm review RUN` started as a user starts it,
Debian's headless chromium driven by Playwright, every verdict given with the keyboard.

Playwright only drives the browser the system has (/usr/bin/chromium, `apt-get install
chromium`, which .ci/run does): `playwright install` downloads nothing here. The screenshot
of the desk mid-review is kept as reports/review_app.png.
"""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
from pathlib import Path

import pytest

from sales_dlm.contract import RunDir
from tests.chromium import BROWSER_TEST, CHROMIUM, CHROMIUM_ARGS
from tests.review_server import start_review

ROOT = Path(__file__).resolve().parent.parent
OLD_RUN = ROOT / "tests" / "data" / "old_run"
SCREENSHOT = ROOT / "reports" / "review_app.png"

pytestmark = BROWSER_TEST


@pytest.fixture
def desk(tmp_path):
    """`sales-dlm review` on a copy of the old run: (its URL, the run directory)."""
    run = tmp_path / "run"
    shutil.copytree(OLD_RUN, run)
    proc, url = start_review(run)
    try:
        if url is None:
            proc.kill()
            pytest.fail("sales-dlm review printed no URL: " + proc.stderr.read())
        yield url, run
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def decisions(run: Path) -> list[dict]:
    path = RunDir(run).decisions
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def test_a_reviewer_signs_off_the_run_with_the_keyboard(desk):
    from playwright.sync_api import expect, sync_playwright

    url, run = desk
    problems: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.on("console", lambda m: m.type == "error" and problems.append(m.text))
            page.on("pageerror", lambda e: problems.append(str(e)))

            # Opening the desk lands on the first draft that needs review.
            page.goto(url + "/")
            expect(page).to_have_url(url + "/draft/3")
            expect(page.locator("#company")).to_have_text("Pacific Rim Electronics Pty Ltd")
            expect(page.locator("#body-text mark.error")).to_have_text("ginseng extracts")

            # e: edit in place; Ctrl+Enter saves and the checker re-checks the new text.
            page.keyboard.press("e")
            expect(page.locator("#edit-body")).to_be_focused()
            fixed = page.input_value("#edit-body").replace(
                "ginseng extracts", "consumer electronics"
            )
            page.keyboard.press("Control+a")
            page.keyboard.insert_text(fixed)
            page.keyboard.press("Control+Enter")
            page.wait_for_load_state()
            expect(page.locator("#edited")).to_be_visible()
            expect(page.locator("#status")).to_have_text("passed")
            expect(page.locator("#no-findings")).to_be_visible()

            # a: approve, and on to the next undecided draft; x: reject.
            page.keyboard.press("a")
            page.wait_for_url(url + "/draft/4")
            page.keyboard.press("x")
            page.wait_for_url(url + "/draft/6")
            # j / k: next and previous without deciding.
            page.keyboard.press("j")
            page.wait_for_url(url + "/draft/7")
            page.keyboard.press("k")
            page.wait_for_url(url + "/draft/6")
            page.keyboard.press("a")
            page.wait_for_url(url + "/draft/7")
            expect(page.locator("#progress")).to_contain_text("3 of 6 decided")
            expect(page.locator("#body-text mark.error")).to_have_count(3)
            page.screenshot(path=str(SCREENSHOT))

            # A second tab sees the server's state.
            other = browser.new_page()
            other.goto(url + "/drafts")
            verdicts = other.locator("table.list tr.row td:nth-child(7)").all_inner_texts()
            buyers = other.locator("table.list tr.row td:nth-child(2)").all_inner_texts()
            assert dict(zip(buyers, verdicts, strict=True)) == {
                "B002": "approved edited",
                "B003": "rejected",
                "B005": "approved",
                "B006": "undecided",
                "B001": "undecided",
                "B004": "undecided",
            }

            # u: reset a verdict; reopening resumes at the first undecided draft.
            page.keyboard.press("k")
            page.wait_for_url(url + "/draft/6")
            page.keyboard.press("u")
            page.wait_for_load_state()
            expect(page.locator("#verdict")).to_have_text("undecided")
            other.goto(url + "/")
            expect(other).to_have_url(url + "/draft/6")
        finally:
            browser.close()

    assert problems == []  # no script error, no CSP violation
    lines = decisions(run)
    assert [(d["buyer_id"], d["decision"]) for d in lines] == [
        ("B002", "edited"),
        ("B002", "approved"),
        ("B003", "rejected"),
        ("B005", "approved"),
        ("B005", "reset"),
    ]
    assert lines[1]["body"] == fixed and lines[1]["findings"] == []
    assert "body" not in lines[2]  # a verdict on the journal's own text


def test_suggestions_are_accepted_with_the_keyboard(desk):
    """B006 has three spans the checker can correct: `s` accepts the first, a number key the
    one it numbers; each time the page shows the corrected text and the re-checked findings."""
    from playwright.sync_api import expect, sync_playwright

    url, run = desk
    problems: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.on("console", lambda m: m.type == "error" and problems.append(m.text))
            page.on("pageerror", lambda e: problems.append(str(e)))
            page.goto(url + "/draft/7")
            suggestions = page.locator("#suggestions li")
            expect(suggestions).to_have_count(3)
            expect(suggestions.nth(0)).to_contain_text("instant noodles → building materials")
            expect(page.locator("#findings tbody tr")).to_have_count(3)

            page.keyboard.press("s")  # the first: the record's category over the product
            page.wait_for_load_state()
            expect(page.locator("#edited")).to_be_visible()
            expect(page.locator("#body-text")).to_contain_text("We supply building materials")
            expect(page.locator("#findings tbody tr")).to_have_count(2)
            expect(suggestions).to_have_count(2)
            expect(suggestions.nth(1)).to_contain_text(
                "Export Sales Executive → Export Sales Manager"
            )

            page.keyboard.press("2")  # the second: the sender's own title
            page.wait_for_load_state()
            expect(page.locator("#body-text")).to_contain_text("Minji Park, Export Sales Manager")
            expect(page.locator("#findings tbody tr")).to_have_count(1)
            expect(suggestions).to_have_count(1)

            page.keyboard.press("s")  # the contact's title
            page.wait_for_load_state()
            expect(page.locator("#body-text")).to_contain_text("As Chief Executive Officer, you")
            expect(page.locator("#status")).to_have_text("passed")
            expect(page.locator("#no-findings")).to_be_visible()
            expect(page.locator("#suggestions")).to_have_count(0)
            page.keyboard.press("?")
            expect(page.locator("#help")).to_contain_text("accept the first suggestion")
        finally:
            browser.close()

    assert problems == []  # no script error, no CSP violation
    lines = decisions(run)
    assert [(d["buyer_id"], d["decision"]) for d in lines] == [("B006", "edited")] * 3
    assert lines[-1]["findings"] == []
    assert "We supply building materials from South Korea" in lines[-1]["body"]
