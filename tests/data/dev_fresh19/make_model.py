"""Join the labels written by reading (model_labels.py) to the run journals → model.jsonl.

    .venv/bin/python tests/data/dev_fresh19/make_model.py R
Only each journal line's buyer_id, subject and body are used.
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def main(r: Path) -> None:
    out, n = [], 0
    for setting, run in RUNS:
        rows = [json.loads(line) for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines()]
        for d in sorted(rows, key=lambda d: d["buyer_id"]):
            n += 1
            labels = [{"type": t, "part": p, "found": f, "expected": e, "note": note}
                      for t, p, f, e, note in LABELS[(setting, d["buyer_id"])]]
            for lab in labels:
                assert lab["found"] in d[lab["part"]], (setting, d["buyer_id"], lab["found"])
            out.append({"id": f"M{n:03d}", "buyer_id": d["buyer_id"], "sender": "s1",
                        "subject": d["subject"], "body": d["body"], "labels": labels, "source": "model",
                        "note": f"{setting} draft, seed 0, labelled by reading", "setting": setting})
    (HERE / "model.jsonl").write_text("".join(json.dumps(o, ensure_ascii=False) + "\n" for o in out),
                                      encoding="utf-8")
    print(len(out), "model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
