"""Join the labels written by reading each model draft (model_labels.py) to the two run journals
(only each draft's buyer id, subject and body are read) -> model.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh62/make_model.py R
(R holds RUN_AR_s1/ and RUN_D160_s1/, the runs the README shows.)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS, NOTES  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def main(root: Path) -> None:
    out, n = [], 0
    for setting, run in RUNS:
        drafts = {}
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts[d["buyer_id"]] = (d["subject"], d["body"])
        for buyer in sorted(drafts):
            n += 1
            subject, body = drafts[buyer]
            labels = [dict(zip(("type", "part", "found", "expected", "note"), lab)) for lab in LABELS[(setting, buyer)]]
            for lab in labels:
                assert lab["found"] in (subject if lab["part"] == "subject" else body), (setting, buyer, lab)
            out.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject, "body": body,
                        "labels": labels, "source": "model", "note": NOTES[(setting, buyer)], "setting": setting})
    with open(HERE / "model.jsonl", "w", encoding="utf-8") as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(out)} model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
