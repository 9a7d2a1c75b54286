"""`sales-dlm merge`: the runs of `draft --shard i/n` joined into one run directory.

The shards must be the n shards of one run: the same input file and settings (their run
manifests equal but for the shard), each index once. The merged journal holds every shard's
entries in file order, and a row found in two shards is an error, not a choice. Rows of the
file in no shard's journal (a shard not finished, or drafted with --limit) are counted and
named, never passed over: the input file is read again when it is still where the manifests
say, with the same content.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from sales_dlm.contract import JournalEntry, RunDir
from sales_dlm.drafting.journal import Journal, file_sha256, read_journal
from sales_dlm.drafting.shard import Shard
from sales_dlm.errors import JournalError
from sales_dlm.review.report import write_reports
from sales_dlm.review.summary import read_summary, summarise


@dataclass
class MergeResult:
    out: Path
    entries: list[JournalEntry]
    shards: int
    # rows of the input file in no shard's journal: (line, buyer_id); None = the input file
    # could not be read again (moved or changed), so they could not be counted
    missing: list[tuple[int, str]] | None = field(default_factory=list)


def _manifest(run_dir: Path) -> dict:
    path = RunDir(run_dir).manifest
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        message = f"not a draft run (no readable run.json): {exc}"
        raise JournalError(message, path=str(run_dir)) from exc


def _without_shard(manifest: dict) -> dict:
    config = {k: v for k, v in manifest.get("config", {}).items() if k != "shard"}
    return {**manifest, "config": config}


def _shards(run_dirs: list[Path]) -> tuple[dict, int]:
    """The common manifest (without the shard) and the shard count; JournalError unless the
    runs are the n shards of one run, each once."""
    manifests = [_manifest(run) for run in run_dirs]
    seen: dict[int, Path] = {}
    count = None
    for run, manifest in zip(run_dirs, manifests, strict=True):
        text = manifest.get("config", {}).get("shard")
        if text is None:
            raise JournalError("not a shard: it was drafted without --shard", path=str(run))
        shard = Shard.model_validate(text)
        if count is not None and shard.count != count:
            raise JournalError(
                f"shard {shard} is not one of {count} like the others", path=str(run)
            )
        count = shard.count
        if shard.index in seen:
            raise JournalError(f"shard {shard} is also {seen[shard.index]}", path=str(run))
        seen[shard.index] = run
        if _without_shard(manifest) != _without_shard(manifests[0]):
            raise JournalError(
                f"another run than {run_dirs[0]}: its input or settings differ", path=str(run)
            )
    lacking = [f"{i}/{count}" for i in range(1, count + 1) if i not in seen]
    if lacking:
        raise JournalError(f"the shards {', '.join(lacking)} are not among the runs given")
    return _without_shard(manifests[0]), count


def _missing(manifest: dict, lines: set[int]) -> list[tuple[int, str]] | None:
    from sales_dlm.inputs import read_buyers

    path = Path(manifest.get("input", ""))
    if not path.is_file() or file_sha256(path) != manifest.get("input_sha256"):
        return None
    config = manifest.get("config", {})
    rows = read_buyers(
        path,
        manifest.get("column_map") or None,
        encoding=config.get("encoding"),
        sheet=config.get("sheet"),
    )
    return [(row.line, row.buyer_id) for row in rows if row.line not in lines]


def merge_runs(run_dirs: list[Path], out: Path) -> MergeResult:
    """Join the shard runs into `out` (a new folder): journal, manifest, .eml files, the
    reviewer's decisions, and every report."""
    manifest, count = _shards(run_dirs)
    if RunDir(out).journal.exists():
        raise JournalError("already holds a run; merge into a new folder", path=str(out))
    by_line: dict[int, tuple[JournalEntry, Path]] = {}
    for run in run_dirs:
        for entry in read_journal(RunDir(run).journal):
            if entry.line in by_line:
                raise JournalError(
                    f"line {entry.line} ({entry.buyer_id}) is in two shards: "
                    f"{by_line[entry.line][1]} and {run}",
                    path=str(run),
                )
            by_line[entry.line] = (entry, run)
    out.mkdir(parents=True, exist_ok=True)
    files = RunDir(out)
    entries = [by_line[line][0] for line in sorted(by_line)]
    for entry in entries:
        if entry.eml:
            source = RunDir(by_line[entry.line][1]).eml(entry.eml)
            files.eml(entry.eml).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(source, files.eml(entry.eml))
    Journal(run_dir=out).append(entries)
    files.manifest.write_text(
        json.dumps({**manifest, "shards": [str(r) for r in run_dirs]}, indent=2, sort_keys=True)
        + "\n",
        encoding="utf-8",
    )
    decisions = [RunDir(run).decisions for run in run_dirs if RunDir(run).decisions.exists()]
    if decisions:
        files.decisions.write_bytes(b"".join(path.read_bytes() for path in decisions))
    summaries = [s for s in (read_summary(run) for run in run_dirs) if s is not None]
    # the shards ran side by side: the merged run took as long as the slowest
    wall = max((s.wall_seconds for s in summaries), default=0.0)
    summary = summarise(entries, wall_seconds=wall, device=summaries[0].device if summaries else "")
    if summaries:
        kept = {"decoder", "model", "schedule", "config"} & summaries[0].model_fields_set
        summary = summary.model_copy(update={k: getattr(summaries[0], k) for k in kept})
        if summary.config:
            summary.config = {k: v for k, v in summary.config.items() if k != "shard"}
    write_reports(out, entries, summary)
    return MergeResult(
        out=out, entries=entries, shards=count, missing=_missing(manifest, set(by_line))
    )
