"""The desk re-checks an edit against the buyer file as the run read it (#20): the worksheet
`--sheet` named and the encoding `--encoding` named, recorded in run.json, not the first sheet
or a guessed encoding. The cross-buyer knowledge shows it: another buyer's company written into
a draft is `company_foreign` only when that buyer was read as the run read it."""

from __future__ import annotations

import openpyxl
import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.inputs import read_buyers
from sales_dlm.review.app.desk import Desk
from tests.fake_decoder import FakePool, install_pool

HEADER = ["buyer_id", "company", "contact_name", "contact_title", "country", "product_category"]
NORDHAVN = ["B1", "Nordhavn Seafood A/S", "Mette Kristensen", "Category Manager", "Denmark",
            "frozen seafood"]
HOFFMANN = ["B2", "Hoffmann Industrietechnik GmbH", "Klaus Weber", "Head of Procurement",
            "Germany", "industrial valves"]
OLD = ["B9", "Rossi Ricambi S.r.l.", "Giulia Rossi", "Purchasing Manager", "Italy", "auto parts"]
# Lithuanian, as Lithuanian Excel writes it (cp1257): ė alone is ë in cp1252, a letter Dutch
# and French write, so the guess takes the commoner cp1252 ("Nausëdos Mësinë UAB", with a
# note) and only the run's --encoding reads it right.
LITHUANIAN = ["B3", "Nausėdos Mėsinė UAB", "Ona Kazlauskienė", "Purchasing Manager",
              "Lithuania", "meat products"]


@pytest.fixture(autouse=True)
def fake_pool(monkeypatch):
    return install_pool(monkeypatch, FakePool())


def drafted(buyers, run, *options: str) -> Desk:
    result = CliRunner().invoke(
        cli, ["draft", str(buyers), "--decoder", "ar", "--out", str(run), *options]
    )
    assert result.exit_code == 0, result.output
    return Desk(run)


def after_naming(desk: Desk, line: int, company: str) -> list[tuple[str, str, str]]:
    """(type, severity, found) of each finding of the draft at `line` once the reviewer
    writes `company` into it."""
    entry = desk.item(line).entry
    body = entry.body.replace("We export", f"Like {company}, we export", 1)
    assert body != entry.body
    findings = desk.recheck.check(entry, entry.subject, body)
    return [(f.type.value, f.severity.value, f.found) for f in findings]


def test_an_xlsx_run_rechecks_against_its_sheet(tmp_path):
    book = openpyxl.Workbook()
    book.active.title = "Old prospects"  # the first sheet: not the run's
    for row in (HEADER, OLD):
        book.active.append(row)
    sheet = book.create_sheet("March")
    for row in (HEADER, NORDHAVN, HOFFMANN):
        sheet.append(row)
    buyers = tmp_path / "buyers.xlsx"
    book.save(buyers)
    desk = drafted(buyers, tmp_path / "run", "--sheet", "March")
    assert desk.recheck.note == ""
    assert after_naming(desk, 2, "Hoffmann Industrietechnik GmbH") == [
        ("company_foreign", "error", "Hoffmann Industrietechnik GmbH")
    ]
    # the first sheet's buyer is no buyer of this run: a name the checker cannot ground
    assert [t for t, _, _ in after_naming(desk, 2, "Rossi Ricambi S.r.l.")] != ["company_foreign"]


def test_a_cp1257_run_rechecks_in_cp1257(tmp_path):
    buyers = tmp_path / "buyers.csv"
    rows = (HEADER, NORDHAVN, LITHUANIAN)
    buyers.write_bytes("".join(",".join(r) + "\n" for r in rows).encode("cp1257"))
    guessed = [row.buyer.company for row in read_buyers(buyers)]
    assert guessed[1] == "Nausëdos Mësinë UAB", "the guess must be wrong for this to test"
    desk = drafted(buyers, tmp_path / "run", "--encoding", "cp1257")
    assert desk.item(3).entry.buyer["company"] == "Nausėdos Mėsinė UAB"
    # read as guessed, the run would know "Nausëdos Mësinë UAB" as another buyer's company
    assert after_naming(desk, 2, "Nausėdos Mėsinė UAB") == [
        ("company_foreign", "error", "Nausėdos Mėsinė UAB")
    ]
