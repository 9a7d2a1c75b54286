"""kill -9 a draft run in a subprocess, resume it, and find every buyer exactly once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sales_dlm.drafting.config import DraftConfig
from sales_dlm.drafting.journal import read_journal
from sales_dlm.drafting.run import run_drafts
from sales_dlm.inputs.records import DEFAULT_SENDER
from tests.fake_decoder import FakePool

ROOT = Path(__file__).resolve().parent.parent
ROWS = 12

CHILD = """
import sys
from pathlib import Path
from sales_dlm.drafting.config import DraftConfig
from sales_dlm.drafting.run import run_drafts
from sales_dlm.inputs.records import DEFAULT_SENDER
from tests.fake_decoder import FakeDecoder, FakePool
pool = FakePool(diffusion=FakeDecoder("diffusion", sleep=0.15))
run_drafts(Path(sys.argv[1]), DraftConfig(decoder="diffusion", steps=8, batch_size=1), pool,
           run_dir=Path(sys.argv[2]), sender=DEFAULT_SENDER, resume=sys.argv[3] == "resume")
"""


def _write_buyers(path: Path) -> None:
    lines = ["buyer_id,company,contact_name,country,product_category"]
    for i in range(ROWS):
        lines.append(f"K{i},Kestrel Number{i} Trading Ltd,Ana Perez{i},Spain,beverages")
    lines.append("K99,,Nobody,Spain,beverages")  # an invalid row must survive the crash too
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _journal_lines(journal: Path) -> int:
    return journal.read_bytes().count(b"\n") if journal.exists() else 0


@pytest.mark.slow
def test_kill_9_mid_run_then_resume(tmp_path):
    buyers = tmp_path / "buyers.csv"
    _write_buyers(buyers)
    run_dir = tmp_path / "run"
    journal = run_dir / "drafts.jsonl"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for attempt in range(2):  # kill twice, at different points, before finishing
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(buyers), str(run_dir),
             "resume" if attempt else "new"],
            cwd=ROOT, env=env,
        )
        target = 3 + 4 * attempt
        # generous: the child imports torch and transformers, which took over 60 s on a 2-core
        # machine busy with training; the loop returns as soon as the journal reaches target
        deadline = time.monotonic() + 300
        while _journal_lines(journal) < target and time.monotonic() < deadline:
            time.sleep(0.02)
        child.send_signal(signal.SIGKILL)
        child.wait()
        assert child.returncode == -signal.SIGKILL
        journaled = _journal_lines(journal)
        assert journaled >= target, f"the child journaled {journaled} < {target} rows in 300 s"
        assert journaled < ROWS + 1, "the child finished before the kill"
    result = run_drafts(buyers, DraftConfig(decoder="diffusion", steps=8, batch_size=1),
                        FakePool(), run_dir=run_dir, sender=DEFAULT_SENDER, resume=True)
    lines = sorted(e.line for e in read_journal(journal))
    assert lines == list(range(2, ROWS + 3)), "every row exactly once"
    assert result.summary["rows"] == ROWS + 1 and result.summary["invalid"] == 1
