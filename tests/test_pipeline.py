"""The draft pipeline with a decoder test double: escalation, fallback, journal, reports."""

from __future__ import annotations

import csv
import email
import email.policy
import json
from pathlib import Path

import pytest

from sales_dlm.drafting.config import DraftConfig
from sales_dlm.drafting.journal import read_journal
from sales_dlm.drafting.run import run_drafts
from sales_dlm.errors import JournalError
from sales_dlm.inputs.records import DEFAULT_SENDER
from tests.fake_decoder import FakeDecoder, FakePool

BUYERS = (
    "buyer_id,company,contact_name,contact_title,email,country,product_category\n"
    "B1,Nordhavn Seafood A/S,Mette Kristensen,Category Manager,mk@nordhavn.dk,Denmark,"
    "frozen seafood\n"
    "B2,Hoffmann Industrietechnik GmbH,Lukas Hoffmann,Purchasing Manager,lh@hoffmann.de,"
    "Germany,industrial valves\n"
    "B3,,Nobody,Buyer,nobody@x.com,Spain,beverages\n"
    "B4,Tanaka Shoji K.K.,Hiroshi Tanaka,Import Manager,ht@tanaka.jp,Japan,kitchenware\n"
)


@pytest.fixture
def buyers_csv(tmp_path):
    path = tmp_path / "buyers.csv"
    path.write_text(BUYERS, encoding="utf-8")
    return path


def run(buyers_csv, tmp_path, pool, **config):
    return run_drafts(buyers_csv, DraftConfig(**config), pool, run_dir=tmp_path / "run",
                      sender=DEFAULT_SENDER)


def by_id(result):
    return {e["buyer_id"]: e for e in result.entries}


def test_schedule_doubles_up_to_the_ceiling_then_falls_back():
    assert DraftConfig(steps=8, max_steps=48, decoder="auto").schedule() == [
        ("diffusion", 8), ("diffusion", 16), ("diffusion", 32), ("diffusion", 48), ("ar", None)
    ]
    assert DraftConfig(steps=8, max_steps=8, decoder="diffusion").schedule() == [
        ("diffusion", 8)
    ]
    assert DraftConfig(decoder="ar").schedule() == [("ar", None)]


def test_failing_draft_escalates_and_redrafts_are_batched(buyers_csv, tmp_path):
    pool = FakePool(diffusion=FakeDecoder("diffusion", needs={
        "Nordhavn Seafood A/S": 32, "Tanaka Shoji K.K.": 16}))
    result = run(buyers_csv, tmp_path, pool, decoder="diffusion", steps=8, max_steps=64)
    entries = by_id(result)
    assert [a["steps"] for a in entries["B1"]["attempts"]] == [8, 16, 32]
    assert [a["passed"] for a in entries["B1"]["attempts"]] == [False, False, True]
    assert entries["B1"]["status"] == "passed" and entries["B1"]["steps"] == 32
    first_failure = {f["type"] for f in entries["B1"]["attempts"][0]["findings"]}
    assert "company_misspelled" in first_failure
    assert [a["steps"] for a in entries["B4"]["attempts"]] == [8, 16]
    assert [a["steps"] for a in entries["B2"]["attempts"]] == [8]
    # one batch of 3 valid rows at 8 steps, then the 2 failures together, then the last one
    assert pool.diffusion.calls == [(8, 3), (16, 2), (32, 1)]
    assert result.summary["mean_diffusion_steps_per_draft"] == round((56 + 8 + 24) / 3, 2)


def test_ar_fallback_after_the_ceiling(buyers_csv, tmp_path):
    pool = FakePool(diffusion=FakeDecoder("diffusion", needs={"Nordhavn Seafood A/S": 999}))
    result = run(buyers_csv, tmp_path, pool, decoder="auto", steps=16, max_steps=32)
    b1 = by_id(result)["B1"]
    assert [(a["decoder"], a["steps"]) for a in b1["attempts"]] == [
        ("diffusion", 16), ("diffusion", 32), ("ar", None)]
    assert (b1["status"], b1["decoder"], b1["model"]) == ("passed", "ar", "fake-ar")
    assert result.summary["ar_fallbacks"] == 1


def test_without_fallback_a_failing_draft_needs_review(buyers_csv, tmp_path):
    pool = FakePool(diffusion=FakeDecoder("diffusion", needs={"Nordhavn Seafood A/S": 999}))
    result = run(buyers_csv, tmp_path, pool, decoder="diffusion", steps=16, max_steps=32)
    b1 = by_id(result)["B1"]
    assert b1["status"] == "needs_review"
    assert {f["type"] for f in b1["findings"]} >= {"company_misspelled"}
    assert pool.ar.calls == []
    assert result.summary["review_rate"] == round(1 / 3, 4)


