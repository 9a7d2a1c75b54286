"""The README says what the code is: its layout tree and its library example."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import sales_dlm

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _block(marker: str) -> str:
    found = re.search(rf"<!-- {marker} -->\n```\w+\n(.*?)```", README, re.DOTALL)
    assert found, f"README has no fenced block after <!-- {marker} -->"
    return found.group(1)


def test_the_layout_tree_lists_every_package_and_top_level_module():
    listed = {
        line.split()[0]
        for line in _block("layout").splitlines()
        if line.startswith("  ") and not line.startswith("   ")
    }
    package = ROOT / "sales_dlm"
    actual = {p.name + "/" for p in package.iterdir() if p.is_dir() and p.name != "__pycache__"}
    actual |= {p.name for p in package.glob("*.py")}
    assert listed == actual


def test_every_library_name_resolves():
    for name in sales_dlm.__all__:
        assert getattr(sales_dlm, name) is not None, name
    with pytest.raises(AttributeError, match="has no attribute 'nosuch'"):
        sales_dlm.nosuch  # noqa: B018


@pytest.mark.parametrize("module", ["sales_dlm", "sales_dlm.cli"])
def test_import_does_not_import_torch(module):
    """`sales-dlm --help` and every error before a model loads stay fast."""
    code = f"import sys, {module}; print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.slow
def test_the_library_example_runs_as_written():
    out = subprocess.run(
        [sys.executable, "-c", _block("api-example")],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"HF_HUB_OFFLINE": "1", "PATH": "/usr/bin:/bin"},
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert [line.split(" -> ")[0] for line in lines] == [
        "Hoffmann Industrietechnik GmbH",
        "Pacific Rim Electronics Pty Ltd",
    ]
    assert all(re.fullmatch(r".+ -> \[('[a-z_]+'(, )?)*\]", line) for line in lines), lines
