"""Suggestions in the reviewer's desk: a flagged span the checker can correct, offered with the
record's value and accepted in one request, saved as the reviewer's edit and re-checked.

The app tests talk HTTP to the desk's own server, started here on 127.0.0.1 (a free port) and
shut down after each test; the filter's rules are tested on findings as the checker writes
them."""

from __future__ import annotations

import html
import json
import re
import shutil
import threading
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from sales_dlm.contract import JournalEntry, RunDir
from sales_dlm.facts import Finding, FindingType, Severity, load_knowledge
from sales_dlm.inputs.records import DEFAULT_SENDER
from sales_dlm.review.app.decisions import read_decisions
from sales_dlm.review.app.desk import Desk
from sales_dlm.review.app.suggest import Suggestion, apply, suggestions
from sales_dlm.review.app.web import desk_server

ROOT = Path(__file__).resolve().parent.parent
OLD_RUN = ROOT / "tests" / "data" / "old_run"
LINE = 7  # B006, Kowalski Budownictwo Sp. z o.o., its contact a Chief Executive Officer
COMPANY = "Kowalski Budownictwo Sp. z o.o."
TITLE = "Chief Executive Officer"
MISSPELLED = "Kowalskki Budownictwo Sp. z o.o."  # one letter more: what follows shifts by one


def _journal(run: Path) -> list[dict]:
    return [json.loads(line) for line in RunDir(run).journal.read_text().splitlines()]


def _write_journal(run: Path, rows: list[dict]) -> None:
    RunDir(run).journal.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))


@pytest.fixture
def run(tmp_path) -> Path:
    """The old run, its B006 drafted with a misspelled company and a wrong title (the checker's
    own findings on that text, as `draft` would have journaled them)."""
    target = tmp_path / "run"
    shutil.copytree(OLD_RUN, target)
    rows = _journal(target)
    row = next(r for r in rows if r["line"] == LINE)
    body = (
        row["body"]
        .replace("instant noodles", "building materials")
        .replace("Export Sales Executive", "Export Sales Manager")
        .replace("to " + COMPANY, "to " + MISSPELLED, 1)
    )
    desk = Desk(target)
    findings = desk.recheck.check(desk.item(LINE).entry, row["subject"], body)
    row.update(body=body, findings=[f.model_dump(mode="json") for f in findings])
    _write_journal(target, rows)
    return target


class Server:
    """The desk's server on 127.0.0.1, in a thread, for one test."""

    def __init__(self, run: Path):
        self.httpd = desk_server(Desk(run), port=0)
        self.url = f"http://127.0.0.1:{self.httpd.server_port}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def get(self, path: str) -> str:
        with urllib.request.urlopen(self.url + path, timeout=30) as response:
            return response.read().decode()

    def post(self, path: str, fields: dict) -> int:
        data = urllib.parse.urlencode(fields).encode()
        try:
            with urllib.request.urlopen(self.url + path, data=data, timeout=30) as response:
                return response.status
        except urllib.error.HTTPError as exc:
            return exc.code

    def stop(self) -> None:
        self.httpd.shutdown()
        self.thread.join(timeout=10)
        self.httpd.server_close()


@pytest.fixture
def server(run):
    s = Server(run)
    try:
        yield s
    finally:
        s.stop()


def offered(page: str) -> list[dict]:
    """The suggestion forms of a draft page, in order, as the fields each one posts."""
    forms = re.findall(
        r'<form id="suggest-form-(\d+)" method="post" action="([^"]+)">(.*?)</form>', page, re.S
    )
    out = []
    for n, action, inner in forms:
        fields = {
            k: html.unescape(v) for k, v in re.findall(r'name="(\w+)" value="([^"]*)"', inner)
        }
        out.append({"n": int(n), "action": html.unescape(action), **fields})
    return out


def accept(server: Server, suggestion: dict) -> int:
    fields = {k: suggestion[k] for k in ("csrf", "part", "start", "end", "value")}
    return server.post(suggestion["action"], fields)


def decisions(run: Path) -> list:
    return read_decisions(RunDir(run).decisions)


def test_a_misspelled_company_and_a_wrong_title_are_two_suggestions(run, server):
    body = Desk(run).item(LINE).entry.body
    company_at = body.index(MISSPELLED)
    title_at = body.index("Chief Procurement Officer")
    first, second = offered(server.get(f"/draft/{LINE}"))
    # the misspelled core and the legal form after it: "Sp. z o.o." is not written twice
    assert (first["part"], int(first["start"]), int(first["end"]), first["value"]) == (
        "body",
        company_at,
        company_at + len(MISSPELLED),
        COMPANY,
    )
    assert (second["part"], int(second["start"]), int(second["end"]), second["value"]) == (
        "body",
        title_at,
        title_at + len("Chief Procurement Officer"),
        TITLE,
    )


