"""Number the natural e-mails and apply each one's edit → natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh14/make_sets.py
Each e-mail in emails_*.py carries the one edit its twin gets: (part, old, new, type, expected,
note). `old` must occur exactly once in that part, except for company_missing, where every
mention is replaced and `found` is the first replacement's wording.
"""
from __future__ import annotations

import json
from pathlib import Path

from emails_a import EMAILS as A
from emails_b import EMAILS as B
from emails_c import EMAILS as C

HERE = Path(__file__).resolve().parent


def twin(n: int, mail: dict) -> dict:
    part, old, new, kind, expected, note = mail["edit"]
    text = mail[part]
    count = text.count(old)
    if count == 0 or (count > 1 and kind != "company_missing"):
        raise SystemExit(f"N{n:03d}: {old!r} occurs {count} times in the {part}")
    out = {k: mail[k] for k in ("subject", "body")}
    if kind == "company_missing":
        for p in ("subject", "body"):
            out[p] = out[p].replace(old, new)
    else:
        out[part] = text.replace(old, new)
    return {"id": f"I{n:03d}", "twin_of": f"N{n:03d}", "buyer_id": mail["buyer"], "sender": mail["sender"],
            **out, "labels": [{"type": kind, "part": part, "found": new, "expected": expected, "note": note}],
            "source": "injected", "note": f"twin of N{n:03d}: {kind}"}


def main() -> None:
    natural, injected = [], []
    for n, mail in enumerate(A + B + C, 1):
        natural.append({"id": f"N{n:03d}", "buyer_id": mail["buyer"], "sender": mail["sender"],
                        "subject": mail["subject"], "body": mail["body"], "labels": [],
                        "source": "natural", "note": mail["note"]})
        injected.append(twin(n, mail))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        (HERE / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
