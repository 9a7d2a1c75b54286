"""Joins the hand labels of model_labels.toml to the model runs' drafts → model.jsonl.

Only each draft's buyer_id, subject and body are read from the run journals (never the tool's
statuses or findings). Ids: AR M001-M015, diffusion@160 M016-M030, by buyer id.
Run:  .venv/bin/python tests/data/dev_fresh11/make_model.py R   (R: the folder of run_inputs.py)
"""

import json
import sys
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def labels() -> dict:
    drafts = tomllib.loads((HERE / "model_labels.toml").read_text(encoding="utf-8"))["draft"]
    return {(d["setting"], d["buyer"]): d for d in drafts}


def main(root: Path) -> int:
    rows, missing, read = [], [], labels()
    for setting, run in RUNS:
        lines = (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines()
        drafts = sorted((json.loads(line) for line in lines), key=lambda d: d["buyer_id"])
        for d in drafts:
            mine = read[(setting, d["buyer_id"])]
            row = {"id": f"M{len(rows) + 1:03d}", "buyer_id": d["buyer_id"], "sender": "s1",
                   "subject": d["subject"], "body": d["body"], "setting": setting,
                   "source": "model", "note": mine["note"], "labels": []}
            for lab in mine.get("label", []):
                kind, part, found = lab["type"], lab["part"], lab["found"]
                if found not in row[part]:
                    missing.append(f"{setting} {d['buyer_id']}: {found!r} not in the {part}")
                row["labels"].append({"type": kind, "part": part, "found": found,
                                      "expected": lab["expected"], "note": lab["why"]})
            rows.append(row)
    for m in missing:
        print("ERROR", m, file=sys.stderr)
    if missing:
        return 1
    text = "\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n"
    (HERE / "model.jsonl").write_text(text, encoding="utf-8")
    print(f"{len(rows)} model drafts")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
