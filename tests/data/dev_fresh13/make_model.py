"""Joins the labels of model_labels.py to the run journals (subject and body only) -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh13/make_model.py R   (R: the folder of run_inputs.py and the runs)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s3"), ("diffusion@160", "RUN_D160_s3"))


def main(root: Path) -> None:
    rows = []
    for setting, run in RUNS:
        drafts = [json.loads(line) for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines()]
        for d in sorted(drafts, key=lambda d: d["buyer_id"]):
            note, labels = LABELS[(setting, d["buyer_id"])]
            rows.append({"id": f"M{len(rows) + 1:03d}", "buyer_id": d["buyer_id"], "sender": "s3", "setting": setting,
                         "subject": d["subject"], "body": d["body"],
                         "labels": [{"type": t, "part": p, "found": f, "expected": e, "note": n} for t, p, f, e, n in labels],
                         "source": "model", "note": note})
    (HERE / "model.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