def test_accepting_one_changes_that_span_saves_an_edit_and_leaves_the_other(run, server):
    journal = RunDir(run).journal.read_bytes()
    body = Desk(run).item(LINE).entry.body
    company_at = body.index(MISSPELLED)
    company, title = offered(server.get(f"/draft/{LINE}"))
    assert accept(server, company) == 200  # redirected back to the draft
    edit = decisions(run)[-1]
    assert edit.decision == "edited" and edit.buyer_id == "B006" and edit.line == LINE
    expected = body[:company_at] + COMPANY + body[company_at + len(MISSPELLED) :]
    assert edit.body == expected and edit.subject == Desk(run).item(LINE).entry.subject
    assert [(f.type.value, f.found) for f in edit.findings] == [
        ("title_wrong", "Chief Procurement Officer")
    ]
    # the title's offsets are the new text's: one character earlier
    (remaining,) = offered(server.get(f"/draft/{LINE}"))
    assert int(remaining["start"]) == int(title["start"]) - 1
    assert (remaining["value"], edit.findings[0].start) == (TITLE, int(remaining["start"]))
    assert RunDir(run).journal.read_bytes() == journal  # the journal is never written
    # the offer made before the acceptance names the old text: refused, nothing written
    assert accept(server, title) == 409
    assert len(decisions(run)) == 1


def test_accepting_both_makes_the_draft_pass_in_either_order(run, tmp_path):
    finals = []
    for order in ((0, 0), (1, 0)):  # company then title; title then company
        copy = tmp_path / f"order{order[0]}"
        shutil.copytree(run, copy)
        server = Server(copy)
        try:
            for pick in order:
                assert accept(server, offered(server.get(f"/draft/{LINE}"))[pick]) == 200
            page = server.get(f"/draft/{LINE}")
        finally:
            server.stop()
        assert offered(page) == [] and 'id="status">passed<' in page
        assert 'id="no-findings"' in page and "edited, re-checked" in page
        last = decisions(copy)[-1]
        assert (last.decision, last.findings) == ("edited", [])
        assert "to " + COMPANY + " We supply" in last.body and "As " + TITLE + ", you" in last.body
        finals.append(last.body)
    assert finals[0] == finals[1]


def test_overlapping_suggestions_are_offered_one_at_a_time(run):
    """Two findings over the same word: the error is offered, the warning waits for the re-check
    after it (and is gone when the word is)."""
    rows = _journal(run)
    row = next(r for r in rows if r["buyer_id"] == "B005")  # subject "Maison, a quick idea ..."
    short = Finding(
        type=FindingType.company_misspelled,
        severity=Severity.warning,
        part="subject",
        start=0,
        end=6,
        found="Maison",
        expected="Maison Belcour SAS",
        score=50.0,
        message="the buyer's company in a short form: check",
    )
    row["findings"].append(short.model_dump(mode="json"))
    _write_journal(run, rows)
    server = Server(run)
    try:
        (only,) = offered(server.get(f"/draft/{row['line']}"))
        assert (only["start"], only["end"], only["value"]) == ("0", "6", "Camille Laurent")
        assert accept(server, only) == 200
        page = server.get(f"/draft/{row['line']}")
    finally:
        server.stop()
    edit = decisions(run)[-1]
    assert edit.subject == "Camille Laurent, a quick idea for Maison Belcour SAS"
    assert edit.findings == [] and offered(page) == []


def test_a_garbled_forged_or_stale_request_writes_nothing(run, server):
    first = offered(server.get(f"/draft/{LINE}"))[0]
    assert accept(server, {**first, "start": "x"}) == 400  # offsets that are no numbers
    assert accept(server, {**first, "csrf": "guess"}) == 403
    assert accept(server, {**first, "value": "Somebody Else Ltd"}) == 409  # not offered
    assert accept(server, {**first, "end": int(first["end"]) - 1}) == 409
    assert decisions(run) == []


# -- which findings are suggestions --------------------------------------------------------

BUYER = {
    "buyer_id": "B1",
    "company": "Textilmaschinen Bauer AG",
    "contact_name": "Stefan Bauer",
    "contact_title": "Technical Director",
    "country": "Switzerland",
    "product_category": "textile machinery",
    "notes": "Met at ITMA.",
}


def finding(
    ftype: str, text: str, found: str, expected: str, *, part="body", severity="error", at=None
):
    start = text.index(found) if at is None else at
    return Finding(
        type=FindingType(ftype),
        severity=Severity(severity),
        part=part,
        start=start,
        end=start + len(found),
        found=found,
        expected=expected,
        score=0.0,
        message="",
    )