def test_every_row_ends_exactly_once_invalid_rows_included(buyers_csv, tmp_path):
    result = run(buyers_csv, tmp_path, FakePool(), decoder="diffusion", batch_size=2)
    lines = [e.line for e in read_journal(tmp_path / "run" / "drafts.jsonl")]
    assert sorted(lines) == [2, 3, 4, 5]
    b3 = by_id(result)["B3"]
    assert b3["status"] == "invalid" and b3["errors"] == ["company is empty"]
    assert b3["buyer"]["contact_name"] == "Nobody"
    for entry in result.entries:  # the journal contract's keys
        assert {"buyer_id", "buyer", "status", "subject", "body", "decoder", "model", "steps",
                "attempts", "findings", "errors"} <= entry.keys()


def test_journal_is_valid_input_to_check(buyers_csv, tmp_path):
    from click.testing import CliRunner

    from sales_dlm.cli import cli

    pool = FakePool(diffusion=FakeDecoder("diffusion", needs={"Tanaka Shoji K.K.": 999}))
    run(buyers_csv, tmp_path, pool, decoder="diffusion", steps=8, max_steps=8)
    out = CliRunner().invoke(cli, ["check", str(tmp_path / "run" / "drafts.jsonl"),
                                   "--buyers", str(buyers_csv), "--format", "json"])
    assert out.exit_code == 1
    doc = json.loads(out.output)
    status = {d["buyer_id"]: d["passed"] for d in doc["drafts"]}
    assert status == {"B1": True, "B2": True, "B3": False, "B4": False}
    assert doc["summary"]["unchecked"] == 1  # B3, the invalid row


def test_resume_refuses_another_configuration(buyers_csv, tmp_path):
    run(buyers_csv, tmp_path, FakePool(), decoder="diffusion", steps=8)
    with pytest.raises(JournalError, match="already holds a run"):
        run(buyers_csv, tmp_path, FakePool(), decoder="diffusion", steps=8)
    with pytest.raises(JournalError, match="another input or configuration.*steps"):
        run_drafts(buyers_csv, DraftConfig(decoder="diffusion", steps=16), FakePool(),
                   run_dir=tmp_path / "run", sender=DEFAULT_SENDER, resume=True)


def test_resume_repairs_a_torn_line_and_finishes_each_row_once(buyers_csv, tmp_path):
    config = DraftConfig(decoder="diffusion", steps=8, batch_size=1)
    run_drafts(buyers_csv, config.model_copy(update={"limit": 2}), FakePool(),
               run_dir=tmp_path / "run", sender=DEFAULT_SENDER)
    journal = tmp_path / "run" / "drafts.jsonl"
    with journal.open("a", encoding="utf-8") as fh:
        fh.write('{"line": 4, "buyer_id": "B3", "sta')  # a write cut short by kill -9
    result = run_drafts(buyers_csv, config, FakePool(), run_dir=tmp_path / "run",
                        sender=DEFAULT_SENDER, resume=True)
    assert result.resumed_rows == 2 and result.repaired_bytes > 0
    assert sorted(e.line for e in read_journal(journal)) == [2, 3, 4, 5]


def test_reports_escape_html_and_neutralise_formulas(tmp_path):
    evil = '<script>alert(1)</script> Corp'
    path = tmp_path / "b.csv"
    path.write_text(
        "buyer_id,company,contact_name,notes\n"
        f'X1,"{evil}",Eve <img src=x onerror=alert(2)>,=HYPERLINK("http://evil")\n'
        "X2,=cmd|' /C calc'!A0,Bob,\n",
        encoding="utf-8",
    )
    pool = FakePool(diffusion=FakeDecoder("diffusion", needs={evil: 999}))
    run_drafts(path, DraftConfig(decoder="diffusion", steps=8, max_steps=8), pool,
               run_dir=tmp_path / "run", sender=DEFAULT_SENDER)
    html = (tmp_path / "run" / "review.html").read_text(encoding="utf-8")
    assert "<script>" not in html and "<img" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    with (tmp_path / "run" / "review.csv").open(encoding="utf-8-sig") as fh:
        cells = [c for row in csv.reader(fh) for c in row]
    assert not any(c.startswith(("=", "+", "-", "@")) for c in cells)
    tasks = json.loads((tmp_path / "run" / "review.labelstudio.json").read_text())
    assert {t["data"]["buyer_id"] for t in tasks} == {"X1", "X2"}


