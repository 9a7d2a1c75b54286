"""Join the labels of model_labels.py to the model runs' journals → model.jsonl (30 drafts).

Reads from each run's R/RUN_*/drafts.jsonl only the buyer id, subject and body. Ids by setting, then
buyer id: AR M001-M015, diffusion@160 M016-M030.

Run:  .venv/bin/python tests/data/dev_fresh53/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s1", "embedded AR model"),
        ("diffusion@160", "RUN_D160_s1", "embedded diffusion model, 160 steps, no fallback")]


def main(root: Path) -> None:
    rows, n = [], 0
    for setting, run, what in RUNS:
        drafts = {}
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts[d["buyer_id"]] = (d["subject"], d["body"])
        for bid in sorted(drafts):
            n += 1
            subject, body = drafts[bid]
            note, labels = LABELS[(setting, bid)]
            rows.append({"id": f"M{n:03d}", "buyer_id": bid, "sender": "s1", "subject": subject, "body": body,
                         "labels": [{"type": t, "part": p, "found": f, "expected": e, "note": ln}
                                    for t, p, f, e, ln in labels],
                         "source": "model", "note": f"{what}, seed 0: {note}", "setting": setting})
    assert n == 30 and len(LABELS) == 30, (n, len(LABELS))
    (HERE / "model.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                      encoding="utf-8")
    print(f"{n} drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
