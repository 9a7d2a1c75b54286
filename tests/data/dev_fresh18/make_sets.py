"""Number the natural e-mails and apply each one's edit -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh18/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import MAILS as A  # noqa: E402
from emails_b import MAILS as B  # noqa: E402
from emails_c import MAILS as C  # noqa: E402


def replace_once(text: str, old: str, new: str, where: str) -> str:
    n = text.count(old)
    if n != 1:
        raise SystemExit(f"{where}: {old!r} occurs {n} times")
    return text.replace(old, new)


def main() -> None:
    nat, inj = [], []
    for i, m in enumerate(A + B + C, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        nat.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                    "body": m.body, "labels": [], "source": "natural", "note": f"{m.kind}; {m.note}"})
        parts = {"subject": m.subject, "body": m.body}
        t = m.twin
        for part, old, new in [(t.part, t.old, t.new)] + list(t.also):
            parts[part] = replace_once(parts[part], old, new, iid)
        label = {"type": t.type, "part": t.part, "found": t.new,
                 "expected": t.expected or t.old, "note": t.note}
        inj.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                    "body": parts["body"], "labels": [label], "source": "injected",
                    "note": f"twin of {nid}: {t.type}", "twin_of": nid})
    for name, rows in (("natural.jsonl", nat), ("injected.jsonl", inj)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(nat)} natural, {len(inj)} injected")


if __name__ == "__main__":
    main()
