"""Number the natural e-mails and apply each one's edit → natural.jsonl, injected.jsonl.

    .venv/bin/python tests/data/dev_fresh19/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import MAILS as A  # noqa: E402
from emails_b import MAILS as B  # noqa: E402
from emails_c import MAILS as C  # noqa: E402


def main() -> None:
    mails = A + B + C
    nat, inj = [], []
    for i, m in enumerate(mails, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        nat.append({"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject,
                    "body": m.body, "labels": [], "source": "natural", "note": m.note})
        t = m.twin
        parts = {"subject": m.subject, "body": m.body}
        assert t.old in parts[t.part], (nid, t.old)
        parts[t.part] = parts[t.part].replace(t.old, t.new, 1)
        for part, old, new in t.also:
            assert old in parts[part], (nid, old)
            parts[part] = parts[part].replace(old, new)
        found = t.found or t.new
        assert found in parts[t.part], (nid, found)
        inj.append({"id": iid, "buyer_id": m.buyer, "sender": m.sender, "subject": parts["subject"],
                    "body": parts["body"], "labels": [{"type": t.type, "part": t.part, "found": found,
                    "expected": t.expected or t.old, "note": t.note}], "source": "injected",
                    "note": f"twin of {nid}: {t.type}", "twin_of": nid})
    for name, rows in (("natural.jsonl", nat), ("injected.jsonl", inj)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                 encoding="utf-8")
    print(len(nat), "natural,", len(inj), "injected")


if __name__ == "__main__":
    main()
