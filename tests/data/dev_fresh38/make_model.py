"""Join the labels written in model_labels.py to the model runs' journals → model.jsonl.

Only each journal line's buyer_id, subject and body are read (never its status, findings or any
other field); `--print` prints just those, for labelling by hand.

Run:  .venv/bin/python tests/data/dev_fresh38/make_model.py R [--print]
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def drafts(root: Path):
    for setting, run in RUNS:
        rows = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            rows.append({k: entry[k] for k in ("buyer_id", "subject", "body")})
        for row in sorted(rows, key=lambda r: r["buyer_id"]):
            yield setting, row


def main(root: Path, show: bool) -> None:
    out = []
    for n, (setting, d) in enumerate(drafts(root), 1):
        mid = f"M{n:03d}"
        if show:
            print(f"===== {mid} {setting} {d['buyer_id']}\nSUBJECT: {d['subject']}\n{d['body']}\n")
            continue
        from model_labels import LABELS
        labels = [dict(zip(("type", "part", "found", "expected", "note"), lab))
                  for lab in LABELS[mid]]
        for lab in labels:
            assert lab["found"] in d[lab["part"]], (mid, lab)
        out.append({"id": mid, "buyer_id": d["buyer_id"], "sender": "s1",
                    "subject": d["subject"], "body": d["body"], "labels": labels,
                    "source": "model", "setting": setting,
                    "note": f"embedded model, {setting}, seed 0"})
    if not show:
        with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
            for row in out:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(f"{len(out)} model drafts -> model.jsonl")


if __name__ == "__main__":
    main(Path(sys.argv[1]), "--print" in sys.argv[2:])
