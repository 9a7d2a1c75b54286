"""The reviewer reports over hand-made journal entries: every draft shown (review, passed,
invalid, in that order), counts of drafts vs findings, findings as text in context."""

from __future__ import annotations

import csv
import json
import re

import pytest
from click.testing import CliRunner

from sales_dlm.contract import JournalEntry
from sales_dlm.review.html import render_html
from sales_dlm.review.report import render_markdown, write_reports
from sales_dlm.review.summary import summarise
from sales_dlm.review.views import finding_context

BODY_REVIEW = (
    "Dear Mette,\n\nI am writing to you as Category Manager at Nrodhavn Seafood A/S. "
    "We export frozen seafood to Denmark.\n\nBest regards,\nMinji Park"
)
BODY_PASSED = (
    "Dear Lukas,\n\nAs Purchasing Mgr at Hoffmann Industrietechnik GmbH you buy industrial "
    "valves.\n\nBest regards,\nMinji Park"
)


def finding(text, found, type_, severity="error", part="body", expected="", message=""):
    start = text.index(found) if found else 0
    return {"type": type_, "severity": severity, "part": part, "start": start,
            "end": start + len(found), "found": found, "expected": expected, "score": 90.0,
            "message": message}


def attempt(decoder, steps, subject, body, findings, seconds=0.25):
    return {"decoder": decoder, "steps": steps, "steps_used": steps or 0, "seconds": seconds,
            "forwards": 1, "tokens": 40, "subject": subject, "body": body,
            "passed": not any(f["severity"] == "error" for f in findings),
            "findings": findings}


def typed(raw: list[dict]) -> list[JournalEntry]:
    return [JournalEntry.model_validate(e) for e in raw]


def entries():
    """Journal entries as the journal holds them (JSON objects)."""
    misspelled = finding(BODY_REVIEW, "Nrodhavn Seafood A/S", "company_misspelled",
                         expected="Nordhavn Seafood A/S",
                         message="a misspelling of the buyer's company")
    missing = finding("", "", "company_missing", part="subject",
                      expected="Nordhavn Seafood A/S", message="the buyer's company is never named")
    worse = BODY_REVIEW.replace("Denmark", "Denmark and Hoffmann Industrietechnik GmbH")
    foreign = finding(worse, "Hoffmann Industrietechnik GmbH", "company_foreign",
                      expected="Nordhavn Seafood A/S", message="names another buyer's company")
    title = finding(BODY_PASSED, "Purchasing Mgr", "title_wrong", severity="warning",
                    expected="Purchasing Manager", message="an abbreviated title")
    review_attempts = [
        attempt("diffusion", 16, "Frozen seafood", BODY_REVIEW, [misspelled, missing]),
        attempt("ar", None, "Frozen seafood", worse,
                [dict(misspelled), foreign, dict(missing)]),
    ]
    return [
        {"line": 2, "buyer_id": "B1", "status": "passed",
         "buyer": {"company": "Hoffmann Industrietechnik GmbH", "contact_name": "Lukas Hoffmann",
                   "notes": ""},
         "subject": "Industrial valves", "body": BODY_PASSED, "decoder": "diffusion",
         "model": "m", "steps": 16,
         "attempts": [attempt("diffusion", 16, "Industrial valves", BODY_PASSED, [title])],
         "findings": [title], "errors": []},
        {"line": 3, "buyer_id": "B2", "status": "invalid", "buyer": {"company": ""},
         "subject": "", "body": "", "decoder": None, "model": None, "steps": None,
         "attempts": [], "findings": [], "errors": ["company is empty"]},
        {"line": 4, "buyer_id": "B3", "status": "needs_review",
         "buyer": {"company": "Nordhavn Seafood A/S", "contact_name": "Mette Kristensen"},
         "subject": "Frozen seafood", "body": BODY_REVIEW, "decoder": "diffusion", "model": "m",
         "steps": 16, "attempts": review_attempts, "findings": [misspelled, missing],
         "errors": []},
        {"line": 5, "buyer_id": "B4", "status": "passed",
         "buyer": {"company": "Maison Belcour SAS"},
         "subject": "Cosmetics", "body": "Dear Camille,\n\nHello.", "decoder": "ar",
         "model": "m", "steps": None,
         "attempts": [attempt("ar", None, "Cosmetics", "Dear Camille,\n\nHello.", [])],
         "findings": [], "errors": []},
    ]


@pytest.fixture
def report():
    e = typed(entries())
    return e, summarise(e)


