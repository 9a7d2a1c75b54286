"""Join the hand-written labels (model_labels.py) to the embedded models' run journals → model.jsonl.
Only each draft's buyer id, subject and body are read from the journals. Ids by setting, then buyer
id: AR M001-M015, diffusion@160 M016-M030.

Run:  .venv/bin/python tests/data/dev_fresh55/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1", "embedded AR model, seed 0, batch 4"),
        ("diffusion@160", "RUN_D160_s1", "embedded diffusion model, 160 steps, no fallback, seed 0, batch 4"))


def main(root: Path) -> None:
    rows, n = [], 0
    for setting, run, how in RUNS:
        drafts = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for buyer, subject, body in sorted(drafts):
            n += 1
            labels = [{"type": t, "part": p, "found": f, "expected": e, "note": note}
                      for t, p, f, e, note in LABELS[(setting, buyer)]]
            rows.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject, "body": body,
                         "labels": labels, "source": "model", "setting": setting,
                         "note": f"{how}; read by hand: " + (f"{len(labels)} labels" if labels else "clean")})
    (HERE / "model.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
