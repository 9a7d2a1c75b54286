"""`draft --shard i/n` and `merge`: several processes split one buyer file, every row in
exactly one shard, and the shards' runs merge into one run with every row once."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from pydantic import ValidationError

from sales_dlm.cli import cli
from sales_dlm.drafting.journal import read_journal
from sales_dlm.drafting.shard import Shard
from tests.fake_decoder import FakeDecoder, FakePool, install_pool

SAMPLE = Path(__file__).resolve().parents[1] / "buyers" / "sample.csv"
# an invalid row (no company) and a duplicate of B001: such rows belong to a shard too
EXTRA = (
    "B031,,Nobody,Buyer,nobody@example.com,Spain,beverages,,\n"
    "B001,Hoffmann Industrietechnik GmbH,Lukas Hoffmann,Purchasing Manager,"
    "l.hoffmann@hoffmann-industrie.de,Germany,industrial valves,https://hoffmann-industrie.de,\n"
)


@pytest.fixture
def buyers_csv(tmp_path) -> Path:
    path = tmp_path / "buyers.csv"
    path.write_text(SAMPLE.read_text(encoding="utf-8") + EXTRA, encoding="utf-8")
    return path


@pytest.fixture
def fake_pool(monkeypatch):
    diffusion = FakeDecoder("diffusion", needs={"Nordhavn Seafood A/S": 320})  # to review
    return install_pool(monkeypatch, FakePool(diffusion=diffusion))


def test_shard_text_and_partition():
    assert Shard.model_validate("2/3") == Shard(index=2, count=3)
    assert str(Shard.model_validate(" 2 / 3 ")) == "2/3"
    for bad in ("0/3", "4/3", "a/b", "3", "1/0"):
        with pytest.raises(ValidationError):
            Shard.model_validate(bad)
    for count in range(1, 6):
        shards = [Shard(index=i, count=count) for i in range(1, count + 1)]
        owners = [[s for s in shards if s.holds(position)] for position in range(100)]
        assert all(len(owner) == 1 for owner in owners)  # each row in exactly one shard
        sizes = Counter(str(owner[0]) for owner in owners)
        assert max(sizes.values()) - min(sizes.values()) <= 1  # and evenly


def draft(buyers: Path, out: Path, *args: str):
    argv = ["draft", str(buyers), "--decoder", "diffusion", "--steps", "16", "--out", str(out)]
    return CliRunner().invoke(cli, [*argv, *args])


def test_three_shards_merge_into_one_run_with_every_row_once(buyers_csv, tmp_path, fake_pool):
    shards = [tmp_path / f"shard{i}" for i in (1, 2, 3)]
    for index, run in enumerate(shards, start=1):
        result = draft(buyers_csv, run, "--shard", f"{index}/3")
        assert result.exit_code == 1, result.output  # the invalid row and the duplicate
        assert json.loads((run / "run.json").read_text())["config"]["shard"] == f"{index}/3"
    sizes = [len(list(read_journal(run / "drafts.jsonl"))) for run in shards]
    assert sizes == [11, 11, 10]  # 32 rows, by position: 0, 3, 6, ... / 1, 4, ... / 2, 5, ...

    merged = tmp_path / "merged"
    result = CliRunner().invoke(cli, ["merge", *map(str, shards), "--out", str(merged)])
    assert result.exit_code == 0, result.output
    assert result.output == (
        f"Merged 3 shards into {merged}: 32 rows, 24 passed, 6 need review, 2 invalid.\n"
    )
    entries = list(read_journal(merged / "drafts.jsonl"))
    lines = [e.line for e in entries]
    assert lines == sorted(lines) == list(range(2, 34))  # every row once, in file order
    assert Counter(e.buyer_id for e in entries)["B001"] == 2  # the row and its duplicate
    summary = json.loads((merged / "summary.json").read_text())
    assert (summary["rows"], summary["passed"], summary["invalid"]) == (32, 24, 2)
    assert "shard" not in summary["config"]
    assert len(list((merged / "eml").iterdir())) == 24

    whole = tmp_path / "whole"
    assert draft(buyers_csv, whole).exit_code == 1
    as_one = [(e.line, e.status, e.subject, e.body) for e in read_journal(whole / "drafts.jsonl")]
    assert [(e.line, e.status, e.subject, e.body) for e in entries] == as_one


def test_merge_refuses_what_is_not_one_sharded_run(buyers_csv, tmp_path, fake_pool):
    runs = {i: tmp_path / f"shard{i}" for i in (1, 2)}
    for index, run in runs.items():
        draft(buyers_csv, run, "--shard", f"{index}/2")
    other = tmp_path / "other"
    draft(buyers_csv, other, "--shard", "2/2", "--seed", "5")
    runner = CliRunner()

    def merge(*runs: Path) -> str:
        result = runner.invoke(cli, ["merge", *map(str, runs), "--out", str(tmp_path / "m")])
        assert result.exit_code == 2, result.output
        return result.output.splitlines()[-1]

    assert merge(runs[1]) == "Error: the shards 2/2 are not among the runs given"
    assert merge(runs[1], runs[1]) == f"Error: {runs[1]}: shard 1/2 is also {runs[1]}"
    assert merge(runs[1], other) == (
        f"Error: {other}: another run than {runs[1]}: its input or settings differ"
    )


def test_merge_lists_the_rows_no_shard_has_drafted(buyers_csv, tmp_path, fake_pool):
    first, second = tmp_path / "shard1", tmp_path / "shard2"
    draft(buyers_csv, first, "--shard", "1/2")
    draft(buyers_csv, second, "--shard", "2/2", "--limit", "6")  # stopped early
    merged = tmp_path / "merged"
    result = CliRunner().invoke(cli, ["merge", str(first), str(second), "--out", str(merged)])
    assert result.exit_code == 1, result.output
    assert result.output.splitlines()[-1] == (
        "13 rows of the buyer file are in no shard (resume the unfinished shards, then merge "
        "again): line 9 (B008), line 11 (B010), line 13 (B012), line 15 (B014), line 17 (B016), "
        "line 19 (B018), line 21 (B020), line 23 (B022), line 25 (B024), line 27 (B026) and 3 "
        "more"
    )