def test_eml_files_parse_back(buyers_csv, tmp_path):
    result = run(buyers_csv, tmp_path, FakePool(), decoder="diffusion", steps=8)
    b1 = by_id(result)["B1"]
    raw = (tmp_path / "run" / b1["eml"]).read_bytes()
    message = email.message_from_bytes(raw, policy=email.policy.default)
    assert message["To"].addresses[0].addr_spec == "mk@nordhavn.dk"
    assert message["To"].addresses[0].display_name == "Mette Kristensen"
    assert message["From"].addresses[0].addr_spec == DEFAULT_SENDER.email
    assert message["Subject"] == b1["subject"]
    assert raw.count(b"\r\n") > 5  # RFC 5322 line endings, as mail clients save .eml files
    assert message.get_content().replace("\r\n", "\n").rstrip("\n") == b1["body"]
    assert not (tmp_path / "run" / "eml" / "B3.eml").exists()  # invalid rows get no email


class OutOfMemoryError(RuntimeError):
    """Stands in for torch.cuda.OutOfMemoryError (recognised by name)."""


def test_out_of_memory_halves_the_batch_and_keeps_every_draft(buyers_csv, tmp_path):
    pool = FakePool()
    real_decode = pool.diffusion.decode

    def decode_small_batches_only(prompts, options=None):
        if len(prompts) > 1:
            raise OutOfMemoryError("CUDA out of memory. Tried to allocate 2.00 GiB")
        return real_decode(prompts, options)

    pool.diffusion.decode = decode_small_batches_only
    result = run(buyers_csv, tmp_path, pool, decoder="diffusion", steps=8, batch_size=4)
    assert [e["status"] for e in result.entries] == ["passed", "passed", "invalid", "passed"]
    assert result.summary["oom_batch_splits"] == 2  # 3 prompts -> 1 + 2 -> 1 + 1
    assert pool.diffusion.calls == [(8, 1), (8, 1), (8, 1)]


def test_other_decoder_errors_are_not_swallowed(buyers_csv, tmp_path):
    pool = FakePool()

    def broken(prompts, options=None):
        raise ValueError("shape mismatch")

    pool.diffusion.decode = broken
    with pytest.raises(ValueError, match="shape mismatch"):
        run(buyers_csv, tmp_path, pool, decoder="diffusion", steps=8)


@pytest.mark.parametrize(
    "column",
    ["buyer_id", "company", "contact_name", "contact_title", "email", "country",
     "product_category", "website", "notes"],
)
def test_xss_payload_in_any_column_is_escaped(tmp_path, column):
    payload = '"><script>alert(1)</script><img src=x onerror=alert(2)>'
    values = {"buyer_id": "X1", "company": "Zephyr Tools Ltd", "contact_name": "Ana Ruiz",
              "contact_title": "Buyer", "email": "", "country": "Spain",
              "product_category": "kitchenware", "website": "", "notes": ""}
    values[column] = payload if column != "company" else payload + " Ltd"
    path = tmp_path / "b.csv"
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(values)
        writer.writerow(values.values())
    pool = FakePool(diffusion=FakeDecoder("diffusion", needs={values["company"]: 999}))
    run_drafts(path, DraftConfig(decoder="diffusion", steps=8, max_steps=8), pool,
               run_dir=tmp_path / "run", sender=DEFAULT_SENDER)
    html = (tmp_path / "run" / "review.html").read_text(encoding="utf-8")
    assert "<script>" not in html and "<img" not in html
    assert "&lt;script&gt;" in html  # the payload is shown, as text


class AddsAForeignCompany(FakeDecoder):
    """The fake decoder, plus a sentence naming another buyer's company: one error more."""

    def decode(self, prompts, options=None):
        extra = "We also work with Hoffmann Industrietechnik GmbH.\n\nBest regards"
        return [r.model_copy(update={"body": r.body.replace("Best regards", extra)})
                for r in super().decode(prompts, options)]


