"""The reviewer's desk (`sales-dlm review RUN`) through Flask's test client: the journal plus
the decisions replayed, verdicts and edits appended to decisions.jsonl (never to the journal),
edits re-checked, filters, search and pages, and the page's defences (escaping, CSP, CSRF,
Host). The browser drives it end to end in test_review_app_browser.py."""

from __future__ import annotations

import json
import re
import shutil
import signal
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.contract import Decision, RunDir
from sales_dlm.errors import JournalError
from sales_dlm.review.app.decisions import read_decisions
from sales_dlm.review.app.desk import Desk, Filter
from sales_dlm.review.app.web import create_app
from tests.review_server import start_review

ROOT = Path(__file__).resolve().parent.parent
OLD_RUN = ROOT / "tests" / "data" / "old_run"
TOKEN = "test-token"

# The old run in review order: needs review (lines 3, 4, 6, 7), then passed (2, 5).
ORDER = [3, 4, 6, 7, 2, 5]


@pytest.fixture
def run(tmp_path) -> Path:
    target = tmp_path / "run"
    shutil.copytree(OLD_RUN, target)
    return target


def client(run: Path, **kwargs):
    desk = Desk(run, **kwargs)
    return desk, create_app(desk, csrf_token=TOKEN).test_client()


def entries(run: Path) -> list[dict]:
    return [json.loads(line) for line in RunDir(run).journal.read_text().splitlines()]


def rewrite_journal(run: Path, change) -> None:
    rows = [change(row) or row for row in entries(run)]
    RunDir(run).journal.write_text("".join(json.dumps(r) + "\n" for r in rows))


def decide(c, line: int, decision: str, **query):
    suffix = "?" + "&".join(f"{k}={v}" for k, v in query.items()) if query else ""
    return c.post(f"/draft/{line}/decide{suffix}", data={"csrf": TOKEN, "decision": decision})


def edit(c, line: int, subject: str, body: str):
    return c.post(f"/draft/{line}/edit", data={"csrf": TOKEN, "subject": subject, "body": body})


def lines_of(run: Path) -> list[Decision]:
    return read_decisions(RunDir(run).decisions)


def test_opens_at_the_first_undecided_draft_in_review_order(run):
    _, c = client(run)
    assert c.get("/").headers["Location"] == f"/draft/{ORDER[0]}"
    response = decide(c, ORDER[0], "approved")
    assert response.headers["Location"] == f"/draft/{ORDER[1]}"  # on to the next undecided
    # a restart (a new desk over the same run) resumes there
    _, again = client(run)
    assert again.get("/").headers["Location"] == f"/draft/{ORDER[1]}"


