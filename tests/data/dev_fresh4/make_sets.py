"""Number the hand-written e-mails and apply each twin's one edit -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh4/make_sets.py
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


def twin(mail, company):
    """The twin's subject, body and its one label."""
    err = mail["err"]
    subj, body = mail["subj"], mail["body"]
    if err[0] == "company_missing":
        _, part, pairs, found, note = err
        for old, new in pairs:
            subj, body = subj.replace(old, new), body.replace(old, new)
        # Every mention is gone, not only the first: the twin names no company at all.
        assert company not in subj + body and pairs[-1][0] not in subj + body, mail["b"]
        assert found in (subj if part == "subject" else body), mail["b"]
        return subj, body, {"type": err[0], "part": part, "found": found, "expected": company, "note": note}
    kind, part, old, new, note = err[:5]
    text = subj if part == "subject" else body
    assert text.count(old) == 1, (mail["b"], old)
    text = text.replace(old, new)
    subj, body = (text, body) if part == "subject" else (subj, text)
    # Where the edit named some context to be unique, the label names the entity itself.
    found, expected = err[5:7] if len(err) == 7 else (new, old)
    assert found in text, (mail["b"], found)
    return subj, body, {"type": kind, "part": part, "found": found, "expected": expected, "note": note}


def main():
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        buyers = {r["buyer_id"]: r for r in csv.DictReader(fh)}
    nat, inj = [], []
    for i, m in enumerate(emails_a.MAILS + emails_b.MAILS + emails_c.MAILS, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        nat.append({"id": nid, "buyer_id": m["b"], "sender": m["s"], "subject": m["subj"], "body": m["body"],
                    "labels": [], "source": "natural", "note": m["note"]})
        subj, body, lab = twin(m, buyers[m["b"]]["company"])
        inj.append({"id": iid, "buyer_id": m["b"], "sender": m["s"], "subject": subj, "body": body,
                    "labels": [lab], "source": "injected", "twin_of": nid, "note": lab["note"]})
    for name, rows in (("natural.jsonl", nat), ("injected.jsonl", inj)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(nat), len(inj))


if __name__ == "__main__":
    main()
