"""Join the hand-written labels (model_labels.py) to the two model runs' drafts → model.jsonl.
Reads only each draft's buyer id, subject and body from R/RUN_AR_s1/drafts.jsonl and
R/RUN_D160_s1/drafts.jsonl. Ids: AR M001-M015, diffusion@160 M016-M030, by buyer id.

Run:  .venv/bin/python tests/data/dev_fresh56/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def main(r: Path) -> None:
    out, n = [], 0
    for setting, run in RUNS:
        drafts = []
        for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for bid, subject, body in sorted(drafts):
            n += 1
            labels = []
            for typ, part, found, expected, note in LABELS.get((setting, bid), []):
                text = subject if part == "subject" else body
                if found not in text:
                    raise SystemExit(f"{setting} {bid}: {found!r} not in {part}")
                labels.append({"type": typ, "part": part, "found": found, "expected": expected, "note": note})
            out.append({"id": f"M{n:03d}", "buyer_id": bid, "sender": "s1", "subject": subject, "body": body,
                        "labels": labels, "source": "model", "setting": setting,
                        "note": f"embedded model, {setting}, seed 0, sender s1 without city/categories"})
    (HERE / "model.jsonl").write_text("".join(json.dumps(m, ensure_ascii=False) + "\n" for m in out),
                                      encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
