"""Join the labels of model_labels.py to the model runs' journals -> model.jsonl (M001-M030).

Only each journal line's buyer id, subject and body are read. Ids by setting (AR M001-M015,
diffusion@160 M016-M030), then buyer id.

Run:  .venv/bin/python tests/data/dev_fresh42/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import AR, D160, LABELS  # noqa: E402

RUNS = ((AR, "RUN_AR_s1"), (D160, "RUN_D160_s1"))


def resolve(found, text: str) -> str:
    if isinstance(found, str):
        return found
    kind, a, b = found
    i = text.index(a)
    if kind == "span":
        return text[i:] if b is None else text[i:text.index(b, i + len(a)) + len(b)]
    j = i + len(a)
    return text[j:text.index(b, j)]


def main(runs: Path) -> None:
    rows, n = [], 0
    for setting, run in RUNS:
        drafts = []
        for line in (runs / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            drafts.append({k: entry[k] for k in ("buyer_id", "subject", "body")})
        for d in sorted(drafts, key=lambda d: d["buyer_id"]):
            n += 1
            labels = []
            for typ, part, found, expected, note in LABELS[(setting, d["buyer_id"])]:
                labels.append({"type": typ, "part": part, "found": resolve(found, d[part]),
                               "expected": expected, "note": note})
            kinds = ", ".join(sorted({lab["type"] for lab in labels})) or "clean"
            rows.append({"id": f"M{n:03d}", "buyer_id": d["buyer_id"], "sender": "s1", "subject": d["subject"],
                         "body": d["body"], "labels": labels, "source": "model",
                         "note": f"embedded model, {setting}, seed 0; read by hand: {kinds}",
                         "setting": setting})
    (HERE / "model.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                      encoding="utf-8")
    print(f"{len(rows)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
