"""Label corrections made after this set's one held-out run (session of 2026-12-05, third).

Three natural e-mails were written for buyers that `buyers.csv` does not hold: K022 is Anna
Belova of OOO Belova Food, but N022 and N051 write to Mr Volkov / Дмитрий of "Volkov Food";
K035 is Jae-won Park of Park Aluminum, but N035 writes to Mr Choi of "Choi Aluminum". The
writer's memory of the buyers differed from the file (make_buyers.py reproduces the file byte
for byte, and the model runs used it). Those e-mails name the wrong person and company, so
they are not clean; and the model drafts for K035 (M012, M027) were labelled against the same
wrong memory: greeting Jae-won and naming Park Aluminum is right.

Run after make_sets.py and make_model.py:  .venv/bin/python tests/data/dev_fresh5/corrections.py
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
WHY = "relabelled after the held-out run: written for a buyer buyers.csv does not hold"


def _label(ftype: str, part: str, found: str, expected: str) -> dict:
    return {"type": ftype, "part": part, "found": found, "expected": expected, "note": WHY}


NATURAL = {
    "N022": [
        _label("company_misspelled", "subject", "Volkov Food", "OOO Belova Food"),
        _label("contact_wrong", "body", "Mr Volkov", "Anna Belova"),
    ],
    "N035": [
        _label("contact_wrong", "body", "Mr Choi", "Jae-won Park"),
        _label("company_misspelled", "body", "Choi Aluminum", "Park Aluminum Co., Ltd."),
    ],
    "N051": [
        _label("contact_wrong", "body", "Дмитрий", "Anna Belova"),
        _label("company_misspelled", "body", "Volkov Food", "OOO Belova Food"),
    ],
}


def _model(label: dict) -> dict | None:
    """K035's drafts: Jae-won and Park Aluminum are the record's; other slips stand."""
    if label["expected"] == "Min-ho Choi":
        return None
    if label["expected"] == "Choi Aluminum Co., Ltd.":
        if label["found"] == "Park Aluminum Co., Ltd.":
            return None
        return {**label, "expected": "Park Aluminum Co., Ltd."}
    return label


def _rewrite(name: str, change) -> int:
    path = HERE / name
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    changed = 0
    for row in rows:
        new = change(row)
        if new != row["labels"]:
            row["labels"], changed = new, changed + 1
    path.write_text(
        "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8"
    )
    return changed


def main() -> None:
    natural = _rewrite("natural.jsonl", lambda row: NATURAL.get(row["id"], row["labels"]))
    model = _rewrite(
        "model.jsonl",
        lambda row: [m for lab in row["labels"] if (m := _model(lab)) is not None]
        if row["buyer_id"] == "K035"
        else row["labels"],
    )
    print(f"natural e-mails relabelled: {natural}; model drafts relabelled: {model}")


if __name__ == "__main__":
    main()
