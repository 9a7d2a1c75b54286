"""Print one sender of senders.toml as a profile `sales-dlm --sender` reads (no set-only keys).

Run:  .venv/bin/python tests/data/dev_fresh/sender_profile.py s2 > /tmp/s2.toml
"""
import sys
import tomllib
from pathlib import Path

PROFILE_KEYS = ("company", "name", "title", "email", "phone", "website", "country")

sender = tomllib.loads((Path(__file__).parent / "senders.toml").read_text(encoding="utf-8"))["senders"][sys.argv[1]]
for key in PROFILE_KEYS:
    print(f'{key} = "{sender[key]}"')
