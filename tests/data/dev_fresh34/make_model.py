"""Join the labels of model_labels.py to the run journals (buyer id, subject, body only) -> model.jsonl.

Run: .venv/bin/python tests/data/dev_fresh34/make_model.py R   (R as given to run_inputs.py)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def resolve(text, found):
    if isinstance(found, str):
        assert found in text, found
        return found
    start, end = found
    i = text.index(start)
    j = text.index(end, i + len(start))
    return text[i:j + len(end)]


def main(r: Path):
    out, n = [], 0
    for setting, run in RUNS:
        rows = [json.loads(line) for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines()]
        for d in sorted(({"buyer_id": x["buyer_id"], "subject": x["subject"], "body": x["body"]} for x in rows),
                        key=lambda x: x["buyer_id"]):
            n += 1
            labels = []
            for typ, part, found, expected, note in LABELS[(setting, d["buyer_id"])]:
                labels.append({"type": typ, "part": part, "found": resolve(d[part], found),
                               "expected": expected, "note": note})
            out.append({"id": f"M{n:03d}", "buyer_id": d["buyer_id"], "sender": "s1", "subject": d["subject"],
                        "body": d["body"], "labels": labels, "source": "model", "setting": setting,
                        "note": f"embedded model, {setting}, seed 0, CPU"})
    (HERE / "model.jsonl").write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in out), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
