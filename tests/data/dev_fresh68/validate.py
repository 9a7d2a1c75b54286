"""Schema and consistency check of the sixty-eighth fresh set; prints counts, exits 1 on any error.

Run:  .venv/bin/python tests/data/dev_fresh68/validate.py
"""
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fresh_set import validate  # noqa: E402

if __name__ == "__main__":
    sys.exit(validate(HERE))