def test_finding_context_shows_words_around_the_span():
    text = "Dear Mette,\n\nI am writing to you as Category Manager at Nrodhavn Seafood A/S. Bye"
    span = (text.index("Nrodhavn"), text.index("Nrodhavn") + 8)
    assert finding_context(text, *span) == (
        "…you as Category Manager at ", "Nrodhavn", " Seafood A/S. Bye")
    assert finding_context(text, *span, words=1) == ("…at ", "Nrodhavn", " Seafood…")
    assert finding_context(text, 0, 4, words=2) == (
        "", "Dear", " Mette, I…")  # line breaks fold to one space
    cut = text.index("rodhavn")  # a span inside a word keeps the rest of the word
    assert finding_context(text, cut, cut + 3, words=1) == ("…at N", "rod", "havn Seafood…")
    assert finding_context(text, 0, 0) is None  # company_missing
    assert finding_context("short", 2, 99) is None


def test_summary_counts_drafts_findings_and_attempts_apart(report):
    _, summary = report
    s = summary.to_json()
    assert s["errors_by_type"] == {"company_missing": 1, "company_misspelled": 1}
    assert s["drafts_by_error_type"] == {"company_missing": 1, "company_misspelled": 1}
    assert s["drafts_by_warning_type"] == {"title_wrong": 1}
    assert s["passed_with_warnings"] == 1
    # each attempt once per type, however many findings of the type it has
    assert s["flagged_attempts_by_type"] == {
        "company_foreign": 1, "company_missing": 2, "company_misspelled": 2}
    assert s["ar_fallbacks"] == 1  # fell back to AR, though the diffusion draft is shown


def test_a_draft_with_two_errors_of_one_type_counts_once_as_a_draft():
    e = entries()
    review = e[2]
    second = dict(review["findings"][0], start=0, end=4, found="Dear")
    review["findings"] = [review["findings"][0], review["findings"][1], second]
    review["attempts"][0]["findings"] = review["findings"]
    e = typed(e)
    s = summarise(e)
    assert s.drafts_by_error_type["company_misspelled"] == 1
    assert s.errors_by_type["company_misspelled"] == 2
    assert s.flagged_attempts_by_type["company_misspelled"] == 2  # 2 attempts, once each
    html = render_html(e, s)
    assert "<tr><td>company_misspelled</td><td>1</td><td>2</td><td>2</td></tr>" in html


EXPECTED_MARKDOWN = """\
# sales-dlm review

4 rows: 1 need review, 2 passed (1 with warnings), 1 invalid; review rate 33.3%; mean diffusion \
steps per draft 10.67.

Passed means the checker found nothing wrong, not that a person approved the draft: read it \
before it is sent. Attempt seconds are the wall time of the decode call divided by the drafts \
decoded in it, so drafts decoded in one batch show the same value.

| error type | drafts in review | findings in them | attempts flagged |
|---|---|---|---|
| company_foreign | 0 | 0 | 1 |
| company_missing | 1 | 1 | 2 |
| company_misspelled | 1 | 1 | 2 |

| warning type | drafts |
|---|---|
| title_wrong | 1 |

| line | buyer | company | status | errors |
|---|---|---|---|---|
| 4 | B3 | Nordhavn Seafood A/S | needs review · 2 errors | company_missing, company_misspelled |
| 2 | B1 | Hoffmann Industrietechnik GmbH | passed · 1 warning |  |
| 5 | B4 | Maison Belcour SAS | passed |  |
| 3 | B2 |  | invalid | company is empty |

## Needs review (1)

### Nordhavn Seafood A/S (B3, line 4): needs review · 2 errors

**Subject:** Frozen seafood

> Dear Mette,
>
> I am writing to you as Category Manager at Nrodhavn Seafood A/S. We export frozen seafood to \
Denmark.
>
> Best regards,
> Minji Park

| severity | type | in | found, in context | expected | why |
|---|---|---|---|---|---|
| error | company_missing | subject | *(not in the subject)* | Nordhavn Seafood A/S | the buyer's \
company is never named |
| error | company_misspelled | body | …you as Category Manager at **Nrodhavn Seafood A/S**. We \
export frozen seafood to… | Nordhavn Seafood A/S | a misspelling of the buyer's company |

Attempts: 1. diffusion@16 0.250 s: 2 errors: company_missing, company_misspelled (shown); 2. ar \
0.250 s: 3 errors: company_foreign, company_missing, company_misspelled

## Passed (2)

### Hoffmann Industrietechnik GmbH (B1, line 2): passed · 1 warning

**Subject:** Industrial valves

> Dear Lukas,
>
> As Purchasing Mgr at Hoffmann Industrietechnik GmbH you buy industrial valves.
>
> Best regards,
> Minji Park

| severity | type | in | found, in context | expected | why |
|---|---|---|---|---|---|
| warning | title_wrong | body | Dear Lukas, As **Purchasing Mgr** at Hoffmann Industrietechnik \
GmbH you… | Purchasing Manager | an abbreviated title |

Attempts: 1. diffusion@16 0.250 s: pass (1 warning)

### Maison Belcour SAS (B4, line 5): passed

**Subject:** Cosmetics

> Dear Camille,
>
> Hello.

Attempts: 1. ar 0.250 s: pass

## Invalid rows (1)

### (no company) (B2, line 3): invalid

- company is empty

"""