def test_a_verdict_is_one_fsynced_line_and_the_journal_is_untouched(run):
    journal = RunDir(run).journal.read_bytes()
    _, c = client(run)
    decide(c, 3, "approved")
    decide(c, 4, "rejected")
    decide(c, 3, "reset")
    assert RunDir(run).journal.read_bytes() == journal
    lines = [json.loads(raw) for raw in RunDir(run).decisions.read_text().splitlines()]
    assert [(d["buyer_id"], d["decision"]) for d in lines] == [
        ("B002", "approved"),
        ("B003", "rejected"),
        ("B002", "reset"),
    ]
    assert all(re.match(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$", d["at"]) for d in lines)
    assert "subject" not in lines[0]  # not edited: the journal's text is the text


def test_state_is_the_journal_plus_the_latest_decision_per_buyer(run):
    desk, c = client(run)
    decide(c, 3, "approved")
    decide(c, 3, "rejected")
    decide(c, 6, "approved")
    page = c.get("/draft/3").get_data(as_text=True)
    assert 'id="verdict">rejected<' in page
    progress = desk.progress()
    assert (progress.verdicts["approved"], progress.verdicts["rejected"]) == (1, 1)
    assert progress.verdicts["undecided"] == 4


def test_another_tab_or_process_sees_the_same_state(run):
    _, first = client(run)
    _, second = client(run)  # another process on the same run
    decide(first, 3, "approved")
    assert 'id="verdict">approved<' in second.get("/draft/3").get_data(as_text=True)
    decide(second, 3, "rejected")
    assert 'id="verdict">rejected<' in first.get("/draft/3").get_data(as_text=True)


def test_an_edit_is_rechecked_and_the_findings_follow_the_text(run):
    desk, c = client(run)
    item = desk.item(3)  # B002: "ginseng extracts" is not the buyer's category
    assert [f.type.value for f in item.current.findings] == ["category_wrong"]
    body = item.entry.body.replace("ginseng extracts", "consumer electronics")
    assert edit(c, 3, item.entry.subject, body).headers["Location"] == "/draft/3"
    page = c.get("/draft/3").get_data(as_text=True)
    assert "edited, re-checked" in page and "The checker found nothing wrong" in page
    assert 'id="status">passed<' in page
    edited = lines_of(run)[-1]
    assert (edited.decision, edited.body, edited.findings) == ("edited", body, [])
    # the verdict carries the edited text with it, and the list shows the new status
    decide(c, 3, "approved")
    approved = lines_of(run)[-1]
    assert (approved.decision, approved.body, approved.subject) == (
        "approved",
        body,
        item.entry.subject,
    )
    assert desk.item(3).current.status == "passed" and desk.item(3).entry.status == "needs_review"
    # a wrong edit is flagged at the span the reviewer typed
    edit(c, 3, item.entry.subject, body.replace("Dear Olivia", "Dear Lukas"))
    finding = lines_of(run)[-1].findings[0]
    assert finding.type.value == "contact_wrong" and finding.found == "Lukas"
    page = c.get("/draft/3").get_data(as_text=True)
    assert '<mark class="error"' in page and 'id="verdict">undecided<' in page
    # reset: back to the journal's draft and findings, undecided
    decide(c, 3, "reset")
    assert desk.item(3).current == desk.item(3).entry
    assert "edited, re-checked" not in c.get("/draft/3").get_data(as_text=True)


def test_an_unchanged_text_saved_is_no_edit(run):
    desk, c = client(run)
    item = desk.item(3)
    edit(c, 3, item.entry.subject, item.entry.body.replace("\n", "\r\n") + "\r\n")
    assert lines_of(run) == []


def test_the_checker_context_comes_from_the_run_buyer_file_or_says_it_does_not(run):
    desk, c = client(run)  # run.json names /tmp/old/buyers/sample.csv, long gone
    assert "is gone" in desk.recheck.note
    assert "is gone" in c.get("/draft/3").get_data(as_text=True)
    manifest = json.loads(RunDir(run).manifest.read_text())
    manifest["input"] = str(ROOT / "buyers" / "sample.csv")  # the same file (same sha256)
    RunDir(run).manifest.write_text(json.dumps(manifest))
    desk, c = client(run)
    assert desk.recheck.note == "" and desk.recheck.source.endswith("sample.csv")
    assert "Note:" not in c.get("/draft/3").get_data(as_text=True)
    # a changed buyer file is not the run's: the journal's records stand in
    changed = run / "changed.csv"
    changed.write_text((ROOT / "buyers" / "sample.csv").read_text() + "\n")
    manifest["input"] = str(changed)
    RunDir(run).manifest.write_text(json.dumps(manifest))
    assert "changed since the run" in Desk(run).recheck.note


def test_buyer_text_is_escaped_everywhere(run):
    script = "<script>alert(1)</script>"

    def poison(row):
        row["buyer"]["company"] = script
        row["buyer"]["notes"] = '"><img src=x onerror=alert(2)>'
        row["subject"] = script + row["subject"]
        row["findings"] = []

    rewrite_journal(run, poison)
    _, c = client(run)
    for url in ("/drafts", "/drafts?q=%3Cscript", "/draft/3"):
        page = c.get(url).get_data(as_text=True)
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page, url
        assert "<script>alert" not in page and "<img src=x" not in page, url
        assert page.count("<script") == 1  # the desk's own script tag, from this server


def test_headers_csp_and_no_store(run):
    _, c = client(run)
    response = c.get("/draft/3")
    csp = response.headers["Content-Security-Policy"]
    assert "default-src 'none'" in csp and "script-src 'self'" in csp
    assert "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp
    assert response.headers["Cache-Control"] == "no-store"
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    js = c.get("/static/desk.js")
    assert js.status_code == 200 and "keydown" in js.get_data(as_text=True)


def test_every_write_needs_the_csrf_token(run):
    _, c = client(run)
    for data in ({"decision": "approved"}, {"decision": "approved", "csrf": "guess"}):
        assert c.post("/draft/3/decide", data=data).status_code == 403
    assert c.post("/draft/3/edit", data={"subject": "s", "body": "b"}).status_code == 403
    assert not RunDir(run).decisions.exists()
    page = c.get("/draft/3").get_data(as_text=True)
    # approve, reject, reset, edit and the one suggestion (the record's category)
    assert page.count(f'name="csrf" value="{TOKEN}"') == 5


def test_only_local_hosts_are_answered(run):
    _, c = client(run)
    assert c.get("/drafts", headers={"Host": "evil.example"}).status_code == 403
    assert c.get("/drafts", headers={"Host": "127.0.0.1:8123"}).status_code == 200
    assert c.get("/drafts", headers={"Host": "localhost:8123"}).status_code == 200


def test_filters_search_and_position(run):
    _, c = client(run)
    decide(c, 3, "approved")

    def rows(query: str) -> list[str]:
        page = c.get(f"/drafts?{query}").get_data(as_text=True)
        return re.findall(r'<a href="/draft/\d+[^"]*">(B\d+)</a>', page)

    assert rows("") == ["B002", "B003", "B005", "B006", "B001", "B004"]
    assert rows("status=passed") == ["B001", "B004"]
    assert rows("type=title_wrong") == ["B006"]
    assert rows("verdict=approved") == ["B002"]
    assert rows("verdict=undecided&status=needs_review") == ["B003", "B005", "B006"]
    assert rows("q=kowalski") == ["B006"] and rows("q=DENMARK") == ["B003"]
    assert rows("status=bogus") == rows("")  # an unknown value filters nothing
    page = c.get("/draft/6?status=needs_review").get_data(as_text=True)
    assert "3 of 4" in page
    assert 'id="prev" href="/draft/4?status=needs_review"' in page
    assert 'id="next" href="/draft/7?status=needs_review"' in page
    # a verdict moves on to the next undecided draft the filter shows
    response = decide(c, 7, "rejected", status="needs_review")
    assert response.headers["Location"] == "/draft/4?status=needs_review"


def test_when_all_are_decided_the_list_says_so(run):
    _, c = client(run)
    for line in ORDER:
        response = decide(c, line, "approved")
    assert response.headers["Location"] == "/drafts"
    assert c.get("/").headers["Location"] == "/drafts"
    assert 'id="all-decided"' in c.get("/drafts").get_data(as_text=True)


def test_an_invalid_row_is_shown_but_takes_no_verdict(run):
    invalid = {
        "line": 8,
        "buyer_id": "B007",
        "buyer": {"buyer_id": "B007", "company": ""},
        "status": "invalid",
        "errors": ["company is empty"],
    }
    with RunDir(run).journal.open("a") as fh:
        fh.write(json.dumps(invalid) + "\n")
    _, c = client(run)
    page = c.get("/draft/8").get_data(as_text=True)
    assert "company is empty" in page and "approve-form" not in page
    assert decide(c, 8, "approved").status_code == 400
    assert c.get("/draft/99").status_code == 404


def test_attempts_are_shown_with_their_text(run):
    desk, c = client(run)
    page = c.get("/draft/2").get_data(as_text=True)  # B001: 3 diffusion attempts, then AR
    full = desk.full(desk.item(2))
    assert len(full.attempts) == 4 and desk.item(2).entry.attempts == []  # kept on disk
    assert page.count('<details class="attempt') == 4
    assert "the draft kept" in page
    assert "Hoffffmannetechech" in page  # the first attempt's garbled subject


def test_a_torn_last_decision_is_skipped_and_cut_before_the_next(run):
    path = RunDir(run).decisions
    path.write_text('{"buyer_id": "B002", "decision": "approved", "at": "x"}\n{"buyer_id": "B0')
    desk, c = client(run)
    assert desk.item(3).verdict == "approved"
    decide(c, 4, "rejected")
    assert [d.buyer_id for d in lines_of(run)] == ["B002", "B003"]
    path.write_text('{"buyer_id": "B002", "decision": "maybe", "at": "x"}\n')
    with pytest.raises(JournalError, match=r"decisions.jsonl:1: not a reviewer decision"):
        Desk(run)


def test_a_10000_draft_journal_pages_searches_and_decides(tmp_path):
    """Pagination, search, filters and a decision on 10,000 drafts (their speed, 20-40 ms a
    page when measured, is a benchmark's business, not a test's)."""
    run = tmp_path / "big"
    run.mkdir()
    shutil.copy(OLD_RUN / "run.json", run)
    source = entries(OLD_RUN)
    with RunDir(run).journal.open("w") as fh:
        for n in range(10_000):
            row = dict(source[n % len(source)], line=n + 2, buyer_id=f"X{n:05d}")
            row["buyer"] = dict(row["buyer"], buyer_id=row["buyer_id"], company=f"Firm {n}")
            fh.write(json.dumps(row) + "\n")
    desk, c = client(run)
    assert len(desk.items) == 10_000
    urls = [
        "/drafts",
        "/drafts?page=120",
        "/drafts?q=firm%209999",
        "/drafts?type=title_wrong&page=30",
        "/draft/5000",
        "/draft/9001?status=needs_review",
    ]
    for url in urls:
        assert c.get(url).status_code == 200, url
    assert "page 120 of 200" in c.get("/drafts?page=120").get_data(as_text=True)
    assert "Firm 9999" in c.get("/drafts?q=firm%209999").get_data(as_text=True)
    decide(c, 5000, "approved")
    assert Filter(q="firm 9999").matches(desk.item(10_001))


def test_cli_refuses_a_folder_without_a_journal(tmp_path):
    result = CliRunner().invoke(cli, ["review", str(tmp_path)])
    assert result.exit_code == 2
    assert "not a run directory" in result.output


def test_cli_serves_on_127_0_0_1_and_stops_on_ctrl_c(run):
    proc, url = start_review(run)
    try:
        assert url, proc.stderr.read() if proc.poll() is not None else "no URL printed"
        with urllib.request.urlopen(url + "/drafts", timeout=10) as response:
            assert response.status == 200
            assert "Pacific Rim Electronics" in response.read().decode()
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=20)
        assert proc.returncode == 0, err
        assert "Stopped: 0 of 6 drafts decided" in out
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
