"""`sales-dlm check` through CliRunner: exact text, the JSON contract, formula-safe CSV."""

from __future__ import annotations

import csv
import io
import json

from click.testing import CliRunner

from sales_dlm.cli import cli

DRAFTS = [
    {"draft_id": "d1", "buyer_id": "B003", "subject": "Frozen seafood for Nordhavn Seafood",
     "body": "Dear Mette,\n\nAs Category Manager at Nordhavn Seafood A/S you know frozen "
             "seafood. We also supply Tanaka Shoji.\n\nBest regards,\nMinji Park"},
    {"draft_id": "d2", "buyer_id": "B007", "subject": "Kitchenware for Tanaka Shoji",
     "body": "Dear Mr. Tanaka,\n\nAs Import Manager at Tanaka Shoji K.K. you source "
             "kitchenware for Japan.\n\nBest regards,\nMinji Park"},
]


def write_drafts(tmp_path, extra_lines=()):
    path = tmp_path / "drafts.jsonl"
    lines = [json.dumps(d) for d in DRAFTS] + list(extra_lines)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_check_text_output(tmp_path):
    path = write_drafts(tmp_path, ["not json", '{"buyer_id": "NOPE", "subject": "", "body": ""}'])
    result = CliRunner().invoke(cli, ["check", str(path), "--buyers", "buyers/sample.csv"])
    assert result.exit_code == 1
    assert result.output == (
        "d1  B003  FLAGGED\n"
        "    error   company_foreign    body[97:109] 'Tanaka Shoji' "
        "(expected 'Nordhavn Seafood A/S')\n"
        "d2  B007  passed\n"
        "line-3    unchecked\n"
        f"    {path}:3: not valid JSON: Expecting value (column 1)\n"
        "NOPE  unchecked\n"  # a draft without a draft_id is named once, by its buyer_id
        f"    {path}:4: buyer_id 'NOPE' is not a valid row of the buyers file\n"
        "\n"
        "4 drafts: 1 passed, 1 flagged, 2 unchecked; 1 findings\n"
    )


def test_check_json_contract(tmp_path):
    path = write_drafts(tmp_path)
    result = CliRunner().invoke(cli, ["check", str(path), "--buyers", "buyers/sample.csv",
                                      "--format", "json"])
    assert result.exit_code == 1
    doc = json.loads(result.output)
    assert doc["summary"]["drafts"] == 2 and doc["summary"]["passed"] == 1
    d1, d2 = doc["drafts"]
    assert (d1["draft_id"], d1["buyer_id"], d1["passed"]) == ("d1", "B003", False)
    (finding,) = d1["findings"]
    assert set(finding) == {"type", "severity", "part", "start", "end", "found", "expected",
                            "score"}
    assert DRAFTS[0]["body"][finding["start"]:finding["end"]] == finding["found"]
    assert (d2["passed"], d2["findings"]) == (True, [])


def test_check_all_clean_is_exit_0(tmp_path):
    path = tmp_path / "one.jsonl"
    path.write_text(json.dumps(DRAFTS[1]) + "\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(path), "--buyers", "buyers/sample.csv"])
    assert result.exit_code == 0
    last = result.output.splitlines()[-1]
    assert last == "1 drafts: 1 passed, 0 flagged, 0 unchecked; 0 findings"


def test_check_csv_neutralises_formulas(tmp_path):
    buyers = tmp_path / "b.csv"
    buyers.write_text("buyer_id,company\n=1+1,=HYPERLINK(\"http://x\") Ltd\n", encoding="utf-8")
    path = tmp_path / "d.jsonl"
    path.write_text(json.dumps({"buyer_id": "=1+1", "subject": "Hello", "body": "Hi there"})
                    + "\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(path), "--buyers", str(buyers),
                                      "--format", "csv"])
    rows = list(csv.reader(io.StringIO(result.output)))
    assert rows[0][:3] == ["draft_id", "buyer_id", "passed"]
    assert len(rows) > 1
    assert not any(cell.startswith(("=", "+", "-", "@")) for row in rows for cell in row)
    assert rows[1][1] == "'=1+1"


def test_check_missing_drafts_file_is_exit_2(tmp_path):
    result = CliRunner().invoke(cli, ["check", str(tmp_path / "none.jsonl"), "--buyers",
                                      "buyers/sample.csv"])
    assert result.exit_code == 2
    assert result.output == f"Error: {tmp_path / 'none.jsonl'}: drafts file not found\n"
