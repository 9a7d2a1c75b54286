"""Join the model runs' drafts (buyer id, subject and body only; no other field of the journal
is read) to the labels in model_labels.py -> model.jsonl. Ids: AR M001-M015, then
diffusion@160 M016-M030, each by buyer id.

Run:  .venv/bin/python tests/data/dev_fresh25/make_model.py R
(R: the folder given to run_inputs.py, holding RUN_AR_s1/ and RUN_D160_s1/)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s1", "AR, seed 0, batch 4"),
        ("diffusion@160", "RUN_D160_s1", "diffusion at 160 steps (max 160, no fallback), seed 0, batch 4")]


def drafts(path: Path):
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        e = json.loads(line)
        out.append({"buyer_id": e["buyer_id"], "subject": e["subject"], "body": e["body"]})
    return sorted(out, key=lambda d: d["buyer_id"])


def main(root: Path) -> None:
    rows, n = [], 0
    for setting, folder, how in RUNS:
        for d in drafts(root / folder / "drafts.jsonl"):
            n += 1
            labels = LABELS[(setting, d["buyer_id"])]
            for lab in labels:
                if lab["found"] not in d[lab["part"]]:
                    raise SystemExit(f"M{n:03d}: {lab['found']!r} not in the {lab['part']}")
            rows.append({"id": f"M{n:03d}", "buyer_id": d["buyer_id"], "sender": "s1",
                         "subject": d["subject"], "body": d["body"], "labels": labels,
                         "source": "model", "note": f"embedded model, {how}; labelled by reading",
                         "setting": setting})
    with open(HERE / "model.jsonl", "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(rows)} model drafts -> model.jsonl")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
