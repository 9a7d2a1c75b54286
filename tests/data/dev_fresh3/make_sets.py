"""Number the hand-written e-mails and apply each twin's one edit -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh3/make_sets.py
"""

import csv
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import emails_a  # noqa: E402
import emails_b  # noqa: E402
import emails_c  # noqa: E402


def twin(mail: dict) -> tuple[str, str, dict]:
    """The injected twin's subject, body and its one label."""
    err = mail["err"]
    subj, body = mail["subj"], mail["body"]
    if err[0] == "company_missing":
        _, part, pairs, found, note = err
        for old, new in pairs:
            subj, body = subj.replace(old, new), body.replace(old, new)
        assert found in (subj if part == "subject" else body), (mail["b"], found)
        return (
            subj,
            body,
            {"type": err[0], "part": part, "found": found, "expected": "", "note": note},
        )
    kind, part, old, new, note, *tight = err
    text = subj if part == "subject" else body
    assert text.count(old) == 1, (mail["b"], old)
    text = text.replace(old, new)
    subj, body = (text, body) if part == "subject" else (subj, text)
    found, expected = tight[0] if tight else (new, old)
    assert found in text and expected in (mail["subj"] if part == "subject" else mail["body"]), (
        mail["b"],
        found,
    )
    return (
        subj,
        body,
        {"type": kind, "part": part, "found": found, "expected": expected, "note": note},
    )


def main() -> None:
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        buyers = {r["buyer_id"]: r for r in csv.DictReader(fh)}
    nat, inj = [], []
    for i, m in enumerate(emails_a.MAILS + emails_b.MAILS + emails_c.MAILS, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        nat.append(
            {
                "id": nid,
                "buyer_id": m["b"],
                "sender": m["s"],
                "subject": m["subj"],
                "body": m["body"],
                "labels": [],
                "source": "natural",
                "note": m["note"],
            }
        )
        subj, body, lab = twin(m)
        if lab["type"] == "company_missing":
            lab["expected"] = buyers[m["b"]]["company"]
        inj.append(
            {
                "id": iid,
                "buyer_id": m["b"],
                "sender": m["s"],
                "subject": subj,
                "body": body,
                "labels": [lab],
                "source": "injected",
                "twin_of": nid,
                "note": lab["note"],
            }
        )
    for name, rows in (("natural.jsonl", nat), ("injected.jsonl", inj)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(nat), len(inj))


if __name__ == "__main__":
    main()
