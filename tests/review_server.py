"""`sales-dlm review RUN` started as a user starts it, for the tests that talk to it over HTTP."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path


def start_review(run: Path) -> tuple[subprocess.Popen, str | None]:
    """The server process and the URL it printed ("http://127.0.0.1:PORT", no trailing slash),
    or None when it printed none in its first ten lines (the caller reads its stderr)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "sales_dlm.cli", "review", str(run)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    for _ in range(10):
        if found := re.search(r"(http://127\.0\.0\.1:\d+)/", proc.stdout.readline()):
            return proc, found.group(1)
    return proc, None
