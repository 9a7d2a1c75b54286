"""`sales-dlm export`: the journal with the reviewer's decisions replayed, in the files mail tools
import; exact counts and exit codes through CliRunner, with a decoder double."""

from __future__ import annotations

import csv
import email
import io
import json
from email import policy

import pytest
from click.testing import CliRunner

import sales_dlm.decoding.pool
from sales_dlm.cli import cli
from sales_dlm.contract import Decision
from tests.fake_decoder import FakeDecoder, FakePool

BUYERS = (
    "buyer_id,company,contact_name,contact_title,email,country,product_category\n"
    "B1,Nordhavn Seafood A/S,Mette Kristensen,Category Manager,mette@nordhavn.example,Denmark,"
    "frozen seafood\n"
    "B2,Tanaka Shoji K.K.,Hiroshi Tanaka,Import Manager,tanaka@shoji.example,Japan,kitchenware\n"
    "B3,Hoffmann Industrietechnik GmbH,Klaus Weber,Head of Procurement,klaus@hoffmann.example,"
    "Germany,industrial valves\n"
    "B4,Pacific Rim Electronics Pty Ltd,Sarah Mitchell,Purchasing Director,"
    "sarah@pacificrim.example,Australia,consumer electronics\n"
    "B5,Casa Verde Alimentos S.A.,Lucía Fernández,Import Manager,,Spain,olive oil\n"
    "B6,Nordic Home Oy,Anna Virtanen,Buyer,anna@nordichome.example,Finland,kitchenware\n"
    "B7,,Nobody,Buyer,nobody@x.example,Spain,beverages\n"
)


@pytest.fixture
def run(tmp_path, monkeypatch):
    """A drafted run: B2 and B3 need review, B7 is invalid, the rest passed."""
    pool = FakePool(ar=FakeDecoder("ar", ar_fails={"Tanaka Shoji K.K.",
                                                   "Hoffmann Industrietechnik GmbH"}))

    class Stub:
        def __new__(cls, *args, **kwargs):
            return pool

        for_run = staticmethod(lambda config: pool)

    monkeypatch.setattr(sales_dlm.decoding.pool, "ModelPool", Stub)
    buyers = tmp_path / "buyers.csv"
    buyers.write_text(BUYERS, encoding="utf-8")
    out = tmp_path / "run"
    result = CliRunner().invoke(cli, ["draft", str(buyers), "--decoder", "ar", "--out", str(out)])
    assert result.exit_code == 1, result.output
    assert result.stdout.startswith("7 rows: 4 passed, 2 need review, 1 invalid")
    return out


def decide(run, *decisions: Decision) -> None:
    with (run / "decisions.jsonl").open("a", encoding="utf-8") as fh:
        for d in decisions:
            fh.write(json.dumps(d.to_json()) + "\n")


def reviewed(run) -> None:
    at = "2026-01-01T00:00:00.000+00:00"
    decide(
        run,
        Decision(buyer_id="B1", decision="approved", at=at),
        Decision(buyer_id="B1", decision="rejected", at=at),  # the last one wins
        Decision(buyer_id="B2", decision="approved", at=at, subject="Kitchenware for Tanaka",
                 body="Dear Mr. Tanaka,\n\nEdited by hand.\n\nMinji Park", findings=[]),
        Decision(buyer_id="B4", decision="edited", at=at, subject="Electronics, edited",
                 body="Dear Sarah,\n\nShorter.\n\nMinji Park", findings=[]),
        Decision(buyer_id="B5", decision="rejected", at=at),
        Decision(buyer_id="B5", decision="reset", at=at),
    )


def export(run, fmt, out, *more):
    return CliRunner().invoke(cli, ["export", str(run), "--format", fmt, "--out", str(out), *more])


def read_csv(path, encoding="utf-8"):
    return list(csv.DictReader(io.StringIO(path.read_text(encoding=encoding))))


def test_without_decisions_every_passed_draft_goes_out(run, tmp_path):
    out = tmp_path / "drafts.csv"
    result = export(run, "csv", out)
    assert result.exit_code == 0, result.output
    assert result.output == (
        f"Exported 4 drafts (0 approved, 4 passed and not rejected; 2 in review and not "
        f"approved left out) to {out}\n"
    )
    assert [r["buyer_id"] for r in read_csv(out, "utf-8-sig")] == ["B1", "B4", "B5", "B6"]


def test_decisions_replayed_last_one_wins_and_edits_replace_the_draft(run, tmp_path):
    reviewed(run)
    out = tmp_path / "drafts.csv"
    result = export(run, "csv", out)
    assert result.exit_code == 0, result.output
    assert result.output == (
        "Exported 4 drafts (1 approved, 3 passed and not rejected; 1 rejected, 1 in review and "
        f"not approved left out) to {out}\n"
    )
    rows = {r["buyer_id"]: r for r in read_csv(out, "utf-8-sig")}
    assert sorted(rows) == ["B2", "B4", "B5", "B6"]
    assert (rows["B2"]["subject"], rows["B2"]["reason"], rows["B2"]["edited"]) == (
        "Kitchenware for Tanaka", "approved", "yes")
    assert rows["B2"]["body"] == "Dear Mr. Tanaka,\n\nEdited by hand.\n\nMinji Park"
    assert (rows["B4"]["subject"], rows["B4"]["reason"]) == ("Electronics, edited", "passed")
    journal = {json.loads(line)["buyer_id"]: json.loads(line)
               for line in (run / "drafts.jsonl").read_text().splitlines()}
    assert rows["B6"]["subject"] == journal["B6"]["subject"]


