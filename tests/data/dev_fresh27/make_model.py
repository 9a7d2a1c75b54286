"""Join the model labels to the run journals (buyer id, subject and body only) -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh27/make_model.py R   (R as given to run_inputs.py)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def main(r: Path) -> None:
    rows, n = [], 0
    for setting, run in RUNS:
        drafts = []
        for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for buyer, subject, body in sorted(drafts):
            n += 1
            labels = [{"type": t, "part": p, "found": f, "expected": e, "note": note}
                      for t, p, f, e, note in LABELS[(setting, buyer)]]
            for lab in labels:
                text = subject if lab["part"] == "subject" else body
                if lab["found"] not in text:
                    raise SystemExit(f"{setting} {buyer}: {lab['found']!r} not in {lab['part']}")
            rows.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject, "body": body,
                         "labels": labels, "source": "model", "setting": setting,
                         "note": f"embedded model, {setting}, seed 0, run on CPU; labelled by reading"})
    (HERE / "model.jsonl").write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in rows), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
