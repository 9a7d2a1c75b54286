"""Check tests/data/dev_model/drafts.jsonl: every line parses, fields and label types are valid,
and every label's `found` is an exact substring of its part.

Run:  .venv/bin/python tests/data/dev_model/validate.py
"""
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
TYPES = {"company_misspelled", "company_foreign", "company_missing", "contact_wrong", "title_wrong",
         "category_wrong", "country_wrong", "sender_wrong", "artifact"}
KEYS = {"id", "buyer_id", "sender", "setting", "subject", "body", "labels", "source", "note"}


def main() -> int:
    errors, n, ids = [], 0, set()
    per_setting, clean, types = Counter(), Counter(), Counter()
    for i, line in enumerate((HERE / "drafts.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        try:
            d = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append(f"line {i}: {e}")
            continue
        n += 1
        if set(d) != KEYS:
            errors.append(f"line {i}: keys {sorted(set(d) ^ KEYS)}")
        if d["id"] in ids:
            errors.append(f"line {i}: duplicate id {d['id']}")
        ids.add(d["id"])
        if d["sender"] not in ("custom", "default") or d["source"] != "model":
            errors.append(f"line {i}: bad sender/source")
        key = f"{d['sender']}/{d['setting']}"
        per_setting[key] += 1
        clean[key] += not d["labels"]
        for lab in d["labels"]:
            types[lab["type"]] += 1
            if lab["type"] not in TYPES:
                errors.append(f"{d['id']}: unknown type {lab['type']}")
            if lab["part"] not in ("subject", "body"):
                errors.append(f"{d['id']}: bad part {lab['part']}")
            elif lab["found"] not in d[lab["part"]]:
                errors.append(f"{d['id']}: found {lab['found']!r} not in {lab['part']}")
            if lab["type"] == "company_missing" and lab["found"] != "":
                errors.append(f"{d['id']}: company_missing must have empty found")
    for e in errors:
        print("ERROR", e)
    print(f"{n} drafts, {len(errors)} errors")
    for k in per_setting:
        print(f"  {k:22s} {per_setting[k]:3d} drafts, {clean[k]:3d} clean")
    print("  labels:", dict(types.most_common()))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