def test_approved_only(run, tmp_path):
    reviewed(run)
    out = tmp_path / "approved.csv"
    result = export(run, "csv", out, "--approved-only")
    assert result.exit_code == 0
    assert result.output == (
        "Exported 1 draft (1 approved; 1 rejected, 3 passed but not approved, 1 in review and "
        f"not approved left out) to {out}\n"
    )
    assert [r["buyer_id"] for r in read_csv(out, "utf-8-sig")] == ["B2"]


def test_hubspot_columns_and_rows_without_email(run, tmp_path):
    reviewed(run)
    out = tmp_path / "hubspot.csv"
    result = export(run, "hubspot", out)
    assert result.exit_code == 0
    assert result.output == (
        "Exported 3 drafts (1 approved, 2 passed and not rejected; 1 rejected, 1 in review and "
        f"not approved, 1 without an email address left out) to {out}\n"
    )
    text = out.read_text(encoding="utf-8")
    assert not text.startswith("\ufeff"), "an importer reads the first header as it is"
    assert text.splitlines()[0] == (
        "Email,First Name,Last Name,Company Name,Job Title,Country/Region,Website URL,"
        "Email Subject,Email Body"
    )
    first = read_csv(out)[0]
    assert (first["Email"], first["First Name"], first["Last Name"], first["Company Name"]) == (
        "tanaka@shoji.example", "Hiroshi", "Tanaka", "Tanaka Shoji K.K.")


def test_instantly_columns(run, tmp_path):
    out = tmp_path / "instantly.csv"
    result = export(run, "instantly", out)
    assert result.exit_code == 0
    assert result.output == (
        "Exported 3 drafts (0 approved, 3 passed and not rejected; 2 in review and not "
        f"approved, 1 without an email address left out) to {out}\n"
    )
    rows = read_csv(out)
    assert list(rows[0]) == ["email", "first_name", "last_name", "company_name", "website",
                             "personalization", "subject", "job_title", "country", "buyer_id"]
    assert (rows[0]["email"], rows[0]["company_name"]) == ("mette@nordhavn.example",
                                                           "Nordhavn Seafood A/S")
    assert rows[0]["personalization"].startswith("Dear Mette,")


def test_eml_files_open_as_unsent_drafts(run, tmp_path):
    reviewed(run)
    out = tmp_path / "eml"
    result = export(run, "eml", out)
    assert result.exit_code == 0
    assert result.output.startswith("Exported 4 drafts (1 approved, 3 passed and not rejected;")
    assert sorted(p.name for p in out.iterdir()) == ["B2.eml", "B4.eml", "B5.eml", "B6.eml"]
    message = email.message_from_bytes((out / "B2.eml").read_bytes(), policy=policy.default)
    assert message["X-Unsent"] == "1"
    assert message["Subject"] == "Kitchenware for Tanaka"
    assert message["To"] == "Hiroshi Tanaka <tanaka@shoji.example>"
    assert message["From"] == "Minji Park <minji.park@hanbit-trading.example>"
    assert message.get_content().split() == "Dear Mr. Tanaka, Edited by hand. Minji Park".split()
    again = export(run, "eml", out)
    assert again.exit_code == 2
    assert again.output == (
        f"Error: {out}: is not an empty folder; --out for .eml files names a new or empty "
        "folder\n"
    )


def test_not_a_run_folder(tmp_path):
    result = export(tmp_path, "csv", tmp_path / "x.csv")
    assert result.exit_code == 2
    assert result.output == f"Error: {tmp_path}: not a run directory: it has no drafts.jsonl\n"


def test_a_csv_out_that_is_a_folder(run, tmp_path):
    result = export(run, "csv", tmp_path)
    assert result.exit_code == 2
    assert result.output == (
        f"Error: {tmp_path}: is a folder; --out names the CSV file to write\n"
    )


def test_a_formula_in_a_record_is_text(run, tmp_path):
    reviewed(run)
    decide(run, Decision(buyer_id="B6", decision="approved", at="2026-01-02T00:00:00.000+00:00",
                         subject="=HYPERLINK(\"http://x\")", body="Dear Anna", findings=[]))
    out = tmp_path / "drafts.csv"
    assert export(run, "csv", out).exit_code == 0
    rows = {r["buyer_id"]: r for r in read_csv(out, "utf-8-sig")}
    assert rows["B6"]["subject"] == "'=HYPERLINK(\"http://x\")"
