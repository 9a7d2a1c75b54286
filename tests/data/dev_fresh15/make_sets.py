"""Numbers the natural e-mails and applies each one's edit → natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh15/make_sets.py
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import EMAILS as A  # noqa: E402
from emails_b import EMAILS as B  # noqa: E402
from emails_c import EMAILS as C  # noqa: E402
from mail import Mail  # noqa: E402


def twin_of(nid: str, m: Mail) -> dict:
    t = m.twin
    parts = {"subject": m.subject, "body": m.body}
    if t.everywhere:
        for p in parts:
            parts[p] = parts[p].replace(t.old, t.new)
    else:
        if t.old not in parts[t.part]:
            raise SystemExit(f"{nid}: {t.old!r} is not in the {t.part}")
        parts[t.part] = parts[t.part].replace(t.old, t.new, 1)
    label = {
        "type": t.type,
        "part": t.part,
        "found": t.found or t.new,
        "expected": t.expected,
        "note": t.note,
    }
    return {"id": "I" + nid[1:], "buyer_id": m.buyer, "sender": m.sender, **parts,
            "labels": [label], "source": "injected", "note": m.note, "twin_of": nid}


def main() -> None:
    natural, injected = [], []
    for i, m in enumerate(A + B + C, 1):
        nid = f"N{i:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        injected.append(twin_of(nid, m))
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        (HERE / name).write_text(text, encoding="utf-8")
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
