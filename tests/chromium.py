"""Debian's chromium for the browser tests, driven by Playwright: only the browser the system
has (`apt-get install chromium`, which .ci/run does); `playwright install` downloads nothing
here. Tests that need it are slow, and skipped where it is missing."""

from __future__ import annotations

from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
BROWSER_TEST = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not CHROMIUM.exists(),
        reason="no /usr/bin/chromium: `apt-get install -y chromium` (as .ci/run does)",
    ),
]
