"""Join the hand labels to the model runs' journals (buyer id, subject, body only) -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh28/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def main(r: Path) -> None:
    out, n = [], 0
    for setting, run in RUNS:
        rows = [json.loads(line) for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines()]
        for d in sorted(rows, key=lambda d: d["buyer_id"]):
            n += 1
            note, labels = LABELS[(setting, d["buyer_id"])]
            out.append({"id": f"M{n:03d}", "buyer_id": d["buyer_id"], "sender": "s1", "subject": d["subject"],
                        "body": d["body"], "labels": [dict(zip(("type", "part", "found", "expected", "note"), lab))
                                                      for lab in labels],
                        "source": "model", "note": note, "setting": setting})
    (HERE / "model.jsonl").write_text("".join(json.dumps(m, ensure_ascii=False) + "\n" for m in out), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
