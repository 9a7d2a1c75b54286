"""Number the e-mails of dev_fresh55 and apply each twin's edit: natural.jsonl (N001-N060, correct)
and injected.jsonl (I001-I060, one hand-chosen error each, `twin_of` the natural e-mail).

Run:  .venv/bin/python tests/data/dev_fresh55/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from emails_a import MAILS as A  # noqa: E402
from emails_b import MAILS as B  # noqa: E402
from emails_c import MAILS as C  # noqa: E402
from mail import apply  # noqa: E402


def main() -> None:
    natural, injected = [], []
    for n, m in enumerate(A + B + C, 1):
        nid = f"N{n:03d}"
        nat = {"id": nid, "buyer_id": m.buyer, "sender": m.sender, "subject": m.subject, "body": m.body,
               "labels": [], "source": "natural", "note": m.note}
        t = m.twin
        every = t.type == "company_missing"
        parts = {"subject": m.subject, "body": m.body}
        parts[t.part] = apply(parts[t.part], t.edits, every)
        other = "body" if t.part == "subject" else "subject"
        if t.other:
            assert every, nid
            parts[other] = apply(parts[other], t.other, every)
        assert t.found in parts[t.part], nid
        label = {"type": t.type, "part": t.part, "found": t.found, "expected": t.expected, "note": t.note}
        injected.append({"id": f"I{n:03d}", "buyer_id": m.buyer, "sender": m.sender,
                         "subject": parts["subject"], "body": parts["body"], "labels": [label],
                         "source": "injected", "note": t.note, "twin_of": nid})
        natural.append(nat)
    for name, rows in (("natural.jsonl", natural), ("injected.jsonl", injected)):
        (HERE / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
