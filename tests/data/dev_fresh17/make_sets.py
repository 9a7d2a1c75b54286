"""Number the hand-written e-mails and apply each one's edit → natural.jsonl and injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh17/make_sets.py
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from emails_a import MAILS as A  # noqa: E402
from emails_b import MAILS as B  # noqa: E402
from emails_c import MAILS as C  # noqa: E402

HERE = Path(__file__).resolve().parent


def replace_once(text: str, old: str, new: str, where: str) -> str:
    """Replace every occurrence of `old`; an edit that matches nothing is an error, never skipped."""
    if old not in text:
        raise SystemExit(f"{where}: {old!r} not found")
    return text.replace(old, new)


def main() -> None:
    natural, injected = [], []
    for n, m in enumerate(A + B + C, 1):
        nid, iid = f"N{n:03d}", f"I{n:03d}"
        natural.append({"id": nid, "buyer_id": m.buyer_id, "sender": m.sender, "subject": m.subject,
                        "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        for part, old, new in ((t.part, t.old, t.new), *t.more):
            parts[part] = replace_once(parts[part], old, new, f"{nid} twin")
        label = {"type": t.type, "part": t.part, "found": t.new if t.found is None else t.found,
                 "expected": t.expected, "note": t.note}
        injected.append({"id": iid, "buyer_id": m.buyer_id, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "note": f"twin of {nid}: {t.type}", "twin_of": nid})
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    print(f"{len(natural)} natural, {len(injected)} injected")


if __name__ == "__main__":
    main()
