"""Join the model-draft labels (model_labels.py) to the two runs' journals → model.jsonl.

Reads only `buyer_id`, `subject` and `body` of each journal line (never status, findings or
anything else of the run), so the labels stay a reading of the drafts.

Run:  .venv/bin/python tests/data/dev_fresh37/make_model.py R
      (R: the folder given to run_inputs.py, holding RUN_AR_s1/ and RUN_D160_s1/)
"""
import json
import sys
from pathlib import Path

from model_labels import LABELS, NOTES

HERE = Path(__file__).resolve().parent
RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def main(root: Path) -> None:
    out, n = [], 0
    for setting, run in RUNS:
        drafts = {}
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts[d["buyer_id"]] = (d["subject"], d["body"])
        for bid in sorted(drafts):
            n += 1
            subject, body = drafts[bid]
            labels = []
            for typ, part, found, expected, note in LABELS[(setting, bid)]:
                text = subject if part == "subject" else body
                assert found in text, (setting, bid, found)
                labels.append({"type": typ, "part": part, "found": found, "expected": expected, "note": note})
            out.append({"id": f"M{n:03d}", "buyer_id": bid, "sender": "s1", "subject": subject, "body": body,
                        "labels": labels, "source": "model", "note": NOTES[(setting, bid)], "setting": setting})
    (HERE / "model.jsonl").write_text("".join(json.dumps(m, ensure_ascii=False) + "\n" for m in out),
                                      encoding="utf-8")
    print(f"{len(out)} drafts -> model.jsonl")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
