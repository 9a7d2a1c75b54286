"""Join the model runs' drafts (buyer id, subject and body only: no other field of the journal is
read) with the labels of model_labels.py -> model.jsonl. Ids: AR M001-M015, diffusion@160
M016-M030, each by buyer id.

Run:  .venv/bin/python tests/data/dev_fresh47/make_model.py R
(R as given to run_inputs.py, holding R/RUN_AR_s1 and R/RUN_D160_s1)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import AR, D160, LABELS  # noqa: E402

RUNS = ((AR, "RUN_AR_s1"), (D160, "RUN_D160_s1"))
KEYS = ("type", "part", "found", "expected", "note")


def drafts(run: Path) -> list[tuple[str, str, str]]:
    out = []
    for line in (run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        out.append((entry["buyer_id"], entry["subject"], entry["body"]))
    return sorted(out)


def main(root: Path) -> None:
    rows, n = [], 0
    for setting, folder in RUNS:
        for buyer, subject, body in drafts(root / folder):
            n += 1
            labels = [dict(zip(KEYS, lab)) for lab in LABELS[(setting, buyer)]]
            for lab in labels:
                part = subject if lab["part"] == "subject" else body
                if lab["found"] not in part:
                    raise SystemExit(f"{setting} {buyer}: {lab['found']!r} not in the {lab['part']}")
            rows.append(dict(id=f"M{n:03d}", buyer_id=buyer, sender="s1", subject=subject, body=body,
                             labels=labels, source="model", setting=setting,
                             note=f"embedded model, {setting}, seed 0, batch size 4, CPU; labelled by reading"))
    (HERE / "model.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                      encoding="utf-8")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
