"""Drafts/s against --concurrency through a local OpenAI-compatible server.

    python benchmarks/endpoints.py        # writes reports/endpoints.json (+ prints a table)

`transformers serve` (tests/transformers_server.py: the embedded AR model, offline, on
127.0.0.1, CPU) drafts the first --limit of the 40 faker buyers of
benchmarks/multilocale/buyers.csv (20 locales, written by make_buyers.py, not by this benchmark)
through the whole `draft` run: request, fact check, journal. Each --concurrency level is one run
(--batch-size 16, at least the concurrency), in the order given; the in-process AR decoder
drafts the same buyers from the same folder in the same process, at batch 1 and at batch 16,
for the ratios. The machine is shared: the load average is recorded next to each figure.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sales_dlm.decoding.pool import ModelPool  # noqa: E402
from sales_dlm.drafting.config import DraftConfig  # noqa: E402
from sales_dlm.drafting.run import run_drafts  # noqa: E402
from sales_dlm.endpoints.config import EndpointConfig  # noqa: E402
from sales_dlm.errors import EndpointError  # noqa: E402
from sales_dlm.inputs.records import DEFAULT_SENDER  # noqa: E402
from tests.transformers_server import Server, free_port, served_folder  # noqa: E402

BUYERS = ROOT / "benchmarks" / "multilocale" / "buyers.csv"
REPORT = ROOT / "reports" / "endpoints.json"  # --out to keep another run's


def draft_all(config: DraftConfig, run_dir: Path) -> dict:
    """One whole run; its wall time, drafts/s and the journal's request figures."""
    started = time.perf_counter()
    result = run_drafts(
        BUYERS, config, ModelPool.for_run(config), run_dir=run_dir, sender=DEFAULT_SENDER
    )
    wall = time.perf_counter() - started
    drafted = [e for e in result.journal if e.drafted]
    requests = [a.request for e in drafted for a in e.attempts if a.request is not None]
    figures = {
        "drafts": len(drafted),
        "passed": sum(e.status == "passed" for e in drafted),
        "wall_s": round(wall, 2),
        "drafts_per_s": round(len(drafted) / wall, 3),
        "load_avg_1min": round(os.getloadavg()[0], 2),
    }
    if requests:
        latencies = sorted(r.latency_s for r in requests)
        figures.update(
            {
                "p50_latency_s": round(statistics.median(latencies), 3),
                "p95_latency_s": round(latencies[round(0.95 * (len(latencies) - 1))], 3),
                "completion_tokens_per_s": round(
                    sum(r.completion_tokens or 0 for r in requests) / wall, 1
                ),
                "retries": sum(r.retries for r in requests),
            }
        )
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="1,2,4,8,16")
    # 16 rows: on a loaded 2-core CPU a draft takes seconds, and the five levels must fit
    parser.add_argument("--limit", type=int, default=16)
    parser.add_argument("--serve-args", default="", help="more `transformers serve` options")
    # a request waits behind every one the server has not finished: on a loaded CPU, minutes
    parser.add_argument(
        "--timeout", type=float, default=EndpointConfig.model_fields["timeout"].default
    )
    parser.add_argument("--out", type=Path, default=REPORT)
    args = parser.parse_args()
    levels = [int(v) for v in args.levels.split(",")]
    work = Path(tempfile.mkdtemp(prefix="endpoints-bench-"))
    folder = served_folder(work)
    server = Server(folder, free_port(), work / "serve.log", tuple(args.serve_args.split()))
    base = {"model": str(folder), "decoder": "ar", "fallback": "none", "limit": args.limit}
    rows: list[dict] = []
    load_before = os.getloadavg()[0]
    server.start()
    try:
        endpoint = EndpointConfig(base_url=server.base_url, timeout=args.timeout)
        warm = DraftConfig(**{**base, "model": f"openai:{folder}", "limit": 2}, endpoint=endpoint)
        draft_all(warm, work / "warm-up")  # the server's first requests pay its start-up
        for run, level in enumerate(levels):
            config = DraftConfig(
                **{**base, "model": f"openai:{folder}"},
                endpoint=endpoint.model_copy(update={"concurrency": level}),
                batch_size=max(16, level),
            )
            try:
                figures = draft_all(config, work / f"endpoint-{run}-c{level}")
            except EndpointError as exc:  # a level that gave up is a result too
                figures = {"error": str(exc), "load_avg_1min": round(os.getloadavg()[0], 2)}
            rows.append({"setting": "endpoint", "concurrency": level, **figures})
            print(json.dumps(rows[-1]), flush=True)
    finally:
        server.kill()
    for batch in (1, 16):  # the same model in this process, the server stopped
        figures = draft_all(DraftConfig(**base, batch_size=batch), work / f"local-b{batch}")
        rows.append({"setting": "in-process", "batch_size": batch, **figures})
        print(json.dumps(rows[-1]), flush=True)
    report = {
        "command": f"python benchmarks/endpoints.py --levels {args.levels} --limit {args.limit} "
        f"--timeout {args.timeout:g}"
        + (f" --serve-args='{args.serve_args}'" if args.serve_args else ""),
        "buyers": str(BUYERS.relative_to(ROOT)),
        "server": "transformers serve (generate, CPU) on 127.0.0.1",
        "cpus": os.cpu_count(),
        "load_avg_1min_before": round(load_before, 2),
        "rows": rows,
    }
    args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