def test_best_attempt_is_kept_not_the_last(buyers_csv, tmp_path):
    # diffusion@16 and @32 misspell Nordhavn (3 errors each); the AR fallback misspells it
    # too and names another buyer's company (4 errors): the entry keeps diffusion@32
    pool = FakePool(diffusion=FakeDecoder("diffusion", needs={"Nordhavn Seafood A/S": 999}),
                    ar=AddsAForeignCompany("ar", ar_fails={"Nordhavn Seafood A/S"}))
    result = run(buyers_csv, tmp_path, pool, decoder="auto", steps=16, max_steps=32)
    b1 = by_id(result)["B1"]
    attempts = b1["attempts"]
    assert [(a["decoder"], a["steps"]) for a in attempts] == [
        ("diffusion", 16), ("diffusion", 32), ("ar", None)]
    errors = [sorted(f["type"] for f in a["findings"]) for a in attempts]
    assert errors == [["company_misspelled"] * 3, ["company_misspelled"] * 3,
                      ["company_foreign"] + ["company_misspelled"] * 3]
    assert b1["status"] == "needs_review"
    assert (b1["decoder"], b1["steps"], b1["model"]) == ("diffusion", 32, "fake-diffusion")
    assert (b1["subject"], b1["body"], b1["findings"]) == (
        attempts[1]["subject"], attempts[1]["body"], attempts[1]["findings"])
    assert "Hoffmann" not in b1["body"]
    assert result.summary["ar_fallbacks"] == 1  # it did fall back, though AR is not shown
    assert result.summary["final_steps_histogram"] == {"16": 2, "32": 1}
    html = (tmp_path / "run" / "review.html").read_text(encoding="utf-8")
    assert ("Shown: attempt 2 of 3, the one with the fewest errors (later attempts had more)."
            in html)
    assert "diffusion@32 (2/3)" in html  # the index table names the attempt shown
    md = (tmp_path / "run" / "review.md").read_text(encoding="utf-8")
    assert ("Attempts: 1. diffusion@16 0.001 s: 3 errors: company_misspelled; "
            "2. diffusion@32 0.001 s: 3 errors: company_misspelled (shown); "
            "3. ar 0.001 s: 4 errors: company_foreign, company_misspelled") in md


def test_a_better_fallback_replaces_a_worse_diffusion_draft(buyers_csv, tmp_path):
    # the reverse: diffusion names another buyer (4 errors), AR only misspells (3): AR is shown
    pool = FakePool(diffusion=AddsAForeignCompany("diffusion", needs={"Nordhavn Seafood A/S": 999}),
                    ar=FakeDecoder("ar", ar_fails={"Nordhavn Seafood A/S"}))
    b1 = by_id(run(buyers_csv, tmp_path, pool, decoder="auto", steps=16, max_steps=16))["B1"]
    assert [len(a["findings"]) for a in b1["attempts"]] == [4, 3]
    assert (b1["status"], b1["decoder"], b1["body"]) == (
        "needs_review", "ar", b1["attempts"][1]["body"])


def test_best_attempt_counts_errors_not_warnings_and_prefers_the_later_on_a_tie():
    from sales_dlm.contract import Attempt
    from sales_dlm.drafting.core import best_attempt
    from sales_dlm.facts import Finding

    def attempt(*severities):
        findings = [Finding(type="artifact", severity=s, part="body", start=0, end=1, found="x",
                            expected="", score=100, message="m") for s in severities]
        return Attempt(decoder="diffusion", passed="error" not in severities, findings=findings)

    assert best_attempt([attempt("error", "error"), attempt("error"), attempt("error")]) == 2
    assert best_attempt([attempt("error"), attempt("error", "error")]) == 0
    assert best_attempt([attempt("error", "error"), attempt("warning", "warning", "error")]) == 1
    assert best_attempt([attempt("error"), attempt("warning")]) == 1  # the one that passed


def test_a_checks_folder_given_to_run_drafts_is_the_one_fingerprinted(buyers_csv, tmp_path):
    """Library callers pass checks_dir=; resuming with other checks must still be refused."""
    import json

    from sales_dlm.drafting.config import checks_sha256
    from sales_dlm.errors import SalesDlmError

    checks = tmp_path / "checks"
    checks.mkdir()
    shipped = Path(__file__).parents[1] / "sales_dlm" / "checks" / "thresholds.toml"
    text = shipped.read_text(encoding="utf-8")
    edited = text.replace("misspelled_min_score = 85", "misspelled_min_score = 80", 1)
    assert edited != text
    (checks / "thresholds.toml").write_text(edited, encoding="utf-8")
    config = DraftConfig(decoder="diffusion", steps=8, max_steps=8)
    args = dict(run_dir=tmp_path / "run", sender=DEFAULT_SENDER)
    run_drafts(buyers_csv, config, FakePool(), checks_dir=checks, **args)
    manifest = json.loads((tmp_path / "run" / "run.json").read_text())
    assert manifest["checks_sha256"] == checks_sha256(checks) != checks_sha256(None)
    with pytest.raises(SalesDlmError, match="checks_sha256"):
        run_drafts(buyers_csv, config, FakePool(), resume=True, **args)
