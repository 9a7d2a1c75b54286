"""Label corrections made after this set's one held-out run (session of 2026-12-05, fifth).

This set was written before the contract had `note_wrong` ("a meeting or a request the draft
claims that the buyer's notes do not hold"). Three of its follow-ups claim events the buyer's
record does not hold: N042 recaps a call with Paula Williams, whose notes say only "Sonoma
County; about 8,000 cases a year"; N050 thanks Abdullah Al-Rashidi for a meeting at Gulfood
and answers what he asked there, and P014 has no notes; N046 (German) thanks Frau Gotthard for
the talk at the sender's Anuga stand ("Wie besprochen ..."), and P021's notes say only "sells
fleur de sel in gift jars" (relabelled in the session that ran fresh9, when the checker first
read claims in the buyer's language). A draft the tool writes from these records cannot know
of that call or those meetings, so under the contract all three claim what the record does
not hold. Their twins (I042, I046, I050) keep their one injected label.

Run after make_sets.py:  .venv/bin/python tests/data/dev_fresh7/corrections.py
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
WHY = "relabelled after the held-out run: a claim the buyer's notes do not hold (note_wrong)"

NATURAL = {
    "N042": [
        {
            "type": "note_wrong",
            "part": "body",
            "found": "Thanks for taking the time to talk on Thursday",
            "expected": "Sonoma County; about 8,000 cases a year",
            "note": WHY,
        }
    ],
    "N046": [
        {
            "type": "note_wrong",
            "part": "body",
            "found": "vielen Dank für das nette Gespräch an unserem Stand auf der Anuga in Köln",
            "expected": "sells fleur de sel in gift jars",
            "note": WHY,
        }
    ],
    "N050": [
        {
            "type": "note_wrong",
            "part": "body",
            "found": "It was good to meet you",
            "expected": "",
            "note": WHY,
        }
    ],
}


def main() -> None:
    path = HERE / "natural.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    changed = 0
    for row in rows:
        new = NATURAL.get(row["id"], row["labels"])
        if new != row["labels"]:
            row["labels"], changed = new, changed + 1
    path.write_text(
        "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8"
    )
    print(f"natural e-mails relabelled: {changed}")


if __name__ == "__main__":
    main()
