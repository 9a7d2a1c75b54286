"""kill -9 a real `sales-dlm draft` run at random moments, resume each time, count losses.

    python benchmarks/crash_resume.py --kills 20 [--decoder ar] [--buyers buyers/sample.csv]

Each round starts (or resumes) the CLI in a subprocess, kills it with SIGKILL after a random
delay, and inspects the journal: torn last lines are counted (and repaired by the next
--resume). At the end one last --resume finishes the run, and every buyer row of the input must
appear in the journal exactly once. Writes reports/crash_resume.md.
"""

from __future__ import annotations

import argparse
import json
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def journal_state(path: Path) -> tuple[int, bool]:
    """(complete lines, whether the last line is torn)."""
    if not path.exists():
        return 0, False
    data = path.read_bytes()
    return data.count(b"\n"), bool(data) and not data.endswith(b"\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--buyers", default=str(ROOT / "buyers" / "sample.csv"))
    parser.add_argument("--decoder", default="ar")
    parser.add_argument("--min-delay", type=float, default=1.0)
    parser.add_argument("--max-delay", type=float, default=8.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--report", default=str(ROOT / "reports" / "crash_resume.md"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    run_dir = Path(tempfile.mkdtemp(prefix="crash-resume-")) / "run"
    journal = run_dir / "drafts.jsonl"
    base = [
        sys.executable,
        "-m",
        "sales_dlm.cli",
        "draft",
        args.buyers,
        "--decoder",
        args.decoder,
        "--out",
        str(run_dir),
        "--batch-size",
        "2",
    ]
    rounds = []
    for kill in range(args.kills):
        command = base + (["--resume"] if journal.exists() else [])
        delay = rng.uniform(args.min_delay, args.max_delay)
        before, _ = journal_state(journal)
        child = subprocess.Popen(
            command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
        )
        time.sleep(delay)
        finished = child.poll() is not None
        if not finished:
            child.send_signal(signal.SIGKILL)
        out, _ = child.communicate()
        lines, torn = journal_state(journal)
        rounds.append(
            {
                "round": kill + 1,
                "delay_s": round(delay, 2),
                "lines_before": before,
                "lines_after": lines,
                "torn_tail": torn,
                "finished": finished,
                "repaired": "repaired a torn" in (out or ""),
            }
        )
        print(json.dumps(rounds[-1]), flush=True)
        if finished:
            break
    final = subprocess.run(base + ["--resume"], cwd=ROOT, capture_output=True, text=True)
    entries = [json.loads(line) for line in journal.read_text(encoding="utf-8").splitlines()]
    seen = [e["line"] for e in entries]
    with open(args.buyers, encoding="utf-8-sig") as fh:
        data_rows = sum(1 for _ in fh) - 1
    lost = sorted(set(range(2, data_rows + 2)) - set(seen))
    repeated = sorted({line for line in seen if seen.count(line) > 1})
    torn = sum(r["torn_tail"] for r in rounds)
    lines = [
        "# Crash and resume: kill -9 during `sales-dlm draft`",
        "",
        f"Command: `python benchmarks/crash_resume.py --kills {args.kills} --decoder "
        f"{args.decoder}` on `{Path(args.buyers).name}` ({data_rows} rows), batch size 2, "
        f"SIGKILL after a random {args.min_delay}-{args.max_delay} s (model loading included).",
        "",
        "| round | killed after s | journal lines before | after | torn last line |",
        "|---|---|---|---|---|",
    ]
    lines += [
        f"| {r['round']} | {r['delay_s']} | {r['lines_before']} | {r['lines_after']} | "
        f"{'yes' if r['torn_tail'] else 'no'} |"
        for r in rounds
    ]
    lines += [
        "",
        f"Kills: {sum(not r['finished'] for r in rounds)}; torn journal tails found: {torn} "
        f"(each repaired by the next --resume). Final --resume exit code {final.returncode}.",
        f"Rows in the input: {data_rows}; journal entries: {len(entries)}; lost: {lost or 'none'}; "
        f"repeated: {repeated or 'none'}.",
        "",
    ]
    Path(args.report).parent.mkdir(parents=True, exist_ok=True)
    Path(args.report).write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines[-3:]))
    return 0 if not lost and not repeated and len(entries) == data_rows else 1


if __name__ == "__main__":
    sys.exit(main())
