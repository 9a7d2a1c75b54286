"""What the review desk's suggestions do to a real run: every suggestion accepted, on a copy.

    python benchmarks/suggestions_run.py RUN [RUN ...]

For each run: the drafts in review, those offered suggestions, and for each of those what
each suggestion would change, then the text after accepting them one by one (as the desk
does: the first offered, re-checked, the next first offered, ...) with the re-check's
verdict. The run itself is never written: the desk works on a temporary copy. The verdict
of whether the result is sendable is a person's, read from this output.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sales_dlm.review.app.desk import Desk  # noqa: E402

MAX_ACCEPTED = 20  # a guard: each acceptance removes a finding, so a draft needs few


def main(runs: list[str]) -> None:
    for run in runs:
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / "run"
            shutil.copytree(run, copy, ignore=shutil.ignore_patterns("decisions.jsonl", "eml"))
            report(run, Desk(copy))


def report(run: str, desk: Desk) -> None:
    review = [i for i in desk.items if i.decidable and i.entry.status == "needs_review"]
    offered = [(i, desk.suggestions(i)) for i in review]
    offered = [(i, s) for i, s in offered if s]
    passed = 0
    print(f"# {run}\n")
    print(f"{len(review)} drafts in review, {len(offered)} offered suggestions.\n")
    for item, first in offered:
        e = item.entry
        print(f"## line {item.line}, {e.buyer_id}: {e.buyer.get('company')}\n")
        print("Offered: " + "; ".join(f"{s.type} {s.found!r} -> {s.value!r}" for s in first))
        accepted = []
        suggestions = first
        while suggestions and len(accepted) < MAX_ACCEPTED:
            s = suggestions[0]
            accepted.append(f"{s.part} {s.found!r} -> {s.value!r}")
            desk.accept(item, s.part, s.start, s.end, s.value)
            suggestions = desk.suggestions(item)
        now = item.current
        passed += now.status == "passed"
        left = ", ".join(f"{f.type.value} {f.found!r}" for f in now.findings) or "nothing"
        print(f"Accepted in turn: {'; '.join(accepted)}")
        print(f"Re-checked: {now.status}; left: {left}\n")
        print("    Subject: " + now.subject)
        print("    " + now.body.replace("\n", "\n    ") + "\n")
    print(f"After accepting every suggestion: {passed} of {len(offered)} pass the re-check.\n")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