def test_markdown_shows_every_draft_review_first(report):
    assert render_markdown(*report) == EXPECTED_MARKDOWN


def test_html_shows_every_draft_review_open_passed_collapsed(report):
    html = render_html(*report)
    sections = re.findall(r'<details class="draft" id="(line-\d+)"( open)?>', html)
    assert sections == [("line-4", " open"), ("line-2", ""), ("line-5", ""), ("line-3", " open")]
    headings = re.findall(r"<h2>([^<]*)</h2>", html)
    assert headings[-3:] == ["Needs review (1)", "Passed (2)", "Invalid rows (1)"]
    # the index: one row per draft, linking to its section, in the same order
    links = re.findall(r'<a href="#(line-\d+)">([^<]+)</a>', html)
    assert links == [("line-4", "B3"), ("line-2", "B1"), ("line-5", "B4"), ("line-3", "B2")]
    # a passed draft with a warning says so, and shows the warning while collapsed
    summary = re.search(r'<details class="draft" id="line-2">\n<summary>(.*?)</summary>', html)
    assert summary.group(1) == (
        '<b>Hoffmann Industrietechnik GmbH</b> <span class="meta">B1, line 2</span> '
        '<span class="st st-warn">passed · 1 warning</span> — Industrial valves'
        '<span class="warn">warning title_wrong: Dear Lukas, As <mark class="warning">Purchasing'
        ' Mgr</mark> at Hoffmann Industrietechnik GmbH you… (expected Purchasing Manager)</span>'
    )
    assert '<span class="st st-passed">passed</span> — Cosmetics</summary>' in html
    # findings as text in context with expected value and message; no character offsets
    assert (
        "<tr><td>error</td><td>company_misspelled</td><td>body</td><td>…you as Category Manager"
        ' at <mark class="error">Nrodhavn Seafood A/S</mark>. We export frozen seafood to…</td>'
        "<td>Nordhavn Seafood A/S</td><td>a misspelling of the buyer&#x27;s company</td></tr>"
    ) in html
    assert "<td><i>not in the subject</i></td>" in html
    assert not re.search(r"<td>\d+-\d+</td>", html)
    assert "<td>company is empty</td>" in html
    assert "<th>seconds (batch ÷ drafts)</th>" in html
    assert "Passed means the checker found nothing wrong, not that a person approved" in html


def test_html_stays_compact_for_a_thousand_drafts():
    base = entries()
    many = []
    for n in range(1000):
        e = json.loads(json.dumps(base[n % 4]))
        e["line"], e["buyer_id"] = n + 2, f"B{n}"
        many.append(e)
    many = typed(many)
    html = render_html(many, summarise(many))
    assert html.count('<details class="draft"') == 1000
    assert html.count("<details class=\"draft\" id=") - html.count(" open>") == 500  # passed
    assert len(html) < 4_000_000  # about 3 kB a draft: no per-attempt copies of the text


def test_csv_has_a_row_for_every_draft_with_the_found_text_in_context(tmp_path, report):
    write_reports(tmp_path, *report)
    with (tmp_path / "review.csv").open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert [(r["buyer_id"], r["status"], r["type"], r["severity"]) for r in rows] == [
        ("B3", "needs_review", "company_misspelled", "error"),
        ("B3", "needs_review", "company_missing", "error"),
        ("B1", "passed", "title_wrong", "warning"),
        ("B4", "passed", "", ""),
        ("B2", "invalid", "", ""),
    ]
    assert rows[0]["context"] == (
        "…you as Category Manager at [Nrodhavn Seafood A/S]. We export frozen seafood to…")
    assert (rows[0]["start"], rows[0]["end"]) == ("56", "76")  # offsets stay, for tools
    assert rows[1]["context"] == "(not in the subject)"
    assert rows[4]["message"] == "company is empty"


def test_report_command_rebuilds_every_report_from_the_journal(tmp_path, report):
    from sales_dlm.cli import cli

    (tmp_path / "drafts.jsonl").write_text(
        "".join(json.dumps(e) + "\n" for e in entries()), encoding="utf-8")
    out = CliRunner().invoke(cli, ["report", str(tmp_path)])
    assert out.exit_code == 0, out.output
    assert (tmp_path / "review.md").read_text(encoding="utf-8") == EXPECTED_MARKDOWN
    summary = json.loads((tmp_path / "summary.json").read_text(encoding="utf-8"))
    assert summary["drafts_by_error_type"] == {"company_missing": 1, "company_misspelled": 1}
    assert summary["passed_with_warnings"] == 1
