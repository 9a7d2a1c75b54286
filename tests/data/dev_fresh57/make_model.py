"""Join the labels of model_labels.py to the two model runs' journals -> model.jsonl (30 drafts).

Only each draft's buyer id, subject and body are read from R/RUN_AR_s1/drafts.jsonl and
R/RUN_D160_s1/drafts.jsonl (R: the folder run_inputs.py wrote). Ids: AR M001-M015, diffusion@160
M016-M030, each in buyer order.

Run:  .venv/bin/python tests/data/dev_fresh57/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s1", "AR decoder, --batch-size 4 --seed 0"),
        ("diffusion@160", "RUN_D160_s1", "diffusion decoder, --steps 160 --max-steps 160 --fallback none --batch-size 4 --seed 0")]


def main(root: Path) -> None:
    rows, n, used = [], 0, set()
    for setting, run, how in RUNS:
        drafts = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for buyer, subject, body in sorted(drafts):
            n += 1
            labels = []
            for typ, part, found, expected, note in LABELS.get((setting, buyer), []):
                text = subject if part == "subject" else body
                if found not in text:
                    raise SystemExit(f"{setting} {buyer}: {found!r} not in the {part}")
                labels.append({"type": typ, "part": part, "found": found, "expected": expected, "note": note})
            used.add((setting, buyer))
            rows.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject, "body": body,
                         "labels": labels, "source": "model", "setting": setting,
                         "note": f"Embedded model, {how}; sender s1 without city/categories."})
    missing = set(LABELS) - used
    if missing:
        raise SystemExit(f"labels for drafts not found: {sorted(missing)}")
    (HERE / "model.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} model drafts, {sum(len(r['labels']) for r in rows)} labels")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
