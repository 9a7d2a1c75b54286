"""Join the hand-written labels of model_labels.py to the model runs' journals in folder R
(R/RUN_AR_s1/drafts.jsonl, R/RUN_D160_s1/drafts.jsonl) -> model.jsonl. Only each journal line's
buyer_id, subject and body are read.

Run:  .venv/bin/python tests/data/dev_fresh46/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1", "AR"), ("diffusion@160", "RUN_D160_s1", "masked diffusion at 160 steps"))
KEYS = ("type", "part", "found", "expected", "note")


def drafts(path: Path) -> list[dict]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        out.append({"buyer_id": row["buyer_id"], "subject": row["subject"], "body": row["body"]})
    return sorted(out, key=lambda r: r["buyer_id"])


def main(runs: Path) -> None:
    rows, n = [], 0
    for setting, folder, words in RUNS:
        for d in drafts(runs / folder / "drafts.jsonl"):
            n += 1
            labels = [dict(zip(KEYS, lab)) for lab in LABELS[(setting, d["buyer_id"])]]
            for lab in labels:
                if lab["found"] not in d[lab["part"]]:
                    raise SystemExit(f"M{n:03d} {setting} {d['buyer_id']}: {lab['found']!r} "
                                     f"not in the {lab['part']}")
            rows.append({
                "id": f"M{n:03d}", "buyer_id": d["buyer_id"], "sender": "s1",
                "subject": d["subject"], "body": d["body"], "labels": labels, "source": "model",
                "note": f"embedded model, {words}, seed 0, batch size 4, s1's profile; read by "
                        f"hand: {'no error' if not labels else f'{len(labels)} label(s)'}",
                "setting": setting,
            })
    with open(HERE / "model.jsonl", "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