def offer(text: str, *findings: Finding, part: str = "body") -> list[Suggestion]:
    """The suggestions for a draft whose `part` is `text` (the other part empty)."""
    entry = JournalEntry(
        line=2,
        buyer_id="B1",
        buyer=BUYER,
        status="needs_review",
        subject=text if part == "subject" else "",
        body=text if part == "body" else "",
        findings=list(findings),
    )
    return suggestions(entry, DEFAULT_SENDER, load_knowledge())


def test_only_a_record_or_profile_value_for_the_span_is_offered():
    text = (
        "Dear Stefan,\nWe met at Anuga. As Technical Manager you buy textile looms.\n"
        "Best regards,\nJiwoo Park"
    )
    findings = [
        finding("title_wrong", text, "Technical Manager", "Technical Director"),
        finding("category_wrong", text, "textile looms", "textile machinery", severity="warning"),
        finding("sender_wrong", text, "Jiwoo Park", "Minji Park"),
        finding("note_wrong", text, "We met at Anuga", "Met at ITMA."),  # the notes: no value
        finding("company_missing", text, "", "Textilmaschinen Bauer AG", at=0),  # no span
        finding("artifact", text, "looms", ""),
        finding("contact_wrong", text, "Stefan", "Stefan Bauer Jr"),  # not the record's value
        finding("country_wrong", text, "Anuga", ""),  # no value
    ]
    got = [(s.type, s.found, s.value) for s in offer(text, *findings)]
    assert got == [
        ("title_wrong", "Technical Manager", "Technical Director"),
        ("sender_wrong", "Jiwoo Park", "Minji Park"),
        ("category_wrong", "textile looms", "textile machinery"),  # a warning: after errors
    ]


def test_spans_that_are_not_the_value_slot_are_left_or_fitted():
    text = (
        "Dear Stefan,\nWe write toilemaschinen AG from China. Textilmaschinen Bauerr GmbH buys.\n"
        "Best regards,"
    )
    findings = [
        # a legal form alone: the whole name over it would keep "toilemaschinen"
        finding("company_misspelled", text, "AG", BUYER["company"]),
        # the signature's closing line: the sender's name goes under it, not over it
        finding("sender_wrong", text, "Best regards,", "Minji Park", severity="warning"),
        # the preposition stays
        finding("sender_wrong", text, "from China", "South Korea"),
        # the legal form after the misspelled core is replaced with it
        finding("company_misspelled", text, "Textilmaschinen Bauerr", BUYER["company"]),
        # the span already reads as the value
        finding("contact_wrong", text, "Stefan", "Stefan"),
    ]
    got = [(s.found, s.value) for s in offer(text, *findings)]
    assert got == [
        ("China", "South Korea"),
        ("Textilmaschinen Bauerr GmbH", "Textilmaschinen Bauer AG"),
    ]


def test_apply_writes_the_value_over_the_span_or_refuses_a_text_that_moved():
    s = Suggestion("title_wrong", "error", "body", 3, 10, "Manager", "Director")
    assert apply("subj", "As Manager, you", s) == ("subj", "As Director, you")
    with pytest.raises(ValueError, match="no longer reads 'Manager' at 3"):
        apply("subj", "As a Manager, you", s)
    head = Suggestion("contact_wrong", "error", "subject", 0, 6, "Maison", "Camille")
    assert apply("Maison, hello", "body", head) == ("Camille, hello", "body")


def test_one_word_of_a_name_after_a_form_of_address_gets_the_nearest_word():
    text = "Dear Mr. Bauerr,\nMarkus, a word. Dear Stefan Baur,"
    findings = [
        finding("contact_wrong", text, "Bauerr", "Stefan Bauer"),
        finding("contact_wrong", text, "Markus", "Stefan Bauer"),  # no form of address
        finding("contact_wrong", text, "Stefan Baur", "Stefan Bauer"),
    ]
    got = [(s.found, s.value) for s in offer(text, *findings)]
    assert got == [
        ("Bauerr", "Bauer"),
        ("Markus", "Stefan Bauer"),
        ("Stefan Baur", "Stefan Bauer"),
    ]


def test_a_value_that_opens_a_sentence_is_capitalised():
    subject = "Kimchi sourcing for Bauer. Textile looms and kimchi"
    findings = [
        finding("category_wrong", subject, "Kimchi", "textile machinery", part="subject"),
        finding("category_wrong", subject, "Textile looms", "textile machinery", part="subject"),
        finding("category_wrong", subject, "kimchi", "textile machinery", part="subject"),
    ]
    got = [(s.found, s.value) for s in offer(subject, *findings, part="subject")]
    assert got == [
        ("Kimchi", "Textile machinery"),
        ("Textile looms", "Textile machinery"),
        ("kimchi", "textile machinery"),
    ]
